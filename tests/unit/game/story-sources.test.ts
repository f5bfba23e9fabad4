// Issue 42: what each rule system tells the story about its cars (rules/<system>/story.ts): the
// tracker that decides a car, its damage, its marks, when it is out, who dealt a step's damage and
// the result in the banner's words. States come from the fixtures' games, changed where a rule needs it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openGame } from '../../../src/game/open-game';
import { storySource } from '../../../src/game/story/sources';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import { ccStory } from '../../../src/rules/car-cult-d20/story';
import type { Setup } from '../../../src/rules/core/model';
import type { CsState } from '../../../src/rules/custom/model';
import type { Sheet, Tracker } from '../../../src/rules/custom/sheet';
import { csStory } from '../../../src/rules/custom/story';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { dwStory } from '../../../src/rules/dirty-wheels/story';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { rwStory } from '../../../src/rules/road-wolf/story';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { wlfStory } from '../../../src/rules/white-line-fever/story';
import { begin, apply as csApply, sheetWith } from '../custom/helpers';

async function fixture(name: string) {
  const raw = JSON.parse(readFileSync(new URL(`../../fixtures/${name}.json`, import.meta.url), 'utf8'));
  const r = await openGame(raw);
  if (!r.ok) throw new Error(r.error);
  const { timeline, doc } = r.game;
  /** The states around journal entry i, and its command. */
  const at = (i: number) => {
    const a = timeline.around(i);
    const e = timeline.entries[i];
    if (!a || e?.kind !== 'do') throw new Error(`no step ${i}`);
    return { before: a.before.sys, after: a.after.sys, command: e.command };
  };
  return { setup: doc.setup, final: structuredClone(timeline.state.sys), at };
}

describe('storySource', () => {
  it('gives each built system its source, and free play none', () => {
    expect(storySource('white-line-fever')).toBe(wlfStory);
    expect(storySource('road-wolf')).toBe(rwStory);
    expect(storySource('dirty-wheels')).toBe(dwStory);
    expect(storySource('car-cult-d20')).toBe(ccStory);
    expect(storySource('custom')).toBe(csStory);
    expect(storySource('freeplay')).toBeNull();
  });
});

describe('White Line Fever’s story', () => {
  it('W-3 the chart is the car’s speed on 1..6; none while the car is not placed', async () => {
    const { final, setup } = await fixture('white-line-fever-v1');
    const s = final as WlfState;
    expect(wlfStory.track(s, 'fury', setup)).toEqual({ label: 'Speed', value: 1, min: 1, max: 6 });
    s.cars.fury!.status = 'UNPLACED';
    expect(wlfStory.track(s, 'fury', setup)).toBeNull();
    expect(wlfStory.round?.(s)).toBe(3);
  });

  it('A4.9 a condition is no damage: the damage figure stays 0 through a shot that destroys', async () => {
    const { at, setup } = await fixture('white-line-fever-v1');
    const { before, after } = at(23);
    for (const id of ['bolt', 'ghost'])
      expect([wlfStory.damage(before as WlfState, id, setup), wlfStory.damage(after as WlfState, id, setup)]).toEqual([
        0, 0,
      ]);
  });

  it('A3.3 a flipped car is marked, not out; a destroyed or exploded one is out', async () => {
    const { final, setup } = await fixture('white-line-fever-v1');
    const s = final as WlfState;
    expect([wlfStory.marks(s, 'fury', setup), wlfStory.out(s, 'fury', setup)]).toEqual([['flipped'], false]);
    expect([wlfStory.marks(s, 'bolt', setup), wlfStory.out(s, 'bolt', setup)]).toEqual([
      ['flipped', 'destroyed'],
      true,
    ]);
    expect([wlfStory.marks(s, 'ghost', setup), wlfStory.out(s, 'ghost', setup)]).toEqual([['exploded'], true]);
  });

  it('W-14 car against car: the car that lost the roll-off was flipped by the other; an obstacle is no car’s doing', async () => {
    const { at, setup } = await fixture('white-line-fever-v1');
    const { before, after, command } = at(18); // Green Ghost (active) collides with Red Fury, which flips
    const dealer = (carId: string, payload = command.payload) =>
      wlfStory.dealer?.(before as WlfState, after as WlfState, payload, command.type, setup, carId);
    expect(dealer('fury')).toBe('ghost');
    expect(dealer('ghost')).toBe('fury'); // had the active car lost the roll-off
    expect(dealer('ghost', { kind: 'OBSTACLE' })).toBeNull();
    expect(wlfStory.dealer?.(before as WlfState, after as WlfState, {}, 'wlf.adjust', setup, 'fury')).toBeNull();
  });

  it('W-1 the result: the last driver with cars, or a draw between those who had them', async () => {
    const { final, setup } = await fixture('white-line-fever-v1');
    const s = final as WlfState;
    expect(wlfStory.result?.(s, setup)).toBe('Ann wins: the last driver with cars on the table.');
    expect(wlfStory.result?.({ ...s, result: { draw: ['ann', 'bo'] } }, setup)).toBe('A draw between Ann and Bo.');
    expect(wlfStory.result?.({ ...s, result: null }, setup)).toBeNull();
  });
});

