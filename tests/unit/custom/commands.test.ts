// Issue 33: the reducer of a game on a sheet, command by command. Each does what its payload names,
// as the game's own sheet says; anything else is refused with a RuleError a player can read, and
// the state it was given is left as it was (the reducer never writes to its input).
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import custom from '../../../src/rules/custom';
import { initCs, reduceCs, sheetOf } from '../../../src/rules/custom/commands';
import type { CsState } from '../../../src/rules/custom/model';
import { apply, begin, car, deepFreeze, type Payload, refused, sheetWith, starter, table, withGear } from './helpers';

/** Refused with a RuleError (matching `message`), and the state given is unchanged. */
function refuses(s: CsState, type: string, payload: unknown, setup: Setup, message?: RegExp) {
  const before = JSON.stringify(s);
  deepFreeze(s);
  refused(s, type, payload as Payload, setup, message);
  expect(JSON.stringify(s)).toBe(before);
}

const HH = () => begin(starter('hull-and-hazards'), 2, 2);

describe('cs.track: a tracker set by hand from the car card', () => {
  it('by a step, or to a value', () => {
    const { s, setup } = HH();
    const a = apply(s, 'cs.track', { carId: 'bo1', tracker: 'hull', by: -1 }, setup);
    expect(car(a, 'bo1').values.hull).toBe(3);
    const b = apply(a, 'cs.track', { carId: 'bo1', tracker: 'gear', to: 5 }, setup);
    expect(car(b, 'bo1').values).toEqual({ hull: 3, armour: 4, guns: 2, gear: 5, hazard: 0 });
    expect(car(b, 'bo2')).toEqual(car(s, 'bo2'));
  });

  it('refuses an unknown car or tracker, a hidden tracker, and a step that is not a whole number', () => {
    const { s, setup } = begin(withGear(), 2, 1);
    refuses(s, 'cs.track', { carId: 'nobody', tracker: 'hull', by: 1 }, setup, /No such car/);
    refuses(s, 'cs.track', { carId: '__proto__', tracker: 'hull', by: 1 }, setup, /No such car/);
    refuses(s, 'cs.track', { carId: 'toString', tracker: 'hull', by: 1 }, setup, /No such car/);
    refuses(s, 'cs.track', { carId: 'ann1', tracker: 'shields', by: 1 }, setup, /No such tracker/);
    refuses(s, 'cs.track', { carId: 'ann1', tracker: 'kit', by: 1 }, setup, /No such tracker/);
    refuses(s, 'cs.track', { carId: 'ann1', tracker: 'hull', by: 1.5 }, setup, /whole number/);
    refuses(s, 'cs.track', { carId: 'ann1', tracker: 'hull', by: '1' }, setup, /whole number/);
    refuses(s, 'cs.track', { carId: 'ann1', tracker: 'hull', to: 1000 }, setup, /from -999 to 999/);
    refuses(s, 'cs.track', { carId: 'ann1', tracker: 'hull' }, setup, /whole number/);
    refuses(s, 'cs.track', { carId: 'ann1', tracker: 7, by: 1 }, setup, /The tracker is missing/);
  });
});

describe('cs.max: a car’s own maximum (a per-car tracker)', () => {
  it('sets it for that car only', () => {
    const { s, setup } = HH();
    const a = apply(s, 'cs.max', { carId: 'ann2', tracker: 'hull', max: 7 }, setup);
    expect(car(a, 'ann2').max).toEqual({ hull: 7 });
    expect(car(a, 'ann1').max).toEqual({});
  });

  it('refuses a tracker whose maximum is the sheet’s, a hidden one, and a maximum below the minimum', () => {
    const { s, setup } = begin(withGear(), 2, 1);
    refuses(s, 'cs.max', { carId: 'ann1', tracker: 'armour', max: 5 }, setup, /same for every car/);
    refuses(s, 'cs.max', { carId: 'ann1', tracker: 'kit', max: 5 }, setup, /same for every car/);
    refuses(s, 'cs.max', { carId: 'ann1', tracker: 'nope', max: 5 }, setup, /same for every car/);
    refuses(
      s,
      'cs.max',
      { carId: 'ann1', tracker: 'hull', max: -1 },
      setup,
      /Hull’s maximum must be a whole number from 0 to 999/,
    );
    refuses(s, 'cs.max', { carId: 'ann1', tracker: 'hull', max: 1000 }, setup, /from 0 to 999/);
    refuses(s, 'cs.max', { carId: 'zed', tracker: 'hull', max: 5 }, setup, /No such car/);
  });
});

