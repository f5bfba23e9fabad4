// Issue 40: a question the rules give to another player (its `player`), as the open sheet tells the
// other phones (messages.ts Ask): what that player's phone needs to show its pad or its choice.
// Kept within the live limits (limits.ts), or left out: a phone never sends what the host drops.
import type { Answers, Question } from '../../rules/core/procedure';
import type { Ask } from '../../sync/live/messages';

const MAX_ASKS = 24;
const LABEL = 120;

/** The ask for `q` when it is another player's than `me`'s, or null. `done`: the sheet has its answer. */
export function askOf(q: Question, me: string | null, done: boolean): Ask | null {
  if ((q.kind !== 'dice' && q.kind !== 'choice') || !q.player || q.player === me) return null;
  if (q.id.length > 120 || q.player.length > 80) return null;
  const head = {
    q: q.id,
    player: q.player,
    label: q.label.slice(0, LABEL) || q.id,
    ...(done ? { done: true as const } : {}),
  };
  if (q.kind === 'choice') {
    if (q.options.length > 12 || q.options.some((o) => !o.value || o.value.length > 80 || !o.label)) return null;
    return {
      ...head,
      kind: 'choice',
      options: q.options.map((o) => ({ value: o.value, label: o.label.slice(0, LABEL) })),
    };
  }
  // A custom die's named faces are not asked of another phone (no game sheet gives a roll to another player).
  if (q.count < 1 || q.count > 40 || q.faceNames) return null;
  return { ...head, kind: 'dice', count: q.count, sides: q.sides };
}

/** Every ask of the sheet's questions, in order (at most the live limit), but those of players entered here. */
export function asksOf(
  questions: readonly Question[],
  answers: Answers,
  me: string | null,
  here: readonly string[] = [],
): Ask[] {
  const out: Ask[] = [];
  for (const q of questions) {
    if ('player' in q && q.player && here.includes(q.player)) continue;
    const a = askOf(q, me, answers[q.id] !== undefined);
    if (a && out.length < MAX_ASKS) out.push(a);
  }
  return out;
}
