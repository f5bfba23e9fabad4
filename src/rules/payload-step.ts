import type { Command, Setup } from './core/model';

/**
 * One step of a rule system's own payload migrations (issue 10): it turns a game whose payloads
 * are at version n into version n+1. A system's steps are its own: a change to Road Wolf's ram
 * payload bumps Road Wolf's payload version only. restore() applies them after the document-level
 * chain (src/game/restore.ts); a stored game without setup.payloadVersion is version 1.
 *
 * Not to be confused with setup.rulesRevision: that records which rules *behaviour* the game was
 * played under and never changes a stored byte; a payload step changes the *shape* of the data.
 *
 * A step must be idempotent: a stored game is migrated each time it is read (the store is not
 * rewritten), so a game opened after an upgrade and played on holds new-shape commands after
 * old-shape ones, and the next read runs the step over both.
 */
export interface PayloadStep {
  /** What the step changes, in a few words; named in the error if the step throws. */
  what: string;
  setup?: (setup: Setup) => Setup;
  /** Called for every command of the journal (core ones too): return the ones it does not change as they are. */
  command?: (command: Command) => Command;
}
