import { describe, it, expect } from 'vitest';
import { ROSTER_PROCEDURES } from '../../../src/rules/dirty-wheels/roster-procedures';
import { reduceDw } from '../../../src/rules/dirty-wheels/commands';
import { initialState } from '../../../src/rules/dirty-wheels/rules';
import type { Answers } from '../../../src/rules/core/procedure';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { apply, makeSetup } from './helpers';

const setup = makeSetup(2, 1, { weaponMode: 'random' });
const ctx = { setup, carId: 'P1c1' };

function sheet(id: keyof typeof ROSTER_PROCEDURES, s: DwState, a: Answers) {
  const p = ROSTER_PROCEDURES[id];
  return { ids: p.ask(s, ctx, a).map((q) => q.id), r: p.resolve(s, ctx, a) };
}

describe('A5 random roster sheets', () => {
  it('A5.2 weapons: config D6, then the turret D6 only for a light-or-heavy turret, then a D3 or D4 per slot', () => {
    const s = apply(initialState(setup), 'dw.type', { carId: 'P1c1', type: 'standard' }, setup);
    expect(sheet('rollWeapons', s, {}).ids).toEqual(['config']);
    expect(sheet('rollWeapons', s, { config: [5] }).ids).toEqual(['config', 'turret']);
    const q = ROSTER_PROCEDURES.rollWeapons.ask(s, ctx, { config: [5], turret: [6] });
    expect(q[2]).toMatchObject({ id: 'w0', kind: 'dice', sides: 3 });
    const done = sheet('rollWeapons', s, { config: [5], turret: [6], w0: [2] });
    if ('error' in done.r) throw new Error(done.r.error);
    expect(done.r.summary).toBe('Configuration B: Heavy laser');
    expect(reduceDw(s, { ...done.r.command, at: 0 }, setup).cars.P1c1!.weapons).toEqual([{ slot: 'turret', weaponId: 'heavy_laser' }]);
    expect(ROSTER_PROCEDURES.rollWeapons.ask(s, ctx, { config: [1] })[1]).toMatchObject({ id: 'w0', sides: 4 });
  });

  it('A5.3/A5.5: a repeated draw asks one more die; D3 − 1 traits may be none', () => {
    const s = apply(initialState(setup), 'dw.rollStats', { carId: 'P1c1', faces: [1, 2, 3, 4] }, setup);
    expect(sheet('rollUpgrades', s, { count: [2], u0: [5], u1: [5] }).ids).toEqual(['count', 'u0', 'u1', 'u2']);
    const up = sheet('rollUpgrades', s, { count: [2], u0: [5], u1: [5], u2: [12] });
    expect('command' in up.r && up.r.command.payload).toEqual({ carId: 'P1c1', countDie: 2, faces: [5, 5, 12] });
    const none = sheet('rollTraits', s, { count: [1] });
    expect(none.ids).toEqual(['count']);
    expect('command' in none.r && none.r.summary).toBe('No traits');
  });

  it('A5.4 stats: four D6 in order, previewed through the reducer', () => {
    const r = sheet('rollStats', initialState(setup), { initiative: [6], bravery: [1], aim: [3], skill: [5] }).r;
    if ('error' in r) throw new Error(r.error);
    expect(r.summary).toBe('Initiative 3, bravery 5+, aim 0, skill 3+');
  });
});
