// Commands every game understands, whatever its rule system: dice rolls, turns, notes, the end.

import { DICE_SIDES, formatPool, type Sides } from '../rules/core/dice';
import { type Command, type DicePool, type DiceSource, RuleError, type Setup } from '../rules/core/model';
import type { CoreState } from './types';

export const MAX_PURPOSE = 80;
export const MAX_NOTE = 500;
export const MAX_POOL = 20;

export interface RollPayload {
  purpose: string;
  pools: DicePool[];
  source: DiceSource;
}
export interface TurnSetPayload {
  playerId: string;
}
export interface NotePayload {
  carId: string;
  text: string;
}
export interface EndPayload {
  winnerIds: string[];
}

export type CoreCommand =
  | { type: 'dice.roll'; payload: RollPayload }
  | { type: 'turn.pass'; payload: Record<string, never> }
  | { type: 'turn.set'; payload: TurnSetPayload }
  | { type: 'car.note'; payload: NotePayload }
  | { type: 'game.end'; payload: EndPayload };

export const CORE_TYPES = new Set(['dice.roll', 'turn.pass', 'turn.set', 'car.note', 'game.end']);

export function initCore(setup: Setup): CoreState {
  const first = setup.players[0];
  if (!first) throw new RuleError('A game needs at least one player.');
  return { turnPlayerId: first.id, round: 1, notes: {}, ended: null };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function checkPools(pools: unknown): DicePool[] {
  if (!Array.isArray(pools) || pools.length === 0 || pools.length > 4)
    throw new RuleError('A roll needs 1 to 4 groups of dice.');
  return pools.map((p) => {
    if (!isRecord(p) || !DICE_SIDES.includes(p.sides as Sides)) throw new RuleError('Unknown die type.');
    const sides = p.sides as Sides;
    const faces = p.faces;
    if (!Array.isArray(faces) || faces.length === 0 || faces.length > MAX_POOL)
      throw new RuleError(`A pool holds 1 to ${MAX_POOL} dice.`);
    for (const f of faces) {
      if (!Number.isInteger(f) || f < 1 || f > sides)
        throw new RuleError(`A D${sides} shows 1 to ${sides}; got ${String(f)}.`);
    }
    return { sides, faces: [...(faces as number[])] };
  });
}

/** Applies a core command; throws RuleError for anything malformed or not allowed now. */
export function reduceCore(state: CoreState, command: Command, setup: Setup): CoreState {
  const p = command.payload;
  if (!isRecord(p)) throw new RuleError('A command needs a payload object.');
  const playerIds = setup.players.map((x) => x.id);
  switch (command.type) {
    case 'dice.roll': {
      if (typeof p.purpose !== 'string' || p.purpose.length > MAX_PURPOSE)
        throw new RuleError('A roll purpose is short text.');
      if (p.source !== 'app' && p.source !== 'typed') throw new RuleError('A roll is made by the app or typed in.');
      checkPools(p.pools);
      return state; // a roll is a record for the table; it changes no counter by itself
    }
    case 'turn.pass': {
      if (state.ended) throw new RuleError('The game is over.');
      const i = playerIds.indexOf(state.turnPlayerId);
      const next = (i + 1) % playerIds.length;
      return {
        ...state,
        turnPlayerId: playerIds[next] ?? state.turnPlayerId,
        round: next === 0 ? state.round + 1 : state.round,
      };
    }
    case 'turn.set': {
      if (state.ended) throw new RuleError('The game is over.');
      if (typeof p.playerId !== 'string' || !playerIds.includes(p.playerId)) throw new RuleError('No such player.');
      return { ...state, turnPlayerId: p.playerId };
    }
    case 'car.note': {
      if (typeof p.carId !== 'string' || !setup.cars.some((c) => c.id === p.carId)) throw new RuleError('No such car.');
      if (typeof p.text !== 'string' || p.text.length > MAX_NOTE)
        throw new RuleError(`A note holds at most ${MAX_NOTE} characters.`);
      return { ...state, notes: { ...state.notes, [p.carId]: p.text } };
    }
    case 'game.end': {
      if (state.ended) throw new RuleError('The game is already over.');
      const w = p.winnerIds;
      if (!Array.isArray(w) || !w.every((id) => typeof id === 'string' && playerIds.includes(id)))
        throw new RuleError('Winners must be players of this game.');
      return { ...state, ended: { at: command.at, winnerIds: [...(w as string[])] } };
    }
    default:
      throw new RuleError(`Unknown command "${command.type}".`);
  }
}

/** The dice of a roll as the log shows them ("2D6 3 5 · D20 12"); fields that are not dice read as "?". */
export function describeRoll(p: RollPayload): string {
  const pools: unknown[] = Array.isArray(p.pools) ? p.pools : [];
  const dice = pools
    .map((pool) => {
      const { sides, faces } = (isRecord(pool) ? pool : {}) as Partial<DicePool>;
      const shown = Array.isArray(faces) ? faces : [];
      if (!DICE_SIDES.includes(sides as Sides)) return '?';
      return `${formatPool({ count: shown.length, sides: sides as Sides })} ${shown.join(' ')}`;
    })
    .join(' · ');
  return dice || '?';
}

/** A one-line log text for a core command. */
export function describeCore(command: Command, setup: Setup, before: CoreState | null = null): string {
  const p: Record<string, unknown> = isRecord(command.payload) ? command.payload : {};
  const player = (id: unknown) => setup.players.find((x) => x.id === id)?.name ?? '?';
  const car = (id: unknown) => setup.cars.find((x) => x.id === id)?.name ?? '?';
  switch (command.type) {
    case 'dice.roll': {
      // A proposal from another phone is described before the rules check it (game/read-fields.ts).
      const r = p as unknown as RollPayload;
      const purpose = typeof r.purpose === 'string' && r.purpose ? r.purpose.slice(0, MAX_PURPOSE) : 'Roll';
      return `${purpose}: ${describeRoll(r)}${r.source === 'typed' ? ' (table dice)' : ''}`;
    }
    case 'turn.pass':
      return before ? `${player(before.turnPlayerId)} passes the turn` : 'Turn passed';
    case 'turn.set':
      return `${player(p.playerId)} to play`;
    case 'car.note':
      return `Note on ${car(p.carId)}`;
    case 'game.end': {
      const w: unknown[] = Array.isArray(p.winnerIds) ? p.winnerIds : [];
      return w.length ? `Game over: ${w.map(player).join(' & ')} won` : 'Game over: a draw';
    }
    default:
      return command.type;
  }
}
