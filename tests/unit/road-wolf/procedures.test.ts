import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import type { Answers, Outcome, Question } from '../../../src/rules/core/procedure';
import { reduceRw } from '../../../src/rules/road-wolf/commands';
import type { RwState } from '../../../src/rules/road-wolf/model';
import {
  ambushProcedure,
  initiativeProcedure,
  meleeProcedure,
  moveEndProcedure,
  type RwCommand,
  type RwProcedure,
  ramProcedure,
  repairProcedure,
  shootProcedure,
  spikesProcedure,
  wipeoutProcedure,
} from '../../../src/rules/road-wolf/procedures';
import { tokenPublicLabel } from '../../../src/rules/road-wolf/table-view';
import { apply, buildForces, car, makeSetup, patch, tokenOf, toPlay } from './helpers';

const ids = (qs: Question[]) => qs.map((q) => q.id);

function ok(r: Outcome<RwCommand> | { error: string }): Outcome<RwCommand> {
  if ('error' in r) throw new Error(`expected an outcome, got error: ${r.error}`);
  return r;
}

function run(
  p: RwProcedure,
  s: RwState,
  setup: Setup,
  a: Answers,
  carId?: string,
): { out: Outcome<RwCommand>; next: RwState } {
  const out = ok(p.resolve(s, { setup, ...(carId ? { carId } : {}) }, a));
  expect(out.command).toMatchObject({ type: expect.any(String) }); // one command (issue 10)
  return { out, next: reduceRw(s, { ...out.command, at: 1 }, setup) };
}

const setup = makeSetup(2, 2);
const base = () =>
  toPlay(
    setup,
    {
      P1c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT'], ['BRAWLER'], ['GUNNER'], ['SHOTGUN']] },
      P1c2: { type: 'truck_4x4', tokens: [['SPIKES'], ['AMBUSH']] },
      P2c1: { type: 'muscle_car', tokens: [['MECHANIC'], ['BRAWLER']] },
      P2c2: { type: 'roadster' },
    },
    { points: 6 },
  );

describe('B6.1 initiativeProcedure', () => {
  it('R-5 asks 2 dice each, then only the tied leaders again', () => {
    const s = apply(
      buildForces(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } }, { points: 2 }),
      'rw.lockForces',
      {},
      setup,
    );
    const ctx = { setup };
    expect(ids(initiativeProcedure.ask(s, ctx, {}))).toEqual(['ini.0.P1', 'ini.0.P2']);
    const tied = { 'ini.0.P1': [3, 4], 'ini.0.P2': [5, 2] };
    // Issue 9: the tied pass stays on the sheet (with Change) above the re-roll.
    expect(initiativeProcedure.ask(s, ctx, tied).map((q) => q.label)).toEqual([
      'Player 1',
      'Player 2',
      'Player 1 (tied: roll again)',
      'Player 2 (tied: roll again)',
    ]);
    expect(ids(initiativeProcedure.ask(s, ctx, tied))).toEqual(['ini.0.P1', 'ini.0.P2', 'ini.1.P1', 'ini.1.P2']);
    expect(initiativeProcedure.resolve(s, ctx, tied)).toEqual({ error: 'Still rolling: the tied leaders roll again.' });
    const { out, next } = run(initiativeProcedure, s, setup, { ...tied, 'ini.1.P1': [1, 1], 'ini.1.P2': [2, 1] });
    expect(out.summary).toBe('Player 2 goes first');
    expect(next.phase).toBe('PLAYER_TURN');
  });
});

