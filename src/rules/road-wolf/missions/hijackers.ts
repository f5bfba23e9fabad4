// B12.5 HIJACKERS: two gangs and the neutral Truck (size 4, Closed, Street, not Heavy, a
// Veteran at the wheel, its free Nitro), which never loses its last hit [003]. Its slot comes
// after the gangs': while neutral, crewed and mobile it drives 2 sticks (a MOVE: a contact is
// its ram); abandoned, its slot runs the abandoned check. The gang driving it off the far end
// wins; gone by the back or a side, a draw.
import { ROAD_DICE } from '../data';
import { blankVehicle, newToken, place, pushPending, reveal } from '../effects';
import type { Mission } from '../mission';
import type { RwState, RwVehicle } from '../model';
import { freshTurn } from '../rules';
import { fromCatalogue, withSides } from './base';
import { controllingSide, decide, NEUTRAL } from './common';

export const TRUCK_ID = 'truck';

export function truckOf(s: RwState): RwVehicle | null {
  return s.vehicles[TRUCK_ID] ?? null;
}

/** R-41's app policy for a neutral Veteran: reroll the lowest die if it is below 6 (index), else none. */
export function neutralReroll(faces: readonly number[]): number | null {
  if (faces.length === 0) return null;
  const low = Math.min(...faces);
  return low < 6 ? faces.indexOf(low) : null;
}

/** A neutral vehicle with its crew and free tokens (B12.3 civilians, B12.5 the Truck). */
export function addNeutral(
  d: RwState,
  id: string,
  typeId: RwVehicle['typeId'],
  driver: 'DRIVER' | 'VETERAN',
  nitro: boolean,
): RwVehicle {
  const v = blankVehicle(id, typeId, NEUTRAL);
  d.vehicles[id] = v;
  d.vehicleOrder.push(id);
  const seat = newToken(d, driver, NEUTRAL, true);
  place(d, seat, { at: 'SEAT', carId: id });
  reveal(d, seat); // neutral crew are no secret
  if (nitro) place(d, newToken(d, 'NITRO', NEUTRAL, true), { at: 'GEAR', carId: id });
  return v;
}

/** R-25 for a neutral vehicle in its mission slot: an abandoned one's check, then immobilized. */
export function neutralChecks(d: RwState, v: RwVehicle): boolean {
  if (!v.abandoned || v.immobilized || v.destroyed || v.offBoard !== 'NONE' || v.controllerId !== NEUTRAL) return false;
  pushPending(
    d,
    { kind: 'WIPEOUT', carId: v.id, roadDice: ROAD_DICE, why: 'ABANDONED' },
    { kind: 'IMMOBILIZE', carId: v.id },
  );
  return true;
}

export const HIJACKERS: Mission = {
  ...fromCatalogue('HIJACKERS'),
  forceIssues: (s) => withSides(s, 'HIJACKERS', { errors: [], warnings: [] }),
  atLock: (d) => void addNeutral(d, TRUCK_ID, 'hijack_truck', 'VETERAN', true),
  turnSlots: (_s, players) => [...players, { kind: 'MISSION', id: 'TRUCK' }, { kind: 'ROAD' }],
  playsSlot: (d, slot) => {
    const truck = truckOf(d);
    if (slot.id !== 'TRUCK' || !truck || truck.controllerId !== NEUTRAL || truck.destroyed || truck.offBoard !== 'NONE')
      return false;
    if (truck.abandoned) return neutralChecks(d, truck);
    if (truck.immobilized || !truck.driverSeat) return false;
    truck.turn = freshTurn();
    // B12.5: it drives 2 sticks straight ahead; the table moves it and names a contact (its ram).
    pushPending(d, { kind: 'MOVE', carId: truck.id, mode: 'MOVE', clock: null, stopped: false });
    return true;
  },
  damageCap: (_s, v, size) => (v.id === TRUCK_ID ? size - 1 : size), // [003]: never its last hit
  victory: (s) => {
    const truck = truckOf(s);
    if (!truck) return null;
    if (truck.offBoard === 'BACK' || truck.offBoard === 'SIDE')
      return decide([{ draw: true, why: 'The Truck left by the back or a side [R-41].' }]);
    if (truck.offBoard !== 'END') return null;
    const gang = controllingSide(s, truck);
    return decide([
      gang
        ? { side: gang, why: 'That gang drove the Truck off the far end.' }
        : { draw: true, why: 'The Truck rolled off the far end with nobody’s gang at the wheel.' },
    ]);
  },
};
