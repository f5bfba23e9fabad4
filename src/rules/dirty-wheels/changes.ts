// What a command changed, in words, with what to do with the models (the phone says what to do
// next to the outcome). Used by the guided sheet's preview (core/procedure-kit), the log's
// detail view (explain) and the tests. A pure function of the states around the command.
import type { Setup } from '../core/model';
import { destroyedOutcome } from './combat';
import { EXPLOSION_RADIUS, TUMBLE } from './data';
import { entityName } from './handler';
import type { DwPending, DwState, EntityId } from './model';
import { driverOf, effInit, entity, resultText, speed, structure } from './rules';

const one = (x: number) => (Math.round(x * 10) / 10).toString();

/** The instruction for a destroyed-table result [A2.6, A7.6 step 3, DW-A30]. */
export function destroyedInstruction(
  s: DwState,
  setup: Setup,
  item: Extract<DwPending, { kind: 'DESTROYED' }>,
  roll: number,
): string {
  const n = entityName(s, setup, item.entityId);
  const row = destroyedOutcome(s, item.entityId, roll);
  if (row.result === 'wreck') return `Leave ${n} where it is: it is a wreck, an obstacle for the rest of the game.`;
  const boom = `then it explodes: every car within ${EXPLOSION_RADIUS}" takes 1 damage, and the model is removed`;
  if (row.result === 'explode')
    return `${n} explodes where it stands: every car within ${EXPLOSION_RADIUS}" takes 1 damage; remove the model.`;
  if (row.result === 'tumble') {
    const away = item.destroyerId
      ? `directly away from ${entityName(s, setup, item.destroyerId)}`
      : item.cause === 'explosion'
        ? 'directly away from the explosion that caused it'
        : 'straight backwards';
    return `Move ${n} ${TUMBLE}" ${away}, ${boom}.`;
  }
  return `Drive ${n} straight ahead ${speed(s, item.entityId)}" (stop at the first contact, no ram), ${boom}.`;
}

/** Lines for what changed between two states. */
export function describeChanges(before: DwState, after: DwState, setup: Setup): string[] {
  const out: string[] = [];
  const ids: EntityId[] = [...after.carOrder, ...after.sceneryOrder];
  for (const id of ids) {
    const a = entity(before, id);
    const b = entity(after, id);
    if (!b) continue;
    const n = entityName(after, setup, id);
    const ta = a ? (a.kind === 'car' ? a.car : a.scenery) : undefined;
    const tb = b.kind === 'car' ? b.car : b.scenery;
    if (!ta) {
      out.push(`${n} is on the table.`);
      continue;
    }
    if (tb.damage !== ta.damage)
      out.push(
        `${n}: damage ${ta.damage} → ${tb.damage} of ${structure(after, id)}${b.kind === 'car' && tb.status === 'in_play' ? `, speed now ${speed(after, id)}"` : ''}.`,
      );
    if (a?.kind === 'car' && b.kind === 'car') {
      if (b.car.tyreHits !== a.car.tyreHits) out.push(`${n}: tyres hit, speed now ${speed(after, id)}".`);
      if (!a.car.wreck && b.car.wreck) out.push(`${n} is a wreck: leave it where it is.`);
      if (a.car.driver && b.car.driver && effInit(a.car.driver) !== effInit(b.car.driver))
        out.push(`${n}'s driver: initiative ${effInit(a.car.driver)} → ${effInit(b.car.driver)}.`);
    }
    if (
      a?.kind === 'scenery' &&
      b.kind === 'scenery' &&
      a.scenery.gunner &&
      b.scenery.gunner &&
      effInit(a.scenery.gunner) !== effInit(b.scenery.gunner)
    )
      out.push(`${n}'s gunner: initiative ${effInit(a.scenery.gunner)} → ${effInit(b.scenery.gunner)}.`);
    if (ta.status === 'in_play' && tb.status === 'destroyed')
      out.push(
        b.kind === 'scenery' && !after.house.sceneryUsesDestroyedTable
          ? `${n} is destroyed: leave it as rubble.`
          : `${n} is destroyed: roll on the destroyed table.`,
      );
  }
  // The destroyed table just resolved: say what to do with the model.
  const head = before.pending[0];
  if (head?.kind === 'DESTROYED' && after.pending[0] !== head) {
    const b = entity(after, head.entityId);
    const roll = b ? (b.kind === 'car' ? b.car : b.scenery).destroyedRoll : undefined;
    if (roll !== undefined) out.push(destroyedInstruction(after, setup, head, roll));
  }
  for (const p of after.pending) {
    if (p.kind === 'HUNTER' && !before.pending.includes(p))
      out.push(
        `Hunter: ${entityName(after, setup, p.carId)} may pivot up to 90° and move up to 4" now (it may ram, not shoot).`,
      );
  }
  const aa = before.activation;
  const ab = after.activation;
  if (ab && (!aa || aa.entityId !== ab.entityId))
    out.push(
      `${entityName(after, setup, ab.entityId)} activates: ${ab.remaining}" of movement in ${ab.segmentLength}" segments.`,
    );
  else if (aa && ab && aa.remaining !== ab.remaining)
    out.push(`Movement left: ${one(aa.remaining)}" → ${one(ab.remaining)}".`);
  if (aa && ab && !aa.movementEnded && ab.movementEnded)
    out.push('Its movement is over this activation; it may still shoot.');
  if (
    ab?.coms &&
    ab.coms !== aa?.coms &&
    (!aa?.coms || aa.coms.friendId !== ab.coms.friendId || aa.coms.budget !== ab.coms.budget)
  )
    out.push(
      `${entityName(after, setup, ab.coms.friendId)} may pivot up to 90° and move up to ${ab.coms.budget}" (backwards costs double).`,
    );
  const newTethers = after.tethers.filter((t) => !before.tethers.some((x) => x.from === t.from && x.to === t.to));
  for (const t of newTethers)
    out.push(`${entityName(after, setup, t.from)} is tethered to ${entityName(after, setup, t.to)}.`);
  if (before.phase !== after.phase) {
    const say: Partial<Record<DwState['phase'], string>> = {
      scenery: 'Rosters are locked: place and register the scenery.',
      deployment: `Deploy the cars in this order: ${after.deploymentOrder.map((id) => entityName(after, setup, id)).join(', ')}.`,
      round: `Round ${after.round}: ${after.order.map((id) => entityName(after, setup, id)).join(', ')}.`,
      shock: 'Every car has activated: the shock round.',
      initiative: 'Shock round over: roll initiative for the next round.',
      // The same words as the table's banner: "Ann wins", not a list of survivors.
      ended: after.result
        ? `Game over. ${resultText(after.result, (p) => setup.players.find((x) => x.id === p)?.name ?? '?')}`
        : 'Game over.',
    };
    const line = say[after.phase];
    if (line) out.push(line);
  }
  void driverOf;
  return out;
}
