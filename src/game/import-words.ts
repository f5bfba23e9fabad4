// The import button's words (issue 15: kept out of restore.ts, which every game's open loads;
// only the import button asks for these). A player at the table reads them: what the file seems
// to be, then what to do. Plain words, no format terms; the button on the other phone is named as
// the app names it ("Export to file").
import { MAX_IMPORT_BYTES } from './limits';
import type { GamePart, Refusal } from './restore';

const PICK_EXPORT = 'Pick the file that “Export to file” made on the other phone.';
const EXPORT_AGAIN = 'On the other phone, tap “Export to file” again and pick the new file.';

const megabytes = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;
/** The import limit as players read it ("40 MB"). */
export const IMPORT_LIMIT = `${Math.round(MAX_IMPORT_BYTES / 1048576)} MB`;

/** A file over MAX_IMPORT_BYTES (checked before it is read): the message, or null. */
export function fileTooBig(bytes: number): string | null {
  if (bytes <= MAX_IMPORT_BYTES) return null;
  return `That file is ${megabytes(bytes)}, too big for a Pitwall game (at most ${IMPORT_LIMIT}). ${PICK_EXPORT}`;
}

/**
 * Export's warning for a file import would refuse (MAX_IMPORT_BYTES covers every photo and a full
 * log, so only thousands of long notes get here), or null. The file is still made: it is the
 * game's backup. A live game has no size limit, so it still moves the game.
 */
export function exportTooBig(bytes: number): string | null {
  if (bytes <= MAX_IMPORT_BYTES) return null;
  return `The file is ${megabytes(bytes)}, and Pitwall imports at most ${IMPORT_LIMIT}: another phone cannot open it. To move this game, use “Host live on several phones” in Game options.`;
}

/** The file could not be read at all (moved, deleted, or the phone refused after picking). */
export const FILE_UNREADABLE =
  'This phone could not read that file. Pick it again, or tap “Export to file” again on the other phone.';

// Pictures, told apart by their first bytes as a text decoder renders them (PNG, JPEG, GIF,
// WebP, HEIC/AVIF): only looked at once the text has failed to be a game.
const PICTURE_START =
  /^(?:\uFFFDPNG|\uFFFD+[\s\S]{0,6}(?:JFIF|Exif)|GIF8[79]a|RIFF[\s\S]{1,4}WEBP|[\s\S]{1,4}ftyp(?:hei[cx]|mif1|msf1|avif))/;

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
  if (type.startsWith('image/') || PICTURE_START.test(start))
    return { ok: false, error: `That file is a picture, not a Pitwall game. ${PICK_EXPORT}` };
  // A game file that stops part way (a copy or download cut short) still starts like one.
  if (/^\s*\{/.test(start) && text.includes('"schemaVersion"'))
    return { ok: false, error: `This game file is incomplete or damaged. ${EXPORT_AGAIN}` };
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
  sheet: ['game sheet', false],
  log: ['game log', false],
};

/** Where a game came from, as the words for its refusal need it: what to call it, what to do. */
export interface Door {
  /** The game as this door holds it ("This game file", "The game in the codes"): for damage. */
  thing: string;
  /** The game itself ("This game", "The host’s game"): for what made it. */
  game: string;
  /** The way to get a good copy again. */
  again: string;
  /** How to try again once this phone has what it lacked ("import the file again"). */
  retry: string;
}

export const DOORS = {
  file: { thing: 'This game file', game: 'This game', again: EXPORT_AGAIN, retry: 'import the file again' },
  codes: {
    thing: 'The game in the codes',
    game: 'The game in the codes',
    again: 'Show the codes again on the other phone and scan them again.',
    retry: 'scan the codes again',
  },
  live: {
    thing: 'The host’s game',
    game: 'The host’s game',
    again: 'Ask the host to share the live game again.',
    retry: 'join again',
  },
  stored: {
    thing: 'This game',
    game: 'This game',
    again: 'If another phone has it, send it to this one again.',
    retry: 'open the game again',
  },
} satisfies Record<string, Door>;

function damagedWords(thing: string, part: GamePart | undefined, missing: boolean | undefined): string {
  if (part === undefined) return `${thing} is damaged and cannot be opened.`;
  // A game without its setup has neither players nor cars: say that rather than "setup".
  if (part === 'setup' && missing) return `${thing} is damaged: its players and cars are missing.`;
  if (part === 'details' && missing) return `${thing} is damaged: some of its details are missing.`;
  const [noun, plural] = PART_NAMES[part];
  return missing
    ? `${thing} is damaged: its ${noun} ${plural ? 'are' : 'is'} missing.`
    : `${thing} is damaged: something is wrong with its ${noun}.`;
}

/**
 * What a player reads when openGame() refuses a game that came through `door`. `why` is
 * restore()'s; a refusal without one is the replay's (the game log does not add up), worded as
 * damage too.
 */
export function refusalWords(r: { error: string; why?: Refusal }, door: Door): string {
  const why: Refusal = r.why ?? { kind: 'damaged' };
  const update = `Update Pitwall on this phone, then ${door.retry}.`;
  switch (why.kind) {
    case 'not-a-game':
      return door === DOORS.file
        ? `That file is not a Pitwall game. ${PICK_EXPORT}`
        : `${door.thing} is not a Pitwall game. ${door.again}`;
    case 'newer':
      return `${door.game} was saved by a newer version of Pitwall. ${update}`;
    case 'unknown-system':
      return `${door.game} uses a rule system this version of Pitwall does not have. ${update}`;
    case 'system-not-stored':
      return `The rules for this game are not on this phone yet. Open Pitwall once with a connection, then ${door.retry}.`;
    case 'system-failed':
      return `The rules for this game are on this phone but did not load. Reload Pitwall, then ${door.retry}.`;
    case 'unknown-entry':
      return `${door.game} has a log entry this version of Pitwall does not know, most likely from a newer version. ${update}`;
    case 'not-upgraded':
      return `${door.game} is from an older Pitwall, and this version could not bring it up to date. ${update}`;
    case 'damaged':
      return `${damagedWords(door.thing, why.part, why.missing)} ${door.again}`;
  }
}

/** The import button's words for a refused file. */
export const importRefusal = (r: { error: string; why?: Refusal }): string => refusalWords(r, DOORS.file);
