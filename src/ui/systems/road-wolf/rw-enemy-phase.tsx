// The Gauntlet's enemy phase (B12.9, R-44) as a checklist: the app draws from each player's tin
// (the table names who leads), then each draw in turn is ignored for a skull or fought against
// that player's lead vehicle on the guided sheet, then the table enters the next game turn's
// vehicle order (lead first). The rules (missions/gauntlet.ts) decide; this lists and asks.
import { useState } from 'preact/hooks';
import { uniformInt } from '../../../rules/core/rng';
import { faces, str } from '../../../rules/core/answers';
import { carName as nameOfCar, playerName as nameOfPlayer } from '../../../rules/core/guards';
import { applyDefaults, type Answers, type Question } from '../../../rules/core/procedure';
import { describeContest } from '../../../rules/core/contest';
import { tokenRow } from '../../../rules/road-wolf/data';
import type { RwState, RwVehicle } from '../../../rules/road-wolf/model';
import { ENEMY_TABLE, GAUNTLET_TIN, couriersOnBoard, drawingPlayers, enemyPhaseView, skullsOf } from '../../../rules/road-wolf/missions';
import { rwKit, type RwProcedure } from '../../../rules/road-wolf/procedures';
import { contest } from '../../../rules/road-wolf/pools';
import { tokenPublicLabel } from '../../../rules/road-wolf/table-view';
import { canAct, casualtyCandidates, meleeDefenceDice, ramDefenceDice, remainingHits, rerollOffered, shootDefenceDice, stats } from '../../../rules/road-wolf/rules';
import { dispatch } from '../../../state/app-state';
import { appRng } from '../../dice/app-rng';
import { ReasonButton } from '../../components/reason-button';
import type { OpenSheet } from './rw-car-card';

type Name = (id: string | null | undefined) => string;

/** The next draw's attack and defence pools on `target` (B12.9's enemy table). */
function pools(s: RwState, target: RwVehicle, a: Answers) {
  const draw = enemyPhaseView(s).draws[0];
  if (!draw) return null;
  const row = draw.row;
  const offRoad = a.offRoad === true;
  const att = row.attack === 'SPIKES' ? stats(s, target).size + 1 : row.attack === 'RAM' && offRoad ? 2 : (row.dice ?? 0);
  const def = row.attack === 'SHOOT' ? shootDefenceDice(s, target) : row.attack === 'SPIKES' ? remainingHits(s, target) : row.attack === 'RAM' ? ramDefenceDice(s, target) : meleeDefenceDice(s, target);
  return { draw, row, att, def };
}

/** The defence after a Veteran reroll, once both are answered; null until then. */
function finalDefence(a: Answers): number[] | null {
  const rolled = faces(a, 'def') ?? [];
  const pick = str(a, 'def.reroll');
  if (pick === undefined || pick === 'none') return rolled;
  const nf = faces(a, 'def.new')?.[0];
  return nf === undefined ? null : rolled.map((f, i) => (i === Number(pick) ? nf : f));
}

const ENEMY_MODEL = { MUTANT: 'a mutant', BUGGY: 'an enemy Buggy', BIKE: 'an enemy bike' } as const;

const ENEMY_LABEL = { SHOOT: 'The mutant shoots', SPIKES: 'The Spikes', RAM: 'The enemy Buggy rams', MELEE: 'The enemy bike attacks', NONE: '' } as const;

