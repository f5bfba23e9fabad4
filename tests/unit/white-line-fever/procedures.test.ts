import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { type Answers, answerPick, type Outcome, type Question } from '../../../src/rules/core/procedure';
import { reduceWlf } from '../../../src/rules/white-line-fever/commands';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import {
  blastCandidates,
  checkProcedure,
  collisionProcedure,
  deploymentProcedure,
  fireProcedure,
  fireTargets,
  firstDriverProcedure,
  placementOrderProcedure,
  type WlfCommand,
  type WlfProcedure,
} from '../../../src/rules/white-line-fever/procedures';
import { initialState } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, carOf, makeSetup, moves, playToPlay, spendAll, winPass } from './helpers';

const ids = (qs: Question[]) => qs.map((q) => q.id);

function ok(r: Outcome<WlfCommand> | { error: string }): Outcome<WlfCommand> {
  if ('error' in r) throw new Error(`expected an outcome, got error: ${r.error}`);
  return r;
}

function err(r: Outcome<WlfCommand> | { error: string }): string {
  expect(r).toHaveProperty('error');
  return (r as { error: string }).error;
}

/** Resolves, checks there is exactly one command, and applies it with the reducer. */
function resolveAndApply(
  p: WlfProcedure,
  s: WlfState,
  setup: Setup,
  a: Answers,
): { out: Outcome<WlfCommand>; next: WlfState } {
  const out = ok(p.resolve(s, { setup }, a));
  expect(out.command).toMatchObject({ type: expect.any(String) }); // one command (issue 10)
  const cmd = out.command as WlfCommand;
  return { out, next: reduceWlf(s, { ...cmd, at: 1 }, setup) };
}

function flip(s: WlfState, id: string): WlfState {
  return { ...s, cars: { ...s.cars, [id]: { ...carOf(s, id), flipped: true } } };
}

/** The outcome-choice options of a fire sheet, as "Result: what it takes". */
function choices(s: WlfState, a: Answers): string[] {
  const q = fireProcedure.ask(s, { setup: makeSetup(3, 2) }, a).find((x) => x.kind === 'outcome-choice') as
    | Extract<Question, { kind: 'outcome-choice' }>
    | undefined;
  return q ? q.options.map((o) => `${o.result}: ${o.takes}`) : [];
}

/** The answers after tapping the option whose text starts with `text` (as the sheet would). */
function pick(s: WlfState, a: Answers, text: string): Answers {
  const q = fireProcedure.ask(s, { setup: makeSetup(3, 2) }, a).find((x) => x.kind === 'outcome-choice') as Extract<
    Question,
    { kind: 'outcome-choice' }
  >;
  const o = q.options.find((x) => `${x.result}: ${x.takes}`.startsWith(text));
  if (!o) throw new Error(`no option ${text} in ${q.options.map((x) => `${x.result}: ${x.takes}`).join(' | ')}`);
  return { ...a, ...answerPick(q, o.value) };
}

