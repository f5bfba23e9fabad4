// Issue 33: the one door for a game sheet. readSheet() reads any value (a file, a code, a game's
// setup) into a sheet or a list of problems a player can read, each naming where it is; it never
// throws, and refuses every count and length beyond SHEET_LIMITS rather than trimming.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHEET_LIMITS, SHEET_VERSION } from '../../../src/rules/custom/sheet';
import { upgradeSheet } from '../../../src/rules/custom/sheet-steps';
import { STARTERS } from '../../../src/rules/custom/starters';
import { problemText, readSheet, type SheetProblem, sheetProblems } from '../../../src/rules/custom/validate';
import { sheetWith, starter } from './helpers';

type Raw = Record<string, any>;

/** The problems of a sheet that should be refused (fails the test if it is read). */
function problems(raw: unknown): SheetProblem[] {
  const r = readSheet(raw);
  if (r.ok) throw new Error(`expected a refusal, read ${JSON.stringify(r.sheet).slice(0, 200)}`);
  for (const p of r.problems) {
    expect(typeof p.at).toBe('string');
    expect(typeof p.text).toBe('string');
    expect(p.text.length).toBeGreaterThan(0);
  }
  return r.problems;
}

/** The hull-and-hazards starter as raw data, changed by `f`. */
function hh(f: (s: Raw) => void): Raw {
  const s = starter('hull-and-hazards') as unknown as Raw;
  f(s);
  return s;
}

const texts = (ps: SheetProblem[]) => ps.map((p) => `${p.at}: ${p.text}`);

describe('the starters', () => {
  it('every starter reads through the door as itself, and has no problem', () => {
    expect(STARTERS.map((s) => s.id)).toEqual(['blank', 'hull-and-hazards', 'lap-race']);
    for (const st of STARTERS) {
      const r = readSheet(st.sheet);
      expect(r, st.id).toEqual({ ok: true, sheet: st.sheet });
      expect(sheetProblems(st.sheet)).toEqual([]);
    }
  });

  it('a starter as JSON text reads the same as the object', () => {
    const s = starter('lap-race');
    expect(readSheet(JSON.stringify(s))).toEqual({ ok: true, sheet: s });
  });

  it('a read sheet is a new object: changing it later changes nothing of what was read', () => {
    const raw = starter('hull-and-hazards');
    const r = readSheet(raw);
    if (!r.ok) throw new Error('refused');
    raw.trackers[0]!.max = 1;
    raw.moves.pop();
    expect(r.sheet.trackers[0]!.max).toBe(10);
    expect(r.sheet.moves).toHaveLength(3);
  });

  it('the name is the only thing a sheet needs: missing lists read as empty, the turns as clockwise seats by player', () => {
    const r = readSheet({ v: 1, name: '  Demolition Night ' });
    expect(r).toEqual({
      ok: true,
      sheet: {
        v: SHEET_VERSION,
        name: 'Demolition Night',
        trackers: [],
        conditions: [],
        resources: [],
        turns: { by: 'player', order: 'seats' },
        dice: [],
        moves: [],
        triggers: [],
        notes: [],
      },
    });
  });

  it('fields it does not know are left behind; a false perCar or score and an empty help are not kept', () => {
    const r = readSheet(
      hh((s) => {
        s.colour = 'red';
        s.trackers[1].perCar = false;
        s.trackers[1].help = '';
        s.trackers[1].wobble = 3;
        s.moves[0].sound = 'bang';
        s.resources[0].score = 'yes';
      }),
    );
    if (!r.ok) throw new Error(problemText(r.problems));
    const text = JSON.stringify(r.sheet);
    for (const junk of ['colour', 'wobble', 'sound']) expect(text).not.toContain(junk);
    expect(r.sheet.trackers[1]).toEqual({ id: 'armour', name: 'Armour', kind: 'counter', min: 2, max: 6, start: 4 });
    expect(r.sheet.resources[0]!.score).toBeUndefined();
  });
});

