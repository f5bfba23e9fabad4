// B12.4 THE PRESIDENT: the Enforcers' size-4 Closed Heavy vehicle is the Limo [003], paid from
// their points. Off the far end: the side driving it wins; destroyed, or gone by the
// back or a side: a draw.
import type { Mission } from '../mission';
import type { RwState, RwVehicle } from '../model';
import { fromCatalogue, withSides } from './base';
import { controllingSide, decide, roleSide, vehiclesOfRole } from './common';

/** The Limo: the Enforcers' first Armored Car / Limo (B12.4 [003]). */
export function limoOf(s: RwState): RwVehicle | null {
  return vehiclesOfRole(s, 'ENFORCERS').find((v) => v.typeId === 'armored_car') ?? null;
}

export const PRESIDENT: Mission = {
  ...fromCatalogue('PRESIDENT'),
  forceIssues: (s) => {
    const errors = limoOf(s)
      ? []
      : [
          {
            spec: 'B12.4',
            message: 'The Enforcers must field an Armored Car / Limo (4 points): it carries the President [R-39].',
          },
        ];
    return withSides(s, 'PRESIDENT', { errors, warnings: [] });
  },
  victory: (s) => {
    const limo = limoOf(s);
    const enforcers = roleSide(s, 'ENFORCERS');
    const insurgents = roleSide(s, 'INSURGENTS');
    if (!limo || !enforcers || !insurgents) return null;
    if (limo.destroyed) return decide([{ draw: true, why: 'The Limo was destroyed.' }]);
    if (limo.offBoard === 'BACK' || limo.offBoard === 'SIDE')
      return decide([{ draw: true, why: 'The Limo left by the back or a side [R-39].' }]);
    if (limo.offBoard !== 'END') return null;
    const by = controllingSide(s, limo);
    if (by === enforcers.id)
      return decide([{ side: enforcers.id, why: 'The Limo got the President off the far end.' }]);
    if (by === insurgents.id)
      return decide([{ side: insurgents.id, why: 'The Insurgents drove the captured Limo off the far end.' }]);
    return decide([{ draw: true, why: 'The Limo left the road with nobody of either side at the wheel.' }]);
  },
};
