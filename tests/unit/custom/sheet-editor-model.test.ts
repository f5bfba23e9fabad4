import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankSheet, type Sheet, STANDARD_DICE, type TrackerKind } from '../../../src/rules/custom/sheet';
import { STARTERS } from '../../../src/rules/custom/starters';
import { readSheet } from '../../../src/rules/custom/validate';
import {
  faceClashes,
  faceNames,
  ID,
  itemAt,
  moveItem,
  newCondition,
  newDie,
  newEffect,
  newMove,
  newNote,
  newResource,
  newTracker,
  newTrigger,
  slug,
  uniqueId,
  withDoes,
  withFaces,
  withKind,
} from '../../../src/ui/sheets/sheet-draft';

const problems = (s: Sheet) => {
  const r = readSheet(s);
  return r.ok ? [] : r.problems;
};

describe('ids from names', () => {
  it('lower-cases and dashes a name', () => {
    expect(slug('Hull', 'tracker')).toBe('hull');
    expect(slug('On fire!', 'condition')).toBe('on-fire');
    expect(slug('  Audience   votes ', 'resource')).toBe('audience-votes');
    expect(slug('Überschall Gänge', 'tracker')).toBe('uberschall-gange');
  });

  it('starts with a letter: a name that does not gets the fallback before it', () => {
    expect(slug('2nd gear', 'tracker')).toBe('tracker-2nd-gear');
    expect(slug('', 'move')).toBe('move');
    expect(slug('!!!', 'move')).toBe('move');
    expect(slug('火', 'die')).toBe('die');
  });

  it('is at most 24 characters and never ends with a dash', () => {
    const id = slug('A very long tracker name - with dashes', 'tracker');
    expect(id.length).toBeLessThanOrEqual(24);
    expect(id).toMatch(ID);
    expect(id.endsWith('-')).toBe(false);
  });

  it('is unique among the ids taken, still at most 24 characters', () => {
    expect(uniqueId('Hull', ['hull'], 'tracker')).toBe('hull-2');
    expect(uniqueId('Hull', ['hull', 'hull-2'], 'tracker')).toBe('hull-3');
    const long = 'abcdefghijklmnopqrstuvwxyz';
    const first = uniqueId(long, [], 'tracker');
    const second = uniqueId(long, [first], 'tracker');
    expect(second).not.toBe(first);
    expect(second).toMatch(ID);
  });

  it('any name gives an id readSheet accepts and none already taken', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.array(fc.string({ maxLength: 30 }), { maxLength: 8 }),
        (name, others) => {
          const taken = others.map((o) => slug(o, 'tracker'));
          const id = uniqueId(name, taken, 'tracker');
          expect(id).toMatch(ID);
          expect(taken).not.toContain(id);
        },
      ),
    );
  });

  it('a custom die never takes a standard die’s id', () => {
    const s = blankSheet();
    s.dice.push({ ...newDie(s), name: 'D6' });
    const d = { ...newDie(s) };
    expect(STANDARD_DICE as readonly string[]).not.toContain(d.id);
    expect(uniqueId('D6', [...STANDARD_DICE], 'die')).toBe('d6-2');
  });
});

