// The vehicle actions of B6.4 (issue 10): for each one, in one entry, why it cannot be taken now
// and what a tap on its button starts (a command at once, or a guided roll). The table is keyed
// by ActionId, so an action added to data.ts's matrix does not compile until it has both; the
// card reads `start` instead of keeping its own map. The commands themselves are the handlers
// in the section files (movement, combat, crew).
import type { ActionId, TokenKind } from './data';
import { actionRow } from './data';
import type { RwState, RwVehicle } from './model';
import { suppliesProblem } from './road-deck';
import {
  ACTION_IDS,
  kindOf,
  knownKind,
  mayMelee,
  mayUseNitro,
  pickUpSources,
  shotgunsReady,
  stats,
  takeoverTargets,
  transferTargets,
  turnProblem,
  type View,
  vehicle,
} from './rules';

/** The guided rolls a vehicle action opens (the card's sheet ids). */
export type ActionSheet = 'melee' | 'shoot' | 'spikes' | 'repair' | 'takeover' | 'transfer' | 'pickUp' | 'supplies';

export type ActionStart =
  | { sheet: ActionSheet; preset?: Record<string, string> }
  /** A command applied at once, no dice and no question. */
  | { command: 'rw.move' | 'rw.turnAround'; payload?: Record<string, unknown> };

interface Ask {
  s: RwState;
  v: RwVehicle;
  carId: string;
  view: View;
  /** Tokens of `kind` in `ids` as the view sees them (TABLE: known ones only). */
  ofKind(ids: readonly string[], kind: TokenKind): string[];
  /** TABLE: a hidden one is used from its owner's tokens. */
  hiddenNote: string;
}

interface ActionEntry {
  /** The action's own condition, after the ones every action shares (actionProblem). */
  problem(a: Ask): string | null;
  start: ActionStart;
}

const none = (): null => null;
const noDamage = (v: RwVehicle): string | null => (v.damage > 0 ? null : 'There is no damage to repair.');

export const VEHICLE_ACTIONS: { readonly [A in ActionId]: ActionEntry } = {
  MOVE: { problem: none, start: { command: 'rw.move', payload: { mode: 'MOVE' } } },
  FREE_MOVE: {
    problem: ({ s, v }) =>
      !stats(s, v).isBike
        ? 'Only bikes get a free move.'
        : v.turn.freeMoveUsed
          ? 'The free move is used this turn.'
          : null,
    start: { command: 'rw.move', payload: { mode: 'FREE_MOVE' } },
  },
  BRAKE: { problem: none, start: { command: 'rw.move', payload: { mode: 'BRAKE' } } },
  MELEE: {
    problem: ({ s, v }) => (mayMelee(s, v) ? null : 'Closed vehicles cannot start a melee.'),
    start: { sheet: 'melee' },
  },
  FREE_MELEE: {
    problem: ({ s, v }) =>
      !mayMelee(s, v)
        ? 'Closed vehicles cannot start a melee.'
        : s.freeMeleeFor === v.id
          ? null
          : 'A free melee comes right at the end of this vehicle’s move.',
    start: { sheet: 'melee' },
  },
  SHOOT: {
    problem: ({ s, v, ofKind, hiddenNote }) => {
      if (ofKind(shotgunsReady(s, v), 'SHOTGUN').length || ofKind(v.gear, 'MOLOTOV').length || s.house.basicShot)
        return null;
      return ofKind(v.gear, 'SHOTGUN').length
        ? 'Each Shotgun fires once a turn.'
        : `Shooting needs a Shotgun or a Molotov${hiddenNote} [R-8].`;
    },
    start: { sheet: 'shoot', preset: { mode: 'ACTION' } },
  },
  GUNNER_SHOT: {
    problem: ({ v, ofKind, hiddenNote }) => {
      const gunners = ofKind(v.passengers, 'GUNNER').length;
      return gunners > v.turn.gunnerShotsUsed
        ? null
        : gunners
          ? 'Every Gunner has fired this turn.'
          : `No Gunner passenger aboard${hiddenNote}.`;
    },
    start: { sheet: 'shoot', preset: { mode: 'GUNNER' } },
  },
  SPIKES: {
    problem: ({ v, ofKind, hiddenNote }) => (ofKind(v.gear, 'SPIKES').length ? null : `No Spikes aboard${hiddenNote}.`),
    start: { sheet: 'spikes' },
  },
  NITRO: {
    problem: ({ s, v, ofKind, hiddenNote }) => {
      if (!mayUseNitro(s, v)) return 'Heavy vehicles cannot use Nitro.';
      if (v.turn.nitroUsed) return 'One Nitro per vehicle per turn.';
      return ofKind(v.gear, 'NITRO').length ? null : `No Nitro aboard${hiddenNote}.`;
    },
    start: { command: 'rw.move', payload: { mode: 'NITRO', onRoad: true } },
  },
  REPAIR: { problem: ({ v }) => noDamage(v), start: { sheet: 'repair', preset: { mode: 'ACTION' } } },
  MECHANIC_REPAIR: {
    problem: ({ v, ofKind, hiddenNote }) => {
      const mechanics = ofKind(v.passengers, 'MECHANIC').length;
      if (mechanics <= v.turn.mechanicRepairsUsed)
        return mechanics ? 'Every Mechanic has repaired this turn.' : `No Mechanic passenger aboard${hiddenNote}.`;
      return noDamage(v);
    },
    start: { sheet: 'repair', preset: { mode: 'MECHANIC' } },
  },
  TAKEOVER: {
    problem: ({ s, carId }) =>
      takeoverTargets(s, carId).length
        ? null
        : 'No abandoned vehicle this one can take over (a moving one needs an Open vehicle).',
    start: { sheet: 'takeover' },
  },
  PICK_UP: {
    problem: ({ s, carId }) => {
      const src = pickUpSources(s, carId);
      return src.cars.length || src.markers.length ? null : 'There is no loose gear to pick up.';
    },
    start: { sheet: 'pickUp' },
  },
  TRANSFER: {
    problem: ({ s, carId }) =>
      transferTargets(s, carId).length ? null : 'No friendly vehicle with a driver to transfer to.',
    start: { sheet: 'transfer' },
  },
  TURN_AROUND: {
    problem: ({ v }) => (v.immobilized ? null : 'Only an immobilized vehicle turns around.'),
    start: { command: 'rw.turnAround' },
  },
  // with road cards set up, a Supplies card must be in play; the vehicle ending its move on it is the table's fact.
  SUPPLIES: { problem: ({ s }) => suppliesProblem(s), start: { sheet: 'supplies' } },
};

