// The table of a game played on a sheet (issue 33): whose turn it is, each player's resources and
// cars, the guided roll of a move, corrections, and the result. The sheet in the state says what
// there is; every change is a cs.* command the rules check (rules/custom/commands.ts).
import { useMemo, useState } from 'preact/hooks';
import type { Setup } from '../../../rules/core/model';
import type { CsCar, CsState } from '../../../rules/custom/model';
import { moveProcedure, orderRollOff, rollOffProblem } from '../../../rules/custom/procedures';
import { current, maxOf, resultLines, roundOrder, standing, tracker, trackerValue } from '../../../rules/custom/rules';
import type { Move } from '../../../rules/custom/sheet';
import { dispatch, type LiveGame, showToast } from '../../../state/app-state';
import { Counter } from '../../components/counter';
import { ErrorNote } from '../../components/error-note';
import { pure } from '../../components/pure';
import { ResultCard } from '../../components/result-card';
import { appRng } from '../../dice/app-rng';
import { Sheet } from '../../dice/sheet';
import { ProcedureSheet } from '../../procedure/procedure-sheet';
import { CsCarCard, type CsOpen } from './cs-car-card';
import { nextLabel, nextPayload, takerColor, takerName, turnPlayer } from './cs-order';
import './cs.css';
import { YourTurn } from '../../components/your-turn';

const list = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** Round, whose turn, who comes next; a roll-off waiting or made. */
const TurnPanel = pure(function TurnPanel({ s, setup }: { s: CsState; setup: Setup }) {
  const t = s.sheet.turns;
  const name = (id: string) => takerName(s, setup, id);
  const stat = t.stat ? tracker(s.sheet, t.stat)?.name : undefined;
  const who = current(s);
  if (s.turn.round === 0) {
    const { order, tied } = roundOrder(s);
    const all = tied.length === 1 && tied[0]?.length === order.length;
    return (
      <section class="card stack turn" aria-label="Turn">
        <div>
          <div class="muted small">Before round 1</div>
          <strong>Roll off for the order</strong>
        </div>
        <p class="small">
          {all
            ? `All ${order.length} ${t.by === 'car' ? 'cars' : 'players'} are tied`
            : `${tied.map((g) => list(g.map(name))).join('; ')} are tied`}
          {stat ? ` on ${stat}` : ''}: a D6 each settles the order. The bottom button rolls them here; or throw your own
          and type them.
        </p>
        <TableRollOff s={s} setup={setup} />
      </section>
    );
  }
  // The round's last turn: the next order has ties to roll off (issue 41: with the table's dice too).
  const tiedNext = who !== null && rollOffProblem(s) === null ? roundOrder(s).tied : [];
  const after = who ? s.turn.order.slice(s.turn.at + 1).filter((id) => !isOut(s, id)) : [];
  const rolls = s.turn.rolls ? Object.entries(s.turn.rolls) : [];
  return (
    <section class="card stack turn" style={{ '--turn-color': takerColor(s, setup) }} aria-label="Turn">
      <div>
        <div class="muted small">
          Round {s.turn.round}
          <YourTurn player={who && t.order !== 'free' ? (t.by === 'car' ? s.cars[who]?.ownerId : who) : null} />
        </div>
        <strong>
          {t.order === 'free'
            ? 'Free order: anyone acts'
            : who
              ? // Taken out on its own turn (a trigger, a correction): not "Green Ghost's turn" beside its Out.
                isOut(s, who)
                ? `${name(who)} is out: on to the next turn`
                : t.by === 'car'
                  ? `${name(who)}’s turn (${setup.players.find((p) => p.id === s.cars[who]?.ownerId)?.name ?? '?'})`
                  : `${name(who)}’s turn`
              : 'No one left to act'}
        </strong>
      </div>
      {after.length > 0 && <p class="small muted">Then: {after.map(name).join(', ')}</p>}
      {rolls.length > 0 && (
        <p class="small muted">
          Tied{stat ? ` on ${stat}` : ''}, rolled off:{' '}
          {rolls.map(([id, r]) => `${name(id)} ${r.join(' then ')}`).join(', ')}
        </p>
      )}
      {tiedNext.length > 0 && (
        <>
          <p class="small">
            Next round: {tiedNext.map((g) => list(g.map(name))).join('; ')} are tied{stat ? ` on ${stat}` : ''}.
          </p>
          <TableRollOff s={s} setup={setup} />
        </>
      )}
    </section>
  );
});

