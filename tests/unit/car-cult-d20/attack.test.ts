import { describe, expect, it } from 'vitest';
import carCult from '../../../src/rules/car-cult-d20';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import {
  attackModifier,
  houseRulesOf,
  judge,
  legalDtTracks,
  suggestDtTrack,
} from '../../../src/rules/car-cult-d20/rules';
import { apply, car, card, counts, makeSetup, refused, toRound } from './helpers';

const setup = makeSetup(2, 1);
const H = houseRulesOf(setup);
const CARDS = {
  P1c1: ['muscle', 'machine_gun', 'cannon', 'gutsy_gunner'],
  P2c1: ['street', 'dangerous_driver', 'armour_1', 'rifle'],
};

/** P1c1 active with `alloc` by card kind/id; P2c1's engine at `targetST` (+ DD ST). */
function ready(alloc: Record<string, number>, targetST = 3, ddST = 0): CcState {
  let s = toRound(setup, CARDS, { P1c1: 5, P2c1: 0 });
  s = apply(s, 'cc.activate', { carId: 'P1c1' }, setup);
  s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'engine').id, st: targetST, dt: 0 }, setup);
  s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'dangerous_driver').id, st: ddST, dt: 0 }, setup);
  const a: Record<string, number> = {};
  for (const [k, v] of Object.entries(alloc)) a[card(s, 'P1c1', k).id] = v;
  return apply(s, 'cc.allocate', { bonusST: 3, alloc: a }, setup);
}

describe('Car Cult D20 attack (B8.8) [CC-A16][CC-A17]', () => {
  it('CC-A17: mod = blast − target’s current minimum speed; 10+ hits', () => {
    const s = ready({ machine_gun: 1 }, 3); // street at 3 ST: min 4; MG blast 1 → mod −3
    expect(attackModifier(s, 'P1', car(s, 'P2c1'), 1, H)).toEqual({ mod: -3, minMove: 4, dd: 0 });
    expect([judge(13, -3), judge(12, -3)]).toEqual(['HIT', 'MISS']);
    const r = apply(
      s,
      'cc.attack',
      { weaponId: card(s, 'P1c1', 'machine_gun').id, targetId: 'P2c1', inRange: true, dice: [13, 12, 2] },
      setup,
    );
    // one hit, damage 1: armour is the only legal card, so the DT goes there at once
    expect(counts(card(r, 'P2c1', 'armour'))).toEqual([0, 1]);
    expect(r.pending).toEqual([]);
  });

  it('CC-A17: crack shot (20) always hits, crap shot (1) always misses', () => {
    expect(judge(20, -30)).toBe('CRACK');
    expect(judge(1, 30)).toBe('CRAP');
  });

  it('CC-A19: the Dangerous Driver takes 2 per ST off enemy attack rolls; a crack shot still hits', () => {
    const s = ready({ cannon: 1 }, 2, 2); // street 2 ST: min 2; cannon blast 6; DD 2 ST → −4: mod 0
    expect(attackModifier(s, 'P1', car(s, 'P2c1'), 6, H)).toEqual({ mod: 0, minMove: 2, dd: 4 });
    expect(attackModifier(s, 'P2', car(s, 'P2c1'), 6, H).dd).toBe(0); // friendly: no penalty
    const r = apply(
      s,
      'cc.attack',
      { weaponId: card(s, 'P1c1', 'cannon').id, targetId: 'P2c1', inRange: true, dice: [20] },
      setup,
    );
    expect(counts(card(r, 'P2c1', 'armour'))).toEqual([0, 1]);
    expect(r.pending).toEqual([{ kind: 'DT', carId: 'P2c1', placerId: 'P1', cause: 'hit' }]);
  });

  it('CC-A19 house dangerousDriverAllEnemyAttacks: every enemy DD car counts, whatever the target', () => {
    const three = makeSetup(3, 1, { dangerousDriverAllEnemyAttacks: true });
    let s = toRound(three, { ...CARDS, P3c1: ['buggy', 'dangerous_driver'] }, { P1c1: 1 });
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P3c1', 'dangerous_driver').id, st: 1, dt: 0 }, three);
    expect(attackModifier(s, 'P1', car(s, 'P2c1'), 6, houseRulesOf(three)).dd).toBe(2);
  });

  it('CC-A16: each ST is one attack action, spent when declared even out of range', () => {
    const s = ready({ machine_gun: 1 });
    const w = card(s, 'P1c1', 'machine_gun').id;
    const out = apply(s, 'cc.attack', { weaponId: w, targetId: 'P2c1', inRange: false, dice: [] }, setup);
    expect(card(out, 'P1c1', 'machine_gun').actionsUsed).toBe(1);
    refused(
      out,
      'cc.attack',
      { weaponId: w, targetId: 'P2c1', inRange: true, dice: [15, 15, 15] },
      setup,
      /no Speed Token left/,
    );
    refused(
      s,
      'cc.attack',
      { weaponId: card(s, 'P1c1', 'cannon').id, targetId: 'P2c1', inRange: true, dice: [15] },
      setup,
      /no Speed Token left/,
    );
    refused(s, 'cc.attack', { weaponId: w, targetId: 'P2c1', inRange: true, dice: [15] }, setup, /rolls 3 D20s/);
  });

  it('CC-A18: Gutsy Gunner re-rolls any die, the same die again, judged on the new face', () => {
    let s = ready({ cannon: 1, gutsy_gunner: 1 }, 3);
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P1c1', 'gutsy_gunner').id, st: 2, dt: 0 }, setup);
    const w = card(s, 'P1c1', 'cannon').id; // blast 6 − min 4 = +2
    refused(
      s,
      'cc.attack',
      {
        weaponId: w,
        targetId: 'P2c1',
        inRange: true,
        dice: [1],
        rerolls: [
          { index: 0, face: 5 },
          { index: 0, face: 6 },
          { index: 0, face: 7 },
        ],
      },
      setup,
      /Only 2 Gutsy Gunner re-rolls/,
    );
    const r = apply(
      s,
      'cc.attack',
      {
        weaponId: w,
        targetId: 'P2c1',
        inRange: true,
        dice: [1],
        rerolls: [
          { index: 0, face: 5 },
          { index: 0, face: 20 },
        ],
      },
      setup,
    );
    expect(car(r, 'P1c1').rerollsSpent).toBe(2);
    const cmd = {
      type: 'cc.attack',
      payload: {
        weaponId: w,
        targetId: 'P2c1',
        inRange: true,
        dice: [1],
        rerolls: [
          { index: 0, face: 5 },
          { index: 0, face: 20 },
        ],
      },
      at: 0,
    };
    expect(carCult.explain!(s, r, cmd, setup)).toEqual({
      who: 'Player 1',
      lines: [
        "Modifier +2: blast 6 − Car P2.1's minimum speed 4.",
        'Rolled 1; Gutsy Gunner re-rolls: die 1 → 5, die 1 → 20.',
        'Die 1: 20: crack shot, hits.',
        '1 hit of 2 Damage Tokens.',
        "Car P2.1's Armour 1: add 1 Damage Token (now 0 ST, 1 DT of 1).",
        'Player 1 places a Damage Token on Car P2.1.',
      ],
    });
    expect(counts(card(r, 'P2c1', 'armour'))).toEqual([0, 1]);
  });

  it('B8.8 step 7: the target’s owner places the first DT of each hit, the attacker the rest', () => {
    let s = ready({ cannon: 1 }, 3);
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'armour').id, st: 0, dt: 1 }, setup);
    const r = apply(
      s,
      'cc.attack',
      { weaponId: card(s, 'P1c1', 'cannon').id, targetId: 'P2c1', inRange: true, dice: [12] },
      setup,
    );
    expect(r.pending.map((x) => (x.kind === 'DT' ? x.placerId : x.kind))).toEqual(['P2', 'P1']);
    refused(r, 'cc.endActivation', {}, setup, /Finish what is waiting/);
  });
});