describe('Road Wolf’s story', () => {
  it('B10.1 the chart is hits left of the vehicle’s size: 0 once destroyed, and a wrecked car is a wreck', async () => {
    const { final, setup } = await fixture('road-wolf-v1');
    const s = final as RwState;
    expect(rwStory.track(s, 'brute', setup)).toEqual({ label: 'Hits left', value: 0, max: 3 });
    expect(rwStory.damage(s, 'brute', setup)).toBe(3);
    expect([rwStory.marks(s, 'brute', setup), rwStory.out(s, 'brute', setup)]).toEqual([['wrecked'], true]);
    expect(rwStory.track(s, 'hammer', setup)).toEqual({ label: 'Hits left', value: 3, max: 3 });
    expect(rwStory.round?.(s)).toBe(2);
  });

  it('B10.1 a destroyed bike is removed, not a wreck', async () => {
    const { final, setup } = await fixture('road-wolf-v1');
    const s = final as RwState;
    const sandfly = s.vehicles.sandfly!;
    sandfly.typeId = 'street_bike';
    sandfly.destroyed = true;
    expect([rwStory.marks(s, 'sandfly', setup), rwStory.out(s, 'sandfly', setup)]).toEqual([['destroyed'], true]);
  });

  it('B10.5 a vehicle taken over is marked so, and stays in the game', async () => {
    const { final, setup } = await fixture('road-wolf-v1');
    const s = final as RwState;
    expect([rwStory.marks(s, 'viper', setup), rwStory.out(s, 'viper', setup)]).toEqual([['taken over'], false]);
  });

  it('B10.7 a vehicle off the board is out: it left the board (escaped by the end edge in a mission, R-36)', async () => {
    const { final, setup } = await fixture('road-wolf-v1');
    const s = final as RwState;
    s.vehicles.hammer!.offBoard = 'SIDE';
    expect([rwStory.marks(s, 'hammer', setup), rwStory.out(s, 'hammer', setup)]).toEqual([['left the board'], true]);
    const m = await fixture('road-wolf-mission-v1');
    expect(rwStory.marks(m.final as RwState, 'mule', m.setup)).toEqual(['escaped']);
  });

  it('B10.2 a wipeout’s roll and a correction are no vehicle’s damage; the Gauntlet’s mutants are the enemies', async () => {
    const { final, setup } = await fixture('road-wolf-v1');
    const s = final as RwState;
    const dealer = (type: string) => rwStory.dealer?.(s, s, {}, type, setup, 'brute');
    expect([dealer('rw.wipeout'), dealer('rw.adjust'), dealer('rw.ram')]).toEqual([null, null, undefined]);
    expect(dealer('rw.enemyAttack')).toEqual({ name: 'The enemies' });
  });

  it('the result in the result card’s words: the winners, how, and a mission’s reason', async () => {
    const { final, setup } = await fixture('road-wolf-v1');
    const s = final as RwState;
    expect(rwStory.result?.(s, setup)).toBe('Ann wins: the last side with vehicles in the fight.');
    expect(rwStory.result?.({ ...s, result: { draw: true, by: 'AGREEMENT' } }, setup)).toBe('A draw, by agreement.');
    expect(rwStory.result?.({ ...s, result: null }, setup)).toBeNull();
  });
});

