import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../../../src/share/base64url';
import { crc32, crc32Hex } from '../../../src/share/crc32';
import {
  addFrame,
  assemble,
  CHUNK_CHARS,
  type Collection,
  makeFrames,
  missing,
  parseFrame,
  progressText,
} from '../../../src/share/frames';

const bytesOf = (n: number, seed = 1) =>
  Uint8Array.from({ length: n }, (_, i) => (i * 131 + seed * 7 + (i >> 3)) & 0xff);

function collect(frames: readonly string[]): Collection | null {
  let c: Collection | null = null;
  for (const f of frames) c = addFrame(c, f).collection;
  return c;
}

describe('checksum and alphabet', () => {
  it('CRC-32 matches the standard check value ("123456789" → cbf43926)', () => {
    expect(crc32Hex(new TextEncoder().encode('123456789'))).toBe('cbf43926');
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('base64url round-trips any bytes and uses only A-Z a-z 0-9 - _', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
        const t = toBase64url(b);
        expect(t).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64url(t)).toEqual(b);
      }),
    );
  });

  it('base64url refuses a foreign character or an impossible length', () => {
    expect(fromBase64url('ab+c')).toBeNull();
    expect(fromBase64url('abcde')).toBeNull();
  });
});

describe('chunking', () => {
  it('every frame fits a QR code of version 20 or less at ecc M', () => {
    const frames = makeFrames(bytesOf(5000));
    expect(frames.length).toBe(Math.ceil(toBase64url(bytesOf(5000)).length / CHUNK_CHARS));
    for (const f of frames) {
      const qr = encode(f, { ecc: 'M', maxVersion: 40 });
      expect(qr.version).toBeLessThanOrEqual(20);
    }
  });

  it('tags each frame with its number, the count and the checksum of the whole', () => {
    const b = bytesOf(2000);
    const frames = makeFrames(b);
    expect(frames.length).toBe(5);
    frames.forEach((f, i) => {
      const p = parseFrame(f);
      expect(p).toMatchObject({ index: i, count: 5, sum: crc32Hex(b) });
    });
  });

  it('a tiny transfer is one frame', () => {
    expect(makeFrames(bytesOf(10))).toHaveLength(1);
  });

  it('other QR texts are not frames', () => {
    for (const t of [
      'https://example.org',
      'PW1:zzzzzzzz:1/2:abc',
      'PW1:0123abcd:3/2:abc',
      'PW1:0123abcd:0/2:abc',
      'PW1:0123abcd:1/2:ab+c',
      '',
    ])
      expect(parseFrame(t)).toBeNull();
  });
});

describe('reassembly', () => {
  it('in order: progress counts up, the bytes come back', () => {
    const b = bytesOf(3000);
    const frames = makeFrames(b);
    let c: Collection | null = null;
    expect(progressText(c)).toMatch(/Point the camera/);
    for (const [i, f] of frames.entries()) {
      c = addFrame(c, f).collection;
      expect(c?.have).toBe(i + 1);
    }
    expect(progressText(c)).toBe(`All ${frames.length} codes read`);
    const got = assemble(c as Collection);
    expect(got).toEqual({ ok: true, bytes: b });
  });

  it('with gaps: says which codes are missing, "5 of 7" style', () => {
    const frames = makeFrames(bytesOf(3300));
    expect(frames.length).toBe(7);
    const c = collect([frames[6], frames[0], frames[3], frames[1], frames[4]] as string[]) as Collection;
    expect(progressText(c)).toBe('5 of 7 codes read');
    expect(missing(c)).toEqual([3, 6]);
    const got = assemble(c);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.error).toMatch(/missing codes 3, 6 of 7/);
  });

  it('duplicates are recognised and change nothing', () => {
    const frames = makeFrames(bytesOf(1500));
    const c1 = addFrame(null, frames[1] as string).collection;
    const again = addFrame(c1, frames[1] as string);
    expect(again.kind).toBe('duplicate');
    expect(again.collection).toBe(c1);
  });

  it('a frame of another transfer starts collecting over (the other phone changed what it shows)', () => {
    const a = makeFrames(bytesOf(1500, 1));
    const b = makeFrames(bytesOf(1500, 2));
    const c = collect([a[0], a[1]] as string[]);
    const r = addFrame(c, b[2] as string);
    expect(r.kind).toBe('restarted');
    expect(r.collection?.have).toBe(1);
    expect(r.collection?.sum).toBe(parseFrame(b[0] as string)?.sum);
  });

  it('a misread frame (same slot, other text) is a conflict and is not kept', () => {
    const frames = makeFrames(bytesOf(1500));
    const c = collect([frames[0]] as string[]);
    const bad = (frames[0] as string).replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    const r = addFrame(c, bad);
    expect(r.kind).toBe('conflict');
    expect(r.collection?.parts[0]).toBe(parseFrame(frames[0] as string)?.data);
  });

  it('a frame damaged before the first read fails the checksum: a clear message, no bytes', () => {
    const frames = makeFrames(bytesOf(1500));
    const bad = (frames[1] as string).slice(0, -3) + ((frames[1] as string).endsWith('AAA') ? 'BBB' : 'AAA');
    const c = collect(frames.map((f, i) => (i === 1 ? bad : f))) as Collection;
    const got = assemble(c);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.error).toMatch(/checksum/);
  });

  it('property: any order, with duplicates and foreign texts mixed in, gives back the same bytes once all are seen', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 4000 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
        fc.integer(),
        (bytes, dupPicks, noise, seed) => {
          const frames = makeFrames(bytes, 200);
          const reads = [...frames, ...dupPicks.map((k) => frames[k % frames.length] as string), ...noise];
          // a seeded shuffle
          let s = seed | 0;
          for (let i = reads.length - 1; i > 0; i--) {
            s = (Math.imul(s, 1103515245) + 12345) | 0;
            const j = (s >>> 0) % (i + 1);
            [reads[i], reads[j]] = [reads[j] as string, reads[i] as string];
          }
          const c = collect(reads) as Collection;
          expect(c.have).toBe(frames.length);
          expect(assemble(c)).toEqual({ ok: true, bytes });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: with any frame left out, nothing is assembled and the gap is named', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 300, maxLength: 3000 }), fc.nat(), (bytes, k) => {
        const frames = makeFrames(bytes, 150);
        const drop = k % frames.length;
        const c = collect(frames.filter((_, i) => i !== drop)) as Collection;
        expect(missing(c)).toEqual([drop + 1]);
        expect(assemble(c).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
