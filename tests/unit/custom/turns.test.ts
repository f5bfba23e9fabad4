// Issue 33: turn order on a sheet. Clockwise seats, by a stat (highest first, ties rolled off with
// D6 each round), or free; per player or per car. Cars out (and players with none left) are
// skipped; cs.next passes the turn, and at the round's end starts the next with a fresh order.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { initCs } from '../../../src/rules/custom/commands';
import type { CsState } from '../../../src/rules/custom/model';
import { current, nextInRound, roundOrder, statOf, takers } from '../../../src/rules/custom/rules';
import type { Sheet, TurnOrder } from '../../../src/rules/custom/sheet';
import { apply, car, deepFreeze, refused, sheetWith, table } from './helpers';

function sheet(turns: TurnOrder): Sheet {
  return sheetWith({
    trackers: [
      { id: 'hull', name: 'Hull', kind: 'counter', min: 0, max: 4, start: 2 },
      { id: 'speed', name: 'Speed', kind: 'speed', min: 1, max: 6, start: 3 },
    ],
    triggers: [{ tracker: 'hull', when: 'atMost', value: 0, does: 'out' }],
    turns,
  });
}

const next = (s: CsState, setup: Setup, rolls?: Record<string, number[]>) =>
  apply(s, 'cs.next', rolls ? { rolls } : {}, setup);

/** The ids on turn from now to the end of the round, then the first of the next. */
function run(s: CsState, setup: Setup, steps: number): (string | null)[] {
  const out = [current(s)];
  for (let i = 0; i < steps; i++) {
    s = next(s, setup);
    out.push(current(s));
  }
  return out;
}

describe('clockwise seats', () => {
  it('by player: each player in seat order, round after round', () => {
    const setup = table(sheet({ by: 'player', order: 'seats' }), 3, 1);
    const s = initCs(setup);
    expect(s.turn).toEqual({ round: 1, order: ['ann', 'bo', 'cy'], at: 0 });
    expect(run(s, setup, 4)).toEqual(['ann', 'bo', 'cy', 'ann', 'bo']);
    expect(next(next(next(s, setup), setup), setup).turn.round).toBe(2);
  });

  it('by player: a player whose cars are all out is skipped; one who brought no car keeps a turn', () => {
    const setup = table(sheet({ by: 'player', order: 'seats' }), 3, [2, 1, 0]);
    let s = initCs(setup);
    s = apply(s, 'cs.track', { carId: 'ann1', tracker: 'hull', to: 0 }, setup);
    expect(takers(s)).toEqual(['ann', 'bo', 'cy']);
    s = apply(s, 'cs.out', { carId: 'ann2', out: true }, setup);
    // Ann has no car left, so the game is over between the two who brought cars: Bo wins.
    expect(takers(s)).toEqual(['bo', 'cy']);
    expect(current(s)).toBe('ann'); // this round's order was made before
  });

  it('by car: every car of the first seat, then the next seat’s, skipping cars out', () => {
    const setup = table(sheet({ by: 'car', order: 'seats' }), 3, 2);
    let s = initCs(setup);
    expect(s.turn.order).toEqual(['ann1', 'ann2', 'bo1', 'bo2', 'cy1', 'cy2']);
    s = next(s, setup); // ann2 to play
    s = apply(s, 'cs.out', { carId: 'bo1', out: true }, setup);
    expect(nextInRound(s)).toBe('bo2');
    s = next(s, setup);
    expect(current(s)).toBe('bo2');
    s = next(next(next(s, setup), setup), setup);
    expect(s.turn).toEqual({ round: 2, order: ['ann1', 'ann2', 'bo2', 'cy1', 'cy2'], at: 0 });
  });

  it('a car taken out on its own turn passes the turn to the next car still in', () => {
    const setup = table(sheet({ by: 'car', order: 'seats' }), 2, 2);
    let s = initCs(setup);
    s = apply(s, 'cs.out', { carId: 'ann2', out: true }, setup);
    s = apply(s, 'cs.out', { carId: 'ann1', out: true }, setup);
    expect(current(s)).toBe('ann1');
    // Ann has no car left: the game is over, and the turn does not pass.
    refused(s, 'cs.next', {}, setup, /the game is over/);
    const back = apply(s, 'cs.out', { carId: 'ann2', out: false }, setup);
    expect(current(next(back, setup))).toBe('ann2');
  });
});

