import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { effInit, resultText } from '../../../src/rules/dirty-wheels/rules';
import { braveryTest, shockCandidates } from '../../../src/rules/dirty-wheels/turn';
import { activate, apply, duel, MG, refused } from './helpers';

/** P1c1 (truck, machine gun) rams and shoots P2c1 (racer, bravery 4+), then the round ends. */
function rammedRound(p2: object = {}, house = {}): { setup: Setup; s: DwState } {
  const { setup, s } = duel({ type: 'truck', weapons: [MG] }, { type: 'racer', ...p2 }, house);
  let a = activate(s, setup, 'P1c1');
  a = apply(
    a,
    'dw.ram',
    { rammerId: 'P1c1', targetId: 'P2c1', rem: 3, direction: 'forward', via: 'move', diceA: [1, 1], diceB: [] },
    setup,
  );
  a = apply(a, 'dw.endActivation', {}, setup);
  a = apply(activate(a, setup, 'P2c1'), 'dw.endActivation', {}, setup);
  return { setup, s: a };
}

describe('A7.10 shock round', () => {
  it('A7.10 steps 1–4 [DW-A25, DW-A26]: attacked drivers test bravery, −1 if rammed', () => {
    const { setup, s } = rammedRound();
    expect(s.phase).toBe('shock');
    expect(shockCandidates(s)).toEqual([{ id: 'P2c1', mod: -1 }]);
    refused(s, 'dw.shock', { tests: [] }, setup, /1 driver/);
    const t = apply(s, 'dw.shock', { tests: [{ id: 'P2c1', roll: 4 }] }, setup);
    // 4 − 1 = 3 against 4+: fails by 1 → initiative −1 for good [DW-A27].
    expect(t.cars.P2c1!.driver!.initiativeModifier).toBe(-1);
    expect(effInit(t.cars.P2c1!.driver!)).toBe(1);
    expect(t.phase).toBe('initiative');
  });

  it('DW-A28: a Crazy driver may re-roll a failed test once; the second result stands', () => {
    const { setup, s } = rammedRound({ traits: ['crazy'] });
    expect(braveryTest(4, -1, 1, 2)).toEqual({ pass: false, margin: 3, final: 1, rerolled: true });
    refused(s, 'dw.shock', { tests: [{ id: 'P2c1', roll: 6, reroll: 1 }] }, setup, /passed test/);
    const t = apply(s, 'dw.shock', { tests: [{ id: 'P2c1', roll: 1, reroll: 5 }] }, setup);
    expect(t.cars.P2c1!.driver!.initiativeModifier).toBe(0);
    const n = rammedRound();
    refused(n.s, 'dw.shock', { tests: [{ id: 'P2c1', roll: 1, reroll: 5 }] }, n.setup, /Crazy/);
  });

  it('DW-A25 step 2: no test when every attacker has since been destroyed', () => {
    const { setup, s } = rammedRound();
    const t = apply(s, 'dw.adjust', { entityId: 'P1c1', damage: 5 }, setup);
    expect(shockCandidates(t)).toEqual([]);
  });

  it('DW-A27 house rule shockLastsOneRound: the penalty counts for the next initiative only', () => {
    const { setup, s } = rammedRound({}, { shockLastsOneRound: true });
    let t = apply(s, 'dw.shock', { tests: [{ id: 'P2c1', roll: 1 }] }, setup);
    expect(t.cars.P2c1!.driver).toMatchObject({ initiativeModifier: 0, nextRoundModifier: -4 });
    t = apply(t, 'dw.initiative', { rolls: { P1c1: 3, P2c1: 6 }, passes: [] }, setup);
    expect(t.cars.P2c1!.initiativeScore).toBe(4);
    t = apply(
      apply(activate(t, setup, 'P1c1'), 'dw.endActivation', {}, setup),
      'dw.activate',
      { entityId: 'P2c1' },
      setup,
    );
    t = apply(apply(t, 'dw.endActivation', {}, setup), 'dw.shock', { tests: [] }, setup);
    expect(t.cars.P2c1!.driver!.nextRoundModifier).toBe(0);
  });

  it('DW-A26 house rule rammedPenaltyBothCars: the rammer tests at −1 too', () => {
    const { setup, s } = duel({ type: 'racer' }, { type: 'truck' }, { rammedPenaltyBothCars: true });
    let a = activate(s, setup, 'P1c1');
    a = apply(
      a,
      'dw.ram',
      { rammerId: 'P1c1', targetId: 'P2c1', rem: 3, direction: 'forward', via: 'move', diceA: [], diceB: [1, 1] },
      setup,
    );
    a = apply(apply(a, 'dw.endActivation', {}, setup), 'dw.activate', { entityId: 'P2c1' }, setup);
    a = apply(a, 'dw.endActivation', {}, setup);
    expect(shockCandidates(a)).toEqual([
      { id: 'P1c1', mod: -1 },
      { id: 'P2c1', mod: -1 },
    ]);
  });
});

describe('A6.1 end of game [DW-A44]', () => {
  it('ends by agreement with the survivors, and after the agreed round limit', () => {
    const { setup, s } = duel({ type: 'truck' }, { type: 'racer' });
    const e = apply(s, 'dw.endGame', {}, setup);
    expect(e.result).toEqual({ survivors: ['P1', 'P2'], by: 'agreement' });
    refused(e, 'dw.segment', {}, setup, /over/);
    const r = duel({ type: 'truck' }, { type: 'racer' }, { roundLimit: 3 });
    let t = r.s;
    for (let round = 1; round <= 3; round++) {
      t = apply(
        apply(activate(t, r.setup, 'P1c1'), 'dw.endActivation', {}, r.setup),
        'dw.activate',
        { entityId: 'P2c1' },
        r.setup,
      );
      t = apply(apply(t, 'dw.endActivation', {}, r.setup), 'dw.shock', { tests: [] }, r.setup);
      if (round < 3) t = apply(t, 'dw.initiative', { rolls: { P1c1: 6, P2c1: 1 }, passes: [] }, r.setup);
    }
    expect(t.phase).toBe('ended');
    expect(t.result).toEqual({ survivors: ['P1', 'P2'], by: 'round_limit' });
  });

  it('DW-A44: the game-over line names a winner only by the last-player rule (issue 30)', () => {
    const name = (id: string) => ({ P1: 'Ann', P2: 'Bo' })[id] ?? id;
    expect(resultText({ survivors: ['P2'], by: 'last_player' }, name)).toBe(
      'Bo wins: the last player with cars in play.',
    );
    expect(resultText({ survivors: [], by: 'last_player' }, name)).toBe('A draw: no car is left in play.');
    expect(resultText({ survivors: ['P1', 'P2'], by: 'agreement' }, name)).toBe(
      'Still in play: Ann and Bo. Ended by agreement.',
    );
    expect(resultText({ survivors: ['P1', 'P2'], by: 'round_limit' }, name)).toBe(
      'Still in play: Ann and Bo. The agreed round limit is reached.',
    );
  });
});
