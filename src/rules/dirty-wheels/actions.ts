// Why an activation option cannot be taken now (A7.2's boundary table, A7.8 limits), or null:
// one check the reducer throws and the activation panel shows on its greyed buttons, so the UI
// never restates a rule.

import type { DwState, EntityId } from './model';
import {
  areEnemies,
  entity,
  hasTrait,
  hasUpgrade,
  inPlay,
  isCar,
  maxShootingActions,
  nextSegmentBudget,
  optionalAttacksAllowed,
  weaponsOf,
} from './rules';

export type DwAction =
  | 'segment'
  | 'manoeuvre'
  | 'shoot'
  | 'speedDemon'
  | 'expEngine'
  | 'coms'
  | 'gunner'
  | 'pipeBombs'
  | 'harpoon'
  | 'mud'
  | 'tetherPulled'
  | 'stop'
  | 'endActivation';

export function actionProblem(s: DwState, action: DwAction): string | null {
  const a = s.activation;
  if (s.phase !== 'round' || !a) return 'No car is activating.';
  if (s.pending.length) return 'First resolve what is pending.';
  const id = a.entityId;
  const car = entity(s, id)?.kind === 'car';
  const optional = (what: string) =>
    optionalAttacksAllowed(s, a) ? null : `No ${what} after speed demon this activation [DW-A13].`;
  switch (action) {
    case 'segment':
      return segmentProblem(s);
    case 'manoeuvre':
      return segmentProblem(s, true);
    case 'shoot':
      return shootProblem(s);
    case 'speedDemon':
      if (!hasTrait(s, id, 'speed_demon')) return 'Only a Speed demon driver can.';
      if (a.speedDemonUsed) return 'Speed demon is once per activation.';
      if (a.optionalAttackMade) return 'Not after an attack this activation [DW-A13].';
      return a.movementEnded ? 'Its movement has ended this activation.' : null;
    case 'expEngine':
      if (!hasUpgrade(s, id, 'experimental_engine')) return 'It has no experimental engine.';
      if (a.expBoostUsed) return 'The experimental engine is once per activation [DW-A40].';
      return a.movementEnded ? 'Only while it can still move [DW-A40].' : null;
    case 'coms':
      if (!hasUpgrade(s, id, 'coms_booster')) return 'It has no coms booster.';
      if (a.comsUsed && !s.house.comsBoosterUnlimited) return 'The coms booster is once per activation [DW-A39].';
      if (!s.carOrder.some((x) => x !== id && inPlay(s, x) && !areEnemies(s, id, x)))
        return 'No friendly car in play to move.';
      return segmentProblem(s);
    case 'gunner':
      if (!hasUpgrade(s, id, 'gunner')) return 'It has no gunner.';
      if (a.gunnerUsed) return 'The gunner is once per activation [DW-A37].';
      return optional('gunner');
    case 'pipeBombs':
      if (!hasUpgrade(s, id, 'pipe_bombs')) return 'It has no pipe bombs.';
      if (a.pipeBombsUsed && !s.house.pipeBombsUnlimited) return 'Pipe bombs are once per activation [DW-A36].';
      return optional('pipe bombs');
    case 'harpoon':
      if (!hasUpgrade(s, id, 'harpoon') || !car) return 'It has no harpoon.';
      if (s.cars[id]!.harpoonUsed) return 'The harpoon is once per game [DW-A38].';
      return optional('harpoon');
    case 'mud':
      if (!car) return 'Scenery does not move.';
      if (a.mudApplied) return 'Mud costs 1" once per activation [DW-A29].';
      // Nothing left to lose: the mud no longer changes the move.
      return a.movementEnded || a.remaining <= 0 ? 'Its movement has ended: the mud costs nothing now.' : null;
    case 'tetherPulled':
      if (!s.tethers.some((t) => t.from === id || t.to === id)) return 'This car is not tethered.';
      return a.tetherPulled ? 'The tether halves the movement once per activation [A7.8.5].' : null;
    case 'stop':
      return a.movementEnded ? 'Its movement has already ended.' : null;
    case 'endActivation':
      return null;
  }
}

/** Why the active car cannot start a segment now (move or manoeuvre), or null [A7.2, A7.3]. */
export function segmentProblem(s: DwState, manoeuvre = false): string | null {
  const a = s.activation;
  if (!a || s.phase !== 'round') return 'No car is activating.';
  if (s.pending.length) return 'First resolve what is pending.';
  if (entity(s, a.entityId)?.kind === 'scenery') return 'Scenery cannot move [DW-A43].';
  if (a.movementEnded || a.remaining <= 0) return 'Its movement has ended this activation.';
  if (manoeuvre && s.house.manoeuvreNeedsFullSegment && a.remaining < a.segmentLength)
    return `A manoeuvre needs a full ${a.segmentLength}" segment (house rule) [DW-A14].`;
  return null;
}

/** Why `shooterId` cannot take a shooting action at `targetId` now, or null. */
export function shootProblem(s: DwState, targetId?: EntityId): string | null {
  const a = s.activation;
  if (s.phase !== 'round' || !a) return 'No car is activating.';
  if (s.pending.length) return 'First resolve what is pending.';
  const max = maxShootingActions(s, a.entityId, a);
  if (a.shootingActionsUsed >= max)
    return a.speedDemonUsed
      ? 'No shooting after speed demon this activation [DW-A13].'
      : max > 1
        ? 'Both shooting actions are used.'
        : 'One shooting action per activation (two with Trigger happy).';
  if (!weaponsOf(s, a.entityId).length) return 'It has no weapons.';
  if (targetId !== undefined) return targetProblem(s, a.entityId, targetId);
  return null;
}

/** A target is an enemy car in play or a scenery piece in play [A7.4 inputs]. */
export function targetProblem(s: DwState, shooterId: EntityId, targetId: EntityId): string | null {
  if (!entity(s, targetId)) return 'No such target.';
  if (targetId === shooterId) return 'It cannot attack itself.';
  if (!inPlay(s, targetId)) return 'The target is no longer in play.';
  if (isCar(s, targetId) && !areEnemies(s, shooterId, targetId))
    return 'Shooting targets an enemy car or a scenery piece.';
  return null;
}

/**
 * What the activation panel offers for the model's movement now, or null once its movement is over
 * this activation (a ram that ends the move, Stop, the last segment) [A7.2]: the next segment's
 * budget forwards [DW-A14], and backwards at half, each inch reversing costing two [DW-A15].
 */
export function movementOffer(s: DwState): { forwards: number; backwards: number } | null {
  const a = s.activation;
  if (!a || a.movementEnded || a.remaining <= 0 || entity(s, a.entityId)?.kind !== 'car') return null;
  const forwards = nextSegmentBudget(a);
  return { forwards, backwards: forwards / 2 };
}
