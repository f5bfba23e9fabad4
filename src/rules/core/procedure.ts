// The shape of a guided procedure: a rule system asks questions about the table, the
// player answers (or rolls), and resolve turns the answers into one command plus reasons.
import type { Sides } from './dice';
import { isValidFace } from './dice';

export type Question =
  | { kind: 'yesno'; id: string; label: string; help?: string; default?: boolean }
  | { kind: 'number'; id: string; label: string; min: number; max: number; default?: number; help?: string }
  | {
      kind: 'choice';
      id: string;
      label: string;
      options: { value: string; label: string }[];
      default?: string;
      help?: string;
      /** Issue 40: the player (id) whose choice this is when it is not the acting player's (a Veteran reroll, a defender's pick). */
      player?: string;
    }
  | { kind: 'car'; id: string; label: string; carIds: string[]; default?: string; help?: string }
  /** Pick any number of cars (possibly none), e.g. the cars caught in a blast. */
  /** `each`: what a tapped car is ("caught in the blast"), said on every car's button. */
  | { kind: 'cars'; id: string; label: string; carIds: string[]; help?: string; each?: string }
  | {
      kind: 'dice';
      id: string;
      label: string;
      count: number;
      sides: Sides;
      roller?: string;
      /**
       * Issue 40: the player (id) who throws these dice (an initiative row, a defender's pool, a
       * contest's other side): in live play they are rolled on that player's phone. Unset: the
       * acting player's, the table's or the app's.
       */
      player?: string;
      rerolls?: number;
      /** A custom die's faces by position (issue 33: Hazard, Spin, Shift…): the pad and the faces show these. */
      faceNames?: string[];
    }
  /**
   * Pick one of the results the rules let the player reach (W-8: each modifier +1, −1 or
   * unused), shown side by side with what each takes. Never has a default: no preselected
   * choice may decide a result silently (issue 9).
   */
  | { kind: 'outcome-choice'; id: string; label: string; options: OutcomeOption[]; help?: string };

/** One reachable result: "Spin Out" that takes "+1 short range". */
export interface OutcomeOption {
  value: string;
  /** The result in a word or two ("Spin Out"). */
  result: string;
  /** What it takes ("+1 short range (6)", "as rolled (5)"). */
  takes: string;
  /** Facts this choice asserts (e.g. `shortRange: true`); the sheet records them with the pick. */
  implies?: Answers;
}

/**
 * `roller` of dice no player throws: an app-run vehicle's (R-44 "run by the app"). The sheet offers
 * the app's roll first; the pad stays for a table that throws for it anyway.
 */
export const APP_ROLLER = 'the app';

export type Answers = Record<string, boolean | number | string | number[] | string[] | undefined>;

export interface Outcome<C> {
  summary: string;
  reasons: string[];
  /**
   * The one command Apply records: one journal entry, one undo (issue 10). A chain of effects
   * (an explosion setting off another) happens inside the reducer, never as a second command.
   */
  command: C;
}

export interface Procedure<S, Ctx, C> {
  id: string;
  title: string;
  /** The questions to show now; later questions may depend on earlier answers (dice first, then modifiers). */
  ask(state: S, ctx: Ctx, answers: Answers): Question[];
  resolve(state: S, ctx: Ctx, answers: Answers): Outcome<C> | Refusal;
}

/**
 * Why Apply cannot record yet. `notYet`: nothing is wrong, the form waits for a change (issue 41:
 * an untouched Correct… sheet says "Nothing changed yet" plainly, not as a red alert).
 */
export interface Refusal {
  error: string;
  notYet?: boolean;
}

/** Whether `value` is a usable answer to `q`: the right type and within its bounds. */
export function isAnswered(q: Question, value: Answers[string]): boolean {
  switch (q.kind) {
    case 'yesno':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= q.min && value <= q.max;
    case 'choice':
      return typeof value === 'string' && q.options.some((o) => o.value === value);
    case 'car':
      return typeof value === 'string' && q.carIds.includes(value);
    case 'cars':
      return (
        Array.isArray(value) &&
        (value as unknown[]).every((v) => typeof v === 'string' && q.carIds.includes(v)) &&
        new Set(value as unknown[]).size === value.length
      );
    case 'outcome-choice':
      return typeof value === 'string' && q.options.some((o) => o.value === value);
    case 'dice':
      return (
        Array.isArray(value) &&
        value.length === q.count &&
        (value as unknown[]).every((face) => typeof face === 'number' && isValidFace(face, q.sides))
      );
  }
}

/**
 * Ids of questions without a usable answer, in question order. A default does not count
 * as an answer here; use applyDefaults first when defaults should be accepted as given.
 */
export function missingAnswers(questions: Question[], answers: Answers): string[] {
  return questions.filter((q) => !isAnswered(q, answers[q.id])).map((q) => q.id);
}

/** The answers a pick sets: the pick itself plus the facts its option implies. */
export function answerPick(q: Extract<Question, { kind: 'outcome-choice' }>, value: string): Answers {
  const o = q.options.find((x) => x.value === value);
  return { ...(o?.implies ?? {}), [q.id]: value };
}

/** A copy of `answers` with each question's default filled in where no answer is set. */
export function applyDefaults(questions: Question[], answers: Answers): Answers {
  const out: Answers = { ...answers };
  for (const q of questions) {
    if (out[q.id] === undefined && 'default' in q && q.default !== undefined) {
      out[q.id] = q.default;
    } else if (out[q.id] === undefined && q.kind === 'cars') {
      out[q.id] = []; // "which cars?" defaults to none (e.g. nobody within a blast)
    }
  }
  return out;
}

/**
 * The command a procedure would make with placeholder answers (every die a 1, the `pick` option
 * of every choice and car, defaults where given), or null when it cannot be reached that way. For
 * what does not depend on the answers (issue 31: whose roll it is, asked before any die is
 * rolled: compare the first and the last picks); never recorded.
 */
export function placeholderCommand<S, Ctx, C>(
  p: Procedure<S, Ctx, C>,
  state: S,
  ctx: Ctx,
  pick: 'first' | 'last' = 'first',
): C | null {
  let answers: Answers = {};
  for (let i = 0; i < 60; i++) {
    const qs = p.ask(state, ctx, answers);
    const withDefaults = applyDefaults(qs, answers);
    const q = qs.find((x) => !isAnswered(x, withDefaults[x.id]));
    if (!q) {
      const r = p.resolve(state, ctx, withDefaults);
      return 'error' in r ? null : r.command;
    }
    const v = placeholder(q, pick);
    if (v === undefined) return null;
    answers = q.kind === 'outcome-choice' ? { ...answers, ...answerPick(q, v as string) } : { ...answers, [q.id]: v };
  }
  return null;
}

function placeholder(q: Question, pick: 'first' | 'last'): Answers[string] {
  const at = <T>(xs: readonly T[]): T | undefined => (pick === 'first' ? xs[0] : xs[xs.length - 1]);
  switch (q.kind) {
    case 'dice':
      return Array<number>(q.count).fill(1);
    case 'yesno':
      return false;
    case 'number':
      return q.min;
    case 'choice':
      return at(q.options)?.value;
    case 'outcome-choice':
      return at(q.options)?.value;
    case 'car':
      return at(q.carIds);
    case 'cars':
      return [];
  }
}
