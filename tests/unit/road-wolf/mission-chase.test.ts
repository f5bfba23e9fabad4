// B12.7 CHASE: Cops buy no tokens, Bridge Out, escalation (losses counted once, a
// replacement of the same size with one token of rank up to the losses), and the end.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { reduceRw } from '../../../src/rules/road-wolf/commands';
import { unboughtTokens, validateForces } from '../../../src/rules/road-wolf/forces';
import { describeRw, explainRw } from '../../../src/rules/road-wolf/index';
import { initiativeNote } from '../../../src/rules/road-wolf/initiative';
import { replacementProcedure } from '../../../src/rules/road-wolf/mission-procedures';
import { scoreboard } from '../../../src/rules/road-wolf/missions';
import { chaseTally, replacementProblem, replacementsDue } from '../../../src/rules/road-wolf/missions/chase';
import type { RoadCardKind, RwState } from '../../../src/rules/road-wolf/model';
import { initiativeProcedure } from '../../../src/rules/road-wolf/procedures';
import { endTurnProblem, hitsLeft, initialState } from '../../../src/rules/road-wolf/rules';
import { publicView } from '../../../src/rules/road-wolf/table-view';
import { apply, car, makeSetup, refused, tokensOf } from './helpers';

const setup: Setup = makeSetup(2, 2);

function build(points = 4, cop: 'coupe' | 'muscle_car' = 'coupe'): RwState {
  let s = apply(initialState(setup), 'rw.config', { pointsValue: points }, setup);
  s = apply(s, 'rw.mission', { missionId: 'CHASE' }, setup);
  s = apply(s, 'rw.buy', { carId: 'P1c1', typeId: 'coupe' }, setup);
  if (points >= 4) s = apply(s, 'rw.buy', { carId: 'P1c2', typeId: 'roadster' }, setup);
  s = apply(s, 'rw.buy', { carId: 'P2c1', typeId: cop }, setup);
  if (points >= 4) s = apply(s, 'rw.buy', { carId: 'P2c2', typeId: 'coupe' }, setup);
  return s;
}

function play(points = 4): RwState {
  let s = apply(build(points), 'rw.lockForces', {}, setup);
  s = apply(s, 'rw.initiative', { passes: [], first: 'P1' }, setup); // only the Runners roll: one player
  expect(s.phase).toBe('PLAYER_TURN');
  return s;
}

const exit = (s: RwState, id: string, edge = 'END') =>
  apply(
    apply(s, 'rw.move', { carId: id, mode: 'MOVE' }, setup),
    'rw.moveEnd',
    { carId: id, offRoad: false, exited: edge },
    setup,
  );

describe('B12.7 Chase: forces', () => {
  it('B12.7 the Cops buy no tokens', () => {
    let s = build();
    expect(validateForces(s).errors).toEqual([]);
    refused(s, 'rw.buyToken', { playerId: 'P2', kind: 'SHOTGUN', carId: 'P2c1' }, setup, /buys no tokens/);
    expect(unboughtTokens(s).map((x) => x.playerId)).toEqual(['P1']); // nobody nags the Cops about tokens
    // Tokens bought before the Chase was chosen refuse the lock.
    let t = apply(initialState(setup), 'rw.buy', { carId: 'P1c1', typeId: 'coupe' }, setup);
    t = apply(t, 'rw.buy', { carId: 'P2c1', typeId: 'coupe' }, setup);
    t = apply(t, 'rw.buyToken', { playerId: 'P2', kind: 'SHOTGUN', carId: 'P2c1' }, setup);
    t = apply(t, 'rw.mission', { missionId: 'CHASE' }, setup);
    refused(t, 'rw.lockForces', {}, setup, /Cops buy no tokens/);
    s = apply(build(), 'rw.buyToken', { playerId: 'P1', kind: 'SHOTGUN', carId: 'P1c1' }, setup);
    expect(validateForces(s).errors).toEqual([]);
  });
});

