import { describe, expect, it } from 'vitest';
import { restoreSheet } from '../../../src/game/restore-sheet';
import { SHEET_LIMITS, SHEET_VERSION } from '../../../src/rules/custom/sheet';
import { STARTERS } from '../../../src/rules/custom/starters';

const skirmish = STARTERS.find((s) => s.id === 'hull-and-hazards')!.sheet;
const text = (x: unknown) => JSON.stringify(x);

/** A refusal, never a throw, in words that start with what was read. */
function refused(raw: unknown, what?: string): string {
  const r = restoreSheet(raw, what);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error;
}

describe('restoreSheet: the door for a sheet from a file or a code', () => {
  it('lets every starter in, from its file text and as an object, unchanged', () => {
    for (const s of STARTERS) {
      expect(restoreSheet(text(s.sheet))).toEqual({ ok: true, sheet: s.sheet });
      expect(restoreSheet(s.sheet)).toEqual({ ok: true, sheet: s.sheet });
    }
  });

  it('keeps only the fields a sheet has', () => {
    const r = restoreSheet(text({ ...skirmish, extra: 'x', trackers: [{ ...skirmish.trackers[0], evil: 1 }] }));
    expect(r.ok && Object.keys(r.sheet)).not.toContain('extra');
    expect(r.ok && Object.keys(r.sheet.trackers[0]!)).not.toContain('evil');
  });

  it('refuses text that is not JSON', () => {
    expect(refused('{"v":1,"name":')).toBe('This sheet file is not a game sheet: it is not JSON text.');
    expect(refused('')).toMatch(/not JSON/);
  });

  it('refuses values of the wrong type, never throwing', () => {
    for (const raw of [null, undefined, 0, 42, true, 'null', '[]', '"a sheet"', [], [skirmish], () => 1])
      expect(refused(raw)).toMatch(/^This sheet file /);
    expect(refused({ ...skirmish, name: 7 })).toMatch(/name should be text/);
    expect(refused({ ...skirmish, trackers: 'hull' })).toMatch(/Trackers should be a list/);
    expect(refused({ ...skirmish, trackers: [{ ...skirmish.trackers[0], max: '10' }] })).toMatch(/whole number/);
    expect(refused({ ...skirmish, v: '1' })).toMatch(/no version/);
  });

  it('refuses __proto__, constructor and prototype keys as JSON.parse makes them', () => {
    const proto = `{"v":1,"name":"X","__proto__":{"polluted":true}}`;
    expect(refused(proto)).toBe(
      'This sheet file contains the key "__proto__", which no game sheet has: it was refused.',
    );
    const deep = text(skirmish).replace('"id":"hull"', '"id":"hull","constructor":{"prototype":{}}');
    expect(refused(deep)).toMatch(/the key "constructor"/);
    const parsed = JSON.parse(`{"v":1,"name":"X","notes":[{"title":"a","body":"b","__proto__":{"x":1}}]}`);
    expect(refused(parsed)).toMatch(/__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses 10,000 trackers, by size or by count', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `t${i}`,
      name: `T${i}`,
      kind: 'counter',
      min: 0,
      max: 1,
      start: 0,
    }));
    expect(refused({ ...skirmish, trackers: many })).toMatch(/^This sheet file is \d+ KB, larger than any game sheet/);
    // Small enough to pass the size check: the count refuses it.
    expect(refused(text({ ...skirmish, trackers: Array.from({ length: 10_000 }, () => 0) }))).toMatch(
      new RegExp(`Trackers: at most ${SHEET_LIMITS.trackers}; this sheet has 10000`),
    );
  });

  it('refuses a 5 MB note before reading it', () => {
    const note = { title: 'Long', body: 'x'.repeat(5 * 1024 * 1024) };
    expect(refused(text({ ...skirmish, notes: [note] }))).toBe(
      'This sheet file is 5.0 MB, larger than any game sheet (at most 64 KB): it was not read.',
    );
    expect(refused({ ...skirmish, notes: [note] }, 'The sheet in these codes')).toMatch(
      /^The sheet in these codes is 5\.0 MB/,
    );
    // Under the file's limit, a note still has its own.
    expect(refused({ ...skirmish, notes: [{ title: 'Long', body: 'x'.repeat(SHEET_LIMITS.noteBody + 1) }] })).toMatch(
      /longer than 2000 characters/,
    );
  });

  it('refuses a sheet of a newer format with what to do', () => {
    expect(refused(text({ ...skirmish, v: SHEET_VERSION + 1 }))).toBe(
      `This sheet file was made by a newer Pitwall (sheet format ${SHEET_VERSION + 1}; this app reads up to ${SHEET_VERSION}). Update the app, then try again.`,
    );
  });

  it('refuses a whole game, pointing to Import game', () => {
    expect(refused({ schemaVersion: 1, journal: [], setup: { sheet: skirmish } })).toMatch(/Import game/);
  });

  it('refuses a sheet that cannot work, saying where', () => {
    const broken = { ...skirmish, moves: [{ ...skirmish.moves[0], pool: { tracker: 'nope' } }] };
    expect(refused(broken)).toMatch(/^This sheet file cannot be used: Moves › Shoot: Its pool reads a tracker/);
  });

  it('refuses nesting too deep and cycles without throwing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 50; i++) deep = { a: deep };
    expect(refused({ ...skirmish, about: deep })).toMatch(/nesting deeper/);
    const loop: Record<string, unknown> = { ...skirmish };
    loop.self = loop;
    expect(refused(loop)).toMatch(/could not be read/);
  });
});
