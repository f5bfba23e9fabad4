// B12.2 BREAKOUT: the Convoy (10 points, with a Big Rig) must get the rig off the far end; the
// Attackers (12) win the moment it is immobilized, destroyed, captured or gone by another edge
// . The first Big Rig the Convoy fields is the cargo.
import type { Mission } from '../mission';
import type { RwState, RwVehicle } from '../model';
import { fromCatalogue, withSides } from './base';
import { captured, decide, escaped, roleSide, vehiclesOfRole } from './common';

/** The cargo: the Convoy's first Big Rig (B12.2). */
export function cargoOf(s: RwState): RwVehicle | null {
  return vehiclesOfRole(s, 'CONVOY').find((v) => v.typeId === 'big_rig') ?? null;
}

export const BREAKOUT: Mission = {
  ...fromCatalogue('BREAKOUT'),
  forceIssues: (s, names) => {
    const rigs = vehiclesOfRole(s, 'CONVOY').filter((v) => v.typeId === 'big_rig');
    const errors =
      rigs.length === 0 ? [{ spec: 'B12.2', message: 'The Convoy must field a Big Rig: it is the cargo.' }] : [];
    const warnings =
      rigs.length > 1
        ? [
            {
              spec: 'B12.2',
              carId: rigs[0]!.id,
              message: `${names.car(rigs[0]!.id)} is the cargo; the other Big Rig is an escort.`,
            },
          ]
        : [];
    return withSides(s, 'BREAKOUT', { errors, warnings });
  },
  victory: (s) => {
    const rig = cargoOf(s);
    const convoy = roleSide(s, 'CONVOY');
    const attackers = roleSide(s, 'ATTACKERS');
    if (!rig || !convoy || !attackers) return null;
    // immobilizing the rig ends the game at once.
    const lost =
      rig.immobilized || rig.destroyed || captured(s, rig) || rig.offBoard === 'BACK' || rig.offBoard === 'SIDE';
    return decide([
      escaped(s, rig) && { side: convoy.id, why: 'The Big Rig got away off the far end.' },
      lost && {
        side: attackers.id,
        why: rig.destroyed
          ? 'The Big Rig was destroyed.'
          : rig.immobilized
            ? 'The Big Rig was immobilized.'
            : captured(s, rig)
              ? 'The Big Rig was taken over.'
              : 'The Big Rig left by the back or a side.',
      },
    ]);
  },
};
