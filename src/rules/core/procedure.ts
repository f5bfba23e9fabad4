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
    }
  | { kind: 'car'; id: string; label: string; carIds: string[]; default?: string; help?: string }
  /** Pick any number of cars (possibly none), e.g. the cars caught in a blast. */
  /** `each`: what a tapped car is ("caught in the blast"), said on every car's button. */
  | { kind: 'cars'; id: string; label: string; carIds: string[]; help?: string; each?: string }
  | { kind: 'dice'; id: string; label: string; count: number; sides: Sides; roller?: string; rerolls?: number }
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
  resolve(state: S, ctx: Ctx, answers: Answers): Outcome<C> | { error: string };
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
