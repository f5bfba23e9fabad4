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
  private parts: string[] = [];
  /** Total characters of the message being collected; more than this is refused. */
  constructor(private readonly maxChars = 20_000_000) {}

  push(frame: string): unknown {
    const kind = frame[0];
    const body = frame.slice(1);
    if (kind === 'F') {
      this.parts = [];
      return JSON.parse(body) as unknown;
    }
    if (kind !== 'P' && kind !== 'E') throw new Error('Not a Pitwall live message.');
    this.parts.push(body);
    if (this.parts.reduce((n, p) => n + p.length, 0) > this.maxChars) {
      this.parts = [];
      throw new Error('A live message was too large.');
    }
    if (kind === 'P') return undefined;
    const text = this.parts.join('');
    this.parts = [];
    return JSON.parse(text) as unknown;
  }
}