describe('Dirty Wheels’ story', () => {
  it('A4 the chart is damage against the car type’s structure; none before the roster gives it a type', async () => {
    const { final, setup } = await fixture('dirty-wheels-v1');
    const s = final as DwState;
    expect(dwStory.track(s, 'bucket', setup)).toEqual({ label: 'Damage', value: 1, max: 5 });
    expect(dwStory.damage(s, 'bucket', setup)).toBe(1);
    s.cars.bucket!.type = null;
    expect(dwStory.track(s, 'bucket', setup)).toBeNull();
    expect(dwStory.round?.(s)).toBe(2);
  });

  it('DW-A31 / DW-A30: destroyed, then a wreck or an explosion by the destroyed table; either way out', async () => {
    const { final, setup } = await fixture('dirty-wheels-v1');
    const s = final as DwState;
    expect([dwStory.marks(s, 'ghost', setup), dwStory.out(s, 'ghost', setup)]).toEqual([
      ['destroyed', 'wrecked'],
      true,
    ]);
    expect(dwStory.marks(s, 'bolt', setup)).toEqual(['destroyed', 'exploded']);
    expect([dwStory.marks(s, 'bucket', setup), dwStory.out(s, 'bucket', setup)]).toEqual([[], false]);
    const { before } = (await fixture('dirty-wheels-v1')).at(51); // Red Fury destroyed, its table roll to come
    expect(dwStory.marks(before as DwState, 'fury', setup)).toEqual(['destroyed']);
  });

  it('A7.7 a ram: the rammer damages its target; the target’s set hitting back damages the rammer', async () => {
    const { at, setup } = await fixture('dirty-wheels-v1');
    const { before, after, command } = at(36); // Red Fury rams Blue Bolt, Bolt's one die back misses
    const dealer = (carId: string, payload: unknown) =>
      dwStory.dealer?.(before as DwState, after as DwState, payload, 'dw.ram', setup, carId);
    expect(dealer('bolt', command.payload)).toBe('fury');
    expect(dealer('fury', command.payload)).toBeNull();
    expect(dealer('fury', { ...(command.payload as object), diceB: [6] })).toBe('bolt');
  });

  it('A7.3 / DW-A40: a failed manoeuvre and the experimental engine are the car’s own; a shot the shooter’s', async () => {
    const { final, setup } = await fixture('dirty-wheels-v1');
    const s = final as DwState;
    const dealer = (type: string) => dwStory.dealer?.(s, s, {}, type, setup, 'bucket');
    expect([dealer('dw.manoeuvre'), dealer('dw.expEngine'), dealer('dw.adjust'), dealer('dw.shoot')]).toEqual([
      null,
      null,
      null,
      undefined,
    ]);
  });

  it('DW-A44 the result: the last player with cars, or the survivors of an agreed end', async () => {
    const { final, setup } = await fixture('dirty-wheels-v1');
    const s = final as DwState;
    expect(dwStory.result?.(s, setup)).toBe('Ann wins: the last player with cars in play.');
    expect(dwStory.result?.({ ...s, result: { survivors: ['ann', 'bo'], by: 'agreement' } }, setup)).toBe(
      'Still in play: Ann and Bo. Ended by agreement.',
    );
  });
});

describe('Car Cult D20’s story', () => {
  it('B8.9 the chart is Damage Tokens against every AZ: the car explodes when they are all full', async () => {
    const { final, setup } = await fixture('car-cult-d20-v1');
    const s = final as CcState;
    expect(ccStory.track(s, 'brick', setup)).toEqual({ label: 'Damage', value: 12, max: 12 });
    expect([ccStory.marks(s, 'brick', setup), ccStory.out(s, 'brick', setup)]).toEqual([['exploded'], true]);
    expect(ccStory.track(s, 'hammer', setup)).toEqual({ label: 'Damage', value: 1, max: 13 });
    expect([ccStory.marks(s, 'hammer', setup), ccStory.out(s, 'hammer', setup)]).toEqual([[], false]);
    s.cars.hammer!.status = 'removed';
    expect([ccStory.marks(s, 'hammer', setup), ccStory.out(s, 'hammer', setup)]).toEqual([['removed'], true]);
    expect(ccStory.track({ ...s, phase: 'roster' }, 'hammer', setup)).toBeNull();
  });

  it('B8.8 a Damage Token placed after a hit is the active car’s; a blast’s is an explosion’s (B8.10)', async () => {
    const { at, setup } = await fixture('car-cult-d20-v1');
    const step = (i: number, carId: string) => {
      const { before, after, command } = at(i);
      return ccStory.dealer?.(before as CcState, after as CcState, command.payload, command.type, setup, carId);
    };
    expect(step(25, 'brick')).toBe('hammer'); // Bo places the first DT of Hammer's hit
    expect(step(69, 'flea')).toEqual({ name: 'An explosion' });
    expect(step(74, 'flea')).toBe('wasp'); // the mine Wasp laid
    expect(step(68, 'brick')).toBe('wasp'); // one legal track: placed by the attack itself
  });

  it('CC-A32 the result: the last player with cars in play, or an agreed end', async () => {
    const { final, setup } = await fixture('car-cult-d20-v1');
    const s = final as CcState;
    expect(ccStory.result?.(s, setup)).toBe('Ann wins: the last player with cars in play.');
    expect(ccStory.result?.({ ...s, result: { winnerIds: [], by: 'AGREED' } }, setup)).toBe('A draw, by agreement.');
  });
});

