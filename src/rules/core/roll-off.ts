// Roll-offs with tie re-rolls, for every system (issue 10): White Line Fever's D8 roll-offs
// [W-2] (highest wins; collisions: lowest flips), Road Wolf's 2D6 initiative [R-5] (total, or the
// CONTEST house rule), Dirty Wheels' D6 tie-breaks [DW-A16], Car Cult's D20 ones [CC-A01].
//
// API (all pure; a roll-off is a spec plus the passes rolled so far):
//   spec   = { sides, dice, score?: 'SUM' | 'CONTEST', pick?: 'HIGHEST' | 'LOWEST', name?, tied?, cite? }
//            score: how one roller's dice compare (SUM: total; CONTEST: highest die first, then
//            the next, as in Road Wolf combat). pick: HIGHEST finds a winner, LOWEST a loser.
//   pass   = { rollerId: faces[] }; pass 0 holds everyone, each later pass only those still tied.
//   rollOffStatus(ids, passes, spec)  -> { done: true, pick } | { done: false, next: tiedIds }
//   rollOffResult(ids, passes, spec)  -> the pick; throws unless the passes settle it exactly
//   rollOffRanking(ids, passes, spec) -> a whole order (Dirty Wheels' tie-breaks), tied groups re-rolling
//   parsePasses(payload, spec)        -> passes from a command payload (a bare face for one die)
//   compactPasses(passes)             -> one-die passes as { id: face } (WLF's saved form)
//   passText(pass, label) / passesLogText(payload, label, then): the passes in words
//   rollOffAsk(ids, answers, prefix, spec) reads answers keyed `${prefix}.${pass}.${id}` and says
//            what is rolled now; rollOffQuestions(...) turns it into the sheet's dice questions,
//            every pass kept with Change (issue 9: a typo before a tie must stay fixable).
import { compare } from './contest';
import { isValidFace, type Sides } from './dice';
import { RuleError } from './model';
import type { Answers, Question } from './procedure';

export interface RollOffSpec {
  sides: Sides;
  /** Dice each roller throws per pass. */
  dice: number;
  /** SUM (default): the total; CONTEST: the dice compared highest first, as in combat. */
  score?: 'SUM' | 'CONTEST';
  /** HIGHEST (default): the best roll is picked (a winner); LOWEST: the worst (a loser). */
  pick?: 'HIGHEST' | 'LOWEST';
  /** Words for refusals: "roll-off" (default), "initiative roll". */
  name?: string;
  /** Who rolls again: "those tied" (default), "the tied leaders". */
  tied?: string;
  /** A spec id for refusals, e.g. " [R-5]". */
  cite?: string;
}

/** One pass: roller id -> that roller's faces. Later passes hold only the tied. */
export type RollOffPass = Record<string, number[]>;

export type RollOffStatus = { done: true; pick: string } | { done: false; next: string[] };

const MAX_PASSES = 50;

/** "", " (tied: roll again)", " (tied again: roll 3)" for passes 0, 1, 2... */
export function rollOffPassLabel(pass: number): string {
  return pass === 0 ? '' : pass === 1 ? ' (tied: roll again)' : ` (tied again: roll ${pass + 1})`;
}

/** "The roll-off uses a D8 (1 to 8).", "The initiative roll uses 2D6 (1 to 6)." */
function diceText(spec: RollOffSpec): string {
  return `The ${spec.name ?? 'roll-off'} uses ${spec.dice === 1 ? 'a ' : spec.dice}D${spec.sides} (1 to ${spec.sides}).`;
}

function validFaces(f: unknown, spec: RollOffSpec): f is number[] {
  return (
    Array.isArray(f) && f.length === spec.dice && f.every((x) => typeof x === 'number' && isValidFace(x, spec.sides))
  );
}

/** Positive when `a` rolled better than `b` under the spec's score, 0 on a tie. */
function better(a: readonly number[], b: readonly number[], spec: RollOffSpec): number {
  if (spec.score === 'CONTEST') {
    const r = compare(a, b);
    return r.winner === 'A' ? 1 : r.winner === 'B' ? -1 : 0;
  }
  return a.reduce((x, y) => x + y, 0) - b.reduce((x, y) => x + y, 0);
}

/** Where a roll-off stands after the passes so far; throws if a pass is for the wrong people or has bad faces. */
export function rollOffStatus(
  participants: readonly string[],
  passes: readonly RollOffPass[],
  spec: RollOffSpec,
): RollOffStatus {
  const name = spec.name ?? 'roll-off';
  if (participants.length === 0) throw new RuleError(`The ${name} needs someone to roll.`);
  let contenders = [...participants];
  if (contenders.length === 1) return { done: true, pick: contenders[0] as string };
  const sign = spec.pick === 'LOWEST' ? -1 : 1;
  for (const pass of passes) {
    const ids = Object.keys(pass);
    if (ids.length !== contenders.length || !contenders.every((c) => ids.includes(c))) {
      throw new RuleError(
        `This ${name} pass is for ${contenders.length} rollers; only ${spec.tied ?? 'those tied'} roll again${spec.cite ?? ''}.`,
      );
    }
    for (const c of contenders) {
      if (!validFaces(pass[c], spec)) throw new RuleError(diceText(spec));
    }
    let best = contenders[0] as string;
    for (const c of contenders) if (sign * better(pass[c] as number[], pass[best] as number[], spec) > 0) best = c;
    const tied = contenders.filter((c) => better(pass[c] as number[], pass[best] as number[], spec) === 0);
    if (tied.length === 1) return { done: true, pick: best };
    contenders = tied;
  }
  return { done: false, next: contenders };
}

