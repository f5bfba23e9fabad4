// Issue 33, done when: random valid sheets play random legal moves with every counter in range,
// replay reproduces the state, undo restores it, and random invalid sheets are refused, never
// thrown. The sheets, tables and commands are built from a tape of numbers fast-check draws (no
// Math.random), so a failure shrinks to a short tape and replays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Timeline } from '../../../src/game/timeline';
import custom from '../../../src/rules/custom';
import { initCs, reduceCs } from '../../../src/rules/custom/commands';
import type { CsState } from '../../../src/rules/custom/model';
import { SHEET_LIMITS, SHEET_VERSION, type Sheet } from '../../../src/rules/custom/sheet';
import { problemText, readSheet } from '../../../src/rules/custom/validate';
import type { Tape } from '../kit-helpers';
import { table } from './helpers';

import { type Counts, play, randomSheet, tapeArb } from './random-play';

const runs = { valid: 200, games: 80, invalid: 300 };

describe('issue 33: random valid sheets', { timeout: 30_000 }, () => {
  it('every random sheet is read by the door as itself', () => {
    let n = 0;
    fc.assert(
      fc.property(tapeArb(400), (t) => {
        const s = randomSheet(t);
        const r = readSheet(s);
        expect(r.ok, r.ok ? '' : problemText(r.problems, 9)).toBe(true);
        expect(r.ok && r.sheet).toEqual(s);
        expect(readSheet(JSON.stringify(s))).toEqual(r);
        n++;
      }),
      { numRuns: runs.valid },
    );
    expect(n).toBe(runs.valid);
  });

  it('random legal commands keep every tracker and resource in range; replay reproduces each state; undo restores it', () => {
    const counts: Counts = {
      games: 0,
      commands: 0,
      moves: 0,
      byType: {},
      readings: {},
      triggered: 0,
      ended: 0,
      rollOffs: 0,
      committed: 0,
      opened: 0,
    };
    fc.assert(
      fc.property(tapeArb(1200), fc.nat(), (t, u) => {
        const { setup, journal, states } = play(t, 60, counts);
        // Replay on a phone that holds no kinds: the same state after every entry.
        let s = initCs(setup);
        expect(s).toEqual(states[0]);
        for (const [i, c] of journal.entries()) {
          s = custom.reduce(s, c, setup);
          const want = JSON.stringify(states[i + 1]);
          if (JSON.stringify(s) !== want) expect(s, `entry ${i + 1}`).toEqual(states[i + 1]);
        }
        expect(s).toEqual(states.at(-1));
        // Undo through the game's timeline: k undos give the state k entries back; redo brings them back.
        const tl = new Timeline<CsState>((x, c) => reduceCs(x, c, setup), initCs(setup));
        for (const c of journal) tl.push({ kind: 'do', command: c });
        const k = journal.length ? u % (journal.length + 1) : 0;
        for (let i = 0; i < k; i++) tl.push({ kind: 'undo', at: 1 });
        expect(tl.state).toEqual(states[journal.length - k]);
        const r = Math.ceil(k / 2);
        for (let i = 0; i < r; i++) tl.push({ kind: 'redo', at: 1 });
        expect(tl.state).toEqual(states[journal.length - k + r]);
        // And a saved journal with its undos opens to the same state.
        const loaded = Timeline.load<CsState>((x, c) => reduceCs(x, c, setup), initCs(setup), tl.entries);
        expect(loaded.state).toEqual(tl.state);
      }),
      { numRuns: runs.games },
    );
    // Not vacuous: the games made every kind of command, and moves of every reading.
    expect(counts.games).toBe(runs.games);
    expect(counts.commands).toBeGreaterThan(runs.games * 25);
    expect(counts.moves).toBeGreaterThan(runs.games * 8);
    for (const type of [
      'cs.move',
      'cs.track',
      'cs.max',
      'cs.condition',
      'cs.resource',
      'cs.out',
      'cs.next',
      'cs.hide',
      'cs.reveal',
      'cs.drop',
    ])
      expect(counts.byType[type] ?? 0, type).toBeGreaterThan(10);
    for (const r of ['count', 'highest', 'sum', 'each']) expect(counts.readings[r] ?? 0, r).toBeGreaterThan(50);
    expect(counts.triggered, 'cars taken out by a trigger').toBeGreaterThan(10);
    expect(counts.ended, 'games that ended').toBeGreaterThan(2);
    expect(counts.rollOffs, 'ties rolled off').toBeGreaterThan(5);
    expect(counts.committed, 'items committed').toBeGreaterThan(20);
    expect(counts.byType['open:cs.hide'] ?? 0, 'items taken in the open').toBeGreaterThan(20);
    expect(counts.opened, 'commands carrying openings').toBeGreaterThan(10);
  });
});

