// Issue 10: every Road Wolf command type has one handler (reducer + log line, side by side in
// its section file), and the default mission ("last side standing") decides what the rules
// decided before missions were hooks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuleError } from '../../../src/rules/core/model';
import { actionStart, VEHICLE_ACTIONS } from '../../../src/rules/road-wolf/actions';
import { COMBAT } from '../../../src/rules/road-wolf/combat';
import { handlerOf, RW_HANDLERS, RW_TYPES, reduceRw } from '../../../src/rules/road-wolf/commands';
import { CREW } from '../../../src/rules/road-wolf/crew';
import { ACTIONS } from '../../../src/rules/road-wolf/data';
import { FORCES, validateForces } from '../../../src/rules/road-wolf/forces';
import { missionOf } from '../../../src/rules/road-wolf/mission';
import { MISSION_COMMANDS } from '../../../src/rules/road-wolf/missions/commands';
import { LAST_SIDE_STANDING } from '../../../src/rules/road-wolf/missions/last-side-standing';
import { MOVEMENT } from '../../../src/rules/road-wolf/movement';
import { ROAD } from '../../../src/rules/road-wolf/road';
import { ACTION_IDS, stats, turnOrderFrom } from '../../../src/rules/road-wolf/rules';
import { TURN } from '../../../src/rules/road-wolf/turn';
import { apply, buildForces, makeSetup, refused, toPlay } from './helpers';

describe('handler table (issue 10)', () => {
  it('every command type has a reducer and a log line', () => {
    expect(RW_TYPES.length).toBe(33 + Object.keys(MISSION_COMMANDS).length); // issue 13: the missions' commands; issue 32: rw.resetToken
    for (const type of RW_TYPES) {
      const h = handlerOf(type);
      expect(h, type).toBeDefined();
      expect(typeof h!.reduce, type).toBe('function');
      expect(typeof h!.describe, type).toBe('function');
    }
  });

  it('each type lives in exactly one section', () => {
    const sections = [FORCES, TURN, MOVEMENT, COMBAT, CREW, ROAD, MISSION_COMMANDS].map((x) => Object.keys(x));
    const all = sections.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([...RW_TYPES].sort());
    expect(Object.keys(RW_HANDLERS).every((t) => t.startsWith('rw.'))).toBe(true);
  });

  it('unknown and inherited names are refused, not looked up on the prototype', () => {
    const setup = makeSetup(2, 1);
    const s = toPlay(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } });
    expect(handlerOf('toString')).toBeUndefined();
    expect(handlerOf('constructor')).toBeUndefined();
    expect(() => reduceRw(s, { type: 'rw.nope', payload: {}, at: 0 }, setup)).toThrow(RuleError);
  });
});

describe('default mission: last side standing (issue 10)', () => {
  const setup = makeSetup(2, 1);
  const forces = { P1c1: { type: 'coupe' as const }, P2c1: { type: 'coupe' as const } };

  it('is the mission of every game today', () => {
    expect(missionOf(toPlay(setup, forces))).toBe(LAST_SIDE_STANDING);
  });

  it('changes nothing: stats, the turn order (players, then the road), damage cap, wipeouts', () => {
    const s = toPlay(setup, forces);
    const car = s.vehicles.P1c1!;
    const base = stats(s, car);
    expect(LAST_SIDE_STANDING.stats(s, car, base)).toBe(base);
    expect(turnOrderFrom(s, 'P2')).toEqual([
      { kind: 'PLAYER', playerId: 'P2' },
      { kind: 'PLAYER', playerId: 'P1' },
      { kind: 'ROAD' },
    ]);
    expect(LAST_SIDE_STANDING.damageCap(s, car, base.size)).toBe(base.size);
    expect(LAST_SIDE_STANDING.wipeout(s, car, [1, 1], 'ROLL')).toBe('ROLL');
    expect(LAST_SIDE_STANDING.forceIssues(s, { player: String, car: String })).toEqual({ errors: [], warnings: [] });
    expect(validateForces(s).errors).toEqual([]);
    expect(LAST_SIDE_STANDING.score(s)).toBeNull();
    expect(LAST_SIDE_STANDING.skipsSlot(s, { kind: 'PLAYER', playerId: 'P1' })).toBe(false);
  });

  it('victory: the last side with a vehicle that can act wins', () => {
    let s = toPlay(setup, forces);
    expect(LAST_SIDE_STANDING.victory(s)).toBeNull();
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: stats(s, s.vehicles.P2c1!).size }, setup);
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ winnerSide: 'P1', by: 'LAST_SIDE' });
  });
});