describe('B8.1 ramProcedure and B7 moveEndProcedure', () => {
  it('B8.1 asks the target, both pools, then the Veteran rerolls (offered to every face-down seat, issue 9); resolves to rw.ram with its result', () => {
    const s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    const ctx = { setup };
    expect(ids(ramProcedure.ask(s, ctx, {}))).toEqual(['other']);
    expect(ids(ramProcedure.ask(s, ctx, { other: 'P2c1' }))).toEqual(['other', 'att', 'def']);
    const rolled = { other: 'P2c1', att: [6, 2, 1], def: [5, 4, 1] };
    expect(ids(ramProcedure.ask(s, ctx, rolled))).toEqual(['other', 'att', 'def', 'att.reroll', 'def.reroll']);
    expect(ids(ramProcedure.ask(s, ctx, { ...rolled, 'att.reroll': '2' }))).toEqual([
      'other',
      'att',
      'def',
      'att.reroll',
      'att.new',
    ]);
    const { out, next } = run(ramProcedure, s, setup, { ...rolled, 'att.reroll': '2', 'att.new': [6] });
    expect(out.command.payload).toMatchObject({
      attackerId: 'P1c1',
      defenderId: 'P2c1',
      attack: [6, 2, 1],
      attackReroll: { index: 2, newFace: 6 },
      result: { winner: 'ATTACKER', overkill: 2 },
    });
    expect(out.reasons.join(' ')).toMatch(/overkill 2/);
    expect(out.reasons).toContain('Car P2.1: damage 0 → 2.');
    expect(car(next, 'P2c1').damage).toBe(2);
  });

  it('B7 moveEnd asks the off-road and exit facts with safe defaults', () => {
    const s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expect(ids(moveEndProcedure.ask(s, { setup }, {}))).toEqual(['offRoad', 'exited']);
    const { next } = run(moveEndProcedure, s, setup, {});
    expect(next.pending).toEqual([]);
    expect(next.freeMeleeFor).toBe('P1c1');
  });

  it('B10.1 a move that ends the game says so first: the win heads the outcome, what the step does is the first reason', () => {
    const one = makeSetup(2, 1);
    let s = toPlay(one, { P1c1: { type: 'big_rig' }, P2c1: { type: 'coupe' } }, { points: 5 });
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, one);
    const ram = run(ramProcedure, s, one, { other: 'P2c1', att: [6, 6, 6, 6, 6], def: [1, 1] });
    expect(ram.out.summary).toBe('Ram: rammer wins, overkill 5'); // the last car is a wreck, but the move is still pending
    const { out, next } = run(moveEndProcedure, ram.next, one, {});
    expect(next.result).toMatchObject({ winnerSide: 'P1', by: 'LAST_SIDE' });
    expect(out.summary).toBe('Player 1 wins the game!');
    expect(out.reasons[0]).toBe('Car P1.1 stops.');
    expect(out.reasons.filter((r) => r.includes('wins the game'))).toEqual([]); // said once, in the heading
  });

  it('R-15 in the road turn the ram asks which object drifted in', () => {
    let s = patch(base(), 'P2c2', { immobilized: true });
    s = apply(apply(s, 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup);
    expect(ids(ramProcedure.ask(s, { setup }, {}))).toEqual(['object', 'other']);
    const { next } = run(ramProcedure, s, setup, { object: 'P2c2', other: 'P1c2', att: [6, 6], def: [1, 1, 1] });
    expect(car(next, 'P1c2').damage).toBe(2);
  });
});

describe('B9 wipeoutProcedure', () => {
  it('B9.1 suggests the next opponent as the Road; asks the skid die only when the Road wins', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c2', attack: [4, 4, 1], defence: [4, 2] }, setup);
    const ctx = { setup };
    const qs = wipeoutProcedure.ask(s, ctx, {});
    expect(ids(qs)).toEqual(['roadPlayer', 'veh', 'road']);
    expect(qs[0]).toMatchObject({ default: 'P1' });
    // Issue 9: the reroll is offered because the seat is face down, Veteran or not.
    expect(ids(wipeoutProcedure.ask(s, ctx, { veh: [6, 1], road: [5, 5] }))).toEqual([
      'roadPlayer',
      'veh',
      'road',
      'veh.reroll',
    ]);
    expect(ids(wipeoutProcedure.ask(s, ctx, { veh: [2, 1], road: [5, 5] }))).toEqual([
      'roadPlayer',
      'veh',
      'road',
      'veh.reroll',
      'skid',
    ]);
    const { out, next } = run(wipeoutProcedure, s, setup, { veh: [2, 1], road: [5, 5], skid: [3] });
    expect(out.summary).toBe('Roll toward 6 o’clock');
    expect(out.command.payload).toMatchObject({ result: 'ROLL', skid: 3, roadPlayerId: 'P1' });
    expect(car(next, 'P2c2').damage).toBe(1);
    expect(out.reasons.join(' ')).toMatch(/skids 1 stick straight back/);
  });
});

