// What every mission shares (B12 common terms, R-36): sides by role, escaped / captured /
// stopped, and turning the sides' win conditions into one result (both at once: a draw).
import type { RwResult, RwSide, RwState, RwVehicle } from '../model';
import { allVehicles, sideOf, stats } from '../rules';
import { catalogueOf, type Role } from './catalogue';

/** The controller and owner of neutral vehicles (civilians, the Hijackers' Truck). */
export const NEUTRAL = 'NEUTRAL';
/** The controller and owner of Gauntlet's app-run enemies. */
export const ENEMY = 'ENEMY';

export const isNeutral = (v: RwVehicle): boolean => v.ownerId === NEUTRAL || v.ownerId === ENEMY;

/** The mission's roles in order (none without a mission). */
export function rolesOf(s: RwState): readonly Role[] {
  return s.mission ? (catalogueOf(s.mission)?.roles ?? []) : [];
}

/**
 * The side playing `role`: the one the table named (rw.mission roles), else the side at the
 * role's place in the mission's list (the first team is the first role).
 */
export function roleSide(s: RwState, role: string): RwSide | null {
  const named = s.missionRoles?.[role];
  const side = named !== undefined ? s.sides.find((x) => x.id === named) : undefined;
  if (side) return side;
  const i = rolesOf(s).findIndex((r) => r.id === role);
  return i >= 0 ? (s.sides[i] ?? null) : null;
}

export function roleOfSide(s: RwState, sideId: string): string | null {
  return rolesOf(s).find((r) => roleSide(s, r.id)?.id === sideId)?.id ?? null;
}

export function roleOfPlayer(s: RwState, playerId: string): string | null {
  const side = sideOf(s, playerId);
  return side ? roleOfSide(s, side.id) : null;
}

/** Vehicles bought by the side playing `role` (their original side, B3.3). */
export function vehiclesOfRole(s: RwState, role: string): RwVehicle[] {
  const side = roleSide(s, role);
  return side ? allVehicles(s).filter((v) => side.players.includes(v.ownerId)) : [];
}

/** The side controlling a vehicle now (null: neutral or app-run). */
export function controllingSide(s: RwState, v: RwVehicle): string | null {
  return sideOf(s, v.controllerId)?.id ?? null;
}

export function originalSide(s: RwState, v: RwVehicle): string | null {
  return sideOf(s, v.ownerId)?.id ?? null;
}

/** left by the END edge under its original side (driving off, not drifting). */
export function escaped(s: RwState, v: RwVehicle): boolean {
  return v.offBoard === 'END' && !v.drifted && controllingSide(s, v) === originalSide(s, v);
}

/** controlled by another side after a takeover (a neutral vehicle: by any player's side). */
export function captured(s: RwState, v: RwVehicle): boolean {
  const now = controllingSide(s, v);
  return now !== null && now !== originalSide(s, v);
}

/** destroyed, captured, or off the board by the BACK or a SIDE edge (drifted included). */
export function stopped(s: RwState, v: RwVehicle): boolean {
  return v.destroyed || captured(s, v) || v.offBoard === 'BACK' || v.offBoard === 'SIDE';
}

/**
 * Interceptor and Chase: a Runner once stopped stays stopped, even if its own side takes
 * it back later (the race is over for it; the score never goes back). `stopped` plus the record.
 */
export function runnerStopped(s: RwState, v: RwVehicle): boolean {
  return stopped(s, v) || (s.missionState?.runnersStopped ?? []).includes(v.id);
}

/** Records every Runner stopped now (bookkeeping after each command). */
export function recordRunnersStopped(d: RwState): void {
  const fresh = vehiclesOfRole(d, 'RUNNERS')
    .filter((v) => stopped(d, v) && !(d.missionState?.runnersStopped ?? []).includes(v.id))
    .map((v) => v.id);
  if (fresh.length)
    d.missionState = {
      ...(d.missionState ?? {}),
      runnersStopped: [...(d.missionState?.runnersStopped ?? []), ...fresh],
    };
}

/** the vehicle's fate is settled (escaped or stopped): nothing more can change it. */
export function settled(s: RwState, v: RwVehicle): boolean {
  return escaped(s, v) || stopped(s, v);
}

/** "Destroyed" for "destroy all ..." conditions: a vehicle off the board by a non-scoring edge counts (R-36, B10.7). */
export function gone(s: RwState, v: RwVehicle): boolean {
  return v.destroyed || (v.offBoard !== 'NONE' && !escaped(s, v));
}

export const sizeOf = (s: RwState, v: RwVehicle): number => stats(s, v).size;

/** One side's win (or a draw) a mission's end check found, with its reason in words. */
export type Verdict = { side: string; why: string } | { draw: true; why: string };

/**
 * B12: the result of this resolution's verdicts: none, the game goes on; two different sides
 * (or any draw) at once, a draw; else the one side's win.
 */
export function decide(
  verdicts: readonly (Verdict | null | false)[],
  scores?: Record<string, number>,
): RwResult | null {
  const found = verdicts.filter((x): x is Verdict => !!x);
  if (found.length === 0) return null;
  const extra = scores ? { scores } : {};
  const draw = found.find((x) => 'draw' in x);
  const sides = [...new Set(found.filter((x): x is { side: string; why: string } => 'side' in x).map((x) => x.side))];
  if (draw && sides.length === 0) return { draw: true, by: 'MISSION', why: draw.why, ...extra };
  if (sides.length === 1 && !draw)
    return { winnerSide: sides[0] as string, by: 'MISSION', why: (found[0] as Verdict).why, ...extra };
  return {
    draw: true,
    by: 'MISSION',
    why: `Both sides’ conditions at once: ${found.map((x) => x.why).join('; ')} [R-36].`,
    ...extra,
  };
}

/** Scores to a result: the higher total wins, equal is a draw (B12.1, B12.9). */
export function byScore(scores: Record<string, number>, why: string): RwResult {
  const entries = Object.entries(scores);
  const top = Math.max(...entries.map(([, n]) => n));
  const leaders = entries.filter(([, n]) => n === top).map(([id]) => id);
  return leaders.length === 1
    ? { winnerSide: leaders[0] as string, by: 'MISSION', why, scores }
    : { draw: true, by: 'MISSION', why: `${why} Level on points: a draw.`, scores };
}