describe('what Add puts in', () => {
  it('the first tracker is a Hull counter 0 to 4, starting full', () => {
    expect(newTracker(blankSheet())).toEqual({ id: 'hull', name: 'Hull', kind: 'counter', min: 0, max: 4, start: 4 });
  });

  it('a one-tracker one-move sheet from the blank starter saves at once', () => {
    const s = blankSheet();
    s.trackers.push(newTracker(s));
    s.moves.push(newMove(s));
    expect(problems(s)).toEqual([]);
    expect(s.moves[0]).toMatchObject({
      pool: { n: 2 },
      die: 'd6',
      target: true,
      success: { kind: 'atLeast', n: 4 },
      read: 'count',
      effects: [{ who: 'target', what: 'tracker', id: 'hull', sign: -1, amount: 'result', n: 1 }],
    });
  });

  it('a move with no tracker to act on says it does nothing yet', () => {
    const s = blankSheet();
    s.moves.push(newMove(s));
    expect(problems(s).map((p) => p.text)).toContain('It does nothing yet: give it an effect.');
  });

  it('a move acts on the first tracker a number can be read from, never a hidden one', () => {
    const s = blankSheet();
    s.trackers.push({ id: 'gear', name: 'Gear', kind: 'hidden', min: 0, max: 3, start: 0, kinds: ['Mines'] });
    s.trackers.push({ ...newTracker(s), id: 'hull-2', name: 'Armour' });
    expect(newMove(s).effects[0]?.id).toBe('hull-2');
  });

  it('every default added to every starter keeps it playable, with fresh ids and names', () => {
    for (const { sheet } of STARTERS) {
      const s: Sheet = structuredClone(sheet);
      // The blank starter needs a tracker before a trigger can watch one.
      s.trackers.push(newTracker(s));
      s.trackers.push(newTracker(s));
      s.conditions.push(newCondition(s));
      s.resources.push(newResource(s));
      s.dice.push(newDie(s));
      s.moves.push(newMove(s));
      s.moves.push(newMove(s));
      s.triggers.push(newTrigger(s));
      s.notes.push(newNote(s));
      expect(problems(s), sheet.name).toEqual([]);
      for (const list of [s.trackers, s.conditions, s.resources, s.dice, s.moves]) {
        const ids = list.map((x) => x.id);
        expect(new Set(ids).size).toBe(ids.length);
        const names = list.map((x) => x.name);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });

  it('the first resource is the score; a later one is not', () => {
    const s = blankSheet();
    s.resources.push(newResource(s));
    expect(s.resources[0]).toMatchObject({ name: 'Points', score: true });
    expect(newResource(s).score).toBeUndefined();
  });

  it('a trigger takes the car out at the first tracker’s minimum', () => {
    const s = blankSheet();
    s.trackers.push(newTracker(s));
    expect(newTrigger(s)).toEqual({
      tracker: 'hull',
      when: 'atMost',
      value: 0,
      does: 'out',
      model: 'take it off the table',
    });
  });

  it('an effect of a move that reads each face counts the die’s first face', () => {
    const s = structuredClone(STARTERS[1]!.sheet);
    const skid = s.moves.find((m) => m.id === 'skid')!;
    expect(newEffect(s, skid)).toMatchObject({ who: 'self', amount: 'face', face: 'Hazard' });
    expect(faceNames(s, 'skid')).toEqual(['Hazard', 'Spin', 'Slide', 'Shift']);
    expect(faceNames(s, 'd4')).toEqual(['1', '2', '3', '4']);
  });
});

describe('changing a field', () => {
  const kinds: TrackerKind[] = ['counter', 'boxes', 'tokens', 'speed', 'hidden'];

  it('a tracker of any kind turned into any other kind still reads', () => {
    const starts = [
      { id: 'hull', name: 'Hull', kind: 'counter', min: 0, max: 4, start: 4 },
      { id: 'armour', name: 'Armour', kind: 'counter', min: 2, max: 6, start: 4 },
      { id: 'gear', name: 'Gear', kind: 'speed', min: -2, max: 6, start: 1 },
      { id: 'cash', name: 'Cash', kind: 'counter', min: 0, max: 99, start: 50 },
      { id: 'bad', name: 'Bad', kind: 'counter', min: 0, max: Number.NaN, start: Number.NaN },
    ] as const;
    for (const t of starts)
      for (const k of kinds) {
        const s = blankSheet();
        s.trackers.push(withKind({ ...t }, k));
        expect(problems(s), `${t.name} as ${k}`).toEqual([]);
      }
  });

  it('damage boxes start clear, hidden items start with none and get kinds', () => {
    const hull = newTracker(blankSheet());
    expect(withKind(hull, 'boxes')).toMatchObject({ min: 0, max: 4, start: 0 });
    expect(withKind(hull, 'hidden')).toMatchObject({ start: 0, kinds: ['Mines', 'Smoke'] });
    expect(withKind(withKind(hull, 'hidden'), 'counter').kinds).toBeUndefined();
  });

  it('a die keeps its faces when it gains some and drops the last when it loses some', () => {
    const d = newDie(blankSheet());
    const named = { ...d, faces: d.faces.map((f, i) => (i === 0 ? { name: 'Hazard', value: 0 } : f)) };
    expect(withFaces(named, 8).faces.slice(0, 1)).toEqual([{ name: 'Hazard', value: 0 }]);
    expect(withFaces(named, 8).faces[7]).toEqual({ name: '8', value: 8 });
    expect(withFaces(named, 4).faces).toHaveLength(4);
  });

  it('an item moves one place up or down, never off the list', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('a problem names the item as the editor does, so it shows on that item', () => {
    const s = blankSheet();
    s.trackers.push({ ...newTracker(s), max: 1, min: 2, start: 2 });
    s.notes.push({ title: ' ', body: 'x' });
    const at = problems(s).map((p) => p.at);
    expect(at).toContain(itemAt('Trackers', 'Hull', 0));
    expect(at).toContain(itemAt('Notes', ' ', 0));
  });
});

describe('issue 41: the editor’s triggers and dice say what they do', () => {
  it('a new trigger switched to "Set condition" drops its "take it off the table"; back to out, it returns', () => {
    const s = starter();
    const t = newTrigger(s);
    expect(t.model).toBe('take it off the table');
    const set = withDoes(s, t, 'condition');
    expect(set).toEqual({ tracker: t.tracker, when: 'atMost', value: t.value, does: 'condition', condition: 'spun' });
    expect(withDoes(s, set, 'out')).toEqual(t);
    // A model the author typed stays either way; the condition is dropped going back to out.
    const own = withDoes(s, { ...t, model: 'roll it over' }, 'condition');
    expect(own.model).toBe('roll it over');
    expect(withDoes(s, { ...own, condition: 'wipeout' }, 'out')).toEqual({ ...t, model: 'roll it over' });
  });

  it('faces of one die with one name and two values are refused, saying why; one name, one value is fine', () => {
    const s = starter();
    expect(faceClashes(s)).toEqual([]);
    const die = s.dice[0]!;
    die.faces[5] = { name: 'Shift', value: 2 };
    expect(faceClashes(s)).toEqual([
      {
        at: itemAt('Dice', die.name, 0),
        text: 'Two faces are called “Shift” with different values (1 and 2): the pad would show two “Shift” buttons. Name them apart, or give them one value.',
      },
    ]);
  });
});

function starter(): Sheet {
  return structuredClone(STARTERS.find((x) => x.id === 'hull-and-hazards')!.sheet);
}