describe('cs.condition: a named condition on or off', () => {
  it('turns it on and off, kept in the sheet’s order; on twice is on once', () => {
    const { s, setup } = HH();
    let t = apply(s, 'cs.condition', { carId: 'ann1', condition: 'wipeout', on: true }, setup);
    t = apply(t, 'cs.condition', { carId: 'ann1', condition: 'spun', on: true }, setup);
    t = apply(t, 'cs.condition', { carId: 'ann1', condition: 'spun', on: true }, setup);
    expect(car(t, 'ann1').conditions).toEqual(['spun', 'wipeout']);
    t = apply(t, 'cs.condition', { carId: 'ann1', condition: 'spun', on: false }, setup);
    expect(car(t, 'ann1').conditions).toEqual(['wipeout']);
    expect(
      car(apply(t, 'cs.condition', { carId: 'ann1', condition: 'fire', on: false }, setup), 'ann1').conditions,
    ).toEqual(['wipeout']);
  });

  it('refuses a condition the sheet does not have, and on that is not yes or no', () => {
    const { s, setup } = HH();
    refuses(s, 'cs.condition', { carId: 'ann1', condition: 'dizzy', on: true }, setup, /No such condition/);
    refuses(s, 'cs.condition', { carId: 'ann1', condition: 'spun', on: 'yes' }, setup, /yes or no/);
    refuses(s, 'cs.condition', { carId: 'ann1', condition: 'spun' }, setup, /yes or no/);
  });
});

describe('cs.resource: a player’s resource', () => {
  it('adds to the player’s own, clamped', () => {
    const { s, setup } = HH();
    const t = apply(s, 'cs.resource', { playerId: 'bo', resource: 'cans', by: 3 }, setup);
    expect(t.resources).toEqual({ ann: { cans: 0 }, bo: { cans: 3 } });
    expect(apply(t, 'cs.resource', { playerId: 'bo', resource: 'cans', by: -5 }, setup).resources.bo).toEqual({
      cans: 0,
    });
  });

  it('refuses an unknown player or resource and a change that is not a whole number', () => {
    const { s, setup } = HH();
    refuses(s, 'cs.resource', { playerId: 'cy', resource: 'cans', by: 1 }, setup, /No such player/);
    refuses(s, 'cs.resource', { playerId: 'ann', resource: 'votes', by: 1 }, setup, /No such resource/);
    refuses(s, 'cs.resource', { playerId: 'ann', resource: 'cans', by: 0.5 }, setup, /whole number/);
  });
});

describe('cs.out: the table takes a car out, or puts it back', () => {
  it('out with why, back in without', () => {
    const { s, setup } = HH();
    const out = apply(s, 'cs.out', { carId: 'ann2', out: true }, setup);
    expect(car(out, 'ann2')).toMatchObject({ out: true, outWhy: 'taken out by the table' });
    const back = apply(out, 'cs.out', { carId: 'ann2', out: false }, setup);
    expect(car(back, 'ann2')).toEqual(car(s, 'ann2'));
  });

  it('refuses an unknown car and out that is not yes or no', () => {
    const { s, setup } = HH();
    refuses(s, 'cs.out', { carId: 'ann9', out: true }, setup, /No such car/);
    refuses(s, 'cs.out', { carId: 'ann1', out: 1 }, setup, /yes or no/);
  });
});

describe('cs.move: a move of the sheet with its dice', () => {
  it('refuses a move the sheet does not have, a car out, a missing, out or own target', () => {
    const { s, setup } = HH();
    const out = apply(s, 'cs.out', { carId: 'bo2', out: true }, setup);
    const shot = (p: Payload) => ({ move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 6], ...p });
    refuses(out, 'cs.move', shot({ move: 'nitro' }), setup, /No such move/);
    refuses(out, 'cs.move', shot({ carId: 'bo2' }), setup, /That car is out of the game/);
    refuses(out, 'cs.move', shot({ targetId: undefined }), setup, /No such car/);
    refuses(out, 'cs.move', shot({ targetId: 'bo2' }), setup, /The target is out of the game/);
    refuses(out, 'cs.move', shot({ targetId: 'ann1' }), setup, /cannot target itself/);
    refuses(out, 'cs.move', shot({ carId: 'cy1' }), setup, /No such car/);
  });

  it('refuses dice that are not the pool: too few, too many, not a list, a face off the die', () => {
    const { s, setup } = HH();
    const shot = (faces: unknown) => ({ move: 'shoot', carId: 'ann1', targetId: 'bo1', faces });
    refuses(s, 'cs.move', shot([6]), setup, /Shoot rolls 2 dice/);
    refuses(s, 'cs.move', shot([6, 6, 6]), setup, /Shoot rolls 2 dice/);
    refuses(s, 'cs.move', shot('66'), setup, /Shoot rolls 2 dice/);
    refuses(s, 'cs.move', shot([6, 7]), setup, /A 6-sided die shows 1 to 6; got 7/);
    refuses(s, 'cs.move', shot([6, JSON.parse('{"toString":1}')]), setup, /A 6-sided die shows 1 to 6/);
    refuses(s, 'cs.move', { move: 'skid', carId: 'ann1', faces: [1, 7] }, setup, /A 6-sided die/);
  });

  it('refuses a move whose pool reads a tracker at 0 (no dice to roll)', () => {
    const { s, setup } = HH();
    const unarmed = apply(s, 'cs.track', { carId: 'ann1', tracker: 'guns', to: 0 }, setup);
    refuses(
      unarmed,
      'cs.move',
      { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [] },
      setup,
      /Shoot has no dice/,
    );
  });

  it('refuses every move once the game is over, but a correction still applies', () => {
    const { s, setup } = begin(starter('hull-and-hazards'), 2, 1);
    const over = apply(s, 'cs.track', { carId: 'bo1', tracker: 'hull', to: 0 }, setup);
    expect(custom.outcome!(over)).toEqual({ winnerIds: ['ann'] });
    refuses(over, 'cs.move', { move: 'skid', carId: 'ann1', faces: [4, 4] }, setup, /No more moves: the game is over/);
    refuses(over, 'cs.next', {}, setup, /No more turns: the game is over/);
    const back = apply(over, 'cs.out', { carId: 'bo1', out: false }, setup);
    expect(custom.outcome!(back)).toBeNull();
  });
});

