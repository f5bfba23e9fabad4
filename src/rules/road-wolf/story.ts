// Issue 42, the game's story for Road Wolf: a vehicle's chart is its hits left of its size [B2.2],
// marked when it is wrecked, taken over or leaves the board; out once destroyed or off the board.
// Read from the shared state only: a face-down token's kind is never in it (issue 32).
import type { StorySource } from '../core/story-source';
import { vehicleStatus } from './missions';
import { missionPlayerName } from './missions/names';
import type { RwState } from './model';
import { resultLines, rwPlayerName } from './result';
import { hitsLeft, stats } from './rules';

/** Commands whose damage no vehicle dealt: a wipeout's roll [B10.2], a correction. */
const NOBODY = new Set(['rw.wipeout', 'rw.adjust']);

export const rwStory: StorySource<RwState> = {
  track(s, carId) {
    const v = s.vehicles[carId];
    return v && s.phase !== 'FORCE_BUILDING'
      ? { label: 'Hits left', value: hitsLeft(s, v), max: stats(s, v).size }
      : null;
  },
  damage: (s, carId) => s.vehicles[carId]?.damage ?? 0,
  marks(s, carId) {
    const v = s.vehicles[carId];
    if (!v || s.phase === 'FORCE_BUILDING') return [];
    const out: string[] = [];
    if (v.destroyed) out.push(stats(s, v).isBike ? 'destroyed' : 'wrecked');
    else if (v.immobilized) out.push('immobilized');
    if (v.abandoned) out.push('abandoned');
    if (v.controllerId !== v.ownerId) out.push('taken over'); // B10.5
    if (v.offBoard !== 'NONE')
      out.push(s.mission && vehicleStatus(s, carId) === 'ESCAPED' ? 'escaped' : 'left the board');
    return out;
  },
  out: (s, carId) => {
    const v = s.vehicles[carId];
    return !!v && (v.destroyed || v.offBoard !== 'NONE');
  },
  round: (s) => s.gameTurn,
  dealer(_before, _after, _payload, type) {
    if (NOBODY.has(type)) return null;
    // The Gauntlet's mutants attack in the enemy phase (B12.9): no vehicle of the setup.
    if (type === 'rw.enemyAttack') return { name: missionPlayerName('ENEMY') ?? 'The enemies' };
    return undefined;
  },
  result: (s, setup) => (s.result ? resultLines(s, s.result, rwPlayerName(s, setup)).join(' ') : null),
};
