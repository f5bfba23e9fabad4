import { clockWords, VEHICLE_STATUS } from '../data';
import type { RwState, RwVehicle } from '../model';
import { stats } from '../rules';

import { carName, playerName, type RwCtx } from './ctx';

// ---- outcome text -----------------------------------------------------------------------------

/**
 * What a command did, in words: damage, destruction, crew, flags, what is due next, the end. Each
 * vehicle whose model must be handled also gets an "On the table:" line from VEHICLE_STATUS (issue 9).
 */
export function describeChanges(before: RwState, after: RwState, ctx: RwCtx): string[] {
  const out: string[] = [];
  const pendingBefore = new Set(before.pending.map((x) => JSON.stringify(x)));
  for (const id of before.vehicleOrder) {
    const a = before.vehicles[id] as RwVehicle;
    const b = after.vehicles[id] as RwVehicle;
    const n = carName(ctx, id);
    const bike = stats(after, b).isBike;
    if (!a.destroyed && b.destroyed)
      out.push(bike ? `${n} is destroyed and removed.` : `${n} is destroyed and becomes a wreck.`);
    else if (b.damage !== a.damage) out.push(`${n}: damage ${a.damage} → ${b.damage}.`);
    const lost = [a.driverSeat, ...a.passengers].filter((t) => t && after.tokens[t]?.loc.at === 'KILLED').length;
    if (lost && !b.destroyed) out.push(`${n} loses ${lost} crew.`);
    if (!a.abandoned && b.abandoned) out.push(`${n} is abandoned: nobody is driving.`);
    if (a.abandoned && !b.abandoned && !b.destroyed) out.push(`${n} is crewed again.`);
    if (!a.immobilized && b.immobilized) out.push(`${n} is immobilized.`);
    if (a.immobilized && !b.immobilized) out.push(`${n} faces forward again.`);
    if (a.controllerId !== b.controllerId) out.push(`${playerName(ctx, b.controllerId)} now controls ${n}.`);
    if (a.offBoard === 'NONE' && b.offBoard !== 'NONE') out.push(`${n} has left the board.`);
    // The model, in the order the table handles it: facing, the skid, then the wreck [R-18, B10.1].
    const todo: string[] = [];
    if (!a.immobilized && b.immobilized && !b.destroyed) todo.push(VEHICLE_STATUS.IMMOBILIZED.reminder);
    if (a.immobilized && !b.immobilized && !b.destroyed) todo.push(VEHICLE_STATUS.MOBILE.reminder);
    const skid = after.pending.find(
      (x) => x.carId === id && x.kind === 'MOVE' && x.mode === 'SKID' && !pendingBefore.has(JSON.stringify(x)),
    );
    if (skid && skid.kind === 'MOVE')
      todo.push(VEHICLE_STATUS.SKID.reminder.replace('{clock}', String(skid.clock ?? 12)));
    if (a.offBoard === 'NONE' && b.offBoard !== 'NONE') todo.push(VEHICLE_STATUS.OFF_BOARD.reminder);
    else if (!a.destroyed && b.destroyed) todo.push(VEHICLE_STATUS[bike ? 'BIKE_GONE' : 'WRECK'].reminder);
    if (!a.abandoned && b.abandoned && !b.destroyed) todo.push(VEHICLE_STATUS.ABANDONED.reminder);
    if (a.abandoned && !b.abandoned && !b.destroyed) todo.push(VEHICLE_STATUS.CREWED.reminder);
    if (todo.length)
      out.push(`On the table: ${todo.map((t, i) => t.replaceAll('{car}', i === 0 ? n : 'it')).join(', then ')}.`);
  }
  const next = after.pending[0];
  if (next && next !== before.pending[0] && JSON.stringify(next) !== JSON.stringify(before.pending[0])) {
    const n = carName(ctx, next.carId);
    if (next.kind === 'WIPEOUT') out.push(`Next: ${n} makes a wipeout check.`);
    if (next.kind === 'MOVE' && next.mode === 'SKID')
      out.push(`Next: ${n} skids 1 stick ${clockWords(next.clock ?? 12)} (${next.clock} o’clock).`);
  }
  const end = gameEndLine(before, after, ctx);
  if (end) out.push(end);
  return out;
}

/** "Bo wins the game!" or "The game ends in a draw." when this step ends the game (B10, B12 results), else null. */
export function gameEndLine(before: RwState, after: RwState, ctx: RwCtx): string | null {
  if (before.result || !after.result) return null;
  const r = after.result;
  const winners = 'winnerSide' in r ? (after.sides.find((t) => t.id === r.winnerSide)?.players ?? []) : [];
  return winners.length
    ? `${winners.map((p) => playerName(ctx, p)).join(' and ')} ${winners.length > 1 ? 'win' : 'wins'} the game!`
    : 'The game ends in a draw.';
}
