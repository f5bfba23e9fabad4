// B12.9 the Gauntlet's enemy attack as a guided roll (issue 13): a drawn enemy against the lead
// vehicle, with the R-24 crew losses picked by its controller. Pure: the UI asks, the reducer decides.
import { faces, str } from '../core/answers';
import { describeContest } from '../core/contest';
import { carName as nameOfCar, playerName as nameOfPlayer } from '../core/guards';
import { type Answers, APP_ROLLER, applyDefaults, type Question } from '../core/procedure';
import { enemyPhaseView } from './missions';
import type { RwState, RwVehicle } from './model';
import { contest } from './pools';
import { type PoolSpec, poolWithReroll, type RwCtx, type RwProcedure, readPool, rwKit } from './procedures';
import {
  casualtyCandidates,
  meleeDefenceDice,
  ramDefenceDice,
  remainingHits,
  rerollOffered,
  shootDefenceDice,
  stats,
} from './rules';
import { tokenPublicLabel } from './table-view';

/** The next draw's attack and defence pools on `target` (B12.9's enemy table). */
function pools(s: RwState, target: RwVehicle, a: Answers) {
  const draw = enemyPhaseView(s).draws[0];
  if (!draw) return null;
  const row = draw.row;
  const offRoad = a.offRoad === true;
  const att =
    row.attack === 'SPIKES' ? stats(s, target).size + 1 : row.attack === 'RAM' && offRoad ? 2 : (row.dice ?? 0);
  const def =
    row.attack === 'SHOOT'
      ? shootDefenceDice(s, target)
      : row.attack === 'SPIKES'
        ? remainingHits(s, target)
        : row.attack === 'RAM'
          ? ramDefenceDice(s, target)
          : meleeDefenceDice(s, target);
  return { draw, row, att, def };
}

/** The lead vehicle's defence against the draw: its pool for the attack, a Veteran reroll unless Heavy [R-12]. */
function defencePool(s: RwState, ctx: RwCtx, target: RwVehicle, count: number): PoolSpec {
  return {
    id: 'def',
    label: `${nameOfCar(ctx.setup, target.id)} defends`,
    count,
    roller: nameOfPlayer(ctx.setup, target.controllerId),
    canReroll: rerollOffered(s, target, 'DEFENCE'),
  };
}

const ENEMY_MODEL = { MUTANT: 'a mutant', BUGGY: 'an enemy Buggy', BIKE: 'an enemy bike' } as const;

const ENEMY_LABEL = {
  SHOOT: 'The mutant shoots',
  SPIKES: 'The Spikes',
  RAM: 'The enemy Buggy rams',
  MELEE: 'The enemy bike attacks',
  NONE: '',
} as const;

/** R-24: the attacked vehicle's controller picks each crew lost (the driver's seat last); `picked` so far. */
function lossPicks(s: RwState, target: RwVehicle, n: number, a: Answers): { qs: Question[]; picked: string[] } {
  const qs: Question[] = [];
  const picked: string[] = [];
  for (let k = 0; k < n; k++) {
    const cands = casualtyCandidates({
      ...target,
      passengers: target.passengers.filter((id) => !picked.includes(id)),
      driverSeat: picked.includes(target.driverSeat ?? '') ? null : target.driverSeat,
    });
    if (cands.length === 0) break;
    if (cands.length > 1) {
      const id = `loss.${k}`;
      qs.push({
        kind: 'choice',
        id,
        label: `Which crew is lost (${k + 1} of ${n})?`,
        options: cands.map((t) => ({ value: t, label: tokenPublicLabel(s, target, t) })),
        default: cands[0],
      });
      const pick = str(a, id);
      picked.push(pick && cands.includes(pick) ? pick : (cands[0] as string));
    } else picked.push(cands[0] as string);
  }
  return { qs, picked };
}

/** B12.9 (3): the next draw fought against the player's lead vehicle. Initial answer: car. */
export const enemyAttackProcedure: RwProcedure = rwKit.define({
  id: 'rw.enemyAttack',
  title: 'An enemy attacks',
  ask(s, ctx, a) {
    const target = s.vehicles[str(a, 'car') ?? ''];
    if (!target) return [];
    const qs: Question[] = [];
    const p0 = pools(s, target, a);
    if (!p0) return [];
    if (p0.row.attack === 'RAM')
      qs.push({
        kind: 'yesno',
        id: 'offRoad',
        label: `Is ${nameOfCar(ctx.setup, target.id)} off the road?`,
        default: false,
        help: 'Off-road, the Buggy rams with 2 dice instead of 3.',
      });
    const p = pools(s, target, applyDefaults(qs, a))!;
    const dp = defencePool(s, ctx, target, p.def);
    qs.push({ kind: 'dice', id: 'att', label: ENEMY_LABEL[p.row.attack], count: p.att, sides: 6, roller: APP_ROLLER });
    qs.push(...poolWithReroll(dp, a));
    // A shot or melee the enemy wins with overkill kills crew: their controller picks who [R-24].
    const att = faces(a, 'att');
    const fin = readPool(dp, a)?.final;
    if ((p.row.attack === 'SHOOT' || p.row.attack === 'MELEE') && att?.length === p.att && fin) {
      const c = contest(att, fin);
      if (c.winner === 'ATTACKER' && c.overkill >= 1) qs.push(...lossPicks(s, target, c.overkill, a).qs);
    }
    return qs;
  },
  resolve(s, ctx, a0) {
    const target = s.vehicles[str(a0, 'car') ?? ''];
    if (!target) return { error: 'Pick the lead vehicle.' };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const p = pools(s, target, a)!;
    const att = faces(a, 'att') ?? [];
    const { rolled: def, reroll, final } = readPool(defencePool(s, ctx, target, p.def), a)!;
    const c = contest(att, final);
    const n = nameOfCar(ctx.setup, target.id);
    const losses =
      (p.row.attack === 'SHOOT' || p.row.attack === 'MELEE') && c.winner === 'ATTACKER' && c.overkill >= 1
        ? lossPicks(s, target, c.overkill, a).picked
        : null;
    const payload = {
      kind: p.draw.kind,
      carId: target.id,
      attack: att,
      defence: def,
      ...(reroll ? { defenceReroll: reroll } : {}),
      ...(losses ? { losses } : {}),
      ...(p.row.attack === 'RAM' ? { offRoad: a.offRoad === true } : {}),
      result: { winner: c.winner, overkill: c.overkill },
    };
    const model = p.row.enemy ? ENEMY_MODEL[p.row.enemy] : null;
    // The enemy stays on the road until the next enemy phase (B12.9 step 1): the table puts a model down.
    const reasons = [
      `${p.row.text}`,
      `${describeContest(c.raw, 'the enemy', n)}.`,
      ...(model ? [`On the table: put ${model} beside ${n}; it stays until the next enemy phase.`] : []),
    ];
    const summary =
      c.winner === 'TIE'
        ? 'No winner: nothing happens'
        : c.winner === 'ATTACKER'
          ? `The enemy wins${c.overkill ? `, overkill ${c.overkill}` : ''}`
          : `${n} holds${c.overkill ? `, overkill ${c.overkill}` : ''}`;
    return rwKit.preview(s, ctx, { type: 'rw.enemyAttack', payload }, summary, reasons);
  },
});
