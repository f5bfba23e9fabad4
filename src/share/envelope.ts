/**
 * What one QR transfer carries, and what the receiving phone does with it (issue 14, part 1).
 * Pure: the caller reads the stored game, this decides, the caller writes.
 *
 * - `game`: the whole game as the export file has it (GameDoc), car photos left out (one photo
 *   alone would be dozens of codes; the receiving phone keeps its own photos if it has any).
 * - `tail`: "tail since head": only the journal entries after `base`, for a phone that already
 *   has the game up to entry `base`. `baseSum` is the CRC-32 of the sender's first `base`
 *   entries (canonical JSON), so a phone whose game went another way is told so instead of
 *   getting a spliced journal.
 * - `sheet` (issue 33): a game sheet for another phone's library. It is checked on arrival by
 *   restoreSheet(), the door a sheet file goes through.
 */
import type { Entry, GameDoc } from '../game/types';
import type { HeldOpenings } from '../rules/core/commitment';
import { canonicalJson } from './canonical';
import { crc32Hex } from './crc32';

export const ENVELOPE_VERSION = 1;

export interface GameEnvelope {
  v: 1;
  kind: 'game';
  doc: GameDoc;
  /** Issue 32: the sender's face-down kinds, only when the sender asked ("with my hidden tokens"). */
  hidden?: HeldOpenings;
}
export interface TailEnvelope {
  v: 1;
  kind: 'tail';
  id: string;
  name: string;
  base: number;
  baseSum: string;
  entries: Entry[];
  updatedAt: number;
  hidden?: HeldOpenings;
}
export interface SheetEnvelope {
  v: 1;
  kind: 'sheet';
  sheet: Record<string, unknown>;
}
/** What carries a game: plan() decides what it does to this phone's copy. */
export type GameShare = GameEnvelope | TailEnvelope;
export type Envelope = GameShare | SheetEnvelope;

const enc = new TextEncoder();

/** CRC-32 of the first `n` journal entries, key order ignored. */
export function journalSum(journal: readonly Entry[], n: number): string {
  return crc32Hex(enc.encode(canonicalJson(journal.slice(0, n))));
}

export function wholeGame(doc: GameDoc): GameEnvelope {
  const cars = doc.setup.cars.map((c) => {
    if (c.photo === undefined) return c;
    const { photo: _photo, ...rest } = c;
    return rest;
  });
  return { v: 1, kind: 'game', doc: { ...doc, setup: { ...doc.setup, cars } } };
}

/** A game sheet for another phone (issue 33). */
export function wholeSheet(sheet: object): SheetEnvelope {
  return { v: 1, kind: 'sheet', sheet: sheet as Record<string, unknown> };
}

