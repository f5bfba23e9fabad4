// A data channel message is safe up to 16 KB on every browser (Safari's SCTP limit is the
// lowest); a whole game with car photos is far more. Messages travel as JSON text cut into
// frames: 'F' + a whole message, or 'P' + parts ... 'E' + the last part. The channel is ordered
// and reliable, so parts arrive in order. Pure.

export const FRAME_CHARS = 16_000;

export function toFrames(message: unknown, max = FRAME_CHARS): string[] {
  const text = JSON.stringify(message);
  if (text.length <= max - 1) return [`F${text}`];
  const frames: string[] = [];
  for (let i = 0; i < text.length; i += max - 1)
    frames.push(`${i + max - 1 >= text.length ? 'E' : 'P'}${text.slice(i, i + max - 1)}`);
  return frames;
}

/** Collects frames; push() returns a whole message when one is complete, else undefined. */
export class Unframer {
  #parts: string[] = [];
  /** Characters in `parts`, kept as they come: checking the limit never walks the buffer (O(n) per message). */
  #total = 0;
  /** Total characters of the message being collected; more than this is refused. */
  constructor(private readonly maxChars = 20_000_000) {}

  push(frame: string): unknown {
    const kind = frame[0];
    if (kind === 'F') {
      this.#reset();
      if (frame.length - 1 > this.maxChars) throw new Error('A live message was too large.');
      return JSON.parse(frame.slice(1)) as unknown;
    }
    if (kind !== 'P' && kind !== 'E') throw new Error('Not a Pitwall live message.');
    this.#total += frame.length - 1;
    if (this.#total > this.maxChars) {
      this.#reset();
      throw new Error('A live message was too large.');
    }
    this.#parts.push(frame.slice(1));
    if (kind === 'P') return undefined;
    const text = this.#parts.join('');
    this.#reset();
    return JSON.parse(text) as unknown;
  }

  #reset(): void {
    this.#parts = [];
    this.#total = 0;
  }
}
