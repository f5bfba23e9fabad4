// Issue 39: a sheet opened from the owner's private panel uses a face-down token without showing
// it. The sheet works on the state as the owner sees it with that token counted as shown (here
// only, never sent); Apply sends the command, which opens the token then. Closing the sheet sends
// nothing, so the token stays face down on every phone.
import { tokenRow } from '../../../rules/road-wolf/data';
import type { RwState } from '../../../rules/road-wolf/model';

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
