import { describe, expect, it } from 'vitest';
import { toFrames, Unframer } from '../../../src/sync/live/frames';
import { decodeSignal, encodeSignal, parseSdp, rebuildSdp, trimSdp } from '../../../src/sync/live/sdp';

// Chromium 14x's own offer and answer for one data channel, no ICE servers (mDNS host names).
const OFFER = [
  'v=0',
  'o=- 2824485232966377278 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:3672945611 1 udp 2113937151 9f75185a-e361-4f62-8cc6-669638daef58.local 51615 typ host generation 0 network-cost 999',
  'a=candidate:294285867 1 udp 2113942271 a319e8ca-be5b-4276-941d-6a15d61efff0.local 52918 typ host generation 0 network-cost 999',
  'a=ice-ufrag:vRKc',
  'a=ice-pwd:/bt9A4oSD093/IYGM9oDsiAB',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 E6:8F:CB:16:49:BA:CA:6A:D1:BE:03:FD:DF:A2:00:A9:44:57:64:19:CA:9E:31:F3:73:86:D0:35:53:C9:F5:08',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

const ANSWER_IPS = OFFER.replace('a=setup:actpass', 'a=setup:active')
  .replace(/a=candidate:.*\r\n/g, '')
  .replace(
    'a=ice-ufrag',
    [
      'a=candidate:336630332 1 udp 2113937151 192.0.2.2 46376 typ host generation 0 network-cost 999',
      'a=candidate:3749073884 1 udp 2113942271 fd00::2 33699 typ host generation 0 network-cost 999',
      'a=candidate:9 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0',
      'a=candidate:10 1 tcp 1518280447 192.0.2.2 50001 typ host tcptype passive generation 0',
      'a=candidate:11 1 udp 1686052607 203.0.113.9 46376 typ srflx raddr 192.0.2.2 rport 46376',
      'a=candidate:12 2 udp 2113937150 192.0.2.2 46377 typ host',
      'a=ice-ufrag',
    ].join('\r\n'),
  );

describe('live signaling: the offer and answer as one short QR line (issue 14 §2)', () => {
  it('keeps credentials, fingerprint, role and host candidates, and rebuilds an SDP that says the same', () => {
    const line = trimSdp('offer', OFFER);
    expect(line.length).toBeLessThan(250); // one small QR code (version 20 holds 858 bytes at level L)
    const info = decodeSignal(line)!;
    expect(info).toEqual(parseSdp('offer', OFFER));
    expect(info.ufrag).toBe('vRKc');
    expect(info.pwd).toBe('/bt9A4oSD093/IYGM9oDsiAB');
    expect(info.setup).toBe('actpass');
    expect(info.candidates).toEqual([
      { proto: 'udp', address: '9f75185a-e361-4f62-8cc6-669638daef58.local', port: 51615 },
      { proto: 'udp', address: 'a319e8ca-be5b-4276-941d-6a15d61efff0.local', port: 52918 },
    ]);
    const rebuilt = rebuildSdp(info);
    expect(rebuilt.type).toBe('offer');
    expect(rebuilt.sdp).toContain(
      'a=fingerprint:sha-256 E6:8F:CB:16:49:BA:CA:6A:D1:BE:03:FD:DF:A2:00:A9:44:57:64:19:CA:9E:31:F3:73:86:D0:35:53:C9:F5:08\r\n',
    );
    expect(parseSdp('offer', rebuilt.sdp)).toEqual(info);
    expect(trimSdp('offer', rebuilt.sdp)).toBe(line);
  });

  it('keeps IPv4, IPv6 and passive TCP host candidates of component 1, drops the rest', () => {
    const info = decodeSignal(trimSdp('answer', ANSWER_IPS))!;
    expect(info.kind).toBe('answer');
    expect(info.setup).toBe('active');
    expect(info.candidates).toEqual([
      { proto: 'udp', address: '192.0.2.2', port: 46376 },
      { proto: 'udp', address: 'fd00::2', port: 33699 },
      { proto: 'tcp', address: '192.0.2.2', port: 50001 },
    ]);
    expect(rebuildSdp(info).sdp).toContain(
      'a=candidate:3 1 tcp 2130705919 192.0.2.2 50001 typ host tcptype passive\r\n',
    );
    expect(parseSdp('answer', rebuildSdp(info).sdp)).toEqual(info);
  });

  it('refuses what is not a Pitwall live code or is damaged', () => {
    const line = trimSdp('offer', OFFER);
    expect(decodeSignal('https://example.com')).toBeNull();
    expect(decodeSignal(line.slice(0, -10))).not.toEqual(decodeSignal(line));
    expect(decodeSignal(line.replace('~o~', '~q~'))).toBeNull();
    expect(decodeSignal(line.replace(/~[A-Za-z0-9_-]{43}~/, '~AAAA~'))).toBeNull(); // a short fingerprint
    expect(decodeSignal(`${line},u1.2.3.4#70000`)).toBeNull();
    expect(() => parseSdp('offer', 'v=0\r\n')).toThrow(/incomplete/);
  });

  it('encodes what it decodes', () => {
    const info = parseSdp('answer', ANSWER_IPS);
    expect(decodeSignal(encodeSignal(info))).toEqual(info);
  });
});

describe('live frames', () => {
  it('sends a small message as one frame and a large one in parts that reassemble in order', () => {
    const small = { t: 'head', head: 3 };
    expect(toFrames(small)).toEqual([`F${JSON.stringify(small)}`]);
    const big = { t: 'game', photo: 'x'.repeat(40_000) };
    const frames = toFrames(big);
    expect(frames.length).toBe(3);
    expect(frames.every((f) => f.length <= 16_000)).toBe(true);
    const u = new Unframer();
    expect(frames.map((f) => u.push(f))).toEqual([undefined, undefined, big]);
    expect(u.push(toFrames(small)[0]!)).toEqual(small);
    expect(() => u.push('Zjunk')).toThrow();
    expect(() => new Unframer(10).push(`P${'y'.repeat(20)}`)).toThrow(/too large/);
  });
});
