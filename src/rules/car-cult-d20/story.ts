// Issue 42, the game's story for Car Cult D20: a car's chart is its Damage Tokens against all its
// AZ, since it explodes when every AZ holds one (B8.9); out once exploded or taken off the table.
// A Damage Token is placed by a player's tap after the hit: the car that hit is the active one.
import { playerName } from '../core/guards';
import type { StorySource } from '../core/story-source';
import type { CcState } from './model';
import { resultText } from './rules';

/** Dealers that are no car of the setup: a blast is nobody's attack (B8.10), a mine's owner unknown. */
const EXPLOSION = { name: 'An explosion' };
const A_MINE = { name: 'A mine' };

const sum = (s: CcState, carId: string, f: (t: { n: number; dt: number }) => number) =>
  (s.cars[carId]?.components ?? []).reduce((a, t) => a + f(t), 0);

export const ccStory: StorySource<CcState> = {
  track(s, carId) {
    const max = sum(s, carId, (t) => t.n);
    return s.phase !== 'roster' && max > 0 ? { label: 'Damage', value: sum(s, carId, (t) => t.dt), max } : null;
  },
  damage: (s, carId) => sum(s, carId, (t) => t.dt),
  marks(s, carId) {
    const st = s.cars[carId]?.status;
    return st === 'exploded' ? ['exploded'] : st === 'removed' ? ['removed'] : [];
  },
  out: (s, carId) => (s.cars[carId]?.status ?? 'in_play') !== 'in_play',
  round: (s) => s.round,
  dealer(before, _after, payload, type, _setup, carId) {
    // A Damage Token is placed by the command that rolled it when only one track can take it, else
    // by a later cc.placeDT: the waiting token says why it came.
    const active = before.activeCarId;
    if (type === 'cc.adjust' || type === 'cc.removeCar') return null; // a correction
    if (type === 'cc.blast') return EXPLOSION;
    if (type === 'cc.mine') {
      const mine = before.mines.find((m) => m.id === (payload as { mineId?: unknown }).mineId);
      return mine && mine.ownerCarId !== carId ? mine.ownerCarId : A_MINE;
    }
    if (type === 'cc.placeDT') {
      const dt = before.pending.find((x) => x.kind === 'DT');
      if (dt?.kind !== 'DT' || dt.carId !== carId) return null;
      if (dt.cause === 'explosion') return EXPLOSION;
      if (dt.cause !== 'hit' && dt.cause !== 'collision') return null; // braking, rough terrain, blocked: the road
      if (active === carId) return A_MINE; // a hit on the moving car itself
      return active; // null: the car that hit has exploded since
    }
    // An attack, a ram or a collision: the active car's (B8.7, B8.8); on itself (a down shift,
    // rough terrain, blocked), the road.
    return active && active !== carId ? active : null;
  },
  result: (s, setup) => (s.result ? resultText(s.result, (id) => playerName(setup, id)) : null),
};
