// Games replay under the rules they were played with (RwState.rev, setup.rulesRevision): the
// issue-9 changes to turns, rams and token picks would otherwise refuse old journals on open.
import { describe, expect, it } from 'vitest';
import { roadWolf } from '../../../src/rules/road-wolf';
import { currentPlayer, RW_RULES_REVISION, ramProblem } from '../../../src/rules/road-wolf/rules';
import { apply, makeSetup, patch, refused, toPlay } from './helpers';

const rev1 = <T extends object>(setup: T) => ({ ...setup, rulesRevision: 1 });

describe('rules revisions: old games keep the behaviour they were played under', () => {
  it('new games start under the current revision, which the system declares', () => {
    expect(roadWolf.rulesRevision).toBe(RW_RULES_REVISION);
    expect(roadWolf.init(makeSetup(2, 1)).rev).toBe(RW_RULES_REVISION);
    expect(roadWolf.init(rev1(makeSetup(2, 1))).rev).toBe(1);
  });

  it('B6.2 revision 1 skipped a player with nothing left on the board; revision 2 keeps their turn', () => {
    for (const [rev, next] of [
      [1, 'P3'],
      [2, 'P2'],
    ] as const) {
      const s3 = { ...makeSetup(3, 1), rulesRevision: rev };
      let s = toPlay(s3, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' }, P3c1: { type: 'coupe' } }, { points: 2 });
      s = patch(s, 'P2c1', { destroyed: true, driverSeat: null, damage: 2 });
      s = apply(s, 'rw.endTurn', {}, s3);
      expect(currentPlayer(s), `revision ${rev}`).toBe(next);
    }
  });

  it('B8.1 revision 1 allowed a second ram in a stopped move (so its journals still replay); revision 2 refuses it', () => {
    for (const rev of [1, 2]) {
      const setup = { ...makeSetup(2, 2), rulesRevision: rev };
      let s = toPlay(
        setup,
        {
          P1c1: { type: 'truck_4x4' },
          P1c2: { type: 'coupe' },
          P2c1: { type: 'muscle_car' },
          P2c2: { type: 'dirt_bike' },
        },
        { points: 6 },
      );
      s = apply(s, 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
      s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [4, 2], defence: [4, 2, 1] }, setup);
      if (rev === 1) {
        expect(ramProblem(s)).toBeNull();
        expect(() =>
          apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [6, 6], defence: [1, 1, 1] }, setup),
        ).not.toThrow();
      } else {
        expect(ramProblem(s)).toMatch(/stopped at the contact/);
        refused(
          s,
          'rw.ram',
          { defenderId: 'P2c1', attack: [6, 6], defence: [1, 1, 1] },
          setup,
          /stopped at the contact/,
        );
      }
    }
  });
});

describe('B12.9 the Gauntlet covers the road before play (revision 4)', () => {
  /** A Gauntlet journal as revision 3 allowed it: the first turn played before the road was covered. */
  const journal: [string, Record<string, unknown>][] = [
    ['rw.mission', { missionId: 'GAUNTLET' }],
    ['rw.buy', { carId: 'P1c1', typeId: 'muscle_car' }],
    ['rw.buy', { carId: 'P2c1', typeId: 'coupe' }],
    ['rw.lockForces', {}],
    ['rw.initiative', { passes: [{ P1: [6, 5], P2: [1, 2] }], first: 'P1' }],
    ['rw.move', { carId: 'P1c1', mode: 'MOVE' }],
    ['rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'NONE' }],
    ['rw.roadDeck', { mode: 'PHYSICAL' }],
    ['rw.layRoad', { count: 3 }],
    ['rw.endTurn', {}],
  ];
  const replay = (setup: ReturnType<typeof makeSetup>, upTo = journal.length) =>
    journal.slice(0, upTo).reduce((s, [type, payload]) => apply(s, type, payload, setup), roadWolf.init(setup));

  it('B12.9 revision 4 refuses the initiative and every turn command until the road is covered; the road set-up and corrections are allowed', () => {
    const setup = makeSetup(2, 1);
    let s = replay(setup, 4); // locked
    expect(s.rev).toBe(4);
    refused(
      s,
      'rw.initiative',
      { passes: [{ P1: [6, 5], P2: [1, 2] }], first: 'P1' },
      setup,
      /Set up the road cards first/,
    );
    refused(s, 'rw.reveal', { carId: 'P1c1' }, setup, /Set up the road cards first/);
    s = apply(s, 'rw.roadDeck', { mode: 'PHYSICAL' }, setup);
    refused(s, 'rw.initiative', { passes: [{ P1: [6, 5], P2: [1, 2] }], first: 'P1' }, setup, /Cover the road/);
    s = apply(s, 'rw.layRoad', { count: 3 }, setup); // before the initiative roll, as B12.9 says: before play
    s = apply(s, 'rw.initiative', { passes: [{ P1: [6, 5], P2: [1, 2] }], first: 'P1' }, setup);
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expect(s.phase).toBe('PLAYER_TURN');
    // The revision-3 journal (a move before the road was covered) is refused under revision 4.
    expect(() => replay(setup)).toThrow(/Set up the road cards first/);
  });

  it('B12.9 a revision-3 Gauntlet journal that played before covering the road still replays unchanged', () => {
    const setup = { ...makeSetup(2, 1), rulesRevision: 3 };
    const s = replay(setup);
    expect(s.rev).toBe(3);
    expect(s.phase).toBe('PLAYER_TURN');
    expect(currentPlayer(s)).toBe('P2');
    expect(s.missionState?.roadLaid).toBe(true);
    // Revision 3 never covered the road during the initiative.
    let t = replay(setup, 4);
    t = apply(t, 'rw.roadDeck', { mode: 'PHYSICAL' }, setup);
    refused(t, 'rw.layRoad', { count: 3 }, setup, /before play, in game turn 1/);
  });
});
