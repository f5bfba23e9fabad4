import { useCallback, useState } from 'preact/hooks';
import { type AllocDraft, allocSummary, morePlaceable } from '../../../rules/car-cult-d20/allocation';
import type { CcHouseRules } from '../../../rules/car-cult-d20/data';
import type { CcState } from '../../../rules/car-cult-d20/model';
import { activateProcedure, type CcProcedure, mineProcedure } from '../../../rules/car-cult-d20/procedures';
import {
  allocationProblem,
  buildUse,
  carsInPlay,
  endActivationProblem,
  engineOf,
  houseRulesOf,
  nextActivation,
  resultText,
  rosterProblems,
} from '../../../rules/car-cult-d20/rules';
import { names } from '../../../rules/core/guards';
import type { Setup } from '../../../rules/core/model';
import type { LiveGame } from '../../../state/app-state';
import { dispatch, live } from '../../../state/app-state';
import { ConfirmPair } from '../../components/confirm-pair';
import { Counter } from '../../components/counter';
import { pure } from '../../components/pure';
import { ReasonButton } from '../../components/reason-button';
import { Sheet } from '../../dice/sheet';
import { ProcedureSheet } from '../../procedure/procedure-sheet';
import { ActivationPanel, type OpenSheet } from './cc-activation';
import { CcCarCard } from './cc-car-card';
import { CcPending } from './cc-pending';
import { allocDraft, draftFor, swapPick } from './cc-ui-state';
import './cc.css';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function RosterPanel({ s, setup }: { s: CcState; setup: Setup }) {
  const [error, setError] = useState<string | null>(null);
  const problems = rosterProblems(s, setup);
  return (
    <section class="card stack" aria-label="Roster">
      <h2>Build the cars</h2>
      <Counter
        label="Build limit"
        value={s.buildLimit}
        min={4}
        max={200}
        onChange={(v) => setError(dispatch({ type: 'cc.config', payload: { buildLimit: v } }))}
        decLabel="Lower build limit"
        incLabel="Raise build limit"
      >
        <span class="muted small"> AZ per player (30 is usual)</span>
      </Counter>
      <p class="muted small">
        Each car: one engine, then crew, weapons, mines, armour or a ram. Every card's Action Zones count toward its
        player's limit.
      </p>
      <ul class="plain-list" aria-label="Build limit used">
        {setup.players.map((p) => {
          const u = buildUse(s, p.id);
          return (
            <li key={p.id} class={u.used > u.limit ? 'error' : undefined}>
              <strong>{p.name}</strong> uses {u.used} of {u.limit} AZ
            </li>
          );
        })}
      </ul>
      {problems.length > 0 && (
        <ul class="error" aria-label="Problems">
          {problems.map((x, i) => (
            <li key={i}>{x.message}</li>
          ))}
        </ul>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function SetupPanel({ s, setup }: { s: CcState; setup: Setup }) {
  const n = names(setup);
  const order = [...carsInPlay(s)].sort((a, b) => (engineOf(b)?.st ?? 0) - (engineOf(a)?.st ?? 0));
  return (
    <section class="card stack" aria-label="Setup">
      <h2>Starting speed</h2>
      <p class="small">
        Choose each car's starting engine Speed Tokens on its card (acceleration does not apply), put them on the engine
        cards, then place the models.
      </p>
      <p class="small muted">
        Most engine Speed Tokens activate first: {order.map((c) => `${n.car(c.id)} ${engineOf(c)?.st ?? 0}`).join(', ')}
        .
      </p>
    </section>
  );
}

/** The round: who activates next (B8.1, re-evaluated before every activation) and the mines on the table. */
function RoundPanel({ s, setup, h, open }: { s: CcState; setup: Setup; h: CcHouseRules; open: OpenSheet }) {
  const n = names(setup);
  const next = nextActivation(s, setup);
  const waiting = carsInPlay(s).filter((c) => !c.activated && c.id !== s.activeCarId);
  return (
    <section class="card stack turn" aria-label="Round">
      <div>
        <div class="muted small">Round {s.round}</div>
        <strong>
          {s.activeCarId
            ? `${n.car(s.activeCarId)} is activating`
            : next.kind === 'CAR'
              ? `Next: ${n.car(next.carId)} (${n.player(s.cars[next.carId]?.playerId)})`
              : next.kind === 'TIE'
                ? `Tied for next: ${next.tied.map((id) => n.car(id)).join(', ')}`
                : 'Waiting'}
        </strong>
      </div>
      {waiting.length > 0 && (
        <p class="small muted">
          Still to activate:{' '}
          {waiting
            .map(
              (c) =>
                `${n.car(c.id)} (${plural(s.roundStartST?.[c.id] ?? engineOf(c)?.st ?? 0, 'engine ST', 'engine ST')}${s.tieRolls[c.id] !== undefined ? `, tie ${s.tieRolls[c.id]}` : ''})`,
            )
            .join(', ')}
          .{' '}
          {h.activationOrderFixed
            ? 'The order was set by the engine Speed Tokens at the start of the round (house rule).'
            : 'The order is worked out again before each activation.'}
        </p>
      )}
      {s.mines.length > 0 && (
        <div class="row wrap">
          <span class="grow small">{plural(s.mines.length, 'mine')} on the table</span>
          <ReasonButton
            reason={s.pending.length ? 'Finish what is waiting first.' : null}
            onClick={() =>
              open(
                mineProcedure,
                {},
                {
                  ...(s.activeCarId ? { carId: s.activeCarId } : {}),
                  ...(s.mines.length === 1 ? { mineId: s.mines[0]!.id } : {}),
                },
              )
            }
          >
            A mine goes off…
          </ReasonButton>
        </div>
      )}
      {s.mines.map((m) => (
        // Part D: a marker the table takes away by hand (it drifted off, it was misplaced).
        <div key={m.id} class="row wrap">
          <span class="grow small">
            {n.car(m.ownerCarId)}’s mine, laid in round {m.laidInRound}
          </span>
          <button
            type="button"
            class="ghost"
            aria-label={`Remove ${n.car(m.ownerCarId)}’s mine laid in round ${m.laidInRound}`}
            onClick={() => dispatch({ type: 'cc.removeMine', payload: { mineId: m.id } })}
          >
            Remove
          </button>
        </div>
      ))}
    </section>
  );
}

/** The bottom bar's main button: whatever moves the game on now, saying why when it cannot. */
export function CcPrimary({ s }: { s: CcState }) {
  const [tie, setTie] = useState(false);
  const [losing, setLosing] = useState(false);
  const l = live.value;
  if (!l || l.timeline.state.core.ended) return null;
  const setup = l.doc.setup;
  const n = names(setup);
  // Read so that the bar redraws while an allocation is tapped in.
  void allocDraft.value;
  if (s.phase === 'roster') {
    const problems = rosterProblems(s, setup);
    return (
      <ReasonButton
        class="primary cc-primary-two"
        reason={problems[0] ? `Fix this first: ${problems[0].message}` : null}
        onClick={() => dispatch({ type: 'cc.lockRoster', payload: {} })}
      >
        Lock the roster
      </ReasonButton>
    );
  }
  if (s.phase === 'setup') {
    return (
      <button type="button" class="primary cc-primary-two" onClick={() => dispatch({ type: 'cc.start', payload: {} })}>
        Start round 1
      </button>
    );
  }
  if (s.phase !== 'round') return null;
  const active = s.activeCarId ? s.cars[s.activeCarId] : undefined;
  if (active?.act?.step === 'START') {
    const d = draftFor(s)!;
    const sum = allocSummary(active, d);
    // Issue 30: tokens that could still go on a card are not thrown away by one tap.
    const asks = sum.lost > 0 && morePlaceable(active, d);
    const allocate = (draft: AllocDraft): string | null => {
      const err = dispatch({
        type: 'cc.allocate',
        payload: {
          bonusST: draft.bonus,
          alloc: Object.fromEntries(Object.entries(draft.alloc).filter(([, v]) => v > 0)),
        },
      });
      if (!err) allocDraft.value = null;
      return err;
    };
    return (
      <>
        <ReasonButton
          class="primary cc-primary-two"
          // The name holds what the button shows, "Allocate 3 of 6" over "3 lost" (WCAG 2.5.3, issue 30).
          label={`Allocate ${sum.placed} of ${sum.g}${sum.lost ? `, ${sum.lost} lost` : ''}${asks ? ': asks first' : ''}`}
          reason={s.pending.length ? 'Finish what is waiting first.' : allocationProblem(active, d.alloc, d.bonus)}
          onClick={() => {
            if (asks) {
              setLosing(true);
              return;
            }
            allocate(d);
          }}
        >
          <span>
            Allocate {sum.placed} of {sum.g}
          </span>{' '}
          {sum.lost > 0 && <span class="cc-sub">{sum.lost} lost</span>}
        </ReasonButton>
        {asks && losing && (
          <Sheet title={`Lose ${plural(sum.lost, 'Speed Token')}?`} onClose={() => setLosing(false)}>
            <p>
              {sum.room > 0 ? 'More of them fit on the cards: tap an empty Action Zone to place one. ' : ''}
              Allocate now and {plural(sum.lost, 'Speed Token')} {sum.lost === 1 ? 'is' : 'are'} lost for this
              activation (B8.5).
            </p>
            <ConfirmPair
              inSheet
              keep="Place them"
              confirm={`Lose ${sum.lost}`}
              onClose={() => setLosing(false)}
              onConfirm={() => allocate(d)}
            />
          </Sheet>
        )}
      </>
    );
  }
  if (active) {
    return (
      <ReasonButton
        class="primary cc-primary-two"
        // The name starts with what the button shows (voice control: "tap End turn").
        label="End turn: end this activation"
        reason={endActivationProblem(s, active)}
        onClick={() => {
          swapPick.value = null;
          dispatch({ type: 'cc.endActivation', payload: {} });
        }}
      >
        End turn
      </ReasonButton>
    );
  }
  const next = nextActivation(s, setup);
  if (next.kind === 'TIE') {
    return (
      <>
        <button type="button" class="primary cc-primary-two" onClick={() => setTie(true)}>
          Roll for the tie
        </button>
        {tie && (
          <ProcedureSheet procedure={activateProcedure} state={s} ctx={{ setup }} onClose={() => setTie(false)} />
        )}
      </>
    );
  }
  if (next.kind === 'CAR') {
    return (
      <button
        type="button"
        class="primary cc-primary-two"
        onClick={() => dispatch({ type: 'cc.activate', payload: { carId: next.carId } })}
      >
        Activate {n.car(next.carId)}
      </button>
    );
  }
  return (
    <ReasonButton
      class="primary"
      reason={s.pending.length ? 'Finish what is waiting at the top first.' : 'Nothing to do now.'}
      onClick={() => undefined}
    >
      Next
    </ReasonButton>
  );
}

export function CcTable({ l, s, notes }: { l: LiveGame; s: CcState; notes: Record<string, string> }) {
  const [sheet, setSheet] = useState<{
    p: CcProcedure;
    ctx: { weaponId?: string };
    initial?: Record<string, string>;
  } | null>(null);
  const setup = l.doc.setup;
  const over = !!l.timeline.state.core.ended || s.phase === 'ended';
  // Stable, so opening a sheet re-renders the sheet and not the board (issue 15).
  const open = useCallback<OpenSheet>(
    (p, ctx = {}, initial) => setSheet({ p, ctx, ...(initial ? { initial } : {}) }),
    [],
  );
  const detail = (id: string) => {
    const c = s.cars[id];
    const e = c && engineOf(c);
    return e ? ` ${plural(e.st, 'engine ST', 'engine ST')}, ${e.dt ? `${e.dt} DT` : 'no DT'} on the engine` : '';
  };
  return (
    <>
      <CcBoard l={l} s={s} notes={notes} over={over} open={open} />
      {sheet && (
        <ProcedureSheet
          procedure={sheet.p}
          state={s}
          ctx={{ setup, ...sheet.ctx }}
          onClose={() => setSheet(null)}
          carDetail={detail}
          initial={sheet.initial}
        />
      )}
    </>
  );
}

/** Everything but the sheet: re-rendered when the state, the notes or the end change (issue 15). */
const CcBoard = pure(function CcBoard({
  l,
  s,
  notes,
  over,
  open,
}: {
  l: LiveGame;
  s: CcState;
  notes: Record<string, string>;
  over: boolean;
  open: OpenSheet;
}) {
  const setup = l.doc.setup;
  const h: CcHouseRules = houseRulesOf(setup);
  const n = names(setup);
  return (
    <>
      {s.phase === 'roster' && <RosterPanel s={s} setup={setup} />}
      {s.phase === 'setup' && <SetupPanel s={s} setup={setup} />}
      {!over && <CcPending s={s} setup={setup} h={h} />}
      {!over && s.phase === 'round' && !s.activeCarId && <RoundPanel s={s} setup={setup} h={h} open={open} />}
      {!over && s.phase === 'round' && <ActivationPanel s={s} setup={setup} h={h} open={open} />}
      {s.result && (
        <section class="card stack" aria-label="Result">
          <h2>Game over</h2>
          <p>{resultText(s.result, (id) => n.player(id))}</p>
        </section>
      )}
      {setup.players.map((p) => (
        <section key={p.id} class="player-group" aria-label={`${p.name}'s cars`}>
          <h2>
            <span class="swatch" style={{ background: p.color }} />
            <span class="ellipsis">{p.name}</span>
            {s.activeCarId && s.cars[s.activeCarId]?.playerId === p.id && <span class="badge hot">Playing</span>}
          </h2>
          <div class="cars">
            {setup.cars
              .filter((c) => c.playerId === p.id)
              .map((c) => {
                const cc = s.cars[c.id];
                return cc ? (
                  <CcCarCard
                    key={c.id}
                    s={s}
                    car={c}
                    c={cc}
                    h={h}
                    note={notes[c.id] ?? ''}
                    over={over}
                    activeElsewhere={!over && s.activeCarId === c.id}
                  />
                ) : null;
              })}
          </div>
        </section>
      ))}
    </>
  );
});