/** The roll-off's pick; throws unless the passes settle it, and if passes follow the result. */
export function rollOffResult(
  participants: readonly string[],
  passes: readonly RollOffPass[],
  spec: RollOffSpec,
): string {
  const name = spec.name ?? 'roll-off';
  for (let n = 0; n <= passes.length; n++) {
    const s = rollOffStatus(participants, passes.slice(0, n), spec);
    if (s.done) {
      if (n !== passes.length) throw new RuleError(`The ${name} was already settled before its last pass.`);
      return s.pick;
    }
  }
  throw new RuleError(`The ${name} is still tied: ${spec.tied ?? 'those tied'} roll again${spec.cite ?? ''}.`);
}

export type RollOffRanking = { done: true; order: string[] } | { done: false; next: string[]; groups: string[][] };

/**
 * A roll-off that orders everyone (Dirty Wheels: entities still tied on initiative roll off, the
 * higher goes first [DW-A16, DW-A17]). Each pass sorts every still-tied group by its roll
 * (HIGHEST: best first; LOWEST: worst first); a group that ties again re-rolls among itself, so a
 * pass holds every member of every tied group. `groups` lists the order so far, tied groups
 * together, settled ones as groups of one.
 */
export function rollOffRanking(
  participants: readonly string[],
  passes: readonly RollOffPass[],
  spec: RollOffSpec,
): RollOffRanking {
  const name = spec.name ?? 'roll-off';
  if (participants.length === 0) throw new RuleError(`The ${name} needs someone to roll.`);
  const sign = spec.pick === 'LOWEST' ? -1 : 1;
  let groups: string[][] = [[...participants]];
  for (const pass of passes) {
    const rolling = groups.filter((g) => g.length > 1).flat();
    const ids = Object.keys(pass);
    if (rolling.length === 0) throw new RuleError(`The ${name} was already settled before its last pass.`);
    if (ids.length !== rolling.length || !rolling.every((c) => ids.includes(c))) {
      throw new RuleError(
        `This ${name} pass is for ${rolling.length} rollers; only ${spec.tied ?? 'those tied'} roll again${spec.cite ?? ''}.`,
      );
    }
    for (const c of rolling) if (!validFaces(pass[c], spec)) throw new RuleError(diceText(spec));
    const next: string[][] = [];
    for (const g of groups) {
      if (g.length === 1) {
        next.push(g);
        continue;
      }
      // A stable sort keeps seat order inside a tie; equal rolls form the next tied group.
      const sorted = [...g].sort((a, b) => sign * better(pass[b] as number[], pass[a] as number[], spec));
      for (const c of sorted) {
        const last = next[next.length - 1];
        const prev = last?.length && g.includes(last[0] as string) ? last[last.length - 1] : undefined;
        if (prev !== undefined && better(pass[c] as number[], pass[prev] as number[], spec) === 0) last!.push(c);
        else next.push([c]);
      }
    }
    groups = next;
  }
  if (groups.every((g) => g.length === 1)) return { done: true, order: groups.flat() };
  return { done: false, next: groups.filter((g) => g.length > 1).flat(), groups };
}

/**
 * Passes from a command payload. Each roller's faces are a list; for a one-die roll-off a bare
 * face is read as a list of one (the form White Line Fever has always saved). Faces themselves
 * are checked by rollOffStatus, with the roll-off's own words.
 */
export function parsePasses(x: unknown, spec: RollOffSpec): RollOffPass[] {
  const name = spec.name ?? 'roll-off';
  if (!Array.isArray(x) || x.length > MAX_PASSES) throw new RuleError(`The ${name} must be a list of passes.`);
  return x.map((p) => {
    if (typeof p !== 'object' || p === null || Array.isArray(p))
      throw new RuleError(`Each ${name} pass maps each roller to their dice.`);
    const out: RollOffPass = {};
    for (const [k, v] of Object.entries(p as Record<string, unknown>)) {
      if (Array.isArray(v)) out[k] = [...v] as number[];
      else if (spec.dice === 1 && typeof v === 'number') out[k] = [v];
      else throw new RuleError(diceText(spec));
    }
    return out;
  });
}

/** One-die passes as `{ id: face }`, the payload form White Line Fever's journal has always used. */
export function compactPasses(passes: readonly RollOffPass[]): Record<string, number>[] {
  return passes.map((p) => Object.fromEntries(Object.entries(p).map(([id, f]) => [id, f[0] as number])));
}

