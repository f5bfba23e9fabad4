/**
 * Game ↔ QR frame texts (issue 14, part 1): JSON, compressed with the platform's
 * CompressionStream('deflate-raw'), base64url, cut into frames (frames.ts). Async only because
 * the streams are; no DOM, storage or clock.
 */

import { MAX_IMPORT_BYTES } from '../game/limits';
import { type Envelope, readEnvelope } from './envelope';
import { assemble, type Collection, MAX_FRAMES, makeFrames } from './frames';

async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = out.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new RangeError('too large');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    all.set(c, o);
    o += c.length;
  }
  return all;
}

export const deflate = (bytes: Uint8Array) => through(bytes, new CompressionStream('deflate-raw'));
export const inflate = (bytes: Uint8Array, limit?: number) =>
  through(bytes, new DecompressionStream('deflate-raw'), limit);

export type Packed = { ok: true; frames: string[]; bytes: number } | { ok: false; error: string };

export async function packEnvelope(env: Envelope): Promise<Packed> {
  const compressed = await deflate(new TextEncoder().encode(JSON.stringify(env)));
  const frames = makeFrames(compressed);
  if (frames.length > MAX_FRAMES) {
    return {
      ok: false,
      error: `This game would take ${frames.length} codes, too many to scan. Use Export to file, or send only the new entries.`,
    };
  }
  return { ok: true, frames, bytes: compressed.length };
}

export type Unpacked = { ok: true; envelope: Envelope } | { ok: false; error: string };

/** A complete collection → the envelope, or a message for players. Changes nothing anywhere. */
export async function unpackCollection(c: Collection): Promise<Unpacked> {
  const got = assemble(c);
  if (!got.ok) return got;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await inflate(got.bytes, MAX_IMPORT_BYTES));
  } catch (e) {
    return {
      ok: false,
      error:
        e instanceof RangeError
          ? `These codes unpack to more than ${Math.round(MAX_IMPORT_BYTES / 1048576)} MB, which is no Pitwall game. Show the codes again on the other phone and scan them again.`
          : 'The codes could not be unpacked. Scan again.',
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The codes could not be read as a game.' };
  }
  return readEnvelope(raw);
}
