import type { Question } from '../../core/procedure';
import { tokenRow } from '../data';
import type { RwState, RwVehicle } from '../model';
import { knownKind } from '../rules';
import { tokenPublicLabel } from '../table-view';

// ---- takeover, transfer, pick up, supplies (B7, B10.5, R-21..R-23, R-34) ----------------------

/** Issue 9: on the shared sheet a face-down token is named by its place ("Hidden token (passenger 2)"), as in its owner's panel. */
export function tokenName(s: RwState, id: string): string {
  const loc = s.tokens[id]!.loc;
  const v = 'carId' in loc ? s.vehicles[loc.carId] : undefined;
  const kind = knownKind(s, id);
  return v ? tokenPublicLabel(s, v, id) : kind ? tokenRow(kind).name : 'A face-down token';
}

/** "Driver (seat)", "Gunner", "Shotgun": what the controller sees of their own vehicle. */
export function tokenLabel(s: RwState, v: RwVehicle, id: string): string {
  return tokenPublicLabel(s, v, id); // names the driver seat itself
}

/** who takes the seat when the driver leaves, when a passenger may. */
export function newDriverQuestion(s: RwState, v: RwVehicle, leaving: string[]): Question[] {
  const left = v.passengers.filter((id) => !leaving.includes(id));
  if (
    !v.driverSeat ||
    !leaving.includes(v.driverSeat) ||
    left.length === 0 ||
    s.house.driverLeaves !== 'SEAT_PASSENGER'
  )
    return [];
  return [
    {
      kind: 'choice',
      id: 'newDriver',
      label: 'Who takes the wheel?',
      options: left.map((id) => ({ value: id, label: tokenName(s, id) })),
      default: left[0],
    },
  ];
}
