import { useState } from 'preact/hooks';
import type { Setup } from '../../../rules/core/model';
import { correctionProcedure } from '../../../rules/white-line-fever/corrections';
import { DEPLOYMENTS, MANEUVERS, type Maneuver, maneuverCost } from '../../../rules/white-line-fever/data';
import type { WlfCar, WlfState } from '../../../rules/white-line-fever/model';
import { checkCallers, PROCEDURES, type WlfProcedure } from '../../../rules/white-line-fever/procedures';
import {
  canEndRound,
  carsOnTable,
  fireProblem,
  hasAdrenaline,
  maneuverProblem,
  maneuversLeft,
  resultText,
  roundBudget,
  slotsUsed,
} from '../../../rules/white-line-fever/rules';
import type { LiveGame } from '../../../state/app-state';
import { dispatch } from '../../../state/app-state';
import { useBringIntoView } from '../../components/bring-into-view';
import { pure } from '../../components/pure';
import { YourTurn } from '../../components/your-turn';
import { ProcedureSheet } from '../../procedure/procedure-sheet';
import { WlfCarCard } from './wlf-car-card';

type SheetId = keyof typeof PROCEDURES;

function useNames(l: LiveGame) {
  const setup = l.doc.setup;
  return {
    player: (id: string | null | undefined) => setup.players.find((p) => p.id === id)?.name ?? '?',
    car: (id: string | null | undefined) => setup.cars.find((c) => c.id === id)?.name ?? '?',
  };
}

function Pips({ s }: { s: WlfState }) {
  const r = s.round!;
  const budget = roundBudget(s) ?? 0;
  const cells: ('on' | 'forced' | '')[] = [];
  for (const m of r.sequence)
    for (let i = 0; i < maneuverCost(m); i++) cells.push(m === 'FORCED_STRAIGHT' ? 'forced' : 'on');
  while (cells.length < budget) cells.push('');
  return (
    <div class="pips" aria-hidden="true">
      {cells.map((c, i) => (
        <span key={i} class={c} />
      ))}
    </div>
  );
}

const SetupPanel = pure(function SetupPanel({ l, s, open }: { l: LiveGame; s: WlfState; open: (id: SheetId) => void }) {
  const n = useNames(l);
  const dep = DEPLOYMENTS.find((d) => d.id === s.deployment);
  return (
    <section class="card stack" aria-label="Setup">
      <h2>Setup</h2>
      {s.phase === 'SETUP_DEPLOYMENT' && !dep && (
        <>
          <p>Agree a deployment, or roll off for it: the highest roll picks.</p>
          <button class="primary" onClick={() => open('deployment')}>
            Choose deployment
          </button>
        </>
      )}
      {dep && (
        <p>
          <strong>{dep.name}:</strong> {dep.rule}
        </p>
      )}
      {s.phase === 'SETUP_DEPLOYMENT' && dep && (
        <>
          <p>Roll off: the winner places the first car, then placing goes clockwise.</p>
          <button class="primary" onClick={() => open('placementOrder')}>
            Roll off for placement
          </button>
        </>
      )}
      {s.phase === 'SETUP_PLACEMENT' && (
        <>
          <p>
            <strong>{n.player(s.placementQueue[0])}</strong> places a car: put it on the table, then tap its starting
            speed below.
          </p>
          <p class="muted small">Then: {s.placementQueue.slice(1, 8).map(n.player).join(', ') || 'done'}</p>
        </>
      )}
      {s.phase === 'SETUP_FIRST_DRIVER' && <FirstDriver open={open} />}
    </section>
  );
});

/** Issue 41: the last car is placed at the bottom of the page; its next step comes into view. */
function FirstDriver({ open }: { open: (id: SheetId) => void }) {
  const box = useBringIntoView<HTMLDivElement>('nearest');
  return (
    <div ref={box} class="below-bar">
      <p>Every car is on the table. Roll off for the first Driver.</p>
      <button class="primary" onClick={() => open('firstDriver')}>
        Roll off for first Driver
      </button>
    </div>
  );
}

