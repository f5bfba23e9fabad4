// The import button's words (issue 15: kept out of restore.ts, which every game's open loads;
// only the import button asks for these). A player at the table reads them: what the file seems
// to be, then what to do. Plain words, no format terms; the button on the other phone is named as
// the app names it ("Export to file").
import { MAX_IMPORT_BYTES, type GamePart, type Refusal } from './restore';

const PICK_EXPORT = 'Pick the file that “Export to file” made on the other phone.';
const EXPORT_AGAIN = 'On the other phone, tap “Export to file” again and pick the new file.';
const UPDATE = 'Update Pitwall on this phone, then import the file again.';

/** A file over MAX_IMPORT_BYTES (checked before it is read): the message, or null. */
export function fileTooBig(bytes: number): string | null {
  if (bytes <= MAX_IMPORT_BYTES) return null;
  return `That file is ${(bytes / 1048576).toFixed(1)} MB, too big for a Pitwall game (at most 5 MB). ${PICK_EXPORT}`;
}

/** The file could not be read at all (moved, deleted, or the phone refused after picking). */
export const FILE_UNREADABLE = 'This phone could not read that file. Pick it again, or tap “Export to file” again on the other phone.';

// Pictures, told apart by their first bytes as a text decoder renders them (PNG, JPEG, GIF,
// WebP, HEIC/AVIF): only looked at once the text has failed to be a game.
const PICTURE_START = /^(?:\uFFFDPNG|\uFFFD+[\s\S]{0,6}(?:JFIF|Exif)|GIF8[79]a|RIFF[\s\S]{1,4}WEBP|[\s\S]{1,4}ftyp(?:hei[cx]|mif1|msf1|avif))/;

/**
 * A picked file's text → the document to restore, or why it is no game. Only the wording depends
 * on what the text looks like: whatever JSON.parse reads goes on to restore(), as before.
 */
export function readGameFile(text: string, type = ''): { ok: true; raw: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, raw: JSON.parse(text) as unknown };
  } catch {
    // worded below
  }
  const start = text.slice(0, 64);
  if (text.trim() === '') return { ok: false, error: `That file is empty. ${EXPORT_AGAIN}` };
  if (type.startsWith('image/') || PICTURE_START.test(start)) return { ok: false, error: `That file is a picture, not a Pitwall game. ${PICK_EXPORT}` };
  // A game file that stops part way (a copy or download cut short) still starts like one.
  if (/^\s*\{/.test(start) && text.includes('"schemaVersion"')) return { ok: false, error: `This game file is incomplete or damaged. ${EXPORT_AGAIN}` };
  return { ok: false, error: `That file is not a Pitwall game. ${PICK_EXPORT}` };
}

const PART_NAMES: Record<GamePart, readonly [noun: string, plural: boolean]> = {
  details: ['details', true],
  name: ['name', false],
  system: ['rule system', false],
  setup: ['setup', false],
  players: ['players', true],
  cars: ['cars', true],
  houseRules: ['house rules', true],
  log: ['game log', false],
};

function damagedWords(part: GamePart | undefined, missing: boolean | undefined): string {
  if (part === undefined) return 'This game file is damaged and cannot be opened.';
  // A file without its setup has neither players nor cars: say that rather than "setup".
  if (part === 'setup' && missing) return 'This game file is damaged: its players and cars are missing.';
  if (part === 'details' && missing) return 'This game file is damaged: some of its details are missing.';
  const [noun, plural] = PART_NAMES[part];
  return missing ? `This game file is damaged: its ${noun} ${plural ? 'are' : 'is'} missing.` : `This game file is damaged: something is wrong with its ${noun}.`;
}

/**
 * What the import button says when openGame() refuses a file's document. `why` is restore()'s;
 * a refusal without one is the replay's (the game log does not add up), worded as damage too.
 */
export function importRefusal(r: { error: string; why?: Refusal }): string {
  const why: Refusal = r.why ?? { kind: 'damaged' };
  switch (why.kind) {
    case 'not-a-game':
      return `That file is not a Pitwall game. ${PICK_EXPORT}`;
    case 'newer':
      return `This game was saved by a newer version of Pitwall. ${UPDATE}`;
    case 'unknown-system':
      return `This game uses a rule system this version of Pitwall does not have. ${UPDATE}`;
    case 'system-not-loaded':
      return 'The rules for this game are not on this phone yet. Open Pitwall once with a connection, then import the file again.';
    case 'not-upgraded':
      return `This game is from an older Pitwall, and this version could not bring it up to date. ${UPDATE}`;
    case 'damaged':
      return `${damagedWords(why.part, why.missing)} ${EXPORT_AGAIN}`;
  }
}
