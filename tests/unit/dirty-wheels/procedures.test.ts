import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import type { Answers } from '../../../src/rules/core/procedure';
import { reduceDw } from '../../../src/rules/dirty-wheels/commands';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { type DwCtx, PROCEDURES } from '../../../src/rules/dirty-wheels/procedures';
import { activate, apply, duel, LASER, MG, makeSetup, rosters } from './helpers';

function run(id: keyof typeof PROCEDURES, s: DwState, setup: Setup, a: Answers) {
  const ctx: DwCtx = { setup };
  const p = PROCEDURES[id];
  const qs = p.ask(s, ctx, a);
  const r = p.resolve(s, ctx, a);
  return { qs, r, ids: qs.map((q) => q.id) };
}

function applied(s: DwState, setup: Setup, r: ReturnType<typeof run>['r']): DwState {
  if ('error' in r) throw new Error(r.error);
  return reduceDw(s, { ...r.command, at: 1 }, setup);
}

describe('Guided sheets (procedure kit)', () => {
  it('A7.4 shoot sheet: target, then one tap "any die N+?" per weapon; the aim, armour and strength come from the state', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [LASER] }, { type: 'standard' });
    const a = activate(s, setup, 'P1c1');
    expect(run('shoot', a, setup, {}).ids).toEqual(['target', 'bumpy']);
    const step = run('shoot', a, setup, { target: 'P2c1' });
    expect(step.qs.find((q) => q.id === 'w0.how')).toMatchObject({
      kind: 'choice',
      label: 'Light laser: any die 4+?',
      default: 'dice',
    });
    // Typed faces are the default path (no extra tap): the dice are asked at once.
    expect(step.ids).toEqual(['target', 'bumpy', 'fires.0', 'w0.how', 'w0.dice']);
    expect(run('shoot', a, setup, { target: 'P2c1', 'w0.how': 'miss' }).ids).not.toContain('w0.dice');
    const done = run('shoot', a, setup, { target: 'P2c1', 'w0.how': 'hit' });
    if ('error' in done.r) throw new Error(done.r.error);
    expect(done.r.command).toEqual({
      type: 'dw.shoot',
      payload: { targetId: 'P2c1', fire: [{ weapon: 0, hit: true }] },
    });
    expect(done.r.summary).toBe('Hit Car P2.1');
    expect(done.r.reasons).toContain('Light laser: armour 5 − strength 2 = 3; aim +0; 4+.');
    expect(applied(a, setup, done.r).cars.P2c1!.damage).toBe(1);
    // Typed faces stay available.
    const typed = run('shoot', a, setup, { target: 'P2c1', 'w0.how': 'dice' });
    expect(typed.qs.find((q) => q.id === 'w0.dice')).toMatchObject({ kind: 'dice', count: 3, sides: 6 });
    const t2 = run('shoot', a, setup, { target: 'P2c1', 'w0.how': 'dice', 'w0.dice': [1, 2, 3] });
    expect('command' in t2.r && t2.r.summary).toBe('Missed Car P2.1');
  });

  it('A7.4 shoot sheet (issue 30): a shot no die can hit says what it spends before Apply, and No spends nothing', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [MG] }, { type: 'truck' }); // armour 6: cannot succeed
    const a = activate(s, setup, 'P1c1');
    const asked = run('shoot', a, setup, { target: 'P2c1' });
    expect(asked.qs.find((q) => q.id === 'anyway')).toMatchObject({
      kind: 'yesno',
      label: 'No die can hit. Fire anyway: the shot is spent and Car P2.1 takes a shock test?',
    });
    expect(asked.qs.find((q) => q.id === 'anyway')).not.toHaveProperty('default'); // never decided for the player
    expect(asked.r).toHaveProperty('error');
    const no = run('shoot', a, setup, { target: 'P2c1', anyway: false });
    expect(no.r).toEqual({ error: 'Not fired: pick another target above, or close the sheet. Nothing is spent.' });
    const yes = run('shoot', a, setup, { target: 'P2c1', anyway: true });
    expect('command' in yes.r && yes.r.summary).toBe('Missed Car P2.1');
    const after = applied(a, setup, yes.r);
    expect(after.activation!.shootingActionsUsed).toBe(1);
    expect(after.roundLog.attackedBy).toMatchObject({ P2c1: ['P1c1'] }); // the shock test comes from this
    // A target the gun can hit asks nothing more.
    const { setup: s2, s: d2 } = duel({ type: 'standard', weapons: [MG] }, { type: 'standard' });
    expect(run('shoot', activate(d2, s2, 'P1c1'), s2, { target: 'P2c1' }).ids).not.toContain('anyway');
  });

  it('DW-A10 shoot sheet: a variable weapon asks its count dice before its attack dice', () => {
    const gl = { slot: 'fixed1' as const, weaponId: 'grenade_launcher' as const };
    const { setup, s } = duel({ type: 'standard', weapons: [gl] }, { type: 'standard' });
    const a = activate(s, setup, 'P1c1');
    const q1 = run('shoot', a, setup, { target: 'P2c1', 'w0.how': 'dice' });
    expect(q1.qs.find((q) => q.id === 'w0.count')).toMatchObject({ count: 2 });
    expect(q1.ids).not.toContain('w0.dice');
    const q2 = run('shoot', a, setup, { target: 'P2c1', 'w0.how': 'dice', 'w0.count': [2, 1] });
    expect(q2.qs.find((q) => q.id === 'w0.dice')).toMatchObject({ count: 3 });
    const q3 = run('shoot', a, setup, { target: 'P2c1', 'w0.how': 'dice', 'w0.count': [2, 1], 'w0.dice': [5, 1, 1] });
    expect('command' in q3.r && q3.r.command.payload).toEqual({
      targetId: 'P2c1',
      fire: [{ weapon: 0, countDice: [2, 1], dice: [5, 1, 1] }],
    });
  });

  it('A7.7 ram sheet: rem defaults to the movement left; push and counts in the reasons', () => {
    const { setup, s } = duel({ type: 'truck' }, { type: 'racer' });
    const a = activate(s, setup, 'P1c1');
    const r = run('ram', a, setup, { target: 'P2c1', 'ramA.how': 'hit' });
    if ('error' in r.r) throw new Error(r.r.error);
    expect(r.r.command.payload).toMatchObject({
      rammerId: 'P1c1',
      targetId: 'P2c1',
      rem: 4,
      direction: 'forward',
      via: 'move',
      hitA: true,
    });
    expect(r.r.reasons[0]).toBe(
      'Move Car P1.1 and Car P2.1 together 1.3" in Car P1.1\'s direction; stop if either touches anything else.',
    );
    expect(applied(a, setup, r.r).cars.P2c1!.damage).toBe(1);
  });

  it('A7.7 ram sheet: the pinned result says who takes how much damage and what to do with the models', () => {
    const { setup, s } = duel({ type: 'truck' }, { type: 'racer' });
    const a = activate(s, setup, 'P1c1');
    const hit = run('ram', a, setup, { target: 'P2c1', 'ramA.how': 'hit' });
    if ('error' in hit.r) throw new Error(hit.r.error);
    expect(hit.r.summary).toBe(
      'Car P1.1 rams Car P2.1: Car P2.1 takes 1 damage, Car P1.1 unhurt. Move both 1.3" together.',
    );
    expect(applied(a, setup, hit.r).cars.P2c1!.damage).toBe(1);
    const miss = run('ram', a, setup, { target: 'P2c1', rem: 0, 'ramA.how': 'miss' });
    if ('error' in miss.r) throw new Error(miss.r.error);
    expect(miss.r.summary).toBe(
      'Car P1.1 rams Car P2.1: Car P2.1 unhurt, Car P1.1 unhurt. No push: Car P2.1 stays put.',
    );
    const last = apply(a, 'dw.adjust', { entityId: 'P2c1', damage: 2 }, setup);
    const kill = run('ram', last, setup, { target: 'P2c1', 'ramA.how': 'hit' });
    if ('error' in kill.r) throw new Error(kill.r.error);
    expect(kill.r.summary).toBe(
      'Car P1.1 rams Car P2.1: Car P2.1 takes 1 damage and is destroyed, Car P1.1 unhurt. Move both 1.3" together.',
    );
    expect(applied(last, setup, kill.r).cars.P2c1!.status).toBe('destroyed');
  });

  it('A7.8.3 pipe bombs sheet [DW-A36]: the pinned result names each car behind and its damage', () => {
    const { setup, s } = duel({ type: 'standard', upgrades: ['pipe_bombs'] }, { type: 'racer' });
    const a = activate(s, setup, 'P1c1');
    const r = run('pipeBombs', a, setup, { behind: ['P2c1'], 'pb.P2c1.count': [2], 'pb.P2c1.how': 'hit' });
    if ('error' in r.r) throw new Error(r.r.error);
    expect(r.r.summary).toBe('Pipe bombs: Car P2.1 takes 1 damage.');
    expect(applied(a, setup, r.r).cars.P2c1!.damage).toBe(1);
    const none = run('pipeBombs', a, setup, { behind: [] });
    if ('error' in none.r) throw new Error(none.r.error);
    expect(none.r.summary).toBe('Pipe bombs: no car behind it, nothing happens.');
  });

  it('A7.3 skid into a car: the ram sheet lets rem count from the movement before the skid', () => {
    const { setup, s } = duel({ type: 'standard' }, { type: 'standard' });
    const a = apply(activate(s, setup, 'P1c1'), 'dw.manoeuvre', { kind: 'skid', roll: 6 }, setup); // R 8 → 4
    const q = PROCEDURES.ram.ask(a, { setup }, { target: 'P2c1' }).find((x) => x.id === 'rem');
    expect(q).toMatchObject({ kind: 'number', default: 4, max: 8 });
    const r = run('ram', a, setup, { target: 'P2c1', rem: 6, dir: 'sideways' });
    if ('error' in r.r) throw new Error(r.r.error);
    expect(r.r.command.payload).toMatchObject({ rem: 6, direction: 'sideways', diceA: [], diceB: [] });
    expect(r.r.reasons[0]).toMatch(/together 2"/);
  });

  it('A7.6 destroyed sheet: the D6, then the cars within 3" only when it explodes', () => {
    const { setup, s } = duel(
      { type: 'standard', weapons: [{ slot: 'fixed1', weaponId: 'flamethrower' }] },
      { type: 'racer' },
    );
    let a = apply(s, 'dw.adjust', { entityId: 'P2c1', damage: 2 }, setup);
    a = apply(activate(a, setup, 'P1c1'), 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }] }, setup);
    expect(run('destroyed', a, setup, { roll: 1 }).ids).toEqual(['roll']);
    const boom = run('destroyed', a, setup, { roll: 3, within3: ['P1c1'] });
    expect(boom.ids).toEqual(['roll', 'within3']);
    if ('error' in boom.r) throw new Error(boom.r.error);
    expect(boom.r.reasons).toContain(
      'Car P2.1 explodes where it stands: every car within 3" takes 1 damage; remove the model.',
    );
    expect(applied(a, setup, boom.r).cars.P1c1!.damage).toBe(1);
  });

  it('A7.10 shock sheet: one die per driver; a Crazy driver who fails is offered the re-roll', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [MG] }, { type: 'standard', traits: ['crazy'] });
    let a = apply(
      activate(s, setup, 'P1c1'),
      'dw.shoot',
      { targetId: 'P2c1', fire: [{ weapon: 0, hit: false }] },
      setup,
    );
    a = apply(apply(a, 'dw.endActivation', {}, setup), 'dw.activate', { entityId: 'P2c1' }, setup);
    a = apply(a, 'dw.endActivation', {}, setup);
    expect(run('shock', a, setup, {}).ids).toEqual(['shock.P2c1']);
    expect(run('shock', a, setup, { 'shock.P2c1': 2 }).ids).toEqual(['shock.P2c1', 'crazy.P2c1']);
    const r = run('shock', a, setup, { 'shock.P2c1': 2, 'crazy.P2c1': true, 'again.P2c1': 3 });
    if ('error' in r.r) throw new Error(r.r.error);
    expect(r.r.command.payload).toEqual({ tests: [{ id: 'P2c1', roll: 2, reroll: 3 }] });
    expect(r.r.reasons[0]).toBe('Car P2.1: 3 against 4+ → shaken, −1 initiative.');
  });

  it('A7.1 initiative sheet: a D6 each, then a roll-off for the tied, merged into one command', () => {
    const setup = makeSetup(2, 1);
    const s = apply(rosters(setup, {}), 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
    expect(run('initiative', s, setup, {}).ids).toEqual(['roll.P1c1', 'roll.P2c1']);
    const tie = run('initiative', s, setup, { 'roll.P1c1': 3, 'roll.P2c1': 3 });
    expect(tie.ids).toEqual(['roll.P1c1', 'roll.P2c1', 'tie0.0.P1c1', 'tie0.0.P2c1']);
    const r = run('initiative', s, setup, { 'roll.P1c1': 3, 'roll.P2c1': 3, 'tie0.0.P1c1': 1, 'tie0.0.P2c1': 4 });
    if ('error' in r.r) throw new Error(r.r.error);
    expect(applied(s, setup, r.r).order).toEqual(['P2c1', 'P1c1']);
  });

  it('A7.3 manoeuvre sheet: says what to do with the car', () => {
    const { setup, s } = duel({ type: 'standard' }, { type: 'standard' });
    const a = activate(s, setup, 'P1c1');
    const r = run('manoeuvre', a, setup, { kind: 'skid', roll: 1 });
    if ('error' in r.r) throw new Error(r.r.error);
    expect(r.r.summary).toBe('skid failed by 3');
    expect(r.r.reasons).toContain('Failed by 3: Car P1.1 stays put and takes 1 damage.');
  });
});

