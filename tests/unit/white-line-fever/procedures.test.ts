import { describe, it, expect } from 'vitest';
import type { Answers, Outcome, Question } from '../../../src/rules/core/procedure';
import type { Setup } from '../../../src/rules/core/model';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { reduceWlf } from '../../../src/rules/white-line-fever/commands';
import { initialState } from '../../../src/rules/white-line-fever/rules';
import {
  blastCandidates,
  checkProcedure,
  collisionProcedure,
  deploymentProcedure,
  firstDriverProcedure,
  fireProcedure,
  fireTargets,
  placementOrderProcedure,
  type WlfCommand,
  type WlfProcedure,
} from '../../../src/rules/white-line-fever/procedures';
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
function resolveAndApply(p: WlfProcedure, s: WlfState, setup: Setup, a: Answers): { out: Outcome<WlfCommand>; next: WlfState } {
  const out = ok(p.resolve(s, { setup }, a));
  expect(out.commands).toHaveLength(1);
  const cmd = out.commands[0] as WlfCommand;
  return { out, next: reduceWlf(s, { ...cmd, at: 1 }, setup) };
}

function flip(s: WlfState, id: string): WlfState {
  return { ...s, cars: { ...s.cars, [id]: { ...carOf(s, id), flipped: true } } };
}

