// A two-player game played through the reducer with fixed dice, from the roster to an explosion
// and a result (issue 12), checking the tokens, the log lines and the derived values on the way.
import { describe, expect, it } from 'vitest';
import carCult from '../../../src/rules/car-cult-d20';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import { derived, houseRulesOf, nextActivation, unallocated } from '../../../src/rules/car-cult-d20/rules';
import { apply, buildRoster, car, card, counts, makeSetup } from './helpers';

const setup = makeSetup(2, 1);
const H = houseRulesOf(setup);

describe('Car Cult D20 scenario: two rounds to an explosion', () => {
  it('plays roster → setup → round 1 → round 2 → explosion → P1 wins', () => {
    const log: string[] = [];
    let s: CcState = buildRoster(setup, { P1c1: ['hauler', 'cannon', 'gutsy_gunner'], P2c1: ['buggy', 'machine_gun'] });
    let last = { before: s, type: '', payload: {} as Record<string, unknown> };
    const step = (type: string, payload: Record<string, unknown>) => {
      log.push(carCult.describe({ type, payload, at: 0 }, setup) ?? '');
      last = { before: s, type, payload };
      s = apply(s, type, payload, setup);
    };
    step('cc.lockRoster', {});
    step('cc.startST', { carId: 'P1c1', st: 3 });
    step('cc.startST', { carId: 'P2c1', st: 2 });
    step('cc.start', {});
    const eng1 = card(s, 'P1c1', 'engine').id;
    const cannon = card(s, 'P1c1', 'cannon').id;
    const gg = card(s, 'P1c1', 'gutsy_gunner').id;
    const eng2 = card(s, 'P2c1', 'engine').id;
    const mg = card(s, 'P2c1', 'machine_gun').id;

    // Round 1: the hauler (3 ST) goes before the buggy (2 ST) [CC-A01].
    expect(nextActivation(s, setup)).toEqual({ kind: 'CAR', carId: 'P1c1' });
    step('cc.activate', { carId: 'P1c1' });
    // hauler 3 ST: +ST on AZ 4-7 show (4) + Gutsy Gunner 1 = 5; accel 1 caps the engine.
    const alloc = { [eng1]: 1, [cannon]: 2, [gg]: 1 };
    expect(unallocated(car(s, 'P1c1'), alloc, 0)).toBe(1);
    step('cc.allocate', { bonusST: 0, alloc });
    expect(car(s, 'P1c1').act?.wasted).toBe(1);
    expect(derived(car(s, 'P1c1'), H)).toMatchObject({
      minMove: 4,
      maxMove: 6,
      drift: 1,
      turns: 3,
      rerollsAvailable: 1,
    });
    // Cannon: blast 6 − buggy's minimum 3 = +3; a 7 makes 10: a hit of 2 DT.
    step('cc.attack', { weaponId: cannon, targetId: 'P2c1', inRange: true, dice: [7] });
    expect(s.pending.map((p) => (p.kind === 'DT' ? p.placerId : p.kind))).toEqual(['P2', 'P1']);
    step('cc.placeDT', { trackId: mg }); // owner's choice
    step('cc.placeDT', { trackId: eng2 }); // attacker's choice
    // A crap shot re-rolled by the Gutsy Gunner into a crack shot [CC-A18].
    step('cc.attack', {
      weaponId: cannon,
      targetId: 'P2c1',
      inRange: true,
      dice: [1],
      rerolls: [{ index: 0, face: 20 }],
    });
    step('cc.placeDT', { trackId: mg });
    // The attacker's DT has one card left to go on, the engine: placed at once, no tap needed.
    expect(s.pending).toEqual([]);
    expect(counts(card(s, 'P2c1', 'machine_gun'))).toEqual([0, 2]);
    expect(counts(card(s, 'P2c1', 'engine'))).toEqual([2, 2]);
    step('cc.moveEnd', { outcome: 'normal', distance: 5 });
    step('cc.endActivation', {});

    // The buggy: nothing to generate (its symbols are covered), a failed down shift.
    step('cc.activate', { carId: 'P2c1' });
    step('cc.downShift', { k: 2, dice: [12, 4] });
    expect(counts(card(s, 'P2c1', 'engine'))).toEqual([0, 3]);
    step('cc.allocate', { bonusST: 0, alloc: {} });
    expect(derived(car(s, 'P2c1'), H).maxMove).toBe(0);
    step('cc.endActivation', {});
    expect(s.round).toBe(2);

    // Round 2: a hit on the buggy's last open AZ blows it up; the second DT is lost.
    step('cc.activate', { carId: 'P1c1' });
    step('cc.allocate', { bonusST: 0, alloc: { [eng1]: 1, [cannon]: 1, [gg]: 1 } });
    step('cc.attack', { weaponId: cannon, targetId: 'P2c1', inRange: true, dice: [4] });
    expect(car(s, 'P2c1').status).toBe('exploded');
    expect(s.pending).toEqual([{ kind: 'EXPLOSION', carId: 'P2c1', radius: 4 }]);
    step('cc.blast', { carIds: ['P1c1'] });
    expect(s.pending).toEqual([{ kind: 'DT', carId: 'P1c1', placerId: 'P1', cause: 'explosion' }]);
    step('cc.placeDT', { trackId: cannon });
    expect(s.phase).toBe('ended');
    expect(carCult.outcome?.(s)).toEqual({ winnerIds: ['P1'] });

    expect(log).toEqual([
      'Roster locked',
      'Car P1.1 starts with 3 engine Speed Tokens',
      'Car P2.1 starts with 2 engine Speed Tokens',
      'Round 1 begins: place the models',
      'Car P1.1 activates',
      `Car P1.1's Speed Tokens: 1 on Hauler, 2 on Cannon, 1 on Gutsy Gunner`,
      "Car P1.1's Cannon attacks Car P2.1: D20 7",
      "Damage Token on Car P2.1's Machine gun",
      "Damage Token on Car P2.1's Buggy",
      "Car P1.1's Cannon attacks Car P2.1: D20 1 (1 re-roll)",
      "Damage Token on Car P2.1's Machine gun",
      'Move done',
      'Activation ends',
      'Car P2.1 activates',
      'Down shift 2: D20 12, 4, 1 Damage Token on the engine',
      'Speed Tokens allocated: none',
      'Activation ends',
      'Car P1.1 activates',
      `Car P1.1's Speed Tokens: 1 on Hauler, 1 on Cannon, 1 on Gutsy Gunner`,
      "Car P1.1's Cannon attacks Car P2.1: D20 4",
      'Blast: Car P1.1 take 1 Damage Token each',
      "Damage Token on Car P1.1's Cannon",
    ]);
    const detail = carCult.explain!(last.before, s, { type: last.type, payload: last.payload, at: 0 }, setup);
    expect(detail).toEqual({
      who: 'Player 1',
      lines: ["Car P1.1's Cannon: add 1 Damage Token (now 1 ST, 1 DT of 2).", 'Game over: Player 1 wins.'],
    });
  });
});
