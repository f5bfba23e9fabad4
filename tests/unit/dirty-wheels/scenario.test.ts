// A whole two-player game through the reducer, with rolled rosters (the default A5.1 agreement:
// stats, traits and upgrades rolled, weapons chosen): two rounds with shooting, a manoeuvre
// failed by 3, a ram, a destruction whose explosion destroys nothing but wounds two cars, a
// Hunter ram, a shock round with a Crazy re-roll, then the last enemy car falls.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import dirtyWheels from '../../../src/rules/dirty-wheels';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { effInit, initialState, speed } from '../../../src/rules/dirty-wheels/rules';
import { shockCandidates } from '../../../src/rules/dirty-wheels/turn';

const setup: Setup = {
  players: [
    { id: 'ann', name: 'Ann', color: '#aa0000' },
    { id: 'bo', name: 'Bo', color: '#0000aa' },
  ],
  cars: [
    { id: 'rex', playerId: 'ann', name: 'Rex', color: '#aa0000' },
    { id: 'mule', playerId: 'ann', name: 'Mule', color: '#aa0000' },
    { id: 'zip', playerId: 'bo', name: 'Zip', color: '#0000aa' },
    { id: 'dart', playerId: 'bo', name: 'Dart', color: '#0000aa' },
  ],
  houseRules: {},
};

const C = (type: string, payload: Record<string, unknown>) => ({ type, payload });

const ROSTERS = [
  C('dw.type', { carId: 'rex', type: 'truck' }),
  C('dw.weapons', {
    carId: 'rex',
    config: 'T',
    weapons: [
      { slot: 'fixed1', weaponId: 'machine_gun' },
      { slot: 'turret', weaponId: 'heavy_laser' },
    ],
  }),
  C('dw.rollUpgrades', { carId: 'rex', countDie: 1, faces: [2] }), // ram
  C('dw.rollStats', { carId: 'rex', faces: [5, 3, 5, 3] }), // init 3, bravery 4+, aim +1, skill 4+
  C('dw.rollTraits', { carId: 'rex', countDie: 2, faces: [6] }), // hunter
  C('dw.type', { carId: 'mule', type: 'standard' }),
  C('dw.weapons', {
    carId: 'mule',
    config: 'A',
    weapons: [
      { slot: 'fixed1', weaponId: 'machine_gun' },
      { slot: 'fixed2', weaponId: 'flamethrower' },
    ],
  }),
  C('dw.rollUpgrades', { carId: 'mule', countDie: 2, faces: [1, 1, 5] }), // extra armour, (repeat), targeting system
  C('dw.rollStats', { carId: 'mule', faces: [1, 1, 1, 1] }),
  C('dw.rollTraits', { carId: 'mule', countDie: 1, faces: [] }),
  C('dw.type', { carId: 'zip', type: 'racer' }),
  C('dw.weapons', { carId: 'zip', config: 'B', weapons: [{ slot: 'turret', weaponId: 'light_laser' }] }),
  C('dw.rollUpgrades', { carId: 'zip', countDie: 1, faces: [7] }), // experimental engine
  C('dw.rollStats', { carId: 'zip', faces: [3, 6, 3, 1] }), // init 2, bravery 3+, aim 0, skill 5+
  C('dw.rollTraits', { carId: 'zip', countDie: 3, faces: [5, 5, 4] }), // crazy, (repeat), sniper
  C('dw.type', { carId: 'dart', type: 'racer' }),
  C('dw.weapons', { carId: 'dart', config: 'A', weapons: [{ slot: 'fixed1', weaponId: 'machine_gun' }] }),
  C('dw.rollUpgrades', { carId: 'dart', countDie: 1, faces: [11] }), // bright lights
  C('dw.rollStats', { carId: 'dart', faces: [6, 2, 2, 6] }), // init 3, bravery 5+, aim 0, skill 3+
  C('dw.rollTraits', { carId: 'dart', countDie: 1, faces: [] }),
  C('dw.lockRosters', {}),
  C('dw.addScenery', { name: 'Water tower', controller: 'neutral', profile: 'standard', weapons: [] }),
  C('dw.deploy', { passes: [{ rex: 4, dart: 2 }] }),
];

