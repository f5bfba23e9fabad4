// B12.6 MONSTERS: exactly two Monster Trucks (8 points, 8 tokens) against 10 points
// of Survivors of size 3 or less [003]. Survivors win when both trucks are destroyed (one off the
// board counts); Monsters when every Survivor is destroyed (a drifted one counts); any Survivor
// driving off the board is a draw.
import type { Mission } from '../mission';
import { stats } from '../rules';
import { fromCatalogue, withSides } from './base';
import { decide, gone, roleSide, vehiclesOfRole } from './common';

export const MONSTERS: Mission = {
  ...fromCatalogue('MONSTERS'),
  buyable: (s, playerId) => (roleSide(s, 'MONSTERS')?.players.includes(playerId) ? ['monster_truck'] : []),
  forceIssues: (s) => {
    const errors = [];
    const monsters = vehiclesOfRole(s, 'MONSTERS');
    if (monsters.length !== 2 || monsters.some((v) => v.typeId !== 'monster_truck'))
      errors.push({ spec: 'B12.6', message: 'The Monsters field exactly two Monster Trucks and nothing else.' });
    if (vehiclesOfRole(s, 'SURVIVORS').some((v) => stats(s, v).size > 3))
      errors.push({ spec: 'B12.6', message: 'Survivors field vehicles of size 3 or less [003].' });
    return withSides(s, 'MONSTERS', { errors, warnings: [] });
  },
  victory: (s) => {
    const monsters = roleSide(s, 'MONSTERS');
    const survivors = roleSide(s, 'SURVIVORS');
    const trucks = vehiclesOfRole(s, 'MONSTERS');
    const prey = vehiclesOfRole(s, 'SURVIVORS');
    if (!monsters || !survivors || trucks.length === 0 || prey.length === 0) return null;
    const droveOff = prey.some((v) => v.offBoard !== 'NONE' && !v.drifted); // any edge
    return decide([
      droveOff && { draw: true, why: 'A Survivor drove off the board [R-42].' },
      trucks.every((v) => v.destroyed || v.offBoard !== 'NONE') && {
        side: survivors.id,
        why: 'Both Monster Trucks are out.',
      },
      prey.every((v) => gone(s, v)) && { side: monsters.id, why: 'Every Survivor vehicle is destroyed.' },
    ]);
  },
};
