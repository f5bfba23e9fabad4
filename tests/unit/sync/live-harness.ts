// A toy game and phones wired without a network, for the live-protocol tests (issue 14 §2).

import { type Reducer, Timeline } from '../../../src/game/timeline';
import type { Entry, GameDoc } from '../../../src/game/types';
import { RuleError } from '../../../src/rules/core/model';
import { LiveGuest } from '../../../src/sync/live/guest';
import { LiveHost } from '../../../src/sync/live/host';

/** A counter that refuses to go below zero: enough to have proposals the rules refuse. */
export const reduce: Reducer<number> = (s, c) => {
  const n = (c.payload as { n: number }).n;
  if (c.type !== 'add') throw new RuleError(`Unknown command "${c.type}".`);
  if (s + n < 0) throw new RuleError('The total cannot go below 0.');
  return s + n;
};

export const doc = (journal: Entry[] = [], id = 'g1'): GameDoc => ({
  schemaVersion: 1,
  id,
  name: 'Live',
  system: 'freeplay',
  createdAt: 0,
  updatedAt: 0,
  setup: { players: [], cars: [], houseRules: {} },
  journal,
});

let clock = 1_000;
export const add = (n: number): Entry => ({ kind: 'do', command: { type: 'add', payload: { n }, at: ++clock } });
export const undo = (): Entry => ({ kind: 'undo', at: ++clock });
export const redo = (): Entry => ({ kind: 'redo', at: ++clock });

export function tryPush(t: Timeline<number>, e: Entry): string | null {
  try {
    t.push(e);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

export function hostPhone(journal: Entry[] = [], gameId = 'g1') {
  const t = Timeline.load(reduce, 0, journal);
  const host = new LiveHost({
    gameId,
    journal: () => t.entries,
    apply: (e) => tryPush(t, e),
    doc: () => doc(t.entries.slice(), gameId),
  });
  return { t, host };
}

export function guestPhone(peer: string, journal: Entry[] | null = null) {
  const phone = { t: Timeline.load(reduce, 0, journal ?? []), guest: null as unknown as LiveGuest };
  phone.guest = new LiveGuest(peer, null, journal ? 'g1' : null, {
    journal: () => phone.t.entries,
    append: (entries) => {
      for (const e of entries) {
        const r = tryPush(phone.t, e);
        if (r !== null) return r;
      }
      return null;
    },
    replace: (d) => {
      phone.t = Timeline.load(reduce, 0, d.journal);
    },
  });
  return phone;
}

/** Messages as JSON, the way they cross a data channel (nothing shared by reference). */
export const wire = <M>(m: M): M => JSON.parse(JSON.stringify(m)) as M;
