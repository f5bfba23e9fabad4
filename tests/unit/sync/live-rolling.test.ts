// Issue 31, "two phones can race the same roll": the roll a phone has open goes to the others
// (the host lists it with each phone), is bounded like every message, and goes when the phone's
// link does; a sheet can tell whose roll it is before any die (placeholderCommand).
import { describe, expect, it } from 'vitest';
import type { Procedure } from '../../../src/rules/core/procedure';
import { placeholderCommand } from '../../../src/rules/core/procedure';
import { PEERS_EVERY_MS } from '../../../src/sync/live/host-session';
import { LIVE_LIMITS } from '../../../src/sync/live/limits';
import { type HostMsg, toGuestMsg, toHostMsg } from '../../../src/sync/live/messages';
import { stepKey } from '../../../src/ui/live/rolling-here';
import { table } from './live-table';

const lastPeers = (got: Map<string, HostMsg[]>, link: string) =>
  (got.get(link) ?? []).filter((m): m is Extract<HostMsg, { t: 'peers' }> => m.t === 'peers').at(-1);

describe('issue 31: a roll open on one phone is seen on the others', () => {
  it('a guest’s open roll is listed with its phone on every other phone, and cleared when it closes or its link goes', () => {
    const { host, session, send, phone, got, tick, closed } = table();
    phone('bo-phone', 'link-1', 'bo');
    phone('cat-phone', 'link-2', 'cy');
    const rolling = { key: 'rw.wipeout:1a2b', title: 'Wipeout check' };
    send('link-1', { t: 'rolling', rolling });
    tick(PEERS_EVERY_MS); // the phones list goes out at most every 300 ms (issue 39: the session's tick)
    expect(lastPeers(got, 'link-2')?.peers.find((p) => p.peer === 'bo-phone')?.rolling).toEqual(rolling);
    // The host phone's own open roll goes in every list too, at once.
    const outs = session.rolling({ key: 'rw.move:9', title: 'Move ends' });
    expect(outs.map((o) => o.to).sort()).toEqual(['link-1', 'link-2']);
    expect(outs.every((o) => o.msg.t === 'peers' && o.msg.host.rolling?.title === 'Move ends')).toBe(true);
    send('link-1', { t: 'rolling', rolling: null });
    tick(PEERS_EVERY_MS);
    expect(lastPeers(got, 'link-2')?.peers.find((p) => p.peer === 'bo-phone')?.rolling).toBeUndefined();
    send('link-1', { t: 'rolling', rolling });
    closed('link-1');
    expect(host.peerInfos().find((p) => p.peer === 'bo-phone')?.rolling).toBeUndefined();
  });

  it('a rolling message is checked like every other: short texts only, or not a message', () => {
    expect(toGuestMsg({ t: 'rolling', rolling: null })).toEqual({ t: 'rolling', rolling: null });
    expect(toGuestMsg({ t: 'rolling', rolling: { key: 'k', title: 'T', extra: 'x' } })).toEqual({
      t: 'rolling',
      rolling: { key: 'k', title: 'T' },
    });
    expect(
      toGuestMsg({ t: 'rolling', rolling: { key: 'k'.repeat(LIVE_LIMITS.rollingKey + 1), title: 'T' } }),
    ).toBeNull();
    expect(toGuestMsg({ t: 'rolling', rolling: { key: 'k', title: '' } })).toBeNull();
    expect(toGuestMsg({ t: 'rolling' })).toBeNull();
    // On a guest, a host's list with an oversized roll keeps the phone and leaves the roll out.
    const m = toHostMsg({
      t: 'peers',
      host: { player: 'ann', head: 3, rolling: { key: 'a', title: 'x'.repeat(500) } },
      peers: [{ peer: 'p', player: null, head: 1, connected: true, rolling: { key: 'a', title: 'Move ends' } }],
    });
    expect(m).toEqual({
      t: 'peers',
      host: { player: 'ann', head: 3 },
      peers: [{ peer: 'p', player: null, head: 1, connected: true, rolling: { key: 'a', title: 'Move ends' } }],
    });
  });

  it('a flood of rolling messages drops the phone like any other chatter', () => {
    const { host, send, phone } = table();
    phone('bo-phone', 'link-1', 'bo');
    for (let i = 0; i < 1_000 && host.peers.get('bo-phone')?.connected; i++)
      send('link-1', { t: 'rolling', rolling: i % 2 ? null : { key: `k${i}`, title: 'Roll' } });
    expect(host.peers.get('bo-phone')?.connected).toBe(false);
  });

  it('the step key names the procedure and what it is about, not the setup', () => {
    const setupA = { players: [{ id: 'ann' }] };
    const setupB = { players: [{ id: 'bo' }] };
    expect(stepKey('rw.wipeout', { setup: setupA, carId: 'c1' })).toBe(
      stepKey('rw.wipeout', { setup: setupB, carId: 'c1' }),
    );
    expect(stepKey('rw.wipeout', { setup: setupA, carId: 'c1' })).not.toBe(stepKey('rw.wipeout', { carId: 'c2' }));
    expect(stepKey('rw.wipeout', { carId: 'c1' }).length).toBeLessThanOrEqual(LIVE_LIMITS.rollingKey);
  });
});

describe('placeholderCommand: what a sheet makes before any die, for whose roll it is', () => {
  type Ctx = { attacker: string };
  const shot: Procedure<null, Ctx, { type: string; payload: Record<string, unknown> }> = {
    id: 'toy.shot',
    title: 'Shot',
    ask: (_s, _ctx, a) => [
      { kind: 'car', id: 'target', label: 'Target', carIds: ['x', 'y'] },
      ...(a.target ? [{ kind: 'dice' as const, id: 'dice', label: 'Dice', count: 2, sides: 6 as const }] : []),
    ],
    resolve: (_s, ctx, a) =>
      a.target && Array.isArray(a.dice)
        ? {
            summary: '',
            reasons: [],
            command: { type: 'toy.shoot', payload: { attacker: ctx.attacker, target: a.target, dice: a.dice } },
          }
        : { error: 'not yet' },
  };

  it('answers every question with a placeholder: the first or the last pick, dice all 1s', () => {
    expect(placeholderCommand(shot, null, { attacker: 'bo' })?.payload).toEqual({
      attacker: 'bo',
      target: 'x',
      dice: [1, 1],
    });
    expect(placeholderCommand(shot, null, { attacker: 'bo' }, 'last')?.payload.target).toBe('y');
  });

  it('a procedure that cannot be completed that way gives null', () => {
    const stuck: typeof shot = { ...shot, ask: () => [{ kind: 'car', id: 't', label: 'T', carIds: [] }] };
    expect(placeholderCommand(stuck, null, { attacker: 'bo' })).toBeNull();
    const refused: typeof shot = { ...shot, resolve: () => ({ error: 'no' }) };
    expect(placeholderCommand(refused, null, { attacker: 'bo' })).toBeNull();
  });
});
