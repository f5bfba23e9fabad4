import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import custom from '../../../src/rules/custom';
import { STARTERS } from '../../../src/rules/custom/starters';
import { readSheet } from '../../../src/rules/custom/validate';

const sheet = STARTERS[1]!.sheet;
const setup: Setup = {
  players: [
    { id: 'a', name: 'Ann', color: '#ff0000' },
    { id: 'b', name: 'Bo', color: '#0000ff' },
  ],
  cars: [
    { id: 'c1', playerId: 'a', name: 'Red Fury', color: '#ff0000' },
    { id: 'c2', playerId: 'b', name: 'Viper', color: '#0000ff' },
  ],
  houseRules: {},
  sheet,
};

describe('smoke', () => {
  it('starters read', () => {
    for (const s of STARTERS) expect(readSheet(s.sheet)).toMatchObject({ ok: true });
  });
  it('plays a shot', () => {
    let s = custom.init(setup);
    expect(s.turn.round).toBe(0);
    s = custom.reduce(s, { type: 'cs.next', payload: { rolls: { c1: [5], c2: [2] } }, at: 1 }, setup);
    expect(s.turn.order).toEqual(['c1', 'c2']);
    const c = { type: 'cs.move', payload: { move: 'shoot', carId: 'c1', targetId: 'c2', faces: [6, 4] }, at: 2 };
    const before = s;
    s = custom.reduce(s, c, setup);
    expect(s.cars.c2!.values.hull).toBe(2);
    console.log(custom.describe(c, setup, before));
    const r = custom.reduce(s, { type: 'cs.track', payload: { carId: 'c2', tracker: 'hull', by: -2 }, at: 3 }, setup);
    expect(r.cars.c2!.out).toBe(true);
    expect(custom.outcome!(r)).toEqual({ winnerIds: ['a'] });
    const sk = { type: 'cs.move', payload: { move: 'skid', carId: 'c1', faces: [1, 2] }, at: 2 };
    console.log(custom.describe(sk, setup, s));
  });
});
