// What a resolution does to the draft state: damage (A7.5), destruction and its queue (A7.6,
// core/pending FIFO), the end of an activation and of the round (A6), attacks for shock
// [DW-A25], and the end of the game (A6.1). Each works on a core/draft copy.

import type { Setup } from '../core/model';
import { pushLast, pushNext, runChain } from '../core/pending';
import type { DwCause, DwPending, DwState, EntityId } from './model';
import { activates, entity, inPlay, playersInPlay, structure } from './rules';

/** A7.5 applyDamage: +1 damage; reaching structure destroys. `destroyerId` is null for non-attacks. */
export function applyDamage(d: DwState, id: EntityId, destroyerId: EntityId | null, cause: DwCause): void {
  const e = entity(d, id);
  if (!e) return;
  const target = e.kind === 'car' ? e.car : e.scenery;
  if (target.status !== 'in_play') return;
  target.damage += 1;
  // House rule [DW-A06]: damage also takes 1" off the move under way (not the engine's own, DW-A40).
  if (d.house.damageSlowsCurrentMove && d.activation?.entityId === id && cause !== 'experimental_engine')
    d.activation.remaining = Math.max(0, d.activation.remaining - 1);
  if (target.damage >= structure(d, id)) destroy(d, id, destroyerId, cause);
}

/**
 * A7.6 step 1: destroyed at once; an active entity's activation ends now. Steps 2–5 wait on the
 * queue: FIFO behind whatever is already there [A7.6 step 4.3].
 */
export function destroy(d: DwState, id: EntityId, destroyerId: EntityId | null, cause: DwCause): void {
  const e = entity(d, id);
  if (!e) return;
  const target = e.kind === 'car' ? e.car : e.scenery;
  if (target.status !== 'in_play') return;
  target.status = 'destroyed';
  if (d.activation?.entityId === id) endActivation(d);
  d.pending = pushLast(d.pending, { kind: 'DESTROYED', entityId: id, destroyerId, cause });
}

/** Adds `attacker` to the target's attackers this round [DW-A25]. */
export function recordAttack(d: DwState, targetId: EntityId, attackerId: EntityId): void {
  const list = d.roundLog.attackedBy[targetId] ?? [];
  if (!list.includes(attackerId)) list.push(attackerId);
  d.roundLog.attackedBy[targetId] = list;
}

/** The normal end of an activation: activated, next in order (exactly once) [A7.2, A7.6 step 1]. */
export function endActivation(d: DwState): void {
  const a = d.activation;
  if (!a) return;
  const e = entity(d, a.entityId);
  if (e) (e.kind === 'car' ? e.car : e.scenery).activated = true;
  d.activation = null;
  d.orderIndex += 1;
}

/** Skips order entries that are no longer in play or have activated; the round ends after the last (A6). */
export function advanceOrder(d: DwState): void {
  if (d.phase !== 'round' || d.activation) return;
  while (d.orderIndex < d.order.length) {
    const id = d.order[d.orderIndex]!;
    const e = entity(d, id);
    const done = e ? (e.kind === 'car' ? e.car.activated : e.scenery.activated) : true;
    if (activates(d, id) && !done) return;
    d.orderIndex += 1;
  }
  d.phase = 'shock';
}

/** The entity whose turn it is to activate now, if any. */
export function nextToActivate(s: DwState): EntityId | null {
  if (s.phase !== 'round' || s.activation || s.pending.length) return null;
  return s.order[s.orderIndex] ?? null;
}

/** Ends every tether that involves `id` (it left the table) [DW-A38]. */
export function dropTethers(d: DwState, id: EntityId): void {
  d.tethers = d.tethers.filter((t) => t.from !== id && t.to !== id);
}

/**
 * After every command: rubble needs no roll (scenery, unless the house rule), so the queue
 * resolves it at once (core/pending runChain); then the order moves on and the end is checked.
 */
export function settle(d: DwState, setup: Setup): void {
  d.pending = runChain<DwPending>(d.pending, (item) => {
    if (item.kind !== 'DESTROYED' || entity(d, item.entityId)?.kind !== 'scenery' || d.house.sceneryUsesDestroyedTable)
      return 'WAIT';
    return 'DONE'; // [DW-A43] a destroyed piece stays as rubble: no roll, no weapons
  });
  if (d.pending.length) return;
  advanceOrder(d);
  if (d.phase !== 'ended' && d.phase !== 'roster' && d.phase !== 'scenery' && playersInPlay(d, setup).length <= 1) {
    d.phase = 'ended';
    d.activation = null;
    d.result = { survivors: playersInPlay(d, setup), by: 'last_player' };
  }
}

/** Hunter [DW-A41]: offered right after the destruction it caused, ahead of chained explosions. */
export function offerHunter(d: DwState, victimId: EntityId, destroyerId: EntityId | null, cause: DwCause): void {
  if (!destroyerId || cause === 'explosion' || cause === 'correction') return;
  const v = entity(d, victimId);
  const k = entity(d, destroyerId);
  if (v?.kind !== 'car' || k?.kind !== 'car' || !inPlay(d, destroyerId)) return;
  if (!k.car.driver?.traits.includes('hunter') || k.car.playerId === v.car.playerId) return;
  d.pending = pushNext(d.pending, { kind: 'HUNTER', carId: destroyerId, victimId });
}
