// B12.1 INTERCEPTOR: once every Runner vehicle has escaped or been stopped, Runners score
// 1 per escape and Interceptors 1 per stopped Runner; the higher total wins, equal is a draw.
import type { Mission } from '../mission';
import type { RwState } from '../model';
import { fromCatalogue } from './base';
import { byScore, escaped, recordRunnersStopped, roleSide, runnerStopped, settled, vehiclesOfRole } from './common';

function score(s: RwState): Record<string, number> | null {
  const runners = roleSide(s, 'RUNNERS');
  const interceptors = roleSide(s, 'INTERCEPTORS');
  if (!runners || !interceptors) return null;
  const cars = vehiclesOfRole(s, 'RUNNERS');
  return {
    [runners.id]: cars.filter((v) => escaped(s, v) && !runnerStopped(s, v)).length,
    [interceptors.id]: cars.filter((v) => runnerStopped(s, v)).length,
  };
}

export const INTERCEPTOR: Mission = {
  ...fromCatalogue('INTERCEPTOR'),
  score,
  bookkeeping: recordRunnersStopped,
  victory: (s) => {
    const cars = vehiclesOfRole(s, 'RUNNERS');
    const points = score(s);
    if (!points || cars.length === 0 || !cars.every((v) => settled(s, v) || runnerStopped(s, v))) return null;
    return byScore(points, 'Every Runner vehicle has escaped or been stopped.');
  },
};
