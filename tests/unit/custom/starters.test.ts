// Issue 33: the starter sheets the app ships are each playable at once: 2 players x 2 cars, every
// move made, a round passed, and the game's end reached by the sheet's own triggers.
import { describe, expect, it } from 'vitest';
import custom from '../../../src/rules/custom';
import type { CsState } from '../../../src/rules/custom/model';
import { carsIn, current, poolOf, takers } from '../../../src/rules/custom/rules';
import { dieFaces } from '../../../src/rules/custom/sheet';
import { STARTERS } from '../../../src/rules/custom/starters';
import { apply, begin, car, starter } from './helpers';

describe('every starter plays', () => {
  for (const st of STARTERS)
    it(`${st.id}: a round of 2 players x 2 cars, every move of the sheet made once`, () => {
      const { s: s0, setup } = begin(starter(st.id as 'blank'), 2, 2);
      let s: CsState = s0;
      expect(s.turn.round).toBe(1);
      expect(custom.checkSetup!(setup)).toBeNull();
      for (const m of s.sheet.moves) {
        const actor = carsIn(s)[0]!;
        const target = carsIn(s).find((id) => car(s, id).ownerId !== car(s, actor).ownerId)!;
        const faces = Array.from(
          { length: poolOf(s, m, car(s, actor)) },
          (_, i) => (i % dieFaces(s.sheet, m.die)!.length) + 1,
        );
        s = apply(s, 'cs.move', { move: m.id, carId: actor, ...(m.target ? { targetId: target } : {}), faces }, setup);
      }
      const order = s.turn.order.length;
      // The last step starts round 2: a by-stat order rolls off its ties again.
      const rolls = Object.fromEntries(takers(s).map((id, i) => [id, [6 - i]]));
      for (let i = 0; i < Math.max(order, 1); i++) s = apply(s, 'cs.next', { rolls }, setup);
      expect(s.turn.round).toBe(2);
    });

  it('blank: a name and nothing else; turns by player in seat order', () => {
    const { s } = begin(starter('blank'), 2, 2);
    expect(s.sheet.name).toBe('My game');
    expect(current(s)).toBe('ann');
    expect(car(s, 'ann1').values).toEqual({});
  });

  it('hull-and-hazards: three shots of 2 successes wreck a car; the last of a player’s cars ends the game', () => {
    let { s, setup } = begin(starter('hull-and-hazards'), 2, 2);
    expect(s.turn.order).toEqual(['ann1', 'ann2', 'bo1', 'bo2']);
    for (const target of ['bo1', 'bo2'])
      for (let i = 0; i < 2; i++)
        s = apply(s, 'cs.move', { move: 'shoot', carId: 'ann1', targetId: target, faces: [6, 5] }, setup);
    expect(car(s, 'bo1')).toMatchObject({ out: true, outWhy: 'wrecked: take it off the table' });
    expect(custom.outcome!(s)).toEqual({ winnerIds: ['ann'] });
    expect(s.resources.ann!.cans).toBe(4);
  });

  it('hull-and-hazards: three skids of two hazards wipe a car out and clear its hazards', () => {
    let { s, setup } = begin(starter('hull-and-hazards'), 2, 1);
    for (let i = 0; i < 3; i++) s = apply(s, 'cs.move', { move: 'skid', carId: 'bo1', faces: [1, 1] }, setup);
    expect(car(s, 'bo1')).toMatchObject({ conditions: ['wipeout'], values: { hazard: 0 } });
  });

  it('lap-race: five laps finish the car; four damage boxes retire it', () => {
    let { s, setup } = begin(starter('lap-race'), 2, 1);
    for (let i = 0; i < 5; i++) s = apply(s, 'cs.move', { move: 'push', carId: 'ann1', faces: [6, 2] }, setup);
    expect(car(s, 'ann1')).toMatchObject({ values: { laps: 5 }, conditions: ['finished'] });
    for (let i = 0; i < 2; i++) s = apply(s, 'cs.move', { move: 'push', carId: 'bo1', faces: [1, 1] }, setup);
    expect(car(s, 'bo1')).toMatchObject({ out: true, outWhy: 'retired: park it off the track', values: { damage: 4 } });
    expect(custom.outcome!(s)).toEqual({ winnerIds: ['ann'] });
  });
});
