import { describe, expect, it } from 'vitest';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState } from '../../../src/game/types';
import { type Command, RuleError, type Setup } from '../../../src/rules/core/model';
import type { RuleSystem } from '../../../src/rules/system';
import whiteLineFever from '../../../src/rules/white-line-fever';
import type { WlfCar, WlfState } from '../../../src/rules/white-line-fever/model';
import { remaining } from '../../../src/rules/white-line-fever/rules';
import { makeSetup, type Payload } from './helpers';

const system = whiteLineFever as unknown as RuleSystem;

class Game {
  readonly setup: Setup = makeSetup(3, 2);
  readonly reduce = makeReducer(system, this.setup);
  readonly init: GameState = initialState(system, this.setup);
  readonly t = new Timeline(this.reduce, this.init);
  private at = 1_700_000_000_000;

  do(type: string, payload: Payload = {}): Command {
    this.at += 1000;
    const command: Command = { type, payload, at: this.at };
    this.t.push({ kind: 'do', command });
    return command;
  }
  refuse(type: string, payload: Payload, message: RegExp): void {
    const before = this.t.state;
    const depth = this.t.entries.length;
    expect(() => this.t.push({ kind: 'do', command: { type, payload, at: this.at + 1 } })).toThrow(RuleError);
    expect(() => this.t.push({ kind: 'do', command: { type, payload, at: this.at + 1 } })).toThrow(message);
    expect(this.t.state).toBe(before);
    expect(this.t.entries.length).toBe(depth);
  }
  undo(): void {
    this.at += 1000;
    this.t.push({ kind: 'undo', at: this.at });
  }
  redo(): void {
    this.at += 1000;
    this.t.push({ kind: 'redo', at: this.at });
  }
  get s(): WlfState {
    return this.t.state.sys as WlfState;
  }
  car(id: string): WlfCar {
    return this.s.cars[id] as WlfCar;
  }
  straights(n: number): void {
    for (let i = 0; i < n; i++) this.do('wlf.maneuver', { maneuver: 'STRAIGHT' });
  }
}

