// Issue 40, "each player rolls and answers on their own phone": a step open on one phone asks some
// questions of other players (Rolling.asks); each player answers on their own phone, the host
// takes an answer only from the phone holding that player's seat, for a step some phone has open,
// relays it to the phones with that step open, and forgets it once the game moves on. Driven
// through the app's own HostSession (the harness in live-table.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PEERS_EVERY_MS } from '../../../src/sync/live/host-session';
import { LIVE_LIMITS } from '../../../src/sync/live/limits';
import { type Ask, type HostMsg, type Rolling, toGuestMsg, toHostMsg } from '../../../src/sync/live/messages';
import { doStep, table } from './live-table';

const dice = (q: string, player: string, count = 2): Ask => ({ q, player, label: q, kind: 'dice', count, sides: 6 });
const initiative: Rolling = {
  key: 'rw.initiative:1',
  title: 'Who goes first',
  asks: [dice('ini.0.bo', 'bo'), dice('ini.0.ann', 'ann')],
};
const answersTo = (outs: { to: string; msg: HostMsg }[], link: string) =>
  outs.filter((o) => o.to === link && o.msg.t === 'answers').map((o) => o.msg);

describe('issue 40: answers from the players’ own phones', () => {
  it('the host phone’s sheet asks Bo: Bo’s phone answers, the host collects it and Bo hears it was taken', () => {
    const { session, send, phone } = table();
    phone('bo-phone', 'link-1', 'bo');
    session.rolling(initiative);
    const outs = send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.bo', value: [6, 5] });
    expect(session.status().answers).toEqual({ 'ini.0.bo': [6, 5] });
    expect(answersTo(outs, 'link-1')).toEqual([{ t: 'answers', key: initiative.key, answers: { 'ini.0.bo': [6, 5] } }]);
    // Bo fixes a typo: the later answer stands.
    send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.bo', value: [3, 1] });
    expect(session.status().answers).toEqual({ 'ini.0.bo': [3, 1] });
  });

  it('only the phone holding the question’s seat answers it: another seat, a phone nobody claimed, or another question is ignored', () => {
    const { session, send, phone } = table();
    phone('bo-phone', 'link-1', 'bo');
    phone('shared', 'link-2', null);
    session.rolling(initiative);
    expect(send('link-2', { t: 'answer', key: initiative.key, q: 'ini.0.bo', value: [6, 6] })).toEqual([]);
    expect(send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.ann', value: [6, 6] })).toEqual([]);
    expect(send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.cy', value: [6, 6] })).toEqual([]);
    expect(session.status().answers).toEqual({});
  });

  it('an answer for a step no phone has open, or that does not answer the question, is ignored', () => {
    const { session, send, phone } = table();
    phone('bo-phone', 'link-1', 'bo');
    expect(send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.bo', value: [6, 5] })).toEqual([]);
    session.rolling(initiative);
    for (const value of [[6], [6, 5, 4], [7, 1], [0, 1], 'none'])
      send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.bo', value });
    expect(session.status().answers).toEqual({});
    session.rolling({
      key: 'rw.ram:2',
      title: 'Ram',
      asks: [
        {
          q: 'def.reroll',
          player: 'bo',
          label: 'Veteran reroll?',
          kind: 'choice',
          options: [{ value: 'none', label: 'Keep' }],
        },
      ],
    });
    send('link-1', { t: 'answer', key: 'rw.ram:2', q: 'def.reroll', value: '0' });
    expect(session.status().answers).toEqual({});
    send('link-1', { t: 'answer', key: 'rw.ram:2', q: 'def.reroll', value: 'none' });
    expect(session.status().answers).toEqual({ 'def.reroll': 'none' });
  });

  it('a guest’s open step: the host phone’s player answers, and the guest with the step open hears it; other phones do not', () => {
    const { session, send, phone, tick } = table();
    phone('bo-phone', 'link-1', 'bo');
    phone('cy-phone', 'link-2', null);
    const bosSheet: Rolling = { key: 'rw.ram:3', title: 'Ram', asks: [dice('def', 'ann', 3)] };
    send('link-1', { t: 'rolling', rolling: bosSheet });
    tick(PEERS_EVERY_MS);
    session.claim('ann');
    const outs = session.give('rw.ram:3', 'def', [4, 4, 2]);
    expect(answersTo(outs, 'link-1')).toEqual([{ t: 'answers', key: 'rw.ram:3', answers: { def: [4, 4, 2] } }]);
    expect(answersTo(outs, 'link-2')).toEqual([]);
  });

  it('answers are dropped once the journal moves past the step, or when its sheet closes', () => {
    const { session, send, phone, hostT, changed } = table();
    phone('bo-phone', 'link-1', 'bo');
    session.rolling(initiative);
    send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.bo', value: [6, 5] });
    hostT.push(doStep('rw.config', { pointsValue: 6 }));
    changed();
    expect(session.status().answers).toEqual({});
    send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.bo', value: [2, 2] });
    expect(session.status().answers).toEqual({ 'ini.0.bo': [2, 2] });
    session.rolling(null);
    session.rolling(initiative);
    expect(session.status().answers).toEqual({});
  });

  it('bounded: asks and answers are checked for shape and size, and a flood of answers drops the phone', () => {
    expect(toGuestMsg({ t: 'answer', key: 'k', q: 'q', value: [1, 2] })).toEqual({
      t: 'answer',
      key: 'k',
      q: 'q',
      value: [1, 2],
    });
    expect(toGuestMsg({ t: 'answer', key: 'k', q: 'q', value: Array(LIVE_LIMITS.askDice + 1).fill(1) })).toBeNull();
    expect(toGuestMsg({ t: 'answer', key: 'k', q: 'q', value: { a: 1 } })).toBeNull();
    expect(toGuestMsg({ t: 'answer', key: 'k', q: 'x'.repeat(LIVE_LIMITS.rollingKey + 1), value: 'a' })).toBeNull();
    const many = {
      key: 'k',
      title: 'T',
      asks: Array.from({ length: LIVE_LIMITS.asks + 1 }, (_, i) => dice(`q${i}`, 'bo')),
    };
    expect(toGuestMsg({ t: 'rolling', rolling: many })).toBeNull();
    expect(
      toGuestMsg({ t: 'rolling', rolling: { ...initiative, asks: [{ ...dice('q', 'bo'), count: 0 }] } }),
    ).toBeNull();
    expect(toGuestMsg({ t: 'rolling', rolling: initiative })).toEqual({ t: 'rolling', rolling: initiative });
    expect(toHostMsg({ t: 'answers', key: 'k', answers: { q: [1], r: 'none' } })).toEqual({
      t: 'answers',
      key: 'k',
      answers: { q: [1], r: 'none' },
    });
    expect(toHostMsg({ t: 'answers', key: 'k', answers: { q: { x: 1 } } })).toBeNull();
    const { host, session, send, phone } = table();
    phone('bo-phone', 'link-1', 'bo');
    session.rolling(initiative);
    for (let i = 0; i < 1_000 && host.peers.get('bo-phone')?.connected; i++)
      send('link-1', { t: 'answer', key: initiative.key, q: 'ini.0.bo', value: [1 + (i % 6), 1] });
    expect(host.peers.get('bo-phone')?.connected).toBe(false);
  });
});

// The host's collected answers, whatever phones send in whatever order, are only answers the
// open step asked of the sending phone's seat, given since the journal last moved.
describe('issue 40: a property of the collected answers', () => {
  type Act =
    | { k: 'answer'; phone: number; q: number; face: number }
    | { k: 'hostAnswer'; q: number; face: number }
    | { k: 'open'; asks: number[] }
    | { k: 'close' }
    | { k: 'move' };
  const seats = ['bo', 'ann', null] as const; // Bo's phone, a phone claiming Ann's seat (the host holds it), a shared phone
  const qs = ['q.bo', 'q.ann', 'q.cy'];
  const askOf = (i: number): Ask => dice(qs[i] as string, ['bo', 'ann', 'cy'][i] as string, 1);
  const act: fc.Arbitrary<Act> = fc.oneof(
    fc.record({
      k: fc.constant('answer' as const),
      phone: fc.nat({ max: 2 }),
      q: fc.nat({ max: 2 }),
      face: fc.integer({ min: 0, max: 7 }),
    }),
    fc.record({ k: fc.constant('hostAnswer' as const), q: fc.nat({ max: 2 }), face: fc.integer({ min: 0, max: 7 }) }),
    fc.record({ k: fc.constant('open' as const), asks: fc.subarray([0, 1, 2]) }),
    fc.constant({ k: 'close' as const }),
    fc.constant({ k: 'move' as const }),
  );

  it('never holds an answer from another seat, to a question not asked, or from before the game moved', () => {
    fc.assert(
      fc.property(fc.array(act, { maxLength: 40 }), (acts) => {
        const { session, send, phone, hostT, changed } = table();
        expect(session.claim('ann').holder).toBeUndefined(); // the host phone is Ann's
        phone('p-bo', 'l-0', 'bo');
        phone('p-ann', 'l-1', 'ann'); // refused: the host phone holds Ann's seat
        phone('p-shared', 'l-2', null);
        let asked: number[] | null = null;
        let expected: Record<string, number[]> = {};
        for (const a of acts) {
          if (a.k === 'open') {
            // The same step asking again keeps the answers to questions it still asks.
            const still = a.asks.map((i) => qs[i] as string);
            expected = asked ? Object.fromEntries(Object.entries(expected).filter(([q]) => still.includes(q))) : {};
            asked = a.asks;
            session.rolling({ key: 'step', title: 'Step', asks: a.asks.map(askOf) });
          } else if (a.k === 'close') {
            asked = null;
            expected = {};
            session.rolling(null);
          } else if (a.k === 'move') {
            hostT.push(doStep('rw.config', { pointsValue: 4 + (hostT.entries.length % 3) }));
            changed();
            expected = {};
          } else if (a.k === 'hostAnswer') {
            session.give('step', qs[a.q] as string, [a.face]);
            if (asked?.includes(a.q) && a.q === 1 && a.face >= 1 && a.face <= 6) expected[qs[a.q] as string] = [a.face];
          } else {
            send(`l-${a.phone}`, { t: 'answer', key: 'step', q: qs[a.q], value: [a.face] });
            const seat = seats[a.phone];
            const ok = asked?.includes(a.q) && seat === ['bo', 'ann', 'cy'][a.q] && a.face >= 1 && a.face <= 6;
            // Only Bo's phone holds a seat a question can name (Ann's is the host phone's).
            if (ok && seat === 'bo') expected[qs[a.q] as string] = [a.face];
          }
          expect(session.status().answers).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });
});
