import { describe, expect, it } from 'vitest';
import carCult from '../../../src/rules/car-cult-d20';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import { houseRulesOf, mineProblem } from '../../../src/rules/car-cult-d20/rules';
import { apply, car, card, counts, makeSetup, refused, toRound } from './helpers';

const setup = makeSetup(2, 2);
const H = houseRulesOf(setup);
const CARDS = { P1c1: ['street', 'cannon', 'mines'], P1c2: ['buggy'], P2c1: ['buggy', 'rifle'], P2c2: ['hauler'] };

/** Fills every AZ of a car but one DT short on `lastDefId`. */
function nearlyDead(s: CcState, carId: string, lastDefId: string): CcState {
  for (const t of car(s, carId).components)
    s = apply(
      s,
      'cc.adjust',
      { trackId: t.id, st: 0, dt: t.defId === lastDefId || t.kind === lastDefId ? t.n - 1 : t.n },
      setup,
    );
  return s;
}

function p1Ready(alloc: Record<string, number> = {}): CcState {
  let s = toRound(setup, CARDS, { P1c1: 5, P1c2: 0, P2c1: 0, P2c2: 0 });
  s = apply(s, 'cc.activate', { carId: 'P1c1' }, setup);
  const a: Record<string, number> = {};
  for (const [k, v] of Object.entries(alloc)) a[card(s, 'P1c1', k).id] = v;
  return apply(s, 'cc.allocate', { bonusST: 5, alloc: a }, setup);
}

describe('Car Cult D20 explosions (B8.10) [CC-A27]', () => {
  it('CC-A27: every AZ full of DT explodes; the blast is a table fact; 1 DT each, owners place, chains FIFO', () => {
    let s = p1Ready({ cannon: 1 });
    s = nearlyDead(s, 'P2c1', 'rifle');
    s = nearlyDead(s, 'P2c2', 'engine');
    const r = apply(
      s,
      'cc.attack',
      { weaponId: card(s, 'P1c1', 'cannon').id, targetId: 'P2c1', inRange: true, dice: [20] },
      setup,
    );
    // first DT of the hit (owner) goes on the only open AZ: P2c1 explodes; the second DT is lost
    expect(car(r, 'P2c1').status).toBe('exploded');
    expect(r.pending).toEqual([{ kind: 'EXPLOSION', carId: 'P2c1', radius: 4 }]);
    refused(r, 'cc.blast', { carIds: ['P2c1'] }, setup, /still in play/);
    const b = apply(r, 'cc.blast', { carIds: ['P2c2', 'P1c2'] }, setup);
    // Each car has one legal card, so both DT go on at once (FIFO: P2c2 first); P2c2 had one AZ
    // left and blows up, its blast waiting for the table.
    expect(car(b, 'P2c2').status).toBe('exploded');
    expect(counts(card(b, 'P1c2', 'engine'))).toEqual([0, 1]);
    expect(b.pending).toEqual([{ kind: 'EXPLOSION', carId: 'P2c2', radius: 7 }]);
    expect(b.phase).toBe('round');
    const c = b;
    // P2 has no car left: once the queue is empty the game ends (CC-A32)
    const end = apply(c, 'cc.blast', { carIds: [] }, setup);
    expect(end.phase).toBe('ended');
    expect(carCult.outcome?.(end)).toEqual({ winnerIds: ['P1'] });
  });

  it('B8.10 step 1: an exploding active car ends its activation at once', () => {
    let s = p1Ready();
    s = nearlyDead(s, 'P1c1', 'engine');
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P1c1', 'engine').id, st: 1, dt: 4 }, setup);
    const r = apply(s, 'cc.rough', { inches: 0, die: 3 }, setup);
    expect(car(r, 'P1c1').status).toBe('exploded');
    expect(r.activeCarId).toBeNull();
    expect(r.pending).toEqual([{ kind: 'EXPLOSION', carId: 'P1c1', radius: 5 }]);
    const next = apply(r, 'cc.blast', { carIds: [] }, setup);
    expect(next.activeCarId).toBeNull();
    expect(next.phase).toBe('round');
  });

  it('CC-A32: ended by agreement with named winners, or a draw', () => {
    const s = p1Ready();
    const d = apply(s, 'cc.endGame', { winnerIds: [] }, setup);
    expect(d.result).toEqual({ winnerIds: [], by: 'AGREED' });
    refused(d, 'cc.activate', { carId: 'P1c1' }, setup, /game is over/);
  });
});

