import { describe, expect, it } from 'vitest';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState } from '../../../src/game/types';
import { type Command, RuleError, type Setup } from '../../../src/rules/core/model';
import roadWolf from '../../../src/rules/road-wolf';
import type { RwState, RwVehicle } from '../../../src/rules/road-wolf/model';
import { currentPlayer } from '../../../src/rules/road-wolf/rules';
import type { RuleSystem } from '../../../src/rules/system';
import { makeSetup, type Payload } from './helpers';

const system = roadWolf as unknown as RuleSystem;

class Game {
  readonly setup: Setup = makeSetup(2, 2);
  readonly reduce = makeReducer(system, this.setup);
  readonly t = new Timeline(this.reduce, initialState(system, this.setup));
  private at = 1_700_000_000_000;
  readonly log: string[] = [];

  do(type: string, payload: Payload = {}): void {
    this.at += 1000;
    const command: Command = { type, payload, at: this.at };
    this.t.push({ kind: 'do', command });
    this.log.push(describeCommand(system, command, this.setup));
  }
  refuse(type: string, payload: Payload, message: RegExp): void {
    const before = this.t.state;
    expect(() => this.t.push({ kind: 'do', command: { type, payload, at: this.at + 1 } })).toThrow(RuleError);
    expect(() => this.t.push({ kind: 'do', command: { type, payload, at: this.at + 1 } })).toThrow(message);
    expect(this.t.state).toBe(before);
  }
  get s(): RwState {
    return (this.t.state as GameState).sys as RwState;
  }
  car(id: string): RwVehicle {
    return this.s.vehicles[id] as RwVehicle;
  }
  token(carId: string, kind: string): string {
    const v = this.car(carId);
    const id = [v.driverSeat, ...v.passengers, ...v.gear].find((t) => t && this.s.tokens[t]?.kind === kind);
    if (!id) throw new Error(`no ${kind} on ${carId}`);
    return id;
  }
}