/** Issue 41: the order's roll-off with the table's own dice typed in (or rolled here), as any roll. */
function TableRollOff({ s, setup }: { s: CsState; setup: Setup }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Roll off with table dice
      </button>
      {open && <ProcedureSheet procedure={orderRollOff} state={s} ctx={{ setup }} onClose={() => setOpen(false)} />}
    </>
  );
}

function isOut(s: CsState, id: string): boolean {
  if (s.sheet.turns.by === 'car') return !!s.cars[id]?.out;
  const mine = s.carOrder.filter((c) => s.cars[c]?.ownerId === id);
  return mine.length > 0 && mine.every((c) => s.cars[c]?.out);
}

/** Game over by the sheet's rules: the last player with a car in, and the score if there is one. */
function CsResult({ s, setup }: { s: CsState; setup: Setup }) {
  const lines = resultLines(s, (id) => setup.players.find((p) => p.id === id)?.name ?? '?');
  if (!lines) return null;
  const [won, score] = lines;
  return (
    <ResultCard>
      <p>{won}</p>
      {score && <p class="small">{score}</p>}
    </ResultCard>
  );
}

/** Each player's resources and cars, the way every system groups them (WlfCars). */
const CsPlayers = pure(function CsPlayers({
  s,
  setup,
  notes,
  over,
  open,
}: {
  s: CsState;
  setup: Setup;
  notes: Record<string, string>;
  over: boolean;
  open: (sheet: CsOpen) => void;
}) {
  const who = current(s);
  const turnOf = turnPlayer(s);
  return (
    <>
      {setup.players.map((p) => {
        const cars = setup.cars.filter((c) => c.playerId === p.id);
        const out = cars.length > 0 && cars.every((c) => s.cars[c.id]?.out);
        return (
          <section key={p.id} class="player-group" aria-label={`${p.name}'s cars`}>
            <h2>
              <span class="swatch" style={{ background: p.color }} />
              <span class="ellipsis">{p.name}</span>
              {out && <span class="badge">Out</span>}
              {!over && s.sheet.turns.by === 'player' && turnOf === p.id && <span class="badge hot">Turn</span>}
            </h2>
            {s.sheet.resources.length > 0 && (
              <div class="card stack cs-resources" role="group" aria-label={`${p.name}’s resources`}>
                {s.sheet.resources.map((r) => (
                  <Counter
                    key={r.id}
                    label={r.name}
                    value={s.resources[p.id]?.[r.id] ?? r.start}
                    min={r.min}
                    max={r.max}
                    onChange={(v) => {
                      const by = v - (s.resources[p.id]?.[r.id] ?? r.start);
                      const err = dispatch({ type: 'cs.resource', payload: { playerId: p.id, resource: r.id, by } });
                      if (err) showToast({ message: err, reason: true });
                    }}
                    decLabel={`Lower ${p.name}’s ${r.name}`}
                    incLabel={`Raise ${p.name}’s ${r.name}`}
                  >
                    {r.score && <span class="muted"> · score</span>}
                  </Counter>
                ))}
              </div>
            )}
            <div class="cars">
              {cars.map((c) => (
                <CsCarCard
                  key={c.id}
                  s={s}
                  car={c}
                  info={s.cars[c.id] as CsCar}
                  note={notes[c.id] ?? ''}
                  ownerName={p.name}
                  turn={!over && s.sheet.turns.by === 'car' && who === c.id}
                  over={over}
                  open={open}
                />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
});

/** A car's corrections: its own maximum for each per-car tracker, and out or back in (each logged). */
function CsCorrect({ s, setup, carId, onClose }: { s: CsState; setup: Setup; carId: string; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const info = s.cars[carId];
  const name = setup.cars.find((c) => c.id === carId)?.name ?? '?';
  if (!info) return null;
  const perCar = s.sheet.trackers.filter((t) => t.perCar && t.kind !== 'hidden');
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  return (
    <Sheet title={`Correct ${name}`} onClose={onClose}>
      <div class="stack">
        <p class="small muted">Each correction goes in the log; Undo takes it back.</p>
        {perCar.map((t) => {
          const max = maxOf(info, t);
          // The sheet's own limits on a row of boxes and a speed row hold for a car's maximum too.
          const top = t.kind === 'boxes' ? 30 : t.kind === 'speed' ? t.min + 20 : 999;
          return (
            <Counter
              key={t.id}
              label={`${t.name} maximum`}
              value={max}
              min={Math.max(t.min, 1)}
              max={top}
              onChange={(v) => run('cs.max', { carId, tracker: t.id, max: v })}
              decLabel={`Lower ${name}’s ${t.name} maximum`}
              incLabel={`Raise ${name}’s ${t.name} maximum`}
            >
              <span class="muted"> (now {trackerValue(info, t)})</span>
            </Counter>
          );
        })}
        {info.out ? (
          <button type="button" onClick={() => run('cs.out', { carId, out: false })}>
            Back in: {name} plays on
          </button>
        ) : (
          <button type="button" onClick={() => run('cs.out', { carId, out: true })}>
            Take {name} out of the game
          </button>
        )}
        <ErrorNote error={error} />
        <button type="button" class="primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Sheet>
  );
}

/** What a target button shows beside the car's name: the target's trackers this move reads or changes. */
function targetDetail(s: CsState, move: Move): (id: string) => string {
  const ids = new Set<string>();
  if (move.success.kind === 'target') ids.add(move.success.tracker);
  for (const e of move.effects) if (e.who === 'target' && e.what === 'tracker') ids.add(e.id);
  const ts = s.sheet.trackers.filter((t) => ids.has(t.id) && t.kind !== 'hidden');
  return (id) => {
    const c = s.cars[id];
    if (!c || !ts.length) return '';
    return ts
      .map((t) => `${t.name} ${trackerValue(c, t)}${t.kind === 'boxes' || t.perCar ? ` of ${maxOf(c, t)}` : ''}`)
      .join(' · ');
  };
}

function MoveSheet({
  s,
  setup,
  moveId,
  carId,
  onClose,
}: {
  s: CsState;
  setup: Setup;
  moveId: string;
  carId: string;
  onClose: () => void;
}) {
  const move = s.sheet.moves.find((m) => m.id === moveId);
  const procedure = useMemo(() => (move ? moveProcedure(move, carId) : null), [move, carId]);
  if (!move || !procedure) return null;
  return (
    <ProcedureSheet
      procedure={procedure}
      state={s}
      ctx={{ setup }}
      onClose={onClose}
      carDetail={move.target ? targetDetail(s, move) : undefined}
    />
  );
}

export function CsTable({ l, s, notes }: { l: LiveGame; s: CsState; notes: Record<string, string> }) {
  const [open, setOpen] = useState<CsOpen | null>(null);
  const setup = l.doc.setup;
  const over = !!standing(s) || !!l.timeline.state.core.ended;
  return (
    <>
      {!over && <TurnPanel s={s} setup={setup} />}
      <CsResult s={s} setup={setup} />
      <CsPlayers s={s} setup={setup} notes={notes} over={over} open={setOpen} />
      {open?.kind === 'move' && (
        <MoveSheet s={s} setup={setup} moveId={open.moveId} carId={open.carId} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'correct' && <CsCorrect s={s} setup={setup} carId={open.carId} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The bottom bar's main button: the next turn, the next round (rolling off any ties), or the first roll-off. */
export function CsPrimary({ s }: { s: CsState }) {
  return (
    <button
      type="button"
      class="primary"
      onClick={() => {
        const err = dispatch({ type: 'cs.next', payload: nextPayload(s, appRng) });
        if (err) showToast({ message: err, reason: true });
      }}
    >
      {nextLabel(s)}
    </button>
  );
}
