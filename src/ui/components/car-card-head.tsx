import type { ComponentChildren } from 'preact';
import type { Car } from '../../game/types';
import { notYours } from './tap-note';
import './card-contain.css';

/**
 * The top of every system's car card: the photo, the name, one line under it (type, engine,
 * configuration), the badges (those in `hot` stand out), and the table's note. `badgeExtras`
 * sit after the badges in their row (e.g. a Correct… button); `aside` sits beside the column.
 */
export function CarCardHead({
  car,
  sub,
  badges,
  hot = [],
  note,
  badgeExtras,
  aside,
  owner = car.playerId,
}: {
  car: Car;
  sub?: ComponentChildren;
  badges: readonly string[];
  hot?: readonly string[];
  note: string;
  badgeExtras?: ComponentChildren;
  aside?: ComponentChildren;
  /** The player whose car it is now (a taken-over car's new one); the setup's by default. */
  owner?: string;
}) {
  // Issue 40: on a guest phone another seat's car says whose it is, and its controls look not this
  // phone's (card-contain.css); they stay tappable and say why (tap-note.tsx).
  const other = notYours(owner);
  return (
    <div class="row" style={{ alignItems: 'flex-start' }}>
      {car.photo ? <img class="car-photo" src={car.photo} alt={`Photo of ${car.name}`} /> : null}
      <div class="grow stack" style={{ gap: '4px' }}>
        <h3 class="break">{car.name}</h3>
        {other && (
          <span class="small" data-not-yours={owner}>
            {other.label}
          </span>
        )}
        {sub ? <span class="small">{sub}</span> : null}
        {(badges.length > 0 || badgeExtras) && (
          <div class="row wrap">
            {badges.map((b) => (
              <span key={b} class={`badge${hot.includes(b) ? ' hot' : ''}`}>
                {b}
              </span>
            ))}
            {badgeExtras}
          </div>
        )}
        {note && <p class="car-note break">{note}</p>}
      </div>
      {aside}
    </div>
  );
}
