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
 * The answers after the sheet's `patch` (issue 31: the Ram sheet kept the old defender's dice
 * after the target changed). Dice are never re-rolled quietly, but dice entered after a fact that
 * now has another value were thrown for the old one: they are dropped, so the sheet asks for the
 * new car's dice. `questions` are the sheet's questions before the patch, in order.
 */
export function patchAnswers(questions: readonly Question[], answers: Answers, patch: Answers): Answers {
  const next = { ...answers, ...patch };
  const changed = questions.findIndex(
    (q) =>
      q.kind !== 'dice' && Object.hasOwn(patch, q.id) && answers[q.id] !== undefined && answers[q.id] !== patch[q.id],
  );
  if (changed < 0) return next;
  for (const q of questions.slice(changed + 1)) if (q.kind === 'dice' && !Object.hasOwn(patch, q.id)) delete next[q.id];
  return next;
}
