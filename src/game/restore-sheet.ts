// The door for a game sheet that comes from outside the phone (issue 33): a file, or a QR code
// from another phone. Like restore() for a game, it refuses with words a player can act on and
// never throws: a text or object larger than a sheet can be, keys that could poison prototypes,
// a sheet of a newer format, and everything readSheet() refuses. What passes is the sheet
// readSheet() built, field by field, from what came in.
import { SHEET_LIMITS, SHEET_VERSION, type Sheet } from '../rules/custom/sheet';
import { forbiddenKey, problemText, readSheet } from '../rules/custom/validate';

export type SheetRestore = { ok: true; sheet: Sheet } | { ok: false; error: string };

/** A sheet's size as the text it is saved and sent as (UTF-8 bytes of its JSON). */
export const sheetBytes = (x: unknown): number => new TextEncoder().encode(JSON.stringify(x) ?? '').length;

export const kb = (bytes: number): string =>
  bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * Reads a sheet from a file's text or a received object. `what` names it in the refusal: "This
 * sheet file", "The sheet in these codes".
 */
export function restoreSheet(raw: unknown, what = 'This sheet file'): SheetRestore {
  const no = (error: string): SheetRestore => ({ ok: false, error });
  try {
    let size: number;
    if (typeof raw === 'string') {
      size = new TextEncoder().encode(raw).length;
      if (size > SHEET_LIMITS.bytes) return no(tooBig(what, size));
      try {
        raw = JSON.parse(raw) as unknown;
      } catch {
        return no(`${what} is not a game sheet: it is not JSON text.`);
      }
    } else {
      // A received object is measured as the text it would be saved as.
      size = sheetBytes(raw);
      if (size > SHEET_LIMITS.bytes) return no(tooBig(what, size));
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return no(`${what} is not a game sheet.`);
    const o = raw as Record<string, unknown>;
    if ('schemaVersion' in o && 'journal' in o)
      return no(`${what} is a whole game, not a game sheet: import it with Import game on the games list.`);
    const bad = forbiddenKey(o);
    if (bad) return no(`${what} contains ${bad}, which no game sheet has: it was refused.`);
    if (typeof o.v === 'number' && o.v > SHEET_VERSION)
      return no(
        `${what} was made by a newer Pitwall (sheet format ${o.v}; this app reads up to ${SHEET_VERSION}). Update the app, then try again.`,
      );
    const read = readSheet(o);
    return read.ok ? read : no(`${what} cannot be used: ${problemText(read.problems)}`);
  } catch (e) {
    return no(`${what} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function tooBig(what: string, size: number): string {
  return `${what} is ${kb(size)}, larger than any game sheet (at most ${kb(SHEET_LIMITS.bytes)}): it was not read.`;
}