type Raw = Record<string, any>;

/** One way to break a sheet, applied to a copy of it; every one must be refused. */
const BREAKS: [string, (s: Raw, t: Tape) => boolean][] = [
  [
    'a move reads a tracker it does not have',
    (s, t) => {
      const m = t.one(s.moves as Raw[]);
      m.pool = { tracker: 'zz-missing' };
      return true;
    },
  ],
  [
    'an effect changes a tracker it does not have',
    (s, t) => {
      const m = t.one(s.moves as Raw[]);
      Object.assign(t.one(m.effects as Raw[]), { what: 'tracker', id: 'zz-missing' });
      return true;
    },
  ],
  [
    'an effect sets a condition it does not have',
    (s, t) => {
      Object.assign(t.one(t.one(s.moves as Raw[]).effects as Raw[]), { what: 'condition', id: 'zz-missing' });
      return true;
    },
  ],
  [
    'a move rolls a die it does not have',
    (s, t) => {
      t.one(s.moves as Raw[]).die = 'zz-missing';
      return true;
    },
  ],
  [
    'a trigger watches a tracker it does not have',
    (s) => {
      s.triggers.push({ tracker: 'zz-missing', when: 'atMost', value: 0, does: 'out' });
      return true;
    },
  ],
  [
    'the order reads a tracker it does not have',
    (s) => {
      s.turns = { by: 'car', order: 'stat', stat: 'zz-missing' };
      return true;
    },
  ],
  [
    'a maximum below the minimum',
    (s, t) => {
      const tr = t.one((s.trackers as Raw[]).filter((x) => x.kind !== 'hidden'));
      tr.max = tr.min - 1;
      return true;
    },
  ],
  [
    'a resource’s maximum below its minimum',
    (s) => {
      s.resources.push({ id: 'zz', name: 'Zz', min: 3, max: 2, start: 2 });
      return true;
    },
  ],
  [
    'a number as text',
    (s, t) => {
      t.one(s.trackers as Raw[]).min = '0';
      return true;
    },
  ],
  [
    'a name as a number',
    (s, t) => {
      const list = t.one(['trackers', 'conditions', 'moves'] as const);
      t.one(s[list] as Raw[]).name = 7;
      return true;
    },
  ],
  [
    'a list as an object',
    (s, t) => {
      s[t.one(['trackers', 'conditions', 'moves', 'dice', 'triggers', 'notes', 'resources'] as const)] = { a: 1 };
      return true;
    },
  ],
  [
    'an item as null',
    (s, t) => {
      const list = t.one(['trackers', 'conditions', 'moves'] as const);
      (s[list] as unknown[])[t.pick(s[list].length)] = null;
      return true;
    },
  ],
  [
    'an unknown reading',
    (s, t) => {
      t.one(s.moves as Raw[]).read = t.one(['average', 7, null, ['count']]);
      return true;
    },
  ],
  [
    'a sign of 0',
    (s, t) => {
      t.one(t.one(s.moves as Raw[]).effects as Raw[]).sign = 0;
      return true;
    },
  ],
  [
    'the sheet’s name too long',
    (s, t) => {
      s.name = 'n'.repeat(SHEET_LIMITS.name + 1 + t.pick(100));
      return true;
    },
  ],
  [
    'a label too long',
    (s, t) => {
      t.one(s.conditions as Raw[]).name = 'c'.repeat(SHEET_LIMITS.label + 1);
      return true;
    },
  ],
  [
    'a help too long',
    (s, t) => {
      t.one(s.moves as Raw[]).help = 'h'.repeat(SHEET_LIMITS.help + 1);
      return true;
    },
  ],
  [
    'a note too long',
    (s) => {
      s.notes.push({ title: 'Long', body: 'b'.repeat(SHEET_LIMITS.noteBody + 1) });
      return true;
    },
  ],
  [
    'too many moves',
    (s) => {
      s.moves = Array.from({ length: SHEET_LIMITS.moves + 1 }, (_, i) => ({ ...s.moves[0], id: `x${i}` }));
      return true;
    },
  ],
  [
    'too many trackers',
    (s) => {
      s.trackers = [
        ...s.trackers,
        ...Array.from({ length: SHEET_LIMITS.trackers }, (_, i) => ({ ...s.trackers[0], id: `x${i}` })),
      ];
      return true;
    },
  ],
  [
    'two trackers of one id',
    (s) => {
      s.trackers.push({ ...s.trackers[0] });
      return true;
    },
  ],
  [
    'a newer format',
    (s) => {
      s.v = SHEET_VERSION + 1;
      return true;
    },
  ],
];

