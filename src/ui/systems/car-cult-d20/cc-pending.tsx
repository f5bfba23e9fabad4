import { useState } from 'preact/hooks';
import { dtLanding } from '../../../rules/car-cult-d20/allocation';
import type { CcHouseRules } from '../../../rules/car-cult-d20/data';
import type { CcState, DtCause } from '../../../rules/car-cult-d20/model';
import { carsInPlay, legalDtTracks, placeDtProblem, suggestDtTrack } from '../../../rules/car-cult-d20/rules';
import { names } from '../../../rules/core/guards';
import type { Setup } from '../../../rules/core/model';
import { dispatch } from '../../../state/app-state';
import { PendingBar } from '../../components/pending-bar';
import { turnHere } from '../../live/live-status';
import { CcTrackView } from './cc-track';

const CAUSE: Record<DtCause, string> = {
  hit: 'a hit',
  braking: 'braking short',
  rough: 'rough terrain',
  blocked: 'stopping short',
  collision: 'the collision',
  explosion: 'the blast',
  mine: 'a mine',
};

/**
 * What the table owes before anything else (B8.9, B8.10), pinned at the top: a Damage Token for
 * its placer to tap onto one of the damaged car's cards (armour first; the reducer places it
 * itself when only one card can take it), or an explosion's blast as a table fact.
 */
export function CcPending({ s, setup, h }: { s: CcState; setup: Setup; h: CcHouseRules }) {
  const [error, setError] = useState<string | null>(null);
  const [caught, setCaught] = useState<string[]>([]);
  const head = s.pending[0];
  if (!head || s.phase === 'ended') return null;
  const n = names(setup);
  const run = (type: string, payload: unknown) => {
    const err = dispatch({ type, payload });
    setError(err);
    if (!err) setCaught([]);
  };
  if (head.kind === 'EXPLOSION') {
    const near = carsInPlay(s).filter((c) => c.id !== head.carId);
    return (
      <PendingBar label="Pending">
        <span class="pending-text">
          {n.car(head.carId)} explodes! Take the model off the table. Which models are within {head.radius}"?
        </span>
        <div class="choices" role="group" aria-label={`Within ${head.radius}" of ${n.car(head.carId)}`}>
          {near.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={caught.includes(c.id)}
              onClick={() => setCaught(caught.includes(c.id) ? caught.filter((x) => x !== c.id) : [...caught, c.id])}
            >
              {n.car(c.id)}
            </button>
          ))}
        </div>
        <button type="button" class="primary" onClick={() => run('cc.blast', { carIds: caught })}>
          {caught.length ? `Blast: 1 Damage Token each for ${caught.length}` : `No model within ${head.radius}"`}
        </button>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </PendingBar>
    );
  }
  const car = s.cars[head.carId];
  if (!car) return null;
  const legal = legalDtTracks(car, h);
  const suggested = suggestDtTrack(car, h);
  const more = s.pending.filter((x) => x.kind === 'DT' && x.carId === head.carId).length - 1;
  // Issue 40: the placer chooses the card (B8.9); on another seat's phone it is news, not buttons.
  if (turnHere(head.placerId) === 'theirs')
    return (
      <PendingBar label="Pending">
        <span class="pending-text" data-their-move>
          {n.player(head.placerId)} is placing a Damage Token on {n.car(car.id)}
        </span>
      </PendingBar>
    );
  return (
    <PendingBar label="Pending">
      <span class="pending-text">
        {n.player(head.placerId)}: a Damage Token on {n.car(car.id)} from {CAUSE[head.cause]}
        {more > 0 ? ` (${more} more after this)` : ''}. Tap the card it goes on.
      </span>
      <div class="cc-tracks cc-place" role="group" aria-label={`Place a Damage Token on ${n.car(car.id)}`}>
        {legal.map((t) => (
          <CcTrackView
            key={t.id}
            carName={n.car(car.id)}
            t={t}
            compact
            hint={`${t === suggested ? 'suggested · ' : ''}${dtLanding(t)}`}
            reason={() => placeDtProblem(s, t.id, h)}
            onSlot={() => run('cc.placeDT', { trackId: t.id })}
          />
        ))}
      </div>
      {head.optional && (
        <button type="button" onClick={() => run('cc.declineDT', {})}>
          {n.player(head.placerId)} declines
        </button>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </PendingBar>
  );
}
