// B12.3 TWO-WHEEL TERROR: Bikers (bikes and Buggies only) against Enforcers, among as many
// neutral civilians as the Bikers field (the table names their types, none Heavy: rw.civilians),
// each with one Driver. Order: Enforcers, Bikers, the Civilians' slot (their abandoned checks),
// the road; no Enforcers' turn in game turn 1. Bikers win once every civilian is destroyed,
// immobilized, captured (by a Biker) or off the board; Enforcers once every Biker-controlled
// vehicle is destroyed, abandoned or off the board, unless the Bikers' condition holds.

import { list, oneOf } from '../../core/check';
import { RuleError } from '../../core/model';
import { VEHICLE_TYPE_IDS, type VehicleTypeId, vehicleType } from '../data';
import type { HandlerTable, Payload } from '../handler';
import type { Mission } from '../mission';
import type { RwState, RwVehicle, Slot } from '../model';
import { allVehicles, sideOf, stats } from '../rules';
import { fromCatalogue, withSides } from './base';
import { decide, roleSide, vehiclesOfRole } from './common';
import { addNeutral, neutralChecks } from './hijackers';

const BIKER_TYPES: readonly VehicleTypeId[] = ['street_bike', 'dirt_bike', 'buggy']; // Buggies as Buggies

export function civilians(s: RwState): RwVehicle[] {
  return allVehicles(s).filter((v) => v.id.startsWith('civilian-'));
}

/** The civilians' types the table entered (before the lock), or null. */
export function civilianTypes(s: RwState): VehicleTypeId[] | null {
  return (s.missionState?.civilianTypes as VehicleTypeId[] | undefined) ?? null;
}

function enterCivilians(d: RwState, p: Payload): void {
  if (d.mission !== 'TWO_WHEEL_TERROR') throw new RuleError('Only Two-Wheel Terror has civilians.');
  if (d.phase !== 'FORCE_BUILDING') throw new RuleError('Civilians are set up with the forces.');
  const types = list(p.typeIds, 'The civilians', (x) => oneOf(x, VEHICLE_TYPE_IDS, 'A civilian vehicle'), 30);
  if (types.some((t) => vehicleType(t).heavy)) throw new RuleError('Civilians are never Heavy [R-40].');
  d.missionState = { ...(d.missionState ?? {}), civilianTypes: types };
}

export const TWT_COMMANDS = {
  'rw.civilians': {
    reduce: (d, p) => enterCivilians(d, p),
    describe: (p) => `Civilians on the road: ${Array.isArray(p.typeIds) ? p.typeIds.length : '?'}`,
  },
} as const satisfies HandlerTable;

/** Vehicles the Bikers control now (their own and civilians they took over). */
function bikerControlled(s: RwState): RwVehicle[] {
  const bikers = roleSide(s, 'BIKERS');
  return bikers ? allVehicles(s).filter((v) => bikers.players.includes(v.controllerId)) : [];
}

/**
 * the side the app suggests as losing, to roll the Road in a civilian's wipeout check: the
 * one with more vehicle points destroyed or immobilized (null when level: the table decides).
 */
export function losingSide(s: RwState): string | null {
  const lost = (role: string) =>
    vehiclesOfRole(s, role)
      .filter((v) => v.destroyed || v.immobilized)
      .reduce((n, v) => n + stats(s, v).size, 0);
  const b = lost('BIKERS');
  const e = lost('ENFORCERS');
  if (b === e) return null;
  return (b > e ? roleSide(s, 'BIKERS') : roleSide(s, 'ENFORCERS'))?.id ?? null;
}

export const TWO_WHEEL_TERROR: Mission = {
  ...fromCatalogue('TWO_WHEEL_TERROR'),
  forceIssues: (s) => {
    const errors = [];
    const bikes = vehiclesOfRole(s, 'BIKERS');
    if (bikes.some((v) => !BIKER_TYPES.includes(v.typeId)))
      errors.push({ spec: 'B12.3', message: 'The Bikers field only bikes and Buggies [R-40].' });
    const types = civilianTypes(s) ?? [];
    if (types.length !== bikes.length)
      errors.push({
        spec: 'R-40',
        message: `Name ${bikes.length} civilian vehicle${bikes.length === 1 ? '' : 's'}, one per Biker vehicle (${types.length} so far).`,
      });
    return withSides(s, 'TWO_WHEEL_TERROR', { errors, warnings: [] });
  },
  atLock: (d) => {
    // one Driver, no other tokens
    (civilianTypes(d) ?? []).forEach((t, i) => {
      addNeutral(d, `civilian-${i + 1}`, t, 'DRIVER', false);
    });
  },
  turnSlots: (s, players) => {
    const of = (role: string) =>
      players.filter((p) => p.kind === 'PLAYER' && roleSide(s, role)?.players.includes(p.playerId));
    return [
      ...of('ENFORCERS'),
      ...of('BIKERS'),
      { kind: 'MISSION', id: 'CIVILIANS' } as Slot,
      { kind: 'ROAD' } as Slot,
    ];
  },
  autoSupplies: (_s, v) => v.id.startsWith('civilian-') && v.controllerId === 'NEUTRAL' && v.damage > 0,
  skipsSlot: (s, slot) =>
    s.gameTurn === 1 && slot.kind === 'PLAYER' && roleSide(s, 'ENFORCERS')?.id === sideOf(s, slot.playerId)?.id,
  playsSlot: (d, slot) => {
    if (slot.id !== 'CIVILIANS') return false;
    let any = false;
    for (const c of civilians(d)) any = neutralChecks(d, c) || any;
    return any;
  },
  victory: (s) => {
    const bikers = roleSide(s, 'BIKERS');
    const enforcers = roleSide(s, 'ENFORCERS');
    const civ = civilians(s);
    if (!bikers || !enforcers || civ.length === 0) return null;
    const takenByBikers = (v: RwVehicle) => bikers.players.includes(v.controllerId);
    const bikersWin = civ.every((v) => v.destroyed || v.immobilized || takenByBikers(v) || v.offBoard !== 'NONE');
    const enforcersWin =
      !bikersWin && bikerControlled(s).every((v) => v.destroyed || v.abandoned || v.offBoard !== 'NONE');
    return decide([
      bikersWin && { side: bikers.id, why: 'Every civilian is wrecked, stopped, taken or gone.' },
      enforcersWin && { side: enforcers.id, why: 'Every vehicle the Bikers control is destroyed, abandoned or gone.' },
    ]);
  },
};
