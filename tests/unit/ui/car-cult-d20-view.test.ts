// Car Cult D20's view helpers (issue 12): what a tap on an AZ does while the allocation is tapped
// in (B8.5), the outputs shown before Allocate, the tracks as Track slots (B2) and the record
// sheet. They decide no rule: every refusal is the rules' own text.
import { describe, expect, it } from 'vitest';
import { allocOutputs, allocSummary, allocTap } from '../../../src/rules/car-cult-d20/allocation';
import { initialState, reduceCc } from '../../../src/rules/car-cult-d20/commands';
import { HOUSE_RULES } from '../../../src/rules/car-cult-d20/data';
import type { CcState, CcTrack } from '../../../src/rules/car-cult-d20/model';
import { houseRulesOf } from '../../../src/rules/car-cult-d20/rules';
import type { Command, Setup } from '../../../src/rules/core/model';
import { ccSheet } from '../../../src/ui/systems/car-cult-d20/cc-sheet';
import { ccSlots } from '../../../src/ui/systems/car-cult-d20/cc-track';

const setup: Setup = {
  players: [
    { id: 'ann', name: 'Ann', color: '#e53935' },
    { id: 'bo', name: 'Bo', color: '#1e88e5' },
  ],
  cars: [
    { id: 'fury', playerId: 'ann', name: 'Red Fury', color: '#e53935' },
    { id: 'bolt', playerId: 'bo', name: 'Blue Bolt', color: '#1e88e5' },
  ],
  houseRules: Object.fromEntries(HOUSE_RULES.map((h) => [h.id, h.default])),
};
const h = houseRulesOf(setup);

function play(cmds: [string, unknown][]): CcState {
  let s = initialState(setup);
  for (const [type, payload] of cmds) s = reduceCc(s, { type, payload, at: 0 } as Command, setup);
  return s;
}

const track = (s: CcState, carId: string, defId: string): CcTrack =>
  s.cars[carId]!.components.find((t) => t.defId === defId)!;

/** Red Fury (street, machine gun, Gutsy Gunner, armour 1) activating with 3 engine ST; Blue Bolt a buggy. */
function activating(st = 3): CcState {
  let s = play([
    ['cc.addCard', { carId: 'fury', defId: 'street' }],
    ['cc.addCard', { carId: 'fury', defId: 'machine_gun' }],
    ['cc.addCard', { carId: 'fury', defId: 'gutsy_gunner' }],
    ['cc.addCard', { carId: 'fury', defId: 'armour_1' }],
    ['cc.addCard', { carId: 'bolt', defId: 'buggy' }],
    ['cc.lockRoster', {}],
    ['cc.startST', { carId: 'fury', st }],
    ['cc.start', {}],
  ]);
  s = reduceCc(s, { type: 'cc.activate', payload: { carId: 'fury' }, at: 0 }, setup);
  return s;
}

describe('B8.5 allocation by taps (view helpers)', () => {
  it('B8.5 a tap on an empty AZ adds a Speed Token to that card; a tap on a new one takes it back', () => {
    const s = activating();
    const car = s.cars.fury!;
    const mg = track(s, 'fury', 'machine_gun');
    const draft = { key: 'k', alloc: {}, bonus: 0 };
    const add = allocTap(car, mg, draft, 1);
    expect(add).toEqual({ reason: null, next: { [mg.id]: 1 } });
    const back = allocTap(car, mg, { ...draft, alloc: add.next! }, 0);
    expect(back).toEqual({ reason: null, next: { [mg.id]: 0 } });
  });

  it('CC-A13 / B8.5 A2: kept engine ST, armour and acceleration each say why, in the rules’ words', () => {
    const s = activating(1);
    const car = s.cars.fury!;
    const engine = track(s, 'fury', 'street');
    const armour = track(s, 'fury', 'armour_1');
    const draft = { key: 'k', alloc: { [engine.id]: 2 }, bonus: 0 };
    expect(allocTap(car, engine, draft, 0).reason).toBe(
      'Engine Speed Tokens stay from the last activation; only a down shift takes them off.',
    );
    // AZ 4 would be a third engine ST this activation: acceleration 2.
    expect(allocTap(car, engine, draft, 3).reason).toBe(
      "The engine's acceleration allows 2 more Speed Tokens this activation.",
    );
    expect(allocTap(car, armour, draft, 0).reason).toBe(
      'Armour 1 takes no Speed Tokens: it has no action to power [CC-A13].',
    );
  });

  it('B8.5 the summary says what is lost before Allocate, and the outputs read derived() of the car as it would be', () => {
    const s = activating();
    const car = s.cars.fury!;
    const engine = track(s, 'fury', 'street');
    const mg = track(s, 'fury', 'machine_gun');
    const gg = track(s, 'fury', 'gutsy_gunner');
    // 3 ST on the street engine: AZ 4 and 5 show +ST, and the Gunner's AZ 1: 3 generated.
    expect(allocSummary(car, { key: 'k', alloc: { [mg.id]: 1 }, bonus: 0 })).toEqual({
      placed: 1,
      g: 3,
      lost: 2,
      room: 5,
    });
    expect(allocOutputs(car, { key: 'k', alloc: { [engine.id]: 1, [mg.id]: 1, [gg.id]: 1 }, bonus: 0 }, h)).toEqual([
      'move 7" to 11"',
      '1 Machine gun attack',
      '1 re-roll',
    ]);
  });
});

describe('B2 tracks as drawn', () => {
  it('B2 an engine: its speeds over the AZ, +ST where printed, ST from the left and DT from the right', () => {
    const s = activating();
    const e = { ...track(s, 'fury', 'street'), dt: 1 };
    expect(ccSlots(e).map((x) => [x.token, x.label, x.marker])).toEqual([
      ['ST', '2"', '+ST'],
      ['ST', '4"', '+ST'],
      ['ST', '7"', '+ST'],
      [null, '11"', '+ST'],
      ['DT', '14"', '+ST'],
    ]);
  });

  it('the record sheet prints every card as its track with the ST and DT looks, and the round', () => {
    const s = activating();
    const part = ccSheet.car(s, setup.cars[0]!, { kind: 'TABLE' })!;
    expect(part.tracks!.map((t) => t.label)).toEqual([
      'Street car (5 AZ · accel 2)',
      'Machine gun (2 AZ · 12" · blast 1 · dmg 1 · 3 shots)',
      'Gutsy Gunner (2 AZ · +1 ST)',
      'Armour 1 (1 AZ)',
    ]);
    expect(part.tracks![0]!.slots.filter((x) => x.token === 'ST')).toHaveLength(3);
    expect(part.tracks![0]!.looks?.DT?.mark).toBe('✕');
    expect(part.stats).toContainEqual({ label: 'Engine ST', value: '3' });
    expect(ccSheet.summary!(s, setup)).toBe('Round 1 · Red Fury activating');
  });
});
