import { describe, expect, it } from 'vitest';
import { FIRE_CHART, type FireOutcome } from '../../../src/rules/white-line-fever/data';
import type { WlfCar } from '../../../src/rules/white-line-fever/model';
import { achievable, availableModifiers, chartRow, fireOutcome } from '../../../src/rules/white-line-fever/rules';

/** A2.2 written out independently of the implementation, top to bottom, first match wins. */
function specChart(f: number, speed: number): FireOutcome {
  if (f >= 9) return 'EXPLODE';
  if (f === 7 || f === 8) return 'DESTROY';
  if (f < speed) return 'MISS';
  if (f === speed) return 'FLIP_OVER';
  return 'SPIN_OUT';
}

const car = (over: Partial<WlfCar> = {}): WlfCar => ({
  id: 'x',
  ownerId: 'P1',
  status: 'ON_TABLE',
  speed: 3,
  flipped: false,
  roundsActed: 0,
  ...over,
});

describe('W-9 fire chart (A2.2)', () => {
  const finals = Array.from({ length: 14 }, (_, i) => i - 2); // -2..11
  const speeds = [1, 2, 3, 4, 5, 6];
  const cases = finals.flatMap((f) => speeds.map((sp) => [f, sp, specChart(f, sp)] as const));

  it.each(cases)('W-9 final %i against speed %i is %s', (f, sp, expected) => {
    expect(fireOutcome(f, sp)).toBe(expected);
    expect(chartRow(f, sp).outcome).toBe(expected);
  });

  it('W-9 a 7 against speed 6 destroys (Destroy row before the comparison)', () => {
    expect(fireOutcome(7, 6)).toBe('DESTROY');
    expect(fireOutcome(8, 6)).toBe('DESTROY');
  });

  it('W-9 a 9 or more explodes whatever the speed (only reachable with +1 modifiers)', () => {
    for (const sp of speeds) for (const f of [9, 10, 11]) expect(fireOutcome(f, sp)).toBe('EXPLODE');
  });

  it('W-9 a final equal to the speed flips, one above spins, one below misses', () => {
    expect(fireOutcome(4, 4)).toBe('FLIP_OVER');
    expect(fireOutcome(5, 4)).toBe('SPIN_OUT');
    expect(fireOutcome(3, 4)).toBe('MISS');
  });

  it('A4.8 an unmodified roll always hits a speed-1 target (raw >= 1 = speed)', () => {
    for (let raw = 1; raw <= 8; raw++) expect(fireOutcome(raw, 1)).not.toBe('MISS');
  });

  it('W-9 the chart data has the rows in the spec order (Explode, Destroy, Miss, Flip, Spin)', () => {
    expect(FIRE_CHART.map((r) => r.outcome)).toEqual(['EXPLODE', 'DESTROY', 'MISS', 'FLIP_OVER', 'SPIN_OUT']);
  });
});

describe('A4.8 achievable final results (W-8)', () => {
  it('W-8 with no modifier only the raw roll is achievable', () => {
    expect(achievable(5, [], 3)).toEqual([{ f: 5, outcome: 'SPIN_OUT' }]);
  });

  it('W-8 each modifier widens the range by one on both sides, with the chart outcome of each', () => {
    expect(achievable(6, ['SHORT_RANGE'], 6)).toEqual([
      { f: 5, outcome: 'MISS' },
      { f: 6, outcome: 'FLIP_OVER' },
      { f: 7, outcome: 'DESTROY' },
    ]);
    const three = achievable(8, ['SHORT_RANGE', 'BACK_SHOT', 'HELPLESS'], 2);
    expect(three.map((o) => o.f)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(three.map((o) => o.outcome)).toEqual([
      'SPIN_OUT',
      'SPIN_OUT',
      'DESTROY',
      'DESTROY',
      'EXPLODE',
      'EXPLODE',
      'EXPLODE',
    ]);
  });

  it('A4.8 range of final values is -2..11', () => {
    const all = ['SHORT_RANGE', 'BACK_SHOT', 'HELPLESS'] as const;
    expect(achievable(1, all, 4)[0]).toEqual({ f: -2, outcome: 'MISS' });
    expect(achievable(8, all, 4).at(-1)).toEqual({ f: 11, outcome: 'EXPLODE' });
  });

  it('W-8 every achievable value matches the spec chart', () => {
    for (let raw = 1; raw <= 8; raw++)
      for (let sp = 1; sp <= 6; sp++)
        for (const o of achievable(raw, ['SHORT_RANGE', 'BACK_SHOT'], sp)) expect(o.outcome).toBe(specChart(o.f, sp));
  });
});

describe('A3.5 availableModifiers', () => {
  it('A3.5 no declared fact and an upright target: no modifier', () => {
    expect(availableModifiers(car(), { shortRange: false, backShot: false })).toEqual([]);
  });

  it('A3.5 short range and back shot are offered only when declared', () => {
    expect(availableModifiers(car(), { shortRange: true, backShot: false })).toEqual(['SHORT_RANGE']);
    expect(availableModifiers(car(), { shortRange: false, backShot: true })).toEqual(['BACK_SHOT']);
    expect(availableModifiers(car(), { shortRange: true, backShot: true })).toEqual(['SHORT_RANGE', 'BACK_SHOT']);
  });

  it('W-8 HELPLESS is offered automatically only when the target is flipped', () => {
    expect(availableModifiers(car({ flipped: true }), { shortRange: false, backShot: false })).toEqual(['HELPLESS']);
    expect(availableModifiers(car({ flipped: true }), { shortRange: true, backShot: true })).toEqual([
      'SHORT_RANGE',
      'BACK_SHOT',
      'HELPLESS',
    ]);
    expect(availableModifiers(car({ flipped: false }), { shortRange: true, backShot: true })).not.toContain('HELPLESS');
  });
});
