// Optional ±1 modifiers picked after the roll (White Line Fever W-8; any system whose player
// may use each applicable modifier as +1, −1 or not at all). Instead of one "+1 / unused / −1"
// question per modifier, the sheet lists every result the player can reach, each with the
// least it takes, and one tap picks one (issue 9: "the result shown is the result applied").
import type { OutcomeOption } from './procedure';

export interface ChoosableModifier {
  id: string;
  /** How the modifier reads in a sentence: "short range". */
  name: string;
  /**
   * The fact the table asserts by using it (an answer id that becomes true), e.g. `shortRange`.
   * Absent when the rules offer the modifier on their own (a flipped target is Helpless).
   */
  fact?: string;
}

export interface ReachableResult<R extends string> {
  result: R;
  total: number;
  /** Every modifier's step: -1, 0 or +1. */
  adjust: Record<string, number>;
  /** The facts this choice asserts, in modifier order. */
  facts: string[];
}

const STEPS = [0, 1, -1] as const;

function combos(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((c) => STEPS.map((s) => [...c, s]));
  return out;
}

const isSubset = (a: string[], b: string[]) => a.every((x) => b.includes(x));

/**
 * The results reachable from `raw`, one entry per way worth offering: for each result, only the
 * choices that assert the fewest facts (a choice is dropped when another reaching the same result
 * asserts a strict subset of its facts); among equal facts, the fewest modifiers used, then the
 * total nearest the roll. Sorted by total, so the list reads from worst to best.
 */
export function reachableResults<R extends string>(
  raw: number,
  mods: readonly ChoosableModifier[],
  resultOf: (total: number) => R,
): ReachableResult<R>[] {
  const all = combos(mods.length).map((steps) => {
    const adjust: Record<string, number> = {};
    mods.forEach((m, i) => {
      adjust[m.id] = steps[i] ?? 0;
    });
    const total = raw + steps.reduce((x, y) => x + y, 0);
    const facts = mods.filter((m, i) => m.fact && steps[i] !== 0).map((m) => m.fact as string);
    const used = steps.filter((x) => x !== 0).length;
    return { result: resultOf(total), total, adjust, facts, used };
  });
  const best = new Map<string, (typeof all)[number]>();
  for (const c of all) {
    const key = `${c.result}|${c.facts.join(',')}`;
    const prev = best.get(key);
    if (!prev || c.used < prev.used || (c.used === prev.used && Math.abs(c.total - raw) < Math.abs(prev.total - raw)))
      best.set(key, c);
  }
  const kept = [...best.values()].filter(
    (c) =>
      ![...best.values()].some(
        (o) => o.result === c.result && o.facts.length < c.facts.length && isSubset(o.facts, c.facts),
      ),
  );
  // Among equal totals: fewer facts first, then in the order the modifiers are listed.
  const rank = (c: { adjust: Record<string, number> }) => mods.map((m) => (c.adjust[m.id] ? '0' : '1')).join('');
  return kept
    .sort((a, b) => a.total - b.total || a.facts.length - b.facts.length || rank(a).localeCompare(rank(b)))
    .map(({ result, total, adjust, facts }) => ({ result, total, adjust, facts }));
}

/** "+1 short range, −1 back shot", or "as rolled". */
export function takesText(r: ReachableResult<string>, mods: readonly ChoosableModifier[]): string {
  const used = mods
    .filter((m) => (r.adjust[m.id] ?? 0) !== 0)
    .map((m) => `${(r.adjust[m.id] ?? 0) > 0 ? '+' : '−'}1 ${m.name}`);
  return used.length ? used.join(', ') : 'as rolled';
}

/** A stable answer value for a reachable result: the result and each step. */
export function reachableValue(r: ReachableResult<string>, mods: readonly ChoosableModifier[]): string {
  return `${r.result}|${mods.map((m) => `${m.id}${r.adjust[m.id] ?? 0}`).join(',')}`;
}

/** The outcome-choice options for a list of reachable results. */
export function reachableOptions(
  list: readonly ReachableResult<string>[],
  mods: readonly ChoosableModifier[],
  resultName: (r: string) => string,
): OutcomeOption[] {
  return list.map((r) => ({
    value: reachableValue(r, mods),
    result: resultName(r.result),
    takes: `${takesText(r, mods)} (${r.total})`,
    implies: Object.fromEntries(r.facts.map((f) => [f, true])),
  }));
}

/** The reachable result an answer names, if it is still one of them (a changed roll drops it). */
export function pickedResult<R extends string>(
  list: readonly ReachableResult<R>[],
  mods: readonly ChoosableModifier[],
  value: unknown,
): ReachableResult<R> | undefined {
  return typeof value === 'string' ? list.find((r) => reachableValue(r, mods) === value) : undefined;
}

/** Whether the modifiers can change the result at all; if not, nothing needs asking. */
export function hasChoice(list: readonly ReachableResult<string>[]): boolean {
  return new Set(list.map((r) => r.result)).size > 1;
}
