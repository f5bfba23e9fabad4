// Issue 42, the game's story for White Line Fever: a car's chart is its speed (its cars take no
// damage: a condition flips, destroys or explodes them), and it is out once destroyed or exploded.
import { playerName } from '../core/guards';
import type { StorySource } from '../core/story-source';
import { SPEED_MAX, SPEED_MIN } from './data';
import type { WlfState } from './model';
import { resultText } from './rules';

const gone = (s: WlfState, carId: string) => {
  const st = s.cars[carId]?.status;
  return st === 'DESTROYED' || st === 'EXPLODED';
};

export const wlfStory: StorySource<WlfState> = {
  track(s, carId) {
    const c = s.cars[carId];
    return c && c.status !== 'UNPLACED' ? { label: 'Speed', value: c.speed, min: SPEED_MIN, max: SPEED_MAX } : null;
  },
  damage: () => 0,
  marks(s, carId) {
    const c = s.cars[carId];
    if (!c) return [];
    return [
      ...(c.flipped ? ['flipped'] : []),
      ...(c.status === 'DESTROYED' ? ['destroyed'] : c.status === 'EXPLODED' ? ['exploded'] : []),
    ];
  },
  out: gone,
  round: (s) => s.roundNumber,
  dealer(before, _after, payload, type, _setup, carId) {
    if (type === 'wlf.adjust') return null; // a correction: nobody did it
    if (type !== 'wlf.collision') return undefined; // a shot and its blast: the round's car
    const p = payload as { kind?: string; carIds?: string[] };
    if (p.kind !== 'CAR') return null; // an obstacle [A4.11]
    // Car against car: the active car flips the one that lost the roll-off, or is flipped by it.
    return carId === before.round?.carId ? (p.carIds?.[0] ?? null) : (before.round?.carId ?? null);
  },
  result: (s, setup) => (s.result ? resultText(s.result, (id) => playerName(setup, id)) : null),
};
