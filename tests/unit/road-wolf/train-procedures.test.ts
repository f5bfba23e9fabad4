// B12.10 DERAILED: the guided sheets for a fight aboard the train and for the train
// hitting a vehicle (mission-procedures.ts), with fixed dice: what they ask, what they work out,
// the command they preview, and what applying it does.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import type { Answers, Outcome, Question } from '../../../src/rules/core/procedure';
import { trainFightProcedure, trainRamProcedure } from '../../../src/rules/road-wolf/mission-procedures';
import { groupActionsLeft, groupsIn, trainSticks } from '../../../src/rules/road-wolf/missions/derailed';
import type { RwState } from '../../../src/rules/road-wolf/model';
import type { RwCommand, RwProcedure } from '../../../src/rules/road-wolf/procedures';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { apply, car, type Loadout, makeSetup, type Payload, refused, tokenOf } from './helpers';

const setup: Setup = makeSetup(2, 2);
const ctx = { setup };

/** Derailed, forces locked, P1 to play. Each side: a Convertible with a Brawler and a Coupe. */
function play(extra: Partial<Record<string, Loadout['tokens']>> = {}): RwState {
  let s = apply(initialState(setup), 'rw.config', { pointsValue: 6 }, setup);
  s = apply(s, 'rw.mission', { missionId: 'DERAILED' }, setup);
  for (const [carId, typeId] of [
    ['P1c1', 'convertible'],
    ['P1c2', 'coupe'],
    ['P2c1', 'convertible'],
    ['P2c2', 'coupe'],
  ])
    s = apply(s, 'rw.buy', { carId, typeId }, setup);
  s = apply(s, 'rw.buyToken', { playerId: 'P1', kind: 'BRAWLER', carId: 'P1c1' }, setup);
  s = apply(s, 'rw.buyToken', { playerId: 'P2', kind: 'BRAWLER', carId: 'P2c1' }, setup);
  for (const [carId, tokens] of Object.entries(extra))
    for (const [kind, where] of tokens ?? [])
      s = apply(
        s,
        'rw.buyToken',
        { playerId: carId.slice(0, 2), kind, carId, ...(where ? { place: where } : {}) },
        setup,
      );
  s = apply(s, 'rw.lockForces', {}, setup);
  return apply(s, 'rw.initiative', { passes: [{ P1: [6, 6], P2: [1, 1] }], first: 'P1' }, setup);
}

/** P1's Brawler has boarded the front gondola from the Convertible (still P1's turn). */
function boarded(s = play()): RwState {
  return apply(s, 'rw.board', { carId: 'P1c1', to: 'GONDOLA_1', tokenIds: [tokenOf(s, 'P1c1', 'BRAWLER')] }, setup);
}

const ids = (qs: Question[]) => qs.map((q) => q.id);
const question = (qs: Question[], id: string) => {
  const q = qs.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};
/** Applies what Apply would record: the outcome's one command. */
const applied = (s: RwState, out: Outcome<RwCommand>) =>
  apply(s, out.command.type, out.command.payload as Payload, setup);
function outcome(p: RwProcedure, s: RwState, a: Answers) {
  const out = p.resolve(s, ctx, a);
  if ('error' in out) throw new Error(out.error);
  return out;
}

