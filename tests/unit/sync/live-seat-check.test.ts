// Issue 40, "a refusal appears where the finger is": a guest phone checks a change before it
// proposes it with the host's own seat check (sync/live/seat-check.ts), on its own copy of the
// game, so that another seat's step is refused where it was tapped and never sent. Here the very
// function the guest's session runs is asked on Bo's copy, then the same entry is proposed to the
// host through the data channel's path: the two answers are the same, word for word, for every
// kind of step (his own, another seat's, the table's, a field no rule reads, an undo of another's).
import { beforeAll, describe, expect, it } from 'vitest';
import { commandActor } from '../../../src/game/actor';
import { actsFor } from '../../../src/game/acts-for';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState } from '../../../src/game/types';
import { NOT_ITS_FIELDS, type SeatGame, seatRefusal } from '../../../src/sync/live/seat-check';
import { anyTable, type Fixture, loadFixture, step } from './live-any-table';

let rw: Fixture;
beforeAll(async () => {
  rw = await loadFixture('road-wolf-v1.json');
});

/** What the guest's session gives the check: its own copy of the game (ui/live/session.ts seatGame). */
function seatGameOf(f: Fixture, t: Timeline<GameState>): SeatGame {
  return {
    actsFor: (c) => actsFor(f.system, c, f.doc.setup, t.state),
    historyPlayer: (kind) => {
      const c = kind === 'undo' ? t.undoTarget : t.redoTarget;
      const before = kind === 'undo' && c ? t.beforeOf(c) : t.state;
      return c ? (commandActor(f.system, c, f.doc.setup, before)?.playerId ?? null) : null;
    },
    playerName: (id) => f.doc.setup.players.find((p) => p.id === id)?.name ?? '?',
  };
}

describe('issue 40: the guest’s check before it proposes is the host’s, word for word', () => {
  it('Road Wolf in play: Bo’s phone on his car, Ann’s car, the table’s dice, an extra field, an undo of Ann’s step', () => {
    const inPlay = rw.doc.journal.slice(0, 13) as Entry[];
    const { hostT, phone, reduce } = anyTable(rw, inPlay);
    const bo = phone('bo-phone', 'link-bo', 'bo');
    const ann = phone('ann-phone', 'link-ann', 'ann');
    const cases: [who: 'ann' | 'bo', Entry][] = [
      ['bo', step('rw.adjust', { carId: 'hammer', damage: 1 })], // Ann's car
      ['bo', step('rw.adjust', { carId: 'brute', damage: 1 })], // his own
      ['bo', step('rw.adjust', { attackerId: 'brute', carId: 'hammer', damage: 1 })], // a field no rule reads
      ['bo', step('dice.roll', { purpose: 'x', pools: [{ sides: 6, faces: [3] }], source: 'app' })], // the table's
      ['ann', step('rw.adjust', { carId: 'sandfly', damage: 1 })], // Ann's own, from her phone
      ['bo', { kind: 'undo', at: Date.now() }], // takes back Ann's step
      ['ann', step('rw.adjust', { carId: 'viper', damage: 1 })], // Bo's car, from Ann's phone
    ];
    const said = { refused: 0, accepted: 0 };
    for (const [who, e] of cases) {
      const p = who === 'bo' ? bo : ann;
      // The phone's copy once it has caught up: the host's journal, replayed on the phone.
      const copy = Timeline.load(reduce, rw.initial, hostT.entries);
      const here = seatRefusal(who, e, seatGameOf(rw, copy));
      const n = hostT.entries.length;
      const there = p.propose(e);
      if (here !== null) {
        said.refused++;
        expect(there, JSON.stringify(e)).toBe(here);
        expect(hostT.entries).toHaveLength(n);
      } else {
        said.accepted++;
        expect(there, JSON.stringify(e)).toBeNull();
        expect(hostT.entries).toHaveLength(n + 1);
      }
    }
    expect(said).toEqual({ refused: 4, accepted: 3 });
    expect(NOT_ITS_FIELDS).toMatch(/rules do not use/);
  });

  it('a phone nobody claimed may make the table’s steps, not a player’s', () => {
    const { phone } = anyTable(rw, rw.doc.journal.slice(0, 13) as Entry[]);
    const shared = phone('shared', 'link-x', null);
    const game = seatGameOf(rw, shared.t);
    const mine = step('rw.adjust', { carId: 'brute', damage: 1 });
    expect(seatRefusal(null, mine, game)).toBe('This is Bo’s to do: only Bo’s phone (or the host phone) can make it.');
    expect(shared.propose(mine)).toBe(seatRefusal(null, mine, game));
    const dice = step('dice.roll', { purpose: 'x', pools: [{ sides: 6, faces: [2] }], source: 'app' });
    expect(seatRefusal(null, dice, game)).toBeNull();
    expect(shared.propose(dice)).toBeNull();
  });
});
