// Issue 42, "were the dice fair?": which of a guided roll's dice the app rolled and which were
// typed from the table, face by face, and the Thrown list Apply records with the step. Pure.
import type { DiceSource, Setup, Thrown } from '../../rules/core/model';
import { type Answers, APP_ROLLER, type Question } from '../../rules/core/procedure';

type DiceQ = Extract<Question, { kind: 'dice' }>;

/**
 * The sources of a question's faces after an answer: `before` are the faces' sources so far
 * (`had` faces shown), `next` the new answer, `source` where the added faces came from (the Roll
 * button: 'app'; the pad: 'typed'; none: faces kept or cleared, nothing added).
 */
export function nextSources(
  before: readonly DiceSource[] | undefined,
  had: number,
  next: readonly number[] | undefined,
  source: DiceSource | undefined,
): DiceSource[] {
  // A face whose source this sheet never heard (an answer given before it opened) counts as typed.
  return next ? next.map((_, i) => (i < had ? before?.[i] : source) ?? 'typed') : [];
}

/**
 * Whose dice a question's are: its player; none for the app's (APP_ROLLER) or a roller who is no
 * player ("an opponent", "anyone"); the player it names; else `actor` (the acting player's dice).
 */
export function whoseDice(q: DiceQ, setup: Setup, actor: string | null): string | null {
  if (q.player) return q.player;
  if (q.roller === undefined) return actor;
  if (q.roller === APP_ROLLER) return null;
  const name = q.roller.trim().toLowerCase();
  return setup.players.find((p) => p.name.trim().toLowerCase() === name)?.id ?? null;
}

/**
 * The dice the step throws, for Apply: each dice question still asked and answered, split into the
 * app's faces and the typed ones (a question whose dice came both ways gives two). `relayed`: the
 * answer came from its player's own phone (issue 40), whose relay does not say how it was
 * entered; those count as that player's typed dice, so the app's own group holds only dice an app
 * is known to have rolled.
 */
export function thrownOf(
  questions: readonly Question[],
  answers: Answers,
  sources: Readonly<Record<string, readonly DiceSource[]>>,
  relayed: (id: string) => boolean,
  whose: (q: DiceQ) => string | null,
): Thrown[] {
  const out: Thrown[] = [];
  for (const q of questions) {
    if (q.kind !== 'dice') continue;
    const v = answers[q.id];
    if (!Array.isArray(v) || v.length === 0 || !v.every((f) => typeof f === 'number')) continue;
    const faces = (v as number[]).slice(0, q.count);
    const src = relayed(q.id) ? [] : (sources[q.id] ?? []);
    const by = whose(q);
    for (const source of ['app', 'typed'] as const) {
      const mine = faces.filter((_, i) => (src[i] ?? 'typed') === source);
      if (mine.length === 0) continue;
      const t: Thrown = { sides: q.sides, faces: mine, source };
      if (by !== null) t.by = by;
      out.push(t);
    }
  }
  return out;
}