/** The entries after `base` (clamped to the journal). */
export function tailSince(doc: GameDoc, base: number): TailEnvelope {
  const b = Math.max(0, Math.min(Math.floor(base), doc.journal.length));
  return {
    v: 1,
    kind: 'tail',
    id: doc.id,
    name: doc.name,
    base: b,
    baseSum: journalSum(doc.journal, b),
    entries: doc.journal.slice(b),
    updatedAt: doc.updatedAt,
  };
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/**
 * Checks the envelope's own fields. The game inside is checked later by restore() and the
 * replay, exactly as a file import is.
 */
export function readEnvelope(x: unknown): { ok: true; envelope: Envelope } | { ok: false; error: string } {
  const bad = {
    ok: false as const,
    error: 'These codes are not a Pitwall game or sheet (or come from a newer version of the app).',
  };
  if (!isObj(x) || x.v !== ENVELOPE_VERSION) return bad;
  if (x.kind === 'game') return isObj(x.doc) ? { ok: true, envelope: x as unknown as GameEnvelope } : bad;
  if (x.kind === 'sheet') return isObj(x.sheet) ? { ok: true, envelope: x as unknown as SheetEnvelope } : bad;
  if (x.kind === 'tail') {
    const ok =
      typeof x.id === 'string' &&
      typeof x.name === 'string' &&
      isCount(x.base) &&
      typeof x.baseSum === 'string' &&
      Array.isArray(x.entries) &&
      isCount(x.updatedAt);
    return ok ? { ok: true, envelope: x as unknown as TailEnvelope } : bad;
  }
  return bad;
}

/** What the receiving phone should do. `doc` still goes through restore() and the replay. */
export type Plan =
  /** Not on this phone: store it under its own id (so a later tail finds it). */
  | { kind: 'create'; doc: GameDoc }
  /** On this phone and behind: append `entries` after the stored head. */
  | { kind: 'append'; doc: GameDoc; from: number; entries: Entry[] }
  /** On this phone but the two went different ways: store as a new game beside it. */
  | { kind: 'copy'; doc: GameDoc; reason: string }
  /** This phone already has everything that was sent. */
  | { kind: 'none'; message: string }
  | { kind: 'refuse'; error: string };

function sameEntries(a: readonly Entry[], b: readonly Entry[]): boolean {
  return a.length === b.length && canonicalJson(a) === canonicalJson(b);
}

/**
 * Decides how a received envelope meets the stored copy of the same game (`stored`: null when
 * this phone has no game of that id). A journal is append-only, so the stored one is either a
 * prefix of the received one (append the rest), longer and agreeing (nothing to do), or they
 * differ somewhere (whole game: keep both; tail: refuse and say why).
 */
export function plan(stored: GameDoc | null, env: GameShare): Plan {
  if (env.kind === 'game') {
    const got = env.doc;
    if (!stored) return { kind: 'create', doc: got };
    const n = Math.min(stored.journal.length, got.journal.length);
    if (
      stored.system !== got.system ||
      canonicalJson(stripPhotos(stored.setup)) !== canonicalJson(stripPhotos(got.setup)) ||
      !sameEntries(stored.journal.slice(0, n), got.journal.slice(0, n))
    ) {
      return {
        kind: 'copy',
        doc: got,
        reason: `“${stored.name}” on this phone has gone another way, so the game was added as a copy beside it.`,
      };
    }
    if (got.journal.length <= stored.journal.length) return { kind: 'none', message: upToDate(stored) };
    const entries = got.journal.slice(stored.journal.length);
    return {
      kind: 'append',
      doc: { ...stored, updatedAt: Math.max(stored.updatedAt, got.updatedAt), journal: got.journal },
      from: stored.journal.length,
      entries,
    };
  }
  if (!stored) {
    return {
      kind: 'refuse',
      error: `“${env.name}” is not on this phone, so new entries alone cannot be added. On the other phone choose Whole game.`,
    };
  }
  const head = stored.journal.length;
  if (head < env.base) {
    return {
      kind: 'refuse',
      error: `This phone has “${stored.name}” up to entry ${head}, but the codes start after entry ${env.base}. On the other phone set “This phone has up to entry” to ${head}, or choose Whole game.`,
    };
  }
  if (journalSum(stored.journal, env.base) !== env.baseSum) {
    return {
      kind: 'refuse',
      error: `“${stored.name}” on this phone has gone another way before entry ${env.base}. On the other phone choose Whole game: it will be added as a copy.`,
    };
  }
  const overlap = Math.min(head, env.base + env.entries.length) - env.base;
  if (!sameEntries(stored.journal.slice(env.base, env.base + overlap), env.entries.slice(0, overlap))) {
    return {
      kind: 'refuse',
      error: `“${stored.name}” on this phone has gone another way after entry ${env.base}. On the other phone choose Whole game: it will be added as a copy.`,
    };
  }
  const entries = env.entries.slice(overlap);
  if (!entries.length) return { kind: 'none', message: upToDate(stored) };
  const journal = stored.journal.concat(entries);
  return {
    kind: 'append',
    doc: { ...stored, updatedAt: Math.max(stored.updatedAt, env.updatedAt), journal },
    from: head,
    entries,
  };
}

function upToDate(stored: GameDoc): string {
  return `“${stored.name}” on this phone is already up to date (entry ${stored.journal.length}); nothing changed.`;
}

function stripPhotos(setup: GameDoc['setup']): GameDoc['setup'] {
  return { ...setup, cars: setup.cars.map(({ photo: _p, ...c }) => c) };
}
