import { describe, expect, it } from 'vitest';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import { endActivationProblem, moveProblem } from '../../../src/rules/car-cult-d20/rules';
import { apply, car, card, counts, makeSetup, refused, toRound } from './helpers';

const setup = makeSetup(2, 1);
const CARDS = { P1c1: ['street', 'machine_gun'], P2c1: ['muscle', 'rifle'] };

/** P1c1 active, engine at `st` (street: 5 ST → 11"-14"), nothing allocated. */
function moving(st = 5, su = setup, cards: Record<string, string[]> = CARDS): CcState {
  let s = toRound(su, cards, { P1c1: st, P2c1: 0 });
  s = apply(s, 'cc.activate', { carId: 'P1c1' }, su);
  return apply(s, 'cc.allocate', { bonusST: 0, alloc: {} }, su);
}

describe('Car Cult D20 movement (B8.7)', () => {
  it('CC-A15: the move is mandatory when maxMove > 0', () => {
    const s = moving();
    expect(endActivationProblem(s, car(s, 'P1c1'))).toMatch(/mandatory/);
    const r = apply(s, 'cc.moveEnd', { outcome: 'normal', distance: 12 }, setup);
    expect(moveProblem(r, car(r, 'P1c1'))).toMatch(/finished its move/);
    expect(endActivationProblem(r, car(r, 'P1c1'))).toBeNull();
  });

  it('CC-A21: braking rolls D20 − whole inches short; 10+ nothing, else the opponent may place a DT', () => {
    const s = moving(); // min 11
    const ok = apply(s, 'cc.moveEnd', { outcome: 'braked', distance: 8.5, die: 12 }, setup); // short floor(2.5)=2: 10
    expect(ok.pending).toEqual([]);
    const bad = apply(s, 'cc.moveEnd', { outcome: 'braked', distance: 8.5, die: 11 }, setup);
    expect(bad.pending).toEqual([{ kind: 'DT', carId: 'P1c1', placerId: 'P2', cause: 'braking', optional: true }]);
    const declined = apply(bad, 'cc.declineDT', {}, setup);
    expect(declined.pending).toEqual([]);
    const placed = apply(bad, 'cc.placeDT', { trackId: card(bad, 'P1c1', 'machine_gun').id }, setup);
    expect(counts(card(placed, 'P1c1', 'machine_gun'))).toEqual([0, 1]);
    refused(s, 'cc.moveEnd', { outcome: 'braked', distance: 11, die: 3 }, setup, /normal move/);
  });

  it('CC-A21 house inchRounding: nearest and up change the shortfall', () => {
    const up = makeSetup(2, 1, { inchRounding: 'ceil' });
    const r = apply(moving(5, up), 'cc.moveEnd', { outcome: 'braked', distance: 8.5, die: 12 }, up); // short ceil(2.5)=3: 9
    expect(r.pending.length).toBe(1);
  });

  it('CC-A21: no braking roll when the minimum is 0', () => {
    const r = apply(moving(1), 'cc.moveEnd', { outcome: 'braked', distance: 0 }, setup);
    expect(r.pending).toEqual([]);
    expect(car(r, 'P1c1').act?.move).toBe('DONE');
  });

  it('CC-A11: in a 3-player game the next player in seating order places the braking DT; house owner_chooses names one', () => {
    const three = makeSetup(3, 1);
    const cards = { ...CARDS, P3c1: ['buggy'] };
    let s = toRound(three, cards, { P1c1: 5 });
    s = apply(apply(s, 'cc.activate', { carId: 'P1c1' }, three), 'cc.allocate', { bonusST: 0, alloc: {} }, three);
    expect(apply(s, 'cc.moveEnd', { outcome: 'braked', distance: 3, die: 2 }, three).pending[0]).toMatchObject({
      placerId: 'P2',
    });
    const own = makeSetup(3, 1, { brakingOpponent: 'owner_chooses' });
    let o = toRound(own, cards, { P1c1: 5 });
    o = apply(apply(o, 'cc.activate', { carId: 'P1c1' }, own), 'cc.allocate', { bonusST: 0, alloc: {} }, own);
    expect(
      apply(o, 'cc.moveEnd', { outcome: 'braked', distance: 3, die: 2, opponentId: 'P3' }, own).pending[0],
    ).toMatchObject({ placerId: 'P3' });
    refused(o, 'cc.moveEnd', { outcome: 'braked', distance: 3, die: 2, opponentId: 'P1' }, own, /another player/);
  });

  it('CC-A22: rough terrain rolls D20 − inches through the piece; under 10 the owner places a DT', () => {
    const s = moving();
    const safe = apply(s, 'cc.rough', { inches: 3.9, die: 13 }, setup);
    expect(safe.pending).toEqual([]);
    const hit = apply(s, 'cc.rough', { inches: 3.9, die: 12 }, setup);
    expect(hit.pending).toEqual([{ kind: 'DT', carId: 'P1c1', placerId: 'P1', cause: 'rough' }]);
    expect(car(hit, 'P1c1').act?.move).toBe('MOVING');
  });

  it('CC-A23 / CC-A02: blocking terrain stops the car, clears the engine, 1 DT per whole inch short of the old minimum', () => {
    const r = apply(moving(), 'cc.moveEnd', { outcome: 'blocked', distance: 8.7 }, setup); // min 11: 2 DT
    expect(card(r, 'P1c1', 'engine').st).toBe(0);
    expect(r.pending.map((p) => (p.kind === 'DT' ? p.placerId : ''))).toEqual(['P1', 'P1']);
  });

  it('CC-A24: a collision without a ram: the mover as blocking terrain, the struck model the same DT and keeps its ST', () => {
    let s = moving();
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'engine').id, st: 3, dt: 0 }, setup);
    const r = apply(s, 'cc.moveEnd', { outcome: 'collided', distance: 9, struckId: 'P2c1' }, setup);
    expect(r.pending.map((p) => (p.kind === 'DT' ? `${p.carId}:${p.placerId}` : ''))).toEqual([
      'P1c1:P1',
      'P1c1:P1',
      'P2c1:P2',
      'P2c1:P2',
    ]);
    expect(card(r, 'P2c1', 'engine').st).toBe(3);
    const one = makeSetup(2, 1, { struckModelDT: 'one' });
    expect(
      apply(moving(5, one), 'cc.moveEnd', { outcome: 'collided', distance: 9, struckId: 'P2c1' }, one).pending.filter(
        (p) => p.carId === 'P2c1',
      ).length,
    ).toBe(1);
    const none = makeSetup(2, 1, { struckModelDT: 'none' });
    expect(
      apply(moving(5, none), 'cc.moveEnd', { outcome: 'collided', distance: 9, struckId: 'P2c1' }, none).pending.filter(
        (p) => p.carId === 'P2c1',
      ).length,
    ).toBe(0);
  });

  it('CC-A25: a ram stops at contact, keeps its engine ST, and attacks with blast 10 and damage = engine ST', () => {
    const cards = { P1c1: ['street', 'reinforced_ram'], P2c1: ['muscle', 'armour_4'] };
    const s = moving(3, setup, cards); // street 3 ST; target muscle 0 ST: min 0 → mod +10
    refused(s, 'cc.moveEnd', { outcome: 'collided', distance: 5, struckId: 'P2c1' }, setup, /report a ram/);
    const r = apply(s, 'cc.moveEnd', { outcome: 'rammed', distance: 5, struckId: 'P2c1', dice: [1] }, setup);
    expect(r.pending).toEqual([]);
    expect(counts(card(r, 'P2c1', 'armour'))).toEqual([0, 0]);
    const hit = apply(s, 'cc.moveEnd', { outcome: 'rammed', distance: 5, struckId: 'P2c1', dice: [2] }, setup);
    expect(card(hit, 'P1c1', 'engine').st).toBe(3);
    expect(counts(card(hit, 'P2c1', 'armour'))).toEqual([0, 3]);
    expect(counts(card(hit, 'P1c1', 'engine'))).toEqual([3, 0]);
  });

  it('CC-A28: an immobile car has no move to report; a car immobilised mid-move stops (no braking)', () => {
    let s = moving();
    s = apply(s, 'cc.rough', { inches: 1, die: 2 }, setup);
    // owner puts the DT on a full engine: 5 DT needed in total to immobilise
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P1c1', 'engine').id, st: 1, dt: 4 }, setup);
    s = apply(s, 'cc.placeDT', { trackId: card(s, 'P1c1', 'engine').id }, setup);
    expect(counts(card(s, 'P1c1', 'engine'))).toEqual([0, 5]);
    expect(car(s, 'P1c1').act?.move).toBe('DONE');
    refused(s, 'cc.moveEnd', { outcome: 'braked', distance: 1, die: 1 }, setup, /finished its move/);
    expect(endActivationProblem(s, car(s, 'P1c1'))).toBeNull();
  });
});