describe('what cannot work is refused with where and why (sheetProblems)', () => {
  const cases: [string, (s: Raw) => void, string, RegExp][] = [
    [
      'an order by a tracker that does not exist',
      (s) => {
        s.turns.stat = 'nitro';
      },
      'Turns',
      /reads a tracker that does not exist \("nitro"\)/,
    ],
    [
      'an order by a hidden tracker (it has no number to compare)',
      (s) => {
        s.trackers.push({ id: 'kit', name: 'Kit', kind: 'hidden', min: 0, max: 2, start: 0, kinds: ['Mines'] });
        s.turns.stat = 'kit';
      },
      'Turns',
      /does not exist \("kit"\)/,
    ],
    [
      'two scores',
      (s) => {
        s.resources.push({ id: 'votes', name: 'Votes', min: 0, max: 9, start: 0, score: true });
      },
      'Resources',
      /Only one resource can be the score/,
    ],
    [
      'a move that rolls a die the sheet does not have',
      (s) => {
        s.moves[0].die = 'd7';
      },
      'Moves › Shoot',
      /rolls a die the sheet does not have \("d7"\)/,
    ],
    [
      'a pool read from a missing tracker',
      (s) => {
        s.moves[0].pool = { tracker: 'cannons' };
      },
      'Moves › Shoot',
      /pool reads a tracker that does not exist \("cannons"\)/,
    ],
    [
      'a target’s tracker read by a move with no target',
      (s) => {
        s.moves[0].target = false;
        s.moves[0].effects = [{ who: 'self', what: 'resource', id: 'cans', sign: 1, amount: 'once', n: 1 }];
      },
      'Moves › Shoot',
      /reads the target’s tracker but has no target/,
    ],
    [
      'a target’s tracker that does not exist',
      (s) => {
        s.moves[0].success = { kind: 'target', tracker: 'plating' };
      },
      'Moves › Shoot',
      /target’s tracker that does not exist \("plating"\)/,
    ],
    [
      'a named face its die does not have',
      (s) => {
        s.moves[1].success = { kind: 'face', face: 'Boost' };
      },
      'Moves › Skid',
      /no face named "Boost"/,
    ],
    [
      'counting successes with nothing that succeeds',
      (s) => {
        s.moves[0].success = { kind: 'none' };
      },
      'Moves › Shoot',
      /counts successes but says nothing of what succeeds/,
    ],
    [
      'a move with no effect',
      (s) => {
        s.moves[2].effects = [];
      },
      'Moves › Ram',
      /does nothing yet/,
    ],
    [
      'an effect on the target of a move with none',
      (s) => {
        s.moves[2].target = false;
      },
      'Moves › Ram',
      /An effect is on the target, but the move has none/,
    ],
    [
      'an effect on a missing tracker',
      (s) => {
        s.moves[2].effects[0].id = 'shields';
      },
      'Moves › Ram',
      /changes a tracker that does not exist \("shields"\)/,
    ],
    [
      'an effect on a missing condition',
      (s) => {
        s.moves[1].effects[1].id = 'dizzy';
      },
      'Moves › Skid',
      /sets a condition that does not exist \("dizzy"\)/,
    ],
    [
      'an effect on a missing resource',
      (s) => {
        s.moves[0].effects[1].id = 'votes';
      },
      'Moves › Shoot',
      /changes a resource that does not exist \("votes"\)/,
    ],
    [
      'an effect counting a face the die does not have',
      (s) => {
        s.moves[1].effects[0].face = 'Crash';
      },
      'Moves › Skid',
      /counts a face its die does not have \("Crash"\)/,
    ],
    [
      'an effect of the result when each face is read on its own',
      (s) => {
        s.moves[1].effects[0].amount = 'result';
      },
      'Moves › Skid',
      /uses the result, but each face is read on its own/,
    ],
    [
      'a trigger on a missing tracker',
      (s) => {
        s.triggers[0].tracker = 'chassis';
      },
      'Triggers › chassis',
      /watches a tracker that does not exist \("chassis"\)/,
    ],
    [
      'a trigger that sets a missing condition',
      (s) => {
        s.triggers[1].condition = 'crashed';
      },
      'Triggers › Hazard',
      /sets a condition that does not exist \("crashed"\)/,
    ],
    [
      'a trigger at a value its tracker never reaches',
      (s) => {
        s.triggers[1].value = 9;
      },
      'Triggers › Hazard',
      /Hazard never reaches 9: it runs from 0 to 8/,
    ],
    [
      'a trigger that resets outside the range',
      (s) => {
        s.triggers[1].reset = -1;
      },
      'Triggers › Hazard',
      /resets Hazard to -1, outside 0 to 8/,
    ],
  ];
  for (const [what, change, at, text] of cases)
    it(`${what}: "${at}"`, () => {
      const ps = problems(hh(change));
      expect(texts(ps)).toContainEqual(expect.stringMatching(new RegExp(`^${at}: .*${text.source}`)));
    });

  it('a trigger on a hidden tracker is refused (its count is the items, not a number to watch)', () => {
    const ps = problems(
      hh((s) => {
        s.trackers.push({ id: 'kit', name: 'Kit', kind: 'hidden', min: 0, max: 2, start: 0, kinds: ['Mines'] });
        s.triggers[0].tracker = 'kit';
      }),
    );
    expect(texts(ps)).toContainEqual(expect.stringMatching(/watches a tracker that does not exist \("kit"\)/));
  });

  it('every problem of a sheet is listed, not only the first', () => {
    const ps = problems(
      hh((s) => {
        s.moves[0].die = 'd7';
        s.moves[2].effects = [];
        s.triggers[1].value = 9;
        s.trackers[0].max = -1;
      }),
    );
    expect(ps.map((p) => p.at)).toEqual(
      expect.arrayContaining(['Trackers › Hull', 'Moves › Shoot', 'Moves › Ram', 'Triggers › Hazard']),
    );
  });
});

