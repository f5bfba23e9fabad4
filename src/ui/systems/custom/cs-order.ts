// The turn order of a game played on a sheet, as the table screen shows and advances it (issue 33).
// The rules say whose turn it is and refuse an order with unbroken ties (rules/custom); here the
// app throws the roll-off dice a tie needs, so one tap on the bottom bar starts the next round.

import { rollDie } from '../../../rules/core/dice';
import type { Setup } from '../../../rules/core/model';
import type { Rng } from '../../../rules/core/rng';
import type { CsState } from '../../../rules/custom/model';
import { current, nextInRound, roundOrder } from '../../../rules/custom/rules';

/** The most roll-off dice one id may throw for one order (the reducer takes up to 20). */
const MAX_ROLLS = 20;

/** What the next cs.next does: the next turn in this round, or a new round (with its first order). */
export function nextStep(s: CsState): 'turn' | 'round' | 'first' {
  if (s.turn.round === 0) return 'first';
  if (s.sheet.turns.order !== 'free' && nextInRound(s) !== null) return 'turn';
  return 'round';
}

/** The bottom bar's label for cs.next. */
export function nextLabel(s: CsState): string {
  const step = nextStep(s);
  return step === 'first' ? 'Roll off for the order' : step === 'turn' ? 'Next turn' : 'Next round';
}

/**
 * D6 roll-offs for a new round's order: one more die for each id in each group still tied, until
 * none is (roundOrder's `tied`). Empty when the order has no ties (or is not by a stat).
 */
export function rollOff(s: CsState, rng: Rng): Record<string, number[]> {
  const rolls: Record<string, number[]> = {};
  for (let n = 0; n < MAX_ROLLS; n++) {
    const { tied } = roundOrder(s, rolls);
    if (!tied.length) break;
    for (const group of tied)
      for (const id of group) {
        const mine = rolls[id] ?? [];
        mine.push(rollDie(rng, 6));
        rolls[id] = mine;
      }
  }
  return rolls;
}

/** The payload of the bottom bar's cs.next: a new round's roll-off dice, when it needs any. */
export function nextPayload(s: CsState, rng: Rng): { rolls?: Record<string, number[]> } {
  if (nextStep(s) === 'turn') return {};
  const rolls = rollOff(s, rng);
  return Object.keys(rolls).length ? { rolls } : {};
}

/** Who takes turns, by name: a car's or a player's. */
export function takerName(s: CsState, setup: Setup, id: string): string {
  const list: { id: string; name: string }[] = s.sheet.turns.by === 'car' ? setup.cars : setup.players;
  return list.find((x) => x.id === id)?.name ?? '?';
}

/** The colour of whoever's turn it is (a car's own, or a player's). */
export function takerColor(s: CsState, setup: Setup): string | undefined {
  const id = current(s);
  if (!id) return undefined;
  const list: { id: string; color: string }[] = s.sheet.turns.by === 'car' ? setup.cars : setup.players;
  return list.find((x) => x.id === id)?.color;
}

/** The player whose turn it is now: the current player, or the current car's owner. */
export function turnPlayer(s: CsState): string | null {
  const id = current(s);
  if (!id) return null;
  return s.sheet.turns.by === 'car' ? (s.cars[id]?.ownerId ?? null) : id;
}