describe('B12.7 Chase: Bridge Out', () => {
  /** A Bridge card in play, back in the Runners' turn of game turn 2. */
  function withBridge(): RwState {
    let s = apply(play(), 'rw.roadDeck', { mode: 'PHYSICAL' }, setup);
    while (s.phase === 'PLAYER_TURN') s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.roadCard', { kind: 'BRIDGE' satisfies RoadCardKind }, setup);
    s = apply(s, 'rw.driftEnd', { offBack: false }, setup);
    return apply(s, 'rw.endTurn', {}, setup);
  }

  it('B12.7 a Runner driving over the Bridge is unharmed; a Cop driving over it is destroyed', () => {
    let s = withBridge();
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c1', over: true }, setup);
    expect(car(s, 'P1c1').destroyed).toBe(false);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'NONE' }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'P2c1', over: true }, setup);
    expect(car(s, 'P2c1').destroyed).toBe(true);
  });

  it('B12.7 Bridge Out ends the fallen Cop’s move and leaves it no hits; an old journal’s Move ends for it still replays', () => {
    let s = withBridge();
    s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'P2c1', over: true }, setup);
    expect(s.pending).toEqual([]);
    expect(hitsLeft(s, car(s, 'P2c1'))).toBe(0);
    expect(endTurnProblem(s)).toBeNull();
    // Journals from before this fix then recorded the move's end: it is accepted and changes nothing.
    const again = apply(s, 'rw.moveEnd', { carId: 'P2c1', offRoad: false, exited: 'NONE' }, setup);
    expect(again).toEqual(s);
    refused(s, 'rw.moveEnd', { carId: 'P2c2', offRoad: false, exited: 'NONE' }, setup, /No move is under way/);
  });

  it('B11.2 B12.7 going past beside the Bridge is the normal check, for a Cop too', () => {
    let s = withBridge();
    while (
      s.phase === 'PLAYER_TURN' &&
      s.turnOrder[s.currentSlot]?.kind === 'PLAYER' &&
      (s.turnOrder[s.currentSlot] as { playerId: string }).playerId !== 'P2'
    )
      s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'P2c1', over: false }, setup);
    expect(s.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P2c1' });
  });
});

describe('B12.7 Chase: escalation', () => {
  it('R-37 a Cop lost counts once (immobilized, then destroyed); the replacement matches its size and carries one token up to the rank', () => {
    let s = play();
    s = { ...s, vehicles: { ...s.vehicles, P2c1: { ...car(s, 'P2c1'), immobilized: true } } };
    s = apply(s, 'rw.reveal', { tokenIds: [] }, setup); // any command settles the books
    expect(chaseTally(s)).toMatchObject({ copLosses: 1, copPointsLost: 2 });
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: 2 }, setup);
    expect(chaseTally(s)).toMatchObject({ copLosses: 1, copPointsLost: 2 });
    expect(replacementsDue(s, 'P2')).toMatchObject([{ playerId: 'P2', size: 2, forCarId: 'P2c1', rank: 1 }]);
    expect(replacementProblem(s, 'P2')).toMatch(/own turn/);
    s = apply(s, 'rw.endTurn', {}, setup);
    refused(s, 'rw.replacement', { playerId: 'P2', typeId: 'muscle_car' }, setup, /size-2/);
    refused(s, 'rw.replacement', { playerId: 'P2', typeId: 'roadster', token: 'SHOTGUN' }, setup, /rank 1 or less/);
    s = apply(s, 'rw.replacement', { playerId: 'P2', typeId: 'roadster', token: 'GUNNER' }, setup);
    expect(car(s, 'replacement-1')).toMatchObject({ ownerId: 'P2', controllerId: 'P2', typeId: 'roadster' });
    expect(
      tokensOf(s, 'replacement-1')
        .map((t) => t.kind)
        .sort(),
    ).toEqual(['DRIVER', 'GUNNER', 'NITRO']);
    expect(replacementsDue(s, 'P2')).toEqual([]);
    refused(s, 'rw.replacement', { playerId: 'P2', typeId: 'roadster' }, setup, /No Cop vehicle/);
    // The replacement is a Cop vehicle too: losing it counts, and the rank grows.
    s = apply(s, 'rw.adjust', { carId: 'replacement-1', damage: 2 }, setup);
    expect(replacementsDue(s, 'P2')).toMatchObject([{ playerId: 'P2', size: 2, forCarId: 'replacement-1', rank: 2 }]);
    expect(replacementProblem(s, 'P2')).toMatch(/from your next turn/); // lost in this very turn
  });
});

