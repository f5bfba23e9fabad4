// Issue 14 §2: one WebRTC data channel between two phones, with no ICE servers and no
// signaling server: the offer and the answer travel as QR codes (src/sync/live/sdp.ts trims them
// to one short line). Only host candidates exist, so both phones must be on one network (the
// same Wi-Fi, or one phone's hotspot).

import { toFrames, Unframer } from '../../sync/live/frames';
import { decodeSignal, rebuildSdp, type SdpKind, trimSdp } from '../../sync/live/sdp';

const GATHER_MS = 3000;

export type LinkState = 'connecting' | 'open' | 'interrupted' | 'closed';

/** Why this browser cannot play live, or null when it can. */
export function noWebRtc(): string | null {
  return typeof RTCPeerConnection === 'undefined'
    ? 'This browser cannot connect phones directly (it has no WebRTC). Hand the game over with “Show on screen (QR)” instead, or open Pitwall in Chrome or Safari.'
    : null;
}

export class RtcLink {
  readonly #pc = new RTCPeerConnection({ iceServers: [] });
  // Negotiated on both sides with the same id: no "datachannel" event to wait for.
  readonly #ch = this.#pc.createDataChannel('pitwall', { negotiated: true, id: 0, ordered: true });
  readonly #unframer = new Unframer();
  state: LinkState = 'connecting';
  onState: (s: LinkState) => void = () => undefined;
  onMessage: (m: unknown) => void = () => undefined;
  /** Set: every frame as it came, unread (the host reads them through its own bounded HostInbox). */
  onFrame: ((frame: string) => void) | null = null;
  /** Characters sent and received, for the bytes-per-command figure. */
  bytesOut = 0;
  bytesIn = 0;
  /** The same, over every link this page opened. */
  static total = { out: 0, in: 0 };

  constructor() {
    this.#ch.onopen = () => this.#set('open');
    this.#ch.onclose = () => this.#set('closed');
    this.#ch.onmessage = (e: MessageEvent) => {
      if (typeof e.data !== 'string') return;
      this.bytesIn += e.data.length;
      RtcLink.total.in += e.data.length;
      if (this.onFrame) return this.onFrame(e.data);
      let m: unknown;
      try {
        m = this.#unframer.push(e.data);
      } catch {
        return; // not ours, or broken: the sender's next hello mends what was lost
      }
      if (m !== undefined) this.onMessage(m);
    };
    this.#pc.onconnectionstatechange = () => {
      const s = this.#pc.connectionState;
      if (s === 'failed' || s === 'closed') this.#set('closed');
      // ICE keeps checking: a phone that walked out of Wi-Fi range and came back reconnects by itself.
      else if (s === 'disconnected' && this.state === 'open') this.#set('interrupted');
      else if (s === 'connected' && this.state === 'interrupted') this.#set('open');
    };
  }

  #set(s: LinkState): void {
    if (this.state === s || this.state === 'closed') return;
    this.state = s;
    this.onState(s);
  }

  /** The host's side: the offer line for the QR code. */
  async offer(): Promise<string> {
    await this.#pc.setLocalDescription(await this.#pc.createOffer());
    return this.#localLine('offer');
  }

  /** The host's side: the guest's answer line, scanned. Returns a problem for the player, or null. */
  async accept(answer: string): Promise<string | null> {
    const info = decodeSignal(answer);
    if (!info) return 'That is not a Pitwall live code.';
    if (info.kind !== 'answer') return 'That is a host’s code: scan the code on the joining phone.';
    try {
      await this.#pc.setRemoteDescription(rebuildSdp(info));
    } catch (e) {
      return `That code did not fit this phone’s offer (${e instanceof Error ? e.message : String(e)}). Show a new code.`;
    }
    return null;
  }

  /** The guest's side: the host's offer line in, the answer line out (or a problem for the player). */
  async answer(offer: string): Promise<{ ok: true; line: string } | { ok: false; error: string }> {
    const info = decodeSignal(offer);
    if (!info) return { ok: false, error: 'That is not a Pitwall live code.' };
    if (info.kind !== 'offer')
      return { ok: false, error: 'That is a joining phone’s code: scan the code on the host phone.' };
    try {
      await this.#pc.setRemoteDescription(rebuildSdp(info));
      await this.#pc.setLocalDescription(await this.#pc.createAnswer());
      return { ok: true, line: await this.#localLine('answer') };
    } catch (e) {
      return {
        ok: false,
        error: `This phone could not answer that code (${e instanceof Error ? e.message : String(e)}).`,
      };
    }
  }

  send(message: unknown): void {
    for (const f of toFrames(message)) this.sendFrame(f);
  }

  /** One frame as it goes on the wire (the host's session cuts its messages itself). */
  sendFrame(f: string): void {
    if (this.#ch.readyState !== 'open') return;
    this.bytesOut += f.length;
    RtcLink.total.out += f.length;
    this.#ch.send(f);
  }

  /**
   * Closes once what was sent has left this phone (a last message, like "bye", would be lost by
   * closing at once), or after `maxMs` at the latest.
   */
  closeSoon(maxMs = 1500): void {
    const t0 = Date.now();
    const tick = () => {
      if (this.state === 'closed') return;
      if (this.#ch.readyState !== 'open' || this.#ch.bufferedAmount === 0 || Date.now() - t0 > maxMs) {
        // Handed to the transport is not yet on the wire: a moment more for it to go out.
        setTimeout(() => this.close(), 250);
      } else setTimeout(tick, 50);
    };
    tick();
  }

  close(): void {
    this.#ch.close();
    this.#pc.close();
    this.#set('closed');
  }

  async #localLine(kind: SdpKind): Promise<string> {
    // No trickle: the QR code carries every candidate, so wait for gathering (host candidates
    // only: a few milliseconds, capped in case an interface hangs).
    if (this.#pc.iceGatheringState !== 'complete') {
      await new Promise<void>((done) => {
        const t = setTimeout(done, GATHER_MS);
        this.#pc.addEventListener('icegatheringstatechange', () => {
          if (this.#pc.iceGatheringState === 'complete') {
            clearTimeout(t);
            done();
          }
        });
      });
    }
    return trimSdp(kind, this.#pc.localDescription?.sdp ?? '');
  }
}
