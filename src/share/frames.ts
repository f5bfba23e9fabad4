/**
 * Cutting a transfer into QR frames and putting it back together (issue 14, part 1). Pure.
 *
 * A frame's text is `PW1:<sum>:<k>/<n>:<data>`: the format tag, the CRC-32 of the whole
 * transfer's bytes (8 hex digits, which also tells two transfers apart), the frame's number
 * from 1 and the count, then a slice of the transfer's base64url text. Every frame fits a QR
 * code of version 20 or less at error correction M (666 bytes in byte mode).
 */
import { fromBase64url, toBase64url } from './base64url';
import { crc32Hex } from './crc32';

export const FRAME_TAG = 'PW1';
/** Byte-mode capacity of a version-20 QR code at ecc M. */
export const V20_M_BYTES = 666;
/** Header at its longest: "PW1:" + 8 + ":" + "999/999" + ":" = 21 characters. */
const HEADER_MAX = 21;
export const CHUNK_CHARS = V20_M_BYTES - HEADER_MAX;
/** Past this many codes a file is the better road (999 is the header's limit anyway). */
export const MAX_FRAMES = 400;

export interface Frame {
  sum: string;
  index: number; // from 0
  count: number;
  data: string;
}

export function makeFrames(bytes: Uint8Array, chunkChars = CHUNK_CHARS): string[] {
  const sum = crc32Hex(bytes);
  const text = toBase64url(bytes);
  const count = Math.max(1, Math.ceil(text.length / chunkChars));
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(`${FRAME_TAG}:${sum}:${i + 1}/${count}:${text.slice(i * chunkChars, (i + 1) * chunkChars)}`);
  return out;
}

const FRAME_RE = /^PW1:([0-9a-f]{8}):([1-9][0-9]{0,2})\/([1-9][0-9]{0,2}):([A-Za-z0-9_-]*)$/;

/** A frame, or null for any other QR text (a URL, another app's code, a damaged read). */
export function parseFrame(text: string): Frame | null {
  const m = FRAME_RE.exec(text);
  if (!m) return null;
  const index = Number(m[2]) - 1;
  const count = Number(m[3]);
  if (index >= count) return null;
  return { sum: m[1] as string, index, count, data: m[4] as string };
}

/** What has been read so far of one transfer. */
export interface Collection {
  sum: string;
  count: number;
  /** data by frame index; holes are frames not read yet. */
  parts: ReadonlyArray<string | undefined>;
  have: number;
}

export type AddResult =
  | { kind: 'new'; collection: Collection }
  | { kind: 'duplicate'; collection: Collection }
  /** Another transfer's frame: collecting starts over from it (the other phone changed what it shows). */
  | { kind: 'restarted'; collection: Collection }
  | { kind: 'not-ours'; collection: Collection | null }
  /** Same checksum, different count or different text for a frame already read: a damaged read. */
  | { kind: 'conflict'; collection: Collection };

function start(f: Frame): Collection {
  const parts: Array<string | undefined> = new Array(f.count).fill(undefined);
  parts[f.index] = f.data;
  return { sum: f.sum, count: f.count, parts, have: 1 };
}

/** Adds one read QR text; frames may come in any order, repeated, with gaps. */
export function addFrame(c: Collection | null, text: string): AddResult {
  const f = parseFrame(text);
  if (!f) return { kind: 'not-ours', collection: c };
  if (!c) return { kind: 'new', collection: start(f) };
  if (f.sum !== c.sum) return { kind: 'restarted', collection: start(f) };
  if (f.count !== c.count) return { kind: 'conflict', collection: c };
  const had = c.parts[f.index];
  if (had !== undefined) return { kind: had === f.data ? 'duplicate' : 'conflict', collection: c };
  const parts = c.parts.slice();
  parts[f.index] = f.data;
  return { kind: 'new', collection: { ...c, parts, have: c.have + 1 } };
}

/** Frame numbers (from 1) still missing. */
export function missing(c: Collection): number[] {
  const out: number[] = [];
  c.parts.forEach((p, i) => {
    if (p === undefined) out.push(i + 1);
  });
  return out;
}

export function progressText(c: Collection | null): string {
  if (!c) return 'Point the camera at the codes on the other phone.';
  return c.have === c.count ? `All ${c.count} codes read` : `${c.have} of ${c.count} codes read`;
}

export type Assembled = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

/** The transfer's bytes once every frame is in and the checksum matches. */
export function assemble(c: Collection): Assembled {
  const gaps = missing(c);
  if (gaps.length)
    return {
      ok: false,
      error: `Not all codes were read yet: missing ${gaps.length === 1 ? 'code' : 'codes'} ${gaps.join(', ')} of ${c.count}.`,
    };
  const bytes = fromBase64url(c.parts.join(''));
  if (!bytes || crc32Hex(bytes) !== c.sum) {
    return { ok: false, error: 'The codes did not add up (checksum mismatch): a code was misread. Scan again.' };
  }
  return { ok: true, bytes };
}