describe('B12.7 Chase: the end', () => {
  it('B12.7 no Runner escaped: the Cops win', () => {
    let s = play();
    s = apply(s, 'rw.adjust', { carId: 'P1c1', damage: 2 }, setup);
    s = exit(s, 'P1c2', 'SIDE');
    expect(s.result).toMatchObject({ winnerSide: 'P2', by: 'MISSION' });
  });

  it('B12.7 a Runner escaped but the Cops lost too little: a draw; the scoreboard shows both', () => {
    let s = exit(play(), 'P1c1');
    expect(scoreboard(s)).toEqual([
      { sideId: 'P1', name: 'Runners', points: 1 },
      { sideId: 'P2', name: 'Cops', points: 0 },
    ]);
    s = apply(s, 'rw.adjust', { carId: 'P1c2', damage: 2 }, setup);
    expect(s.result).toMatchObject({ draw: true, by: 'MISSION', scores: { P1: 1, P2: 0 } });
  });

  it('B12.7 a Runner escaped and the Cops lost 3x their starting points: the Runners win', () => {
    let s = play(2); // Runners: one Coupe; Cops: one Coupe (2 points, so 6 to lose)
    for (let i = 1; i <= 3; i++) {
      const id = i === 1 ? 'P2c1' : `replacement-${i - 1}`;
      s = apply(s, 'rw.adjust', { carId: id, damage: 2 }, setup);
      s = apply(s, 'rw.endTurn', {}, setup);
      if (i < 3) s = apply(s, 'rw.replacement', { playerId: 'P2', typeId: 'coupe' }, setup);
      s = apply(s, 'rw.endTurn', {}, setup);
      if (s.phase === 'ROAD_TURN') s = apply(s, 'rw.endTurn', {}, setup);
    }
    expect(chaseTally(s)).toMatchObject({ copPointsLost: 6, target: 6 });
    s = exit(s, 'P1c1');
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'MISSION' });
  });
});

