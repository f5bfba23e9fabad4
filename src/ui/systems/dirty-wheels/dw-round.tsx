// The round at the table (A7.1-A7.10): the fixed activation order, the activating car's panel
// (movement left, segments, what it may do at this boundary), what is pending (destroyed table,
// Hunter move) pinned at the top, and the shock round. The buttons say why when they cannot be
// used; each guided sheet is the rules' procedure (src/rules/dirty-wheels/procedures.ts).
import { useState } from 'preact/hooks';
import type { Setup } from '../../../rules/core/model';
import { actionProblem, movementOffer, segmentProblem, shootProblem } from '../../../rules/dirty-wheels/actions';
import { isRubble, ramProblem } from '../../../rules/dirty-wheels/combat';
import { nextToActivate } from '../../../rules/dirty-wheels/effects';
import { withNames } from '../../../rules/dirty-wheels/handler';
import type { DwState, EntityId } from '../../../rules/dirty-wheels/model';
import { PROCEDURES, shootTargets } from '../../../rules/dirty-wheels/procedures';
import {
  areEnemies,
  entity,
  hasTrait,
  hasUpgrade,
  inPlay,
  maxShootingActions,
  optionalAttacksAllowed,
} from '../../../rules/dirty-wheels/rules';
import { shockCandidates } from '../../../rules/dirty-wheels/turn';
import { dispatch } from '../../../state/app-state';
import { PendingBar } from '../../components/pending-bar';
import { ReasonButton } from '../../components/reason-button';
import { YourTurn } from '../../components/your-turn';
import { turnHere } from '../../live/live-status';
import { dwNames } from './dw-names';
import type { OpenProc } from './dw-roster-rolls';

/** At most this many targets get a button of their own; past it, one button asks which. */
const CHIPS = 4;

