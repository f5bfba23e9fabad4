// Issue 42, the game's story for Dirty Wheels: a car's chart is its damage boxes against its
// structure [A4], marked when it is destroyed and then a wreck or an explosion (the destroyed
// table, A7.6); the damage a ram's target deals back is its own [A7.7].
import { playerName } from '../core/guards';
import type { StorySource } from '../core/story-source';
import { ramResult } from './combat';
import type { Payload } from './handler';
import type { DwState } from './model';
import { resultText, structure } from './rules';

/** Commands whose damage no car dealt: a failed manoeuvre, the engine's own, a correction. */
const NOBODY = new Set(['dw.manoeuvre', 'dw.expEngine', 'dw.adjust']);

export const dwStory: StorySource<DwState> = {
  track(s, carId) {
    const c = s.cars[carId];
    const max = structure(s, carId);
    return c && max > 0 ? { label: 'Damage', value: c.damage, max } : null;
  },
  damage: (s, carId) => s.cars[carId]?.damage ?? 0,
  marks(s, carId) {
    const c = s.cars[carId];
    if (c?.status !== 'destroyed') return [];
    // The destroyed table's roll [A7.6]: a wreck stays, anything else blew up [DW-A30, DW-A31].
    return ['destroyed', ...(c.wreck ? ['wrecked'] : c.destroyedRoll ? ['exploded'] : [])];
  },
  out: (s, carId) => s.cars[carId]?.status === 'destroyed',
  round: (s) => s.round,
  dealer(before, _after, payload, type, _setup, carId) {
    if (NOBODY.has(type)) return null;
    if (type !== 'dw.ram') return undefined;
    const p = payload as Payload & { rammerId: string; targetId: string };
    if (carId !== p.rammerId) return p.rammerId;
    // The rammer's own damage: the target's set hits back [A7.7]; an explosive ram's self-attack is nobody's.
    return (ramResult(before, p).b?.damage ?? 0) > 0 ? p.targetId : null;
  },
  result: (s, setup) => (s.result ? resultText(s.result, (id) => playerName(setup, id)) : null),
};
