import { describe, expect, it } from 'vitest';
import {
  CORE_TYPES,
  describeCore,
  describeRoll,
  initCore,
  MAX_NOTE,
  MAX_POOL,
  MAX_PURPOSE,
  reduceCore,
} from '../../../src/game/core-commands';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import type { CoreState } from '../../../src/game/types';
import { type Command, RuleError, type Setup } from '../../../src/rules/core/model';
import freeplay from '../../../src/rules/freeplay';

const SETUP: Setup = {
  players: [
    { id: 'p-ana', name: 'Ana', color: '#e74c3c' },
    { id: 'p-ben', name: 'Ben', color: '#3498db' },
    { id: 'p-cat', name: 'Cat', color: '#2ecc71' },
  ],
  cars: [
    { id: 'c-int', playerId: 'p-ana', name: 'Interceptor', color: '#111111' },
    { id: 'c-van', playerId: 'p-cat', name: 'Rust Van', color: '#b7410e' },
  ],
  houseRules: {},
};

const cmd = (type: string, payload: unknown, at = 1_000): Command => ({ type, payload, at });
const roll = (pools: unknown, extra: Record<string, unknown> = {}) =>
  cmd('dice.roll', { purpose: 'Shoot', pools, source: 'app', ...extra });

function start(): CoreState {
  return initCore(SETUP);
}

function run(commands: Command[], from = start()): CoreState {
  return commands.reduce((s, c) => reduceCore(s, c, SETUP), from);
}

describe('initCore', () => {
  it('starts round 1 with the first player to play, no notes and no end', () => {
    expect(start()).toEqual({ turnPlayerId: 'p-ana', round: 1, notes: {}, ended: null });
  });

  it('refuses a setup without players', () => {
    expect(() => initCore({ ...SETUP, players: [] })).toThrow(RuleError);
  });
});

describe('dice.roll', () => {
  it('accepts valid app and typed rolls and changes no counter', () => {
    const s = start();
    expect(reduceCore(s, roll([{ sides: 6, faces: [1, 6, 3] }]), SETUP)).toBe(s);
    expect(
      reduceCore(
        s,
        roll(
          [
            { sides: 8, faces: [8] },
            { sides: 3, faces: [3, 1] },
          ],
          { source: 'typed' },
        ),
        SETUP,
      ),
    ).toBe(s);
    expect(reduceCore(s, roll([{ sides: 20, faces: new Array(MAX_POOL).fill(20) }], { purpose: '' }), SETUP)).toBe(s);
  });

  it('refuses a face outside the die, e.g. a D8 showing 9', () => {
    expect(() => reduceCore(start(), roll([{ sides: 8, faces: [3, 9] }]), SETUP)).toThrow('A D8 shows 1 to 8; got 9.');
    expect(() => reduceCore(start(), roll([{ sides: 6, faces: [0] }]), SETUP)).toThrow('A D6 shows 1 to 6; got 0.');
    expect(() => reduceCore(start(), roll([{ sides: 3, faces: [4] }]), SETUP)).toThrow('A D3 shows 1 to 3; got 4.');
    expect(() => reduceCore(start(), roll([{ sides: 6, faces: [2.5] }]), SETUP)).toThrow('got 2.5');
    expect(() => reduceCore(start(), roll([{ sides: 6, faces: ['4'] }]), SETUP)).toThrow('A D6 shows 1 to 6; got 4.');
  });

  it('refuses an empty pool and a pool of more than 20 dice', () => {
    expect(() => reduceCore(start(), roll([{ sides: 6, faces: [] }]), SETUP)).toThrow(
      `A pool holds 1 to ${MAX_POOL} dice.`,
    );
    expect(() => reduceCore(start(), roll([{ sides: 6, faces: new Array(MAX_POOL + 1).fill(1) }]), SETUP)).toThrow(
      `A pool holds 1 to ${MAX_POOL} dice.`,
    );
  });

  it('refuses no groups, more than 4 groups, and an unknown die type', () => {
    const pool = { sides: 6, faces: [1] };
    expect(() => reduceCore(start(), roll([]), SETUP)).toThrow('A roll needs 1 to 4 groups of dice.');
    expect(() => reduceCore(start(), roll([pool, pool, pool, pool, pool]), SETUP)).toThrow(
      'A roll needs 1 to 4 groups of dice.',
    );
    expect(() => reduceCore(start(), roll('2d6'), SETUP)).toThrow('A roll needs 1 to 4 groups of dice.');
    expect(() => reduceCore(start(), roll([{ sides: 10, faces: [1] }]), SETUP)).toThrow('Unknown die type.');
    expect(() => reduceCore(start(), roll([null]), SETUP)).toThrow('Unknown die type.');
  });

  it('refuses a purpose that is not short text and a source other than app or typed', () => {
    const pools = [{ sides: 6, faces: [1] }];
    expect(() => reduceCore(start(), roll(pools, { purpose: 'x'.repeat(MAX_PURPOSE + 1) }), SETUP)).toThrow(
      'A roll purpose is short text.',
    );
    expect(() => reduceCore(start(), roll(pools, { purpose: 42 }), SETUP)).toThrow('A roll purpose is short text.');
    expect(() => reduceCore(start(), roll(pools, { source: 'loaded' }), SETUP)).toThrow(
      'A roll is made by the app or typed in.',
    );
    expect(reduceCore(start(), roll(pools, { purpose: 'x'.repeat(MAX_PURPOSE) }), SETUP)).toEqual(start());
  });
});