describe('B12.10 the fight-on-the-train sheet', () => {
  it('R-45 R-47 B12.10 from a crew group: the attacker is known and not asked; only cars in reach, the engine’s own crew named; melee by default; dice from the tracked crew, no reroll asked', () => {
    const s = boarded();
    const from = { from: 'GONDOLA_1:P1' };
    const first = trainFightProcedure.ask(s, ctx, from);
    expect(ids(first)).toEqual(['target', 'mode']); // no 'from', no dice until a target is named
    expect(question(first, 'target')).toMatchObject({
      kind: 'choice',
      label: 'Which crew group?',
      options: [{ value: 'ENGINE:NEUTRAL', label: 'The engine’s own crew in the engine' }],
    });
    expect(question(first, 'mode')).toMatchObject({
      kind: 'choice',
      label: 'How?',
      options: [{ value: 'MELEE', label: 'Melee' }],
      default: 'MELEE',
    });
    const qs = trainFightProcedure.ask(s, ctx, { ...from, target: 'ENGINE:NEUTRAL' });
    expect(ids(qs)).toEqual(['target', 'mode', 'att', 'def']);
    // 1 crew + its Brawler = 2 dice; 2 neutral crew + the engine's Closed die = 3.
    expect(question(qs, 'att')).toMatchObject({
      kind: 'dice',
      label: 'The attackers',
      count: 2,
      sides: 6,
      roller: 'Player 1',
    });
    expect(question(qs, 'def')).toMatchObject({
      kind: 'dice',
      label: 'The defenders',
      count: 3,
      sides: 6,
      roller: 'The engine’s own crew',
    });
  });

  it('R-45 R-47 B12.10 a fight won (6 6 against 5 1 1): the melee payload, overkill 2; applied, the engine is cleared and the group has 1 action left', () => {
    const s = boarded();
    const out = outcome(trainFightProcedure, s, {
      from: 'GONDOLA_1:P1',
      target: 'ENGINE:NEUTRAL',
      att: [6, 6],
      def: [5, 1, 1],
    });
    expect(out.command).toEqual({
      type: 'rw.trainFight',
      payload: {
        mode: 'MELEE',
        from: { car: 'GONDOLA_1', playerId: 'P1' },
        target: { car: 'ENGINE', playerId: 'NEUTRAL' },
        attack: [6, 6],
        defence: [5, 1, 1],
        result: { winner: 'ATTACKER', overkill: 2 },
      },
    });
    expect(out.summary).toBe('The attackers win, 2 crew lost');
    expect(out.reasons.slice(0, 2)).toEqual([
      'Aboard the train nobody rerolls; a gondola defends like an Open vehicle, the engine like a Closed one [R-47].',
      '6 beats 5 at the first die: the attacking crew wins, overkill 2.',
    ]);
    const after = applied(s, out);
    expect(groupsIn(after, 'ENGINE')).toEqual({});
    expect(groupActionsLeft(after, 'GONDOLA_1', 'P1')).toBe(1);
  });

  it('R-45 R-47 B12.10 a fight lost (1 1 against 6 1 1): the defenders’ overkill kills the attacking group, which simply ends; the engine’s crew stay', () => {
    const s = boarded();
    const out = outcome(trainFightProcedure, s, {
      from: 'GONDOLA_1:P1',
      target: 'ENGINE:NEUTRAL',
      att: [1, 1],
      def: [6, 1, 1],
    });
    expect(out.command.payload).toMatchObject({
      mode: 'MELEE',
      attack: [1, 1],
      defence: [6, 1, 1],
      result: { winner: 'DEFENDER', overkill: 1 },
    });
    expect(out.summary).toBe('The defenders win, 1 crew lost');
    const after = applied(s, out);
    expect(groupsIn(after, 'GONDOLA_1')).toEqual({});
    expect(groupsIn(after, 'ENGINE')).toEqual({ NEUTRAL: 2 });
    // A win decided past the first die has no overkill: nobody is lost.
    const even = outcome(trainFightProcedure, s, {
      from: 'GONDOLA_1:P1',
      target: 'ENGINE:NEUTRAL',
      att: [4, 4],
      def: [4, 4, 1],
    });
    expect(even.command.payload).toMatchObject({ result: { winner: 'DEFENDER', overkill: 0 } });
    expect(even.summary).toBe('The defenders win');
    expect(groupsIn(applied(s, even), 'GONDOLA_1')).toEqual({ P1: 1 });
  });

  it('R-47 from a road vehicle: only gondola groups are offered (never the engine’s), its crew melee, and a gondola group defends like an Open vehicle', () => {
    const s = apply(boarded(), 'rw.endTurn', {}, setup); // P2's turn
    const first = trainFightProcedure.ask(s, ctx, { from: 'car:P2c1' });
    expect(question(first, 'target')).toMatchObject({
      options: [{ value: 'GONDOLA_1:P1', label: 'Player 1 in the front gondola' }],
    });
    const qs = trainFightProcedure.ask(s, ctx, { from: 'car:P2c1', target: 'GONDOLA_1:P1' });
    // Driver + Brawler + the Brawler's extra die = 3; 1 crew, Open: 1.
    expect(question(qs, 'att')).toMatchObject({ count: 3, roller: 'Player 2' });
    expect(question(qs, 'def')).toMatchObject({ count: 1, roller: 'Player 1' });
    const out = outcome(trainFightProcedure, s, { from: 'car:P2c1', target: 'GONDOLA_1:P1', att: [6, 2, 2], def: [5] });
    expect(out.command.payload).toMatchObject({
      mode: 'MELEE',
      from: { carId: 'P2c1' },
      target: { car: 'GONDOLA_1', playerId: 'P1' },
      result: { winner: 'ATTACKER', overkill: 1 },
    });
    const after = applied(s, out);
    expect(groupsIn(after, 'GONDOLA_1')).toEqual({});
    expect(car(after, 'P2c1').turn.actionsLeft).toBe(1);
  });

  it('R-47 R-8 only weapons the table has seen are offered (issue 9); a shot at a gondola group defends with 1 die', () => {
    let s = apply(boarded(play({ P2c2: [['SHOTGUN']] })), 'rw.endTurn', {}, setup);
    const gun = tokenOf(s, 'P2c2', 'SHOTGUN');
    expect(question(trainFightProcedure.ask(s, ctx, { from: 'car:P2c2' }), 'mode')).toMatchObject({
      options: [{ value: 'MELEE', label: 'Melee' }],
    });
    s = apply(s, 'rw.reveal', { tokenIds: [gun] }, setup);
    expect(question(trainFightProcedure.ask(s, ctx, { from: 'car:P2c2' }), 'mode')).toMatchObject({
      options: [
        { value: 'MELEE', label: 'Melee' },
        { value: 'SHOOT:SHOTGUN', label: 'Shoot: Shotgun' },
      ],
    });
    const a = { from: 'car:P2c2', target: 'GONDOLA_1:P1', mode: 'SHOOT:SHOTGUN' };
    const qs = trainFightProcedure.ask(s, ctx, a);
    expect(question(qs, 'att')).toMatchObject({ count: 2 });
    expect(question(qs, 'def')).toMatchObject({ count: 1 });
    const out = outcome(trainFightProcedure, s, { ...a, att: [5, 2], def: [4] });
    expect(out.command.payload).toEqual({
      mode: 'SHOOT',
      from: { carId: 'P2c2' },
      target: { car: 'GONDOLA_1', playerId: 'P1' },
      weapon: 'SHOTGUN',
      attack: [5, 2],
      defence: [4],
      result: { winner: 'ATTACKER', overkill: 1 },
    });
    expect(out.summary).toBe('The attackers win, 1 crew lost');
    const after = applied(s, out);
    expect(groupsIn(after, 'GONDOLA_1')).toEqual({});
    expect(after.tokens[gun]?.loc).toEqual({ at: 'DISCARDED' }); // it took out a crew
  });

  it('B12.10 R-47 refused: dice still missing, or a Closed vehicle starting a melee (the reducer’s reason, nothing recorded)', () => {
    const s = boarded();
    const missing = trainFightProcedure.resolve(s, ctx, { from: 'GONDOLA_1:P1', target: 'ENGINE:NEUTRAL', att: [6] });
    expect(missing).toEqual({ error: expect.stringMatching(/^Still needed: The attackers/) }); // 1 face where 2 are due
    const p2 = apply(s, 'rw.endTurn', {}, setup);
    expect(
      trainFightProcedure.resolve(p2, ctx, { from: 'car:P2c2', target: 'GONDOLA_1:P1', att: [6], def: [1] }),
    ).toEqual({ error: 'Closed vehicles cannot start a melee.' });
    refused(
      p2,
      'rw.trainFight',
      {
        mode: 'MELEE',
        from: { carId: 'P2c2' },
        target: { car: 'GONDOLA_1', playerId: 'P1' },
        attack: [6],
        defence: [1],
      },
      setup,
      /Closed vehicles/,
    );
  });
});