describe('A4.8 fireProcedure', () => {
  const setup = makeSetup(3, 2);
  const ctx = { setup };
  const base = () =>
    moves(begin(playToPlay(setup, { speeds: { P1c1: 4, P2c1: 6, P3c1: 3 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');

  it('A4.8 asks the target, its facts and the roll; targets exclude the active car', () => {
    const s = base();
    const qs = fireProcedure.ask(s, ctx, {});
    expect(ids(qs)).toEqual(['target', 'raw']);
    // Issue 41 (W-8 declared facts): once the target is known, short range and back shot are asked
    // for that target, "Neither" until the table says otherwise; one tap declares either or both.
    const withTarget = fireProcedure.ask(s, ctx, { target: 'P3c1' });
    expect(ids(withTarget)).toEqual(['target', 'facts.P3c1', 'raw']);
    expect(withTarget[1]).toMatchObject({
      kind: 'choice',
      default: 'none',
      options: [{ label: 'Neither' }, { label: 'Short range' }, { label: 'Back shot' }, { label: 'Both' }],
    });
    expect(fireTargets(s)).toEqual(['P1c2', 'P2c1', 'P2c2', 'P3c1', 'P3c2']);
    expect((qs[0] as Extract<Question, { kind: 'car' }>).carIds).toEqual(fireTargets(s));
  });

  it('W-8 after the roll, every result the declared facts reach side by side with what it takes, none preselected', () => {
    const s = base();
    // D8 2 at a speed-3 target, both declared: 2 misses, 3 flips, 4 spins; -1 steps only reach more misses.
    const both = { target: 'P3c1', raw: [2], 'facts.P3c1': 'both' };
    const qs = fireProcedure.ask(s, ctx, both);
    expect(ids(qs)).toEqual(['target', 'facts.P3c1', 'raw', 'pick']);
    expect(qs[3]).not.toHaveProperty('default');
    expect(choices(s, both)).toEqual([
      'Miss: as rolled (2)',
      'Flip Over: +1 back shot (3)', // one way to each result: either fact is declared
      'Spin Out: +1 short range, +1 back shot (4)',
    ]);
    expect(err(fireProcedure.resolve(s, ctx, both))).toMatch(/Still needed: Which result/);
    // Issue 41: only what the declared facts reach: a back shot alone offers no short range, and
    // with neither declared the roll stands (no "Destroy +1 short range" to pick without asking).
    expect(choices(s, { ...both, 'facts.P3c1': 'back' })).toEqual([
      'Miss: as rolled (2)',
      'Flip Over: +1 back shot (3)',
    ]);
    expect(choices(s, { target: 'P3c1', raw: [2] })).toEqual([]);
    expect(choices(s, { target: 'P2c1', raw: [6] })).toEqual([]);
    expect(ok(fireProcedure.resolve(s, ctx, { target: 'P2c1', raw: [6] })).command.payload).toMatchObject({
      shortRange: false,
      backShot: false,
      final: 6,
      outcome: 'FLIP_OVER',
    });
  });

  it('W-8 the facts are kept per target while the sheet is open: back to a target, its facts are as declared', () => {
    const s = base();
    const a = { target: 'P3c1', raw: [2], 'facts.P3c1': 'short' };
    // Another target asks its own facts, from "Neither"…
    expect(choices(s, { ...a, target: 'P2c1', raw: [6] })).toEqual([]);
    // …and back on the first, short range is still declared: nothing to tap again.
    expect(choices(s, a)).toEqual(['Miss: as rolled (2)', 'Flip Over: +1 short range (3)']);
  });

  it('W-8 a pick records exactly the highlighted result, with the facts it asserts', () => {
    const s = base();
    const a = pick(s, { target: 'P3c1', raw: [2], 'facts.P3c1': 'both' }, 'Spin Out');
    const { out, next } = resolveAndApply(fireProcedure, s, setup, a);
    expect(out.summary).toBe('Spin Out: Car P3.1');
    expect(out.command.payload).toMatchObject({
      raw: 2,
      shortRange: true,
      backShot: true,
      adjust: { SHORT_RANGE: 1, BACK_SHOT: 1 },
      final: 4,
      outcome: 'SPIN_OUT',
    });
    expect(out.reasons[0]).toBe('D8 2 +1 short range +1 back shot = 4; Car P3.1 is at speed 3.');
    expect(carOf(next, 'P3c1').speed).toBe(2);
    // A back shot alone declared: the flip takes only the back shot.
    const flipBack = ok(
      fireProcedure.resolve(
        s,
        ctx,
        pick(s, { target: 'P3c1', raw: [2], 'facts.P3c1': 'back' }, 'Flip Over: +1 back shot'),
      ),
    );
    expect(flipBack.command.payload).toMatchObject({
      shortRange: false,
      backShot: true,
      adjust: { BACK_SHOT: 1 },
      final: 3,
      outcome: 'FLIP_OVER',
    });
  });

  it('W-8 a pick from before a changed roll no longer counts: the choice is asked again', () => {
    const s = base();
    const a = pick(s, { target: 'P3c1', raw: [2], 'facts.P3c1': 'both' }, 'Flip Over');
    expect(err(fireProcedure.resolve(s, ctx, { ...a, raw: [5] }))).toMatch(/Still needed: Which result/);
    // Declared facts recorded as declared, even when the pick leaves them unused (the log's "Facts:").
    const unused = ok(fireProcedure.resolve(s, ctx, pick(s, { ...a, raw: [5] }, 'Spin Out: as rolled')));
    expect(unused.command.payload).toMatchObject({
      shortRange: true,
      backShot: true,
      adjust: { SHORT_RANGE: 0, BACK_SHOT: 0 },
    });
  });

  it('W-8 when no modifier can change the result, nothing is asked and the roll stands', () => {
    const s = base();
    // D8 1 at a speed-6 target: 0..3 all miss.
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c1', raw: [1], 'facts.P2c1': 'both' }))).toEqual([
      'target',
      'facts.P2c1',
      'raw',
    ]);
    const { out } = resolveAndApply(fireProcedure, s, setup, { target: 'P2c1', raw: [1] });
    expect(out.command.payload).toMatchObject({
      raw: 1,
      shortRange: false,
      backShot: false,
      adjust: {},
      final: 1,
      outcome: 'MISS',
    });
    expect(out.reasons[0]).toBe('D8 1; Car P2.1 is at speed 6.');
  });

  it('W-8 HELPLESS comes with a flipped target and asserts no fact', () => {
    const s = flip(base(), 'P3c1');
    // Flipped at speed 3: 3 flips (destroys, already flipped), Helpless -1 alone reaches a miss.
    const opts = choices(s, { target: 'P3c1', raw: [3] });
    expect(opts).toContain('Miss: −1 helpless (2)');
    expect(opts).not.toContain('Miss: −1 short range (2)');
    const a = pick(s, { target: 'P3c1', raw: [3] }, 'Miss: −1 helpless');
    const { out } = resolveAndApply(fireProcedure, s, setup, a);
    expect(out.command.payload).toMatchObject({
      shortRange: false,
      backShot: false,
      adjust: { HELPLESS: -1 },
      final: 2,
      outcome: 'MISS',
    });
    expect(out.reasons).toContain('Careful: another choice would hit.');
  });

  it('W-10 blast questions appear only for a picked EXPLODE, one D8 per chosen car', () => {
    const s = base();
    const a = pick(s, { target: 'P2c1', raw: [8], 'facts.P2c1': 'short' }, 'Explode: +1 short range');
    const qs = fireProcedure.ask(s, ctx, a);
    expect(ids(qs)).toContain('blast');
    expect((qs.find((q) => q.id === 'blast') as Extract<Question, { kind: 'cars' }>).carIds).toEqual([
      'P1c1',
      'P1c2',
      'P2c2',
      'P3c1',
      'P3c2',
    ]);
    expect(ids(fireProcedure.ask(s, ctx, { ...a, blast: ['P3c1', 'P1c1'] })).slice(-2)).toEqual([
      'blast.P3c1',
      'blast.P1c1',
    ]);
    // Destroy as rolled instead: no blast.
    expect(
      ids(
        fireProcedure.ask(s, ctx, pick(s, { target: 'P2c1', raw: [8], 'facts.P2c1': 'short' }, 'Destroy: as rolled')),
      ),
    ).not.toContain('blast');
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c1', raw: [8] }))).not.toContain('blast');
  });

  it('W-10 with blastIncludesShooter=false the shooter is not a blast candidate', () => {
    const setup2 = makeSetup(2, 2, { blastIncludesShooter: false });
    const s = moves(begin(playToPlay(setup2, { firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');
    expect(blastCandidates(s, 'P2c1')).toEqual(['P1c2', 'P2c2']);
  });

  it('A4.8 resolve returns an error until the answers are complete', () => {
    const s = base();
    expect(err(fireProcedure.resolve(s, ctx, {}))).toMatch(/Still needed: Target/);
    expect(err(fireProcedure.resolve(s, ctx, { target: 'P2c1' }))).toMatch(/Still needed: Fire roll/);
    // an explosion with no blast list means nobody was within 3" (the "which cars?" question defaults to none)
    const a = pick(s, { target: 'P2c1', raw: [8], 'facts.P2c1': 'short' }, 'Explode: +1 short range');
    const none = ok(fireProcedure.resolve(s, ctx, a));
    expect((none.command.payload as { blast: unknown[] }).blast).toEqual([]);
    // but every car named in the blast needs its D8
    expect(err(fireProcedure.resolve(s, ctx, { ...a, blast: ['P3c1'] }))).toMatch(/Blast on Car P3.1/);
  });

  it('A4.8 resolve refuses when the driver cannot fire', () => {
    const s = begin(playToPlay(setup, { firstDriver: 'P1' }), 'P1c1');
    expect(err(fireProcedure.resolve(s, ctx, { target: 'P2c1', raw: [5] }))).toMatch(/after at least one maneuver/);
  });

  it('A4.8 one command whose application matches the reasons: "D8 6 +1 short range = 7" destroys', () => {
    const s = base();
    const { out, next } = resolveAndApply(
      fireProcedure,
      s,
      setup,
      pick(s, { target: 'P2c1', raw: [6], 'facts.P2c1': 'short' }, 'Destroy: +1 short range'),
    );
    expect(out.command).toEqual({
      type: 'wlf.fire',
      payload: {
        targetId: 'P2c1',
        raw: 6,
        shortRange: true,
        backShot: false,
        adjust: { SHORT_RANGE: 1 },
        final: 7,
        outcome: 'DESTROY',
        blast: [],
      },
    });
    expect(out.reasons[0]).toBe('D8 6 +1 short range = 7; Car P2.1 is at speed 6.');
    expect(out.reasons).toContain('7 is 7 or 8 → Destroy.');
    expect(out.reasons).toContain('Car P2.1 is destroyed.');
    expect(out.summary).toBe('Destroy: Car P2.1');
    expect(carOf(next, 'P2c1').status).toBe('DESTROYED');
    expect(next.round?.fired).toBe(true);
  });

  it('A4.8 an unmodified shot: nothing declared, the roll stands with no modifier text', () => {
    const s = base();
    const { out, next } = resolveAndApply(fireProcedure, s, setup, { target: 'P3c1', raw: [5] });
    expect(out.command.payload).toMatchObject({ shortRange: false, backShot: false, adjust: {}, final: 5 });
    expect(out.reasons[0]).toBe('D8 5; Car P3.1 is at speed 3.');
    expect(out.reasons).toContain("5 is above the target's speed → Spin Out.");
    expect(out.reasons).toContain('Car P3.1: speed 3 → 2.');
    expect(carOf(next, 'P3c1').speed).toBe(2);
  });

  it('A4.8 warns when the picked result is a miss and another would hit', () => {
    const s = base();
    const { out, next } = resolveAndApply(
      fireProcedure,
      s,
      setup,
      pick(s, { target: 'P3c1', raw: [3], 'facts.P3c1': 'back' }, 'Miss: −1 back shot'),
    );
    expect(out.reasons[0]).toBe('D8 3 −1 back shot = 2; Car P3.1 is at speed 3.');
    expect(out.summary).toBe('Miss');
    expect(out.reasons).toContain('Careful: another choice would hit.');
    expect(carOf(next, 'P3c1')).toEqual(carOf(base(), 'P3c1'));
  });

  it('W-18 shooting your own car is resolved with a warning', () => {
    const s = base();
    const { out } = resolveAndApply(fireProcedure, s, setup, { target: 'P1c2', raw: [1] });
    expect(out.reasons).toContain('Warning: that is one of your own cars.');
  });

  it('W-10 / W-13 explosion with blast: reasons list each blast roll, and the round end when the shooter flips', () => {
    const s = base();
    const { out, next } = resolveAndApply(fireProcedure, s, setup, {
      ...pick(s, { target: 'P2c1', raw: [8], 'facts.P2c1': 'short' }, 'Explode: +1 short range'),
      blast: ['P3c1', 'P1c1'],
      'blast.P3c1': [8],
      'blast.P1c1': [4],
    });
    expect(out.reasons[0]).toBe('D8 8 +1 short range = 9; Car P2.1 is at speed 6.');
    expect(out.reasons).toContain('Blast on Car P3.1: D8 8 against speed 3 → Destroy.');
    expect(out.reasons).toContain('Blast on Car P1.1: D8 4 against speed 4 → Flip Over.');
    expect(out.reasons).toContain('Car P2.1 explodes.');
    expect(out.reasons).toContain('Car P1.1 flips over.');
    expect(out.reasons).toContain('The round ends: the active car flipped.');
    expect(carOf(next, 'P2c1').status).toBe('EXPLODED');
    expect(carOf(next, 'P3c1').status).toBe('DESTROYED');
    expect(next.round?.endReason).toBe('ACTIVE_CAR_FLIPPED');
  });

  it('W-1 the reasons announce the winner when the shot ends the game', () => {
    const setup2 = makeSetup(2, 1);
    const s = moves(begin(playToPlay(setup2, { firstDriver: 'P1', speeds: { P2c1: 2 } }), 'P1c1'), 'STRAIGHT');
    const { out, next } = resolveAndApply(fireProcedure, s, setup2, { target: 'P2c1', raw: [7] });
    expect(out.reasons).toContain('Player 1 wins the game!');
    expect(next.result).toEqual({ winner: 'P1' });
  });
});

describe('A4.7 checkProcedure', () => {
  it('A4.7 asks who called only when several opponents can, and a D8 only above speed 1', () => {
    const setup3 = makeSetup(3, 1);
    const s3 = moves(begin(playToPlay(setup3, { speeds: { P1c1: 4 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');
    expect(ids(checkProcedure.ask(s3, { setup: setup3 }, {}))).toEqual(['caller', 'roll']);
    const setup2 = makeSetup(2, 1);
    const s2 = moves(begin(playToPlay(setup2, { speeds: { P1c1: 1 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');
    expect(ids(checkProcedure.ask(s2, { setup: setup2 }, {}))).toEqual([]);
  });

  it('A4.7 at speed 1 it resolves to an automatic pass with a null roll', () => {
    const setup2 = makeSetup(2, 1);
    const s = moves(begin(playToPlay(setup2, { speeds: { P1c1: 1 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');
    const { out, next } = resolveAndApply(checkProcedure, s, setup2, {});
    expect(out.command).toEqual({ type: 'wlf.check', payload: { callerId: 'P2', roll: null, pass: true } });
    expect(out.reasons).toContain('Speed 1: the check passes without a roll.');
    expect(next.round?.check).toEqual({ callerId: 'P2', roll: null, pass: true });
  });

  it('A4.7 resolve needs the caller and the roll, then a failed check gives a forced straight', () => {
    const setup3 = makeSetup(3, 1);
    const ctx = { setup: setup3 };
    const s = moves(begin(playToPlay(setup3, { speeds: { P1c1: 4 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');
    expect(err(checkProcedure.resolve(s, ctx, {}))).toMatch(/who called/);
    expect(err(checkProcedure.resolve(s, ctx, { caller: 'P3' }))).toMatch(/Still needed: Control roll/);
    const { out, next } = resolveAndApply(checkProcedure, s, setup3, { caller: 'P3', roll: [3] });
    expect(out.summary).toBe('Check failed');
    expect(out.reasons[0]).toBe('D8 3 against speed 4: 3 < 4, failed.');
    expect(out.reasons[1]).toMatch(/Player 3 aims Car P1.1/);
    expect(next.round?.sequence).toEqual(['STRAIGHT', 'FORCED_STRAIGHT']);
    const pass = resolveAndApply(checkProcedure, s, setup3, { caller: 'P2', roll: [4] });
    expect(pass.out.reasons[0]).toBe('D8 4 against speed 4: 4 ≥ 4, passed.');
    expect(pass.next.round?.sequence).toEqual(['STRAIGHT']);
  });

  it('W-12 / W-11 resolve explains why no check can be called', () => {
    const setup2 = makeSetup(2, [1, 2]);
    const s = moves(begin(playToPlay(setup2, { firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');
    expect(err(checkProcedure.resolve(s, { setup: setup2 }, { roll: [1] }))).toMatch(/Adrenaline/);
    const fresh = begin(playToPlay(setup2, { firstDriver: 'P1' }), 'P1c1');
    expect(err(checkProcedure.resolve(fresh, { setup: setup2 }, {}))).toMatch(/Adrenaline/);
    const setup3 = makeSetup(2, 2);
    const before = begin(playToPlay(setup3, { firstDriver: 'P1' }), 'P1c1');
    expect(err(checkProcedure.resolve(before, { setup: setup3 }, {}))).toMatch(/after a completed maneuver/);
    expect(checkProcedure.ask(playToPlay(setup2), { setup: setup2 }, {})).toEqual([]);
  });
});

describe('A4.11 collisionProcedure', () => {
  const setup = makeSetup(3, 2);
  const ctx = { setup };
  const base = () =>
    moves(begin(playToPlay(setup, { speeds: { P1c1: 4, P2c1: 3, P3c1: 5 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');

  it('A4.11 asks the kind first; for CAR which cars, then one D8 per involved car rolled by its owner', () => {
    const s = base();
    expect(ids(collisionProcedure.ask(s, ctx, {}))).toEqual(['kind']);
    expect(ids(collisionProcedure.ask(s, ctx, { kind: 'OBSTACLE' }))).toEqual(['kind']);
    expect(ids(collisionProcedure.ask(s, ctx, { kind: 'CAR' }))).toEqual(['kind', 'cars']);
    const qs = collisionProcedure.ask(s, ctx, { kind: 'CAR', cars: ['P2c1', 'P1c2'] });
    expect(ids(qs)).toEqual(['kind', 'cars', 'ro.0.P1c1', 'ro.0.P2c1', 'ro.0.P1c2']);
    expect(qs.slice(2).map((q) => (q as Extract<Question, { kind: 'dice' }>).roller)).toEqual([
      'Player 1',
      'Player 2',
      'Player 1',
    ]);
  });

  it('W-2 re-roll questions only for the cars tied lowest', () => {
    const a: Answers = { kind: 'CAR', cars: ['P2c1', 'P3c1'], 'ro.0.P1c1': [2], 'ro.0.P2c1': [6], 'ro.0.P3c1': [2] };
    const qs = collisionProcedure.ask(base(), ctx, a);
    // Issue 9: the first pass stays on the sheet (with Change), then the re-roll of the tied.
    expect(ids(qs).slice(2)).toEqual(['ro.0.P1c1', 'ro.0.P2c1', 'ro.0.P3c1', 'ro.1.P1c1', 'ro.1.P3c1']);
    expect(qs[5]?.label).toMatch(/tied: roll again/);
    expect(qs[2]?.label).not.toMatch(/tied/);
    expect(err(collisionProcedure.resolve(base(), ctx, a))).toMatch(/tied cars roll again/);
  });

  it('A4.11 resolve errors until complete, then one command; the reducer agrees with the reasons', () => {
    const s = base();
    expect(err(collisionProcedure.resolve(s, ctx, {}))).toMatch(/what the car ran into/);
    expect(err(collisionProcedure.resolve(s, ctx, { kind: 'CAR' }))).toMatch(/which cars/);
    const a: Answers = {
      kind: 'CAR',
      cars: ['P2c1', 'P3c1'],
      'ro.0.P1c1': [2],
      'ro.0.P2c1': [6],
      'ro.0.P3c1': [2],
      'ro.1.P1c1': [5],
      'ro.1.P3c1': [1],
    };
    const { out, next } = resolveAndApply(collisionProcedure, s, setup, a);
    expect(out.command).toEqual({
      type: 'wlf.collision',
      payload: {
        kind: 'CAR',
        carIds: ['P2c1', 'P3c1'],
        passes: [
          { P1c1: 2, P2c1: 6, P3c1: 2 },
          { P1c1: 5, P3c1: 1 },
        ],
        loser: 'P3c1',
      },
    });
    expect(out.summary).toBe('Collision: Car P3.1 flips');
    expect(out.reasons).toContain('Roll-off: Car P1.1 2, Car P2.1 6, Car P3.1 2.');
    expect(out.reasons).toContain('Tie, re-roll: Car P1.1 5, Car P3.1 1.');
    expect(out.reasons).toContain('Car P3.1 rolled lowest and flips over.');
    expect(out.reasons).toContain('Car P3.1: speed 5 → 2.');
    expect(out.reasons).toContain('The round ends: collision.');
    expect(carOf(next, 'P3c1')).toMatchObject({ flipped: true, speed: 2 });
    expect(carOf(next, 'P1c1').speed).toBe(3);
    expect(carOf(next, 'P2c1').speed).toBe(2);
    expect(next.round?.endReason).toBe('COLLISION');
  });

  it('A2.1 resolve says an already flipped loser is destroyed', () => {
    const s = flip(base(), 'P2c1');
    const { out, next } = resolveAndApply(collisionProcedure, s, setup, {
      kind: 'CAR',
      cars: ['P2c1'],
      'ro.0.P1c1': [4],
      'ro.0.P2c1': [3],
    });
    expect(out.reasons).toContain('Car P2.1 rolled lowest and flips over (already flipped: destroyed).');
    expect(out.reasons).toContain('Car P2.1 is destroyed.');
    expect(carOf(next, 'P2c1').status).toBe('DESTROYED');
  });

  it('A4.11 an obstacle resolves at once to spin + flip', () => {
    const { out, next } = resolveAndApply(collisionProcedure, base(), setup, { kind: 'OBSTACLE' });
    expect(out.command).toEqual({ type: 'wlf.collision', payload: { kind: 'OBSTACLE' } });
    expect(out.reasons).toContain('Car P1.1 flips over.');
    expect(out.reasons).toContain('Car P1.1: speed 4 → 1.');
    expect(carOf(next, 'P1c1')).toMatchObject({ flipped: true, speed: 1 });
  });

  it('A4.11 before any maneuver the reducer’s refusal comes back as the error', () => {
    const s = begin(playToPlay(setup, { firstDriver: 'P1' }), 'P1c1');
    expect(err(collisionProcedure.resolve(s, ctx, { kind: 'OBSTACLE' }))).toMatch(/tap the maneuver first/);
  });
});

describe('A4.2 setup procedures', () => {
  const setup = makeSetup(3, 2);
  const ctx = { setup };

  it('A4.2 deploymentProcedure by agreement asks how, then the deployment', () => {
    const s = initialState(setup);
    expect(ids(deploymentProcedure.ask(s, ctx, {}))).toEqual(['by', 'deployment']);
    expect(err(deploymentProcedure.resolve(s, ctx, {}))).toMatch(/Still needed: deployment/);
    const { out, next } = resolveAndApply(deploymentProcedure, s, setup, { deployment: 'HIGHWAY' });
    expect(out.command).toEqual({ type: 'wlf.deployment', payload: { deployment: 'HIGHWAY', by: 'AGREEMENT' } });
    expect(out.reasons[0]).toMatch(/template length/);
    expect(next.deployment).toBe('HIGHWAY');
  });

  it('W-2 deploymentProcedure by roll-off asks everyone, then the tied, then the winner picks', () => {
    const s = initialState(setup);
    expect(ids(deploymentProcedure.ask(s, ctx, { by: 'ROLL_OFF' }))).toEqual(['by', 'ro.0.P1', 'ro.0.P2', 'ro.0.P3']);
    const tied: Answers = { by: 'ROLL_OFF', 'ro.0.P1': [7], 'ro.0.P2': [7], 'ro.0.P3': [1] };
    expect(ids(deploymentProcedure.ask(s, ctx, tied))).toEqual([
      'by',
      'ro.0.P1',
      'ro.0.P2',
      'ro.0.P3',
      'ro.1.P1',
      'ro.1.P2',
    ]);
    const settled = { ...tied, 'ro.1.P1': [2], 'ro.1.P2': [5] };
    const qs = deploymentProcedure.ask(s, ctx, settled);
    expect(ids(qs)).toEqual(['by', 'ro.0.P1', 'ro.0.P2', 'ro.0.P3', 'ro.1.P1', 'ro.1.P2', 'deployment']);
    expect(qs[6]?.label).toBe('Player 2 picks: deployment');
    const { out, next } = resolveAndApply(deploymentProcedure, s, setup, { ...settled, deployment: 'ARENA' });
    expect(out.reasons).toContain('Player 2 rolled highest and chose Arena.');
    expect(out.reasons).toContain('Tie, re-roll: Player 1 2, Player 2 5.');
    expect(next.deploymentBy).toEqual({ how: 'ROLL_OFF', winner: 'P2' });
  });

  it('A4.2 placementOrderProcedure resolves to the roll-off and the queue the reducer builds', () => {
    const s = apply(initialState(setup), 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    expect(ids(placementOrderProcedure.ask(s, ctx, {}))).toEqual(['ro.0.P1', 'ro.0.P2', 'ro.0.P3']);
    expect(err(placementOrderProcedure.resolve(s, ctx, { 'ro.0.P1': [3] }))).toMatch(/Still rolling/);
    const { out, next } = resolveAndApply(placementOrderProcedure, s, setup, {
      'ro.0.P1': [3],
      'ro.0.P2': [8],
      'ro.0.P3': [5],
    });
    expect(out.command).toEqual({
      type: 'wlf.placementOrder',
      payload: { passes: [{ P1: 3, P2: 8, P3: 5 }], first: 'P2' },
    });
    expect(out.summary).toBe('Player 2 rolled highest');
    expect(out.reasons).toContain('Roll-off: Player 1 3, Player 2 8, Player 3 5.');
    expect(next.placementQueue).toEqual(['P2', 'P3', 'P1', 'P2', 'P3', 'P1']);
  });

  it('A4.2 firstDriverProcedure resolves to the first driver and PLAY', () => {
    let s = apply(initialState(setup), 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    s = apply(s, 'wlf.placementOrder', { passes: [winPass(['P1', 'P2', 'P3'], 'P1')] });
    while (s.phase === 'SETUP_PLACEMENT') {
      const who = s.placementQueue[0];
      const c = s.carOrder.find((id) => s.cars[id]?.ownerId === who && s.cars[id]?.status === 'UNPLACED') as string;
      s = apply(s, 'wlf.place', { carId: c, speed: 3, rolled: false });
    }
    const a: Answers = { 'ro.0.P1': [4], 'ro.0.P2': [4], 'ro.0.P3': [4] };
    expect(ids(firstDriverProcedure.ask(s, ctx, a))).toEqual([
      'ro.0.P1',
      'ro.0.P2',
      'ro.0.P3',
      'ro.1.P1',
      'ro.1.P2',
      'ro.1.P3',
    ]);
    const { out, next } = resolveAndApply(firstDriverProcedure, s, setup, {
      ...a,
      'ro.1.P1': [1],
      'ro.1.P2': [2],
      'ro.1.P3': [6],
    });
    expect(out.reasons).toContain('Player 3 is the first Driver.');
    expect(next.phase).toBe('PLAY');
    expect(next.currentDriver).toBe('P3');
  });
});

describe('A4.7 a complete check after the last maneuver through the procedure', () => {
  it('W-11 a failed check with no maneuver left resolves to a command that deducts nothing', () => {
    const setup = makeSetup(2, 2);
    const s = spendAll(begin(playToPlay(setup, { speeds: { P1c1: 3 }, firstDriver: 'P1' }), 'P1c1'));
    const { next } = resolveAndApply(checkProcedure, s, setup, { roll: [1] });
    expect(next.round?.sequence).toEqual(['STRAIGHT', 'STRAIGHT', 'STRAIGHT']);
    expect(next.round?.check?.pass).toBe(false);
  });
});