describe('A4.8 fireProcedure', () => {
  const setup = makeSetup(3, 2);
  const ctx = { setup };
  const base = () => moves(begin(playToPlay(setup, { speeds: { P1c1: 4, P2c1: 6, P3c1: 3 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');

  it('A4.8 asks target, the two facts and the roll first; targets exclude the active car', () => {
    const s = base();
    const qs = fireProcedure.ask(s, ctx, {});
    expect(ids(qs)).toEqual(['target', 'shortRange', 'backShot', 'raw']);
    expect(fireTargets(s)).toEqual(['P1c2', 'P2c1', 'P2c2', 'P3c1', 'P3c2']);
    expect((qs[0] as Extract<Question, { kind: 'car' }>).carIds).toEqual(fireTargets(s));
  });

  it('W-8 modifier questions come only after the roll, and only for the declared facts', () => {
    const s = base();
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c1', shortRange: true }))).not.toContain('mod.SHORT_RANGE');
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c1', raw: [5] }))).toEqual(['target', 'shortRange', 'backShot', 'raw']);
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c1', raw: [5], shortRange: true, backShot: true }))).toEqual(['target', 'shortRange', 'backShot', 'raw', 'mod.SHORT_RANGE', 'mod.BACK_SHOT']);
  });

  it('W-8 the HELPLESS question appears only for a flipped target and only after the roll', () => {
    const s = flip(base(), 'P2c1');
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c1' }))).not.toContain('mod.HELPLESS');
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c1', raw: [3] }))).toContain('mod.HELPLESS');
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c2', raw: [3] }))).not.toContain('mod.HELPLESS');
  });

  it('W-10 blast questions appear only for an EXPLODE result, one D8 per chosen car', () => {
    const s = base();
    expect(ids(fireProcedure.ask(s, ctx, { target: 'P2c1', raw: [8] }))).not.toContain('blast');
    const a: Answers = { target: 'P2c1', raw: [8], shortRange: true, 'mod.SHORT_RANGE': '1' };
    const qs = fireProcedure.ask(s, ctx, a);
    expect(ids(qs)).toContain('blast');
    expect((qs.find((q) => q.id === 'blast') as Extract<Question, { kind: 'cars' }>).carIds).toEqual(['P1c1', 'P1c2', 'P2c2', 'P3c1', 'P3c2']);
    expect(ids(fireProcedure.ask(s, ctx, { ...a, blast: ['P3c1', 'P1c1'] })).slice(-2)).toEqual(['blast.P3c1', 'blast.P1c1']);
    // -1 instead: 7 destroys, no blast
    expect(ids(fireProcedure.ask(s, ctx, { ...a, 'mod.SHORT_RANGE': '-1' }))).not.toContain('blast');
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
    const none = ok(fireProcedure.resolve(s, ctx, { target: 'P2c1', raw: [8], shortRange: true, 'mod.SHORT_RANGE': '1' }));
    expect((none.commands[0]?.payload as { blast: unknown[] }).blast).toEqual([]);
    // but every car named in the blast needs its D8
    expect(err(fireProcedure.resolve(s, ctx, { target: 'P2c1', raw: [8], shortRange: true, 'mod.SHORT_RANGE': '1', blast: ['P3c1'] }))).toMatch(/Blast on Car P3.1/);
  });

  it('A4.8 resolve refuses when the driver cannot fire', () => {
    const s = begin(playToPlay(setup, { firstDriver: 'P1' }), 'P1c1');
    expect(err(fireProcedure.resolve(s, ctx, { target: 'P2c1', raw: [5] }))).toMatch(/after at least one maneuver/);
  });

  it('A4.8 one command whose application matches the reasons: "D8 6 +1 short range = 7" destroys', () => {
    const s = base();
    const { out, next } = resolveAndApply(fireProcedure, s, setup, { target: 'P2c1', raw: [6], shortRange: true, 'mod.SHORT_RANGE': '1' });
    expect(out.commands[0]).toEqual({
      type: 'wlf.fire',
      payload: { targetId: 'P2c1', raw: 6, shortRange: true, backShot: false, adjust: { SHORT_RANGE: 1 }, final: 7, outcome: 'DESTROY', blast: [] },
    });
    expect(out.reasons[0]).toBe('D8 6 +1 short range = 7; Car P2.1 is at speed 6.');
    expect(out.reasons).toContain('7 is 7 or 8 → Destroy.');
    expect(out.reasons).toContain('Possible with the modifiers: 5 Miss, 6 Flip Over, 7 Destroy.');
    expect(out.reasons).toContain('Car P2.1 is destroyed.');
    expect(out.summary).toBe('Destroy: Car P2.1');
    expect(carOf(next, 'P2c1').status).toBe('DESTROYED');
    expect(next.round?.fired).toBe(true);
  });

  it('A4.8 an unmodified shot: defaults fill the facts, no modifier text', () => {
    const s = base();
    const { out, next } = resolveAndApply(fireProcedure, s, setup, { target: 'P3c1', raw: [5] });
    expect(out.reasons[0]).toBe('D8 5; Car P3.1 is at speed 3.');
    expect(out.reasons).toContain('5 is above the target\'s speed → Spin Out.');
    expect(out.reasons).toContain('Car P3.1: speed 3 → 2.');
    expect(carOf(next, 'P3c1').speed).toBe(2);
  });

  it('A4.8 warns when a modifier choice turns a hit into a miss', () => {
    const { out, next } = resolveAndApply(fireProcedure, base(), setup, { target: 'P3c1', raw: [3], backShot: true, 'mod.BACK_SHOT': '-1' });
    expect(out.reasons[0]).toBe('D8 3 −1 back shot = 2; Car P3.1 is at speed 3.');
    expect(out.summary).toBe('Miss');
    expect(out.reasons).toContain('Careful: other modifier choices would hit.');
    expect(carOf(next, 'P3c1')).toEqual(carOf(base(), 'P3c1'));
  });

  it('W-18 shooting your own car is resolved with a warning', () => {
    const { out } = resolveAndApply(fireProcedure, base(), setup, { target: 'P1c2', raw: [1] });
    expect(out.reasons).toContain('Warning: that is one of your own cars.');
  });

  it('W-10 / W-13 explosion with blast: reasons list each blast roll, and the round end when the shooter flips', () => {
    const s = base();
    const { out, next } = resolveAndApply(fireProcedure, s, setup, {
      target: 'P2c1',
      raw: [8],
      shortRange: true,
      'mod.SHORT_RANGE': '1',
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
    expect(out.commands[0]).toEqual({ type: 'wlf.check', payload: { callerId: 'P2', roll: null, pass: true } });
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
  const base = () => moves(begin(playToPlay(setup, { speeds: { P1c1: 4, P2c1: 3, P3c1: 5 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');

  it('A4.11 asks the kind first; for CAR which cars, then one D8 per involved car rolled by its owner', () => {
    const s = base();
    expect(ids(collisionProcedure.ask(s, ctx, {}))).toEqual(['kind']);
    expect(ids(collisionProcedure.ask(s, ctx, { kind: 'OBSTACLE' }))).toEqual(['kind']);
    expect(ids(collisionProcedure.ask(s, ctx, { kind: 'CAR' }))).toEqual(['kind', 'cars']);
    const qs = collisionProcedure.ask(s, ctx, { kind: 'CAR', cars: ['P2c1', 'P1c2'] });
    expect(ids(qs)).toEqual(['kind', 'cars', 'ro.0.P1c1', 'ro.0.P2c1', 'ro.0.P1c2']);
    expect(qs.slice(2).map((q) => (q as Extract<Question, { kind: 'dice' }>).roller)).toEqual(['Player 1', 'Player 2', 'Player 1']);
  });

  it('W-2 re-roll questions only for the cars tied lowest', () => {
    const a: Answers = { kind: 'CAR', cars: ['P2c1', 'P3c1'], 'ro.0.P1c1': [2], 'ro.0.P2c1': [6], 'ro.0.P3c1': [2] };
    const qs = collisionProcedure.ask(base(), ctx, a);
    expect(ids(qs).slice(2)).toEqual(['ro.1.P1c1', 'ro.1.P3c1']);
    expect(qs[2]?.label).toMatch(/tied: roll again/);
    expect(err(collisionProcedure.resolve(base(), ctx, a))).toMatch(/tied cars roll again/);
  });

  it('A4.11 resolve errors until complete, then one command; the reducer agrees with the reasons', () => {
    const s = base();
    expect(err(collisionProcedure.resolve(s, ctx, {}))).toMatch(/what the car ran into/);
    expect(err(collisionProcedure.resolve(s, ctx, { kind: 'CAR' }))).toMatch(/which cars/);
    const a: Answers = { kind: 'CAR', cars: ['P2c1', 'P3c1'], 'ro.0.P1c1': [2], 'ro.0.P2c1': [6], 'ro.0.P3c1': [2], 'ro.1.P1c1': [5], 'ro.1.P3c1': [1] };
    const { out, next } = resolveAndApply(collisionProcedure, s, setup, a);
    expect(out.commands[0]).toEqual({
      type: 'wlf.collision',
      payload: { kind: 'CAR', carIds: ['P2c1', 'P3c1'], passes: [{ P1c1: 2, P2c1: 6, P3c1: 2 }, { P1c1: 5, P3c1: 1 }], loser: 'P3c1' },
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
    const { out, next } = resolveAndApply(collisionProcedure, s, setup, { kind: 'CAR', cars: ['P2c1'], 'ro.0.P1c1': [4], 'ro.0.P2c1': [3] });
    expect(out.reasons).toContain('Car P2.1 rolled lowest and flips over (already flipped: destroyed).');
    expect(out.reasons).toContain('Car P2.1 is destroyed.');
    expect(carOf(next, 'P2c1').status).toBe('DESTROYED');
  });

  it('A4.11 an obstacle resolves at once to spin + flip', () => {
    const { out, next } = resolveAndApply(collisionProcedure, base(), setup, { kind: 'OBSTACLE' });
    expect(out.commands[0]).toEqual({ type: 'wlf.collision', payload: { kind: 'OBSTACLE' } });
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
    expect(out.commands[0]).toEqual({ type: 'wlf.deployment', payload: { deployment: 'HIGHWAY', by: 'AGREEMENT' } });
    expect(out.reasons[0]).toMatch(/template length/);
    expect(next.deployment).toBe('HIGHWAY');
  });

  it('W-2 deploymentProcedure by roll-off asks everyone, then the tied, then the winner picks', () => {
    const s = initialState(setup);
    expect(ids(deploymentProcedure.ask(s, ctx, { by: 'ROLL_OFF' }))).toEqual(['by', 'ro.0.P1', 'ro.0.P2', 'ro.0.P3']);
    const tied: Answers = { by: 'ROLL_OFF', 'ro.0.P1': [7], 'ro.0.P2': [7], 'ro.0.P3': [1] };
    expect(ids(deploymentProcedure.ask(s, ctx, tied))).toEqual(['by', 'ro.1.P1', 'ro.1.P2']);
    const settled = { ...tied, 'ro.1.P1': [2], 'ro.1.P2': [5] };
    const qs = deploymentProcedure.ask(s, ctx, settled);
    expect(ids(qs)).toEqual(['by', 'deployment']);
    expect(qs[1]?.label).toBe('Player 2 picks: deployment');
    const { out, next } = resolveAndApply(deploymentProcedure, s, setup, { ...settled, deployment: 'ARENA' });
    expect(out.reasons).toContain('Player 2 rolled highest and chose Arena.');
    expect(out.reasons).toContain('Tie, re-roll: Player 1 2, Player 2 5.');
    expect(next.deploymentBy).toEqual({ how: 'ROLL_OFF', winner: 'P2' });
  });

  it('A4.2 placementOrderProcedure resolves to the roll-off and the queue the reducer builds', () => {
    const s = apply(initialState(setup), 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    expect(ids(placementOrderProcedure.ask(s, ctx, {}))).toEqual(['ro.0.P1', 'ro.0.P2', 'ro.0.P3']);
    expect(err(placementOrderProcedure.resolve(s, ctx, { 'ro.0.P1': [3] }))).toMatch(/Still rolling/);
    const { out, next } = resolveAndApply(placementOrderProcedure, s, setup, { 'ro.0.P1': [3], 'ro.0.P2': [8], 'ro.0.P3': [5] });
    expect(out.commands[0]).toEqual({ type: 'wlf.placementOrder', payload: { passes: [{ P1: 3, P2: 8, P3: 5 }], first: 'P2' } });
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
    expect(ids(firstDriverProcedure.ask(s, ctx, a))).toEqual(['ro.1.P1', 'ro.1.P2', 'ro.1.P3']);
    const { out, next } = resolveAndApply(firstDriverProcedure, s, setup, { ...a, 'ro.1.P1': [1], 'ro.1.P2': [2], 'ro.1.P3': [6] });
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
