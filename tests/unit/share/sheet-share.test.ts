import { describe, expect, it } from 'vitest';
import { restoreSheet } from '../../../src/game/restore-sheet';
import { STARTERS } from '../../../src/rules/custom/starters';
import { readEnvelope, wholeSheet } from '../../../src/share/envelope';
import { addFrame, type Collection } from '../../../src/share/frames';
import { packEnvelope, unpackCollection } from '../../../src/share/pack';

/** A sheet through the codes and back, the frames read in the order given. */
async function throughCodes(sheet: object, order: (f: string[]) => string[] = (f) => f) {
  const packed = await packEnvelope(wholeSheet(sheet));
  if (!packed.ok) throw new Error(packed.error);
  let c: Collection | null = null;
  for (const f of order(packed.frames)) c = addFrame(c, f).collection;
  const got = await unpackCollection(c as Collection);
  if (!got.ok) throw new Error(got.error);
  return { frames: packed.frames, envelope: got.envelope };
}

describe('a game sheet by QR (issue 33)', () => {
  it('every starter goes through the codes and comes back the same sheet', async () => {
    for (const s of STARTERS) {
      const { envelope } = await throughCodes(s.sheet, (f) => [...f].reverse().concat(f));
      expect(envelope.kind).toBe('sheet');
      if (envelope.kind !== 'sheet') return;
      expect(restoreSheet(envelope.sheet, 'The sheet in these codes')).toEqual({ ok: true, sheet: s.sheet });
    }
  });

  it('a sheet with long notes takes several codes, read in any order', async () => {
    const base = STARTERS[1]!.sheet;
    const notes = Array.from({ length: 20 }, (_, i) => ({
      title: `Rule ${i + 1}`,
      body: `Note ${i} ${Math.sin(i + 1)
        .toString(36)
        .repeat(40)}`.slice(0, 1500),
    }));
    const sheet = { ...base, notes };
    const { frames, envelope } = await throughCodes(sheet, (f) => f.filter((_, i) => i % 2).concat(f));
    expect(frames.length).toBeGreaterThan(1);
    expect(envelope.kind === 'sheet' && restoreSheet(envelope.sheet)).toEqual({ ok: true, sheet });
  });

  it('hostile sheets survive the codes but are refused at the door', async () => {
    const { envelope } = await throughCodes(JSON.parse('{"v":1,"name":"X","__proto__":{"polluted":1}}'));
    expect(envelope.kind === 'sheet' && restoreSheet(envelope.sheet, 'The sheet in these codes')).toEqual({
      ok: false,
      error: 'The sheet in these codes contains the key "__proto__", which no game sheet has: it was refused.',
    });
  });

  it('an envelope that says sheet but carries none is not read', () => {
    expect(readEnvelope({ v: 1, kind: 'sheet' }).ok).toBe(false);
    expect(readEnvelope({ v: 1, kind: 'sheet', sheet: [] }).ok).toBe(false);
    expect(readEnvelope({ v: 1, kind: 'sheet', sheet: {} }).ok).toBe(true);
  });
});