describe('every field is checked for its type, and a bad item is named', () => {
  const cases: [string, (s: Raw) => void, string, RegExp][] = [
    ['a name that is not text', (s) => (s.name = 42), 'Sheet', /name should be text/],
    ['an empty name', (s) => (s.name = '   '), 'Sheet', /name is empty/],
    ['a list that is not a list', (s) => (s.trackers = { hull: 1 }), 'Trackers', /should be a list/],
    ['a tracker that is not an object', (s) => (s.trackers[0] = 'Hull'), 'Trackers › 1', /not readable/],
    ['a tracker of an unknown kind', (s) => (s.trackers[0].kind = 'dial'), 'Trackers › Hull', /kind should be one of/],
    ['a maximum below the minimum', (s) => (s.trackers[0].max = -1), 'Trackers › Hull', /maximum \(-1\) is below/],
    ['a start outside the range', (s) => (s.trackers[2].start = 7), 'Trackers › Guns', /start \(7\) is outside 0 to 6/],
    ['a fractional number', (s) => (s.trackers[0].min = 0.5), 'Trackers › Hull', /should be a whole number/],
    ['a number as text', (s) => (s.trackers[0].max = '4'), 'Trackers › Hull', /should be a whole number/],
    ['a number beyond 999', (s) => (s.trackers[0].max = 1000), 'Trackers › Hull', /from -999 to 999/],
    ['an id with capitals', (s) => (s.trackers[0].id = 'Hull'), 'Trackers › Hull', /not a usable id/],
    ['an id of 25 letters', (s) => (s.trackers[0].id = 'h'.repeat(25)), 'Trackers › Hull', /not a usable id/],
    [
      'tokens that do not start at 0',
      (s) => Object.assign(s.trackers[4], { min: 1, start: 1 }),
      'Trackers › Hazard',
      /minimum is 0/,
    ],
    [
      'more than 30 boxes',
      (s) => s.trackers.push({ id: 'dmg', name: 'Damage', kind: 'boxes', min: 0, max: 31, start: 0 }),
      'Trackers › Damage',
      /at most 30 boxes/,
    ],
    ['a speed row of more than 21', (s) => (s.trackers[3].max = 30), 'Trackers › Gear', /at most 21 values/],
    [
      'a hidden tracker without kinds',
      (s) => s.trackers.push({ id: 'kit', name: 'Kit', kind: 'hidden', min: 0, max: 2, start: 0 }),
      'Trackers › Kit',
      /needs at least one kind/,
    ],
    [
      'a hidden tracker with two kinds of one name',
      (s) =>
        s.trackers.push({
          id: 'kit',
          name: 'Kit',
          kind: 'hidden',
          min: 0,
          max: 2,
          start: 0,
          kinds: ['Mines', 'Mines'],
        }),
      'Trackers › Kit',
      /two kinds share a name/,
    ],
    [
      'a hidden tracker that does not start empty',
      (s) => s.trackers.push({ id: 'kit', name: 'Kit', kind: 'hidden', min: 0, max: 2, start: 1, kinds: ['Mines'] }),
      'Trackers › Kit',
      /starts empty/,
    ],
    ['two trackers of one id', (s) => (s.trackers[1].id = 'hull'), 'Trackers', /Two share the id "hull"/],
    ['two conditions of one id', (s) => (s.conditions[1].id = 'spun'), 'Conditions', /Two share the id "spun"/],
    ['two moves of one id', (s) => (s.moves[1].id = 'shoot'), 'Moves', /Two share the id "shoot"/],
    ['a condition without a name', (s) => delete s.conditions[0].name, 'Conditions › 1', /should be text/],
    [
      'a resource above its maximum',
      (s) => (s.resources[0].start = 100),
      'Resources › Cans',
      /start \(100\) is outside/,
    ],
    ['a resource max below its min', (s) => (s.resources[0].max = -1), 'Resources › Cans', /below the minimum/],
    ['turns by team', (s) => (s.turns.by = 'team'), 'Turns', /by player or by car/],
    ['an order by chance', (s) => (s.turns.order = 'random'), 'Turns', /clockwise seats, by a tracker, or free/],
    ['a die of five faces', (s) => s.dice[0].faces.pop(), 'Dice › Skid die', /3, 4, 6, 8, 12 or 20 faces; it has 5/],
    ['a die named like a standard one', (s) => (s.dice[0].id = 'd6'), 'Dice › Skid die', /is a standard die.s/],
    ['a face value of 100', (s) => (s.dice[0].faces[0].value = 100), 'Dice › Skid die', /from -99 to 99/],
    ['a face without a name', (s) => (s.dice[0].faces[2].name = ''), 'Dice › Skid die', /face 3's name is empty/],
    ['a move without a pool', (s) => delete s.moves[0].pool, 'Moves › Shoot', /the pool is not readable/],
    ['a pool of no dice', (s) => (s.moves[2].pool = { n: 0 }), 'Moves › Ram', /number of dice should be from 1 to 20/],
    ['a pool of 21 dice', (s) => (s.moves[2].pool = { n: 21 }), 'Moves › Ram', /from 1 to 20/],
    ['a move without a die', (s) => delete s.moves[0].die, 'Moves › Shoot', /which die it rolls is missing/],
    ['an unknown reading', (s) => (s.moves[0].read = 'average'), 'Moves › Shoot', /read as a count of successes/],
    ['an unknown success', (s) => (s.moves[0].success = { kind: 'luck' }), 'Moves › Shoot', /what succeeds should be/],
    ['a success of text', (s) => (s.moves[2].success = { kind: 'atLeast', n: '4' }), 'Moves › Ram', /whole number/],
    [
      'an effect on the crowd',
      (s) => (s.moves[0].effects[0].who = 'crowd'),
      'Moves › Shoot',
      /acting car or the target/,
    ],
    ['an effect on the track', (s) => (s.moves[0].effects[0].what = 'track'), 'Moves › Shoot', /tracker, a condition/],
    ['an effect of sign 2', (s) => (s.moves[0].effects[0].sign = 2), 'Moves › Shoot', /adds or takes off/],
    ['an effect of a double amount', (s) => (s.moves[0].effects[0].amount = 'double'), 'Moves › Shoot', /per face/],
    ['an effect number of 100', (s) => (s.moves[0].effects[0].n = 100), 'Moves › Shoot', /from 0 to 99/],
    ['a face effect without its face', (s) => delete s.moves[1].effects[0].face, 'Moves › Skid', /should be text/],
    ['a trigger that fires sideways', (s) => (s.triggers[0].when = 'near'), 'Triggers › 1', /at a value or below/],
    ['a trigger that explodes', (s) => (s.triggers[0].does = 'explode'), 'Triggers › 1', /takes the car out/],
    ['a trigger value of text', (s) => (s.triggers[0].value = 'zero'), 'Triggers › 1', /whole number/],
    ['a note with no title', (s) => (s.notes[0].title = ''), 'Notes › 1', /title is empty/],
    ['a note body of a number', (s) => (s.notes[0].body = 7), 'Notes › A turn', /should be text/],
  ];
  for (const [what, change, at, text] of cases)
    it(`${what}: "${at}"`, () => {
      const ps = problems(hh(change));
      expect(texts(ps)).toContainEqual(expect.stringMatching(new RegExp(`^${at}: .*${text.source}`)));
    });
});

describe('limits on every count and length, refused rather than trimmed', () => {
  const L = SHEET_LIMITS;
  const long = (n: number) => 'x'.repeat(n + 1);
  const tracker = (i: number) => ({ id: `t${i}`, name: `T${i}`, kind: 'counter', min: 0, max: 3, start: 0 });
  const cases: [string, (s: Raw) => void, RegExp][] = [
    ['the name', (s) => (s.name = long(L.name)), new RegExp(`longer than ${L.name}`)],
    ['the description', (s) => (s.about = long(L.about)), new RegExp(`longer than ${L.about}`)],
    ['a label', (s) => (s.trackers[0].name = long(L.label)), new RegExp(`longer than ${L.label}`)],
    ['a help', (s) => (s.trackers[0].help = long(L.help)), new RegExp(`longer than ${L.help}`)],
    ['a model instruction', (s) => (s.conditions[0].model = long(L.help)), new RegExp(`longer than ${L.help}`)],
    ['a trigger’s instruction', (s) => (s.triggers[0].model = long(L.help)), new RegExp(`longer than ${L.help}`)],
    ['a note title', (s) => (s.notes[0].title = long(L.noteTitle)), new RegExp(`longer than ${L.noteTitle}`)],
    ['a note body', (s) => (s.notes[0].body = long(L.noteBody)), new RegExp(`longer than ${L.noteBody}`)],
    ['a face name', (s) => (s.dice[0].faces[0].name = long(L.label)), new RegExp(`longer than ${L.label}`)],
    ['a kind', (s) => (s.moves[1].success = { kind: 'face', face: long(L.label) }), /longer than 30/],
    [
      'the trackers',
      (s) => (s.trackers = Array.from({ length: L.trackers + 1 }, (_, i) => tracker(i))),
      new RegExp(`at most ${L.trackers}; this sheet has ${L.trackers + 1}`),
    ],
    [
      'the conditions',
      (s) => (s.conditions = Array.from({ length: L.conditions + 1 }, (_, i) => ({ id: `c${i}`, name: `C${i}` }))),
      new RegExp(`at most ${L.conditions};`),
    ],
    [
      'the resources',
      (s) =>
        (s.resources = Array.from({ length: L.resources + 1 }, (_, i) => ({
          id: `r${i}`,
          name: `R${i}`,
          min: 0,
          max: 1,
          start: 0,
        }))),
      new RegExp(`at most ${L.resources};`),
    ],
    [
      'the dice',
      (s) => (s.dice = Array.from({ length: L.dice + 1 }, () => s.dice[0])),
      new RegExp(`at most ${L.dice};`),
    ],
    [
      'the moves',
      (s) => (s.moves = Array.from({ length: L.moves + 1 }, () => s.moves[2])),
      new RegExp(`at most ${L.moves};`),
    ],
    [
      'the effects of a move',
      (s) => (s.moves[2].effects = Array.from({ length: L.effects + 1 }, () => s.moves[2].effects[0])),
      new RegExp(`at most ${L.effects};`),
    ],
    [
      'the triggers',
      (s) => (s.triggers = Array.from({ length: L.triggers + 1 }, () => s.triggers[0])),
      new RegExp(`at most ${L.triggers};`),
    ],
    [
      'the notes',
      (s) => (s.notes = Array.from({ length: L.notes + 1 }, () => s.notes[0])),
      new RegExp(`at most ${L.notes};`),
    ],
    [
      'the kinds of a hidden tracker',
      (s) =>
        s.trackers.push({
          id: 'kit',
          name: 'Kit',
          kind: 'hidden',
          min: 0,
          max: 2,
          start: 0,
          kinds: Array.from({ length: L.hiddenKinds + 1 }, (_, i) => `K${i}`),
        }),
      new RegExp(`at most ${L.hiddenKinds};`),
    ],
    [
      'the faces of a die',
      (s) => (s.dice[0].faces = Array.from({ length: 21 }, (_, i) => ({ name: `F${i}`, value: i }))),
      /at most 20;/,
    ],
    ['a value', (s) => (s.trackers[0].max = L.value + 1), new RegExp(`from -${L.value} to ${L.value}`)],
    ['a pool', (s) => (s.moves[2].pool = { n: L.pool + 1 }), new RegExp(`from 1 to ${L.pool}`)],
  ];
  for (const [what, change, text] of cases)
    it(`${what}`, () => {
      expect(texts(problems(hh(change)))).toContainEqual(expect.stringMatching(text));
    });

  it('every limit at its edge is still read', () => {
    const id = `h${'x'.repeat(23)}`;
    const s: Raw = JSON.parse(JSON.stringify(starter('hull-and-hazards')).replaceAll('"hull"', `"${id}"`));
    s.name = 'n'.repeat(L.name);
    s.about = 'a'.repeat(L.about);
    s.trackers[0].name = 'h'.repeat(L.label);
    s.trackers[0].help = 'h'.repeat(L.help);
    s.trackers[0].max = L.value;
    s.moves[2].pool = { n: L.pool };
    s.notes = Array.from({ length: L.notes }, (_, i) => ({
      title: `${i}`.padEnd(L.noteTitle, '.'),
      body: 'b'.repeat(L.noteBody),
    }));
    s.conditions.push(...Array.from({ length: L.conditions - 3 }, (_, i) => ({ id: `c${i}`, name: `C${i}` })));
    s.trackers.push({
      id: 'kit',
      name: 'Kit',
      kind: 'hidden',
      min: 0,
      max: 30,
      start: 0,
      kinds: Array.from({ length: L.hiddenKinds }, (_, i) => `K${i}`),
    });
    s.dice[0].faces = Array.from({ length: 20 }, (_, i) => ({
      name: i < 3 ? ['Hazard', 'Spin', 'Shift'][i] : `F${i}`,
      value: i - 99,
    }));
    const r = readSheet(s);
    expect(r.ok, r.ok ? '' : problemText(r.problems, 9)).toBe(true);
  });

  it('10,000 trackers are refused with the count, quickly', () => {
    const t0 = performance.now();
    const ps = problems(hh((s) => (s.trackers = Array.from({ length: 10_000 }, (_, i) => tracker(i)))));
    expect(performance.now() - t0).toBeLessThan(500);
    expect(texts(ps)).toContainEqual(expect.stringMatching(/^Trackers: .*at most 16; this sheet has 10000\./));
  });

  it('a 5 MB note is refused with the length (as an object); as text the sheet is refused above 64 KB before it is parsed', () => {
    const big = 'x'.repeat(5 * 1024 * 1024);
    const ps = problems(hh((s) => (s.notes[0].body = big)));
    expect(texts(ps)).toContainEqual(expect.stringMatching(/Notes › A turn: .*longer than 2000 characters/));
    const asText = JSON.stringify(hh((s) => (s.notes[0].body = big)));
    expect(problems(asText)).toEqual([{ at: 'Sheet', text: 'The sheet is larger than 64 KB.' }]);
    // Every problem stays short enough to show, whatever the sheet held.
    for (const p of ps) expect(p.text.length).toBeLessThan(300);
  });

  it('a die given as 100,000 characters is refused with a problem short enough to show', () => {
    const ps = problems(hh((s) => (s.moves[0].die = 'd'.repeat(100_000))));
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) expect(p.text.length, p.at).toBeLessThan(300);
  });
});

