// What a command changed, in words (the log's detail view and the guided sheet's preview): every
// track whose tokens moved, with what to do with the real cardboard, explosions, the next thing
// waiting, the round and the end of the game.

import { names } from '../core/guards';
import type { Setup } from '../core/model';
import { plural } from './handler';
import type { CcState } from './model';
import { houseRulesOf, immobile, maxMove, minMove } from './rules';

export function describeChanges(before: CcState, after: CcState, setup: Setup): string[] {
  const n = names(setup);
  const h = houseRulesOf(setup);
  const out: string[] = [];
  for (const car of Object.values(after.cars)) {
    const was = before.cars[car.id];
    if (!was) continue;
    for (const t of car.components) {
      const o = was.components.find((x) => x.id === t.id);
      if (!o || (o.st === t.st && o.dt === t.dt)) continue;
      const bits: string[] = [];
      if (t.st !== o.st)
        bits.push(`${t.st > o.st ? 'add' : 'take off'} ${plural(Math.abs(t.st - o.st), 'Speed Token')}`);
      if (t.dt !== o.dt)
        bits.push(`${t.dt > o.dt ? 'add' : 'take off'} ${plural(Math.abs(t.dt - o.dt), 'Damage Token')}`);
      out.push(`${n.car(car.id)}'s ${t.name}: ${bits.join(', ')} (now ${t.st} ST, ${t.dt} DT of ${t.n}).`);
    }
    if (was.status === 'in_play' && car.status === 'exploded')
      out.push(
        `${n.car(car.id)} explodes: say which models are within ${car.components.find((t) => t.kind === 'engine')?.n ?? 0}", then take the model off the table.`,
      );
    else if (was.status === 'in_play' && car.status === 'removed')
      out.push(`${n.car(car.id)} is out of the game (taken off the table).`);
    else if (!immobile(was) && immobile(car)) out.push(`${n.car(car.id)}'s engine is full of damage: it cannot move.`);
    else if (car.status === 'in_play' && (minMove(was, h) !== minMove(car, h) || maxMove(was) !== maxMove(car)))
      out.push(`${n.car(car.id)} now moves ${minMove(car, h)}" to ${maxMove(car)}".`);
  }
  const minesGone = before.mines.filter((m) => !after.mines.some((x) => x.id === m.id)).length;
  if (minesGone) out.push(`Take ${plural(minesGone, 'mine marker')} off the table.`);
  const head = after.pending[0];
  if (head && head !== before.pending[0]) {
    if (head.kind === 'DT')
      out.push(
        `${n.player(head.placerId)} places a Damage Token on ${n.car(head.carId)}${head.optional ? ' (or declines)' : ''}.`,
      );
    else out.push(`${n.car(head.carId)}'s blast: which models are within ${head.radius}"?`);
  }
  if (after.round > before.round && before.round > 0) out.push(`Round ${after.round} begins.`);
  if (after.result && !before.result)
    out.push(
      after.result.winnerIds.length
        ? `Game over: ${after.result.winnerIds.map((id) => n.player(id)).join(' and ')} win${after.result.winnerIds.length === 1 ? 's' : ''}.`
        : 'Game over: no cars left, a draw.',
    );
  return out;
}
