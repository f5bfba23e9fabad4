// One way to build a system's guided rolls (issue 10). A system binds its reducer and its
// "what changed" lines once:
//   const kit = procedureKit<WlfState, WlfCtx, WlfCommand>({ reduce: reduceWlf, changes: describeChanges });
//   export const fire = kit.define({ id, title, ask(s, ctx, a) {...}, resolve(s, ctx, a) {
//     const m = kit.missing(this, s, ctx, a); if (m) return { error: m };
//     return kit.preview(s, ctx, command, summary, reasons);
//   } });
// preview runs the real reducer (which never mutates its input) on the command it returns, so
// the result the sheet shows is the result Apply records, as one command (one journal entry,
// one undo). A refusal comes back as { error } in the rule's own words.
import type { Command, Setup } from './model';
import { type Answers, applyDefaults, missingAnswers, type Outcome, type Procedure, type Question } from './procedure';

/** A command before it is stamped with its time. */
export type ProcedureCommand = Omit<Command, 'at'>;

export interface ProcedureSystem<S, Ctx, C extends ProcedureCommand> {
  reduce(s: S, command: Command, setup: Setup): S;
  /** Lines for what the command changed (speeds, flips, damage, the end of the game...). */
  changes(before: S, after: S, ctx: Ctx, command: C): string[];
  /**
   * A line that outranks the step itself when this step produces it ("Bo wins the game!"): it
   * heads the outcome, and what the step did becomes the first reason. Null for most steps.
   */
  headline?(before: S, after: S, ctx: Ctx): string | null;
}

export interface ProcedureKit<S, Ctx, C extends ProcedureCommand> {
  /** Types a procedure for this system (`this` in resolve is the procedure, for missing()). */
  define(p: Procedure<S, Ctx, C>): Procedure<S, Ctx, C>;
  /**
   * The outcome of applying `command` to `s`: `reasons` then the changes the reducer made. The
   * summary may be worked out from those changes. A refusal is returned as an error.
   */
  preview(
    s: S,
    ctx: Ctx,
    command: C,
    summary: string | ((changes: string[]) => string),
    reasons: string[],
  ): Outcome<C> | { error: string };
  missing(p: Procedure<S, Ctx, C>, s: S, ctx: Ctx, a: Answers): string | null;
  /**
   * A procedure whose questions and result come from one reading of the answers (`parts`): ask
   * shows the parts' questions; resolve refuses with `problem` if there is one, fills in the
   * defaults, refuses while an answer is missing, then hands the parts to `resolve`.
   */
  fromParts<X extends { qs: Question[] }>(p: PartsProcedure<S, Ctx, C, X>): Procedure<S, Ctx, C>;
}

export interface PartsProcedure<S, Ctx, C, X> {
  id: string;
  title: string;
  parts(s: S, ctx: Ctx, a: Answers): X;
  problem?(s: S): string | null;
  /** `a` holds the answers with the questions' defaults filled in. */
  resolve(x: X, s: S, ctx: Ctx, a: Answers): Outcome<C> | { error: string };
}

/** "Still needed: Target." for the first question (defaults accepted) without a usable answer, or null. */
export function missingText<S, Ctx, C>(p: Procedure<S, Ctx, C>, s: S, ctx: Ctx, a: Answers): string | null {
  const qs = p.ask(s, ctx, a);
  const m = missingAnswers(qs, applyDefaults(qs, a));
  if (m.length === 0) return null;
  return `Still needed: ${qs.find((x) => x.id === m[0])?.label ?? m[0]}.`;
}

export function procedureKit<S, Ctx extends { setup: Setup }, C extends ProcedureCommand>(
  system: ProcedureSystem<S, Ctx, C>,
): ProcedureKit<S, Ctx, C> {
  return {
    define: (p) => p,
    preview(s, ctx, command, summary, reasons) {
      try {
        const after = system.reduce(s, { ...command, at: 0 }, ctx.setup);
        const head = system.headline?.(s, after, ctx) ?? null;
        const changes = system.changes(s, after, ctx, command).filter((l) => l !== head);
        const step = typeof summary === 'function' ? summary(changes) : summary;
        if (head === null) return { summary: step, reasons: [...reasons, ...changes], command };
        return { summary: head, reasons: [/[.!?]$/.test(step) ? step : `${step}.`, ...reasons, ...changes], command };
      } catch (e) {
        return { error: e instanceof Error ? e.message : String(e) };
      }
    },
    missing: missingText,
    fromParts(p) {
      const proc: Procedure<S, Ctx, C> = {
        id: p.id,
        title: p.title,
        ask: (s, ctx, a) => p.parts(s, ctx, a).qs,
        resolve(s, ctx, a0) {
          const problem = p.problem?.(s) ?? null;
          if (problem) return { error: problem };
          const a = applyDefaults(proc.ask(s, ctx, a0), a0);
          const m = missingText(proc, s, ctx, a);
          if (m) return { error: m };
          return p.resolve(p.parts(s, ctx, a), s, ctx, a);
        },
      };
      return proc;
    },
  };
}
