// B12.7 CHASE: Runners flee, Cops (no bought tokens) grow. Bridge Out destroys a Cop that
// drives over a Bridge card; each Cop vehicle lost (destroyed or immobilized, counted once) adds
// to its player's losses and owes a replacement of the same size (rw.replacement) with at most one
// token of rank up to those losses. Once every Runner has escaped or been stopped: no escape, the
// Cops win; an escape and Cop losses of at least 3x their starting points, the Runners; else a draw.

import { oneOf } from '../../core/check';
import { RuleError } from '../../core/model';
import { type TokenKind, VEHICLE_TYPE_IDS, type VehicleTypeId, vehicleType } from '../data';
import { blankVehicle, destroy, newToken, place } from '../effects';
import { tokensBought } from '../forces';
import type { HandlerTable, Payload } from '../handler';
import type { Mission } from '../mission';
import type { RwState, RwVehicle } from '../model';
import { currentPlayer, stats } from '../rules';
import { fromCatalogue, withSides } from './base';
import { decide, escaped, recordRunnersStopped, roleSide, runnerStopped, settled, vehiclesOfRole } from './common';
import type { MissionState, Replacement } from './state';

/** the token ranks a replacement may carry one of. */
export const COP_TOKEN_RANKS: Readonly<Partial<Record<TokenKind, number>>> = {
  NITRO: 1,
  GUNNER: 1,
  SHOTGUN: 2,
  SPIKES: 2,
  VETERAN: 3,
  AMBUSH: 3,
};

const ms = (s: RwState): MissionState => s.missionState ?? {};
function msDraft(d: RwState): MissionState {
  d.missionState ??= {};
  return d.missionState;
}

/** Cop vehicles: bought by the Cops, or their replacements. */
function copVehicles(s: RwState): RwVehicle[] {
  const cops = roleSide(s, 'COPS');
  return cops
    ? s.vehicleOrder.map((id) => s.vehicles[id] as RwVehicle).filter((v) => cops.players.includes(v.ownerId))
    : [];
}

/** The Cops' starting points: their budget (B12.7 "3 x the Cops' starting points"). */
export function copStartingPoints(s: RwState): number {
  const cops = roleSide(s, 'COPS');
  return cops ? cops.players.reduce((n, p) => n + (s.budgets[p] ?? 0), 0) : 0;
}

/** The scoreboard's figures: Runners escaped, Cop vehicles and points lost, the Runners' target. */
export function chaseTally(s: RwState): { escaped: number; copLosses: number; copPointsLost: number; target: number } {
  const m = ms(s);
  return {
    escaped: vehiclesOfRole(s, 'RUNNERS').filter((v) => escaped(s, v) && !runnerStopped(s, v)).length,
    copLosses: Object.values(m.copLosses ?? {}).reduce((a, b) => a + b, 0),
    copPointsLost: Object.values(m.copPointsLost ?? {}).reduce((a, b) => a + b, 0),
    target: 3 * copStartingPoints(s),
  };
}

const moment = (s: RwState) => s.gameTurn * 1000 + s.currentSlot;

/** Replacements owed to `playerId`, oldest first. */
export function replacementsDue(s: RwState, playerId: string): Replacement[] {
  return (ms(s).replacements ?? []).filter((r) => r.playerId === playerId);
}

/** Those that may enter now: lost before this turn of theirs started (B12.7: from their next turn). */
function readyNow(s: RwState, playerId: string): Replacement[] {
  return replacementsDue(s, playerId).filter((r) => (r.lostAt ?? -1) < moment(s));
}

export function replacementProblem(s: RwState, playerId: string): string | null {
  if (s.mission !== 'CHASE') return 'Only the Chase brings on replacements.';
  if (s.phase !== 'PLAYER_TURN' || currentPlayer(s) !== playerId)
    return 'A replacement enters in its player’s own turn.';
  if (s.pending.length) return 'Finish the wipeout check or move first.';
  if (replacementsDue(s, playerId).length === 0)
    return 'No Cop vehicle of yours has been lost since your last replacement.';
  if (readyNow(s, playerId).length === 0) return 'A replacement enters from your next turn [B12.7].';
  return null;
}

