// Dirty Wheels at the table: the rosters (A5), scenery (A5.7), deployment (A7.1b), each round's
// initiative (A7.1) and activations (A7.2-A7.9), destructions through the pending bar (A7.6,
// A7.9), the shock round (A7.10) and the end (A6.1). Every rule lives in src/rules/dirty-wheels;
// this screen renders the state and opens the guided sheets.
import { useCallback, useState } from 'preact/hooks';
import type { Answers, Procedure } from '../../../rules/core/procedure';
import type { ProcedureCommand } from '../../../rules/core/procedure-kit';
import { sceneryProfileRow, weaponRow } from '../../../rules/dirty-wheels/data';
import { withNames } from '../../../rules/dirty-wheels/handler';
import type { DwState } from '../../../rules/dirty-wheels/model';
import { PROCEDURES } from '../../../rules/dirty-wheels/procedures';
import { rollGunnerProcedure } from '../../../rules/dirty-wheels/roster-procedures';
import { effInit, resultText } from '../../../rules/dirty-wheels/rules';
import type { LiveGame } from '../../../state/app-state';
import { dispatch } from '../../../state/app-state';
import { ConfirmPair } from '../../components/confirm-pair';
import { ErrorNote } from '../../components/error-note';
import { HitBoxes } from '../../components/hit-boxes';
import { pure } from '../../components/pure';
import { ReasonButton } from '../../components/reason-button';
import { Sheet } from '../../dice/sheet';
import { ProcedureSheet } from '../../procedure/procedure-sheet';
import { DwCarCard } from './dw-car-card';
import { dwNames, signed } from './dw-names';
import { CarBuilder, RosterPanel } from './dw-roster';
import { autoRoll, type DwProcedure, type OpenProc } from './dw-roster-rolls';
import { ActivationPanel, DwPendingBar, OrderList, ShockPanel } from './dw-round';
import { type SceneryDraft, SceneryPanel } from './dw-scenery';
import './dw.css';

const deployProc = PROCEDURES.deploy;
const initiativeProc = PROCEDURES.initiative;

export interface SheetState {
  proc: Procedure<DwState, never, ProcedureCommand>;
  ctx: Record<string, unknown>;
  initial?: Answers;
}

export function DwTable({ l, s, notes }: { l: LiveGame; s: DwState; notes: Record<string, string> }) {
  const [sheet, setSheet] = useState<SheetState | null>(null);
  // Stable, so opening a sheet re-renders the sheet and not the board (issue 15).
  const open = useCallback<OpenProc>(
    (proc, ctx = {}, initial) => setSheet({ proc: proc as never, ctx, ...(initial ? { initial } : {}) }),
    [],
  );
  const over = !!l.timeline.state.core.ended || s.phase === 'ended';
  const setup = l.doc.setup;
  return (
    <>
      <DwBoard l={l} s={s} notes={notes} over={over} open={open} setSheet={setSheet} />
      {sheet && (
        <ProcedureSheet
          procedure={sheet.proc}
          state={s}
          ctx={{ setup, ...sheet.ctx } as never}
          onClose={() => setSheet(null)}
          carDetail={(id) => detail(s, id)}
          initial={sheet.initial}
        />
      )}
    </>
  );
}

