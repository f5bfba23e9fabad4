// The printable record sheet as data (issue 10): one generic view prints every system; a system
// supplies only what its cars carry (stats, boxes, tracks, tokens). Free play, with no source,
// prints names, players and notes. Pure: unit-tested without a DOM.
import type { Car, Player, Setup } from '../../game/types';
import type { Stat } from '../components/stat-line';
import type { ShownToken } from '../components/token-list';
import type { TokenLook, TrackSlot } from '../components/track';

/** A row of boxes to tick, the first `marked` already ticked (hits, damage). */
export interface SheetBoxes {
  label: string;
  total: number;
  marked: number;
}

/** A track printed as it stands (White Line Fever's speed, Car Cult's action zones). */
export interface SheetTrack {
  label: string;
  slots: TrackSlot[];
  /** How each kind of token is drawn (Car Cult's ST and DT); default: a filled slot. */
  looks?: Record<string, TokenLook>;
}

/** One labelled tick box (Flipped, Immobilized), ticked when it holds now. */
export interface SheetCheck {
  label: string;
  on: boolean;
}

/** Tokens as TokenList shows them: face-down ones only as a number on the table's copy. */
export interface SheetTokens {
  shown: ShownToken[];
  hidden: number;
}

/** What a system prints for one car, besides its name, player and note. */
export interface SheetCarPart {
  stats: Stat[];
  checks?: SheetCheck[];
  boxes?: SheetBoxes[];
  tracks?: SheetTrack[];
  tokens?: SheetTokens;
}

/** Who the sheet is for: the whole table, or one player printing their own force. */
export type Viewer = { kind: 'TABLE' } | { kind: 'PLAYER'; playerId: string };

/**
 * A system's part of the sheet. `S` is its state. Only `privateFor` players may be a PLAYER
 * viewer; every other sheet is the table's copy and must be built from what the table sees.
 */
export interface SheetSource<S> {
  /** Players who hold face-down information of their own now (they may print their own force). */
  privateFor?: (s: S) => string[];
  /** Whether this game keeps anything face down (a sheet with a hidden tracker); default: privateFor is given. */
  secret?: (s: S) => boolean;
  /** A line under the title ("Turn 3 · Ann to play"). */
  summary?: (s: S, setup: Setup) => string;
  /** The player whose block a car is printed in (Road Wolf: who controls it now); default its owner. */
  groupOf?: (s: S, car: Car) => string;
  /** The car's part; null: printed with its name and note only (not fielded). */
  car: (s: S, car: Car, viewer: Viewer) => SheetCarPart | null;
  /** Per player, beside their cars (reserve tokens, lost crew). */
  player?: (s: S, playerId: string, viewer: Viewer) => { stats?: Stat[]; tokens?: SheetTokens } | null;
}

export interface SheetCar extends Partial<SheetCarPart> {
  id: string;
  name: string;
  color: string;
  note: string;
}

export interface SheetGroup {
  player: Player;
  cars: SheetCar[];
  stats?: Stat[];
  tokens?: SheetTokens;
}

export interface RecordSheet {
  title: string;
  system: string;
  summary: string;
  viewer: Viewer;
  /** The viewer's name on a player's own copy. */
  viewerName: string | null;
  /** The system keeps information face down (the sheet says how this copy treats it). */
  secret: boolean;
  groups: SheetGroup[];
}

/**
 * The sheet for a game: players in seating order, each with the cars in their block. A PLAYER
 * viewer gets only their own block, and only if the source lists them in `privateFor`.
 */
export function buildSheet<S>(input: {
  title: string;
  system: string;
  setup: Setup;
  notes: Record<string, string>;
  state: S;
  source: SheetSource<S> | null;
  viewer: Viewer;
}): RecordSheet {
  const { setup, notes, state, source } = input;
  const allowed = input.viewer.kind === 'PLAYER' && (source?.privateFor?.(state) ?? []).includes(input.viewer.playerId);
  const viewer: Viewer = allowed ? input.viewer : { kind: 'TABLE' };
  const groupOf = (c: Car) => source?.groupOf?.(state, c) ?? c.playerId;
  const players = setup.players.filter((p) => viewer.kind === 'TABLE' || p.id === viewer.playerId);
  const groups = players.map((p): SheetGroup => {
    const cars = setup.cars
      .filter((c) => groupOf(c) === p.id)
      .map(
        (c): SheetCar => ({
          id: c.id,
          name: c.name,
          color: c.color,
          note: notes[c.id] ?? '',
          ...(source?.car(state, c, viewer) ?? {}),
        }),
      );
    const extra = source?.player?.(state, p.id, viewer) ?? null;
    return { player: p, cars, ...(extra ?? {}) };
  });
  const viewerName =
    viewer.kind === 'PLAYER' ? (setup.players.find((p) => p.id === viewer.playerId)?.name ?? null) : null;
  return {
    title: input.title,
    system: input.system,
    summary: source?.summary?.(state, setup) ?? '',
    viewer,
    viewerName,
    secret: source?.secret ? source.secret(state) : source?.privateFor !== undefined,
    groups,
  };
}