const RoundPanel = pure(function RoundPanel({ l, s, open }: { l: LiveGame; s: WlfState; open: (id: SheetId) => void }) {
  const n = useNames(l);
  const [refusal, setRefusal] = useState<string | null>(null);
  const r = s.round!;
  const car = r.carId ? (s.cars[r.carId] as WlfCar) : null;
  const adrenaline = hasAdrenaline(s, r.driverId);
  const callers = checkCallers(s);
  const fireWhy = fireProblem(s);
  const maneuver = (m: Exclude<Maneuver, 'FORCED_STRAIGHT'>) => {
    const problem = maneuverProblem(s, m);
    if (problem) {
      setRefusal(problem);
      return;
    }
    setRefusal(dispatch({ type: 'wlf.maneuver', payload: { maneuver: m } }));
  };
  const driverColor = l.doc.setup.players.find((p) => p.id === r.driverId)?.color;
  return (
    <section class="card stack turn" style={{ '--turn-color': driverColor }} aria-label="Round">
      <div>
        <div class="muted small">
          Round {s.roundNumber}
          <YourTurn player={r.driverId} />
        </div>
        <strong>
          {n.player(r.driverId)} drives{car ? ` ${n.car(r.carId)}` : ''}
        </strong>
      </div>
      {!car && <p>Pick the car for this round: tap its speed on its card (or turn it back over if it is flipped).</p>}
      {car && !r.step1 && <p>Step 1: {car.flipped ? 'turn the car back over' : 'tap the new speed on the card'}.</p>}
      {car && r.step1 && r.sequence.length === 0 && !r.endReason && (
        <div class="stack" style={{ gap: '6px' }}>
          <span class="small muted">Step 2: gear for this round</span>
          <div class="grid2" role="group" aria-label="Gear">
            {(['FORWARD', 'REVERSE'] as const).map((g) => (
              <button
                key={g}
                type="button"
                aria-pressed={r.gear === g}
                class={r.gear === g ? 'primary' : ''}
                onClick={() => dispatch({ type: 'wlf.gear', payload: { gear: g } })}
              >
                {g === 'FORWARD' ? 'Forward' : 'Reverse'}
              </button>
            ))}
          </div>
        </div>
      )}
      {car && r.step1 && (
        <div class="stack" style={{ gap: '8px' }}>
          <div class="row">
            <span class="grow" aria-live="polite">
              Maneuvers: <strong>{slotsUsed(r)}</strong> of {roundBudget(s)}
              {r.gear === 'REVERSE' ? ' · reverse' : ''}
            </span>
            <Pips s={s} />
          </div>
          {!r.endReason && maneuversLeft(s) > 0 && (
            <div class="grid3" role="group" aria-label="Maneuvers">
              {(['STRAIGHT', 'TURN', 'BOOTLEG'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  aria-disabled={maneuverProblem(s, m) !== null}
                  class={maneuverProblem(s, m) ? 'soft-disabled' : ''}
                  onClick={() => maneuver(m)}
                >
                  {MANEUVERS.find((x) => x.id === m)?.name}
                </button>
              ))}
            </div>
          )}
          {refusal && (
            <p class="error" role="alert">
              {refusal}
            </p>
          )}
          {r.sequence.length > 0 && !r.endReason && (
            <div class="grid3" role="group" aria-label="Actions">
              <button type="button" disabled={fireWhy !== null} onClick={() => open('fire')}>
                Fire
              </button>
              <button type="button" disabled={callers.length === 0} onClick={() => open('check')}>
                {adrenaline ? 'Adrenaline' : 'Check!'}
              </button>
              <button type="button" onClick={() => open('collision')}>
                Collision
              </button>
            </div>
          )}
          {r.sequence.length > 0 && !r.endReason && (
            <p class="muted small">
              {fireWhy && !r.fired ? `Fire: ${fireWhy} ` : r.fired ? 'Fired this round. ' : ''}
              {adrenaline
                ? `${n.player(r.driverId)} has Adrenaline: no control checks.`
                : r.check
                  ? `Check called by ${n.player(r.check.callerId)}: ${r.check.roll === null ? 'automatic pass' : `${r.check.roll}, ${r.check.pass ? 'passed' : 'failed'}`}.`
                  : callers.length === 0
                    ? 'No control check can be called now.'
                    : 'Opponents may call one control check between maneuvers.'}
            </p>
          )}
          {r.endReason && (
            <p class="error" role="status">
              {r.endReason === 'COLLISION'
                ? 'Collision: the round is over.'
                : r.endReason === 'ACTIVE_CAR_FLIPPED'
                  ? 'The car flipped: the round is over.'
                  : 'The car is gone: the round is over.'}
            </p>
          )}
        </div>
      )}
    </section>
  );
});

