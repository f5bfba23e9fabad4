#!/usr/bin/env node
// Writes tests/fixtures/dirty-wheels-v1.json (issue 11): a whole Dirty Wheels game played to its
// end through the real reducer and Timeline, as the app exports it. Every command is applied as it
// is written, so a command the rules refuse stops the script; the file is a journal that replays.
//
//   node scripts/make-dirty-wheels-fixture.mjs
//
// The game: rolled drivers, traits and upgrades, chosen weapons (the defaults of A5.1), one plain
// scenery piece, a deployment tie, two rounds with a shot, a ram, a manoeuvre failed by 3, a
// shock round with a Crazy re-roll, and a destruction whose explosion chains through two more
// cars (A7.6, FIFO) to leave Ann the last player with a car. Run it again only to change the
// game: an existing file is not overwritten unless --force is given.
import { makeFixture } from './fixture-kit.mjs';

await makeFixture(
  {
    file: 'dirty-wheels-v1.json',
    system: 'dirty-wheels',
    id: 'dw-fixture-v1',
    name: 'Quarry Smash (v1 export)',
    createdAt: 1_790_200_000_000,
    stepMs: 9_000,
    players: [
      { id: 'ann', name: 'Ann', color: '#e53935' },
      { id: 'bo', name: 'Bo', color: '#1e88e5' },
    ],
    cars: [
      { id: 'fury', playerId: 'ann', name: 'Red Fury', color: '#e53935' },
      { id: 'bucket', playerId: 'ann', name: 'Rust Bucket', color: '#fb8c00' },
      { id: 'bolt', playerId: 'bo', name: 'Blue Bolt', color: '#1e88e5' },
      { id: 'ghost', playerId: 'bo', name: 'Green Ghost', color: '#43a047' },
    ],
  },
  async ({ s, run, undo }) => {
    // ---- rosters (A5): types and weapons chosen, upgrades, drivers and traits rolled --------------
    run('dw.type', { carId: 'fury', type: 'racer' });
    run('dw.weapons', {
      carId: 'fury',
      config: 'A',
      weapons: [
        { slot: 'fixed1', weaponId: 'machine_gun' },
        { slot: 'fixed2', weaponId: 'light_laser' },
      ],
    });
    run('dw.rollUpgrades', { carId: 'fury', countDie: 1, faces: [2] }); // Ram
    run('dw.rollStats', { carId: 'fury', faces: [5, 3, 4, 6] }); // initiative 3, bravery 4+, aim 0, skill 3+
    run('dw.rollTraits', { carId: 'fury', countDie: 2, faces: [6] }); // Hunter
    run('dw.type', { carId: 'bucket', type: 'standard' });
    run('dw.type', { carId: 'bucket', type: 'truck' }); // changed their mind: a truck after all
    run('dw.weapons', {
      carId: 'bucket',
      config: 'T',
      weapons: [
        { slot: 'fixed1', weaponId: 'flamethrower' },
        { slot: 'turret', weaponId: 'chain_gun' },
      ],
    });
    run('dw.rollUpgrades', { carId: 'bucket', countDie: 2, faces: [1, 1, 5] }); // Extra armour, a repeat re-rolled, Targeting system
    run('dw.rollStats', { carId: 'bucket', faces: [3, 3, 3, 3] });
    run('dw.rollTraits', { carId: 'bucket', countDie: 1, faces: [] });
    run('dw.type', { carId: 'bolt', type: 'standard' });
    run('dw.weapons', { carId: 'bolt', config: 'B', weapons: [{ slot: 'turret', weaponId: 'heavy_laser' }] });
    run('dw.rollUpgrades', { carId: 'bolt', countDie: 1, faces: [10] }); // Pipe bombs
    run('dw.rollStats', { carId: 'bolt', faces: [6, 2, 5, 1] }); // initiative 3, bravery 5+, aim +1, skill 5+
    run('dw.rollTraits', { carId: 'bolt', countDie: 3, faces: [5, 5, 1] }); // Crazy, a repeat, Trigger happy
    run('dw.type', { carId: 'ghost', type: 'racer' });
    run('dw.weapons', { carId: 'ghost', config: 'B', weapons: [{ slot: 'turret', weaponId: 'grenade_launcher' }] });
    run('dw.rollUpgrades', { carId: 'ghost', countDie: 1, faces: [4] }); // Explosive ram
    run('dw.rollStats', { carId: 'ghost', faces: [1, 4, 2, 2] }); // initiative 1, bravery 4+, aim −1, skill 5+
    run('dw.rollTraits', { carId: 'ghost', countDie: 1, faces: [] });
    run('dw.lockRosters');

    // ---- scenery and deployment (A5.7, A7.1b): Red Fury and Blue Bolt tie on initiative 3 ------------
    run('dw.addScenery', { name: 'Water tower', controller: 'neutral', profile: 'standard', weapons: [] });
    run('dw.deploy', { passes: [{ fury: [4], bolt: [2] }] });

    // ---- round 1 (A7.1): Bolt 5+3, Ghost 6+1, Fury 2+3 and Bucket 3+2 tie on 5: higher initiative first
    run('dw.initiative', { rolls: { fury: 2, bucket: 3, bolt: 5, ghost: 6 }, passes: [] });
    run('dw.activate', { entityId: 'bolt' });
    run('dw.segment');
    // Heavy laser at Red Fury: armour 4 − strength 3 = 1, aim +1: every die succeeds.
    run('dw.shoot', { targetId: 'fury', fire: [{ weapon: 0 }] });
    run('dw.endActivation');
    run('dw.activate', { entityId: 'ghost' });
    run('dw.segment');
    // Grenade launcher: 2D6 attacks (3 + 4 = 7), need 5+ with aim −1.
    run('dw.shoot', { targetId: 'fury', fire: [{ weapon: 0, countDice: [3, 4], dice: [5, 1, 2, 3, 1, 6, 2] }] });
    run('dw.endActivation');
    run('dw.activate', { entityId: 'fury' });
    // A slip: a segment tapped by mistake, undone (the entry stays, struck).
    run('dw.segment');
    undo();
    // Red Fury rams Blue Bolt with its whole move left: 0 + 2 (Ram) attacks at 4+, Bolt 1 back at 3+.
    run('dw.ram', {
      rammerId: 'fury',
      targetId: 'bolt',
      rem: 10,
      direction: 'forward',
      via: 'move',
      diceA: [4, 1],
      diceB: [2],
    });
    // It may still shoot after the ram [DW-A24]: machine gun any 6, light laser any 4+.
    run('dw.shoot', {
      targetId: 'bolt',
      fire: [
        { weapon: 0, hit: true },
        { weapon: 1, dice: [4, 2, 1] },
      ],
    });
    run('dw.endActivation');
    run('dw.activate', { entityId: 'bucket' });
    // A hop failed by 3 (skill 4+, rolled 1): it stays put and takes 1 damage.
    run('dw.manoeuvre', { kind: 'hop', roll: 1 });
    run('dw.shoot', { targetId: 'ghost', fire: [{ weapon: 1, hit: true }] });
    run('car.note', { carId: 'bucket', text: 'Axle bent after the hop' });
    run('dw.endActivation');

    // ---- shock round (A7.10): Bolt was rammed (−1) and is Crazy: fails, re-rolls, holds; Ghost fails by 2
    run('dw.shock', {
      tests: [
        { id: 'fury', roll: 4 },
        { id: 'bolt', roll: 5, reroll: 6 },
        { id: 'ghost', roll: 2 },
      ],
    });

    // ---- round 2: Bucket 6+2, Bolt 2+3 and Ghost 6−1 tie on 5 (Bolt's initiative is higher), Fury 1+3
    run('dw.initiative', { rolls: { fury: 1, bucket: 6, bolt: 2, ghost: 6 }, passes: [] });
    run('dw.activate', { entityId: 'bucket' });
    run('dw.shoot', { targetId: 'ghost', fire: [{ weapon: 1, hit: true }] });
    run('dw.endActivation');
    run('dw.activate', { entityId: 'bolt' });
    run('dw.shoot', { targetId: 'fury', fire: [{ weapon: 0 }] }); // Red Fury's third damage: destroyed
    // The chain (A7.6, FIFO): Fury explodes and catches Bolt; Bolt tumbles away and explodes,
    // catching Ghost; Ghost is left a wreck.
    run('dw.destroyed', { entityId: 'fury', roll: 2, within3: ['bolt'] });
    run('dw.destroyed', { entityId: 'bolt', roll: 4, within3: ['ghost'] });
    run('dw.destroyed', { entityId: 'ghost', roll: 1, within3: [] });

    const end = s();
    return {
      verify: () => {
        if (
          end.phase !== 'ended' ||
          JSON.stringify(end.result) !== JSON.stringify({ survivors: ['ann'], by: 'last_player' })
        )
          throw new Error(`expected Ann to survive alone, got ${JSON.stringify(end.result)} in ${end.phase}`);
      },
      summary: (doc) => `${doc.journal.length} entries, Ann the last player with a car`,
    };
  },
);
