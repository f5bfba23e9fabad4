import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../src/rules/core/procedure';
import { reduceDw } from '../../../src/rules/dirty-wheels/commands';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { needsMoreDice, rollTraits, rollUpgrades } from '../../../src/rules/dirty-wheels/roster';
import {
  ROSTER_PROCEDURES,
  rollGunnerProcedure,
  type SceneryDraft,
} from '../../../src/rules/dirty-wheels/roster-procedures';
import { initialState } from '../../../src/rules/dirty-wheels/rules';
import { apply, makeSetup, rosters } from './helpers';

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
    expect(reduceDw(s, { ...done.r.command, at: 0 }, setup).cars.P1c1!.weapons).toEqual([
      { slot: 'turret', weaponId: 'heavy_laser' },
    ]);
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

  it('A5.3/A5.5: a draw short of a die says so with a typed flag, not only in words', () => {
    const s = initialState(setup);
    expect(needsMoreDice(rollUpgrades(2, [5, 5], s.house))).toBe(true);
    expect(needsMoreDice(rollUpgrades(2, [5, 13], s.house))).toBe(false); // a wrong face is not "one more"
    expect(needsMoreDice(rollUpgrades(2, [5, 6, 7], s.house))).toBe(false); // too many dice is not "one more"
    expect(needsMoreDice(rollUpgrades(2, [5, 6], s.house))).toBe(false);
    expect(needsMoreDice(rollTraits(3, [2], s.house, false))).toBe(true);
  });
});

describe('A5.7 scenery gunner sheet', () => {
  const chosen = makeSetup(2, 1);
  // The scenery phase with rolled stats and traits (the sheet reads the agreement from the state).
  const base = rosters(chosen, {});
  const s: DwState = { ...base, house: { ...base.house, statMode: 'random', traitMode: 'random' } };
  const draft: SceneryDraft = {
    name: ' Watchtower ',
    controller: 'neutral',
    profile: 'standard',
    weapons: ['machine_gun'],
    rows: { initiative: 1, bravery: 1, aim: 1, skill: 1 },
    traits: [],
  };
  const sctx = { setup: chosen, draft };
  const stats = { initiative: [6], bravery: [1], aim: [3], skill: [5] };
  const ask = (a: Answers) => rollGunnerProcedure.ask(s, sctx, a).map((q) => q.id);

  it('A5.7/A5.4/A5.5: four stat D6, a D3 for traits, then a D6 per trait; a movement trait (D6 2, Speed demon) asks one more', () => {
    expect(s.phase).toBe('scenery');
    expect(ask({})).toEqual(['initiative', 'bravery', 'aim', 'skill', 'tcount']);
    expect(ask({ ...stats, tcount: [2] })).toEqual(['initiative', 'bravery', 'aim', 'skill', 'tcount', 't0']);
    expect(ask({ ...stats, tcount: [2], t0: [2] })).toEqual([
      'initiative',
      'bravery',
      'aim',
      'skill',
      'tcount',
      't0',
      't1',
    ]);
    expect(rollGunnerProcedure.ask(s, sctx, { ...stats, tcount: [2], t0: [2] }).at(-1)!.label).toContain(
      'after a repeat or a movement trait',
    );
    expect(rollGunnerProcedure.resolve(s, sctx, { ...stats, tcount: [2] })).toEqual({
      error: expect.stringContaining('Still needed'),
    });
  });

  it("A5.7: Apply registers the piece with the gunner the dice made (the reducer's result)", () => {
    const r = rollGunnerProcedure.resolve(s, sctx, { ...stats, tcount: [2], t0: [2], t1: [1] });
    if ('error' in r) throw new Error(r.error);
    expect(r.command).toEqual({
      type: 'dw.addScenery',
      payload: {
        name: 'Watchtower',
        controller: 'neutral',
        profile: 'standard',
        weapons: ['machine_gun'],
        gunner: { faces: [6, 1, 3, 5], traitCountDie: 2, traitFaces: [2, 1] },
      },
    });
    expect(r.summary).toBe('Watchtower is registered');
    const after = reduceDw(s, { ...r.command, at: 0 }, chosen);
    expect(after.scenery.s1!.gunner).toMatchObject({ initiative: 3, traits: ['trigger_happy'] });
  });

  it("A5.7: with chosen stats and traits the draft's rows and traits go in, no dice asked", () => {
    const r = rollGunnerProcedure.resolve(
      base,
      { setup: chosen, draft: { ...draft, rows: { initiative: 2, bravery: 2, aim: 2, skill: 1 }, traits: ['sniper'] } },
      {},
    );
    expect(rollGunnerProcedure.ask(base, sctx, {})).toEqual([]);
    if ('error' in r) throw new Error(r.error);
    expect(r.command.payload).toMatchObject({
      gunner: { rows: { initiative: 2, bravery: 2, aim: 2, skill: 1 }, traits: ['sniper'] },
    });
  });
});
