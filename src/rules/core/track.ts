// A track: a row of slots that hold at most one token each (DESIGN "car cards: trackers as data").
// Car Cult D20's action zones are the model (car-cult-d20.md B2): tokens of one kind (Speed
// Tokens) fill from slot 1 upwards and tokens of the other (Damage Tokens) from slot n downwards,
// so a track is fully described by its two counts; positions are derived, never stored, and
// re-pack after every change [CC-A09]. Slots may print a marker ("+ST") that a token covers.
import { RuleError } from './model';

/** Counts only (B2): `start` tokens on slots 1..start, `end` tokens on slots n-end+1..n. */
export interface EndsTrack {
  n: number;
  start: number;
  end: number;
}

export type TrackEnd = 'START' | 'END';

/** What sits on each slot, slot 1 first. */
export type SlotToken = TrackEnd | null;

const whole = (x: number) => Number.isInteger(x) && x >= 0;

/** B2 invariant: `0 <= start, end` and `start + end <= n`. */
export function trackProblem(t: EndsTrack): string | null {
  if (!whole(t.n) || t.n < 1) return 'A track has at least one slot.';
  if (!whole(t.start) || !whole(t.end)) return 'Token counts are whole numbers, 0 or more.';
  if (t.start + t.end > t.n) return `A track of ${t.n} holds at most ${t.n} tokens, one a slot.`;
  return null;
}

function checked(t: EndsTrack): EndsTrack {
  const p = trackProblem(t);
  if (p) throw new RuleError(p);
  return t;
}

/** B2: the tokens on each slot, packed from both ends. */
export function trackSlots(t: EndsTrack): SlotToken[] {
  checked(t);
  return Array.from({ length: t.n }, (_, i) => (i < t.start ? 'START' : i >= t.n - t.end ? 'END' : null));
}

export const emptySlots = (t: EndsTrack): number => t.n - t.start - t.end;

/** B2: a marker printed on slot `p` (1-based) shows while no token covers it: start < p <= n - end. */
export const markerVisible = (t: EndsTrack, p: number): boolean => t.start < p && p <= t.n - t.end;

/** B5 visibleSymbols(t): how many of the printed markers no token covers. */
export const visibleMarkers = (t: EndsTrack, markers: readonly number[]): number =>
  markers.filter((p) => markerVisible(t, p)).length;

/** Why a token cannot be placed at this end now, or null. */
export function placeProblem(t: EndsTrack, at: TrackEnd): string | null {
  const p = trackProblem(t);
  if (p) return p;
  if (at === 'START') return emptySlots(t) === 0 ? 'No empty slot on this track.' : null;
  return t.end >= t.n ? 'Every slot of this track already holds a damage token.' : null;
}

/**
 * One more token at an end. At the END of a full track the start's innermost token is discarded
 * first, then the end token goes on (B2, "placing a DT on a track that has no empty AZ" [CC-A09]).
 */
export function place(t: EndsTrack, at: TrackEnd): EndsTrack {
  const p = placeProblem(t, at);
  if (p) throw new RuleError(p);
  if (at === 'START') return { ...t, start: t.start + 1 };
  const start = emptySlots(t) === 0 ? t.start - 1 : t.start;
  return { ...t, start, end: t.end + 1 };
}

/** One token fewer at an end (a spent Speed Token, a repaired hit). */
export function remove(t: EndsTrack, at: TrackEnd): EndsTrack {
  checked(t);
  if (at === 'START' ? t.start === 0 : t.end === 0)
    throw new RuleError('There is no such token on this track to take off.');
  return at === 'START' ? { ...t, start: t.start - 1 } : { ...t, end: t.end - 1 };
}

/**
 * One token at the `from` end turns into a token of the other end; the counts re-pack (B2). Car
 * Cult's mine laying turns a Speed Token into a Damage Token, and each half of a Fanatical Fixer
 * swap does the same on one track [CC-A09][CC-A20]. The track never needs an empty slot for it.
 */
export function flip(t: EndsTrack, from: TrackEnd): EndsTrack {
  checked(t);
  if (from === 'START' ? t.start === 0 : t.end === 0)
    throw new RuleError('There is no such token on this track to turn over.');
  return from === 'START' ? { ...t, start: t.start - 1, end: t.end + 1 } : { ...t, start: t.start + 1, end: t.end - 1 };
}

/**
 * A tap on slot `i` (0-based) while placing tokens of kind `kind`: a slot holding that kind gives
 * one back (positions re-pack, so it is the innermost one that goes), an empty slot takes one
 * (it packs to its end). A slot holding the other kind is a problem: take that one off with its
 * own kind.
 */
export function tapProblem(t: EndsTrack, i: number, kind: TrackEnd): string | null {
  const p = trackProblem(t);
  if (p) return p;
  if (!Number.isInteger(i) || i < 0 || i >= t.n) return `No slot ${i + 1} on a track of ${t.n}.`;
  const here = trackSlots(t)[i];
  if (here === null) return placeProblem(t, kind);
  return here === kind ? null : 'That slot holds the other kind of token.';
}

export function tap(t: EndsTrack, i: number, kind: TrackEnd): EndsTrack {
  const p = tapProblem(t, i, kind);
  if (p) throw new RuleError(p);
  return trackSlots(t)[i] === kind ? remove(t, kind) : place(t, kind);
}
