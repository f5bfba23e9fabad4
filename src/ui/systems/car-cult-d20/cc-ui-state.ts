// UI-only state shared by the table's panels and its bottom bar (never a command, never saved):
// the allocation being tapped in (B8.5: one command when it is finished) and a Fixer swap half
// picked (B8.6). Each is keyed by the activation it belongs to, so a new activation, an undo that
// ends this one or another game never sees a stale draft.

import { signal } from '@preact/signals';
import type { AllocDraft } from '../../../rules/car-cult-d20/allocation';
import type { CcState } from '../../../rules/car-cult-d20/model';

/** Which activation a draft belongs to: the active car and the round. */
export function activationKey(s: CcState): string | null {
  return s.activeCarId ? `${s.round}:${s.activeCarId}` : null;
}

export const allocDraft = signal<AllocDraft | null>(null);

/** The draft for this activation (empty when none is being tapped in). */
export function draftFor(s: CcState): AllocDraft | null {
  const key = activationKey(s);
  if (!key) return null;
  const d = allocDraft.value;
  return d && d.key === key ? d : { key, alloc: {}, bonus: 0 };
}

export function setDraft(d: AllocDraft): void {
  allocDraft.value = d;
}

/** A Fixer swap: off, waiting for the Speed Token's card (`st` null), or for the Damage Token's. */
export interface SwapPick {
  key: string;
  st: string | null;
}

export const swapPick = signal<SwapPick | null>(null);

export function swapFor(s: CcState): SwapPick | null {
  const p = swapPick.value;
  return p && p.key === activationKey(s) ? p : null;
}
