// Initiative (A7.1) and the deployment order (A7.1b). Scores sort highest first, ties go to the
// higher effective initiative [DW-A16], and entities still tied roll off with a D6, the higher
// first: core roll-off's ranking, one per tied group, sharing the passes of one command.
import { RuleError } from '../core/model';
import { parsePasses, type RollOffPass, type RollOffSpec, rollOffRanking } from '../core/roll-off';
import type { DwState, EntityId } from './model';
import { driverOf, effInit } from './rules';

export const TIE_ROLL_OFF: RollOffSpec = {
  sides: 6,
  dice: 1,
  name: 'initiative roll-off',
  tied: 'those still tied',
  cite: ' [DW-A16]',
};

/** One D6 per id, from a payload; every id must have exactly one. */
export function parseRolls(s: DwState, x: unknown, ids: readonly EntityId[]): Record<EntityId, number> {
  if (typeof x !== 'object' || x === null || Array.isArray(x))
    throw new RuleError('The initiative dice must map each car to its D6.');
  const r = x as Record<string, unknown>;
  const keys = Object.keys(r);
  if (keys.length !== ids.length || !ids.every((id) => keys.includes(id)))
    throw new RuleError(`Every activating car and armed scenery piece rolls one D6: ${ids.length} dice.`);
  const out: Record<EntityId, number> = {};
  for (const id of ids) {
    const f = r[id];
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > 6) throw new RuleError('A D6 shows 1 to 6.');
    out[id] = f;
  }
  void s;
  return out;
}

export interface Ranked {
  id: EntityId;
  roll?: number;
  score: number;
  effInit: number;
}

/**
 * Groups of ids in order, highest score first, then higher effective initiative; a group of more
 * than one is still tied and rolls off.
 */
export function tiedGroups(
  s: DwState,
  ids: readonly EntityId[],
  rolls?: Record<EntityId, number>,
): { groups: EntityId[][]; ranked: Ranked[] } {
  const ranked = ids.map((id) => {
    const e = effInit(driverOf(s, id));
    const roll = rolls?.[id];
    return { id, ...(roll !== undefined ? { roll } : {}), score: (roll ?? 0) + e, effInit: e };
  });
  const sorted = [...ranked].sort((a, b) => b.score - a.score || b.effInit - a.effInit);
  const groups: EntityId[][] = [];
  let prev: Ranked | undefined;
  for (const r of sorted) {
    if (prev && prev.score === r.score && prev.effInit === r.effInit) groups[groups.length - 1]!.push(r.id);
    else groups.push([r.id]);
    prev = r;
  }
  return { groups, ranked };
}

export type OrderStatus = { done: true; order: EntityId[] } | { done: false; next: EntityId[] };

/** Where the tie roll-offs stand after `passes`: the whole order, or who rolls a D6 next. */
export function orderStatus(groups: readonly EntityId[][], passes: readonly RollOffPass[]): OrderStatus {
  const order: EntityId[] = [];
  const next: EntityId[] = [];
  const tiedIds = new Set(groups.filter((g) => g.length > 1).flat());
  for (const pass of passes)
    for (const id of Object.keys(pass))
      if (!tiedIds.has(id)) throw new RuleError(`Only tied entities roll off${TIE_ROLL_OFF.cite}.`);
  for (const g of groups) {
    if (g.length === 1) {
      order.push(g[0]!);
      continue;
    }
    const own = passes
      .map((p) => Object.fromEntries(Object.entries(p).filter(([id]) => g.includes(id))))
      .filter((p) => Object.keys(p).length > 0);
    const r = rollOffRanking(g, own, TIE_ROLL_OFF);
    if (r.done) order.push(...r.order);
    else next.push(...r.next);
  }
  return next.length ? { done: false, next } : { done: true, order };
}

function settled(groups: EntityId[][], x: unknown): { order: EntityId[]; passes: RollOffPass[] } {
  const passes = parsePasses(x, TIE_ROLL_OFF);
  const st = orderStatus(groups, passes);
  if (!st.done) throw new RuleError(`Still tied: ${st.next.length} roll a D6 again${TIE_ROLL_OFF.cite}.`);
  return { order: st.order, passes };
}

/** A7.1: the round's activation order from the D6s and the tie passes. */
export function initiativeOrder(
  s: DwState,
  ids: readonly EntityId[],
  rolls: Record<EntityId, number>,
  passes: unknown,
): { order: EntityId[]; passes: RollOffPass[] } {
  return settled(tiedGroups(s, ids, rolls).groups, passes);
}

/** A7.1b [DW-A17]: cars by driver initiative, highest first, ties by D6 roll-off (house: D6 + initiative). */
export function deploymentOrder(s: DwState, passes: unknown, rolls?: Record<EntityId, number>): EntityId[] {
  const ids = s.carOrder.filter((id) => s.cars[id]!.status === 'in_play');
  return settled(tiedGroups(s, ids, rolls).groups, passes).order;
}