/** Why `carId` cannot take `action` now, or null when it can. TABLE: as far as the table can tell. */
export function actionProblem(s: RwState, carId: string, action: ActionId, view: View = 'RULES'): string | null {
  const v = vehicle(s, carId);
  if (!v) return 'No such vehicle.';
  const turn = turnProblem(s, v.controllerId);
  if (turn) return turn;
  const slot = s.turnOrder[s.currentSlot];
  if (slot?.kind === 'PLAYER' && slot.carId !== undefined && slot.carId !== carId)
    return 'Each vehicle has its own turn in this mission: this is another vehicle’s [B12.9].';
  if (v.destroyed) return 'This vehicle is destroyed.';
  if (v.offBoard !== 'NONE') return 'This vehicle has left the board.';
  if (!v.driverSeat) return 'Nobody is in the driver seat: the vehicle is abandoned.';
  if (v.immobilized && action !== 'TURN_AROUND' && action !== 'TRANSFER')
    return 'Immobilized: only Turn around and Transfer are allowed [R-33].';
  if (actionRow(action).costsAction && v.turn.actionsLeft < 1) return 'No actions left for this vehicle this turn.';
  const ofKind = (ids: readonly string[], kind: TokenKind) =>
    ids.filter((id) => (view === 'RULES' ? kindOf(s, id) : knownKind(s, id)) === kind);
  const hiddenNote = view === 'TABLE' ? ' (a hidden one is used from its owner’s tokens)' : '';
  return VEHICLE_ACTIONS[action].problem({ s, v, carId, view, ofKind, hiddenNote });
}

/** What a tap on the action's button starts for vehicle `carId`. */
export function actionStart(
  action: ActionId,
  carId: string,
):
  | { sheet: ActionSheet; preset?: Record<string, string> }
  | { command: { type: string; payload: Record<string, unknown> } } {
  const st = VEHICLE_ACTIONS[action].start;
  return 'sheet' in st ? st : { command: { type: st.command, payload: { carId, ...st.payload } } };
}

export function availableActions(s: RwState, carId: string, view: View = 'RULES'): ActionId[] {
  return ACTION_IDS.filter((a) => actionProblem(s, carId, a, view) === null);
}

/** Issue 9: the actions the shared screen offers: those the table can see are possible. */
export const publicActions = (s: RwState, carId: string): ActionId[] => availableActions(s, carId, 'TABLE');
