// Readers for a guided roll's answers (issue 10), shared by every system's procedures. Answers come
// from the sheet (or a test) as loose values; each reader returns the typed value or undefined,
// never throws: a missing or malformed answer simply means "not answered yet".
import { type Answers, applyDefaults, type Question } from './procedure';

/** One die's face: a bare number or the first of a list (a one-die dice answer). */
export function face(a: Answers, id: string): number | undefined {
  const v = a[id];
  const f = Array.isArray(v) ? v[0] : v;
  return typeof f === 'number' ? f : undefined;
}

/** A pool's faces, when every one is a number. */
export function faces(a: Answers, id: string): number[] | undefined {
  const v = a[id];
  return Array.isArray(v) && v.every((f) => typeof f === 'number') ? (v as number[]) : undefined;
}

export function str(a: Answers, id: string): string | undefined {
  const v = a[id];
  return typeof v === 'string' ? v : undefined;
}

export function bool(a: Answers, id: string): boolean | undefined {
  const v = a[id];
  return typeof v === 'boolean' ? v : undefined;
}

/** A "which cars?" answer; none picked reads as an empty list. */
export function cars(a: Answers, id: string): string[] {
  const v = a[id];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** A string answer, or the question's default when it has not been answered. */
export function strOrDefault(a: Answers, id: string, qs: Question[]): string | undefined {
  return str(applyDefaults(qs, a), id);
}

/**
 * The answers after the sheet's `patch`. Issue 40 (the table re-rolled by retargeting): dice
 * entered on a sheet stay with it until Apply or Cancel, whatever fact changes (a new target, and
 * back again): the dice on the table were thrown once. Only the dice a patch itself sets change.
 * Where the dice kept no longer fit a question (another count), the sheet asks (keptDiceMismatch),
 * it never clears them by itself. `questions` are the sheet's questions before the patch.
 */
export function patchAnswers(_questions: readonly Question[], answers: Answers, patch: Answers): Answers {
  return { ...answers, ...patch };
}

/**
 * Issue 40: a dice answer kept from before a change that no longer fits its question (more or
 * fewer faces than it now takes, or a face the die does not have): the sheet shows it and asks
 * (keep the first faces, or clear), never drops it quietly. Null when it fits or is not set.
 */
export function keptDiceMismatch(q: Extract<Question, { kind: 'dice' }>, value: Answers[string]): number[] | null {
  if (!Array.isArray(value) || value.length <= q.count) return null;
  return (value as unknown[]).every((f) => typeof f === 'number') ? (value as number[]) : null;
}