describe('B12.10 the train-hits-a-vehicle sheet', () => {
  it('B12.10 B5.3 the vehicle is known and not asked; the front rams with 6 dice then throws (D6), the side with 3 and no throw; the vehicle defends with its remaining hits', () => {
    const s = play();
    const first = trainRamProcedure.ask(s, ctx, { car: 'P2c2' });
    expect(ids(first)).toEqual(['where']);
    expect(question(first, 'where')).toMatchObject({
      label: 'What hit Car P2.2?',
      options: [
        { value: 'FRONT', label: 'The train’s front (6 dice)' },
        { value: 'SIDE', label: 'It ran into the side (3 dice)' },
      ],
    });
    const front = trainRamProcedure.ask(s, ctx, { car: 'P2c2', where: 'FRONT' });
    expect(ids(front)).toEqual(['where', 'att', 'def', 'thrown']);
    expect(question(front, 'att')).toMatchObject({ label: 'The train', count: 6, roller: 'anyone' });
    expect(question(front, 'def')).toMatchObject({ label: 'Car P2.2 defends', count: 2, roller: 'Player 2' });
    expect(question(front, 'thrown')).toMatchObject({
      label: 'Thrown toward (D6, doubled for the clock)',
      count: 1,
      sides: 6,
    });
    const side = trainRamProcedure.ask(s, ctx, { car: 'P2c2', where: 'SIDE' });
    expect(ids(side)).toEqual(['where', 'att', 'def']);
    expect(question(side, 'att')).toMatchObject({ count: 3 });
  });

  it('B12.10 B8.1 the train’s front wins (6 6 1 1 1 1 against 5 1, thrown 4): damage, and the wreck moves 1 stick toward 8 o’clock', () => {
    const s = play();
    const out = outcome(trainRamProcedure, s, {
      car: 'P2c2',
      where: 'FRONT',
      att: [6, 6, 1, 1, 1, 1],
      def: [5, 1],
      thrown: [4],
    });
    expect(out.command).toEqual({
      type: 'rw.trainRam',
      payload: {
        carId: 'P2c2',
        where: 'FRONT',
        attack: [6, 6, 1, 1, 1, 1],
        defence: [5, 1],
        thrown: 4,
        result: { winner: 'ATTACKER', overkill: 2 },
      },
    });
    expect(out.summary).toBe('The train wins, overkill 2');
    expect(out.reasons).toContain(
      'On the table: move Car P2.2 (or its wreck) 1 stick toward 8 o’clock (back and to the left).',
    );
    expect(out.reasons).not.toContain('The train is slowed: move it 1 stick back.');
    const after = applied(s, out);
    expect(car(after, 'P2c2').destroyed).toBe(true);
    expect(trainSticks(after)).toBe(1);
  });

  it('B12.10 B8.1 R-45 the vehicle wins with overkill (side: 2 1 1 against 5 1): the train is slowed 1 stick; a win without overkill does not slow it', () => {
    const s = play();
    const out = outcome(trainRamProcedure, s, { car: 'P2c2', where: 'SIDE', att: [2, 1, 1], def: [5, 1] });
    expect(out.command).toEqual({
      type: 'rw.trainRam',
      payload: {
        carId: 'P2c2',
        where: 'SIDE',
        attack: [2, 1, 1],
        defence: [5, 1],
        result: { winner: 'DEFENDER', overkill: 1 },
      },
    });
    expect(out.summary).toBe('Car P2.2 holds');
    expect(out.reasons).toContain('The train is slowed: move it 1 stick back.');
    expect(out.reasons.some((r) => r.startsWith('On the table: move'))).toBe(false); // only the front throws
    const after = applied(s, out);
    expect(trainSticks(after)).toBe(0);
    expect(car(after, 'P2c2').damage).toBe(0);
    const narrow = outcome(trainRamProcedure, s, { car: 'P2c2', where: 'SIDE', att: [5, 1, 1], def: [5, 2] });
    expect(narrow.command.payload).toMatchObject({ result: { winner: 'DEFENDER', overkill: 0 } });
    expect(narrow.reasons).not.toContain('The train is slowed: move it 1 stick back.');
    expect(trainSticks(applied(s, narrow))).toBe(1);
  });

  it('B12.10 refused: no vehicle, the throw still missing, a wreck hit again', () => {
    const s = play();
    expect(trainRamProcedure.ask(s, ctx, {})).toEqual([]);
    expect(trainRamProcedure.resolve(s, ctx, { car: 'nobody', where: 'SIDE', att: [1, 1, 1], def: [1, 1] })).toEqual({
      error: 'Pick the vehicle.',
    });
    expect(
      trainRamProcedure.resolve(s, ctx, { car: 'P2c2', where: 'FRONT', att: [6, 6, 6, 6, 6, 6], def: [1, 1] }),
    ).toEqual({ error: expect.stringMatching(/^Still needed: Thrown toward/) });
    const wrecked = apply(
      s,
      'rw.trainRam',
      { carId: 'P2c2', where: 'FRONT', attack: [6, 6, 1, 1, 1, 1], defence: [5, 1], thrown: 4 },
      setup,
    );
    expect(
      trainRamProcedure.resolve(wrecked, ctx, { car: 'P2c2', where: 'SIDE', att: [1, 1, 1], def: [1, 1] }),
    ).toEqual({ error: 'The train hits vehicles on the board.' });
  });
});

