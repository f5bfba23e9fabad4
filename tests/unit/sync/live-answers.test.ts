// Issue 40, "each player rolls and answers on their own phone": a step open on one phone asks some
// questions of other players (Rolling.asks); each player answers on their own phone, the host
// takes an answer only from the phone holding that player's seat, for a step some phone has open,
// relays it to the phones with that step open, and forgets it once the game moves on. Driven
// through the app's own HostSession (the harness in live-table.ts).
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
