import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NOTE, MAX_POOL, MAX_PURPOSE } from '../../../src/game/core-commands';
import { initialState, makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { GameState } from '../../../src/game/types';
import { DICE_SIDES, type Sides } from '../../../src/rules/core/dice';
import type { Command, DicePool, Setup } from '../../../src/rules/core/model';
import freeplay from '../../../src/rules/freeplay';

const RUNS = 200;

type Action =
  | { k: 'roll'; purpose: string; pools: DicePool[]; source: 'app' | 'typed' }
  | { k: 'pass' }
  | { k: 'set'; player: number }
  | { k: 'note'; car: number; text: string }
  | { k: 'undo' }
  | { k: 'redo' };

type DoAction = Exclude<Action, { k: 'undo' } | { k: 'redo' }>;

const poolArb: fc.Arbitrary<DicePool> = fc.constantFrom<Sides>(...DICE_SIDES).chain((sides) =>
  fc.record({
    sides: fc.constant(sides),
    faces: fc.array(fc.integer({ min: 1, max: sides }), { minLength: 1, maxLength: MAX_POOL }),
  }),
);

const doActionArb: fc.Arbitrary<DoAction> = fc.oneof(
  fc.record({
    k: fc.constant('roll' as const),
    purpose: fc.string({ maxLength: MAX_PURPOSE }),
    pools: fc.array(poolArb, { minLength: 1, maxLength: 4 }),
    source: fc.constantFrom('app' as const, 'typed' as const),
  }),
  fc.constant({ k: 'pass' as const }),
  fc.record({ k: fc.constant('set' as const), player: fc.nat() }),
  fc.record({ k: fc.constant('note' as const), car: fc.nat(), text: fc.string({ maxLength: MAX_NOTE }) }),
);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: doActionArb, weight: 4 },
  { arbitrary: fc.constant({ k: 'undo' as const }), weight: 2 },
  { arbitrary: fc.constant({ k: 'redo' as const }), weight: 1 },
);

const setupArb: fc.Arbitrary<Setup> = fc
  .record({ players: fc.integer({ min: 2, max: 6 }), cars: fc.integer({ min: 1, max: 6 }) })
  .map(({ players, cars }) => ({
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `Player ${i}`, color: '#123456' })),
    cars: Array.from({ length: cars }, (_, i) => ({
      id: `c${i}`,
      playerId: `p${i % players}`,
      name: `Car ${i}`,
      color: '#abcdef',
    })),
    houseRules: {},
  }));

const actionsArb = fc.array(actionArb, { maxLength: 60 });

function toCommand(a: DoAction, setup: Setup, at: number): Command {
  switch (a.k) {
    case 'roll':
      return { type: 'dice.roll', payload: { purpose: a.purpose, pools: a.pools, source: a.source }, at };
    case 'pass':
      return { type: 'turn.pass', payload: {}, at };
    case 'set':
      return { type: 'turn.set', payload: { playerId: setup.players[a.player % setup.players.length]?.id }, at };
    case 'note':
      return { type: 'car.note', payload: { carId: setup.cars[a.car % setup.cars.length]?.id, text: a.text }, at };
  }
}

interface Game {
  setup: Setup;
  init: GameState;
  reduce: (s: GameState, c: Command) => GameState;
  t: Timeline<GameState>;
  clock: number;
}

function newGame(setup: Setup): Game {
  const reduce = makeReducer(freeplay, setup);
  const init = initialState(freeplay, setup);
  return { setup, init, reduce, t: new Timeline(reduce, init), clock: 1_700_000_000_000 };
}

/** Applies one action; returns false when it was skipped (undo/redo not possible). */
function apply(g: Game, a: Action): boolean {
  g.clock += 1000;
  if (a.k === 'undo') {
    if (!g.t.canUndo) return false;
    g.t.push({ kind: 'undo', at: g.clock });
  } else if (a.k === 'redo') {
    if (!g.t.canRedo) return false;
    g.t.push({ kind: 'redo', at: g.clock });
  } else {
    g.t.push({ kind: 'do', command: toCommand(a, g.setup, g.clock) });
  }
  return true;
}

function flags(t: Timeline<GameState>): boolean[] {
  return t.entries.map((_, i) => t.isActive(i));
}

function checkCounters(state: GameState, setup: Setup): void {
  expect(Number.isInteger(state.core.round)).toBe(true);
  expect(state.core.round).toBeGreaterThanOrEqual(1);
  expect(setup.players.map((p) => p.id)).toContain(state.core.turnPlayerId);
  for (const carId of Object.keys(state.core.notes)) expect(setup.cars.map((c) => c.id)).toContain(carId);
  expect(state.core.ended).toBeNull();
}