describe('Road Wolf scenario: two game turns through the Timeline', () => {
  it('B4-B10 Nitro ram with a Veteran reroll, free melee, Shotgun, a skid chain, a takeover, a spin, and the last side standing', () => {
    const g = new Game();

    // ---- force building (B4) -------------------------------------------------------------------
    g.do('rw.config', { pointsValue: 5 });
    g.do('rw.buy', { carId: 'P1c1', typeId: 'convertible' });
    g.do('rw.buy', { carId: 'P1c2', typeId: 'buggy' });
    g.do('rw.buy', { carId: 'P2c1', typeId: 'muscle_car' });
    g.do('rw.buy', { carId: 'P2c2', typeId: 'roadster' });
    g.do('rw.buyToken', { playerId: 'P1', kind: 'VETERAN', carId: 'P1c1', place: 'SEAT' });
    g.do('rw.buyToken', { playerId: 'P1', kind: 'BRAWLER', carId: 'P1c1' });
    g.do('rw.buyToken', { playerId: 'P1', kind: 'SHOTGUN', carId: 'P1c1' });
    g.do('rw.buyToken', { playerId: 'P1', kind: 'GUNNER', carId: 'P1c2' });
    g.do('rw.buyToken', { playerId: 'P2', kind: 'MECHANIC', carId: 'P2c1' });
    g.do('rw.buyToken', { playerId: 'P2', kind: 'BRAWLER', carId: 'P2c2' });
    g.do('rw.lockForces');
    expect(g.log[g.log.length - 2]).toBe('Player 2 buys a token for Car P2.2'); // the kind stays hidden (B3.4)
    g.do('rw.initiative', {
      passes: [
        { P1: [4, 4], P2: [6, 2] },
        { P1: [5, 1], P2: [2, 2] },
      ],
      first: 'P1',
    });
    expect(currentPlayer(g.s)).toBe('P1');

    // ---- game turn 1, Player 1 -----------------------------------------------------------------
    // Nitro (free): 3 + 1 dice; the Veteran rerolls the 1 into a 5
    g.do('rw.move', { carId: 'P1c1', mode: 'NITRO', onRoad: true });
    g.do('rw.ram', {
      attackerId: 'P1c1',
      defenderId: 'P2c1',
      attack: [6, 2, 2, 1],
      attackReroll: { index: 3, newFace: 5 },
      defence: [4, 3, 3],
      result: { winner: 'ATTACKER', overkill: 2 },
    });
    expect(g.car('P2c1').damage).toBe(2);
    g.do('rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'NONE' });
    expect(g.car('P1c1').turn).toMatchObject({ actionsLeft: 2, nitroUsed: true });
    expect(g.s.freeMeleeFor).toBeNull(); // no free melee after Nitro

    // a move, then its free melee on the roadster: crew 2 + Brawler 1 = 3 dice against 2
    g.do('rw.move', { carId: 'P1c1', mode: 'MOVE' });
    g.do('rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'NONE' });
    g.do('rw.melee', {
      attackerId: 'P1c1',
      defenderId: 'P2c2',
      free: true,
      attack: [6, 6, 3],
      defence: [5, 2],
      result: { winner: 'ATTACKER', overkill: 2 },
    });
    expect(g.car('P2c2')).toMatchObject({ driverSeat: null, passengers: [], abandoned: true }); // the driver went last

    // Shotgun at the muscle car: a win without overkill → wipeout check
    g.do('rw.shoot', {
      attackerId: 'P1c1',
      targetId: 'P2c1',
      weapon: 'SHOTGUN',
      free: false,
      attack: [5, 3],
      defence: [5, 2],
      result: { winner: 'ATTACKER', overkill: 0 },
    });
    expect(g.car('P1c1').turn.actionsLeft).toBe(0);
    g.refuse('rw.endTurn', {}, /Finish/);
    // the muscle car has 1 hit left: 1 die against the Road's 2; the Road wins without overkill → Skid
    g.do('rw.wipeout', { carId: 'P2c1', vehicle: [2], road: [2, 1], roadPlayerId: 'P1', skid: 3, result: 'SKID' });
    expect(g.s.pending[0]).toMatchObject({ kind: 'MOVE', mode: 'SKID', clock: 6 });
    // the skid (straight back) touches the abandoned roadster: a ram by the skidding car
    g.do('rw.ram', {
      attackerId: 'P2c1',
      defenderId: 'P2c2',
      attack: [3, 2, 1],
      defence: [3, 2],
      result: { winner: 'ATTACKER', overkill: 0 },
    });
    g.do('rw.wipeout', { carId: 'P2c2', vehicle: [6, 1], road: [3, 3], result: 'PASSED' });
    g.do('rw.moveEnd', { carId: 'P2c1', offRoad: false, exited: 'NONE' });
    expect(g.s.pending).toEqual([]);
    expect(g.s.tokens[g.token('P1c1', 'SHOTGUN')]!.loc).toEqual({ at: 'GEAR', carId: 'P1c1' }); // no crew killed: kept

    // the buggy takes over the abandoned roadster with its Gunner (moving: Open boarder, wipeout at once)
    const gunner = g.token('P1c2', 'GUNNER');
    g.do('rw.takeover', { carId: 'P1c2', targetId: 'P2c2', crewTokenId: gunner });
    expect(g.car('P2c2')).toMatchObject({
      controllerId: 'P1',
      abandoned: false,
      driverSeat: gunner,
      turn: { actionsLeft: 1 },
    });
    g.do('rw.wipeout', { carId: 'P2c2', vehicle: [5, 4], road: [5, 2], result: 'PASSED' });
    g.do('rw.move', { carId: 'P2c2', mode: 'MOVE' });
    g.do('rw.moveEnd', { carId: 'P2c2', offRoad: false, exited: 'NONE' });
    g.refuse('rw.move', { carId: 'P2c2', mode: 'MOVE' }, /No actions left/);
    g.do('rw.endTurn');

    // ---- game turn 1, Player 2 -----------------------------------------------------------------
    expect(currentPlayer(g.s)).toBe('P2');
    expect(g.s.pending).toEqual([]); // the roadster is P1's now: no abandoned check for P2 [R-25]
    g.do('rw.repair', { carId: 'P2c1', free: true, dice: [6, 3], removed: 1 }); // Mechanic: 2 dice, no action
    expect(g.car('P2c1')).toMatchObject({ damage: 1, turn: { actionsLeft: 2, mechanicRepairsUsed: 1 } });
    g.do('rw.move', { carId: 'P2c1', mode: 'MOVE' });
    g.do('rw.ram', {
      attackerId: 'P2c1',
      defenderId: 'P1c2',
      attack: [2, 2, 1],
      defence: [6, 5],
      result: { winner: 'DEFENDER', overkill: 2 },
    });
    g.do('rw.wipeout', { carId: 'P2c1', vehicle: [1, 1], road: [3, 1], skid: 1, result: 'SPIN' });
    expect(g.car('P2c1').immobilized).toBe(true);
    g.do('rw.moveEnd', { carId: 'P2c1', offRoad: true, exited: 'NONE' }); // no new check: immobilized
    g.do('rw.moveEnd', { carId: 'P2c1', offRoad: false, exited: 'NONE' }); // the move itself ends
    expect(g.s.pending).toEqual([]);
    g.refuse('rw.move', { carId: 'P2c1', mode: 'MOVE' }, /Immobilized/);
    g.do('rw.endTurn');
    expect(g.s.phase).toBe('ROAD_TURN');
    g.do('rw.endTurn');

    // ---- game turn 2, Player 1 -----------------------------------------------------------------
    expect(g.s.gameTurn).toBe(2);
    expect(g.car('P1c1').turn).toMatchObject({ actionsLeft: 2, shotgunsFired: [], nitroUsed: false });
    const shotgun = g.token('P1c1', 'SHOTGUN');
    g.do('rw.shoot', {
      attackerId: 'P1c1',
      targetId: 'P2c1',
      weapon: 'SHOTGUN',
      free: false,
      attack: [6, 6],
      defence: [1, 1],
      result: { winner: 'ATTACKER', overkill: 2 },
    });
    expect(g.s.tokens[shotgun]!.loc).toEqual({ at: 'DISCARDED' }); // it killed crew: out of ammo
    expect(g.car('P2c1')).toMatchObject({ abandoned: true, immobilized: true });

    // Player 2 has no crewed vehicle left: Player 1 wins
    expect(g.s.phase).toBe('ENDED');
    expect(g.s.result).toEqual({ winnerSide: 'P1', by: 'LAST_SIDE' });
    expect(system.outcome!(g.s)).toEqual({ winnerIds: ['P1'] });

    // ---- every command has a log line; undo/redo and the journal replay to the same state --------
    expect(g.log.every((line) => line.length > 0 && !line.startsWith('rw.'))).toBe(true);
    expect(g.log).toContain('Car P1.1 rams Car P2.1: 6 2 2 1, reroll 1 → 5 against 4 3 3, rammer wins, overkill 2');
    const end = g.t.state;
    g.t.push({ kind: 'undo', at: 1 });
    expect(g.s.phase).toBe('PLAYER_TURN');
    g.t.push({ kind: 'redo', at: 2 });
    expect(g.t.state).toEqual(end);
    const entries: Entry[] = JSON.parse(JSON.stringify(g.t.entries));
    const replay = Timeline.load(g.reduce, initialState(system, g.setup), entries);
    expect(replay.state).toEqual(g.t.state);
  });
});
