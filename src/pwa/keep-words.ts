// The settings screen's words for pwa/storage-keep.ts's answers. A module of their own: the start
// page's chunk holds storage-keep.ts (the install hint asks it), and an export of a module in that
// chunk goes wherever the module goes, used there or not (issue 33: ~200 B gzip of the start page).

/** Words for a player: whether the games on this device are safe from the browser's clean-up. */
export function keepWords(installed: boolean, persisted: boolean | null): string {
  if (installed) return 'Installed: the browser keeps your games.';
  if (persisted === true) return 'The browser has agreed to keep your games.';
  if (persisted === false)
    return 'The browser may clear your games if the phone runs short of space, or (Safari) after a week without use. Install Pitwall to keep them.';
  return 'This browser does not say whether it will keep your games. Install Pitwall to keep them, and export the ones you care about.';
}