describe('game timeline properties (free play)', () => {
  it('replaying the journal gives the same state and the same active flags as live play', () => {
    fc.assert(
      fc.property(setupArb, actionsArb, (setup, actions) => {
        const g = newGame(setup);
        for (const a of actions) apply(g, a);
        const loaded = Timeline.load(g.reduce, g.init, g.t.entries);
        expect(loaded.state).toEqual(g.t.state);
        expect(flags(loaded)).toEqual(flags(g.t));
        expect(loaded.depth).toBe(g.t.depth);
        expect(loaded.canUndo).toBe(g.t.canUndo);
        expect(loaded.canRedo).toBe(g.t.canRedo);
      }),
      { numRuns: RUNS },
    );
  });

  it('undo right after a command restores the earlier state exactly, and the command did not mutate it', () => {
    fc.assert(
      fc.property(setupArb, actionsArb, doActionArb, (setup, prefix, next) => {
        const g = newGame(setup);
        for (const a of prefix) apply(g, a);
        const before = g.t.state;
        const copy = structuredClone(before);
        apply(g, next);
        apply(g, { k: 'undo' });
        expect(g.t.state).toEqual(copy);
        expect(before).toEqual(copy); // the reducer did not mutate the state it was given
      }),
      { numRuns: RUNS },
    );
  });

  it('loading from a snapshot taken at any point gives the same final timeline as live play', () => {
    fc.assert(
      fc.property(
        setupArb,
        actionsArb.chain((actions) => fc.tuple(fc.constant(actions), fc.integer({ min: 0, max: actions.length }))),
        (setup, [actions, cut]) => {
          const g = newGame(setup);
          actions.slice(0, cut).forEach((a) => {
            apply(g, a);
          });
          const snap = g.t.snapshot();
          actions.slice(cut).forEach((a) => {
            apply(g, a);
          });

          const loaded = Timeline.load(g.reduce, g.init, g.t.entries, snap);
          expect(loaded.state).toEqual(g.t.state);
          expect(flags(loaded)).toEqual(flags(g.t));
          expect(loaded.depth).toBe(g.t.depth);
          expect(loaded.canRedo).toBe(g.t.canRedo);
          // Undoing all the way down (below the snapshot too) walks through the same states,
          // and redoing all the way up again through the recomputed ones.
          while (g.t.canUndo) {
            apply(g, { k: 'undo' });
            loaded.push({ kind: 'undo', at: g.clock });
            expect(loaded.state).toEqual(g.t.state);
          }
          expect(loaded.state).toEqual(g.init);
          while (g.t.canRedo) {
            apply(g, { k: 'redo' });
            loaded.push({ kind: 'redo', at: g.clock });
            expect(loaded.state).toEqual(g.t.state);
          }
          expect(flags(loaded)).toEqual(flags(g.t));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a timeline loaded from a snapshot keeps behaving like the live one under further play', () => {
    fc.assert(
      fc.property(
        setupArb,
        actionsArb.chain((actions) => fc.tuple(fc.constant(actions), fc.integer({ min: 0, max: actions.length }))),
        actionsArb,
        (setup, [actions, cut], more) => {
          const g = newGame(setup);
          actions.slice(0, cut).forEach((a) => {
            apply(g, a);
          });
          const snap = g.t.snapshot();
          actions.slice(cut).forEach((a) => {
            apply(g, a);
          });
          const other: Game = { ...g, t: Timeline.load(g.reduce, g.init, g.t.entries, snap) };
          for (const a of more) {
            const done = apply(g, a);
            expect(apply(other, a)).toBe(done);
            expect(other.t.state).toEqual(g.t.state);
            expect(other.t.canUndo).toBe(g.t.canUndo);
            expect(other.t.canRedo).toBe(g.t.canRedo);
          }
          expect(other.t.entries).toEqual(g.t.entries);
          expect(flags(other.t)).toEqual(flags(g.t));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the round stays at least 1 and the turn always belongs to a player of the game', () => {
    fc.assert(
      fc.property(setupArb, actionsArb, (setup, actions) => {
        const g = newGame(setup);
        checkCounters(g.t.state, setup);
        for (const a of actions) {
          apply(g, a);
          checkCounters(g.t.state, setup);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the round equals 1 plus the number of active turn passes that wrapped past the last player', () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(
          fc.oneof(
            fc.constant({ k: 'pass' as const }),
            fc.constant({ k: 'undo' as const }),
            fc.constant({ k: 'redo' as const }),
          ),
          { maxLength: 40 },
        ),
        (setup, actions) => {
          const g = newGame(setup);
          for (const a of actions) apply(g, a);
          // With only passes, the active passes alone decide the counters.
          const passes = g.t.entries.filter((e, i) => e.kind === 'do' && g.t.isActive(i)).length;
          const n = setup.players.length;
          expect(g.t.state.core.round).toBe(1 + Math.floor(passes / n));
          expect(g.t.state.core.turnPlayerId).toBe(setup.players[passes % n]?.id);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
