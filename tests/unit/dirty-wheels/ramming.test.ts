import { describe, expect, it } from 'vitest';
import { movementOffer } from '../../../src/rules/dirty-wheels/actions';
import { pushOf, ramCounts, ramProblem, ramResult } from '../../../src/rules/dirty-wheels/combat';
import { PROCEDURES } from '../../../src/rules/dirty-wheels/procedures';
import { activate, apply, CHOSEN, duel, MG, makeSetup, refused, rosters } from './helpers';

const RAM = { direction: 'forward', via: 'move' } as const;

describe('A7.7 ramming', () => {
  it('DW-A20/DW-A15: push rem/3 (rem/6 backwards), unrounded; scenery and wrecks are not pushed', () => {
    const { s } = duel({ type: 'truck' }, { type: 'racer' });
    expect(pushOf(s, 'P2c1', 7, 'forward', 'move')).toBeCloseTo(7 / 3);
    expect(pushOf(s, 'P2c1', 6, 'backward', 'move')).toBe(1);
    expect(pushOf(s, 'P2c1', 6, 'forward', 'tether')).toBe(0);
  });

  it('A7.7 step 5: the higher armour rolls the difference; each die + 2 must beat armour; at most 1 damage per side [DW-A21]', () => {
    const { setup, s } = duel({ type: 'truck' }, { type: 'racer' });
    let a = activate(s, setup, 'P1c1');
    expect(ramCounts(a, 'P1c1', 'P2c1')).toEqual({ nA: 2, nB: 0, nSelf: 0 });
    refused(
      a,
      'dw.ram',
      { rammerId: 'P1c1', targetId: 'P2c1', rem: 4, ...RAM, diceA: [3], diceB: [] },
      setup,
      /Roll 2/,
    );
    a = apply(a, 'dw.ram', { rammerId: 'P1c1', targetId: 'P2c1', rem: 4, ...RAM, diceA: [3, 6], diceB: [] }, setup);
    expect(a.cars.P2c1!.damage).toBe(1);
    expect(a.activation).toMatchObject({ remaining: 0, movementEnded: true });
    expect(a.roundLog).toMatchObject({ rammed: ['P2c1'], rammers: ['P1c1'], attackedBy: { P2c1: ['P1c1'] } });
  });

  it('DW-A15/A7.2: the panel offers the segment forwards and half of it backwards, and no movement once a ram ended it', () => {
    const { setup, s } = duel({ type: 'truck' }, { type: 'racer' });
    let a = activate(s, setup, 'P1c1');
    const seg = a.activation!.segmentLength;
    expect(movementOffer(a)).toEqual({ forwards: seg, backwards: seg / 2 });
    a = apply(a, 'dw.ram', { rammerId: 'P1c1', targetId: 'P2c1', rem: 4, ...RAM, diceA: [3, 6], diceB: [] }, setup);
    expect(movementOffer(a)).toBeNull(); // issue 30: no "Moved 0 in" after the ram used the last of it
  });

  it('A7.7: the rammed car with more armour hits back, and counts as attacking the rammer', () => {
    const { setup, s } = duel({ type: 'racer', rows: [3, 2, 2, 1] }, { type: 'truck' });
    let a = activate(s, setup, 'P1c1');
    a = apply(a, 'dw.ram', { rammerId: 'P1c1', targetId: 'P2c1', rem: 12, ...RAM, diceA: [], diceB: [1, 3] }, setup);
    expect(a.cars.P1c1!.damage).toBe(1);
    expect(a.roundLog.attackedBy).toEqual({ P2c1: ['P1c1'], P1c1: ['P2c1'] });
  });

  it('DW-A22: the Ram upgrade adds +2 for the rammer only (house rule: also when rammed)', () => {
    const { s } = duel({ type: 'racer', upgrades: ['ram'] }, { type: 'standard', upgrades: ['ram'] });
    expect(ramCounts(s, 'P1c1', 'P2c1')).toEqual({ nA: 2, nB: 1, nSelf: 0 });
    const h = duel(
      { type: 'racer', upgrades: ['ram'] },
      { type: 'standard', upgrades: ['ram'] },
      { ramUpgradeWhenRammed: true },
    );
    expect(ramCounts(h.s, 'P1c1', 'P2c1')).toEqual({ nA: 2, nB: 3, nSelf: 0 });
  });

  it('DW-A23: explosive ram: D3+2 whatever the armour (+2 with Ram), and D3+2 against itself that is no attack', () => {
    const { setup, s } = duel({ type: 'racer', upgrades: ['explosive_ram', 'ram'] }, { type: 'truck' });
    let a = activate(s, setup, 'P1c1');
    expect(ramCounts(a, 'P1c1', 'P2c1', 2, 1)).toEqual({ nA: 6, nB: 2, nSelf: 3 });
    const r = ramResult(a, {
      rammerId: 'P1c1',
      targetId: 'P2c1',
      rem: 3,
      ...RAM,
      d3A: 2,
      d3Self: 1,
      diceA: [5, 1, 1, 1, 1, 1],
      diceB: [1, 1],
      diceSelf: [3, 1, 1],
    });
    expect([r.a!.damage, r.b!.damage, r.self!.damage]).toEqual([1, 0, 1]);
    a = apply(
      a,
      'dw.ram',
      {
        rammerId: 'P1c1',
        targetId: 'P2c1',
        rem: 3,
        ...RAM,
        d3A: 2,
        d3Self: 1,
        diceA: [5, 1, 1, 1, 1, 1],
        diceB: [1, 1],
        diceSelf: [3, 1, 1],
      },
      setup,
    );
    expect([a.cars.P1c1!.damage, a.cars.P2c1!.damage]).toEqual([1, 1]);
    expect(a.roundLog.attackedBy.P1c1).toEqual(['P2c1']); // from the truck's set (nB > 0), not from itself
  });

  it('DW-A21 house rule ramDamagePerSuccess: every success deals 1 damage', () => {
    const { setup, s } = duel({ type: 'truck', upgrades: ['ram'] }, { type: 'racer' }, { ramDamagePerSuccess: true });
    const a = apply(
      activate(s, setup, 'P1c1'),
      'dw.ram',
      { rammerId: 'P1c1', targetId: 'P2c1', rem: 2, ...RAM, diceA: [3, 4, 5, 1], diceB: [] },
      setup,
    );
    expect(a.cars.P2c1!.damage).toBe(3);
  });

  it('DW-A31: a wreck stops the move with no push and no attacks (house rule: rammable like scenery)', () => {
    const setup = makeSetup(2, 2);
    let s = rosters(setup, { P1c1: { type: 'truck' }, P2c2: { type: 'racer' } });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 1 }, passes: [] }, setup);
    s = apply(s, 'dw.adjust', { entityId: 'P2c2', damage: 3 }, setup);
    s = apply(s, 'dw.destroyed', { entityId: 'P2c2', roll: 1, within3: [] }, setup);
    expect(s.cars.P2c2!.wreck).toBe(true);
    let a = activate(s, setup, 'P1c1');
    refused(
      a,
      'dw.ram',
      { rammerId: 'P1c1', targetId: 'P2c2', rem: 4, ...RAM, diceA: [6, 6], diceB: [] },
      setup,
      /wreck/,
    );
    a = apply(a, 'dw.ram', { rammerId: 'P1c1', targetId: 'P2c2', rem: 4, ...RAM, diceA: [], diceB: [] }, setup);
    expect(a.roundLog.rammed).toEqual([]);
    expect(a.activation!.movementEnded).toBe(true);
  });

  it('A7.12: scenery can be rammed with push 0, using its armour', () => {
    const setup = makeSetup(2, 1, CHOSEN);
    let s = rosters(setup, { P1c1: { type: 'truck', weapons: [MG] } });
    s = apply(s, 'dw.addScenery', { name: 'Wall', controller: 'neutral', profile: 'standard', weapons: [] }, setup);
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P2c1: 1 }, passes: [] }, setup);
    const a = activate(s, setup, 'P1c1');
    const r = ramResult(a, { rammerId: 'P1c1', targetId: 's1', rem: 3, ...RAM, diceA: [4], diceB: [] });
    expect(r).toMatchObject({ push: 0, nA: 1, nB: 0 });
    expect(r.a!.hit).toBe(true);
  });

  it('A7.12 / A7.6 step 2 / DW-A43: rubble (a destroyed piece) can be touched: the move ends, no push, no attacks', () => {
    const setup = makeSetup(2, 1, CHOSEN);
    let s = rosters(setup, { P1c1: { type: 'truck', weapons: [MG] } });
    s = apply(s, 'dw.addScenery', { name: 'Wall', controller: 'neutral', profile: 'standard', weapons: [] }, setup);
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P2c1: 1 }, passes: [] }, setup);
    s = apply(s, 'dw.adjust', { entityId: 's1', damage: 4 }, setup);
    expect(s.scenery.s1!.status).toBe('destroyed');
    let a = activate(s, setup, 'P1c1');
    expect(ramProblem(a, 'P1c1', 's1', 'move')).toBeNull();
    expect(ramResult(a, { rammerId: 'P1c1', targetId: 's1', rem: 4, ...RAM, diceA: [], diceB: [] })).toMatchObject({
      push: 0,
      wreck: true,
      nA: 0,
      nB: 0,
    });
    refused(
      a,
      'dw.ram',
      { rammerId: 'P1c1', targetId: 's1', rem: 4, ...RAM, diceA: [6, 6], diceB: [] },
      setup,
      /Rubble/,
    );
    a = apply(a, 'dw.ram', { rammerId: 'P1c1', targetId: 's1', rem: 4, ...RAM, diceA: [], diceB: [] }, setup);
    expect(a.roundLog.rammed).toEqual([]);
    expect(a.activation).toMatchObject({ remaining: 0, movementEnded: true });
    const sheet = PROCEDURES.ram.ask(activate(s, setup, 'P1c1'), { setup }, {}).find((q) => q.id === 'target');
    expect(sheet).toMatchObject({ options: expect.arrayContaining([{ value: 's1', label: 'Wall (rubble)' }]) });
  });

  it('A7.2 / A7.3: a ram during a plain move counts its segment; after a skid the table says whether it touched during it', () => {
    const { setup, s } = duel({ type: 'standard' }, { type: 'standard' });
    const ram = { rammerId: 'P1c1', targetId: 'P2c1', rem: 4, ...RAM, diceA: [], diceB: [] };
    const plain = apply(activate(s, setup, 'P1c1'), 'dw.ram', ram, setup);
    expect(plain.activation!.segmentsStarted).toBe(1);
    const skid = apply(activate(s, setup, 'P1c1'), 'dw.manoeuvre', { kind: 'skid', roll: 6 }, setup);
    expect(skid.activation).toMatchObject({ segmentsStarted: 1, manoeuvreMoved: true });
    expect(PROCEDURES.ram.ask(skid, { setup }, { target: 'P2c1' }).map((q) => q.id)).toContain('inManoeuvre');
    expect(
      apply(skid, 'dw.ram', { ...ram, direction: 'sideways', inManoeuvre: true }, setup).activation!.segmentsStarted,
    ).toBe(1);
    expect(apply(skid, 'dw.ram', { ...ram, inManoeuvre: false }, setup).activation!.segmentsStarted).toBe(2);
    // A new segment closes the manoeuvre: no question then.
    const moved = apply(skid, 'dw.segment', {}, setup);
    expect(moved.activation!.manoeuvreMoved).toBe(false);
    expect(PROCEDURES.ram.ask(moved, { setup }, { target: 'P2c1' }).map((q) => q.id)).not.toContain('inManoeuvre');
  });

  it("A7.8.1 / A7.7 step 2 [DW-A39]: the coms-boosted friend's move ends at its ram, or when the booster car starts a new segment", () => {
    const setup = makeSetup(2, 2);
    let s = rosters(setup, {
      P1c1: { type: 'standard', upgrades: ['coms_booster'] },
      P1c2: { type: 'truck' },
      P2c1: { type: 'racer' },
    });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    const boosted = apply(activate(s, setup, 'P1c1'), 'dw.coms', { friendId: 'P1c2' }, setup);
    const ram = {
      rammerId: 'P1c2',
      targetId: 'P2c1',
      rem: 2,
      direction: 'forward',
      via: 'coms',
      diceA: [1, 1],
      diceB: [],
    };
    const rammed = apply(boosted, 'dw.ram', ram, setup);
    expect(rammed.activation!.coms).toBeNull();
    refused(rammed, 'dw.ram', { ...ram, targetId: 'P2c2' }, setup, /coms booster moved/);
    expect(rammed.activation).toMatchObject({ remaining: 4, movementEnded: false }); // the booster car still moves
    const next = apply(boosted, 'dw.segment', {}, setup);
    expect(next.activation!.coms).toBeNull();
    refused(next, 'dw.ram', ram, setup, /coms booster moved/);
  });
});
