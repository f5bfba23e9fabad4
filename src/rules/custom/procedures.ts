// A sheet's moves as guided rolls (issue 33): the same procedure sheet as every built system's
// rolls (typed or app-rolled faces, Change on any die, the reason shown, one undoable step). The
// questions come from the move's data: a target when it needs one, then its pool of its die.
import { isValidFace } from '../core/dice';
import { names } from '../core/guards';
import type { Setup } from '../core/model';
import type { Procedure, Question } from '../core/procedure';
import { type ProcedureCommand, procedureKit } from '../core/procedure-kit';
import { rollOffPassLabel } from '../core/roll-off';
import { describeChanges } from './changes';
import { firedBy, reduceCs } from './commands';
import { tiedText } from './describe';
import type { CsState } from './model';
import { carsIn, nextInRound, poolOf, readRoll, roundOrder } from './rules';
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

/** Why the order cannot be rolled off now, or null: ties for the next round, once this one is over. */
export function rollOffProblem(s: CsState): string | null {
  if (s.turn.round > 0 && s.sheet.turns.order !== 'free' && nextInRound(s) !== null)
    return 'The round is not over: the order is rolled off at the start of the next one.';
  return roundOrder(s).tied.length ? null : 'No one is tied for the order: nothing to roll off.';
}

/**
 * Issue 41: the order's roll-off as a guided roll, so the table's own dice can be typed like any
 * other roll: a D6 for each one tied on the stat, then one more for each still tied, until the
 * order is settled. Apply records the cs.next that starts the round with these rolls.
 */
export const orderRollOff = kit.fromParts({
  id: 'cs.rolloff',
  title: 'Roll off for the order',
  parts(s, ctx, a) {
    const who = (id: string) => (s.sheet.turns.by === 'car' ? names(ctx.setup).car(id) : names(ctx.setup).player(id));
    const rolls: Record<string, number[]> = {};
    const qs: Question[] = [];
    for (let k = 0; k < 20; k++) {
      const ids = roundOrder(s, rolls).tied.flat();
      if (!ids.length) break;
      const pass = ids.map((id) => ({ id, key: `off.${k}.${id}` }));
      for (const d of pass)
        qs.push({
          kind: 'dice',
          id: d.key,
          label: `${who(d.id)}${rollOffPassLabel(k)}`,
          count: 1,
          sides: 6,
        });
      const faces = pass.map((d) => a[d.key]);
      if (!faces.every((f) => Array.isArray(f) && f.length === 1 && isValidFace(f[0] as number, 6))) break;
      pass.forEach((d, i) => {
        rolls[d.id] = [...(rolls[d.id] ?? []), (faces[i] as number[])[0] as number];
      });
    }
    return { qs, rolls, who };
  },
  problem: rollOffProblem,
  resolve({ rolls, who }, s, ctx) {
    const after = roundOrder(s, rolls).order[0];
    return kit.preview(
      s,
      ctx,
      { type: 'cs.next', payload: { rolls } },
      `Round ${s.turn.round + 1}${after ? `: ${who(after)} first` : ''}`,
      [`Roll-off, ${tiedText(s.sheet, rolls, who)}.`],
    );
  },
});
