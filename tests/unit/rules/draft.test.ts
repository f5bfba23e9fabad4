// One immutable-update style (issue 10): a command writes to a generic copy of the state.
import { describe, expect, it } from 'vitest';
import { copyPlain, produce } from '../../../src/rules/core/draft';

describe('draft', () => {
  it('copies every nested object and array, whatever fields a state gains later', () => {
    const base = { a: { b: [1, { c: 2 }] }, later: { deck: ['x'] }, n: null as null | number, t: true, s: 'x' };
    const copy = copyPlain(base);
    expect(copy).toEqual(base);
    expect(copy.a).not.toBe(base.a);
    expect(copy.a.b).not.toBe(base.a.b);
    expect(copy.a.b[1]).not.toBe(base.a.b[1]);
    expect(copy.later.deck).not.toBe(base.later.deck);
  });

  it('produce returns the changed draft and leaves its input untouched', () => {
    const car = { damage: 1, gear: ['t1'] };
    const base: { cars: Record<string, typeof car> } = { cars: { a: car } };
    Object.freeze(car.gear);
    Object.freeze(car);
    Object.freeze(base.cars);
    Object.freeze(base);
    const next = produce(base, (d) => {
      d.cars.a!.damage += 1;
      d.cars.a!.gear.push('t2');
    });
    expect(next.cars.a).toEqual({ damage: 2, gear: ['t1', 't2'] });
    expect(base.cars.a).toEqual({ damage: 1, gear: ['t1'] });
  });

  it('a refused command leaves no half-changed state behind', () => {
    const base = { n: 1 };
    expect(() =>
      produce(base, (d) => {
        d.n = 2;
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(base.n).toBe(1);
  });

  it('refuses what is not plain data (it would be shared or lost on a copy)', () => {
    expect(() => copyPlain({ m: new Map() })).toThrow(/plain data/);
    expect(() => copyPlain({ f: () => 1 })).toThrow(/plain data/);
  });
});

describe('copyPlain and own "__proto__" keys', () => {
  it('copies a "__proto__" key as data, never as the copy’s prototype', () => {
    const src = JSON.parse('{"a":1,"__proto__":{"polluted":true}}') as Record<string, unknown>;
    const out = copyPlain(src);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['a', '__proto__']);
    expect((out as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
