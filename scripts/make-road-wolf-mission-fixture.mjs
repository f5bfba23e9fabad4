#!/usr/bin/env node
// Writes tests/fixtures/road-wolf-mission-v1.json (issue 13): a Road Wolf mission game, the
// Gauntlet (B12.9), played to its end through the real reducer and Timeline, as the app exports
// it: the mission chosen at force building, the road covered with face-down cards from the table's
// deck and cards turned as the lead nears them, two laid face down each road turn, a Slick met in a
// move, two enemy phases (a mutant, a bike killed, a Buggy's ram, skulls earned and spent), vehicle
// slots from game turn 2, a kill, the last card, exits and the score. Every command is applied as written, so a command
// the rules refuse stops the script.
//
//   node scripts/make-road-wolf-mission-fixture.mjs
//
// The committed fixture is old data that must keep opening: an existing file is not overwritten
// unless --force is given.
import { makeFixture } from './fixture-kit.mjs';

await makeFixture(
  {
    file: 'road-wolf-mission-v1.json',
    system: 'road-wolf',
    id: 'rw-mission-fixture-v1',
    name: 'Valley Run (Gauntlet, v1 export)',
    createdAt: 1_790_200_000_000,
    stepMs: 6_000,
    players: [
      { id: 'cy', name: 'Cy', color: '#8e24aa' },
      { id: 'di', name: 'Di', color: '#00897b' },
    ],
    cars: [
      { id: 'mule', playerId: 'cy', name: 'Mule', color: '#8e24aa' },
      { id: 'wasp', playerId: 'cy', name: 'Wasp', color: '#fdd835' },
      { id: 'dart', playerId: 'di', name: 'Dart', color: '#00897b' },
      { id: 'crab', playerId: 'di', name: 'Crab', color: '#6d4c41' },
    ],
  },
  async ({ load, s, run, undo }) => {
    const { contest } = await load('/src/rules/road-wolf/pools.ts');
    const vs = (attack, defence, extra = {}) => {
      const c = contest(attack, defence);
      return { attack, defence, ...extra, result: { winner: c.winner, overkill: c.overkill } };
    };
    const move = (carId, end = {}) => {
      run('rw.move', { carId, mode: 'MOVE' });
      run('rw.moveEnd', { carId, offRoad: false, exited: 'NONE', ...end });
    };
    const enemy = (prefix) =>
      Object.values(s().vehicles).find((v) => v.id.startsWith(prefix) && !v.destroyed && v.offBoard === 'NONE').id;

    // ---- forces: the Gauntlet, 4 points each, the courier's Nitro on the first vehicle --------
    run('rw.config', { pointsValue: 4 });
    run('rw.mission', { missionId: 'BREAKOUT' });
    undo(); // the wrong mission picked, then undone (the entry stays, struck)
    run('rw.mission', { missionId: 'GAUNTLET' });
    run('rw.buy', { carId: 'mule', typeId: 'muscle_car' });
    run('rw.buy', { carId: 'wasp', typeId: 'street_bike' });
    run('rw.buy', { carId: 'dart', typeId: 'coupe' });
    run('rw.buy', { carId: 'crab', typeId: 'buggy' });
    run('rw.buyToken', { playerId: 'cy', kind: 'GUNNER', carId: 'mule' });
    run('rw.buyToken', { playerId: 'cy', kind: 'SHOTGUN', carId: 'mule' });
    run('rw.buyToken', { playerId: 'di', kind: 'VETERAN', carId: 'dart', place: 'SEAT' });
    run('rw.buyToken', { playerId: 'di', kind: 'BRAWLER', carId: 'crab' });
    run('rw.lockForces');
    run('rw.initiative', { passes: [{ cy: [5, 5], di: [3, 1] }], first: 'cy' });
    run('rw.roadDeck', { mode: 'PHYSICAL' });
    run('rw.layRoad', { count: 3 }); // B12.9: the road covered face down before play
    run('rw.revealCard', { kind: 'DEBRIS' }); // within 3 sticks of the lead: turned

    // ---- game turn 1: player turns (B12.9) ------------------------------------------------------
    move('mule');
    move('wasp');
    run('rw.endTurn');
    move('dart');
    move('crab');
    run('rw.endTurn');
    // The road turn: the Debris drifts, then two new cards are laid face down.
    run('rw.drift', { cardId: 'k1', kind: 'DEBRIS' });
    run('rw.driftEnd', { cardId: 'k1', offBack: false });
    run('rw.roadCard');
    run('rw.roadCard');
    run('rw.endTurn');

    // ---- the enemy phase: Cy leads and draws two, Di one ---------------------------------------
    run('rw.enemyDraw', {
      leadPlayerId: 'cy',
      draws: [
        { playerId: 'cy', kind: 'SHOTGUN' },
        { playerId: 'cy', kind: 'MECHANIC' },
        { playerId: 'di', kind: 'BRAWLER' },
      ],
    });
    // A mutant's shot at the Mule (Closed: 2 dice) misses.
    run('rw.enemyAttack', { kind: 'SHOTGUN', carId: 'mule', ...vs([4, 2], [5, 3]) });
    run('rw.enemyAttack', { kind: 'MECHANIC' });
    // An enemy bike melees the Dart and loses its whole crew: Di's kill, a skull.
    run('rw.enemyAttack', { kind: 'BRAWLER', carId: 'dart', ...vs([3, 2, 1], [6, 5]) });
    run('rw.vehicleOrder', { carIds: ['mule', 'dart', 'wasp', 'crab'] });
    run('rw.endTurn');

    // ---- game turn 2: one slot per vehicle, lead first -----------------------------------------
    // The Mule's Gunner shoots the mutant: a kill, Cy's skull.
    run('rw.shoot', { attackerId: 'mule', targetId: enemy('mutant-'), weapon: 'BASIC', free: true, ...vs([5], [2]) });
    move('mule');
    run('rw.endTurn');
    move('dart');
    run('rw.endTurn');
    move('wasp');
    run('rw.endTurn');
    // The next face-down card is turned as the Crab nears it: a Slick, which it meets in its move.
    run('rw.revealCard', { kind: 'SLICK' });
    run('rw.move', { carId: 'crab', mode: 'MOVE' });
    run('rw.cardContact', { cardId: 'k2', kind: 'SLICK', carId: 'crab' });
    run('rw.wipeout', { carId: 'crab', vehicle: [4, 2], road: [3, 3], roadPlayerId: 'cy', result: 'PASSED' });
    run('rw.moveEnd', { carId: 'crab', offRoad: false, exited: 'NONE' });
    run('rw.revealCard', { kind: 'CLEAR' }); // thrown away as it is turned
    run('rw.endTurn');
    run('rw.drift', { cardId: 'k1', kind: 'DEBRIS' });
    run('rw.driftEnd', { cardId: 'k1', offBack: true });
    run('rw.drift', { cardId: 'k2', kind: 'SLICK' });
    run('rw.driftEnd', { cardId: 'k2', offBack: false });
    run('rw.roadCard');
    run('rw.roadCard');
    // The table has laid its last card: exits are open (B12.9).
    run('rw.lastCard');
    run('rw.endTurn');
    run('rw.enemyDraw', {
      leadPlayerId: 'di',
      draws: [
        { playerId: 'cy', kind: 'MOLOTOV' },
        { playerId: 'di', kind: 'SPIKES' },
        { playerId: 'di', kind: 'NITRO' },
      ],
    });
    run('rw.enemyAttack', { kind: 'MOLOTOV', skull: true }); // Cy spends the skull
    run('rw.enemyAttack', { kind: 'SPIKES', skull: true }); // and Di theirs
    // An enemy Buggy rams the Crab: it holds, and wins by 1: the Buggy must check.
    run('rw.enemyAttack', { kind: 'NITRO', carId: 'crab', ...vs([3, 2, 1], [4, 1]) });
    run('rw.wipeout', { carId: enemy('enemy-buggy-'), vehicle: [5, 2], road: [4, 4], result: 'PASSED' });
    run('rw.vehicleOrder', { carIds: ['dart', 'mule', 'wasp', 'crab'] });
    run('rw.endTurn');

    // ---- game turn 3: off the far end, one after another -----------------------------------------
    move('dart', { exited: 'END' });
    run('rw.endTurn');
    move('mule', { exited: 'END' });
    run('rw.endTurn');
    move('wasp', { exited: 'END' });
    run('rw.endTurn');
    move('crab', { exited: 'END' });

    const end = s();
    return {
      verify: () => {
        if (end.phase !== 'ENDED') throw new Error(`expected the Gauntlet to be over, got ${end.phase}`);
      },
      summary: (doc) => `${doc.journal.length} entries, result ${JSON.stringify(end.result)}`,
    };
  },
);