const ROUND_1 = [
  // rex 1+3, mule 6+1, zip 2+2, dart 5+3: dart 8, mule 7, rex 4 (initiative 3) before zip 4 (2).
  C('dw.initiative', { rolls: { rex: 1, mule: 6, zip: 2, dart: 5 }, passes: [] }),
  C('dw.activate', { entityId: 'dart' }),
  C('dw.segment', {}),
  C('dw.manoeuvre', { kind: 'skid', roll: 1 }), // skill 3+: fails by 2, stays put
  C('dw.shoot', { targetId: 'mule', fire: [{ weapon: 0 }] }), // armour 6 vs strength 0, aim 0: cannot hit
  C('dw.endActivation', {}),
  C('dw.activate', { entityId: 'mule' }),
  C('dw.manoeuvre', { kind: 'hop', roll: 2 }), // skill 5+: fails by 3, 1 damage
  C('dw.shoot', { targetId: 'dart', fire: [{ weapon: 0, dice: [5, 1, 1, 1, 1, 1] }, { weapon: 1 }] }), // 2 damage
  C('dw.endActivation', {}),
  C('dw.activate', { entityId: 'rex' }),
  C('dw.shoot', { targetId: 'zip', fire: [{ weapon: 0, dice: [1, 1, 1, 1, 1, 1] }, { weapon: 1 }] }), // heavy laser: every die succeeds
  C('dw.ram', {
    rammerId: 'rex',
    targetId: 'dart',
    rem: 4,
    direction: 'forward',
    via: 'move',
    diceA: [3, 1, 1, 1],
    diceB: [],
  }),
  C('dw.destroyed', { entityId: 'dart', roll: 5, within3: ['zip', 'mule'] }),
  C('dw.ram', {
    rammerId: 'rex',
    targetId: 'zip',
    rem: 4,
    direction: 'forward',
    via: 'hunter',
    diceA: [1, 1, 1, 1],
    diceB: [],
  }),
  C('dw.endActivation', {}),
  C('dw.activate', { entityId: 'zip' }),
  C('dw.expEngine', { d3: 2, d6: 3 }),
  C('dw.shoot', { targetId: 'mule', fire: [{ weapon: 0, dice: [4, 2] }] }), // sniper: 2 dice at aim +1
  C('dw.endActivation', {}),
  C('dw.shock', {
    tests: [
      { id: 'mule', roll: 3 },
      { id: 'zip', roll: 1, reroll: 4 },
    ],
  }),
];

const ROUND_2 = [
  // All score 5: higher initiative first (rex 3, zip 2, mule 1 − 2).
  C('dw.initiative', { rolls: { rex: 2, mule: 6, zip: 3 }, passes: [] }),
  C('dw.activate', { entityId: 'rex' }),
  C('dw.shoot', { targetId: 'zip', fire: [{ weapon: 1 }] }),
  C('dw.destroyed', { entityId: 'zip', roll: 6, within3: [] }),
  C('dw.hunter', { carId: 'rex' }),
];

function play(
  cmds: { type: string; payload: Record<string, unknown> }[],
  s: DwState,
): { s: DwState; states: DwState[] } {
  const states = [s];
  for (const [i, c] of cmds.entries()) {
    s = dirtyWheels.reduce(s, { ...c, at: i }, setup);
    states.push(s);
  }
  return { s, states };
}

