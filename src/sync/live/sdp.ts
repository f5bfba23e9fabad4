// Issue 14 §2: the QR codes are the signaling. A browser's session description is 1-3 KB of
// text; what a data channel between two phones on one network needs from it is the ICE
// credentials, the DTLS fingerprint and role, and the host candidates. trimSdp() keeps those in
// one short line (about 150-250 characters: one small QR code) and rebuildSdp() writes a full
// description around them on the other phone. Pure.

export type SdpKind = 'offer' | 'answer';

export interface Candidate {
  proto: 'udp' | 'tcp';
  /** An IPv4 or IPv6 address, or the browser's mDNS name (a UUID ending in .local). */
  address: string;
  port: number;
}

export interface SignalInfo {
  kind: SdpKind;
  ufrag: string;
  pwd: string;
  /** SHA-256 certificate fingerprint, 32 bytes. */
  fingerprint: Uint8Array;
  setup: 'actpass' | 'active' | 'passive';
  mid: string;
  candidates: Candidate[];
}

const PREFIX = 'PWL1';
const SETUP_CODE = { actpass: 'x', active: 'a', passive: 'p' } as const;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toB64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromB64url(s: string): Uint8Array | null {
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of s) {
    const v = B64.indexOf(ch);
    if (v < 0) return null;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

/** Reads the parts that matter from a browser's SDP. Throws when one is missing. */
export function parseSdp(kind: SdpKind, sdp: string): SignalInfo {
  const lines = sdp.split(/\r?\n/);
  const attr = (name: string) =>
    lines
      .find((l) => l.startsWith(`a=${name}:`))
      ?.slice(name.length + 3)
      .trim();
  const ufrag = attr('ice-ufrag');
  const pwd = attr('ice-pwd');
  const fp = lines.map((l) => /^a=fingerprint:sha-256 ([0-9A-Fa-f:]+)\s*$/i.exec(l)?.[1]).find((x) => x);
  const setup = attr('setup');
  const mid = attr('mid') ?? '0';
  if (!ufrag || !pwd || !fp || (setup !== 'actpass' && setup !== 'active' && setup !== 'passive')) {
    throw new Error('The connection details are incomplete (no ICE credentials or certificate).');
  }
  const fingerprint = Uint8Array.from(fp.split(':').map((h) => parseInt(h, 16)));
  const candidates: Candidate[] = [];
  for (const l of lines) {
    // a=candidate:<foundation> <component> <proto> <priority> <address> <port> typ <type> ...
    const m = /^a=candidate:\S+ (\d+) (udp|tcp) \d+ (\S+) (\d+) typ host(.*)$/i.exec(l.trim());
    if (m?.[1] !== '1') continue;
    const proto = (m[2] as string).toLowerCase() as 'udp' | 'tcp';
    // A TCP candidate is only useful when the other side can connect to it.
    if (proto === 'tcp' && !/tcptype passive/.test(m[5] as string)) continue;
    const c = { proto, address: m[3] as string, port: Number(m[4]) };
    if (!candidates.some((o) => o.proto === c.proto && o.address === c.address && o.port === c.port))
      candidates.push(c);
  }
  return { kind, ufrag, pwd, fingerprint, setup, mid, candidates };
}

export function encodeSignal(s: SignalInfo): string {
  const cands = s.candidates.map((c) => `${c.proto === 'udp' ? 'u' : 't'}${c.address}#${c.port}`).join(',');
  return [
    PREFIX,
    s.kind === 'offer' ? 'o' : 'a',
    s.ufrag,
    s.pwd,
    toB64url(s.fingerprint),
    SETUP_CODE[s.setup],
    s.mid,
    cands,
  ].join('~');
}

/** The short line for a QR code. */
export function trimSdp(kind: SdpKind, sdp: string): string {
  return encodeSignal(parseSdp(kind, sdp));
}

/** Reads a scanned line; null when it is not a Pitwall live code (or is damaged). */
export function decodeSignal(text: string): SignalInfo | null {
  const parts = text.trim().split('~');
  if (parts.length !== 8 || parts[0] !== PREFIX) return null;
  const [, k, ufrag, pwd, fp, setupCode, mid, cands] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const kind = k === 'o' ? 'offer' : k === 'a' ? 'answer' : null;
  const setup = (Object.keys(SETUP_CODE) as (keyof typeof SETUP_CODE)[]).find((x) => SETUP_CODE[x] === setupCode);
  const fingerprint = fromB64url(fp);
  const iceChars = /^[A-Za-z0-9+/]{4,256}$/;
  if (
    !kind ||
    !setup ||
    !fingerprint ||
    fingerprint.length !== 32 ||
    !iceChars.test(ufrag) ||
    !iceChars.test(pwd) ||
    !/^[A-Za-z0-9_-]{1,32}$/.test(mid)
  )
    return null;
  const candidates: Candidate[] = [];
  for (const c of cands ? cands.split(',') : []) {
    const m = /^([ut])([0-9A-Za-z.:_-]{1,80})#(\d{1,5})$/.exec(c);
    if (!m || Number(m[3]) > 65535) return null;
    candidates.push({ proto: m[1] === 'u' ? 'udp' : 'tcp', address: m[2] as string, port: Number(m[3]) });
  }
  return { kind, ufrag, pwd, fingerprint, setup, mid, candidates };
}

const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, '0').toUpperCase()).join(':');

/** A full session description from the short line, for setRemoteDescription(). */
export function rebuildSdp(s: SignalInfo): { type: SdpKind; sdp: string } {
  const lines = [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    `a=group:BUNDLE ${s.mid}`,
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    `a=ice-ufrag:${s.ufrag}`,
    `a=ice-pwd:${s.pwd}`,
    `a=fingerprint:sha-256 ${hex(s.fingerprint)}`,
    `a=setup:${s.setup}`,
    `a=mid:${s.mid}`,
    'a=sctp-port:5000',
    'a=max-message-size:65536',
    // Host candidates only (no ICE servers); priorities as RFC 8445 §5.1.2.1 gives them for a
    // host candidate, highest first in the order the browser listed them.
    ...s.candidates.map((c, i) => {
      const priority = (126 << 24) + ((65535 - i) << 8) + 255;
      return `a=candidate:${i + 1} 1 ${c.proto} ${priority} ${c.address} ${c.port} typ host${c.proto === 'tcp' ? ' tcptype passive' : ''}`;
    }),
    'a=end-of-candidates',
  ];
  return { type: s.kind, sdp: `${lines.join('\r\n')}\r\n` };
}
