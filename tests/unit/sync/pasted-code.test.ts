import { describe, expect, it } from 'vitest';
import { PASTE_MAX, pastedCode } from '../../../src/sync/live/pasted-code';
import { decodeSignal, encodeSignal, type SignalInfo } from '../../../src/sync/live/sdp';

const info = (kind: SignalInfo['kind'], setup: SignalInfo['setup']): SignalInfo => ({
  kind,
  ufrag: 'vRKc',
  pwd: '/bt9A4oSD093/IYGM9oDsiAB',
  fingerprint: Uint8Array.from({ length: 32 }, (_, i) => (i * 37) & 255),
  setup,
  mid: '0',
  candidates: [
    { proto: 'udp', address: '9f75185a-e361-4f62-8cc6-669638daef58.local', port: 51615 },
    { proto: 'udp', address: 'fd00::2', port: 33699 },
    { proto: 'tcp', address: '192.0.2.2', port: 9 },
  ],
});
const OFFER = encodeSignal(info('offer', 'actpass'));
const ANSWER = encodeSignal(info('answer', 'active'));
const NO_CANDIDATES = encodeSignal({ ...info('offer', 'actpass'), candidates: [] });

const code = (text: string, want: 'offer' | 'answer') => {
  const r = pastedCode(text, want);
  return r.code ?? null;
};
const error = (text: string, want: 'offer' | 'answer') => {
  const r = pastedCode(text, want);
  return r.code === undefined ? r.error : null;
};

describe('a live code pasted instead of scanned (issue 39: join without a camera)', () => {
  it('takes the code alone, with spaces and line breaks around it', () => {
    expect(code(OFFER, 'offer')).toBe(OFFER);
    expect(code(`\n  ${ANSWER}  \n`, 'answer')).toBe(ANSWER);
    expect(code(NO_CANDIDATES, 'offer')).toBe(NO_CANDIDATES);
  });

  it('finds the code inside the shared message, the sentence’s punctuation left out', () => {
    expect(code(`Join my Pitwall game: ${OFFER}`, 'offer')).toBe(OFFER);
    expect(code(`Here it is (${ANSWER}). Thanks!`, 'answer')).toBe(ANSWER);
    expect(code(`[18:02] Ann: Join my Pitwall game: ${OFFER}.\n[18:03] Bo: ok`, 'offer')).toBe(OFFER);
    // What was found is the very code: it decodes to what the host encoded.
    expect(decodeSignal(code(`Join my Pitwall game: ${OFFER}!`, 'offer')!)).toEqual(info('offer', 'actpass'));
  });

  it('finds the code in a link that carries it as it is', () => {
    expect(code(`https://pitwall.example/#/join/${OFFER}`, 'offer')).toBe(OFFER);
    expect(code(`Tap https://pitwall.example/?c=${ANSWER} to join`, 'answer')).toBe(ANSWER);
  });

  it('takes the newest code of the kind this phone waits for from a pasted chat', () => {
    const older = encodeSignal({ ...info('offer', 'actpass'), ufrag: 'OLD1' });
    const chat = `Ann: ${older}\nBo: ${ANSWER}\nAnn: try this one ${OFFER}`;
    expect(code(chat, 'offer')).toBe(OFFER);
    expect(code(chat, 'answer')).toBe(ANSWER);
  });

  it('says what to do when nothing, or garbage, is pasted', () => {
    expect(error('', 'offer')).toBe('No whole Pitwall code in that. Paste the whole message the host phone shared.');
    expect(error('   \n ', 'answer')).toMatch(/^No whole Pitwall code in that/);
    for (const junk of ['hello', 'PWL1', 'PWL1~o~', '100% sure', '%E0%A4%A', 'PWL2~o~a~b~c~x~0~'])
      expect(error(junk, 'offer'), junk).toMatch(
        /^No whole Pitwall code in that\. Paste the whole message the host phone shared/,
      );
  });

  it('refuses another app’s link, with the same advice', () => {
    for (const link of [
      'https://meet.example.com/j/81234567890?pwd=PWL1abc',
      'https://chat.whatsapp.com/invite/AbCdEf123',
      'https://maps.app.goo.gl/xyz#PWL1',
      'https://example.com/#/join/not-a-code',
    ])
      expect(error(link, 'offer'), link).toMatch(/^No whole Pitwall code in that/);
  });

  it('finds no code in a damaged one', () => {
    const bad = OFFER.replace('~x~', '~q~'); // no such DTLS role
    expect(error(`Join my Pitwall game: ${bad}`, 'offer')).toMatch(/^No whole Pitwall code in that/);
    const shortPrint = OFFER.split('~');
    shortPrint[4] = shortPrint[4]!.slice(0, 20); // a fingerprint cut short
    expect(error(shortPrint.join('~'), 'offer')).toMatch(/^No whole Pitwall code in that/);
  });

  it('refuses a paste too long to be a message with a code, even with a code in it', () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(80)}${OFFER}`;
    expect(long.length).toBeGreaterThan(PASTE_MAX);
    expect(error(long, 'offer')).toMatch(/^That is too long\. Paste the whole message the host phone shared/);
    // At the limit it is still read.
    const fits = `${'x '.repeat((PASTE_MAX - OFFER.length - 1) / 2)} ${OFFER}`.slice(-PASTE_MAX);
    expect(code(fits, 'offer')).toBe(OFFER);
  });

  it('says which phone’s code to paste when the other kind is pasted', () => {
    expect(error(`My phone’s code: ${ANSWER}`, 'offer')).toBe(
      'That is not the host phone’s code. Paste the whole message the host phone shared.',
    );
    expect(error(`Join my Pitwall game: ${OFFER}`, 'answer')).toBe(
      'That is not the joining phone’s code. Paste the whole message the joining phone shared.',
    );
  });
});
