// A sheet's hidden trackers (issue 33) on issue 32's machinery: an item taken face down enters the
// journal as a commitment (a salted SHA-256 of its kind); its kind and salt stay on the owner's
// phone until a command shows it (payload.open), checked here by every phone before the rule runs.
import { record } from '../core/check';
import { commitOf, type HeldOpening, isCommit, openingsIn, opens, pickOpenings, saltOf } from '../core/commitment';
import { produce } from '../core/draft';
import { type Command, RuleError } from '../core/model';
import type { SystemSecrets } from '../system';
import type { CsCar, CsState, HiddenItem } from './model';
import { standing } from './rules';
import type { Tracker } from './sheet';

/** A committed item's id: the phone picks it, so the commitment can name it. */
export const ITEM_ID = /^h[0-9a-f]{8}$/;

const allKinds = (s: CsState) => s.sheet.trackers.flatMap((t) => t.kinds ?? []);

function itemById(s: CsState, id: string): { car: CsCar; item: HiddenItem } | null {
  for (const car of Object.values(s.cars)) {
    const item = car.hidden.find((h) => h.id === id);
    if (item) return { car, item };
  }
  return null;
}

/** Checks the openings `p.open` carries against their items' commitments and fills in the kinds. */
export function openItems(d: CsState, p: Record<string, unknown>): void {
  for (const [id, o] of Object.entries(openingsIn(p, allKinds(d)))) {
    const found = itemById(d, id);
    if (!found) throw new RuleError(`There is no item ${id} to show.`);
    const { item } = found;
    const t = d.sheet.trackers.find((x) => x.id === item.tracker);
    if (!t?.kinds?.includes(o.kind)) throw new RuleError(`${t?.name ?? 'That tracker'} has no kind "${o.kind}".`);
    if (item.kind !== null && item.kind !== o.kind) throw new RuleError(`That item is ${item.kind}, not ${o.kind}.`);
    if (!item.commit) continue;
    if (!opens(item.commit, id, o))
      throw new RuleError(`That item does not open as ${o.kind}: kind and salt do not match what was committed.`);
    item.kind = o.kind;
  }
}

/** An item taken face down under a commitment (cs.hide once sealed). */
export function commitItem(d: CsState, car: CsCar, t: Tracker, p: Record<string, unknown>): void {
  if (!isCommit(p.commit)) throw new RuleError('The item’s commitment is not readable.');
  const id = p.itemId;
  if (typeof id !== 'string' || !ITEM_ID.test(id)) throw new RuleError('The item’s id is not readable.');
  if (itemById(d, id)) throw new RuleError('That item id is taken: try again.');
  car.hidden.push({ id, tracker: t.id, kind: null, commit: p.commit, revealed: false });
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** A sheet game's answers to the game layer's seal (rules/system.ts SystemSecrets). */
export const CS_SECRETS: SystemSecrets<CsState> = {
  conceal(s, command: Command, _setup, random) {
    if (command.type !== 'cs.hide') return null;
    const p = record(command.payload);
    if (p.commit !== undefined || typeof p.kind !== 'string') return null;
    const car = typeof p.carId === 'string' && Object.hasOwn(s.cars, p.carId) ? s.cars[p.carId] : undefined;
    const t = s.sheet.trackers.find((x) => x.id === p.tracker);
    if (!car || !t?.kinds?.includes(p.kind)) return null;
    if (random.length < 20) throw new Error('Concealing an item needs 20 random bytes.');
    const salt = saltOf(random);
    const itemId = `h${hex(random.subarray(16, 20))}`;
    const { kind, ...rest } = p;
    return {
      command: { ...command, payload: { ...rest, itemId, commit: commitOf(kind as string, itemId, salt) } },
      tokenId: itemId,
      opening: { kind: kind as string, salt, playerId: car.ownerId },
    };
  },

  fits(s, id, o) {
    const f = itemById(s, id);
    return !!f?.item.commit && allKinds(s).includes(o.kind) && opens(f.item.commit, id, o);
  },

  withHeld(s, held) {
    const fill = Object.values(s.cars).some((c) => c.hidden.some((h) => h.kind === null && h.commit && held[h.id]));
    if (!fill) return s;
    return produce(s, (d) => {
      for (const car of Object.values(d.cars))
        for (const h of car.hidden) {
          const o = held[h.id] as HeldOpening | undefined;
          if (h.kind === null && h.commit && o && opens(h.commit, h.id, o)) h.kind = o.kind;
        }
    });
  },

  shown(before, after) {
    const out: string[] = [];
    for (const car of Object.values(before.cars))
      for (const h of car.hidden) {
        if (!h.commit) continue;
        const a = itemById(after, h.id);
        // Shown, or discarded face down: either way its kind goes with the command.
        if (!a || (a.item.revealed && !h.revealed)) out.push(h.id);
      }
    return out;
  },

  unopened(s) {
    return Object.values(s.cars).flatMap((c) => c.hidden.filter((h) => h.commit && h.kind === null).map((h) => h.id));
  },

  owed(s, held) {
    if (!standing(s)) return null;
    const mine = Object.values(s.cars)
      .flatMap((c) => c.hidden.filter((h) => h.commit && h.kind === null && held[h.id]).map((h) => ({ h, c })))
      .filter(({ c }, _i, xs) => c.ownerId === xs[0]?.c.ownerId);
    if (!mine.length) return null;
    const ids = mine.map(({ h }) => h.id);
    return { type: 'cs.reveal', payload: { itemIds: ids, open: pickOpenings(held, ids), owed: true }, at: 0 };
  },
};
