import { useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import { rollDie } from '../../../rules/core/dice';
import { MPH_PER_SPEED, SPEED_MAX, SPEED_MIN } from '../../../rules/white-line-fever/data';
import type { WlfCar, WlfState } from '../../../rules/white-line-fever/model';
import { activatableCars, hasAdrenaline, speedProblem } from '../../../rules/white-line-fever/rules';
import { dispatch } from '../../../state/app-state';
import { CarCardHead } from '../../components/car-card-head';
import { ErrorNote } from '../../components/error-note';
import { type TokenLook, Track } from '../../components/track';
import { appRng } from '../../dice/app-rng';

const SPEEDS = Array.from({ length: SPEED_MAX - SPEED_MIN + 1 }, (_, i) => i + SPEED_MIN);
/** The speed marker shows as the pressed slot, its number being the slot's label. */
const SPEED_LOOK: Record<string, TokenLook> = { SPEED: { mark: '' } };

function statusText(c: WlfCar): string | null {
  if (c.status === 'DESTROYED') return 'Destroyed';
  if (c.status === 'EXPLODED') return 'Exploded';
  if (c.status === 'UNPLACED') return 'Not placed';
  return null;
}

/** The car's speed as a die face: what the physical D6 marker beside the car should show. */
function SpeedDie({ car, onTap }: { car: WlfCar; onTap?: () => void }) {
  const gone = car.status === 'DESTROYED' || car.status === 'EXPLODED';
  const label =
    car.status === 'UNPLACED'
      ? 'Not placed yet'
      : gone
        ? (statusText(car) ?? '')
        : `Speed ${car.speed}, ${car.speed * MPH_PER_SPEED} mph${car.flipped ? ', flipped' : ''}`;
  return (
    <button
      type="button"
      class={`speed-die${gone ? ' gone' : ''}${car.flipped ? ' flipped' : ''}`}
      aria-label={label}
      onClick={onTap}
      disabled={!onTap}
    >
      <span class="pip-num">{car.status === 'ON_TABLE' ? car.speed : gone ? '✕' : '–'}</span>{' '}
      {car.status === 'ON_TABLE' && <span class="mph">{car.speed * MPH_PER_SPEED} mph</span>}
    </button>
  );
}

export function WlfCarCard({
  car,
  info,
  s,
  note,
  onCorrect,
}: {
  car: Car;
  info: WlfCar;
  s: WlfState;
  note: string;
  onCorrect?: () => void;
}) {
  const [why, setWhy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const r = s.round;
  const isActive = r?.carId === car.id;
  const gone = info.status === 'DESTROYED' || info.status === 'EXPLODED';
  // Step 1 on this car is open when it is (or may become) the active car and step 1 is not done.
  const step1Open =
    s.phase === 'PLAY' &&
    !!r &&
    !r.step1 &&
    (isActive || (!r.carId && activatableCars(s, r.driverId).includes(car.id)));
  const canRestore = step1Open && info.flipped;
  const speedRow = step1Open && (!info.flipped || s.house.flippedMaySetSpeed);
  const placing = s.phase === 'SETUP_PLACEMENT' && s.placementQueue[0] === info.ownerId && info.status === 'UNPLACED';
  const run = (type: string, payload: unknown) => {
    const err = dispatch({ type, payload });
    setError(err);
    setWhy(null);
  };
  const badges = [
    isActive ? 'Driving' : null,
    info.flipped && !gone ? 'Flipped · Helpless' : null,
    statusText(info),
    isActive && r && hasAdrenaline(s, r.driverId) ? 'Adrenaline' : null,
  ].filter((b): b is string => !!b);

  return (
    <article
      class={`card car wlf-car${isActive ? ' active' : ''}${gone ? ' out' : ''}`}
      style={{ '--car-color': car.color }}
      aria-label={car.name}
    >
      <CarCardHead
        car={car}
        badges={badges}
        hot={['Driving']}
        note={note}
        badgeExtras={
          /* issue 9: set speed, side or status by hand when the app and the table disagree */
          onCorrect &&
          info.status !== 'UNPLACED' && (
            <button type="button" class="ghost correct-btn" aria-label={`Correct ${car.name}`} onClick={onCorrect}>
              Correct…
            </button>
          )
        }
        aside={
          <SpeedDie
            car={info}
            onTap={
              info.status === 'ON_TABLE' && !speedRow
                ? () =>
                    setWhy(
                      why
                        ? null
                        : (speedProblem(s, car.id, Math.min(SPEED_MAX, info.speed + 1)) ??
                            speedProblem(s, car.id, Math.max(SPEED_MIN, info.speed - 1)) ??
                            'Speed can change now.'),
                    )
                : undefined
            }
          />
        }
      />
      {why && <p class="muted small">{why}</p>}
      {canRestore && (
        <button type="button" class="primary wide" onClick={() => run('wlf.restore', { carId: car.id })}>
          Turn {car.name} back over (step 1)
        </button>
      )}
      {speedRow && (
        <div class="stack" style={{ gap: '6px' }}>
          <span class="small muted">
            {isActive ? 'Step 1: set the speed' : `Drive ${car.name}: tap its speed for this round`}
          </span>
          {/* One marker on the speed the die shows; a speed out of reach says why when tapped (issue 9). */}
          <Track
            class="speed-row"
            label={`Speed for ${car.name}`}
            slots={SPEEDS.map((v) => ({ label: String(v), token: v === info.speed ? 'SPEED' : null }))}
            looks={SPEED_LOOK}
            slotLabel={(i) => `${car.name} speed ${SPEEDS[i]}`}
            reason={(i) => speedProblem(s, car.id, SPEEDS[i] as number)}
            onSlot={(i) => run('wlf.setSpeed', { carId: car.id, speed: SPEEDS[i] })}
          />
          <span class="small muted">
            Change by up to 2: {Math.max(SPEED_MIN, info.speed - 2)} to {Math.min(SPEED_MAX, info.speed + 2)}.
          </span>
        </div>
      )}
      {placing && (
        <div class="stack" style={{ gap: '6px' }}>
          <span class="small muted">Place {car.name} on the table, then its starting speed:</span>
          {s.house.setupSpeedMode === 'CHOSEN' ? (
            <div class="speed-row" role="group" aria-label={`Starting speed for ${car.name}`}>
              {SPEEDS.map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-label={`Place ${car.name} at speed ${v}`}
                  onClick={() => run('wlf.place', { carId: car.id, speed: v, rolled: false })}
                >
                  {v}
                </button>
              ))}
            </div>
          ) : (
            <button
              type="button"
              class="primary"
              onClick={() => run('wlf.place', { carId: car.id, speed: rollDie(appRng, 6), rolled: true })}
            >
              Place {car.name}: roll its speed (D6)
            </button>
          )}
        </div>
      )}
      <ErrorNote error={error} />
    </article>
  );
}