/** "Ann 3+4, Bo 6+1": one pass in words. */
export function passText(pass: RollOffPass, label: (id: string) => string): string {
  return Object.entries(pass)
    .map(([id, f]) => `${label(id)} ${f.join('+')}${f.length > 1 ? ` = ${f.reduce((x, y) => x + y, 0)}` : ''}`)
    .join(', ');
}

/**
 * A saved roll-off for the log, from the payload alone and never throwing: "Ann 5, Bo 5 / then
 * Ann 2, Bo 6" (one die), "Ann 3+4, Bo 6+1" (two). `then` joins the passes.
 */
export function passesLogText(x: unknown, label: (id: string) => string, then = ' / then '): string {
  if (!Array.isArray(x)) return '';
  return x
    .map((pass) =>
      typeof pass === 'object' && pass !== null
        ? Object.entries(pass as Record<string, unknown>)
            .map(([id, f]) => `${label(id)} ${Array.isArray(f) ? f.join('+') : String(f)}`)
            .join(', ')
        : '?',
    )
    .join(then);
}

export interface RollOffDie {
  id: string;
  participant: string;
  pass: number;
}

export interface RollOffAsk<St = RollOffStatus> {
  /** The dice of the pass being rolled now (empty once settled). */
  questions: RollOffDie[];
  /** Every die of every pass so far, finished and current, so each stays on the sheet with Change (issue 9). */
  dice: RollOffDie[];
  /** The complete passes. */
  passes: RollOffPass[];
  status: St;
}

/** A roller's answer as faces: a list, or a bare number for a one-die roll-off; undefined if unusable. */
function answerFaces(v: unknown, spec: RollOffSpec): number[] | undefined {
  const f = typeof v === 'number' ? [v] : v;
  return validFaces(f, spec) ? [...f] : undefined;
}

/**
 * Reads answers keyed `${prefix}.${pass}.${participant}` and says whose dice to ask for now:
 * everyone on pass 0, then only the tied. A pass with a die missing is asked whole.
 */
export function rollOffAsk(
  participants: readonly string[],
  answers: Answers | Record<string, unknown>,
  prefix: string,
  spec: RollOffSpec,
): RollOffAsk {
  return askPasses(answers, prefix, spec, (passes) => rollOffStatus(participants, passes, spec));
}

/** rollOffAsk for a ranking roll-off (rollOffRanking): each tied group re-rolls among itself. */
export function rollOffRankingAsk(
  participants: readonly string[],
  answers: Answers | Record<string, unknown>,
  prefix: string,
  spec: RollOffSpec,
): RollOffAsk<RollOffRanking> {
  return askPasses(answers, prefix, spec, (passes) => rollOffRanking(participants, passes, spec));
}

function askPasses<St extends { done: boolean; next?: string[] }>(
  answers: Answers | Record<string, unknown>,
  prefix: string,
  spec: RollOffSpec,
  statusOf: (passes: RollOffPass[]) => St,
): RollOffAsk<St> {
  const passes: RollOffPass[] = [];
  const dice: RollOffDie[] = [];
  let status = statusOf(passes);
  for (let k = 0; !status.done && status.next && k < MAX_PASSES; k++) {
    const round = status.next.map((c) => ({ id: `${prefix}.${k}.${c}`, participant: c, pass: k }));
    dice.push(...round);
    const pass: RollOffPass = {};
    for (const d of round) {
      const f = answerFaces(answers[d.id], spec);
      if (!f) return { questions: round, dice, passes, status };
      pass[d.participant] = f;
    }
    passes.push(pass);
    status = statusOf(passes);
  }
  return { questions: [], dice, passes, status };
}

/**
 * The sheet's dice questions for a roll-off: every pass so far, each die labelled with its
 * roller and which re-roll it is, so a die typed wrong before a tie can still be changed.
 */
export function rollOffQuestions(
  participants: readonly string[],
  answers: Answers,
  prefix: string,
  spec: RollOffSpec,
  label: (id: string) => string,
  roller: (id: string) => string,
  player?: (id: string) => string | undefined,
): { qs: Question[]; ask: RollOffAsk } {
  const ask = rollOffAsk(participants, answers, prefix, spec);
  return { qs: rollOffDiceQuestions(ask.dice, spec, label, roller, player), ask };
}

/** Dice questions for roll-off dice (a rollOffAsk's or rollOffRankingAsk's `dice`). */
export function rollOffDiceQuestions(
  dice: readonly RollOffDie[],
  spec: RollOffSpec,
  label: (id: string) => string,
  roller: (id: string) => string,
  /** Issue 40: the player (id) who rolls for a participant (itself, or a car's owner), when known. */
  player?: (id: string) => string | undefined,
): Question[] {
  return dice.map((d) => {
    const who = player?.(d.participant);
    return {
      kind: 'dice',
      id: d.id,
      label: `${label(d.participant)}${rollOffPassLabel(d.pass)}`,
      count: spec.dice,
      sides: spec.sides,
      roller: roller(d.participant),
      ...(who ? { player: who } : {}),
    };
  });
}