function replacement(d: RwState, p: Payload, s: RwState): void {
  const playerId = String(p.playerId);
  const problem = replacementProblem(s, playerId);
  if (problem) throw new RuleError(problem);
  const due = readyNow(s, playerId)[0] as Replacement;
  const typeId = oneOf(p.typeId, VEHICLE_TYPE_IDS, 'The replacement');
  if (vehicleType(typeId).size !== due.size)
    throw new RuleError(`The replacement must be a size-${due.size} vehicle, like the one lost [R-37].`);
  const token =
    p.token === undefined || p.token === null
      ? null
      : oneOf(p.token, Object.keys(COP_TOKEN_RANKS) as TokenKind[], 'The extra token');
  if (token && (COP_TOKEN_RANKS[token] ?? 9) > due.rank)
    throw new RuleError(
      `With ${due.rank} loss${due.rank === 1 ? '' : 'es'}, a replacement carries a token of rank ${due.rank} or less [B12.7].`,
    );
  const m = msDraft(d);
  const used = (m.replacements ?? []).findIndex((x) => x.playerId === playerId && x.forCarId === due.forCarId);
  m.replacements = (m.replacements ?? []).filter((_, i) => i !== used);
  const no = (m.copReplacements ?? []).length + 1;
  const id = `replacement-${no}`;
  m.copReplacements = [...(m.copReplacements ?? []), id];
  const v = blankVehicle(id, typeId as VehicleTypeId, playerId);
  d.vehicles[id] = v;
  d.vehicleOrder.push(id);
  // Its free tokens (B4 step 5) and the one extra: a Veteran takes the seat instead of the Driver.
  if (token === 'VETERAN') place(d, newToken(d, 'VETERAN', playerId, true), { at: 'SEAT', carId: id });
  else place(d, newToken(d, 'DRIVER', playerId, true), { at: 'SEAT', carId: id });
  if (stats(d, v).terrain === 'STREET') place(d, newToken(d, 'NITRO', playerId, true), { at: 'GEAR', carId: id });
  if (token && token !== 'VETERAN')
    place(d, newToken(d, token, playerId, true, true), { at: token === 'GUNNER' ? 'PASSENGER' : 'GEAR', carId: id });
}

export const CHASE_COMMANDS = {
  'rw.replacement': {
    reduce: (d, p, s) => replacement(d, p, s),
    // Issue 9: the line never says whether an extra token came (a Veteran in the seat shows as the Driver would).
    describe: (p, n) => `${n.player(p.playerId)} brings on a replacement Cop car`,
  },
} as const satisfies HandlerTable;

export const CHASE: Mission = {
  ...fromCatalogue('CHASE'),
  forceIssues: (s) => {
    const cops = roleSide(s, 'COPS');
    const errors = (cops?.players ?? []).flatMap((p) =>
      tokensBought(s, p).length && !CHASE.buysTokens(s, p)
        ? [{ spec: 'B12.7', playerId: p, message: 'The Cops buy no tokens: only the free Driver and Street Nitro.' }]
        : [],
    );
    return withSides(s, 'CHASE', { errors, warnings: [] });
  },
  buysTokens: (s, playerId) => !roleSide(s, 'COPS')?.players.includes(playerId),
  bridgeOver: (d, v) => {
    // B12.7 Bridge Out: a Cop driving over the Bridge falls; a Runner is unharmed.
    if (!roleSide(d, 'COPS')?.players.includes(v.controllerId)) return;
    destroy(d, v);
    // Its move ends with it: nothing is left to end, check or skid (rw.moveEnd for it is a no-op).
    d.pending = d.pending.filter((x) => x.carId !== v.id);
  },
  bookkeeping: (d) => {
    recordRunnersStopped(d);
    const m = msDraft(d);
    for (const v of copVehicles(d)) {
      if ((m.copCounted ?? []).includes(v.id) || !(v.destroyed || v.immobilized)) continue;
      // each Cop vehicle counts once, the first time it is destroyed or immobilized.
      m.copCounted = [...(m.copCounted ?? []), v.id];
      const p = v.ownerId;
      const losses = (m.copLosses?.[p] ?? 0) + 1;
      m.copLosses = { ...(m.copLosses ?? {}), [p]: losses };
      m.copPointsLost = { ...(m.copPointsLost ?? {}), [p]: (m.copPointsLost?.[p] ?? 0) + stats(d, v).size };
      m.replacements = [
        ...(m.replacements ?? []),
        { playerId: p, size: stats(d, v).size, forCarId: v.id, rank: losses, lostAt: moment(d) },
      ];
    }
  },
  score: (s) => {
    const runners = roleSide(s, 'RUNNERS');
    const cops = roleSide(s, 'COPS');
    if (!runners || !cops) return null;
    const t = chaseTally(s);
    return { [runners.id]: t.escaped, [cops.id]: t.copPointsLost };
  },
  victory: (s) => {
    const runners = roleSide(s, 'RUNNERS');
    const cops = roleSide(s, 'COPS');
    const cars = vehiclesOfRole(s, 'RUNNERS');
    if (!runners || !cops || cars.length === 0 || !cars.every((v) => settled(s, v) || runnerStopped(s, v))) return null;
    const t = chaseTally(s);
    const scores = { [runners.id]: t.escaped, [cops.id]: t.copPointsLost };
    if (t.escaped === 0) return decide([{ side: cops.id, why: 'Every Runner was stopped: none got away.' }], scores);
    if (t.copPointsLost >= t.target)
      return decide(
        [
          {
            side: runners.id,
            why: `A Runner got away and the Cops lost ${t.copPointsLost} points (${t.target} needed).`,
          },
        ],
        scores,
      );
    return decide(
      [
        {
          draw: true,
          why: `A Runner got away, but the Cops lost only ${t.copPointsLost} of the ${t.target} points needed.`,
        },
      ],
      scores,
    );
  },
};
