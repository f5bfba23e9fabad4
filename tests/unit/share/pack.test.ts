import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { openGame } from '../../../src/game/open-game';
import { type Envelope, plan, tailSince, wholeGame } from '../../../src/share/envelope';
import { addFrame, type Collection, parseFrame } from '../../../src/share/frames';
import { packEnvelope, unpackCollection } from '../../../src/share/pack';
import { fixture, freePlayGame } from './helpers';

async function roundTrip<E extends Envelope>(env: E, order: (frames: string[]) => string[] = (f) => f): Promise<E> {
  const packed = await packEnvelope(env);
  if (!packed.ok) throw new Error(packed.error);
  let c: Collection | null = null;
  for (const f of order(packed.frames)) c = addFrame(c, f).collection;
  const got = await unpackCollection(c as Collection);
  if (!got.ok) throw new Error(got.error);
  return got.envelope as E;
}

describe('a game through QR frames and back', () => {
  for (const name of ['game-v1.json', 'white-line-fever-v1.json', 'road-wolf-v1.json']) {
    it(`${name}: frames read backwards with repeats come back as the same game, which opens and replays to the same state`, async () => {
      const doc = fixture(name);
      const env = await roundTrip(wholeGame(doc), (f) => [...f].reverse().concat(f));
      expect(env.kind).toBe('game');
      if (env.kind !== 'game') return;
      expect(env.doc).toEqual(wholeGame(doc).doc);
      const p = plan(null, env);
      expect(p.kind).toBe('create');
      const a = await openGame(doc);
      const b = await openGame(p.kind === 'create' ? p.doc : null);
      if (!a.ok || !b.ok) throw new Error('did not open');
      expect(b.game.timeline.entries).toEqual(a.game.timeline.entries);
      expect(b.game.timeline.state).toEqual(a.game.timeline.state);
    });
  }

  it('car photos stay on the sending phone (one photo would be dozens of codes)', () => {
    const doc = fixture('game-v1.json');
    const withPhoto = {
      ...doc,
      setup: {
        ...doc.setup,
        cars: doc.setup.cars.map((c, i) => (i === 0 ? { ...c, photo: 'data:image/jpeg;base64,AAAA' } : c)),
      },
    };
    const env = wholeGame(withPhoto);
    expect(env.doc.setup.cars.every((c) => c.photo === undefined)).toBe(true);
    expect(env.doc.setup.cars.map((c) => c.id)).toEqual(doc.setup.cars.map((c) => c.id));
  });

  it('a complete collection that is not a game: a clear message', async () => {
    const { makeFrames } = await import('../../../src/share/frames');
    const { deflate } = await import('../../../src/share/pack');
    const frames = makeFrames(await deflate(new TextEncoder().encode('{"hello":1}')));
    const c = addFrame(null, frames[0] as string).collection as Collection;
    const got = await unpackCollection(c);
    expect(got).toEqual({ ok: false, error: expect.stringMatching(/not a Pitwall game/) });
    const raw = makeFrames(new TextEncoder().encode('plain, not deflated'));
    const got2 = await unpackCollection(addFrame(null, raw[0] as string).collection as Collection);
    expect(got2.ok).toBe(false);
  });

  it('a 300-command game: frames, bytes and one loop in seconds (issue 14 figure)', async () => {
    const doc = freePlayGame(300);
    const opened = await openGame(doc);
    if (!opened.ok) throw new Error(opened.error);
    const json = JSON.stringify(wholeGame(doc));
    const packed = await packEnvelope(wholeGame(doc));
    if (!packed.ok) throw new Error(packed.error);
    const versions = packed.frames.map((f) => encode(f, { ecc: 'M' }).version);
    const loopSeconds = (packed.frames.length * 500) / 1000;
    const rw = fixture('road-wolf-v1.json');
    const rwPacked = await packEnvelope(wholeGame(rw));
    if (!rwPacked.ok) throw new Error(rwPacked.error);
    console.log(
      `qr figure: 300-command Free play game (${doc.journal.length} entries): ${json.length} B JSON → ${packed.bytes} B deflate-raw → ${packed.frames.length} frames (versions ${Math.min(...versions)}-${Math.max(...versions)}, ecc M), one loop ${loopSeconds} s at 500 ms a frame; ` +
        `Road Wolf fixture: ${rw.journal.length} entries → ${rwPacked.bytes} B, ${rwPacked.frames.length} frames`,
    );
    expect(Math.max(...versions)).toBeLessThanOrEqual(20);
    // The estimate is "about 7 frames" for 300 commands.
    expect(packed.frames.length).toBeLessThanOrEqual(10);
    expect(parseFrame(packed.frames[0] as string)?.count).toBe(packed.frames.length);
  });
});

describe('tail since head', () => {
  it('a phone with the game up to entry N receives only the entries after N, in fewer codes', async () => {
    const full = freePlayGame(300);
    const head = full.journal.length - 20;
    const older = { ...full, journal: full.journal.slice(0, head) };
    const tail = tailSince(full, head);
    expect(tail.entries).toHaveLength(20);
    const whole = await packEnvelope(wholeGame(full));
    const part = await packEnvelope(tail);
    if (!whole.ok || !part.ok) throw new Error('pack');
    expect(part.frames.length).toBeLessThan(whole.frames.length);
    const env = await roundTrip(tail);
    const p = plan(older, env);
    expect(p.kind).toBe('append');
    if (p.kind !== 'append') return;
    expect(p.from).toBe(head);
    expect(p.entries).toEqual(full.journal.slice(head));
    expect(p.doc.journal).toEqual(full.journal);
    const opened = await openGame(p.doc);
    expect(opened.ok).toBe(true);
  });
});