describe('by a stat, highest first, ties rolled off', () => {
  it('by car: the fastest first; a tie waits for a roll-off before the first round', () => {
    const setup = table(sheet({ by: 'car', order: 'stat', stat: 'speed' }), 2, 2);
    const s = initCs(setup);
    expect(s.turn).toEqual({ round: 0, order: [], at: 0 });
    expect(current(s)).toBeNull();
    expect(roundOrder(s).tied).toEqual([['ann1', 'ann2', 'bo1', 'bo2']]);
    refused(s, 'cs.next', {}, setup, /Roll off first: 4 are tied for the order/);
    refused(s, 'cs.next', { rolls: { ann1: [6], ann2: [6], bo1: [2], bo2: [2] } }, setup, /2 and 2 are tied/);
    const r1 = next(s, setup, { ann1: [6, 1], ann2: [6, 4], bo1: [2], bo2: [3] });
    expect(r1.turn).toEqual({
      round: 1,
      order: ['ann2', 'ann1', 'bo2', 'bo1'],
      at: 0,
      rolls: { ann1: [6, 1], ann2: [6, 4], bo1: [2], bo2: [3] },
    });
  });

  it('no tie, no roll-off: a new round orders by the stat as it is then', () => {
    const setup = table(sheet({ by: 'car', order: 'stat', stat: 'speed' }), 2, 1);
    let s = initCs(setup);
    s = next(s, setup, { ann1: [1], bo1: [5] });
    expect(s.turn.order).toEqual(['bo1', 'ann1']);
    s = apply(s, 'cs.track', { carId: 'ann1', tracker: 'speed', to: 5 }, setup);
    s = next(next(s, setup), setup);
    expect(s.turn).toEqual({ round: 2, order: ['ann1', 'bo1'], at: 0 });
    // A roll-off given when nothing is tied changes nothing of the order; it is kept with the round.
    const t = next(next(s, setup), setup, { ann1: [1], bo1: [6] });
    expect(t.turn).toEqual({ round: 3, order: ['ann1', 'bo1'], at: 0, rolls: { ann1: [1], bo1: [6] } });
  });

  it('rolls for ids not in the order are not kept', () => {
    const setup = table(sheet({ by: 'car', order: 'stat', stat: 'speed' }), 2, 1);
    const s = next(initCs(setup), setup, { ann1: [4], bo1: [3], ghost: [6] });
    expect(s.turn.rolls).toEqual({ ann1: [4], bo1: [3] });
  });

  it('by player: the sum of the stat over the player’s cars still in', () => {
    const setup = table(sheet({ by: 'player', order: 'stat', stat: 'speed' }), 2, [2, 1]);
    let s = initCs(setup);
    expect(statOf(s, 'ann')).toBe(6);
    expect(statOf(s, 'bo')).toBe(3);
    expect(s.turn).toEqual({ round: 1, order: ['ann', 'bo'], at: 0 });
    s = apply(s, 'cs.out', { carId: 'ann2', out: true }, setup);
    expect(statOf(s, 'ann')).toBe(3);
    expect(roundOrder(s).tied).toEqual([['ann', 'bo']]);
  });

  it('a roll-off that is not D6 faces is refused, the state unchanged', () => {
    const setup = table(sheet({ by: 'car', order: 'stat', stat: 'speed' }), 2, 1);
    const s = deepFreeze(initCs(setup));
    for (const rolls of [
      { ann1: 6, bo1: [1] },
      { ann1: [7], bo1: [1] },
      { ann1: [], bo1: [1] },
      { ann1: Array(21).fill(1), bo1: [1] },
      { ann1: [0.5], bo1: [1] },
      'ann1',
      [6, 1],
    ])
      refused(s, 'cs.next', { rolls }, setup);
  });
});

describe('free order: rounds only', () => {
  it('nobody is on turn; cs.next counts the rounds', () => {
    const setup = table(sheet({ by: 'car', order: 'free' }), 2, 2);
    const s = initCs(setup);
    expect(s.turn).toEqual({ round: 1, order: [], at: 0 });
    expect(current(s)).toBeNull();
    expect(next(next(s, setup), setup).turn).toEqual({ round: 3, order: [], at: 0 });
  });
});

describe('turns are not a rule of moves', () => {
  it('a car may make a move off its turn (the table plays its own game’s turn rules)', () => {
    const base = sheet({ by: 'car', order: 'seats' });
    base.moves = [
      {
        id: 'bash',
        name: 'Bash',
        pool: { n: 1 },
        die: 'd6',
        target: true,
        success: { kind: 'atLeast', n: 1 },
        read: 'count',
        effects: [{ who: 'target', what: 'tracker', id: 'hull', sign: -1, amount: 'once', n: 1 }],
      },
    ];
    const setup = table(base, 2, 1);
    const s = initCs(setup);
    expect(current(s)).toBe('ann1');
    const t = apply(s, 'cs.move', { move: 'bash', carId: 'bo1', targetId: 'ann1', faces: [3] }, setup);
    expect(car(t, 'ann1').values.hull).toBe(1);
  });
});
