// A sheet's moves as guided rolls (issue 33): the same procedure sheet as every built system's
// rolls (typed or app-rolled faces, Change on any die, the reason shown, one undoable step). The
// questions come from the move's data: a target when it needs one, then its pool of its die.
import { names } from '../core/guards';
import type { Setup } from '../core/model';
import type { Procedure, Question } from '../core/procedure';
import { type ProcedureCommand, procedureKit } from '../core/procedure-kit';
import { describeChanges } from './changes';
import { firedBy, reduceCs } from './commands';
import type { CsState } from './model';
import { carsIn, poolOf, readRoll } from './rules';
import { dieFaces, dieName, type Move } from './sheet';

export interface CsCtx {
  setup: Setup;
}

const kit = procedureKit<CsState, CsCtx, ProcedureCommand>({
  reduce: reduceCs,
  changes: (before, after, ctx, c) => describeChanges(before, after, ctx.setup, firedBy(before, c, ctx.setup)),
});

/** Why this car cannot make this move now, or null. */
export function moveProblem(s: CsState, move: Move, carId: string): string | null {
  const car = s.cars[carId];
  if (!car) return 'No such car.';
  if (car.out) return 'That car is out of the game.';
  if (poolOf(s, move, car) < 1) return `${move.name}: no dice to roll.`;
  if (move.target && carsIn(s).filter((id) => id !== carId).length === 0) return `${move.name}: no car to target.`;
  return null;
}

/** The guided roll of one move by one car. */
export function moveProcedure(move: Move, carId: string): Procedure<CsState, CsCtx, ProcedureCommand> {
  return kit.define({
    id: `cs.move.${move.id}`,
    title: move.name,
    ask(s, ctx) {
      const car = s.cars[carId];
      const qs: Question[] = [];
      if (move.target) {
        const ids = carsIn(s).filter((id) => id !== carId && s.cars[id]?.ownerId !== car?.ownerId);
        const others = ids.length ? ids : carsIn(s).filter((id) => id !== carId);
        qs.push({ kind: 'car', id: 'target', label: 'Target', carIds: others });
      }
      const faces = dieFaces(s.sheet, move.die) ?? [];
      const n = car ? poolOf(s, move, car) : 0;
      const custom = !/^d\d+$/.test(move.die);
      qs.push({
        kind: 'dice',
        id: 'dice',
        // "2 dice" in the label: the pad's legend then adds no count of its own (legendNotes).
        label: `${names(ctx.setup).car(carId)}: ${n > 1 ? `${n} dice, ` : ''}${dieName(s.sheet, move.die)}`,
        count: n,
        sides: faces.length as 3 | 4 | 6 | 8 | 12 | 20,
        ...(custom ? { faceNames: faces.map((f) => f.name) } : {}),
      });
      return qs;
    },
    resolve(s, ctx, a) {
      const problem = moveProblem(s, move, carId);
      if (problem) return { error: problem };
      const m = kit.missing(this, s, ctx, a);
      if (m) return { error: m };
      const targetId = move.target ? (a.target as string) : undefined;
      const faces = a.dice as number[];
      const target = targetId ? (s.cars[targetId] ?? null) : null;
      let read: ReturnType<typeof readRoll>;
      try {
        read = readRoll(s, move, faces, target);
      } catch (e) {
        return { error: e instanceof Error ? e.message : String(e) };
      }
      const { car } = names(ctx.setup);
      const command = {
        type: 'cs.move',
        payload: { move: move.id, carId, ...(targetId ? { targetId } : {}), faces },
      };
      const shown = read.dice.map((d) => (d.ok && move.success.kind !== 'none' ? `${d.name}✓` : d.name)).join(' ');
      return kit.preview(s, ctx, command, (changes) => `${read.text}${changes.length ? '' : ': no effect'}`, [
        `${car(carId)} rolls ${shown}: ${read.rule}.`,
      ]);
    },
  });
}