describe('B12.10 the train sheets: what a lost shot costs, and the Veteran defending', () => {
  it('R-32 B8.3 a Shotgun shot the defenders win (2 1 against 6) removes nobody: the sheet says nothing happens and the Shotgun stays aboard, fired for the turn', () => {
    let s = apply(boarded(play({ P2c2: [['SHOTGUN']] })), 'rw.endTurn', {}, setup);
    const gun = tokenOf(s, 'P2c2', 'SHOTGUN');
    s = apply(s, 'rw.reveal', { tokenIds: [gun] }, setup);
    const out = outcome(trainFightProcedure, s, {
      from: 'car:P2c2',
      target: 'GONDOLA_1:P1',
      mode: 'SHOOT:SHOTGUN',
      att: [2, 1],
      def: [6],
    });
    expect(out.command.payload).toMatchObject({ mode: 'SHOOT', result: { winner: 'DEFENDER', overkill: 1 } });
    expect(out.summary).toBe('The defenders win: nothing happens');
    const after = applied(s, out);
    expect(after.tokens[gun]?.loc).toEqual(s.tokens[gun]?.loc); // not discarded
    expect(car(after, 'P2c2').turn.shotgunsFired).toEqual([gun]);
    expect(Object.keys(groupsIn(after, 'GONDOLA_1'))).toEqual(['P1']);
    expect(car(after, 'P2c2').passengers).toEqual(car(s, 'P2c2').passengers);
  });

  it('R-10 B12.10 the vehicle the train hits may use its Veteran’s reroll on defence (the train never rerolls): asked once its dice are in, recorded, and the Veteran shown', () => {
    const s = play({ P2c2: [['VETERAN', 'SEAT']] });
    const vet = tokenOf(s, 'P2c2', 'VETERAN');
    expect(car(s, 'P2c2').driverSeat).toBe(vet);
    const base = { car: 'P2c2', where: 'SIDE', att: [4, 1, 1], def: [3, 1] };
    const qs = trainRamProcedure.ask(s, ctx, base);
    expect(ids(qs)).toEqual(['where', 'att', 'def', 'def.reroll']);
    expect(question(qs, 'def.reroll')).toMatchObject({ label: 'Car P2.2 defends: Veteran reroll?', default: 'none' });
    expect(ids(trainRamProcedure.ask(s, ctx, { ...base, 'def.reroll': '1' }))).toEqual([
      'where',
      'att',
      'def',
      'def.reroll',
      'def.new',
    ]);
    const kept = outcome(trainRamProcedure, s, base);
    expect(kept.command.payload).toMatchObject({ defence: [3, 1], result: { winner: 'ATTACKER' } });
    const out = outcome(trainRamProcedure, s, { ...base, 'def.reroll': '1', 'def.new': [6] });
    expect(out.command.payload).toEqual({
      carId: 'P2c2',
      where: 'SIDE',
      attack: [4, 1, 1],
      defence: [3, 1],
      defenceReroll: { index: 1, newFace: 6 },
      result: { winner: 'DEFENDER', overkill: 1 },
    });
    expect(out.summary).toBe('Car P2.2 holds');
    const after = applied(s, out);
    expect(after.tokens[vet]?.revealed).toBe(true);
    expect(trainSticks(after)).toBe(0); // held with overkill: the train is slowed
  });
});
