import { describe, expect, it } from 'vitest';
import { initialState, makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState, Setup } from '../../../src/game/types';
import freeplay from '../../../src/rules/freeplay';
import { LiveGuest } from '../../../src/sync/live/guest';
import { LiveHost } from '../../../src/sync/live/host';
import { entryKey } from '../../../src/sync/live/messages';

const setup: Setup = {
  players: [
    { id: 'ann', name: 'Ann', color: '#e53935' },
    { id: 'bo', name: 'Bo', color: '#1e88e5' },
  ],
  cars: [{ id: 'c1', playerId: 'ann', name: 'Bolt', color: '#e53935' }],
  houseRules: {},
};

function push(t: Timeline<GameState>, e: Entry): string | null {
  try {
    t.push(e);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

describe('live play with the game’s own reducer (issue 14 §2: the host checks with the same rules)', () => {
  it('a guest’s turn change, dice roll and undo go through the real reducer; a bad one is refused with its message', () => {
    const reduce = makeReducer(freeplay, setup);
    const host = new Timeline(reduce, initialState(freeplay, setup));
    const guestT = new Timeline(reduce, initialState(freeplay, setup));
    const live = new LiveHost({
      gameId: 'g',
      journal: () => host.entries,
      apply: (e) => push(host, e),
      doc: () => {
        throw new Error('not needed');
      },
    });
    const guest = new LiveGuest('bo-phone', 'bo', 'g', {
      journal: () => guestT.entries,
      append: (es) => es.reduce<string | null>((err, e) => err ?? push(guestT, e), null),
      replace: () => undefined,
    });
    const deliver = (msgs: ReturnType<LiveHost['receive']>) => {
      for (const o of msgs)
        for (const r of guest.receive(JSON.parse(JSON.stringify(o.msg)))) deliver(live.receive('bo-phone', r));
    };
    deliver(live.receive('bo-phone', guest.connected()));
    const send = (e: Entry) => deliver(live.receive('bo-phone', guest.propose(e).send!));

    send({ kind: 'do', command: { type: 'turn.pass', payload: {}, at: 1 } });
    send({
      kind: 'do',
      command: {
        type: 'dice.roll',
        payload: { purpose: 'Ram', pools: [{ sides: 6, faces: [4, 6] }], source: 'typed' },
        at: 2,
      },
    });
    send({ kind: 'do', command: { type: 'turn.set', payload: { playerId: 'nobody' }, at: 3 } });
    send({ kind: 'undo', at: 4 });

    expect(host.entries.map((e) => e.kind)).toEqual(['do', 'do', 'undo']);
    expect(host.state.core.turnPlayerId).toBe('bo');
    expect(guest.refused).toHaveLength(1);
    expect(guest.refused[0]!.reason).toMatch(/player/i);
    expect(guestT.entries.map(entryKey)).toEqual(host.entries.map(entryKey));
    expect(guestT.state).toEqual(host.state);
    expect(guest.pending).toEqual([]);
  });
});
