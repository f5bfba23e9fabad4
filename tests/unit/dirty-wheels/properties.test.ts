import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduceDw } from '../../../src/rules/dirty-wheels/commands';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { entity, speed, structure } from '../../../src/rules/dirty-wheels/rules';
import type { Cmd } from '../kit-helpers';

import { play } from './random-play';

const tapes = fc.array(fc.nat(1000), { minLength: 800, maxLength: 3000 });
const RUNS = 60;

describe('Dirty Wheels properties (fast-check)', () => {
  it('counters stay in range: damage ≤ structure (below it while in play), speed ≥ 0, R ≥ 0, shooting actions ≤ 2, shock ≤ 0', () => {
    fc.assert(
      fc.property(tapes, (nums) => {
        const g = play(nums);
        for (const s of g.states) {
          for (const id of [...s.carOrder, ...s.sceneryOrder]) {
            const e = entity(s, id)!;
            const t = e.kind === 'car' ? e.car : e.scenery;
            expect(t.damage).toBeGreaterThanOrEqual(0);
            expect(t.damage).toBeLessThanOrEqual(structure(s, id));
            if (t.status === 'in_play') expect(t.damage).toBeLessThan(structure(s, id));
            expect(speed(s, id)).toBeGreaterThanOrEqual(0);
            if (e.kind === 'car' && e.car.driver) expect(e.car.driver.initiativeModifier).toBeLessThanOrEqual(0);
          }
          if (s.activation) {
            expect(s.activation.remaining).toBeGreaterThanOrEqual(0);
            expect(s.activation.shootingActionsUsed).toBeLessThanOrEqual(2);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('A7.1: the initiative order is stable within a round (only a new initiative roll changes it)', () => {
    fc.assert(
      fc.property(tapes, (nums) => {
        const g = play(nums);
        g.commands.forEach((c, i) => {
          if (c.type !== 'dw.initiative') expect(g.states[i + 1]!.order).toEqual(g.states[i]!.order);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('replay of the same commands gives the same state; undo (replaying one command fewer) restores the state before it', () => {
    fc.assert(
      fc.property(tapes, (nums) => {
        const g = play(nums);
        const replayed = g.commands.reduce((s, c, i) => reduceDw(s, { ...c, at: i }, g.setup), g.start);
        expect(replayed).toEqual(g.states[g.states.length - 1]);
        const stored = JSON.parse(JSON.stringify(g.commands)) as Cmd[];
        expect(
          stored.reduce(
            (s, c, i) => reduceDw(s, { ...c, at: i }, g.setup),
            JSON.parse(JSON.stringify(g.start)) as DwState,
          ),
        ).toEqual(replayed);
        if (g.commands.length) {
          const undone = g.commands.slice(0, -1).reduce((s, c, i) => reduceDw(s, { ...c, at: i }, g.setup), g.start);
          expect(undone).toEqual(g.states[g.states.length - 2]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('games get somewhere: rounds are played and cars destroyed across the runs', () => {
    let rounds = 0;
    let destroyed = 0;
    fc.assert(
      fc.property(tapes, (nums) => {
        const g = play(nums, { explosionsHitScenery: true, ramDamagePerSuccess: true, roundLimit: 0 });
        const last = g.states[g.states.length - 1]!;
        rounds += last.round;
        destroyed += last.carOrder.filter((id) => last.cars[id]!.status === 'destroyed').length;
      }),
      { numRuns: RUNS },
    );
    expect(rounds).toBeGreaterThan(RUNS);
    expect(destroyed).toBeGreaterThan(0);
  });
});