describe('A4 scenario: a complete 3-player game through the Timeline', () => {
  it('A4.2-A4.12 plays from setup to a winner, with undo/redo, and the journal replays to the same state', () => {
    const g = new Game();

    // ---- setup (A4.2) ---------------------------------------------------------------------------
    g.do('wlf.deployment', { deployment: 'HIGHWAY', by: 'ROLL_OFF', passes: [{ P1: 4, P2: 6, P3: 2 }], winner: 'P2' });
    g.do('wlf.placementOrder', {
      passes: [
        { P1: 5, P2: 5, P3: 3 },
        { P1: 7, P2: 2 },
      ],
      first: 'P1',
    });
    expect(g.s.placementQueue).toEqual(['P1', 'P2', 'P3', 'P1', 'P2', 'P3']);
    g.refuse('wlf.place', { carId: 'P2c1', speed: 3, rolled: false }, /another player/);
    const speeds: [string, number][] = [
      ['P1c1', 4],
      ['P2c1', 3],
      ['P3c1', 5],
      ['P1c2', 2],
      ['P2c2', 4],
      ['P3c2', 3],
    ];
    for (const [carId, speed] of speeds) g.do('wlf.place', { carId, speed, rolled: false });
    // a core command flows through the same reducer and leaves the rules state alone
    const sysBefore = g.t.state.sys;
    g.do('dice.roll', { purpose: 'First driver', pools: [{ sides: 8, faces: [8, 3, 1] }], source: 'typed' });
    expect(g.t.state.sys).toBe(sysBefore);
    g.do('wlf.firstDriver', { passes: [{ P1: 8, P2: 3, P3: 1 }], driver: 'P1' });
    expect(g.s.phase).toBe('PLAY');
    expect(g.s.currentDriver).toBe('P1');

    // ---- round 1, P1: failed control check -> forced straight; shot flips P2c1 --------------------
    g.do('wlf.setSpeed', { carId: 'P1c1', speed: 5 });
    g.do('wlf.gear', { gear: 'FORWARD' });
    g.straights(1);
    g.do('wlf.check', { callerId: 'P2', roll: 2, pass: false });
    expect(g.s.round?.sequence).toEqual(['STRAIGHT', 'FORCED_STRAIGHT']);
    g.do('wlf.maneuver', { maneuver: 'TURN' });
    g.straights(1);
    const flipShot = g.do('wlf.fire', {
      targetId: 'P2c1',
      raw: 3,
      shortRange: false,
      backShot: false,
      adjust: {},
      final: 3,
      outcome: 'FLIP_OVER',
      blast: [],
    });
    expect(describeCommand(system, flipShot, g.setup)).toBe('Fire at Car P2.1: Flip Over (D8 3)');
    expect(g.car('P2c1')).toMatchObject({ flipped: true, speed: 1 });
    g.refuse('wlf.endRound', {}, /no skipping/);
    g.straights(1);
    expect(remaining(g.s.round!)).toBe(0);
    g.do('wlf.endRound');
    expect(g.s.currentDriver).toBe('P2');

    // ---- round 2, P2: restore; speed-1 check passes automatically; shot spins P1c1 -------------------
    g.refuse('wlf.setSpeed', { carId: 'P2c1', speed: 2 }, /must restore/);
    g.do('wlf.restore', { carId: 'P2c1' });
    g.straights(1);
    g.do('wlf.check', { callerId: 'P3', roll: null, pass: true });
    g.do('wlf.fire', {
      targetId: 'P1c1',
      raw: 6,
      shortRange: false,
      backShot: false,
      adjust: {},
      final: 6,
      outcome: 'SPIN_OUT',
      blast: [],
    });
    expect(g.car('P1c1').speed).toBe(4);
    g.do('wlf.endRound');

    // ---- round 3, P3: bootleg, explosion with a blast --------------------------------------------------
    g.do('wlf.setSpeed', { carId: 'P3c1', speed: 6 });
    g.straights(2);
    g.do('wlf.maneuver', { maneuver: 'BOOTLEG' });
    const explosion = g.do('wlf.fire', {
      targetId: 'P2c2',
      raw: 8,
      shortRange: true,
      backShot: false,
      adjust: { SHORT_RANGE: 1 },
      final: 9,
      outcome: 'EXPLODE',
      blast: [
        { carId: 'P2c1', roll: 5, outcome: 'SPIN_OUT' },
        { carId: 'P1c2', roll: 2, outcome: 'FLIP_OVER' },
      ],
    });
    expect(describeCommand(system, explosion, g.setup)).toBe(
      'Fire at Car P2.2: Explode (D8 8 +1 short range = 9); blast: Car P2.1 5 Spin Out, Car P1.2 2 Flip Over',
    );
    expect(g.car('P2c2').status).toBe('EXPLODED');
    expect(g.car('P2c1')).toMatchObject({ speed: 1, flipped: false });
    expect(g.car('P1c2')).toMatchObject({ speed: 1, flipped: true });
    g.do('wlf.endRound');
    const afterRound3 = g.t.state;

    // undo the end of round and the explosion, then redo both
    g.undo();
    expect(g.s.currentDriver).toBe('P3');
    g.undo();
    expect(g.car('P2c2').status).toBe('ON_TABLE');
    expect(g.car('P1c2').flipped).toBe(false);
    expect(g.s.round?.fired).toBe(false);
    g.redo();
    g.redo();
    expect(g.t.state).toEqual(afterRound3);
    expect(g.t.canRedo).toBe(false);

    // ---- round 4, P1: car-vs-car collision with a tie re-roll -----------------------------------------
    g.do('wlf.setSpeed', { carId: 'P1c1', speed: 4 });
    g.straights(1);
    g.do('wlf.collision', {
      kind: 'CAR',
      carIds: ['P3c2'],
      passes: [
        { P1c1: 3, P3c2: 3 },
        { P1c1: 6, P3c2: 2 },
      ],
      loser: 'P3c2',
    });
    expect(g.car('P1c1')).toMatchObject({ speed: 3, flipped: false });
    expect(g.car('P3c2')).toMatchObject({ speed: 1, flipped: true });
    expect(g.s.round?.endReason).toBe('COLLISION');
    g.refuse('wlf.maneuver', { maneuver: 'STRAIGHT' }, /round is over/);
    g.do('wlf.endRound');

    // ---- round 5, P2 (one car, outnumbered): Adrenaline; destroys the flipped P3c2 --------------------
    g.do('wlf.setSpeed', { carId: 'P2c1', speed: 3 });
    g.straights(1);
    g.refuse('wlf.check', { callerId: 'P1', roll: 1 }, /Adrenaline/);
    g.do('wlf.fire', {
      targetId: 'P3c2',
      raw: 1,
      shortRange: false,
      backShot: false,
      adjust: {},
      final: 1,
      outcome: 'FLIP_OVER',
      blast: [],
    });
    expect(g.car('P3c2').status).toBe('DESTROYED');
    g.straights(2);
    g.do('wlf.endRound');

    // ---- round 6, P3: destroys P2's last car; P2 is out -----------------------------------------------
    g.do('wlf.setSpeed', { carId: 'P3c1', speed: 6 });
    g.straights(1);
    g.do('wlf.fire', {
      targetId: 'P2c1',
      raw: 7,
      shortRange: false,
      backShot: false,
      adjust: {},
      final: 7,
      outcome: 'DESTROY',
      blast: [],
    });
    expect(g.s.phase).toBe('PLAY');
    g.straights(5);
    g.do('wlf.endRound');
    expect(g.s.currentDriver).toBe('P1');

    // ---- round 7, P1: restores P1c2 and flips P3c1; the next driver skips P2 ---------------------------
    g.do('wlf.restore', { carId: 'P1c2' });
    g.straights(1);
    g.do('wlf.fire', {
      targetId: 'P3c1',
      raw: 6,
      shortRange: false,
      backShot: false,
      adjust: {},
      final: 6,
      outcome: 'FLIP_OVER',
      blast: [],
    });
    expect(g.car('P3c1')).toMatchObject({ flipped: true, speed: 4 });
    g.do('wlf.endRound');
    expect(g.s.currentDriver).toBe('P3');

    // ---- round 8, P3: a mistyped die is undone and entered again ----------------------------------------
    g.do('wlf.restore', { carId: 'P3c1' });
    g.straights(1);
    g.do('wlf.fire', {
      targetId: 'P1c1',
      raw: 3,
      shortRange: false,
      backShot: false,
      adjust: {},
      final: 3,
      outcome: 'FLIP_OVER',
      blast: [],
    });
    expect(g.car('P1c1').flipped).toBe(true);
    g.undo();
    expect(g.car('P1c1').flipped).toBe(false);
    g.do('wlf.fire', {
      targetId: 'P1c1',
      raw: 2,
      shortRange: false,
      backShot: false,
      adjust: {},
      final: 2,
      outcome: 'MISS',
      blast: [],
    });
    expect(g.t.canRedo).toBe(false);
    expect(g.car('P1c1')).toMatchObject({ flipped: false, speed: 3 });
    g.straights(3);
    g.do('wlf.endRound');

    // ---- round 9, P1: back shot explodes P3's last car -> P1 wins -------------------------------------
    g.do('wlf.setSpeed', { carId: 'P1c1', speed: 5 });
    g.straights(1);
    g.do('wlf.fire', {
      targetId: 'P3c1',
      raw: 8,
      shortRange: false,
      backShot: true,
      adjust: { BACK_SHOT: 1 },
      final: 9,
      outcome: 'EXPLODE',
      blast: [{ carId: 'P1c2', roll: 3, outcome: 'SPIN_OUT' }],
    });
    expect(g.s.phase).toBe('ENDED');
    expect(g.s.result).toEqual({ winner: 'P1' });
    const outcome = system.outcome?.(g.t.state.sys);
    expect(outcome).toEqual({ winnerIds: ['P1'] });
    g.do('game.end', { winnerIds: outcome?.winnerIds ?? [] });
    expect(g.t.state.core.ended?.winnerIds).toEqual(['P1']);
    g.refuse('wlf.maneuver', { maneuver: 'STRAIGHT' }, /game is over/);

    // ---- final state -------------------------------------------------------------------------------------
    const cars = Object.fromEntries(
      Object.values(g.s.cars).map((c) => [c.id, [c.status, c.speed, c.flipped, c.roundsActed]]),
    );
    expect(cars).toEqual({
      P1c1: ['ON_TABLE', 5, false, 2],
      P1c2: ['ON_TABLE', 1, false, 1],
      P2c1: ['DESTROYED', 3, false, 2],
      P2c2: ['EXPLODED', 4, false, 0],
      P3c1: ['EXPLODED', 4, false, 3],
      P3c2: ['DESTROYED', 1, true, 0],
    });
    expect(g.s.roundNumber).toBe(9);

    // ---- replaying the journal gives the same state ----------------------------------------------------
    const entries: Entry[] = JSON.parse(JSON.stringify(g.t.entries));
    expect(entries.filter((e) => e.kind === 'undo')).toHaveLength(3);
    const replay = Timeline.load(g.reduce, initialState(system, g.setup), entries);
    expect(replay.state).toEqual(g.t.state);
    expect(replay.depth).toBe(g.t.depth);
    // and from a snapshot taken mid-game
    const half = Timeline.load(g.reduce, initialState(system, g.setup), entries.slice(0, 40));
    const fromSnap = Timeline.load(g.reduce, initialState(system, g.setup), entries, half.snapshot());
    expect(fromSnap.state).toEqual(g.t.state);
  });
});
