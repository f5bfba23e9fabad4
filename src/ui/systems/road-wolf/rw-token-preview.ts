// Issue 39: a sheet opened from the owner's private panel uses a face-down token without showing
// it. The sheet works on the state as the owner sees it with that token counted as shown (here
// only, never sent); Apply sends the command, which opens the token then. Closing the sheet sends
// nothing, so the token stays face down on every phone.
import type { Command } from '../../../rules/core/model';
import { tokenRow } from '../../../rules/road-wolf/data';
import type { RwState } from '../../../rules/road-wolf/model';
import type { HiddenToken } from '../../../rules/road-wolf/table-view';
import type { RwSheetId } from './rw-sheet-ids';

/** `s` with the face-down token `tokenId` counted as shown, for a sheet's questions and preview only. */
export function withTokenShown(s: RwState, tokenId: string | undefined): RwState {
  const t = tokenId && Object.hasOwn(s.tokens, tokenId) ? s.tokens[tokenId] : undefined;
  if (!t || t.revealed || t.kind === null) return s;
  return { ...s, tokens: { ...s.tokens, [t.id]: { ...t, revealed: true } } };
}

/** What Apply will show the table, a line on the sheet for the owner holding the phone, or null. */
export function shownOnApply(s: RwState, tokenId: string | undefined): string | null {
  const t = tokenId && Object.hasOwn(s.tokens, tokenId) ? s.tokens[tokenId] : undefined;
  return t && !t.revealed && t.kind !== null ? `Apply shows your ${tokenRow(t.kind).name} to the table.` : null;
}

/**
 * What a use tapped in the owner's panel starts: a sheet (Apply shows the token), or, for a use with
 * no sheet (the Nitro moves at once), a question first, so one stray tap shows nothing.
 */
export type TokenStart =
  | { sheet: RwSheetId; carId?: string; initial: Record<string, string> }
  | { ask: string; yes: string; command: Omit<Command, 'at'> };

export function tokenStart(t: Pick<HiddenToken, 'tokenId' | 'kind' | 'carId' | 'use'>): TokenStart | null {
  const token = t.tokenId;
  if (t.use === 'AMBUSH') return { sheet: 'ambush', initial: { token } };
  if (!t.carId) return null;
  if (t.use === 'NITRO')
    return {
      ask: 'Fire the Nitro now? The table sees it.',
      yes: 'Fire the Nitro',
      command: { type: 'rw.move', payload: { carId: t.carId, mode: 'NITRO', onRoad: true, tokenId: token } },
    };
  if (t.use === 'SHOOT') return { sheet: 'shoot', carId: t.carId, initial: { mode: 'ACTION', weapon: t.kind, token } };
  if (t.use === 'GUNNER_SHOT') return { sheet: 'shoot', carId: t.carId, initial: { mode: 'GUNNER', token } };
  if (t.use === 'SPIKES') return { sheet: 'spikes', carId: t.carId, initial: { token } };
  if (t.use === 'MECHANIC_REPAIR') return { sheet: 'repair', carId: t.carId, initial: { mode: 'MECHANIC', token } };
  return null;
}
