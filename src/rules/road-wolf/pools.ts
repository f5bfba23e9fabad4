// Dice pools as commands carry them: the faces as rolled, at most one Veteran reroll
// ({index, newFace}, kept even if worse) [B5.2, R-12], and the contested result [B5.1].

import { int, record } from '../core/check';
import { type ContestResult, compare } from '../core/contest';
import { RuleError } from '../core/model';

export interface Reroll {
  index: number;
  newFace: number;
}

export type Winner = 'ATTACKER' | 'DEFENDER' | 'TIE';

export interface Contest {
  winner: Winner;
  overkill: number;
  /** The core comparison (A = attacker), for reasons and the log. */
  raw: ContestResult;
}

/** Exactly `count` D6 faces. */
export function readFaces(x: unknown, count: number, what: string): number[] {
  if (!Array.isArray(x)) throw new RuleError(`${what}: give the dice faces.`);
  if (x.length !== count)
    throw new RuleError(`${what} rolls ${count} ${count === 1 ? 'die' : 'dice'}; got ${x.length}.`);
  return x.map((f) => int(f, 1, 6, `${what}: each face`));
}

/** An optional reroll of one die; refused when the roller may not reroll. */
export function readReroll(
  x: unknown,
  faces: readonly number[],
  allowed: boolean,
  what: string,
  why = 'no Veteran reroll here',
): Reroll | null {
  if (x === undefined || x === null) return null;
  if (!allowed) throw new RuleError(`${what}: ${why} [R-12].`);
  const r = record(x, 'reroll');
  if (faces.length === 0) throw new RuleError(`${what}: there is no die to reroll.`);
  return {
    index: int(r.index, 0, faces.length - 1, `${what}: the rerolled die`),
    newFace: int(r.newFace, 1, 6, `${what}: the new face`),
  };
}

export function withReroll(faces: readonly number[], r: Reroll | null): number[] {
  const out = [...faces];
  if (r) out[r.index] = r.newFace;
  return out;
}

export function contest(attack: readonly number[], defence: readonly number[]): Contest {
  const raw = compare(attack, defence);
  return {
    winner: raw.winner === 'A' ? 'ATTACKER' : raw.winner === 'B' ? 'DEFENDER' : 'TIE',
    overkill: raw.overkill,
    raw,
  };
}

/** A result the command recorded for the log must be the one the dice give. */
export function checkRecorded(recorded: unknown, c: Contest): void {
  if (recorded === undefined) return;
  const r = record(recorded, 'recorded result');
  if (r.winner !== c.winner || r.overkill !== c.overkill)
    throw new RuleError('The recorded result does not match the dice.');
}

/** Reads `${key}` faces and `${key}Reroll` from a payload. */
export function readPool(
  p: Record<string, unknown>,
  key: string,
  count: number,
  rerollAllowed: boolean,
  what: string,
  why?: string,
): { rolled: number[]; reroll: Reroll | null; final: number[] } {
  const rolled = readFaces(p[key], count, what);
  const reroll = readReroll(p[`${key}Reroll`], rolled, rerollAllowed, what, why);
  return { rolled, reroll, final: withReroll(rolled, reroll) };
}
