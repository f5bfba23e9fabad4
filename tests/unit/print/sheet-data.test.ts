// Issue 10: the printable record sheet as data. The table's copy of a Road Wolf game is built from
// what the table sees (issue 9, "hidden stays hidden"); a player's own copy names only their own
// face-down tokens; free play prints names, players and notes.
import { describe, expect, it } from 'vitest';
import type { RwState } from '../../../src/rules/road-wolf/model';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { buildSheet, type SheetSource, type Viewer } from '../../../src/ui/print/sheet-data';
import { rwSheet } from '../../../src/ui/systems/road-wolf/rw-sheet';
import { wlfSheet } from '../../../src/ui/systems/white-line-fever/wlf-sheet';
import { apply, makeSetup, TWIN_FORCES, toPlay } from '../road-wolf/helpers';
import { apply as applyWlf, makeSetup as makeWlfSetup, playToPlay } from '../white-line-fever/helpers';

const TABLE: Viewer = { kind: 'TABLE' };
const P1: Viewer = { kind: 'PLAYER', playerId: 'P1' };
const setup = makeSetup(2, 2);

/** Two forces that differ only in which face-down tokens were bought (as in table-view.test.ts). */
const [A, B] = TWIN_FORCES;

const rw = (s: RwState, viewer: Viewer, notes: Record<string, string> = {}) =>
  buildSheet({ title: 'Friday', system: 'Road Wolf', setup, notes, state: s, source: rwSheet, viewer });
const namesIn = (sheet: ReturnType<typeof rw>) =>
  sheet.groups
    .flatMap((g) => [...g.cars.flatMap((c) => c.tokens?.shown ?? []), ...(g.tokens?.shown ?? [])])
    .map((t) => t.name);

describe('issue 10 record sheet: Road Wolf', () => {
  it('B3.4 the table copy is the same for two forces that differ only in face-down tokens, through a turn', () => {
    let a = toPlay(setup, A, { points: 6 });
    let b = toPlay(setup, B, { points: 6 });
    expect(rw(a, TABLE)).toEqual(rw(b, TABLE));
    const steps: [string, Record<string, unknown>][] = [
      ['rw.move', { carId: 'P1c1', mode: 'MOVE' }],
      ['rw.ram', { defenderId: 'P2c1', attack: [5, 3, 1], defence: [5, 2, 2] }],
      ['rw.wipeout', { vehicle: [3, 1, 1], road: [4, 2], skid: 2 }],
      ['rw.moveEnd', { offRoad: false }],
      ['rw.moveEnd', { offRoad: false }],
      ['rw.endTurn', {}],
    ];
    for (const [type, payload] of steps) {
      a = apply(a, type, payload, setup);
      b = apply(b, type, payload, setup);
      expect(rw(a, TABLE), type).toEqual(rw(b, TABLE));
    }
  });

  it('B3.4 the table copy names only face-up tokens; face-down ones are a count per vehicle (R-2 free Street Nitro is face up)', () => {
    const sheet = rw(toPlay(setup, A, { points: 6 }), TABLE);
    const cars = sheet.groups.flatMap((g) => g.cars);
    // The Coupe's and the Muscle Car's free Nitros (both Street vehicles).
    expect(cars.map((c) => c.tokens?.shown.map((t) => `${t.name} (${t.where})`))).toEqual([
      [],
      ['Nitro (gear)'],
      ['Nitro (gear)'],
      [],
    ]);
    expect(namesIn(sheet)).toEqual(['Nitro', 'Nitro']);
    expect(cars.map((c) => c.tokens?.hidden)).toEqual([3, 3, 2, 2]);
    expect(JSON.stringify(sheet)).not.toMatch(/Veteran|Spikes|Ambush|Gunner|Shotgun|Mechanic|face down/);
    expect(sheet.viewer).toEqual(TABLE);
    expect(sheet.secret).toBe(true);
  });

  it('B3.4 a player’s own copy: only their vehicles, their face-down tokens named where they sit, and nobody else’s', () => {
    const sheet = rw(toPlay(setup, A, { points: 6 }), P1);
    expect(sheet.viewer).toEqual(P1);
    expect(sheet.viewerName).toBe('Player 1');
    expect(sheet.groups.map((g) => g.player.id)).toEqual(['P1']);
    const [truck, coupe] = sheet.groups[0]!.cars;
    expect(truck!.tokens).toEqual({
      shown: [
        { name: 'Veteran', where: 'driver, face down' },
        { name: 'Spikes', where: 'gear, face down' },
        { name: 'Ambush', where: 'gear, face down' },
      ],
      hidden: 0,
    });
    expect(coupe!.tokens!.shown.map((t) => t.name)).toEqual(['Nitro', 'Driver', 'Gunner', 'Shotgun']);
    expect(JSON.stringify(sheet)).not.toMatch(/Mechanic/); // P2's
  });

  it('issue 10 a player with nothing face down gets the table copy, not an empty own copy', () => {
    const s = toPlay(setup, A, { points: 6 });
    expect(rwSheet.privateFor!(s)).toEqual(['P1', 'P2']);
    const sheet = buildSheet({
      title: 'x',
      system: 'Road Wolf',
      setup,
      notes: {},
      state: s,
      source: rwSheet,
      viewer: { kind: 'PLAYER', playerId: 'P9' },
    });
    expect(sheet.viewer).toEqual(TABLE);
    expect(sheet.groups).toHaveLength(2);
  });

  it('R-10 hits print as boxes, ticked for the damage taken; the vehicle’s stats and its state', () => {
    let s = toPlay(setup, A, { points: 6 });
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: 2 }, setup);
    const muscle = rw(s, TABLE).groups[1]!.cars[0]!;
    expect(muscle.boxes).toEqual([{ label: 'Hits', total: 3, marked: 2 }]);
    expect(muscle.stats).toEqual([
      { label: 'Vehicle', value: 'Muscle Car' },
      { label: 'Size', value: '3' },
      { label: 'Body', value: 'closed, street' },
      { label: 'Crew seats', value: '3' },
    ]);
    expect(muscle.checks!.filter((c) => c.on)).toEqual([]);
  });

  it('issue 10 notes print with their car; the summary says whose turn it is', () => {
    const s = toPlay(setup, A, { points: 6 });
    const sheet = rw(s, TABLE, { P1c2: 'Dented door' });
    expect(sheet.groups[0]!.cars[1]!.note).toBe('Dented door');
    expect(sheet.summary).toBe('Turn 1 · Player 1 to play');
  });
});