/** R-24: the attacked vehicle's controller picks each crew lost (the driver's seat last); `picked` so far. */
function lossPicks(s: RwState, target: RwVehicle, n: number, a: Answers): { qs: Question[]; picked: string[] } {
  const qs: Question[] = [];
  const picked: string[] = [];
  for (let k = 0; k < n; k++) {
    const cands = casualtyCandidates({ ...target, passengers: target.passengers.filter((id) => !picked.includes(id)), driverSeat: picked.includes(target.driverSeat ?? '') ? null : target.driverSeat });
    if (cands.length === 0) break;
    if (cands.length > 1) {
      const id = `loss.${k}`;
      qs.push({ kind: 'choice', id, label: `Which crew is lost (${k + 1} of ${n})?`, options: cands.map((t) => ({ value: t, label: tokenPublicLabel(s, target, t) })), default: cands[0] });
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
    if (p0.row.attack === 'RAM') qs.push({ kind: 'yesno', id: 'offRoad', label: `Is ${nameOfCar(ctx.setup, target.id)} off the road?`, default: false, help: 'Off-road, the Buggy rams with 2 dice instead of 3.' });
    const p = pools(s, target, applyDefaults(qs, a))!;
    const who = nameOfPlayer(ctx.setup, target.controllerId);
    qs.push({ kind: 'dice', id: 'att', label: ENEMY_LABEL[p.row.attack], count: p.att, sides: 6, roller: 'the app' });
    if (p.def > 0) qs.push({ kind: 'dice', id: 'def', label: `${nameOfCar(ctx.setup, target.id)} defends`, count: p.def, sides: 6, roller: who });
    const rolled = faces(a, 'def');
    if (p.def > 0 && rerollOffered(s, target, 'DEFENCE') && rolled?.length === p.def) {
      qs.push({ kind: 'choice', id: 'def.reroll', label: `${nameOfCar(ctx.setup, target.id)}: Veteran reroll?`, options: [{ value: 'none', label: 'Keep the dice' }, ...rolled.map((f, i) => ({ value: String(i), label: `Reroll die ${i + 1} (a ${f})` }))], default: 'none' });
      const pick = str(a, 'def.reroll');
      if (pick !== undefined && pick !== 'none') qs.push({ kind: 'dice', id: 'def.new', label: `${nameOfCar(ctx.setup, target.id)}: the rerolled die`, count: 1, sides: 6, roller: who });
    }
    // A shot or melee the enemy wins with overkill kills crew: their controller picks who [R-24].
    const att = faces(a, 'att');
    const fin = finalDefence(a);
    if ((p.row.attack === 'SHOOT' || p.row.attack === 'MELEE') && att?.length === p.att && fin && fin.length === p.def) {
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
    const def = p.def > 0 ? (faces(a, 'def') ?? []) : [];
    const pick = str(a, 'def.reroll');
    const reroll = pick !== undefined && pick !== 'none' ? { index: Number(pick), newFace: faces(a, 'def.new')?.[0] as number } : null;
    const final = reroll ? def.map((f, i) => (i === reroll.index ? reroll.newFace : f)) : def;
    const c = contest(att, final);
    const n = nameOfCar(ctx.setup, target.id);
    const losses = (p.row.attack === 'SHOOT' || p.row.attack === 'MELEE') && c.winner === 'ATTACKER' && c.overkill >= 1 ? lossPicks(s, target, c.overkill, a).picked : null;
    const payload = { kind: p.draw.kind, carId: target.id, attack: att, defence: def, ...(reroll ? { defenceReroll: reroll } : {}), ...(losses ? { losses } : {}), ...(p.row.attack === 'RAM' ? { offRoad: a.offRoad === true } : {}), result: { winner: c.winner, overkill: c.overkill } };
    const model = p.row.enemy ? ENEMY_MODEL[p.row.enemy] : null;
    // The enemy stays on the road until the next enemy phase (B12.9 step 1): the table puts a model down.
    const reasons = [`${p.row.text}`, `${describeContest(c.raw, 'the enemy', n)}.`, ...(model ? [`On the table: put ${model} beside ${n}; it stays until the next enemy phase.`] : [])];
    const summary = c.winner === 'TIE' ? 'No winner: nothing happens' : c.winner === 'ATTACKER' ? `The enemy wins${c.overkill ? `, overkill ${c.overkill}` : ''}` : `${n} holds${c.overkill ? `, overkill ${c.overkill}` : ''}`;
    return rwKit.preview(s, ctx, { type: 'rw.enemyAttack', payload }, summary, reasons);
  },
});

/** The lead player picks; the app draws every token from the tins (with replacement, R-44). */
function Draw({ s, player, run }: { s: RwState; player: Name; run: (type: string, payload: Record<string, unknown>) => void }) {
  const players = drawingPlayers(s);
  const draw = (lead: string) => {
    const draws = players.flatMap((p) => Array.from({ length: p === lead ? 2 : 1 }, () => ({ playerId: p, kind: GAUNTLET_TIN[uniformInt(appRng, GAUNTLET_TIN.length)] })));
    run('rw.enemyDraw', { leadPlayerId: lead, draws });
  };
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span>Whose vehicle leads? They draw 2 tokens from the tin, everyone else 1. The app draws.</span>
      <div class="rw-chips" role="group" aria-label="Who leads">
        {players.map((p) => (
          <button key={p} type="button" aria-label={`${player(p)} leads: draw the enemies`} onClick={() => draw(p)}>
            {player(p)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The next draw: a skull ignores it, or it is fought against the player's lead vehicle. */
function NextDraw({ s, player, carName, run, open }: { s: RwState; player: Name; carName: Name; run: (type: string, payload: Record<string, unknown>) => void; open: OpenSheet }) {
  const view = enemyPhaseView(s);
  const d = view.draws[0];
  if (!d) return null;
  const skulls = skullsOf(s, d.playerId);
  const cars = couriersOnBoard(s).filter((v) => v.controllerId === d.playerId);
  return (
    <div class="stack rw-drifting" role="group" aria-label="Next enemy" style={{ gap: '8px' }}>
      <p>
        <strong>{player(d.playerId)}</strong> drew <strong>{tokenRow(d.kind).name}</strong>: {ENEMY_TABLE[d.kind].text}
      </p>
      {view.draws.length > 1 && <p class="muted small">Then: {view.draws.slice(1).map((x) => `${player(x.playerId)} ${tokenRow(x.kind).name}`).join(', ')}.</p>}
      <ReasonButton reason={skulls < 1 ? `${player(d.playerId)} has no skull to spend.` : null} onClick={() => run('rw.enemyAttack', { kind: d.kind, skull: true })}>
        Spend a skull to ignore it ({player(d.playerId)} has {skulls})
      </ReasonButton>
      {d.row.attack === 'NONE' ? (
        <button type="button" class="primary" onClick={() => run('rw.enemyAttack', { kind: d.kind })}>
          Nothing happens: next
        </button>
      ) : (
        <>
          <span class="small">It attacks {player(d.playerId)}’s lead vehicle. Which one leads?</span>
          <div class="rw-chips" role="group" aria-label="Lead vehicle attacked">
            {cars.map((v) => (
              <button key={v.id} type="button" aria-label={`The enemy attacks ${carName(v.id)}`} onClick={() => open('enemyAttack', v.id, { car: v.id })}>
                {carName(v.id)}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** B12.9: from game turn 2, one slot per courier vehicle, lead first; the table taps them in order. */
function Order({ s, carName, run }: { s: RwState; carName: Name; run: (type: string, payload: Record<string, unknown>) => void }) {
  const [order, setOrder] = useState<string[]>([]);
  const due = couriersOnBoard(s).filter((v) => canAct(v)).map((v) => v.id);
  const left = due.filter((id) => !order.includes(id));
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span>Next game turn’s order: tap the vehicles from the lead back.</span>
      {order.length > 0 && <p class="small">{order.map((id, i) => `${i + 1} ${carName(id)}`).join(' · ')}</p>}
      <div class="rw-chips" role="group" aria-label="Vehicle order">
        {left.map((id) => (
          <button key={id} type="button" aria-label={`Next in order: ${carName(id)}`} onClick={() => setOrder([...order, id])}>
            {carName(id)}
          </button>
        ))}
      </div>
      <div class="grid2">
        <ReasonButton reason={order.length ? null : 'Nothing tapped yet.'} onClick={() => setOrder([])}>
          Start again
        </ReasonButton>
        <ReasonButton class="primary" reason={left.length ? 'Tap every vehicle first, lead first.' : null} onClick={() => run('rw.vehicleOrder', { carIds: order })}>
          Set the order
        </ReasonButton>
      </div>
    </div>
  );
}

export function EnemyPhasePanel({ s, player, carName, open }: { s: RwState; player: Name; carName: Name; open: OpenSheet }) {
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  const view = enemyPhaseView(s);
  const pending = s.pending.length > 0;
  const needsOrder = couriersOnBoard(s).some((v) => canAct(v));
  return (
    <div class="stack" style={{ gap: '10px' }}>
      <p class="small">
        Skulls: {s.seatOrder.map((p) => `${player(p)} ${view.skulls[p] ?? 0}`).join(' · ')}
      </p>
      {pending && <p class="small">Finish what is pinned at the top first.</p>}
      {!pending && !view.drawn && <Draw s={s} player={player} run={run} />}
      {!pending && view.drawn && view.draws.length > 0 && <NextDraw s={s} player={player} carName={carName} run={run} open={open} />}
      {!pending && view.drawn && view.draws.length === 0 && needsOrder && !view.orderEntered && <Order s={s} carName={carName} run={run} />}
      {!pending && view.drawn && view.draws.length === 0 && (view.orderEntered || !needsOrder) && <p class="small">Then End phase (at the bottom).</p>}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
