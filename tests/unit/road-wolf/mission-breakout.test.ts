// B12.2 BREAKOUT: the Convoy's Big Rig, budgets 10 / 12, the Convoy rolls for first, and
// the immediate end conditions, with fixed dice and through commands.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { validateForces } from '../../../src/rules/road-wolf/forces';
import { missionKeyOf } from '../../../src/rules/road-wolf/missions';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { apply, car, type Loadout, makeSetup, refused } from './helpers';

const setup: Setup = makeSetup(2, 3);
const CONVOY: Record<string, Loadout> = {
  P1c1: { type: 'big_rig', tokens: [['VETERAN', 'SEAT']] },
  P1c2: { type: 'muscle_car' },
  P1c3: { type: 'coupe' },
};
const ATTACKERS: Record<string, Loadout> = {
  P2c1: { type: 'big_rig' },
  P2c2: { type: 'muscle_car' },
  P2c3: { type: 'armored_car' },
};

function build(forces: Record<string, Loadout>): RwState {
  let s = apply(initialState(setup), 'rw.mission', { missionId: 'BREAKOUT' }, setup);
  for (const [carId, l] of Object.entries(forces)) {
    s = apply(s, 'rw.buy', { carId, typeId: l.type }, setup);
    const playerId = setup.cars.find((c) => c.id === carId)!.playerId;
    for (const [kind, where] of l.tokens ?? [])
      s = apply(s, 'rw.buyToken', { playerId, kind, carId, ...(where ? { place: where } : {}) }, setup);
  }
  return s;
}

/** Locked, the Convoy's P1 first (only the Convoy rolls, B6.1). */
function play(): RwState {
  let s = apply(build({ ...CONVOY, ...ATTACKERS }), 'rw.lockForces', {}, setup);
  s = apply(s, 'rw.initiative', { passes: [], first: 'P1' }, setup); // one Convoy player: no roll needed
  expect(s.phase).toBe('PLAYER_TURN');
  return s;
}

describe('B12.2 Breakout: forces', () => {
  it('B12.2 R-38 the Convoy spends 10 with the Big Rig counted; the Attackers 12', () => {
    const s = build({ ...CONVOY, ...ATTACKERS });
    expect(s.budgets).toEqual({ P1: 10, P2: 12 });
    expect(validateForces(s).errors).toEqual([]);
    expect(validateForces(s).warnings.filter((w) => w.spec === 'R-3')).toEqual([]);
  });

  it('B12.2 without a Big Rig the Convoy cannot lock', () => {
    const s = build({
      P1c1: { type: 'armored_car' },
      P1c2: { type: 'muscle_car' },
      P1c3: { type: 'coupe' },
      ...ATTACKERS,
    });
    expect(validateForces(s).errors.map((e) => e.spec)).toContain('B12.2');
    refused(s, 'rw.lockForces', {}, setup, /Big Rig/);
  });

  it('B12.2 an Attackers’ Big Rig is not the cargo: only the Convoy’s', () => {
    const s = play();
    expect(missionKeyOf(s, 'P1c1')).toBe('CARGO');
    expect(missionKeyOf(s, 'P2c1')).toBeNull();
  });

  it('B12.2 B6.1 only the Convoy rolls for first: an Attacker’s dice are refused', () => {
    const s = apply(build({ ...CONVOY, ...ATTACKERS }), 'rw.lockForces', {}, setup);
    refused(s, 'rw.initiative', { passes: [{ P1: [3, 4], P2: [6, 6] }], first: 'P2' }, setup);
  });
});

describe('B12.2 Breakout: the end (immediate)', () => {
  it('B12.2 the Big Rig driving off the far end: the Convoy wins', () => {
    let s = play();
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'END' }, setup);
    expect(s.phase).toBe('ENDED');
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'MISSION' });
  });

  it('B12.2 another Convoy vehicle off the far end ends nothing', () => {
    let s = play();
    s = apply(s, 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c2', offRoad: false, exited: 'END' }, setup);
    expect(s.phase).toBe('PLAYER_TURN');
  });

  it('B12.2 the Big Rig leaving by a side: the Attackers win', () => {
    let s = play();
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'SIDE' }, setup);
    expect(s.result).toMatchObject({ winnerSide: 'P2', by: 'MISSION' });
  });

  it('R-38 the Big Rig immobilized (a SPIN) ends the game once its skid is over: the Attackers win', () => {
    let s = play();
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: true, exited: 'NONE' }, setup);
    // Big Rig: 5 dice, Heavy: no reroll on defence. The Road's 6+5 beats a top 5 with overkill 1: SPIN.
    s = apply(s, 'rw.wipeout', { carId: 'P1c1', vehicle: [5, 4, 3, 2, 1], road: [6, 5], skid: 3 }, setup);
    expect(car(s, 'P1c1').immobilized).toBe(true);
    expect(s.phase).toBe('PLAYER_TURN'); // the skid is still to be moved
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'NONE' }, setup);
    expect(s.result).toMatchObject({ winnerSide: 'P2', by: 'MISSION', why: expect.stringMatching(/immobilized/) });
  });

  it('B12.2 the Big Rig destroyed (a table correction): the Attackers win', () => {
    const s = apply(play(), 'rw.adjust', { carId: 'P1c1', damage: 5 }, setup);
    expect(s.result).toMatchObject({ winnerSide: 'P2', by: 'MISSION' });
  });
});

