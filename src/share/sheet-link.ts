// Issue 40, "a game sheet as a link": a sheet sent as a link that opens the installed app on its
// own origin (a hash route of the precached shell, so it opens offline too): #/sheets/<packed>,
// the sheet's envelope as JSON, deflate-raw, base64url (pack.ts, the QR codes' encoding). Reading
// a link only unpacks it, bounded; the sheet then goes through the same door as a file or a QR
// code (game/restore-sheet.ts restoreSheet → readSheet). No DOM, storage or clock.
import { SHEET_LIMITS } from '../rules/custom/sheet';
import { fromBase64url, toBase64url } from './base64url';
import { readEnvelope, wholeSheet } from './envelope';
import { deflate, inflate } from './pack';

/** The hash route a sheet link opens (route-parse.ts: { name: 'sheets', link }). */
export const SHEET_ROUTE = '#/sheets/';
/**
 * The longest packed part read: a sheet is at most SHEET_LIMITS.bytes of JSON, and deflate never
 * grows data by more than a few bytes per 16 kB block, so base64url of the largest is under 4/3 of it.
 */
export const MAX_LINK_CHARS = Math.ceil((SHEET_LIMITS.bytes * 4) / 3) + 64;

/** The link to `sheet` on the app at `base` (its origin and path, no hash). */
export async function sheetLink(base: string, sheet: object): Promise<string> {
  const bytes = await deflate(new TextEncoder().encode(JSON.stringify(wholeSheet(sheet))));
  return `${base}${SHEET_ROUTE}${toBase64url(bytes)}`;
}

/** The packed part of a sheet link found in `text` (the link itself, or a message holding it), or null. */
export function packedOf(text: string): string | null {
  const at = text.indexOf(SHEET_ROUTE);
  return at < 0 ? null : (/^[A-Za-z0-9_-]*/.exec(text.slice(at + SHEET_ROUTE.length))?.[0] ?? null);
}

export type LinkRead = { ok: true; sheet: Record<string, unknown> } | { ok: false; error: string };

const CUT = 'This link is cut short or was changed on the way. Ask for it again.';

/** The sheet a link's packed part holds, not yet checked as a sheet (restoreSheet does that), or why not. */
export async function readSheetLink(packed: string): Promise<LinkRead> {
  const no = (error: string): LinkRead => ({ ok: false, error });
  if (packed.length > MAX_LINK_CHARS) return no('This link is longer than any game sheet’s: it is not one.');
  const bytes = packed ? fromBase64url(packed) : null;
  if (!bytes) return no(CUT);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await inflate(bytes, SHEET_LIMITS.bytes + 1024));
  } catch (e) {
    return no(
      e instanceof RangeError
        ? `This link unpacks to more than ${SHEET_LIMITS.bytes / 1024} kB, larger than any game sheet.`
        : CUT,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return no(CUT);
  }
  const env = readEnvelope(raw);
  if (!env.ok || env.envelope.kind !== 'sheet') return no('This link holds no game sheet.');
  return { ok: true, sheet: env.envelope.sheet };
}