describe('a game sheet’s story', () => {
  const hull: Tracker = { id: 'hull', name: 'Hull', kind: 'counter', min: 0, max: 6, start: 6 };
  const heat: Tracker = { id: 'heat', name: 'Heat', kind: 'boxes', min: 0, max: 4, start: 0 };
  const gear: Tracker = { id: 'kit', name: 'Hidden gear', kind: 'hidden', min: 0, max: 3, start: 0, kinds: ['Mines'] };
  const game = (parts: Partial<Sheet>): { s: CsState; setup: Setup } => begin(sheetWith(parts), 2, 1);

  it('issue 33: the tracker a trigger takes the car out by decides it, and damage is its fall', () => {
    const { s, setup } = game({
      trackers: [heat, hull],
      triggers: [{ tracker: 'hull', when: 'atMost', value: 0, does: 'out' }],
    });
    const hit = csApply(s, 'cs.track', { carId: 'ann1', tracker: 'hull', to: 4 }, setup);
    expect(csStory.track(hit, 'ann1', setup)).toEqual({ label: 'Hull', value: 4, min: 0, max: 6 });
    expect(csStory.damage(hit, 'ann1', setup) - csStory.damage(s, 'ann1', setup)).toBe(2);
    const wrecked = csApply(hit, 'cs.track', { carId: 'ann1', tracker: 'hull', to: 0 }, setup);
    expect([csStory.out(wrecked, 'ann1', setup), csStory.marks(wrecked, 'ann1', setup)]).toEqual([true, ['out']]);
  });

  it('without a trigger: the first tracker in the open decides, boxes counting up', () => {
    const { s, setup } = game({ trackers: [gear, heat, hull] });
    expect(csStory.track(s, 'ann1', setup)).toEqual({ label: 'Heat', value: 0, min: 0, max: 4 });
    const hot = csApply(s, 'cs.track', { carId: 'ann1', tracker: 'heat', to: 3 }, setup);
    expect(csStory.damage(hot, 'ann1', setup)).toBe(3);
  });

  it('issue 41: a condition that means out is the car’s mark; other conditions are marks too', () => {
    const { s, setup } = game({
      trackers: [hull],
      conditions: [
        { id: 'wrecked', name: 'Wrecked', out: true },
        { id: 'fire', name: 'On fire' },
      ],
    });
    const burning = csApply(s, 'cs.condition', { carId: 'ann1', condition: 'fire', on: true }, setup);
    expect([csStory.marks(burning, 'ann1', setup), csStory.out(burning, 'ann1', setup)]).toEqual([['on fire'], false]);
    const gone = csApply(burning, 'cs.condition', { carId: 'ann1', condition: 'wrecked', on: true }, setup);
    expect([csStory.marks(gone, 'ann1', setup), csStory.out(gone, 'ann1', setup)]).toEqual([
      ['wrecked', 'on fire'],
      true,
    ]);
  });

  it('issue 32: a hidden tracker that decides is drawn as its count of items', () => {
    const { s, setup } = game({ trackers: [gear] });
    expect(csStory.track(s, 'ann1', setup)).toEqual({ label: 'Hidden gear', value: 0, min: 0, max: 3 });
    const d = structuredClone(s);
    d.cars.ann1!.hidden.push({ id: 'h1', tracker: 'kit', kind: null, commit: 'f'.repeat(64), revealed: false });
    expect(csStory.track(d, 'ann1', setup)?.value).toBe(1);
  });

  it('a move’s effect on its target is the mover’s; on the mover itself, or set by hand, no car’s', () => {
    const { s, setup } = game({ trackers: [hull] });
    const dealer = (type: string, carId: string) =>
      csStory.dealer?.(s, s, { carId: 'ann1', targetId: 'bo1' }, type, setup, carId);
    expect([dealer('cs.move', 'bo1'), dealer('cs.move', 'ann1'), dealer('cs.track', 'ann1')]).toEqual([
      undefined,
      null,
      null,
    ]);
  });
});