describe('Car Cult D20 mines (B8.11) [CC-A26]', () => {
  it('CC-A26: each mine ST lays one marker and becomes a DT on the card', () => {
    const s = p1Ready({ mines: 3 });
    const r = apply(s, 'cc.layMines', { trackId: card(s, 'P1c1', 'mines').id, count: 2 }, setup);
    expect(counts(card(r, 'P1c1', 'mines'))).toEqual([1, 2]);
    expect(r.mines.map((m) => [m.ownerCarId, m.armedForOwnerCar])).toEqual([
      ['P1c1', false],
      ['P1c1', false],
    ]);
    refused(r, 'cc.layMines', { trackId: card(r, 'P1c1', 'mines').id, count: 2 }, setup, /one mine each/);
  });

  it('CC-A26: the layer cannot set off its new mine until its activation ends; others can; the marker goes hit or miss', () => {
    let s = p1Ready({ mines: 1 });
    s = apply(s, 'cc.layMines', { trackId: card(s, 'P1c1', 'mines').id, count: 1 }, setup);
    const id = s.mines[0]!.id;
    expect(mineProblem(s, id, 'P1c1', H)).toMatch(/until that activation ends/);
    // P2c1 buggy at 0 ST: min 0 → mod +10; a 1 is a crap shot
    const miss = apply(s, 'cc.mine', { mineId: id, carId: 'P2c1', dice: [1] }, setup);
    expect(miss.mines).toEqual([]);
    const hit = apply(s, 'cc.mine', { mineId: id, carId: 'P2c1', dice: [5] }, setup);
    expect(hit.pending.map((p) => (p.kind === 'DT' ? p.placerId : ''))).toEqual(['P2', 'P1']);
    let after = apply(s, 'cc.moveEnd', { outcome: 'normal' }, setup);
    after = apply(after, 'cc.endActivation', {}, setup);
    expect(after.mines[0]?.armedForOwnerCar).toBe(true);
    expect(mineProblem(after, id, 'P1c1', H)).toBeNull();
    expect(mineProblem(after, id, 'P1c1', houseRulesOf(makeSetup(2, 2, { minesSelfTrigger: 'never' })))).toMatch(
      /never/,
    );
  });

  it('CC-A26: laying the last mine into a car’s last open AZ blows it up', () => {
    let s = p1Ready({ mines: 1 });
    for (const t of car(s, 'P1c1').components)
      if (t.kind !== 'mines') s = apply(s, 'cc.adjust', { trackId: t.id, st: 0, dt: t.n }, setup);
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P1c1', 'mines').id, st: 1, dt: 3 }, setup);
    const r = apply(s, 'cc.layMines', { trackId: card(s, 'P1c1', 'mines').id, count: 1 }, setup);
    expect(car(r, 'P1c1').status).toBe('exploded');
    expect(r.activeCarId).toBeNull();
    expect(r.mines.length).toBe(1); // its mines stay on the table
  });
});

describe('Car Cult D20 crew effects on mines (B8.12) and corrections (0.4)', () => {
  it('B8.12: a mine’s roll gets the target’s Dangerous Driver penalty and its layer’s Gutsy Gunner re-rolls', () => {
    const su = makeSetup(2, 1);
    let s = toRound(
      su,
      { P1c1: ['street', 'mines', 'gutsy_gunner'], P2c1: ['street', 'dangerous_driver', 'armour_4'] },
      { P1c1: 3 },
    );
    s = apply(s, 'cc.activate', { carId: 'P1c1' }, su);
    s = apply(
      s,
      'cc.allocate',
      { bonusST: 0, alloc: { [card(s, 'P1c1', 'mines').id]: 1, [card(s, 'P1c1', 'gutsy_gunner').id]: 1 } },
      su,
    );
    s = apply(s, 'cc.layMines', { trackId: card(s, 'P1c1', 'mines').id, count: 1 }, su);
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'engine').id, st: 3, dt: 0 }, su);
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'dangerous_driver').id, st: 2, dt: 0 }, su);
    const id = s.mines[0]!.id;
    // blast 10 − min 4 − DD 4 = +2: a 7 misses, re-rolled to an 8 it hits (2 DT to armour)
    const miss = apply(s, 'cc.mine', { mineId: id, carId: 'P2c1', dice: [7] }, su);
    expect(counts(card(miss, 'P2c1', 'armour'))).toEqual([0, 0]);
    const hit = apply(s, 'cc.mine', { mineId: id, carId: 'P2c1', dice: [7], rerolls: [{ index: 0, face: 8 }] }, su);
    expect(counts(card(hit, 'P2c1', 'armour'))).toEqual([0, 2]);
    expect(car(hit, 'P1c1').rerollsSpent).toBe(1);
    refused(
      s,
      'cc.mine',
      {
        mineId: id,
        carId: 'P2c1',
        dice: [7],
        rerolls: [
          { index: 0, face: 8 },
          { index: 0, face: 9 },
        ],
      },
      su,
      /Only 1 Gutsy Gunner re-roll/,
    );
  });

  it('Part D: a model that leaves the table is removed by hand, without a blast; a mine marker too', () => {
    let s = p1Ready({ mines: 1 });
    s = apply(s, 'cc.layMines', { trackId: card(s, 'P1c1', 'mines').id, count: 1 }, setup);
    s = apply(s, 'cc.removeMine', { mineId: s.mines[0]!.id }, setup);
    expect(s.mines).toEqual([]);
    s = apply(s, 'cc.removeCar', { carId: 'P2c1' }, setup);
    expect(car(s, 'P2c1').status).toBe('removed');
    expect(s.pending).toEqual([]);
    s = apply(s, 'cc.removeCar', { carId: 'P2c2' }, setup);
    expect(s.result).toEqual({ winnerIds: ['P1'], by: 'RULE' });
  });
});