export function OrderList({ s, setup }: { s: DwState; setup: Setup }) {
  const n = dwNames(s, setup);
  return (
    <section class="card stack dw-order-card" aria-label="Activation order">
      <h2>Round {s.round}</h2>
      <ol class="dw-order">
        {s.order.map((id, i) => {
          const e = entity(s, id);
          const t = e ? (e.kind === 'car' ? e.car : e.scenery) : null;
          const gone = !inPlay(s, id);
          const now = s.activation?.entityId === id || (!s.activation && i === s.orderIndex);
          const done = i < s.orderIndex && !(s.activation?.entityId === id);
          return (
            <li key={id} class={`${now ? 'now' : ''}${gone ? ' gone' : ''}${done ? ' done' : ''}`}>
              {gone ? <s>{n.entity(id)}</s> : n.entity(id)}
              {gone ? ' (out: skipped)' : ''}
              {t?.initiativeScore !== undefined && <span class="small muted nowrap"> · score {t.initiativeScore}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Chips({
  verb,
  ids,
  name,
  onTap,
  fallback,
  reason,
}: {
  verb: string;
  ids: EntityId[];
  name: (id: string) => string;
  onTap: (id?: string) => void;
  fallback: string;
  reason: string | null;
}) {
  if (reason || ids.length === 0 || ids.length > CHIPS) {
    return (
      <ReasonButton
        reason={reason ?? (ids.length === 0 ? `Nothing to ${verb.toLowerCase()} in play.` : null)}
        onClick={() => onTap()}
      >
        {fallback}
      </ReasonButton>
    );
  }
  return (
    <div class="dw-chips" role="group" aria-label={verb}>
      <span class="dw-verb">{verb}</span>
      {ids.map((id) => (
        <button key={id} type="button" aria-label={`${verb} ${name(id)}`} onClick={() => onTap(id)}>
          {name(id)}
        </button>
      ))}
    </div>
  );
}

/** The activating car's boundary: what it may do now [A7.2], each within its limit. */
export function ActivationPanel({ s, setup, open }: { s: DwState; setup: Setup; open: OpenProc }) {
  const n = dwNames(s, setup);
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: unknown = {}) => setError(dispatch(withNames(s, { type, payload })));
  const a = s.activation;
  const next = nextToActivate(s);
  if (!a) {
    if (!next || s.pending.length) return null;
    const e = entity(s, next);
    const owner = n.player(e?.kind === 'car' ? e.car.playerId : e?.scenery.controller);
    return (
      <section class="card stack turn" aria-label="Activation">
        <div>
          <div class="muted small">Next to activate</div>
          <strong>
            {n.entity(next)} ({owner})
          </strong>
        </div>
        <div class="grid2">
          <button type="button" class="primary" onClick={() => run('dw.activate', { entityId: next })}>
            Activate {n.entity(next)}
          </button>
          {e?.kind === 'car' ? (
            hasTrait(s, next, 'expert_driver') ? (
              <button type="button" onClick={() => open(PROCEDURES.activate)}>
                Mud or 3" segments
              </button>
            ) : (
              // A7.2 step 3: starting in thick mud costs 1" at once; one tap, like the plain start.
              <button
                type="button"
                aria-label={`Activate ${n.entity(next)}, starting in thick mud`}
                onClick={() => run('dw.activate', { entityId: next, startsInMud: true })}
              >
                Starts in mud −1"
              </button>
            )
          ) : (
            <span />
          )}
        </div>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </section>
    );
  }
  const id = a.entityId;
  const car = entity(s, id)?.kind === 'car';
  const name = n.entity(id);
  const segProblem = segmentProblem(s);
  const shootReason = shootProblem(s);
  const targets = shootTargets(s, id);
  const ramTargets = [...s.carOrder, ...s.sceneryOrder].filter((x) => ramProblem(s, id, x, 'move') === null);
  const optional = optionalAttacksAllowed(s, a) ? null : 'No more attacks after Speed demon this activation [DW-A13].';
  const offer = movementOffer(s);
  const max = maxShootingActions(s, id, a);
  const friends = s.carOrder.filter((x) => x !== id && inPlay(s, x) && !areEnemies(s, id, x));
  const tethered = s.tethers.some((t) => t.from === id || t.to === id);
  return (
    <section class="card stack turn" aria-label="Activation">
      <div>
        <div class="muted small">
          Round {s.round} · activating
          <YourTurn player={entity(s, id)?.kind === 'car' ? s.cars[id]?.playerId : s.scenery[id]?.controller} />
        </div>
        <strong>{name}</strong>{' '}
        <span class="small">
          ({n.player(entity(s, id)?.kind === 'car' ? s.cars[id]!.playerId : s.scenery[id]?.controller)})
        </span>
      </div>
      {car ? (
        <p class="dw-move" aria-live="polite">
          Movement left <strong>{a.remaining}"</strong> · segments of {a.segmentLength}" · {a.segmentsStarted} moved
          {offer ? ` · next ${offer.forwards}" (${offer.backwards}" backwards)` : ' · movement over'} · shots{' '}
          {a.shootingActionsUsed} of {max}
        </p>
      ) : (
        <p class="dw-move">
          Scenery only shoots. Shots {a.shootingActionsUsed} of {max}.
        </p>
      )}
      {car && !offer && (
        <p class="small muted">
          Its movement is over this activation: {shootReason ? 'end the activation.' : 'it may still shoot, or end it.'}
        </p>
      )}
      {offer && (
        <>
          <p class="small muted">
            Pivot up to 90°, move the model up to {offer.forwards}" forwards or {offer.backwards}" backwards (reversing
            costs double), then tap what happened.
          </p>
          <div class="grid2">
            <ReasonButton reason={segProblem} onClick={() => run('dw.segment')}>
              Moved {offer.forwards}", no contact
            </ReasonButton>
            <ReasonButton reason={segmentProblem(s, true)} onClick={() => open(PROCEDURES.manoeuvre)}>
              Manoeuvre
            </ReasonButton>
          </div>
          <Chips
            verb="Touched"
            ids={ramTargets}
            name={(x) => `${n.entity(x)}${s.cars[x]?.wreck ? ' (wreck)' : isRubble(s, x) ? ' (rubble)' : ''}`}
            fallback="It touched something (ram)"
            reason={ramTargets.length ? null : 'Nothing it could have touched is on the table.'}
            onTap={(t) => open(PROCEDURES.ram, {}, t ? { target: t } : undefined)}
          />
        </>
      )}
      <Chips
        verb="Shoot"
        ids={targets}
        name={n.entity}
        fallback="Shoot"
        reason={shootReason}
        onTap={(t) => open(PROCEDURES.shoot, {}, t ? { target: t } : undefined)}
      />
      <div class="dw-rolls" role="group" aria-label="Other options">
        {car && hasUpgrade(s, id, 'gunner') && (
          <ReasonButton
            reason={optional ?? (a.gunnerUsed ? 'The gunner is once per activation [DW-A37].' : null)}
            onClick={() => open(PROCEDURES.gunner)}
          >
            Gunner
          </ReasonButton>
        )}
        {car && hasUpgrade(s, id, 'pipe_bombs') && (
          <ReasonButton
            reason={
              optional ??
              (a.pipeBombsUsed && !s.house.pipeBombsUnlimited ? 'Pipe bombs are once per activation [DW-A36].' : null)
            }
            onClick={() => open(PROCEDURES.pipeBombs)}
          >
            Pipe bombs
          </ReasonButton>
        )}
        {car && hasUpgrade(s, id, 'harpoon') && (
          <ReasonButton
            reason={
              optional ?? (s.cars[id]!.harpoonUsed ? 'The harpoon is once per game: already used [DW-A38].' : null)
            }
            onClick={() => open(PROCEDURES.harpoon)}
          >
            Harpoon
          </ReasonButton>
        )}
        {car && hasTrait(s, id, 'speed_demon') && (
          <ReasonButton
            reason={
              a.speedDemonUsed
                ? 'Speed demon is used this activation.'
                : a.optionalAttackMade
                  ? 'Not after an attack this activation [DW-A13].'
                  : a.movementEnded
                    ? 'Its movement has ended.'
                    : null
            }
            onClick={() => run('dw.speedDemon')}
          >
            Speed demon +4"
          </ReasonButton>
        )}
        {car && hasUpgrade(s, id, 'experimental_engine') && (
          <ReasonButton
            reason={
              a.expBoostUsed
                ? 'Once per activation [DW-A40].'
                : a.movementEnded
                  ? 'Only while it can still move [DW-A40].'
                  : null
            }
            onClick={() => open(PROCEDURES.expEngine)}
          >
            Experimental engine
          </ReasonButton>
        )}
        {car && hasUpgrade(s, id, 'coms_booster') && (
          <ReasonButton
            reason={
              segProblem ??
              (a.comsUsed && !s.house.comsBoosterUnlimited
                ? 'The coms booster is once per activation [DW-A39].'
                : friends.length === 0
                  ? 'No friendly car in play to move.'
                  : null)
            }
            onClick={() => open(PROCEDURES.coms)}
          >
            Coms booster
          </ReasonButton>
        )}
        {car && offer && (
          <ReasonButton reason={actionProblem(s, 'mud')} onClick={() => run('dw.mud')}>
            Entered mud −1"
          </ReasonButton>
        )}
        {car && tethered && (
          <ReasonButton
            reason={a.tetherPulled ? 'Once per activation [A7.8.5].' : null}
            onClick={() => run('dw.tetherPulled')}
          >
            Tether pulled tight
          </ReasonButton>
        )}
        {car && (
          <ReasonButton
            reason={a.movementEnded ? 'Its movement has already ended.' : null}
            onClick={() => run('dw.stop')}
          >
            Stop moving
          </ReasonButton>
        )}
      </div>
      {a.coms && (
        <p class="small">
          Coms booster: {n.entity(a.coms.friendId)} may pivot up to 90° and move up to {a.coms.budget}" now; if it
          touches something, use Touched.
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** What the table owes first: a destroyed-table roll, or a Hunter move (A7.6, A7.9). */
export function DwPendingBar({ s, setup, open }: { s: DwState; setup: Setup; open: OpenProc }) {
  const n = dwNames(s, setup);
  const head = s.pending[0];
  if (!head) return null;
  if (head.kind === 'DESTROYED') {
    const more = s.pending.filter((p) => p.kind === 'DESTROYED').length - 1;
    return (
      <PendingBar label="Pending">
        <span class="pending-text">
          {n.entity(head.entityId)} is destroyed: roll on the destroyed table
          {more > 0 ? ` (then ${more} more, in order)` : ''}.
        </span>
        <div class="pending-buttons">
          <button type="button" class="primary" onClick={() => open(PROCEDURES.destroyed)}>
            Destroyed table
          </button>
        </div>
      </PendingBar>
    );
  }
  // Issue 40: on another seat's phone the Hunter move is news, not buttons.
  const owner = s.cars[head.carId]?.playerId;
  if (turnHere(owner) === 'theirs')
    return (
      <PendingBar label="Pending">
        <span class="pending-text" data-their-move>
          {n.player(owner)} is moving {n.entity(head.carId)} (Hunter)
        </span>
      </PendingBar>
    );
  const targets = [...s.carOrder, ...s.sceneryOrder].filter((x) => ramProblem(s, head.carId, x, 'hunter') === null);
  return (
    <PendingBar label="Pending">
      <span class="pending-text">
        Hunter: {n.entity(head.carId)} may pivot up to 90° and move up to 4" now (it may ram, not shoot).
      </span>
      <div class="pending-buttons">
        <Chips
          verb="Touched"
          ids={targets}
          name={(x) => `${n.entity(x)}${s.cars[x]?.wreck ? ' (wreck)' : isRubble(s, x) ? ' (rubble)' : ''}`}
          fallback="It touched something (ram)"
          reason={null}
          onTap={(t) => open(PROCEDURES.ram, {}, t ? { target: t } : undefined)}
        />
        <button
          type="button"
          class="primary"
          onClick={() => dispatch({ type: 'dw.hunter', payload: { carId: head.carId } })}
        >
          Hunter move done
        </button>
      </div>
    </PendingBar>
  );
}

/** A7.10: every driver attacked this round by a car still in play tests bravery. */
export function ShockPanel({ s, setup, open }: { s: DwState; setup: Setup; open: OpenProc }) {
  const n = dwNames(s, setup);
  const [error, setError] = useState<string | null>(null);
  const tested = shockCandidates(s);
  return (
    <section class="card stack" aria-label="Shock round">
      <h2>Shock round</h2>
      {tested.length ? (
        <>
          <p>
            Bravery tests: {tested.map((t) => `${n.entity(t.id)}${t.mod ? ' (−1, rammed)' : ''}`).join(', ')}. Each
            point of failure is −1 initiative.
          </p>
          <button type="button" class="primary" onClick={() => open(PROCEDURES.shock)}>
            Bravery tests
          </button>
        </>
      ) : (
        <>
          <p>Nobody was attacked by a car still in play: no tests.</p>
          <button
            type="button"
            class="primary"
            onClick={() => setError(dispatch({ type: 'dw.shock', payload: { tests: [] } }))}
          >
            On to the next round
          </button>
        </>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
