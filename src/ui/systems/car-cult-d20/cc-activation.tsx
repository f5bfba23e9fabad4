import { useState } from 'preact/hooks';
import { allocOutputs, allocSummary, allocTap } from '../../../rules/car-cult-d20/allocation';
import type { CcHouseRules } from '../../../rules/car-cult-d20/data';
import { FANATICAL_FIXER } from '../../../rules/car-cult-d20/data';
import type { CcCar, CcState, CcTrack } from '../../../rules/car-cult-d20/model';
import type { CcProcedure } from '../../../rules/car-cult-d20/procedures';
import {
  attackProcedure,
  downShiftProcedure,
  mineProcedure,
  moveEndProcedure,
  roughProcedure,
} from '../../../rules/car-cult-d20/procedures';
import {
  attackActionsLeft,
  carsInPlay,
  derived,
  engineOf,
  moveProblem,
  swapProblem,
  symbolsShowing,
} from '../../../rules/car-cult-d20/rules';
import { names } from '../../../rules/core/guards';
import type { Setup } from '../../../rules/core/model';
import { dispatch } from '../../../state/app-state';
import { Counter } from '../../components/counter';
import { ReasonButton } from '../../components/reason-button';
import { RuleText } from '../../components/rule-text';
import { StatLine } from '../../components/stat-line';
import { YourTurn } from '../../components/your-turn';
import { derivedStats } from './cc-car-card';
import { CcTrackView } from './cc-track';
import { activationKey, draftFor, setDraft, swapFor, swapPick } from './cc-ui-state';

