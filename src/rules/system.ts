import type { HeldOpening, HeldOpenings } from './core/commitment';
import type { Actor, CommandSubjects } from './core/log-row';
import type { Command, HouseRuleValue, Setup } from './core/model';

/** A house-rule switch shown on the setup screen (spec ambiguities with a table choice). */
export interface HouseRuleDef {
  id: string;
  /** The spec id it resolves, e.g. "W-4". */
  spec: string;
  label: string;
  help: string;
  options: readonly { value: HouseRuleValue; label: string }[];
  default: HouseRuleValue;
}

/** A quick-reference card: our own words, plus tables that are the rules' own data. */
export interface ReferenceCard {
  id: string;
  title: string;
  /** Paragraphs of plain text. */
  body: string[];
  table?: { caption: string; columns: string[]; rows: string[][] };
  /** Spec ids the card touches, e.g. ["W-8", "W-9"]. */
  specs?: string[];
  /** Variants of rules other cards state (the house rules): search ranks it below them. */
  variants?: boolean;
}

/** What the log's detail view shows beyond the one-line text. */
export interface CommandDetail {
  /** The player who acted, when the rules know it (the Driver, the caller of a check...). */
  who?: string;
  lines: string[];
}

/**
 * The public face of a rule system. `reduce` is a pure function: it returns the next state or
 * throws a RuleError, and never mutates its input.
 */
export interface RuleSystem<S = unknown> {
  id: string;
  name: string;
  /** Command types this system handles; everything else is handled by the game core. */
  handles(type: string): boolean;
  init(setup: Setup): S;
  reduce(state: S, command: Command, setup: Setup): S;
  /**
   * A one-line description of a command for the game log, actor first (issue 30): "Red Fury
   * shoots Viper: 2 hits". `before` is the state the command was applied to, when known (an undone
   * entry's is not); a line must read without it.
   */
  describe(command: Command, setup: Setup, before?: S | null): string | null;
  /**
   * Who the command acts for (core/log-row.ts): the log row starts with them, and in live play
   * only their player's seat (or the host) may propose it (issue 31). Null for the table's shared
   * commands. Systems without it have no actors.
   */
  actor?(command: Command, setup: Setup, before: S | null): Actor | null;
  /**
   * Issue 39: the actor and everyone else a command acts for, and its type's subject fields, from
   * the declaration `actor` is made from (core/log-row.ts commandSubjects).
   */
  subjects?(command: Command, setup: Setup, before: S | null): CommandSubjects;
  /**
   * A shorter form of `describe` for a label with little room (the table's Undo button, three
   * lines of a 360 px phone), for the commands whose log line is a list; null (or no method) for
   * the log line itself. The log line stays the full story: the button's description and title.
   * `before` as for `describe`.
   */
  describeShort?(command: Command, setup: Setup, before?: S | null): string | null;
  /**
   * The whole story of one command for the log's detail view (issue 9): who acted, and lines for
   * the facts, modifiers and what changed, with what to do with the models. `before` and `after`
   * are the states around the command.
   */
  explain?(before: S, after: S, command: Command, setup: Setup): CommandDetail;
  /** Set once the rules say the game is over: the winners, or none for a draw. */
  outcome?(state: S): { winnerIds: string[] } | null;
  houseRules?: readonly HouseRuleDef[];
  reference?: readonly ReferenceCard[];
  /**
   * Bumped when a rules change would replay an old journal differently (a command once allowed is
   * now refused, a turn once skipped is now taken). New games record it in setup.rulesRevision;
   * the rules keep the older behaviour for games started under an older revision.
   */
  rulesRevision?: number;
  /** Cars each player brings by default, and the advice shown with it. */
  carsPerPlayer?: { default: number; hint: string };
  /** How long a game takes with this many cars a player, in minutes, where the rules say (W: estimatedMinutes). */
  estimatedMinutes?(carsPerPlayer: number): number;
  /**
   * A setup this system cannot play, as a refusal restore() shows (issue 33: a game's sheet that
   * does not read); null when it can. Systems whose setups are always playable have none.
   */
  checkSetup?(setup: Setup): string | null;
  /** Face-down tokens under commitments (issue 32): what the game layer's seal (game/seal.ts) asks of the system. */
  secrets?: SystemSecrets<S>;
}

/**
 * Issue 32: how a system keeps face-down kinds off the shared journal. The journal's state holds
 * commitments only; a phone sees its own kinds merged in (`withHeld`) and its commands carry the
 * openings the rules need (payload.open), checked by every phone's reducer.
 */
export interface SystemSecrets<S> {
  /**
   * A command that would put a kind into the journal (a purchase), rewritten to carry a
   * commitment instead, with the opening its maker's phone keeps; null when there is none.
   * `random`: 20 random bytes from the phone (salt and token id).
   */
  conceal(
    s: S,
    command: Command,
    setup: Setup,
    random: Uint8Array,
  ): { command: Command; tokenId: string; opening: HeldOpening } | null;
  /** Does `o` open one of the face-down tokens of `s`? (Openings from a file or a code are kept only if so.) */
  fits(s: S, tokenId: string, o: HeldOpening): boolean;
  /** The state as a phone holding `held` sees it: the kinds it holds filled in. */
  withHeld(s: S, held: HeldOpenings): S;
  /** Ids of the tokens `after` shows (or has lost) that `before` had face down: their openings go with the command. */
  shown(before: S, after: S): string[];
  /** Face-down token ids whose kinds `s` may need to be shown: the candidates when a result depends on one. */
  unopened(s: S): string[];
  /**
   * The command by which a phone holding `held` shows what it owes the table: tokens the rules
   * showed or lost while it was not their phone that acted, and every one once the game is over
   * (each commitment is then opened and checked). Null when nothing is owed.
   */
  owed(s: S, held: HeldOpenings): Command | null;
}
