// Issue 32 in live play: a seat's face-down kinds held by the host phone (the forces were built on
// it) go to that seat's phone only, and are forgotten on the host once kept there; a reveal that
// does not open its commitment is refused by the host with the reason.
import { describe, expect, it } from 'vitest';
import type { HeldOpenings } from '../../../src/rules/core/commitment';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { toHostMsg } from '../../../src/sync/live/messages';
import { builtOnHost, doStep, game, table } from './live-table';

describe('issue 32: a seat’s face-down kinds in live play', () => {
  it('go from the host phone to that seat’s phone only, and are forgotten on the host once kept there', () => {
    const { start, held } = builtOnHost();
    let hostHeld = held;
    const tb = table({
      seatCheck: true,
      start,
      env: {
        heldFor: (player) => Object.fromEntries(Object.entries(hostHeld).filter(([, o]) => o.playerId === player)),
        dropHeld: (player, ids) => {
          hostHeld = Object.fromEntries(
            Object.entries(hostHeld).filter(([id, o]) => !(ids.includes(id) && o.playerId === player)),
          );
        },
      },
    });
    const kept: HeldOpenings[] = [];
    const watcher = tb.phone('cy-phone', 'link-c', null, (_g, t) => kept.push(t));
    expect(watcher.guest.player).toBeNull();
    tb.phone('bo-phone', 'link-b', 'bo', (gameId, t) => {
      expect(gameId).toBe(game.id);
      kept.push(t);
    });
    const bo = Object.entries(held).filter(([, o]) => o.playerId === 'bo');
    expect(bo).toHaveLength(2);
    // Bo's phone got Bo's kinds, nobody's else; the phone with no seat got none.
    expect(kept).toEqual([Object.fromEntries(bo)]);
    const sentHeld = [...tb.got.entries()].flatMap(([link, msgs]) =>
      msgs.filter((m) => m.t === 'held').map((m) => ({ link, m })),
    );
    expect(sentHeld.map((x) => x.link)).toEqual(['link-b']);
    // The host forgot them once Bo's phone said it kept them; Ann's stay on the host (her phone).
    expect(Object.values(hostHeld).map((o) => o.playerId)).toEqual(['ann', 'ann']);
  });

  it('a hand-over is read only in its own shape: a bad salt or too many tokens is not a message', () => {
    const ok = {
      t: 'held',
      gameId: 'g1',
      tokens: { h00000001: { kind: 'VETERAN', salt: 'a'.repeat(32), playerId: 'bo' } },
    };
    expect(toHostMsg(ok)).toEqual(ok);
    expect(toHostMsg({ ...ok, tokens: { h00000001: { kind: 'VETERAN', salt: 'xyz', playerId: 'bo' } } })).toBeNull();
    const many = Object.fromEntries(
      Array.from({ length: 501 }, (_, i) => [`h${i}`, { kind: 'NITRO', salt: 'a'.repeat(32), playerId: 'bo' }]),
    );
    expect(toHostMsg({ ...ok, tokens: many })).toBeNull();
  });

  it('a forged reveal from a guest (another kind with the same salt) is refused by the host with the reason', () => {
    const { start, held } = builtOnHost();
    const tb = table({ seatCheck: true, start: [...start, doStep('rw.lockForces', {})] });
    const ph = tb.phone('bo-phone', 'link-b', 'bo');
    const sys = tb.hostT.state.sys as RwState;
    expect(sys.phase).toBe('INITIATIVE');
    tb.hostT.push(doStep('rw.initiative', { passes: [{ ann: [1, 2], bo: [6, 6] }], first: 'bo' }));
    ph.deliver(tb.host.flush()); // as the host's session sends its own changes on
    expect(ph.t.entries).toHaveLength(tb.hostT.entries.length);
    const [gunner, o] = Object.entries(held).find(([, x]) => x.kind === 'GUNNER')!;
    const forged = doStep('rw.reveal', { tokenIds: [gunner], open: { [gunner]: { kind: 'MECHANIC', salt: o.salt } } });
    const head = tb.hostT.entries.length;
    const p = ph.propose(forged);
    const decided = tb.got.get('link-b')!.find((m) => m.t === 'decided' && m.id === p.id);
    expect(decided).toMatchObject({
      seq: null,
      reason:
        'Bo’s token does not open as a Mechanic: kind and salt do not match what was committed when it was bought.',
    });
    expect(tb.hostT.entries).toHaveLength(head);
    const honest = ph.propose(
      doStep('rw.reveal', { tokenIds: [gunner], open: { [gunner]: { kind: 'GUNNER', salt: o.salt } } }),
    );
    expect(tb.got.get('link-b')!.find((m) => m.t === 'decided' && m.id === honest.id)).toMatchObject({ seq: head });
    expect((tb.hostT.state.sys as RwState).tokens[gunner]).toMatchObject({ kind: 'GUNNER', revealed: true });
  });
});
