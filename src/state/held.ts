/**
 * Values a control holds before they become a command (issue 30): a stepper's taps on a setup
 * value ("Hammer starts with 3 engine Speed Tokens") are one journal entry and one undo step,
 * made when the stepper is left. The app commits every held value before any other entry is
 * made (dispatch, undo, redo), before the game closes and when the page is hidden, so the next
 * action always comes after the value it followed and no tap is lost. Taking up another held
 * control leaves the one before.
 */
import { signal } from '@preact/signals';

const held = new Map<object, () => void>();

/**
 * Issue 41: how many values wait to be committed. The header says "Saved" only when none does
 * (a held value is not in the journal yet, so it is not saved).
 */
export const heldCount = signal(0);

/** Issue 41: a held value is committed after this pause without a tap, so nothing waits unsaved for long. */
export const HELD_PAUSE_MS = 1500;
let pauseTimer: ReturnType<typeof setTimeout> | null = null;

function counted(): void {
  heldCount.value = held.size;
  if (pauseTimer) clearTimeout(pauseTimer);
  pauseTimer = held.size ? setTimeout(() => commitHeld(), HELD_PAUSE_MS) : null;
}

/** Holds `owner`'s value until it is committed; `commit` makes its command. Commits any other held value first. */
export function hold(owner: object, commit: () => void): void {
  for (const o of [...held.keys()]) if (o !== owner) commitHeld(o);
  held.set(owner, commit);
  counted();
}

/** Drops `owner`'s held value without a command (the value went back to where it was). */
export function release(owner: object): void {
  held.delete(owner);
  counted();
}

/** Commits `owner`'s held value, or every held value in the order they were taken up. */
export function commitHeld(owner?: object): void {
  for (const [o, commit] of [...held]) {
    if (owner !== undefined && o !== owner) continue;
    if (!held.delete(o)) continue; // committed meanwhile (a commit's dispatch commits the rest)
    counted();
    commit();
  }
}
