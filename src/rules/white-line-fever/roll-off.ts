// A4.1 roll-off [W-2]: everyone rolls a D8; only those tied on the deciding value roll again,
// until one remains. Highest wins (setup) or lowest loses (collisions).
import { RuleError } from '../core/model';
import { FIRE_DIE } from './data';

/** One pass of a roll-off: participant id -> D8 face. Later passes hold only the tied ones. */
export type RollOffPass = Record<string, number>;
export type RollOffMode = 'HIGHEST' | 'LOWEST';

export type RollOffState = { done: true; pick: string } | { done: false; next: string[] };

/** Where a roll-off stands after the passes so far; throws if a pass is for the wrong people. */
export function rollOffStatus(participants: readonly string[], passes: readonly RollOffPass[], mode: RollOffMode): RollOffState {
  if (participants.length === 0) throw new RuleError('A roll-off needs someone to roll.');
  let contenders = [...participants];
  if (contenders.length === 1) return { done: true, pick: contenders[0] as string };
  for (const pass of passes) {
    const ids = Object.keys(pass);
    if (ids.length !== contenders.length || !contenders.every((c) => ids.includes(c))) {
      throw new RuleError(`This roll-off pass is for ${contenders.length} contenders; only those tied roll again.`);
    }
    for (const c of contenders) {
      const f = pass[c];
      if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > FIRE_DIE) throw new RuleError(`A roll-off uses a D8 (1 to 8).`);
    }
    const faces = contenders.map((c) => pass[c] as number);
    const best = mode === 'HIGHEST' ? Math.max(...faces) : Math.min(...faces);
    const tied = contenders.filter((c) => pass[c] === best);
    if (tied.length === 1) return { done: true, pick: tied[0] as string };
    contenders = tied;
  }
  return { done: false, next: contenders };
}

/** The roll-off's result; throws unless the passes settle it, and if passes follow the result. */
export function rollOffResult(participants: readonly string[], passes: readonly RollOffPass[], mode: RollOffMode): string {
  for (let n = 0; n <= passes.length; n++) {
    const s = rollOffStatus(participants, passes.slice(0, n), mode);
    if (s.done) {
      if (n !== passes.length) throw new RuleError('The roll-off was already settled before its last pass.');
      return s.pick;
    }
  }
  throw new RuleError('The roll-off is still tied: the tied players roll again.');
}

export function parsePasses(x: unknown): RollOffPass[] {
  if (!Array.isArray(x) || x.length > 50) throw new RuleError('A roll-off is a list of passes.');
  return x.map((p) => {
    if (typeof p !== 'object' || p === null || Array.isArray(p)) throw new RuleError('A roll-off pass maps each roller to a face.');
    const out: RollOffPass = {};
    for (const [k, v] of Object.entries(p as Record<string, unknown>)) out[k] = v as number;
    return out;
  });
}

export interface RollOffAsk {
  /** Dice questions for the pass being rolled now (empty once settled). */
  questions: { id: string; participant: string; pass: number }[];
  /**
   * Every die of every pass so far, the finished passes and the one being rolled, so each stays
   * on the sheet with Change (issue 9: a typo in a tied pass must be fixable).
   */
  dice: { id: string; participant: string; pass: number }[];
  passes: RollOffPass[];
  status: RollOffState;
}

/**
 * Reads roll-off answers keyed `${prefix}.${pass}.${participant}` (one D8 each) and says which
 * dice to ask for next: everyone on pass 0, then only the tied ones [W-2].
 */
export function rollOffAsk(participants: readonly string[], answers: Record<string, unknown>, prefix: string, mode: RollOffMode): RollOffAsk {
  const passes: RollOffPass[] = [];
  const dice: RollOffAsk['dice'] = [];
  let status = rollOffStatus(participants, passes, mode);
  for (let k = 0; !status.done && k < 50; k++) {
    const contenders = status.next;
    dice.push(...contenders.map((c) => ({ id: `${prefix}.${k}.${c}`, participant: c, pass: k })));
    const pass: RollOffPass = {};
    const missing: { id: string; participant: string; pass: number }[] = [];
    for (const c of contenders) {
      const v = answers[`${prefix}.${k}.${c}`];
      const face = Array.isArray(v) ? v[0] : v;
      if (typeof face === 'number' && Number.isInteger(face) && face >= 1 && face <= FIRE_DIE) pass[c] = face;
      else missing.push({ id: `${prefix}.${k}.${c}`, participant: c, pass: k });
    }
    if (missing.length) {
      return { questions: contenders.map((c) => ({ id: `${prefix}.${k}.${c}`, participant: c, pass: k })), dice, passes, status };
    }
    passes.push(pass);
    status = rollOffStatus(participants, passes, mode);
  }
  return { questions: [], dice, passes, status };
}