describe('B12.7 properties', () => {
  it('B12.7 R-37 the tally never decreases, whatever is lost, immobilized or repaired in any order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('P1c1', 'P1c2', 'P2c1', 'P2c2'), fc.constantFrom('DAMAGE', 'IMMOBILIZE', 'EXIT')),
          { maxLength: 8 },
        ),
        (events) => {
          let s = play();
          let last = chaseTally(s);
          for (const [id, what] of events) {
            const v = car(s, id);
            if (s.phase === 'ENDED' || v.destroyed || v.offBoard !== 'NONE') continue;
            if (what === 'DAMAGE') s = apply(s, 'rw.adjust', { carId: id, damage: v.damage + 1 }, setup);
            else if (what === 'IMMOBILIZE')
              s = apply(
                { ...s, vehicles: { ...s.vehicles, [id]: { ...v, immobilized: true } } },
                'rw.reveal',
                { tokenIds: [] },
                setup,
              );
            else if (
              s.turnOrder[s.currentSlot]?.kind === 'PLAYER' &&
              (s.turnOrder[s.currentSlot] as { playerId: string }).playerId === v.controllerId &&
              !v.immobilized
            )
              s = exit(s, id);
            const now = chaseTally(s);
            expect(now.escaped).toBeGreaterThanOrEqual(last.escaped);
            expect(now.copLosses).toBeGreaterThanOrEqual(last.copLosses);
            expect(now.copPointsLost).toBeGreaterThanOrEqual(last.copPointsLost);
            last = now;
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('B12.7 Chase: a replacement’s extra token stays face down (issue 9)', () => {
  it('B12.7 R-37 a Nitro or a Gunner as the extra token: the table sees the same car, log line and detail', () => {
    let s = play();
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: 2 }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    const seen = (['NITRO', 'GUNNER'] as const).map((token) => {
      const c = { type: 'rw.replacement', payload: { playerId: 'P2', typeId: 'roadster', token }, at: 1 };
      const after = apply(s, c.type, c.payload, setup);
      return { view: publicView(after), line: describeRw(c, setup), detail: explainRw(s, after, c, setup) };
    });
    expect(seen[1]).toEqual(seen[0]);
    // The free Street Nitro is known; the picked one is not: one shown Nitro, two face-down tokens.
    expect(seen[0]!.view.vehicles.find((v) => v.id === 'replacement-1')).toMatchObject({
      known: [{ kind: 'NITRO', place: 'GEAR' }],
      hidden: 2,
    });
    // A Veteran takes the seat the Driver would: the line does not tell an extra token from none.
    expect(
      describeRw(
        { type: 'rw.replacement', payload: { playerId: 'P2', typeId: 'roadster', token: 'VETERAN' }, at: 1 },
        setup,
      ),
    ).toBe(describeRw({ type: 'rw.replacement', payload: { playerId: 'P2', typeId: 'roadster' }, at: 1 }, setup));
  });
});

describe('B6.1 Chase: the Runners go first and one player fields them', () => {
  it('B6.1 B12.7 only the first side rolls; with one player on it nobody rolls, and the sheet says why', () => {
    const s = apply(build(), 'rw.lockForces', {}, setup);
    const name = (id: string) => (id === 'P1' ? 'Ann' : 'Bo');
    expect(initiativeNote(s, name)).toEqual({
      roll: false,
      text: 'The mission says the Runners go first, and Ann is the only one of them: Ann goes first, no roll needed [B6.1].',
    });
    expect(initiativeProcedure.ask(s, { setup }, {})).toEqual([]);
    const r = initiativeProcedure.resolve(s, { setup }, {});
    if ('error' in r) throw new Error(r.error);
    expect(r.summary).toBe('Player 1 goes first: no roll needed');
    // The log line and the Undo button: nobody rolled, so no empty brackets.
    expect(describeRw({ ...r.command, at: 1 }, setup)).toBe('Player 1 goes first');
    expect(r.reasons[0]).toMatch(/Runners go first, and Player 1 is the only one of them.*no roll needed \[B6\.1\]/);
    const next = reduceRw(s, { ...r.command, at: 1 }, setup);
    expect(next.phase).toBe('PLAYER_TURN');
    expect(next.turnOrder[next.currentSlot]).toMatchObject({ kind: 'PLAYER', playerId: 'P1' });
  });

  it('B6.1 without a mission every player with a vehicle rolls', () => {
    let s = apply(initialState(setup), 'rw.config', { pointsValue: 2 }, setup);
    s = apply(s, 'rw.buy', { carId: 'P1c1', typeId: 'coupe' }, setup);
    s = apply(s, 'rw.buy', { carId: 'P2c1', typeId: 'coupe' }, setup);
    s = apply(s, 'rw.lockForces', {}, setup);
    expect(initiativeNote(s, (id) => id)).toMatchObject({
      roll: true,
      text: expect.stringMatching(/^Everyone with a vehicle rolls 2 dice/),
    });
    expect(initiativeProcedure.ask(s, { setup }, {}).map((q) => q.kind)).toEqual(['dice', 'dice']);
  });
});

describe('B12.7 Chase: the replacement sheet (rules/road-wolf/mission-procedures.ts)', () => {
  it('R-37 it asks a vehicle of the lost one’s size and one token up to the rank; Apply records that car', () => {
    let s = play();
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: 2 }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    const qs = replacementProcedure.ask(s, { setup }, {}) as { id: string; options: { value: string }[] }[];
    expect(qs.map((q) => q.id)).toEqual(['type', 'token']);
    expect(qs[0]!.options.map((o) => o.value)).toEqual(expect.arrayContaining(['coupe', 'roadster']));
    expect(qs[1]!.options.map((o) => o.value)).toEqual(['none', 'NITRO', 'GUNNER']); // rank 1
    const r = replacementProcedure.resolve(s, { setup }, { type: 'roadster', token: 'GUNNER' });
    if ('error' in r) throw new Error(r.error);
    expect(r.command).toEqual({
      type: 'rw.replacement',
      payload: { playerId: 'P2', typeId: 'roadster', token: 'GUNNER' },
    });
    expect(
      tokensOf(reduceRw(s, { ...r.command, at: 1 }, setup), 'replacement-1')
        .map((t) => t.kind)
        .sort(),
    ).toEqual(['DRIVER', 'GUNNER', 'NITRO']);
  });
});