/** Everything but the sheet: re-rendered when the state, the notes or the end change (issue 15). */
const DwBoard = pure(function DwBoard({
  l,
  s,
  notes,
  over,
  open,
  setSheet,
}: {
  l: LiveGame;
  s: DwState;
  notes: Record<string, string>;
  over: boolean;
  open: OpenProc;
  setSheet: (sheet: SheetState) => void;
}) {
  const setup = l.doc.setup;
  const n = dwNames(s, setup);
  const [error, setError] = useState<string | null>(null);
  const appRoll = (proc: DwProcedure) => {
    const r = autoRoll(proc, s, { setup });
    setError('error' in r ? r.error : dispatch(r.command));
  };
  // A7.1b: with no tie and no house-rule dice, the order needs nothing from the table: one tap.
  const deploy = () => {
    if (deployProc.ask(s, { setup }, {}).length) return open(deployProc);
    const r = deployProc.resolve(s, { setup }, {});
    setError('error' in r ? r.error : dispatch(r.command));
  };
  return (
    <>
      {!over && <DwPendingBar s={s} setup={setup} open={open} />}
      {s.phase === 'roster' && <RosterPanel l={l} s={s} />}
      {s.phase === 'scenery' && (
        <SceneryPanel
          s={s}
          setup={setup}
          openGunner={(d: SceneryDraft) => setSheet({ proc: rollGunnerProcedure as never, ctx: { draft: d } })}
          openDeploy={deploy}
        />
      )}
      {(s.phase === 'deployment' || s.phase === 'initiative') && !over && (
        <section class="card stack" aria-label="Initiative">
          {s.phase === 'deployment' ? (
            <>
              <h2>Deploy</h2>
              <p>Place the cars on the table in this order (highest driver initiative first):</p>
              <ol class="dw-order">
                {s.deploymentOrder.map((id) => (
                  <li key={id}>
                    {n.entity(id)} ({n.player(s.cars[id]?.playerId)}), initiative{' '}
                    {effInit(s.cars[id]?.driver ?? undefined)}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <h2>Round {s.round + 1}</h2>
          )}
          <p class="small">
            Every car and armed scenery piece rolls a D6 and adds its driver's initiative; highest goes first.
          </p>
          <div class="grid2">
            <button type="button" onClick={() => open(initiativeProc)}>
              Type the dice
            </button>
            <button type="button" class="primary" onClick={() => appRoll(initiativeProc)}>
              App rolls initiative
            </button>
          </div>
        </section>
      )}
      {s.phase === 'round' && !over && (
        <>
          <OrderList s={s} setup={setup} />
          <ActivationPanel s={s} setup={setup} open={open} />
        </>
      )}
      {s.phase === 'shock' && !over && <ShockPanel s={s} setup={setup} open={open} />}
      {s.result && (
        <section class="card stack" aria-label="Result">
          <h2>Game over</h2>
          <p>{resultText(s.result, n.player)}</p>
        </section>
      )}
      <ErrorNote error={error} />
      {setup.players.map((p) => (
        <section key={p.id} class="player-group" aria-label={`${p.name}'s cars`}>
          <h2>
            <span class="swatch" style={{ background: p.color }} />
            <span class="ellipsis">{p.name}</span>
          </h2>
          <div class="cars">
            {setup.cars
              .filter((c) => c.playerId === p.id)
              .map((c) => {
                const dc = s.cars[c.id];
                if (!dc) return null;
                return (
                  <DwCarCard key={c.id} s={s} car={c} c={dc} note={notes[c.id] ?? ''}>
                    {s.phase === 'roster' && (
                      <CarBuilder s={s} setup={setup} car={c} c={dc} open={(proc, carId) => open(proc, { carId })} />
                    )}
                  </DwCarCard>
                );
              })}
          </div>
        </section>
      ))}
      {s.sceneryOrder.length > 0 && s.phase !== 'scenery' && (
        <section class="player-group" aria-label="Scenery">
          <h2>Scenery</h2>
          <div class="cars">
            {s.sceneryOrder.map((id) => {
              const p = s.scenery[id]!;
              const prof = sceneryProfileRow(p.profile);
              const live = !over && p.status === 'in_play';
              return (
                <article
                  key={id}
                  class={`card car dw-car${s.activation?.entityId === id ? ' active' : ''}${p.status !== 'in_play' ? ' out' : ''}`}
                  aria-label={p.name}
                >
                  <h3 class="break">{p.name}</h3>
                  <span class="small">
                    {n.player(p.controller)} · structure {prof.structure} · armour {prof.armour}
                    {p.status !== 'in_play' ? ' · rubble' : ''}
                  </span>
                  <HitBoxes
                    total={prof.structure}
                    marked={p.damage}
                    label={`Damage on ${p.name}`}
                    live={live}
                    boxLabel={(i, hit) =>
                      `${hit ? 'Clear a damage on' : 'Mark a damage on'} ${p.name} (box ${i + 1} of ${prof.structure})`
                    }
                    onToggle={(_, hit) =>
                      dispatch(
                        withNames(s, {
                          type: 'dw.adjust',
                          payload: { entityId: id, damage: hit ? p.damage - 1 : p.damage + 1 },
                        }),
                      )
                    }
                  />
                  {p.weapons.length > 0 && (
                    <p class="small">Weapons: {p.weapons.map((w) => weaponRow(w)?.name).join(', ')}</p>
                  )}
                  {p.gunner && (
                    <p class="small">
                      Gunner: initiative {effInit(p.gunner)}, bravery {p.gunner.bravery}+, aim {signed(p.gunner.aim)}
                    </p>
                  )}
                </article>
              );
            })}
          </div>
        </section>
      )}
      {!over && s.phase !== 'roster' && <EndByAgreement />}
    </>
  );
});

/** A6.1 [DW-A44]: the table may end the game whenever it agrees; the app reports who still has cars. */
function EndByAgreement() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" class="wide" onClick={() => setAsking(true)}>
        End the game by agreement
      </button>
      {asking && (
        <Sheet title="End the game?" onClose={() => setAsking(false)}>
          <p>
            The game ends now; the app lists the players who still have cars in play. It does not score. Undo reopens
            it.
          </p>
          <ConfirmPair
            inSheet
            confirm="End the game"
            onClose={() => setAsking(false)}
            onConfirm={() => dispatch({ type: 'dw.endGame', payload: {} })}
          />
        </Sheet>
      )}
    </>
  );
}

function detail(s: DwState, id: string): string {
  const c = s.cars[id];
  if (c?.type) return ` ${c.damage} damage`;
  return '';
}

/** The bottom bar's main button: End turn (the activation, A7.2) while one is under way; it says why not otherwise. */
export function DwPrimary({ s }: { s: DwState }) {
  if (s.phase !== 'round') return null;
  const reason = s.pending.length
    ? 'First resolve what is pending (top of the screen).'
    : !s.activation
      ? 'No car is activating: start the next one above.'
      : null;
  return (
    <ReasonButton class="primary" reason={reason} onClick={() => dispatch({ type: 'dw.endActivation', payload: {} })}>
      End turn
    </ReasonButton>
  );
}