describe('every command: a payload that is not an object, an unknown type, a sheet that cannot be played', () => {
  it('refuses a payload that is not an object and a type it does not know', () => {
    const { s, setup } = HH();
    for (const p of [null, undefined, 7, 'x', [1]]) refuses(s, 'cs.track', p, setup, /must be an object/);
    refuses(s, 'cs.explode', {}, setup, /Unknown command "cs.explode"/);
    expect(custom.handles('cs.explode')).toBe(true);
    expect(custom.handles('rw.buy')).toBe(false);
  });

  it('a game whose sheet cannot be played cannot start, with the problems in words', () => {
    const bad = starter('hull-and-hazards');
    bad.moves[0]!.die = 'd7';
    const setup = table(bad);
    expect(() => initCs(setup)).toThrow(
      /This game’s sheet cannot be played: Moves › Shoot: It rolls a die the sheet does not have/,
    );
    expect(() => sheetOf({ ...setup, sheet: undefined })).toThrow(/not a game sheet/);
    expect(custom.checkSetup!(setup)).toMatch(/^The game sheet cannot be played: Moves › Shoot: It rolls a die/);
    expect(custom.checkSetup!({ ...setup, sheet: 'nonsense' })).toBe(
      'The game sheet cannot be played: This is not a game sheet (not JSON).',
    );
    expect(custom.checkSetup!({ ...setup, sheet: { ...starter('blank'), v: 3 } })).toMatch(/newer Pitwall/);
    expect(custom.checkSetup!(table(starter('lap-race')))).toBeNull();
  });

  it('the state keeps the sheet as read, a copy of the setup’s: changing the setup’s sheet later changes no state', () => {
    const sh = starter('hull-and-hazards');
    const setup = table(sh, 2, 1);
    const s = initCs(setup);
    sh.trackers[0]!.start = 9;
    sh.moves.length = 0;
    expect(s.sheet.moves).toHaveLength(3);
    expect(car(s, 'ann1').values.hull).toBe(4);
    const after = reduceCs(
      s,
      { type: 'cs.move', payload: { move: 'ram', carId: 'ann1', targetId: 'bo1', faces: [5] }, at: 1 },
      setup,
    );
    expect(car(after, 'bo1').values.hull).toBe(2);
  });

  it('never writes to the state it is given (the whole state frozen)', () => {
    const { s, setup } = begin(withGear(), 2, 2);
    deepFreeze(s);
    const steps: [string, Payload][] = [
      ['cs.track', { carId: 'ann1', tracker: 'hull', by: -4 }],
      ['cs.max', { carId: 'ann1', tracker: 'hull', max: 2 }],
      ['cs.condition', { carId: 'ann1', condition: 'spun', on: true }],
      ['cs.resource', { playerId: 'ann', resource: 'cans', by: 2 }],
      ['cs.out', { carId: 'ann1', out: true }],
      ['cs.move', { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 6] }],
      ['cs.move', { move: 'skid', carId: 'ann1', faces: [1, 2] }],
      ['cs.next', {}],
      ['cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Mines' }],
    ];
    for (const [type, payload] of steps) expect(() => apply(s, type, payload, setup), type).not.toThrow();
  });
});

describe('turns on a sheet with no by-stat order start at once', () => {
  it('a blank sheet plays: round 1, the first player on turn', () => {
    const setup = table(sheetWith({}), 3, 0);
    const s = initCs(setup);
    expect(s.turn).toEqual({ round: 1, order: ['ann', 'bo', 'cy'], at: 0 });
  });
});