describe('tokenPublicLabel (issue 9: the shared screen names a token by its place until shown)', () => {
  it('names a shown token with its seat, a Driver in the driver seat once', () => {
    const s0 = base();
    const vet = car(s0, 'P1c1').driverSeat!;
    const drv = car(s0, 'P2c1').driverSeat!;
    expect(tokenPublicLabel(s0, car(s0, 'P2c1'), drv)).toBe('Hidden token (driver)');
    // Issue 39: each player shows their own tokens, one player's per reveal.
    const s = apply(apply(s0, 'rw.reveal', { tokenIds: [vet] }, setup), 'rw.reveal', { tokenIds: [drv] }, setup);
    expect(tokenPublicLabel(s, car(s, 'P1c1'), vet)).toBe('Veteran (driver)');
    expect(tokenPublicLabel(s, car(s, 'P2c1'), drv)).toBe('Driver');
  });
});

describe('B8 fight procedures', () => {
  it('B8.2 melee: the free melee after a move is offered first, casualties asked when there is a choice', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { offRoad: false }, setup);
    const ctx = { setup };
    const first = meleeProcedure.ask(s, ctx, {});
    expect(first[0]).toMatchObject({ id: 'actor', default: 'P1c1' });
    const a = { target: 'P2c1', att: [6, 6, 6, 1], def: [1, 1, 1, 1] };
    const qs = meleeProcedure.ask(s, ctx, a);
    expect(ids(qs)).toEqual(['actor', 'target', 'att', 'def', 'att.reroll', 'def.reroll', 'loss.def.0']); // the defender's face-down seat is offered a reroll too (issue 9)
    // Issue 9: the casualty pick names face-down crew by their place, not their kind.
    expect((qs[6] as Extract<Question, { kind: 'choice' }>).options.map((o) => o.label)).toEqual([
      'Hidden token (passenger 1)',
      'Hidden token (passenger 2)',
    ]);
    const mech = tokenOf(s, 'P2c1', 'MECHANIC');
    const { out, next } = run(meleeProcedure, s, setup, { ...a, 'loss.def.0': mech });
    expect(out.command.payload).toMatchObject({
      free: true,
      defenderLosses: [mech, tokenOf(s, 'P2c1', 'BRAWLER'), car(s, 'P2c1').driverSeat],
    });
    expect(car(next, 'P2c1').abandoned).toBe(true);
  });

  it('B8.3 shoot: a Gunner’s free shot has no Veteran reroll question', () => {
    // Issue 9: the owner shows the Gunner and the Shotgun first (from their own panel).
    const s = apply(
      base(),
      'rw.reveal',
      { tokenIds: [tokenOf(base(), 'P1c1', 'GUNNER'), tokenOf(base(), 'P1c1', 'SHOTGUN')] },
      setup,
    );
    const a = { actor: 'P1c1', mode: 'GUNNER', weapon: 'BASIC', target: 'P2c2', att: [6], def: [2] };
    expect(ids(shootProcedure.ask(s, { setup }, a))).toEqual([
      'actor',
      'mode',
      'weapon',
      'target',
      'att',
      'def',
      'def.reroll',
    ]);
    const { next } = run(shootProcedure, s, setup, a);
    expect(car(next, 'P2c2').abandoned).toBe(true);
    const sg = { actor: 'P1c1', mode: 'ACTION', weapon: 'SHOTGUN', target: 'P2c2', att: [1, 1], def: [2] };
    expect(ids(shootProcedure.ask(s, { setup }, sg))).toContain('att.reroll');
  });

  it('R-30 spikes and R-31 ambush procedures resolve to their commands', () => {
    const s = apply(
      base(),
      'rw.reveal',
      { tokenIds: [tokenOf(base(), 'P1c2', 'SPIKES'), tokenOf(base(), 'P1c2', 'AMBUSH')] },
      setup,
    );
    const sp = run(spikesProcedure, s, setup, { actor: 'P1c2', target: 'P2c2', att: [6, 6, 1], def: [1, 1] });
    expect(car(sp.next, 'P2c2').destroyed).toBe(true);
    const qs = ambushProcedure.ask(s, { setup }, {});
    expect(ids(qs)).toEqual(['token', 'launch', 'target']);
    const am = run(ambushProcedure, s, setup, { target: 'P2c1', att: [6, 1], def: [6, 2] });
    expect(am.out.command.payload).toMatchObject({
      playerId: 'P1',
      launch: 'BOARD_END',
      result: { winner: 'DEFENDER' },
    });
  });

  it('B8.3 / B8.4 issue 39: a sheet opened from the private panel names the picked face-down token, and only its command shows it', () => {
    const s = base(); // every bought token face down
    const shotgun = tokenOf(s, 'P1c1', 'SHOTGUN');
    const spikes = tokenOf(s, 'P1c2', 'SPIKES');
    // The table's view offers no hidden Shotgun; the owner's sheet sees the picked one as shown (UI only).
    const weapons = (st: RwState) =>
      (
        shootProcedure.ask(st, { setup }, { actor: 'P1c1', mode: 'ACTION' }).find((q) => q.id === 'weapon') as {
          options: { value: string }[];
        }
      ).options.map((o) => o.value);
    expect(weapons(s)).not.toContain('SHOTGUN');
    const owners = { ...s, tokens: { ...s.tokens, [shotgun]: { ...s.tokens[shotgun]!, revealed: true } } };
    expect(weapons(owners)).toContain('SHOTGUN');
    const a = {
      actor: 'P1c1',
      mode: 'ACTION',
      weapon: 'SHOTGUN',
      token: shotgun,
      target: 'P2c2',
      att: [6, 1],
      def: [2],
    };
    const out = ok(shootProcedure.resolve(owners, { setup }, a));
    expect(out.command.payload).toMatchObject({ weapon: 'SHOTGUN', tokenId: shotgun });
    // Applied to the real state, the command turns that Shotgun face up, no other token.
    const next = reduceRw(s, { ...out.command, at: 1 }, setup);
    expect(next.tokens[shotgun]!.revealed).toBe(true);
    expect(
      Object.values(next.tokens)
        .filter((t) => t.revealed && !s.tokens[t.id]!.revealed && t.loc.at !== 'KILLED')
        .map((t) => t.id),
    ).toEqual([shotgun]);
    // Without the panel's pick the command names none (the rules take a shown one first).
    const { token: _t, ...unpicked } = a;
    const plain = ok(shootProcedure.resolve(owners, { setup }, unpicked));
    expect((plain.command.payload as Record<string, unknown>).tokenId).toBeUndefined();
    const sp = ok(
      spikesProcedure.resolve(
        { ...s, tokens: { ...s.tokens, [spikes]: { ...s.tokens[spikes]!, revealed: true } } },
        { setup },
        { actor: 'P1c2', token: spikes, target: 'P2c2', att: [6, 6, 1], def: [1, 1] },
      ),
    );
    expect(sp.command.payload).toMatchObject({ tokenId: spikes });
    expect(reduceRw(s, { ...sp.command, at: 1 }, setup).tokens[spikes]).toMatchObject({ revealed: true });
  });

  it('B7 repair: the Mechanic’s free repair is offered first and rolls 2 dice', () => {
    let s = apply(base(), 'rw.endTurn', {}, setup);
    s = apply(patch(s, 'P2c1', { damage: 2 }), 'rw.reveal', { tokenIds: [tokenOf(s, 'P2c1', 'MECHANIC')] }, setup);
    const qs = repairProcedure.ask(s, { setup }, { actor: 'P2c1' });
    expect(qs[1]).toMatchObject({ id: 'mode', default: 'MECHANIC' });
    const { out, next } = run(repairProcedure, s, setup, { actor: 'P2c1', dice: [6, 6] });
    expect(out.summary).toBe('2 damage repaired');
    expect(car(next, 'P2c1').damage).toBe(0);
  });

  it('procedures refuse politely when nothing is due', () => {
    const s = base();
    expect(wipeoutProcedure.resolve(s, { setup }, {})).toEqual({ error: 'No wipeout check is due.' });
    expect(moveEndProcedure.resolve(s, { setup }, {})).toEqual({ error: 'No move is under way.' });
    expect('error' in ramProcedure.resolve(s, { setup }, {})).toBe(true);
  });
});
