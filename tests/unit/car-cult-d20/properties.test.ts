import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Timeline } from '../../../src/game/timeline';
import { reduceCc } from '../../../src/rules/car-cult-d20/commands';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import { type Command, type HouseRuleValue, RuleError, type Setup } from '../../../src/rules/core/model';
import { makeSetup, toRound } from './helpers';
import { type Cmd, nextCommand, Tape } from './play';

const RUNS = 60;
const LOADOUTS: Record<string, string[]>[] = [
  {
    P1c1: ['street', 'machine_gun', 'gutsy_gunner', 'fanatical_fixer', 'armour_2'],
    P1c2: ['buggy', 'mines', 'reinforced_ram'],
    P2c1: ['muscle', 'cannon', 'dangerous_driver', 'armour_1'],
    P2c2: ['hauler', 'flamethrower', 'rifle'],
  },
  {
    P1c1: ['buggy', 'rifle', 'fanatical_fixer'],
    P1c2: ['hauler', 'mines', 'gutsy_gunner'],
    P2c1: ['street', 'reinforced_ram', 'dangerous_driver', 'armour_4'],
    P2c2: ['muscle', 'machine_gun', 'mines'],
  },
];
const HOUSE: Record<string, HouseRuleValue>[] = [
  {},
  {
    downShiftFirstFree: true,
    dtPreferEmptyAZ: true,
    swapsAnyTime: true,
    swapsCountTowardAccel: true,
    struckModelDT: 'one',
    inchRounding: 'ceil',
    activationOrderFixed: true,
    minesSelfTrigger: 'never',
    minMoveWithOneST: 'equalsMax',
  },
];

let clock = 1;

function game(
  tape: Tape,
  loadout: number,
  house: number,
): { setup: Setup; start: CcState; cmds: Cmd[]; states: CcState[] } {
  const setup = makeSetup(2, 2, HOUSE[house]);
  const start = toRound(setup, LOADOUTS[loadout]!, {
    P1c1: tape.pick(4),
    P1c2: tape.pick(4),
    P2c1: tape.pick(5),
    P2c2: tape.pick(5),
  });
  const cmds: Cmd[] = [];
  const states: CcState[] = [start];
  let s = start;
  for (let i = 0; i < 120 && !tape.done; i++) {
    const c = nextCommand(s, setup, tape);
    if (!c) break;
    try {
      clock += 1;
      s = reduceCc(s, { ...c, at: clock }, setup);
    } catch (e) {
      if (e instanceof RuleError) continue; // a refused pick changes nothing; try another
      throw e;
    }
    cmds.push(c);
    states.push(s);
  }
  return { setup, start, cmds, states };
}

const arb = fc.tuple(fc.array(fc.nat(1000), { minLength: 50, maxLength: 600 }), fc.nat(1), fc.nat(1));

describe('Car Cult D20 properties', () => {
  it('B2: after any command every track keeps 0 <= st, dt and st + dt <= n; the engine never holds ST on DT positions', () => {
    fc.assert(
      fc.property(arb, ([nums, l, h]) => {
        const g = game(new Tape(nums), l, h);
        for (const s of g.states) {
          for (const car of Object.values(s.cars)) {
            for (const t of car.components) {
              expect(t.st).toBeGreaterThanOrEqual(0);
              expect(t.dt).toBeGreaterThanOrEqual(0);
              expect(t.st + t.dt).toBeLessThanOrEqual(t.n);
              if (t.kind === 'armour' || t.kind === 'ram') expect(t.st).toBe(0);
            }
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('B8.9/B8.6: DT never leave a car except by a correction; a swap or allocation never changes the DT total', () => {
    fc.assert(
      fc.property(arb, ([nums, l, h]) => {
        const g = game(new Tape(nums), l, h);
        g.cmds.forEach((c, i) => {
          const before = g.states[i]!;
          const after = g.states[i + 1]!;
          for (const id of Object.keys(before.cars)) {
            const dt = (s: CcState) => s.cars[id]!.components.reduce((a, t) => a + t.dt, 0);
            if (c.type === 'cc.swap' || c.type === 'cc.allocate' || c.type === 'cc.activate')
              expect(dt(after)).toBe(dt(before));
            else expect(dt(after)).toBeGreaterThanOrEqual(dt(before));
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('replaying the same commands reproduces every state; the reducer never mutates its input', () => {
    fc.assert(
      fc.property(arb, ([nums, l, h]) => {
        const g = game(new Tape(nums), l, h);
        let s = g.start;
        g.cmds.forEach((c, i) => {
          const copy = structuredClone(s);
          s = reduceCc(s, { ...c, at: 0 }, g.setup);
          expect(g.states[i]).toEqual(copy);
          expect(s).toEqual(g.states[i + 1]);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('undo (game timeline) restores the state before any command exactly', () => {
    fc.assert(
      fc.property(arb, fc.nat(), ([nums, l, h], cut) => {
        const g = game(new Tape(nums), l, h);
        const t = new Timeline<CcState>((s, c: Command) => reduceCc(s, c, g.setup), g.start);
        g.cmds.forEach((c) => {
          t.push({ kind: 'do', command: { ...c, at: 0 } });
        });
        expect(t.state).toEqual(g.states[g.states.length - 1]);
        const back = g.cmds.length ? cut % (g.cmds.length + 1) : 0;
        for (let i = 0; i < back; i++) t.push({ kind: 'undo', at: 0 });
        expect(t.state).toEqual(g.states[g.states.length - 1 - back]);
      }),
      { numRuns: RUNS },
    );
  });
});