describe('issue 10 record sheet: White Line Fever and free play', () => {
  it('W-8 the speed track marks the speed die’s face; flipped is a tick box', () => {
    const wsetup = makeWlfSetup(2, 1);
    let s: WlfState = playToPlay(wsetup, { speeds: { P1c1: 4, P2c1: 2 } });
    s = applyWlf(s, 'wlf.setSpeed', { carId: 'P1c1', speed: 5 }, wsetup);
    const sheet = buildSheet({
      title: 'x',
      system: 'White Line Fever',
      setup: wsetup,
      notes: {},
      state: s,
      source: wlfSheet,
      viewer: TABLE,
    });
    const car = sheet.groups[0]!.cars[0]!;
    expect(car.tracks![0]!.slots.map((x) => x.token)).toEqual([null, null, null, null, 'SPEED', null]);
    expect(car.tracks![0]!.slots.map((x) => x.label)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(car.checks).toEqual([{ label: 'Flipped', on: false }]);
    expect(car.stats).toContainEqual({ label: 'Speed', value: '5 (50 mph)' });
    expect(sheet.summary).toBe('Round 1 · Player 1 driving');
  });

  it('issue 10 free play (no source): every player with their cars, names and notes, and nothing else', () => {
    const fsetup = makeSetup(2, 1);
    const none: SheetSource<never> | null = null;
    const sheet = buildSheet({
      title: 'Garage',
      system: 'Free play',
      setup: fsetup,
      notes: { P2c1: 'Wobbly wheel' },
      state: {} as never,
      source: none,
      viewer: P1,
    });
    expect(sheet.viewer).toEqual(TABLE);
    expect(sheet.groups.map((g) => [g.player.name, g.cars.map((c) => [c.name, c.note])])).toEqual([
      ['Player 1', [['Car P1.1', '']]],
      ['Player 2', [['Car P2.1', 'Wobbly wheel']]],
    ]);
    expect(sheet.groups[0]!.cars[0]!.stats).toBeUndefined();
    expect(sheet.secret).toBe(false);
  });
});