describe('B12.2 Breakout: a game with a digital road deck to the Big Rig’s escape (scenario)', () => {
  it('B11.1 B12.2 two road turns (a Debris ram, Supplies used, a Slick wipeout), then the rig gets away', () => {
    let s = play();
    s = apply(s, 'rw.roadDeck', { mode: 'DIGITAL', counts: { DEBRIS: 1, SLICK: 1, SUPPLIES: 1, CLEAR: 1 } }, setup);
    s = apply(s, 'rw.roadShuffle', { order: [2, 3, 1, 0] }, setup); // Debris, Supplies, Slick, Clear
    expect(s.road!.drawPile).toEqual(['DEBRIS', 'SUPPLIES', 'SLICK', 'CLEAR']);
    const endTurns = (st: RwState) => {
      while (st.phase === 'PLAYER_TURN') st = apply(st, 'rw.endTurn', {}, setup);
      expect(st.phase).toBe('ROAD_TURN');
      return st;
    };
    // Road turn 1: the Debris card is laid into the Convoy's Coupe: 1 die against its 2.
    s = endTurns(s);
    s = apply(s, 'rw.roadCard', { kind: 'DEBRIS' }, setup);
    s = apply(
      s,
      'rw.cardContact',
      { cardId: 'k1', kind: 'DEBRIS', carId: 'P1c3', attack: [6], defence: [5, 2] },
      setup,
    );
    expect(car(s, 'P1c3').damage).toBe(1);
    s = apply(s, 'rw.driftEnd', { offBack: false }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    // Game turn 2: the Coupe pulls up; road turn 2: the Debris drifts, Supplies are laid.
    s = endTurns(s);
    s = apply(apply(s, 'rw.drift', { cardId: 'k1', kind: 'DEBRIS' }, setup), 'rw.driftEnd', { offBack: false }, setup);
    s = apply(s, 'rw.roadCard', { kind: 'SUPPLIES' }, setup);
    s = apply(s, 'rw.driftEnd', { offBack: false }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    // Game turn 3: the Coupe ends a move on the Supplies and repairs.
    s = apply(
      apply(s, 'rw.move', { carId: 'P1c3', mode: 'MOVE' }, setup),
      'rw.moveEnd',
      { carId: 'P1c3', offRoad: false, exited: 'NONE' },
      setup,
    );
    s = apply(s, 'rw.supplies', { carId: 'P1c3', take: 'REPAIR', cardId: 'k2' }, setup);
    expect(car(s, 'P1c3').damage).toBe(0);
    s = endTurns(s);
    // Road turn 3: the Debris passes the back edge; the Slick is laid into an Attacker: it rolls.
    s = apply(apply(s, 'rw.drift', { cardId: 'k1', kind: 'DEBRIS' }, setup), 'rw.driftEnd', { offBack: true }, setup);
    s = apply(s, 'rw.roadCard', { kind: 'SLICK' }, setup);
    s = apply(s, 'rw.cardContact', { cardId: 'k3', kind: 'SLICK', carId: 'P2c2' }, setup);
    s = apply(
      s,
      'rw.wipeout',
      { carId: 'P2c2', vehicle: [1, 1, 1], road: [6, 6], roadPlayerId: 'P1', skid: 6, result: 'ROLL' },
      setup,
    );
    expect(car(s, 'P2c2').damage).toBe(1);
    s = apply(s, 'rw.moveEnd', { carId: 'P2c2', offRoad: false, exited: 'NONE' }, setup);
    s = apply(s, 'rw.driftEnd', { offBack: false }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    // Game turn 4: the Big Rig drives off the far end.
    expect(s.phase).toBe('PLAYER_TURN');
    s = apply(
      apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup),
      'rw.moveEnd',
      { carId: 'P1c1', offRoad: false, exited: 'END' },
      setup,
    );
    expect(s.result).toEqual({ winnerSide: 'P1', by: 'MISSION', why: 'The Big Rig got away off the far end.' });
  });
});
