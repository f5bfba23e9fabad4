// The allocation being tapped in (B8.5), before Allocate: what a tap on an AZ does (or the rule
// that refuses it), what the draft adds up to and what it buys. Pure; the activation panel renders
// these and Allocate runs the reducer, which checks the whole allocation with allocationProblem.
import type { CcHouseRules } from './data';
import { plural } from './handler';
import type { CcCar, CcTrack } from './model';
import { allocationCapacity, allocationProblem, derived, emptyAZ, generated } from './rules';

/** Speed Tokens tapped onto each track so far (track id → count) and the generation bonus. */
export interface AllocDraft {
  key: string;
  alloc: Record<string, number>;
  bonus: number;
}

/** What a tap on AZ `i` of `t` does to the allocation being tapped in (B8.5), or why it cannot. */
export function allocTap(
  car: CcCar,
  t: CcTrack,
  draft: AllocDraft,
  i: number,
): { reason: string | null; next?: Record<string, number> } {
  const a = draft.alloc[t.id] ?? 0;
  if (i >= t.n - t.dt)
    return { reason: `AZ ${i + 1} of ${t.name} holds a Damage Token: no Speed Token goes there [CC-A13].` };
  if (i < t.st)
    return {
      reason:
        t.kind === 'engine'
          ? 'Engine Speed Tokens stay from the last activation; only a down shift takes them off.'
          : `${t.name} already holds this Speed Token.`,
    };
  if (i < t.st + a) return { reason: null, next: { ...draft.alloc, [t.id]: a - 1 } };
  const next = { ...draft.alloc, [t.id]: a + 1 };
  const p = allocationProblem(car, next, draft.bonus);
  return p ? { reason: p } : { reason: null, next };
}

export const placedOf = (d: AllocDraft): number => Object.values(d.alloc).reduce((x, y) => x + y, 0);

/**
 * Whether one more Speed Token could still be tapped on somewhere (an empty AZ the rules accept
 * now: acceleration, damage), so finishing now would throw away tokens the player could place.
 */
export function morePlaceable(car: CcCar, d: AllocDraft): boolean {
  if (placedOf(d) >= generated(car, d.bonus)) return false;
  return car.components.some((t) => {
    const i = t.st + (d.alloc[t.id] ?? 0);
    return i < t.n - t.dt && allocTap(car, t, d, i).reason === null;
  });
}

/** The allocation's summary line: placed of generated, and what is lost if finished now (B8.5). */
export function allocSummary(car: CcCar, d: AllocDraft): { placed: number; g: number; lost: number; room: number } {
  const g = generated(car, d.bonus);
  const placed = placedOf(d);
  return { placed, g, lost: Math.max(0, g - placed), room: allocationCapacity(car) - placed };
}

/**
 * B8.5's outputs for the allocation as tapped so far, in words: the move it gives, the attacks,
 * the Driver's penalty, re-rolls, swaps and mines. derived() of a copy of the car with the
 * draft's tokens on it; Allocate runs the reducer, which checks the same with allocationProblem.
 */
export function allocOutputs(c: CcCar, d: AllocDraft, h: CcHouseRules): string[] {
  const next: CcCar = { ...c, components: c.components.map((t) => ({ ...t, st: t.st + (d.alloc[t.id] ?? 0) })) };
  const x = derived(next, h);
  const out = [x.maxMove ? `move ${x.minMove}" to ${x.maxMove}"` : 'no move'];
  for (const t of next.components) {
    if (t.kind === 'weapon' && t.st > 0) out.push(`${plural(t.st, `${t.name} attack`)}`);
    if (t.kind === 'mines' && t.st > 0) out.push(`${plural(t.st, 'mine')} to lay`);
  }
  if (x.ddPenalty) out.push(`enemy attacks −${x.ddPenalty}`);
  if (x.rerollsAvailable) out.push(plural(x.rerollsAvailable, 're-roll'));
  if (x.swapsAvailable) out.push(plural(x.swapsAvailable, 'Fixer swap'));
  return out;
}

/** Where a Damage Token placed on `t` lands (B8.9): its AZ, or the Speed Token it knocks off. */
export function dtLanding(t: CcTrack): string {
  if (emptyAZ(t) === 0 && t.st > 0) return `full: knocks off a Speed Token${t.kind === 'engine' ? ' (slower)' : ''}`;
  return `AZ ${t.n - t.dt}`;
}