describe('it never throws, whatever it is given', () => {
  const odd: [string, unknown][] = [
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['NaN', Number.NaN],
    ['true', true],
    ['an array', [1, 2, 3]],
    ['a list of sheets', [starter('hull-and-hazards')]],
    ['a function', () => starter('blank')],
    ['a bigint', 10n],
    ['a symbol', Symbol('sheet')],
    ['an empty object', {}],
    ['text that is not JSON', 'Hull 4, Armour 3'],
    ['JSON of a number', '7'],
    ['JSON of null', 'null'],
    ['an empty string', ''],
  ];
  for (const [what, raw] of odd)
    it(`${what} is refused as not a sheet`, () => {
      expect(problems(raw).length).toBeGreaterThan(0);
    });

  it('a __proto__ key from JSON.parse is refused, at any depth, and Object.prototype stays clean', () => {
    const top = JSON.parse(`{"__proto__": {"polluted": 1}, ${JSON.stringify(starter('blank')).slice(1)}`);
    expect(problems(top)).toEqual([{ at: 'Sheet', text: 'The sheet contains the key "__proto__".' }]);
    const deep = JSON.stringify(starter('hull-and-hazards')).replace(
      '"id":"hull"',
      '"id":"hull","__proto__":{"polluted":1}',
    );
    expect(problems(JSON.parse(deep))[0]!.text).toBe('The sheet contains the key "__proto__".');
    expect(problems(deep)[0]!.text).toBe('The sheet contains the key "__proto__".');
    for (const key of ['constructor', 'prototype'])
      expect(problems({ ...starter('blank'), [key]: 1 })[0]!.text).toBe(`The sheet contains the key "${key}".`);
    expect(({} as Raw).polluted).toBeUndefined();
  });

  it('a sheet nested deeper than 12 levels is refused; a cycle is not followed for ever', () => {
    let deep: Raw = {};
    const root = { ...starter('blank'), junk: deep };
    for (let i = 0; i < 20; i++) {
      deep.x = {};
      deep = deep.x;
    }
    expect(problems(root)[0]!.text).toMatch(/nesting deeper than 12 levels/);
    const cyclic: Raw = starter('blank');
    cyclic.self = cyclic;
    expect(problems(cyclic)[0]!.text).toMatch(/nesting deeper than 12 levels/);
  });

  it('a newer sheet format (v: 3) says to update the app; no version, or a bad one, is not a sheet', () => {
    expect(problems({ ...starter('blank'), v: 3 })).toEqual([
      {
        at: 'Sheet',
        text: 'This sheet was made by a newer Pitwall (sheet format 3; this app reads up to 2). Update the app, then try again.',
      },
    ]);
    for (const v of [undefined, 0, -1, 1.5, '1', null])
      expect(problems({ ...starter('blank'), v })).toEqual([
        { at: 'Sheet', text: 'This is not a game sheet (no version).' },
      ]);
  });

  it('a getter that throws is a refusal, not a throw', () => {
    const raw = { ...starter('blank') } as Raw;
    Object.defineProperty(raw, 'moves', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(problems(raw)[0]!.text).toMatch(/could not be read: boom/);
  });

  it('anything fast-check makes, alone or in a sheet’s place, is read or refused, never thrown', () => {
    const base = starter('hull-and-hazards') as unknown as Raw;
    const fields = Object.keys(base);
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true }), fc.constantFrom(...fields), (x, k) => {
        for (const raw of [x, { ...base, [k]: x }, { ...base, moves: [x] }, { ...base, trackers: [x, x] }]) {
          const r = readSheet(raw);
          if (!r.ok) expect(r.problems.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('JSON text of any shape is read or refused, never thrown', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const r = readSheet(text);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('sheet format steps', () => {
  it('a current sheet passes unchanged; an older one runs each step in turn, the version set by the chain', () => {
    const raw = { v: 2, name: 'x' };
    expect(upgradeSheet(raw)).toEqual({ ok: true, sheet: raw });
    // Format 1 had no out-of-the-game conditions: it reads as it was, at format 2.
    expect(upgradeSheet({ v: 1, name: 'x', conditions: [{ id: 'w', name: 'W' }] })).toEqual({
      ok: true,
      sheet: { v: 2, name: 'x', conditions: [{ id: 'w', name: 'W' }] },
    });
    const steps = [(s: Raw) => ({ ...s, a: 1 }), (s: Raw) => ({ ...s, b: 2 })];
    expect(upgradeSheet({ v: 1, name: 'x' }, steps, 3)).toEqual({ ok: true, sheet: { v: 3, name: 'x', a: 1, b: 2 } });
    expect(upgradeSheet({ v: 2, name: 'x' }, steps, 3)).toEqual({ ok: true, sheet: { v: 3, name: 'x', b: 2 } });
  });

  it('a missing or throwing step is a refusal, never a throw', () => {
    expect(upgradeSheet({ v: 1 }, [], 2)).toEqual({
      ok: false,
      error: 'No way to upgrade a format-1 sheet in this version.',
    });
    const bad = () => {
      throw new Error('no laps');
    };
    expect(upgradeSheet({ v: 1 }, [bad], 2)).toEqual({
      ok: false,
      error: 'This format-1 sheet could not be upgraded: no laps',
    });
  });

  it('this version writes format 2 (issue 41: a condition may mean out of the game)', () => {
    expect(SHEET_VERSION).toBe(2);
    expect(readSheet(sheetWith({})).ok).toBe(true);
  });
});

describe('problemText', () => {
  it('lists the first three problems, where first unless the sheet as a whole, and counts the rest', () => {
    const ps = [
      { at: 'Sheet', text: 'The name is empty.' },
      { at: 'Moves › Shoot', text: 'It does nothing yet.' },
      { at: 'Turns', text: 'Turns go by player or by car.' },
      { at: 'Dice', text: 'x.' },
      { at: 'Notes', text: 'y.' },
    ];
    expect(problemText(ps)).toBe(
      'The name is empty. Moves › Shoot: It does nothing yet. Turns: Turns go by player or by car. (2 more.)',
    );
    expect(problemText(ps.slice(0, 1))).toBe('The name is empty.');
  });
});
