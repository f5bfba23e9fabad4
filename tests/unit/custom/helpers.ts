// The table and sheets the custom-system tests share (issue 33): a named table (so log rows read
// as they do at the table), the shipped starters, a sheet built from the blank one, and the
// command kit of tests/unit/kit-helpers.ts bound to the sheet reducer.
import type { Setup } from '../../../src/rules/core/model';
import { initCs, reduceCs } from '../../../src/rules/custom/commands';
import type { CsState } from '../../../src/rules/custom/model';
import { blankSheet, type Sheet } from '../../../src/rules/custom/sheet';
import { STARTERS } from '../../../src/rules/custom/starters';
import { commandKit, type Payload } from '../kit-helpers';

export type { Payload };

/** Every command type of the sheet system (describe.test.ts checks the reducer knows each one). */
export const CS_TYPES = [
  'cs.track',
  'cs.max',
  'cs.condition',
  'cs.resource',
  'cs.out',
  'cs.move',
  'cs.next',
  'cs.hide',
  'cs.reveal',
  'cs.drop',
] as const;

/** A starter's sheet, as a fresh copy a test may change. */
export function starter(id: 'blank' | 'hull-and-hazards' | 'lap-race'): Sheet {
  const s = STARTERS.find((x) => x.id === id);
  if (!s) throw new Error(`no starter ${id}`);
  return structuredClone(s.sheet);
}

/** A sheet: the blank one with these parts. */
export function sheetWith(parts: Partial<Sheet>): Sheet {
  return { ...blankSheet('Test game'), ...structuredClone(parts) };
}

/** The hull-and-hazards starter with one hidden tracker (Hidden gear: Mines, Smoke, Nitro; at most 3). */
export function withGear(base: Sheet = starter('hull-and-hazards')): Sheet {
  return {
    ...base,
    trackers: [
      ...base.trackers,
      { id: 'kit', name: 'Hidden gear', kind: 'hidden', min: 0, max: 3, start: 0, kinds: ['Mines', 'Smoke', 'Nitro'] },
    ],
  };
}

const PLAYERS = [
  { id: 'ann', name: 'Ann', color: '#cc2222' },
  { id: 'bo', name: 'Bo', color: '#2222cc' },
  { id: 'cy', name: 'Cy', color: '#22aa22' },
  { id: 'di', name: 'Di', color: '#aaaa22' },
];
const CARS = [
  ['Red Fury', 'Blue Streak', 'Dust Devil'],
  ['Viper', 'Hammer', 'Ghost'],
  ['Bolt', 'Rust Bucket', 'Comet'],
  ['Jackal', 'Mule', 'Spark'],
];

/**
 * Players Ann, Bo, Cy, Di (ids ann, bo…) with `cars` cars each (a number, or one per player):
 * Ann's are Red Fury (ann1), Blue Streak (ann2)…; Bo's Viper (bo1), Hammer (bo2)…
 */
export function table(sheet: Sheet, players = 2, cars: number | readonly number[] = 1): Setup {
  const ps = PLAYERS.slice(0, players);
  const counts = typeof cars === 'number' ? ps.map(() => cars) : cars;
  return {
    players: ps,
    cars: ps.flatMap((p, i) =>
      Array.from({ length: counts[i] ?? 0 }, (_, k) => ({
        id: `${p.id}${k + 1}`,
        playerId: p.id,
        name: CARS[i]![k]!,
        color: p.color,
      })),
    ),
    houseRules: {},
    sheet,
  };
}

export const { apply, refused } = commandKit<CsState>(reduceCs);

/** A game on `sheet` at its first turn (a by-stat order's first roll-off made, ann1 highest). */
export function begin(sheet: Sheet, players = 2, cars: number | readonly number[] = 1): { s: CsState; setup: Setup } {
  const setup = table(sheet, players, cars);
  let s = initCs(setup);
  if (s.turn.round === 0) {
    const rolls = Object.fromEntries(
      (sheet.turns.by === 'car' ? setup.cars.map((c) => c.id) : setup.players.map((p) => p.id)).map((id, i) => [
        id,
        [6 - (i % 6)],
      ]),
    );
    s = apply(s, 'cs.next', { rolls }, setup);
  }
  return { s, setup };
}

/** A car of the state. */
export const car = (s: CsState, id: string) => {
  const c = s.cars[id];
  if (!c) throw new Error(`no car ${id}`);
  return c;
};

/** Freezes plain data all the way down (a reducer that writes to its input then throws). */
export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
