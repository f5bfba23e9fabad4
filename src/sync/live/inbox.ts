// Issue 31: the host's end of one data channel, the path every frame a guest sends takes: frame
// reassembly (bounded), message parsing, then LiveHost under this link's name. A frame that
// cannot be read, or a message over the size limit, drops the link with a reason. Pure.
import { Unframer } from './frames';
import { type LiveHost, NOT_OURS, type Out, TOO_LARGE } from './host';
import { LIVE_LIMITS } from './limits';
import { toGuestMsg } from './messages';

export class HostInbox {
  private readonly unframer = new Unframer(LIVE_LIMITS.guestMessageChars);
  /** The host dropped this link: whatever still arrives on it (the rest of a message) is not read. */
  private closed = false;

  constructor(
    private readonly host: LiveHost,
    /** The caller's name for this link (one per data channel, never reused). */
    readonly link: string,
  ) {}

  /** One frame as the data channel delivered it; returns what to send (see LiveHost.receive). */
  push(frame: string): Out[] {
    if (this.closed) return [];
    let outs: Out[] = [];
    let raw: unknown;
    try {
      raw = this.unframer.push(frame);
    } catch (e) {
      const large = e instanceof Error && e.message === 'A live message was too large.';
      outs = this.host.drop(this.link, large ? TOO_LARGE : NOT_OURS);
    }
    const msg = raw === undefined ? null : toGuestMsg(raw);
    if (msg) outs = this.host.receive(this.link, msg);
    if (outs.some((o) => o.to === this.link && o.msg.t === 'dropped')) this.closed = true;
    return outs;
  }

  /** The peer id this link is bound to (its first hello's), or null. */
  get peer(): string | null {
    return this.host.links.get(this.link)?.peer ?? null;
  }
}