describe('turn.pass and turn.set', () => {
  it('passes the turn in seat order and starts a new round after the last player', () => {
    const pass = cmd('turn.pass', {});
    expect(run([pass])).toMatchObject({ turnPlayerId: 'p-ben', round: 1 });
    expect(run([pass, pass])).toMatchObject({ turnPlayerId: 'p-cat', round: 1 });
    expect(run([pass, pass, pass])).toMatchObject({ turnPlayerId: 'p-ana', round: 2 });
    expect(run([pass, pass, pass, pass, pass, pass, pass])).toMatchObject({ turnPlayerId: 'p-ben', round: 3 });
  });

  it('sets the player to play without changing the round', () => {
    const s = run([
      cmd('turn.pass', {}),
      cmd('turn.pass', {}),
      cmd('turn.pass', {}),
      cmd('turn.set', { playerId: 'p-cat' }),
    ]);
    expect(s).toMatchObject({ turnPlayerId: 'p-cat', round: 2 });
    // Passing from the last seat wraps into the next round.
    expect(run([cmd('turn.pass', {})], s)).toMatchObject({ turnPlayerId: 'p-ana', round: 3 });
  });

  it('refuses to set the turn to an unknown player', () => {
    expect(() => reduceCore(start(), cmd('turn.set', { playerId: 'p-zed' }), SETUP)).toThrow('No such player.');
    expect(() => reduceCore(start(), cmd('turn.set', {}), SETUP)).toThrow('No such player.');
    expect(() => reduceCore(start(), cmd('turn.set', { playerId: 'c-int' }), SETUP)).toThrow('No such player.');
  });

  it('does not mutate the state it is given', () => {
    const s = start();
    const copy = structuredClone(s);
    run([cmd('turn.pass', {}), cmd('turn.set', { playerId: 'p-cat' })], s);
    expect(s).toEqual(copy);
  });
});

describe('car.note', () => {
  it('sets and replaces the note of a car, leaving other notes alone', () => {
    const s1 = run([
      cmd('car.note', { carId: 'c-int', text: 'Lost a tyre' }),
      cmd('car.note', { carId: 'c-van', text: 'Smoking' }),
    ]);
    expect(s1.notes).toEqual({ 'c-int': 'Lost a tyre', 'c-van': 'Smoking' });
    const s2 = reduceCore(s1, cmd('car.note', { carId: 'c-int', text: '' }), SETUP);
    expect(s2.notes).toEqual({ 'c-int': '', 'c-van': 'Smoking' });
    expect(s1.notes['c-int']).toBe('Lost a tyre'); // earlier state untouched
  });

  it('accepts a note of exactly the maximum length and refuses a longer one', () => {
    expect(
      reduceCore(start(), cmd('car.note', { carId: 'c-int', text: 'n'.repeat(MAX_NOTE) }), SETUP).notes['c-int'],
    ).toHaveLength(MAX_NOTE);
    expect(() =>
      reduceCore(start(), cmd('car.note', { carId: 'c-int', text: 'n'.repeat(MAX_NOTE + 1) }), SETUP),
    ).toThrow(`A note holds at most ${MAX_NOTE} characters.`);
    expect(() => reduceCore(start(), cmd('car.note', { carId: 'c-int', text: 7 }), SETUP)).toThrow(RuleError);
  });

  it('refuses a note on an unknown car', () => {
    expect(() => reduceCore(start(), cmd('car.note', { carId: 'c-ghost', text: 'x' }), SETUP)).toThrow('No such car.');
    expect(() => reduceCore(start(), cmd('car.note', { carId: 'p-ana', text: 'x' }), SETUP)).toThrow('No such car.');
  });
});