describe('mission hooks are asked where the rules decide (issue 10)', () => {
  const setup = makeSetup(2, 1);
  const forces = { P1c1: { type: 'coupe' as const }, P2c1: { type: 'coupe' as const } };
  afterEach(() => vi.restoreAllMocks());

  it('force validation: a mission error refuses the lock', () => {
    vi.spyOn(LAST_SIDE_STANDING, 'forceIssues').mockReturnValue({
      errors: [{ spec: 'B12.2', message: 'The Convoy needs its Big Rig.' }],
      warnings: [],
    });
    refused(buildForces(setup, forces), 'rw.lockForces', {}, setup, /Big Rig/);
  });

  it('turn-order slots: a mission slot joins the game turn', () => {
    vi.spyOn(LAST_SIDE_STANDING, 'turnSlots').mockImplementation((_s, players) => [
      ...players,
      { kind: 'MISSION', id: 'CIVILIANS' },
      { kind: 'ROAD' },
    ]);
    const s = toPlay(setup, forces);
    expect(s.turnOrder.map((x) => x.kind)).toEqual(['PLAYER', 'PLAYER', 'MISSION', 'ROAD']);
  });

  it('turn-order slots: a player slot the mission skips is passed over (B12.3, game turn 1)', () => {
    vi.spyOn(LAST_SIDE_STANDING, 'skipsSlot').mockImplementation(
      (s, slot) => s.gameTurn === 1 && slot.kind === 'PLAYER' && slot.playerId === 'P1',
    );
    const s = toPlay(setup, forces, { first: 'P1' });
    expect(s.turnOrder[s.currentSlot]).toEqual({ kind: 'PLAYER', playerId: 'P2' });
    expect(LAST_SIDE_STANDING.skipsSlot).toHaveBeenCalledWith(expect.objectContaining({ gameTurn: 1 }), {
      kind: 'PLAYER',
      playerId: 'P1',
    });
  });

  it('stat overrides and the damage cap: a capped vehicle keeps its last hit (B12.5)', () => {
    vi.spyOn(LAST_SIDE_STANDING, 'damageCap').mockImplementation((_s, _v, size) => size - 1);
    let s = toPlay(setup, forces);
    const size = stats(s, s.vehicles.P2c1!).size;
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: size }, setup);
    expect(s.vehicles.P2c1).toMatchObject({ damage: size - 1, destroyed: false });
    vi.spyOn(LAST_SIDE_STANDING, 'stats').mockImplementation((_s, _v, base) => ({ ...base, heavy: true }));
    expect(stats(s, s.vehicles.P1c1!).heavy).toBe(true);
  });

  it('wipeout override: the mission may replace a check’s outcome (B12.8)', () => {
    const wipe = vi.spyOn(LAST_SIDE_STANDING, 'wipeout').mockReturnValue('SPIN');
    let s = toPlay(setup, forces);
    s = { ...s, pending: [{ kind: 'WIPEOUT', carId: 'P1c1', roadDice: 2, why: 'SHOT' }] };
    const hits = stats(s, s.vehicles.P1c1!).size;
    s = apply(s, 'rw.wipeout', { vehicle: Array(hits).fill(6), road: [1, 1], skid: 3 }, setup);
    expect(wipe).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 'P1c1' }),
      Array(hits).fill(6),
      'PASSED',
    );
    expect(s.vehicles.P1c1!.immobilized).toBe(true);
    expect(s.pending[0]).toMatchObject({ kind: 'MOVE', mode: 'SKID', carId: 'P1c1' });
  });

  it('victory: the mission ends the game once nothing is pending', () => {
    const before = toPlay(setup, forces);
    vi.spyOn(LAST_SIDE_STANDING, 'victory').mockReturnValue({ draw: true, by: 'LAST_SIDE' });
    const s = apply(before, 'rw.reveal', { tokenIds: [] }, setup);
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ draw: true, by: 'LAST_SIDE' });
  });
});

describe('B6.4 vehicle actions: one entry each (issue 10)', () => {
  it('every action of the matrix has its condition and what a tap starts; ACTION_IDS is the matrix', () => {
    expect(ACTION_IDS).toEqual(ACTIONS.map((a) => a.id));
    expect(Object.keys(VEHICLE_ACTIONS).sort()).toEqual([...ACTION_IDS].sort());
  });

  it('a tap starts the command or the guided roll the card used to map by hand', () => {
    expect(actionStart('MOVE', 'c1')).toEqual({ command: { type: 'rw.move', payload: { carId: 'c1', mode: 'MOVE' } } });
    expect(actionStart('FREE_MOVE', 'c1')).toEqual({
      command: { type: 'rw.move', payload: { carId: 'c1', mode: 'FREE_MOVE' } },
    });
    expect(actionStart('BRAKE', 'c1')).toEqual({
      command: { type: 'rw.move', payload: { carId: 'c1', mode: 'BRAKE' } },
    });
    expect(actionStart('NITRO', 'c1')).toEqual({
      command: { type: 'rw.move', payload: { carId: 'c1', mode: 'NITRO', onRoad: true } },
    });
    expect(actionStart('TURN_AROUND', 'c1')).toEqual({ command: { type: 'rw.turnAround', payload: { carId: 'c1' } } });
    expect(actionStart('GUNNER_SHOT', 'c1')).toEqual({ sheet: 'shoot', preset: { mode: 'GUNNER' } });
    expect(actionStart('MECHANIC_REPAIR', 'c1')).toEqual({ sheet: 'repair', preset: { mode: 'MECHANIC' } });
    expect(actionStart('FREE_MELEE', 'c1')).toEqual({ sheet: 'melee' });
    for (const a of ACTION_IDS) {
      const st = actionStart(a, 'c1');
      if ('command' in st) expect(RW_TYPES, a).toContain(st.command.type);
    }
  });
});
