import { describe, expect, it } from 'vitest';
import { cardDef } from '../../../src/rules/car-cult-d20/data';
import type { CcCar, CcTrack } from '../../../src/rules/car-cult-d20/model';
import { trackFrom } from '../../../src/rules/car-cult-d20/roster';
import {
  derived,
  drift,
  generated,
  houseRulesOf,
  maxMove,
  minMove,
  moveText,
  turns,
  visibleSymbols,
} from '../../../src/rules/car-cult-d20/rules';
import { makeSetup } from './helpers';

const H = houseRulesOf(makeSetup());
const H_EQ = houseRulesOf(makeSetup(2, 1, { minMoveWithOneST: 'equalsMax' }));

function t(defId: string, st = 0, dt = 0): CcTrack {
  return { ...trackFrom(cardDef(defId)!, `x/${defId}`), st, dt };
}
function carWith(...components: CcTrack[]): CcCar {
  return {
    id: 'x',
    playerId: 'P1',
    components,
    status: 'in_play',
    activated: false,
    rerollsSpent: 0,
    swapsSpent: 0,
    act: null,
  };
}

describe('Car Cult D20 derived values (B5), never stored', () => {
  it('CC-A05: street car at 5 ST moves 11" to 14", drift 2 (the seed example)', () => {
    const c = carWith(t('street', 5));
    expect([minMove(c, H), maxMove(c), drift(c, H)]).toEqual([11, 14, 2]);
  });

  it('CC-A05: muscle car minimum 12" at 6 ST and 9" at 5 ST', () => {
    expect(minMove(carWith(t('muscle', 6)), H)).toBe(12);
    expect(minMove(carWith(t('muscle', 5)), H)).toBe(9);
  });

  it('CC-A05: one engine ST gives min 0 and max = speed over AZ 1; house equalsMax makes min = max; 0 ST does not move', () => {
    const one = carWith(t('buggy', 1));
    expect([minMove(one, H), maxMove(one)]).toEqual([0, 3]);
    expect(minMove(one, H_EQ)).toBe(3);
    const none = carWith(t('buggy', 0));
    expect([minMove(none, H), maxMove(none)]).toEqual([0, 0]);
  });

  it('CC-A06: turns = engine AZ − engine ST, DT-covered AZ included; house rules exclude DT or count the whole car', () => {
    const c = carWith(t('muscle', 2, 1), t('machine_gun', 1));
    expect(turns(c, H)).toBe(4);
    expect(turns(c, houseRulesOf(makeSetup(2, 1, { turnsExcludeDamagedAZ: true })))).toBe(3);
    expect(turns(c, houseRulesOf(makeSetup(2, 1, { turnsCountWholeCar: true })))).toBe(4 + 1);
  });

  it('B2: a symbol shows only while st < p <= n − dt; generation sums the visible ones plus bonus', () => {
    const e = t('street', 2, 1); // ST ST · · DT: symbols 3 and 4 show
    expect(visibleSymbols(e)).toBe(2);
    const dd = t('dangerous_driver', 0, 1); // · DT: symbol 1 shows
    expect(visibleSymbols(dd)).toBe(1);
    expect(generated(carWith(e, dd, t('cannon')), 3)).toBe(2 + 1 + 3);
  });

  it('CC-A28: an engine full of DT is immobile: no move, no drift, minimum 0 as a target', () => {
    const c = carWith(t('buggy', 0, 4), t('machine_gun', 1));
    const d = derived(c, H);
    expect([d.immobile, d.minMove, d.maxMove, d.drift, d.engineCapacity]).toEqual([true, 0, 0, 0, 0]);
    expect(moveText(c, H)).toBe('No move: the engine is full of damage [CC-A28].');
  });

  it('B5/CC-A06: every derived value follows its formula for an immobile car too: turns = n − s (issue 30)', () => {
    const c = carWith(t('buggy', 0, 4), t('machine_gun', 1)); // n 4, s 0, d 4
    expect(turns(c, H)).toBe(4);
    expect(derived(c, H).turns).toBe(4);
    expect(turns(c, houseRulesOf(makeSetup(2, 1, { turnsExcludeDamagedAZ: true })))).toBe(0); // n − s − d
  });

  it('B5: maxStartST, ddPenalty, re-rolls, swaps, blast radius, car AZ', () => {
    const c = carWith(
      t('hauler', 3),
      t('dangerous_driver', 2),
      t('gutsy_gunner', 1),
      t('fanatical_fixer', 1),
      t('armour_3'),
    );
    c.rerollsSpent = 1;
    const d = derived(c, H);
    expect([d.maxStartST, d.ddPenalty, d.rerollsAvailable, d.swapsAvailable, d.blastRadius, d.carAZ]).toEqual([
      7,
      4,
      0,
      1,
      7,
      7 + 2 + 2 + 2 + 3,
    ]);
    expect(derived(carWith(t('buggy'), t('gutsy_gunner')), H).maxStartST).toBe(4);
  });
});

describe('Car Cult D20 move allowance text (B8.7)', () => {
  it('B8.7: shows min, max, drift and turns before the move; CC-A07 house driftPerSide says each side', () => {
    const c = carWith(t('street', 5));
    expect(moveText(c, H)).toBe('Move 11" to 14", drift up to 2" in total, 0 turns of up to 45°.');
    expect(moveText(carWith(t('street', 3)), houseRulesOf(makeSetup(2, 1, { driftPerSide: true })))).toBe(
      'Move 4" to 7", drift up to 1" each side, 2 turns of up to 45°.',
    );
    expect(moveText(carWith(t('street', 0, 5)), H)).toMatch(/full of damage/);
  });
});