describe('A7.8.1 coms booster sheet', () => {
  it('DW-A39: asks which friendly car in play moves, offers no enemy, and Apply spends the segment', () => {
    const setup = makeSetup(2, 2);
    let s = rosters(setup, {
      P1c1: { type: 'standard', upgrades: ['coms_booster'] },
      P1c2: { type: 'truck' },
      P2c1: { type: 'racer' },
    });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    const a = activate(s, setup, 'P1c1');
    const first = run('coms', a, setup, {});
    expect(first.qs).toEqual([
      expect.objectContaining({
        id: 'friend',
        label: 'Which friendly car moves up to 4"?',
        options: [{ value: 'P1c2', label: 'Car P1.2' }],
      }),
    ]);
    expect(first.r).toEqual({ error: 'Still needed: the friendly car.' });
    const done = run('coms', a, setup, { friend: 'P1c2' });
    if ('error' in done.r) throw new Error(done.r.error);
    expect(done.r.summary).toBe('Car P1.2 moves instead');
    expect(done.r.command).toEqual({ type: 'dw.coms', payload: { friendId: 'P1c2' } });
    expect(applied(a, setup, done.r).activation).toMatchObject({
      comsUsed: true,
      coms: { friendId: 'P1c2', budget: 4 },
    });
  });
});

describe('issue 40: whose phone rolls each initiative die', () => {
  it('A7.1 / DW-A16: each car’s D6 and its tie roll-off die are its owner’s', () => {
    const setup = makeSetup(2, 1);
    const s = apply(rosters(setup, {}), 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
    const tie = run('initiative', s, setup, { 'roll.P1c1': 3, 'roll.P2c1': 3 });
    expect(tie.qs.map((q) => (q.kind === 'dice' ? q.player : null))).toEqual(['P1', 'P2', 'P1', 'P2']);
  });
});