/** A __proto__ key put into one of the sheet's objects, as JSON.parse makes it. */
function withProto(s: Raw, t: Tape): Raw {
  const text = JSON.stringify(s);
  const opens = [...text.matchAll(/\{/g)].map((m) => m.index!);
  const at = opens[t.pick(opens.length)]! + 1;
  return JSON.parse(`${text.slice(0, at)}"__proto__":{"polluted":true}${text[at] === '}' ? '' : ','}${text.slice(at)}`);
}

describe('issue 33: random invalid sheets are refused, never thrown', { timeout: 30_000 }, () => {
  it('each break of a valid sheet is refused with problems that name where, as an object and as text', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(tapeArb(500), fc.nat(BREAKS.length), (t, b) => {
        const s = randomSheet(t) as unknown as Raw;
        let raw: unknown;
        let what: string;
        if (b === BREAKS.length) {
          raw = withProto(s, t);
          what = '__proto__';
        } else {
          const [name, breakIt] = BREAKS[b]!;
          breakIt(s, t);
          raw = s;
          what = name;
        }
        seen.add(what);
        for (const x of [raw, JSON.stringify(raw)]) {
          const r = readSheet(x);
          expect(r.ok, `${what}: refused`).toBe(false);
          if (r.ok) return;
          expect(r.problems.length).toBeGreaterThan(0);
          for (const p of r.problems) {
            expect(p.at.length).toBeGreaterThan(0);
            expect(p.text.length).toBeGreaterThan(0);
          }
          expect(custom.checkSetup!(table(x as Sheet))).toMatch(/^The game sheet cannot be played: /);
        }
        expect(({} as Raw).polluted).toBeUndefined();
      }),
      { numRuns: runs.invalid },
    );
    expect(seen.size).toBe(BREAKS.length + 1);
  });

  it('junk keys anywhere are left behind: the sheet reads as it was without them', () => {
    fc.assert(
      fc.property(
        tapeArb(500),
        fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 5 }),
        (t, keys) => {
          const s = randomSheet(t);
          const text = JSON.stringify(s);
          const opens = [...text.matchAll(/\{/g)].map((m) => m.index!);
          let junk = text;
          for (const k of keys) {
            const at = [...junk.matchAll(/\{/g)].map((m) => m.index!)[t.pick(opens.length)]! + 1;
            junk = `${junk.slice(0, at)}${JSON.stringify(`junk-${k}`)}:${JSON.stringify({ k })}${junk[at] === '}' ? '' : ','}${junk.slice(at)}`;
          }
          const r = readSheet(JSON.parse(junk));
          expect(r.ok).toBe(true);
          expect(r.ok && r.sheet).toEqual(s);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('random values in a sheet’s fields are read or refused, never thrown; what is read can be played', () => {
    let read = 0;
    fc.assert(
      fc.property(tapeArb(400), fc.jsonValue(), fc.nat(), (t, v, k) => {
        const s = randomSheet(t) as unknown as Raw;
        // Put the value at a random place: a field of the sheet, of a tracker, a move, an effect, a trigger.
        const places: Raw[] = [
          s,
          ...s.trackers,
          ...s.moves,
          ...s.moves.flatMap((m: Raw) => [m.pool, m.success, ...m.effects]),
          ...s.triggers,
          ...s.dice,
        ];
        const o = places[k % places.length]!;
        const keys = Object.keys(o);
        o[keys[t.pick(keys.length)]!] = v;
        const r = readSheet(s);
        if (!r.ok) return;
        read++;
        // A sheet the door lets in starts a game.
        const setup = table(r.sheet, 2, 1);
        expect(() => initCs(setup)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    expect(read).toBeGreaterThan(0);
  });
});
