import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entry, GameDoc } from '../../../src/game/types';
import { journalSum, plan, readEnvelope, tailSince, wholeGame } from '../../../src/share/envelope';
import { freePlayGame } from './helpers';

const full = freePlayGame(60, 3);
const upTo = (doc: GameDoc, n: number): GameDoc => ({ ...doc, journal: doc.journal.slice(0, n) });
const other: Entry = { kind: 'do', command: { type: 'turn.pass', payload: {}, at: 1 } };

describe('what the receiving phone does with a whole game', () => {
  it('not on this phone: create it under its own id', () => {
    const p = plan(null, wholeGame(full));
    expect(p).toMatchObject({ kind: 'create', doc: { id: full.id } });
  });

  it('behind on this phone: append only the new entries', () => {
    const p = plan(upTo(full, 40), wholeGame(full));
    expect(p).toMatchObject({ kind: 'append', from: 40 });
    if (p.kind === 'append') expect(p.entries).toEqual(full.journal.slice(40));
  });

  it('this phone is ahead or level: nothing changes, and it says so', () => {
    expect(plan(full, wholeGame(upTo(full, 30)))).toMatchObject({
      kind: 'none',
      message: expect.stringMatching(/already up to date/),
    });
    expect(plan(full, wholeGame(full)).kind).toBe('none');
  });

  it('gone another way: added as a copy beside it', () => {
    const forked = { ...full, journal: [...full.journal.slice(0, 20), other] };
    expect(plan(forked, wholeGame(full))).toMatchObject({
      kind: 'copy',
      reason: expect.stringMatching(/gone another way/),
    });
  });

  it('key order in stored entries does not count as a difference', () => {
    const shuffled = {
      ...full,
      journal: full.journal.map((e) =>
        e.kind === 'do'
          ? { command: { at: e.command.at, payload: e.command.payload, type: e.command.type }, kind: e.kind }
          : e,
      ) as Entry[],
    };
    expect(plan(upTo(shuffled, 30), wholeGame(full)).kind).toBe('append');
  });
});

describe('what the receiving phone does with new entries only', () => {
  it('not on this phone: refused, says to send the whole game', () => {
    expect(plan(null, tailSince(full, 30))).toMatchObject({
      kind: 'refuse',
      error: expect.stringMatching(/Whole game/),
    });
  });

  it('this phone is further behind than the codes start: refused with the number to set', () => {
    const p = plan(upTo(full, 20), tailSince(full, 30));
    expect(p).toMatchObject({ kind: 'refuse', error: expect.stringMatching(/up to entry 20.*after entry 30.*to 20/) });
  });

  it('this phone is a little ahead of the base: the overlap is checked and skipped', () => {
    const p = plan(upTo(full, 35), tailSince(full, 30));
    expect(p).toMatchObject({ kind: 'append', from: 35 });
    if (p.kind === 'append') expect(p.doc.journal).toEqual(full.journal);
  });

  it('a different history before the base: refused, not spliced', () => {
    const forked = { ...full, journal: [other, ...full.journal.slice(1, 30)] };
    expect(plan(forked, tailSince(full, 30))).toMatchObject({
      kind: 'refuse',
      error: expect.stringMatching(/gone another way before entry 30/),
    });
  });

  it('a different history after the base: refused', () => {
    const forked = { ...full, journal: [...full.journal.slice(0, 32), other] };
    expect(plan(forked, tailSince(full, 30))).toMatchObject({
      kind: 'refuse',
      error: expect.stringMatching(/after entry 30/),
    });
  });

  it('property: for any stored head and any base at or below it, the result is the sender’s journal (or nothing to do)', () => {
    fc.assert(
      fc.property(fc.nat(full.journal.length), fc.nat(full.journal.length), (a, b) => {
        const head = Math.max(a, b);
        const base = Math.min(a, b);
        const p = plan(upTo(full, head), tailSince(full, base));
        if (head === full.journal.length) expect(p.kind).toBe('none');
        else {
          expect(p.kind).toBe('append');
          if (p.kind === 'append') expect(p.doc.journal).toEqual(full.journal);
        }
      }),
    );
  });
});

describe('the envelope itself', () => {
  it('journalSum ignores key order and changes with any entry', () => {
    expect(journalSum(full.journal, 10)).toBe(
      journalSum(
        full.journal.map((e) => ({ ...e })),
        10,
      ),
    );
    expect(journalSum(full.journal, 10)).not.toBe(journalSum(full.journal, 11));
  });

  it('readEnvelope refuses what is not one', () => {
    for (const x of [null, 1, [], {}, { v: 2, kind: 'game', doc: {} }, { v: 1, kind: 'tail' }, { v: 1, kind: 'x' }])
      expect(readEnvelope(x).ok).toBe(false);
    expect(readEnvelope(tailSince(full, 3)).ok).toBe(true);
    expect(readEnvelope(wholeGame(full)).ok).toBe(true);
  });
});