describe('Car Cult D20 damage placement (B8.9) [CC-A09][CC-A10]', () => {
  function hitPending(): CcState {
    const s = ready({ cannon: 1 }, 5);
    const a = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'armour').id, st: 0, dt: 1 }, setup);
    return apply(
      a,
      'cc.attack',
      { weaponId: card(a, 'P1c1', 'cannon').id, targetId: 'P2c1', inRange: true, dice: [20] },
      setup,
    );
  }

  it('CC-A10: armour first; then the placer picks any card with room', () => {
    const s = ready({}, 3);
    expect(legalDtTracks(car(s, 'P2c1'), H).map((t) => t.kind)).toEqual(['armour']);
    const r = hitPending();
    expect(legalDtTracks(car(r, 'P2c1'), H).map((t) => t.kind)).toEqual(['engine', 'crew', 'weapon']);
    expect(suggestDtTrack(car(r, 'P2c1'), H)?.kind).toBe('weapon');
    refused(r, 'cc.placeDT', { trackId: card(r, 'P2c1', 'armour').id }, setup, /full of Damage Tokens/);
  });

  it('CC-A09: a DT on a full engine displaces its right-most ST and lowers the speed band at once', () => {
    const r = hitPending(); // street 5 ST (full)
    const e = card(r, 'P2c1', 'engine').id;
    const one = apply(r, 'cc.placeDT', { trackId: e }, setup);
    expect(counts(card(one, 'P2c1', 'engine'))).toEqual([4, 1]);
    const two = apply(one, 'cc.placeDT', { trackId: e }, setup);
    expect(counts(card(two, 'P2c1', 'engine'))).toEqual([3, 2]);
    expect(two.pending).toEqual([]);
  });

  it('CC-A09 house dtPreferEmptyAZ: a card with an empty AZ must take it while one exists', () => {
    const h = houseRulesOf(makeSetup(2, 1, { dtPreferEmptyAZ: true }));
    const r = hitPending();
    expect(legalDtTracks(car(r, 'P2c1'), h).map((t) => t.kind)).toEqual(['crew', 'weapon']);
  });
});
