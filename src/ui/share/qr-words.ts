// Issue 40: why the QR tools (off the precache, src/ui/share/qr-part.tsx) did not load.
export const QR_NOT_STORED =
  'The QR codes are not on this phone yet. Open a game once with a connection: from then on they work offline too.';
export const QR_NOT_LOADED = 'The QR codes are on this phone but did not load. Reload Pitwall, then try again.';
/** The tools' files where an import error names none (WebKit). */
export const QR_TOOLS_FILES = /\/assets\/qr-tools-[\w-]+\.js$/;