describe('A6 scenario: a whole two-player game', () => {
  it('plays two rounds to a result, with a log line and an explanation for every command', () => {
    let { s } = play(ROSTERS, initialState(setup));
    expect(s.deploymentOrder).toEqual(['rex', 'dart', 'zip', 'mule']);
    expect(s.cars.mule!.upgrades).toEqual(['extra_armour', 'targeting_system']);
    expect(s.cars.zip!.driver!.traits).toEqual(['crazy', 'sniper']);

    const r1 = play(ROUND_1.slice(0, -1), s);
    s = r1.s;
    expect(s.order).toEqual(['dart', 'mule', 'rex', 'zip']);
    expect(s.phase).toBe('shock');
    expect(s.cars.dart).toMatchObject({ status: 'destroyed', destroyedRoll: 5, wreck: false });
    expect([s.cars.rex!.damage, s.cars.mule!.damage, s.cars.zip!.damage]).toEqual([0, 3, 2]);
    expect(speed(s, 'zip')).toBe(10);
    expect(shockCandidates(s)).toEqual([
      { id: 'mule', mod: 0 },
      { id: 'zip', mod: -1 },
    ]);
    s = play(ROUND_1.slice(-1), s).s;
    expect(effInit(s.cars.mule!.driver!)).toBe(-1);
    expect(effInit(s.cars.zip!.driver!)).toBe(2);

    const r2 = play(ROUND_2, s);
    s = r2.s;
    expect(s.order).toEqual(['rex', 'zip', 'mule']);
    expect(s.phase).toBe('ended');
    expect(s.result).toEqual({ survivors: ['ann'], by: 'last_player' });
    expect(dirtyWheels.outcome!(s)).toEqual({ winnerIds: ['ann'] });

    // Every command has a log line and a detail view.
    const all = [...ROSTERS, ...ROUND_1, ...ROUND_2];
    const states = play(all, initialState(setup)).states;
    all.forEach((c, i) => {
      expect(dirtyWheels.describe({ ...c, at: 0 }, setup)).toBeTruthy();
      expect(dirtyWheels.explain!(states[i]!, states[i + 1]!, { ...c, at: 0 }, setup).lines).toBeInstanceOf(Array);
    });
    const ram = all.findIndex((c) => c.type === 'dw.destroyed');
    expect(dirtyWheels.explain!(states[ram]!, states[ram + 1]!, { ...all[ram]!, at: 0 }, setup).lines).toContain(
      'Move Dart 3" directly away from Rex, then it explodes: every car within 3" takes 1 damage, and the model is removed.',
    );
    expect(dirtyWheels.describe({ ...ROUND_1[3]!, at: 0 }, setup)).toBe('Skid: skill D6 1');
    // The detail view re-derives the facts and dice that decided each roll.
    const at = (type: string, k = 0) => all.map((c, i) => (c.type === type ? i : -1)).filter((i) => i >= 0)[k]!;
    const explain = (i: number) => dirtyWheels.explain!(states[i]!, states[i + 1]!, { ...all[i]!, at: 0 }, setup);
    expect(explain(at('dw.shoot', 1)).lines.slice(0, 3)).toEqual([
      'Aim +0.',
      'Machine gun at Dart: 6 dice, need 5+; 5 1 1 1 1 1: 1 success → hit.',
      'Flamethrower at Dart: 1 automatic damage [DW-A09].',
    ]);
    expect(explain(at('dw.shoot', 0)).lines[1]).toBe(
      'Machine gun at Mule: 6 dice, cannot succeed; no roll needed → miss.',
    );
    expect(explain(at('dw.ram')).lines.slice(0, 2)).toEqual([
      'Push 1.3".',
      'Rex rams: 4 dice, need 3+; 3 1 1 1 → 1 damage.',
    ]);
    expect(explain(at('dw.manoeuvre', 1)).lines[0]).toBe('Skill 5+: D6 2 → failed by 3, 1 damage.');
    expect(explain(at('dw.shock')).lines.slice(0, 2)).toEqual([
      'Mule: bravery 5+, D6 3 → fails by 2.',
      'Zip: bravery 3+, D6 1 − 1 rammed, Crazy re-roll 4 → holds.',
    ]);
    expect(explain(at('dw.shock')).who).toBeUndefined();
  });
});
