// Issue 14 §2, "the result shown is the result applied" across phones: a guest's step worked out
// on a game the host has since moved past is recorded only if it still turns out the same.
import { describe, expect, it } from 'vitest';
import { initialState, makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState } from '../../../src/game/types';
import whiteLineFever from '../../../src/rules/white-line-fever';
import { LiveGuest } from '../../../src/sync/live/guest';
import { CHANGED_MEANWHILE, LiveHost } from '../../../src/sync/live/host';
import { entryKey } from '../../../src/sync/live/messages';
import { resultMoved } from '../../../src/sync/live/stale-result';
import { makeSetup, winPass } from '../white-line-fever/helpers';

const setup = makeSetup(2, 1);
const reduce = makeReducer(whiteLineFever, setup);
let clock = 1;
const step = (type: string, payload: Record<string, unknown>): Entry => ({
  kind: 'do',
  command: { type, payload, at: ++clock },
});

/** Deployment, placement at speed 3 and the first driver: the journal of a game in play. */
function inPlay(): Timeline<GameState> {
  const t = new Timeline(reduce, initialState(whiteLineFever, setup));
  const players = ['P1', 'P2'];
  t.push(step('wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' }));
  t.push(step('wlf.placementOrder', { passes: [winPass(players, 'P1')], first: 'P1' }));
  t.push(step('wlf.place', { carId: 'P1c1', speed: 3, rolled: false }));
  t.push(step('wlf.place', { carId: 'P2c1', speed: 3, rolled: false }));
  t.push(step('wlf.firstDriver', { passes: [winPass(players, 'P1')], driver: 'P1' }));
  return t;
}

const push = (t: Timeline<GameState>, e: Entry): string | null => {
  try {
    t.push(e);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
};

/** A host and one guest (Bo's phone) on copies of the same game, wired without a network. */
function table() {
  const hostT = inPlay();
  const guestT = Timeline.load(reduce, initialState(whiteLineFever, setup), hostT.entries);
  const host = new LiveHost({
    gameId: 'g',
    journal: () => hostT.entries,
    apply: (e) => push(hostT, e),
    doc: () => {
      throw new Error('not needed');
    },
    moved: (e, seen) => resultMoved({ system: whiteLineFever, setup, timeline: hostT }, e.command, seen),
  });
  const guest = new LiveGuest('bo-phone', 'P2', 'g', {
    journal: () => guestT.entries,
    append: (es) => es.reduce<string | null>((err, e) => err ?? push(guestT, e), null),
    replace: () => undefined,
  });
  const deliver = (msgs: ReturnType<LiveHost['receive']>) => {
    for (const o of msgs)
      for (const r of guest.receive(JSON.parse(JSON.stringify(o.msg)))) deliver(host.receive('bo-phone', r));
  };
  return { hostT, guestT, host, guest, deliver };
}

describe('a step worked out on an older game (issue 14 §2: the result shown is the result applied)', () => {
  it('refuses a correction whose car another phone changed meanwhile; the guest is told why and the phones agree', () => {
    const { hostT, guestT, host, guest, deliver } = table();
    // Bo's phone is offline: it sets P2's car to speed 5 (shown there as "3 → 5")...
    guest.propose(step('wlf.adjust', { carId: 'P2c1', speed: 5 }));
    // ...while the host sets the same car to speed 4.
    expect(push(hostT, step('wlf.adjust', { carId: 'P2c1', speed: 4 }))).toBeNull();
    deliver(host.receive('bo-phone', guest.connected()));
    expect(guest.refused.map((r) => r.reason)).toEqual([CHANGED_MEANWHILE]);
    expect(guest.pending).toEqual([]);
    expect((hostT.state.sys as { cars: Record<string, { speed: number }> }).cars.P2c1!.speed).toBe(4);
    expect(guestT.entries.map(entryKey)).toEqual(hostT.entries.map(entryKey));
  });

  it('records it when the steps meanwhile do not change its result (another car), once', () => {
    const { hostT, guestT, host, guest, deliver } = table();
    guest.propose(step('wlf.adjust', { carId: 'P2c1', speed: 5 }));
    push(hostT, step('wlf.adjust', { carId: 'P1c1', speed: 6 }));
    deliver(host.receive('bo-phone', guest.connected()));
    expect(guest.refused).toEqual([]);
    expect(hostT.entries).toHaveLength(7);
    expect((hostT.state.sys as { cars: Record<string, { speed: number }> }).cars.P2c1!.speed).toBe(5);
    expect(guestT.state).toEqual(hostT.state);
  });

  it('refuses this phone’s own second step that waited offline when the first one changes its result', () => {
    const { hostT, host, guest, deliver } = table();
    guest.propose(step('wlf.adjust', { carId: 'P2c1', speed: 5 }));
    guest.propose(step('wlf.adjust', { carId: 'P2c1', flipped: true, speed: 2 })); // worked out from speed 3, not 5
    deliver(host.receive('bo-phone', guest.connected()));
    expect(guest.refused.map((r) => r.reason)).toEqual([CHANGED_MEANWHILE]);
    expect(hostT.entries).toHaveLength(6);
  });

  it('works out the older game by replaying when an undo came meanwhile', () => {
    const t = inPlay();
    const seen = t.entries.length;
    t.push(step('wlf.adjust', { carId: 'P2c1', speed: 4 }));
    t.push({ kind: 'undo', at: ++clock });
    const game = { system: whiteLineFever, setup, timeline: t };
    expect(resultMoved(game, { type: 'wlf.adjust', payload: { carId: 'P2c1', speed: 5 }, at: 1 }, seen)).toBe(false);
    t.push(step('wlf.adjust', { carId: 'P2c1', speed: 2 }));
    expect(resultMoved(game, { type: 'wlf.adjust', payload: { carId: 'P2c1', speed: 5 }, at: 1 }, seen)).toBe(true);
  });

  it('leaves alone a step made on the latest game, the game core’s own steps, and one the rules now refuse', () => {
    const t = inPlay();
    const game = { system: whiteLineFever, setup, timeline: t };
    expect(
      resultMoved(game, { type: 'wlf.adjust', payload: { carId: 'P2c1', speed: 5 }, at: 1 }, t.entries.length),
    ).toBe(false);
    t.push(step('wlf.adjust', { carId: 'P2c1', speed: 4 }));
    expect(resultMoved(game, { type: 'turn.pass', payload: {}, at: 1 }, 4)).toBe(false);
    expect(resultMoved(game, { type: 'wlf.adjust', payload: { carId: 'P2c1', speed: 99 }, at: 1 }, 5)).toBe(false);
  });
});
