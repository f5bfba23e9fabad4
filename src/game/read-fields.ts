// Issue 31, "only what the rules read is stored": a command proposed by another phone keeps only
// the payload fields the rules read. Commands have no schema of their own (the reducers check
// their fields by hand), so the rules are asked instead: the command is applied, described and
// its actor found on a payload that records which of its fields were looked at. Fields nobody
// read are dropped; if the rules enumerate the payload (Object.keys, a spread), every field
// counts as read. The trimmed command must give the same state as the one proposed, or it is
// kept whole. Top-level fields only: what is nested inside a field the rules read stays, within
// the live limits (sync/live/payload.ts). Pure.
import type { Command, Setup } from '../rules/core/model';
import type { RuleSystem } from '../rules/system';
import { commandActor } from './actor';
import { describeCommand, makeReducer } from './game-reducer';
import type { GameState } from './types';

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;

/** The payload's fields that reducing, describing and finding the actor of `command` read. */
function fieldsRead(system: RuleSystem, setup: Setup, before: GameState, command: Command): Set<string> | 'all' {
  const payload = command.payload as Record<string, unknown>;
  const read = new Set<string>();
  let all = false;
  const watched = new Proxy(payload, {
    get(t, k, r) {
      if (typeof k === 'string') read.add(k);
      return Reflect.get(t, k, r);
    },
    has(t, k) {
      if (typeof k === 'string') read.add(k);
      return Reflect.has(t, k);
    },
    getOwnPropertyDescriptor(t, k) {
      if (typeof k === 'string') read.add(k);
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
    ownKeys(t) {
      all = true;
      return Reflect.ownKeys(t);
    },
  });
  const seen: Command = { ...command, payload: watched };
  // A refused command is refused again when it is applied; what it read still counts. Describing
  // and finding the actor of a malformed command may throw too (issue 39): that is not a read.
  for (const look of [
    () => makeReducer(system, setup)(before, seen),
    () => describeCommand(system, seen, setup, before),
    () => commandActor(system, seen, setup, before),
  ])
    try {
      look();
    } catch {}
  return all ? 'all' : read;
}

const sameOutcome = (system: RuleSystem, setup: Setup, before: GameState, a: Command, b: Command): boolean => {
  const reduce = makeReducer(system, setup);
  const run = (c: Command) => {
    try {
      return JSON.stringify(reduce(before, c));
    } catch (e) {
      return `refused: ${(e as Error).message}`;
    }
  };
  return run(a) === run(b);
};

/**
 * `command` with only the payload fields the rules read when it is applied to `before`
 * (the same object when nothing is dropped).
 */
export function keepReadFields(system: RuleSystem, setup: Setup, before: GameState, command: Command): Command {
  if (!isPlainObject(command.payload)) return command;
  const read = fieldsRead(system, setup, before, command);
  if (read === 'all') return command;
  const payload = command.payload;
  const kept = Object.keys(payload).filter((k) => read.has(k));
  if (kept.length === Object.keys(payload).length) return command;
  const trimmed: Command = { ...command, payload: Object.fromEntries(kept.map((k) => [k, payload[k]])) };
  return sameOutcome(system, setup, before, command, trimmed) ? trimmed : command;
}