/** Opens a guided sheet: the rules' procedure, the weapon for an attack, answers already given (the target tapped). */
export type OpenSheet = (p: CcProcedure, ctx?: { weaponId?: string }, initial?: Record<string, string>) => void;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Steps 2-5 (B8.2): cleared, the optional down shift, generation and the allocation by taps. */
function StartStep({ s, setup, c, h, open }: { s: CcState; setup: Setup; c: CcCar; h: CcHouseRules; open: OpenSheet }) {
  const [error, setError] = useState<string | null>(null);
  const n = names(setup);
  const e = engineOf(c);
  const act = c.act!;
  const draft = draftFor(s)!;
  const sum = allocSummary(c, draft);
  const name = n.car(c.id);
  const accelLeft = Math.max(0, (e?.accel ?? 0) - act.stAddedToEngine - (e ? (draft.alloc[e.id] ?? 0) : 0));
  return (
    <>
      {e && act.downShifted === 0 && e.st > 0 ? (
        <div class="grid2">
          <button
            type="button"
            onClick={() => setError(dispatch({ type: 'cc.downShift', payload: { k: 1, dice: [] } }))}
          >
            Down shift 1 (free)
          </button>
          {e.st >= 2 && (
            <button type="button" onClick={() => open(downShiftProcedure)}>
              Down shift 2+…
            </button>
          )}
        </div>
      ) : (
        act.downShifted > 0 && (
          <p class="small">
            Down shifted {act.downShifted}
            {act.downShiftDice.length ? `: D20 ${act.downShiftDice.join(', ')}` : ' (free)'}.
          </p>
        )
      )}
      <p class="cc-alloc-line" aria-live="polite">
        <strong>
          {sum.placed} of {plural(sum.g, 'Speed Token')} placed
        </strong>
        {sum.lost > 0 && (
          <span class="cc-lost">
            {' '}
            · {sum.lost} {sum.lost === 1 ? 'is' : 'are'} lost if you finish now
            {sum.room < sum.lost ? ` (room for ${Math.max(0, sum.room)} more)` : ''}
          </span>
        )}
      </p>
      <p class="small">Gives: {allocOutputs(c, draft, h).join(' · ')}</p>
      <p class="muted small">
        Tap an AZ to add a Speed Token to that card, a new one again to take it back. Engine: {accelLeft} more at most
        (acceleration).
      </p>
      <div class="cc-tracks" role="group" aria-label={`Allocate ${name}'s Speed Tokens`}>
        {c.components.map((t) => {
          const a = draft.alloc[t.id] ?? 0;
          return (
            <CcTrackView
              key={t.id}
              carName={name}
              t={t}
              view={{ st: t.st + a, dt: t.dt }}
              fresh={a}
              hint={a ? `+${a}` : null}
              reason={(i) => allocTap(c, t, draft, i).reason}
              onSlot={(i) => {
                const r = allocTap(c, t, draft, i);
                if (r.next) setDraft({ ...draft, alloc: r.next });
              }}
            />
          );
        })}
      </div>
      <Counter
        label="Bonus ST"
        value={draft.bonus}
        min={0}
        max={20}
        onChange={(v) => setDraft({ ...draft, bonus: v })}
        decLabel="Fewer bonus Speed Tokens"
        incLabel="More bonus Speed Tokens"
        minReason="Bonus Speed Tokens come from a scenario or another car [CC-A34]; there are none to take away."
      >
        <span class="muted small"> from a scenario or another car ({symbolsShowing(c)} +ST showing)</span>
      </Counter>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** Step 6 (B8.6): a Fixer swap by two taps: a Speed Token, then a Damage Token on another card. */
function swapReason(
  s: CcState,
  c: CcCar,
  t: CcTrack,
  i: number,
  h: CcHouseRules,
  pickSt: string | null,
): string | null {
  const onSt = i < t.st;
  const onDt = i >= t.n - t.dt;
  if (t.defId === FANATICAL_FIXER) return 'The Fixer cannot swap its own tokens [CC-A20].';
  if (pickSt === null)
    return onSt ? null : 'Tap a Speed Token first: it trades places with a Damage Token on another card.';
  if (!onDt) return 'Now tap a Damage Token on another card.';
  return swapProblem(s, c, pickSt, t.id, h);
}

/** Step 7 (B8.2, CC-A15): move and attacks in any order; the swaps first. */
function ActStep({ s, setup, c, h, open }: { s: CcState; setup: Setup; c: CcCar; h: CcHouseRules; open: OpenSheet }) {
  const [error, setError] = useState<string | null>(null);
  const n = names(setup);
  const name = n.car(c.id);
  const d = derived(c, h);
  const act = c.act!;
  const swap = swapFor(s);
  const key = activationKey(s) as string;
  const run = (type: string, payload: unknown) => setError(dispatch({ type, payload }));
  const enemies = carsInPlay(s).filter((x) => x.playerId !== c.playerId);
  const others = carsInPlay(s).filter((x) => x.id !== c.id);
  const weapons = c.components.filter((t) => t.kind === 'weapon' && t.st > 0);
  const mines = c.components.filter((t) => t.kind === 'mines' && t.st > 0);
  const moving = d.maxMove > 0 && act.move !== 'DONE';
  const swapAllowed = d.swapsAvailable > 0 && (!act.acted || h.swapsAnyTime);
  const extras = derivedStats(d, h).filter(
    (x) => x.label === 'Enemy attacks' || x.label === 'Re-rolls' || x.label === 'Swaps',
  );
  return (
    <>
      <p class="small">
        {d.maxMove === 0
          ? `${name} does not move this activation${d.immobile ? ' (immobile)' : ' (no engine Speed Tokens)'}.`
          : act.move === 'DONE'
            ? 'Move reported.'
            : `Move ${name} between ${d.minMove}" and ${d.maxMove}", drift at most ${d.drift}"${h.driftPerSide ? ' each side' : ''}, up to ${plural(d.turns, 'turn')} of 45°. Attacks may come before, during or after.`}
      </p>
      {extras.length > 0 && <StatLine class="small" items={extras} />}
      {swapAllowed && !swap && (
        <button type="button" onClick={() => (swapPick.value = { key, st: null })}>
          Fixer swap ({d.swapsAvailable} left)
        </button>
      )}
      {swap && (
        <div class="row">
          <span class="grow cc-hint">
            {swap.st ? 'Now tap a Damage Token on another card.' : 'Tap a Speed Token to swap.'}
          </span>
          <button type="button" onClick={() => (swapPick.value = null)}>
            Cancel swap
          </button>
        </div>
      )}
      {weapons.map((w) =>
        attackActionsLeft(w) < 1 ? (
          <p key={w.id} class="muted small">
            <RuleText
              text={`${w.name}: ${w.st === 1 ? 'its attack is' : `all ${w.st} attacks are`} used this activation (one per Speed Token) [CC-A16].`}
            />
          </p>
        ) : (
          <div key={w.id} class="cc-attack-row" role="group" aria-label={`Attack with ${w.name}`}>
            <span class="cc-verb">
              {w.name} ({attackActionsLeft(w)} left) at
            </span>
            {others.length <= 4 ? (
              (enemies.length ? enemies : others).map((x) => (
                <button
                  key={x.id}
                  type="button"
                  aria-label={`${w.name} attacks ${n.car(x.id)}`}
                  onClick={() => open(attackProcedure, { weaponId: w.id }, { target: x.id })}
                >
                  {n.car(x.id)}
                </button>
              ))
            ) : (
              <button type="button" onClick={() => open(attackProcedure, { weaponId: w.id })}>
                a target…
              </button>
            )}
          </div>
        ),
      )}
      {mines.map((m) => (
        <ReasonButton
          key={m.id}
          reason={d.maxMove > 0 && act.move === 'DONE' ? 'Mines are laid during the move [B8.11].' : null}
          onClick={() => run('cc.layMines', { trackId: m.id, count: 1 })}
        >
          Lay a mine from {m.name} ({m.st} ready)
        </ReasonButton>
      ))}
      {s.mines.length > 0 && (
        <button
          type="button"
          onClick={() =>
            open(
              mineProcedure,
              {},
              { ...(moving ? { carId: c.id } : {}), ...(s.mines.length === 1 ? { mineId: s.mines[0]!.id } : {}) },
            )
          }
        >
          A mine goes off… ({s.mines.length} on the table)
        </button>
      )}
      {moving && (
        // Headed like the attack rows above it, so these two do not read as more targets.
        <div class="cc-attack-row" role="group" aria-label="During the move">
          <span class="cc-verb">During the move</span>
          <div class="grid2 cc-move-pair">
            <ReasonButton reason={moveProblem(s, c)} onClick={() => open(roughProcedure)}>
              Rough terrain…
            </ReasonButton>
            <ReasonButton class="primary" reason={moveProblem(s, c)} onClick={() => open(moveEndProcedure)}>
              Move ends…
            </ReasonButton>
          </div>
        </div>
      )}
      <div class="cc-tracks" role="group" aria-label={`Cards of ${name}`}>
        {c.components.map((t) => (
          <CcTrackView
            key={t.id}
            carName={name}
            t={t}
            hint={
              t.kind === 'weapon' && t.st
                ? `${attackActionsLeft(t)} of ${t.st} attacks left`
                : swap?.st === t.id
                  ? 'Speed Token picked'
                  : null
            }
            {...(swap
              ? {
                  reason: (i: number) => swapReason(s, c, t, i, h, swap.st),
                  onSlot: () => {
                    if (swap.st === null) swapPick.value = { key, st: t.id };
                    else {
                      swapPick.value = null;
                      run('cc.swap', { stTrackId: swap.st, dtTrackId: t.id });
                    }
                  },
                }
              : {})}
          />
        ))}
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** The active car's activation as one guided flow (B8.2), with its cards as the controls. */
export function ActivationPanel({ s, setup, h, open }: { s: CcState; setup: Setup; h: CcHouseRules; open: OpenSheet }) {
  const c = s.activeCarId ? s.cars[s.activeCarId] : undefined;
  if (!c?.act) return null;
  const n = names(setup);
  const color = setup.cars.find((x) => x.id === c.id)?.color;
  return (
    <section class="card stack cc-activation" style={{ '--car-color': color }} aria-label="Activation">
      <div>
        <div class="muted small">
          Round {s.round} · {n.player(c.playerId)}’s turn
          <YourTurn player={c.playerId} />
          {c.act.step === 'START' ? ' · take the Speed Tokens off every card but the engine' : ''}
        </div>
        <h2 class="break">{n.car(c.id)} activates</h2>
      </div>
      {c.act.step === 'START' ? (
        <StartStep s={s} setup={setup} c={c} h={h} open={open} />
      ) : (
        <ActStep s={s} setup={setup} c={c} h={h} open={open} />
      )}
    </section>
  );
}
