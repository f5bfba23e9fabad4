// The Gauntlet's enemy phase (B12.9, R-44) as a checklist: the app draws from each player's tin
// (the table names who leads), then each draw in turn is ignored for a skull or fought against
// that player's lead vehicle on the guided sheet, then the table enters the next game turn's
// vehicle order (lead first). The rules (missions/gauntlet.ts) decide; this lists and asks.
import { useState } from 'preact/hooks';
import { uniformInt } from '../../../rules/core/rng';
import { tokenRow } from '../../../rules/road-wolf/data';
import {
  couriersOnBoard,
  drawingPlayers,
  ENEMY_TABLE,
  enemyPhaseView,
  GAUNTLET_TIN,
  skullsOf,
} from '../../../rules/road-wolf/missions';
import type { RwState } from '../../../rules/road-wolf/model';
import { canAct } from '../../../rules/road-wolf/rules';
import { dispatch } from '../../../state/app-state';
import { ReasonButton } from '../../components/reason-button';
import { appRng } from '../../dice/app-rng';
import type { OpenSheet } from './rw-sheet-ids';

type Name = (id: string | null | undefined) => string;

/** The lead player picks; the app draws every token from the tins (with replacement, R-44). */
function Draw({
  s,
  player,
  run,
}: {
  s: RwState;
  player: Name;
  run: (type: string, payload: Record<string, unknown>) => void;
}) {
  const players = drawingPlayers(s);
  const draw = (lead: string) => {
    const draws = players.flatMap((p) =>
      Array.from({ length: p === lead ? 2 : 1 }, () => ({
        playerId: p,
        kind: GAUNTLET_TIN[uniformInt(appRng, GAUNTLET_TIN.length)],
      })),
    );
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
function NextDraw({
  s,
  player,
  carName,
  run,
  open,
}: {
  s: RwState;
  player: Name;
  carName: Name;
  run: (type: string, payload: Record<string, unknown>) => void;
  open: OpenSheet;
}) {
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
      {view.draws.length > 1 && (
        <p class="muted small">
          Then:{' '}
          {view.draws
            .slice(1)
            .map((x) => `${player(x.playerId)} ${tokenRow(x.kind).name}`)
            .join(', ')}
          .
        </p>
      )}
      <ReasonButton
        reason={skulls < 1 ? `${player(d.playerId)} has no skull to spend.` : null}
        onClick={() => run('rw.enemyAttack', { kind: d.kind, skull: true })}
      >
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
              <button
                key={v.id}
                type="button"
                aria-label={`The enemy attacks ${carName(v.id)}`}
                onClick={() => open('enemyAttack', v.id, { car: v.id })}
              >
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
function Order({
  s,
  carName,
  run,
}: {
  s: RwState;
  carName: Name;
  run: (type: string, payload: Record<string, unknown>) => void;
}) {
  const [order, setOrder] = useState<string[]>([]);
  const due = couriersOnBoard(s)
    .filter((v) => canAct(v))
    .map((v) => v.id);
  const left = due.filter((id) => !order.includes(id));
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span>Next game turn’s order: tap the vehicles from the lead back.</span>
      {order.length > 0 && <p class="small">{order.map((id, i) => `${i + 1} ${carName(id)}`).join(' · ')}</p>}
      <div class="rw-chips" role="group" aria-label="Vehicle order">
        {left.map((id) => (
          <button
            key={id}
            type="button"
            aria-label={`Next in order: ${carName(id)}`}
            onClick={() => setOrder([...order, id])}
          >
            {carName(id)}
          </button>
        ))}
      </div>
      <div class="grid2">
        <ReasonButton reason={order.length ? null : 'Nothing tapped yet.'} onClick={() => setOrder([])}>
          Start again
        </ReasonButton>
        <ReasonButton
          class="primary"
          reason={left.length ? 'Tap every vehicle first, lead first.' : null}
          onClick={() => run('rw.vehicleOrder', { carIds: order })}
        >
          Set the order
        </ReasonButton>
      </div>
    </div>
  );
}

export function EnemyPhasePanel({
  s,
  player,
  carName,
  open,
}: {
  s: RwState;
  player: Name;
  carName: Name;
  open: OpenSheet;
}) {
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  const view = enemyPhaseView(s);
  const pending = s.pending.length > 0;
  const needsOrder = couriersOnBoard(s).some((v) => canAct(v));
  return (
    <div class="stack" style={{ gap: '10px' }}>
      <p class="small">Skulls: {s.seatOrder.map((p) => `${player(p)} ${view.skulls[p] ?? 0}`).join(' · ')}</p>
      {pending && <p class="small">Finish what is pinned at the top first.</p>}
      {!pending && !view.drawn && <Draw s={s} player={player} run={run} />}
      {!pending && view.drawn && view.draws.length > 0 && (
        <NextDraw s={s} player={player} carName={carName} run={run} open={open} />
      )}
      {!pending && view.drawn && view.draws.length === 0 && needsOrder && !view.orderEntered && (
        <Order s={s} carName={carName} run={run} />
      )}
      {!pending && view.drawn && view.draws.length === 0 && (view.orderEntered || !needsOrder) && (
        <p class="small">Then End phase (at the bottom).</p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
