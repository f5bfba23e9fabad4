// Issue 41: a per-car maximum is asked at setup (New game), not corrected in play. The cars of the
// setup carry it (Car.max); the game starts with it, checked against the sheet like cs.max.
import { describe, expect, it } from 'vitest';
import { restoreShape } from '../../../src/game/restore';
import custom from '../../../src/rules/custom';
import { initCs } from '../../../src/rules/custom/commands';
import { car, sheetWith, starter, table } from './helpers';

/** Hull starts full (8 of 8) and is set per car; Armour is the same for every car. */
const FULL = sheetWith({
  trackers: [
    { id: 'hull', name: 'Hull', kind: 'counter', min: 0, max: 8, start: 8, perCar: true },
    { id: 'armour', name: 'Armour', kind: 'counter', min: 0, max: 6, start: 3 },
    { id: 'dmg', name: 'Damage', kind: 'boxes', min: 0, max: 6, start: 0, perCar: true },
  ],
});

function withMax(max: Record<string, Record<string, number>>, sheet = FULL) {
  const setup = table(sheet, 2, 1);
  setup.cars = setup.cars.map((c) => (max[c.id] ? { ...c, max: max[c.id] } : c));
  return setup;
}

describe('a per-car maximum set at setup', () => {
  it('starts the car at its own maximum when the sheet starts it full; others keep the default', () => {
    const s = initCs(withMax({ ann1: { hull: 12 } }));
    expect(car(s, 'ann1').max).toEqual({ hull: 12 });
    expect(car(s, 'ann1').values.hull).toBe(12);
    expect(car(s, 'bo1').max).toEqual({});
    expect(car(s, 'bo1').values.hull).toBe(8);
  });

  it('keeps a lower start, within the car’s maximum (the Hull and Hazards starter: 4 of 10)', () => {
    const sheet = starter('hull-and-hazards');
    const s = initCs(withMax({ ann1: { hull: 3 }, bo1: { hull: 6 } }, sheet));
    expect(car(s, 'ann1').values.hull).toBe(3);
    expect(car(s, 'bo1').values.hull).toBe(4);
    expect(car(s, 'bo1').max).toEqual({ hull: 6 });
  });

  it('refuses a maximum for a tracker the sheet does not set per car, or out of its range', () => {
    for (const [max, why] of [
      [{ armour: 5 }, /no maximum per car for "armour"/],
      [{ nope: 5 }, /no maximum per car/],
      [{ hull: 1000 }, /Hull’s maximum is 0 to 999/],
      [{ dmg: 31 }, /Damage’s maximum is 0 to 30/],
      [{ hull: 2.5 }, /Hull’s maximum/],
    ] as const) {
      const setup = withMax({ bo1: max as Record<string, number> });
      expect(() => initCs(setup)).toThrow(why);
      expect(custom.checkSetup?.(setup)).toMatch(why);
    }
    expect(custom.checkSetup?.(withMax({ ann1: { hull: 12, dmg: 30 } }))).toBeNull();
  });

  it('is kept by a saved game (restore keeps Car.max)', () => {
    const setup = withMax({ ann1: { hull: 12 } });
    const r = restoreShape({
      schemaVersion: 1,
      id: 'g1',
      name: 'G',
      system: 'custom',
      createdAt: 1,
      updatedAt: 1,
      setup,
      journal: [],
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.game.setup.cars[0]?.max).toEqual({ hull: 12 });
  });
});
