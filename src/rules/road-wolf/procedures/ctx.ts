import { carName as nameOfCar, playerName as nameOfPlayer } from '../../core/guards';
import type { Setup } from '../../core/model';
import type { Procedure } from '../../core/procedure';
import type { ProcedureCommand } from '../../core/procedure-kit';
import type { RwState } from '../model';

/** What every Road Wolf sheet is given besides the state, and the names it writes with. */
export interface RwCtx {
  setup: Setup;
  /** The vehicle whose card opened the procedure, when there is one. */
  carId?: string;
}

export type RwCommand = ProcedureCommand;
export type RwProcedure = Procedure<RwState, RwCtx, RwCommand>;

export const carName = (ctx: RwCtx, id: string) => nameOfCar(ctx.setup, id);
export const playerName = (ctx: RwCtx, id: string) => nameOfPlayer(ctx.setup, id);
export const ownerName = (s: RwState, ctx: RwCtx, id: string) => playerName(ctx, s.vehicles[id]?.controllerId ?? '');
/**
 * Issue 40: the seat (player id) that controls vehicle `id`, when it is one of the game's players
 * (a mission's own vehicles have none): who rolls its dice and makes its choices.
 */
export const ownerSeat = (s: RwState, ctx: RwCtx, id: string): string | undefined => {
  const c = s.vehicles[id]?.controllerId;
  return c !== undefined && ctx.setup.players.some((p) => p.id === c) ? c : undefined;
};