describe('game.end', () => {
  it('records the time and the winners, or a draw', () => {
    expect(reduceCore(start(), cmd('game.end', { winnerIds: ['p-ben'] }, 5_000), SETUP).ended).toEqual({
      at: 5_000,
      winnerIds: ['p-ben'],
    });
    expect(reduceCore(start(), cmd('game.end', { winnerIds: [] }, 6_000), SETUP).ended).toEqual({
      at: 6_000,
      winnerIds: [],
    });
  });

  it('refuses winners who are not players of the game', () => {
    expect(() => reduceCore(start(), cmd('game.end', { winnerIds: ['p-zed'] }), SETUP)).toThrow(
      'Winners must be players of this game.',
    );
    expect(() => reduceCore(start(), cmd('game.end', { winnerIds: 'p-ben' }), SETUP)).toThrow(
      'Winners must be players of this game.',
    );
    expect(() => reduceCore(start(), cmd('game.end', {}), SETUP)).toThrow('Winners must be players of this game.');
  });

  it('after the end, refuses turn.pass, turn.set and a second game.end', () => {
    const over = reduceCore(start(), cmd('game.end', { winnerIds: ['p-ana'] }), SETUP);
    expect(() => reduceCore(over, cmd('turn.pass', {}), SETUP)).toThrow('The game is over.');
    expect(() => reduceCore(over, cmd('turn.set', { playerId: 'p-ben' }), SETUP)).toThrow('The game is over.');
    expect(() => reduceCore(over, cmd('game.end', { winnerIds: [] }), SETUP)).toThrow('The game is already over.');
  });
});

describe('malformed and unknown commands', () => {
  it('refuses an unknown command type', () => {
    expect(() => reduceCore(start(), cmd('car.teleport', {}), SETUP)).toThrow('Unknown command "car.teleport".');
    const reduce = makeReducer(freeplay, SETUP);
    expect(() => reduce(initialState(freeplay, SETUP), cmd('car.teleport', {}))).toThrow(
      'Unknown command "car.teleport".',
    );
  });

  it('refuses a payload that is not an object', () => {
    for (const payload of [null, undefined, 'pass', 3, []]) {
      expect(() => reduceCore(start(), cmd('turn.pass', payload), SETUP)).toThrow('A command needs a payload object.');
    }
  });

  it('lists exactly the five core command types', () => {
    expect([...CORE_TYPES].sort()).toEqual(['car.note', 'dice.roll', 'game.end', 'turn.pass', 'turn.set']);
  });
});

describe('makeReducer', () => {
  it('routes core commands to the core and keeps the same state object when nothing changed', () => {
    const reduce = makeReducer(freeplay, SETUP);
    const s0 = initialState(freeplay, SETUP);
    expect(s0).toEqual({ core: { turnPlayerId: 'p-ana', round: 1, notes: {}, ended: null }, sys: null });
    expect(reduce(s0, roll([{ sides: 6, faces: [6] }]))).toBe(s0);
    const s1 = reduce(s0, cmd('turn.pass', {}));
    expect(s1.core.turnPlayerId).toBe('p-ben');
    expect(s1.sys).toBe(s0.sys);
    expect(s0.core.turnPlayerId).toBe('p-ana');
  });
});

describe('describeCore', () => {
  it('describes rolls with the purpose, each pool and its faces, and marks table dice', () => {
    expect(describeCore(roll([{ sides: 6, faces: [4, 2] }]), SETUP)).toBe('Shoot: 2D6 4 2');
    expect(
      describeCore(
        roll(
          [
            { sides: 8, faces: [7] },
            { sides: 6, faces: [3, 3, 1] },
          ],
          { source: 'typed' },
        ),
        SETUP,
      ),
    ).toBe('Shoot: D8 7 · 3D6 3 3 1 (table dice)');
    expect(describeCore(roll([{ sides: 20, faces: [17] }], { purpose: '' }), SETUP)).toBe('Roll: D20 17');
    expect(describeRoll({ purpose: 'x', pools: [{ sides: 3, faces: [1, 3] }], source: 'app' })).toBe('2D3 1 3');
  });

  it('describes turns, notes and the end with player and car names', () => {
    expect(describeCore(cmd('turn.pass', {}), SETUP)).toBe('Turn passed');
    expect(describeCore(cmd('turn.set', { playerId: 'p-cat' }), SETUP)).toBe('Cat to play');
    expect(describeCore(cmd('turn.set', { playerId: 'p-gone' }), SETUP)).toBe('? to play');
    expect(describeCore(cmd('car.note', { carId: 'c-van', text: 'x' }), SETUP)).toBe('Note on Rust Van');
    expect(describeCore(cmd('car.note', { carId: 'c-gone', text: 'x' }), SETUP)).toBe('Note on ?');
    expect(describeCore(cmd('game.end', { winnerIds: ['p-ben'] }), SETUP)).toBe('Game over: Ben won');
    expect(describeCore(cmd('game.end', { winnerIds: ['p-ana', 'p-cat'] }), SETUP)).toBe('Game over: Ana & Cat won');
    expect(describeCore(cmd('game.end', { winnerIds: [] }), SETUP)).toBe('Game over: a draw');
  });

  it('falls back to the command type for anything else', () => {
    expect(describeCore(cmd('car.teleport', {}), SETUP)).toBe('car.teleport');
    expect(describeCommand(freeplay, cmd('car.teleport', {}), SETUP)).toBe('car.teleport');
    expect(describeCommand(freeplay, cmd('turn.pass', {}), SETUP)).toBe('Turn passed');
  });
});