/** The bottom bar's main button for White Line Fever: End round, once the count is spent. */
export function WlfPrimary({ s }: { s: WlfState }) {
  if (s.phase !== 'PLAY' || !s.round) return null;
  const r = s.round;
  const ok = canEndRound(s);
  const left = r.carId && r.step1 ? maneuversLeft(s) : null;
  return (
    <button class="primary" disabled={!ok} onClick={() => dispatch({ type: 'wlf.endRound', payload: {} })}>
      {ok || left === null ? 'End round' : `${left} to go`}
    </button>
  );
}

/** The players' cards: re-rendered when the state or the notes change, not when a sheet opens (issue 15). */
const WlfCars = pure(function WlfCars({
  setup,
  s,
  notes,
  onCorrect,
}: {
  setup: Setup;
  s: WlfState;
  notes: Record<string, string>;
  onCorrect: (carId: string) => void;
}) {
  return (
    <>
      {setup.players.map((p) => {
        const out =
          s.phase !== 'SETUP_DEPLOYMENT' &&
          s.phase !== 'SETUP_PLACEMENT' &&
          s.phase !== 'SETUP_FIRST_DRIVER' &&
          carsOnTable(s, p.id) === 0;
        return (
          <section key={p.id} class="player-group" aria-label={`${p.name}'s cars`}>
            <h2>
              <span class="swatch" style={{ background: p.color }} />
              <span class="ellipsis">{p.name}</span>
              {out && <span class="badge">Out</span>}
              {s.round?.driverId === p.id && s.phase === 'PLAY' && <span class="badge hot">Driver</span>}
            </h2>
            <div class="cars">
              {setup.cars
                .filter((c) => c.playerId === p.id)
                .map((c) => (
                  <WlfCarCard
                    key={c.id}
                    car={c}
                    info={s.cars[c.id] as WlfCar}
                    s={s}
                    note={notes[c.id] ?? ''}
                    onCorrect={s.phase === 'PLAY' ? () => onCorrect(c.id) : undefined}
                  />
                ))}
            </div>
          </section>
        );
      })}
    </>
  );
});

export function WlfTable({ l, s, notes }: { l: LiveGame; s: WlfState; notes: Record<string, string> }) {
  const [sheet, setSheet] = useState<SheetId | null>(null);
  const [correcting, setCorrecting] = useState<string | null>(null);
  const n = useNames(l);
  const setup = l.doc.setup;
  const procedure: WlfProcedure | null = sheet ? PROCEDURES[sheet] : null;
  const speedOf = (id: string) => {
    const c = s.cars[id];
    return c ? ` speed ${c.speed}${c.flipped ? ', flipped' : ''}` : '';
  };
  return (
    <>
      {s.phase.startsWith('SETUP') && <SetupPanel l={l} s={s} open={setSheet} />}
      {/* Issue 40: a game the table ended offers no more of the round. */}
      {s.phase === 'PLAY' && s.round && !l.timeline.state.core.ended && <RoundPanel l={l} s={s} open={setSheet} />}
      {s.result && (
        <section class="card stack" aria-label="Result">
          <h2>Game over</h2>
          <p>{resultText(s.result, n.player)}</p>
        </section>
      )}
      <WlfCars setup={setup} s={s} notes={notes} onCorrect={setCorrecting} />
      {correcting && (
        <ProcedureSheet
          procedure={correctionProcedure}
          state={s}
          ctx={{ setup }}
          initial={{ car: correcting }}
          onClose={() => setCorrecting(null)}
          carDetail={speedOf}
        />
      )}
      {procedure && (
        <ProcedureSheet
          procedure={procedure}
          state={s}
          ctx={{ setup }}
          onClose={() => setSheet(null)}
          carDetail={speedOf}
        />
      )}
    </>
  );
}
