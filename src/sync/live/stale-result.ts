// "The result shown is the result applied", across phones (issue 14 §2). A guest's sheet shows a
// result worked out on its copy of the game as it stood when the player tapped (the proposal's
// `seen`). If the host's journal has moved on since (another phone's step, or this phone's own
// earlier change that waited offline), the same command may now turn out differently; the host
// then refuses it rather than record a result nobody was shown. Pure.
import { initialState, makeReducer } from '../../game/game-reducer';
import { Timeline } from '../../game/timeline';
import type { GameState } from '../../game/types';
import type { Command, Setup } from '../../rules/core/model';
import type { RuleSystem } from '../../rules/system';

/** What a command does to a state, in the words the log's detail view uses ("explain"). */
function resultText(
  system: RuleSystem,
  setup: Setup,
  reduce: (s: GameState, c: Command) => GameState,
  before: GameState,
  command: Command,
): string {
  let after: GameState;
  try {
    after = reduce(before, command);
  } catch (e) {
    return `refused: ${e instanceof Error ? e.message : String(e)}`;
  }
  const d = system.explain?.(before.sys, after.sys, command, setup);
  return JSON.stringify(d ?? null);
}

/**
 * True when `command`, worked out on the game as it stood after the first `seen` journal entries,
 * would now turn out differently on `timeline` (the host's game). Only a rule system's own steps
 * are compared (they have results a sheet showed); the game core's (turns, dice, notes) are not.
 * A command the rules now refuse is left to the host's own check, which says why.
 */
export function resultMoved(
  game: { system: RuleSystem; setup: Setup; timeline: Timeline<GameState> },
  command: Command,
  seen: number,
): boolean {
  const { system, setup, timeline } = game;
  const entries = timeline.entries;
  if (seen >= entries.length || !system.explain || !system.handles(command.type)) return false;
  const reduce = makeReducer(system, setup);
  const now = timeline.state;
  try {
    reduce(now, command);
  } catch {
    return false;
  }
  // Usually every step since was a plain one still in effect: the state then is the one before
  // the first of them. After an undo or redo meanwhile, replay the journal up to `seen`.
  const plain = entries.slice(seen).every((e, i) => e.kind === 'do' && timeline.isActive(seen + i));
  let then: GameState;
  try {
    then = plain
      ? (timeline.around(seen) as { before: GameState }).before
      : Timeline.load(reduce, initialState(system, setup), entries.slice(0, seen)).state;
  } catch {
    return true;
  }
  return resultText(system, setup, reduce, then, command) !== resultText(system, setup, reduce, now, command);
}
