import { clockWords } from '../../../rules/road-wolf/data';
import type { RwState } from '../../../rules/road-wolf/model';
import { moveEndProcedure, ramOthers } from '../../../rules/road-wolf/procedures';
import { roadCardRow } from '../../../rules/road-wolf/road-deck';
import { contactableCards } from '../../../rules/road-wolf/road-turn';
import { ramProblem } from '../../../rules/road-wolf/rules';
import { dispatch, live, showToast } from '../../../state/app-state';
import { PendingBar } from '../../components/pending-bar';
import { turnHere } from '../../live/live-status';
import { BlastButtons } from './rw-mission-extras';
import type { OpenSheet } from './rw-sheet-ids';

/** B9.2: the skid direction on a clock face, 12 straight ahead. */
export function SkidClock({ clock }: { clock: number }) {
  const angle = ((clock % 12) / 12) * 2 * Math.PI;
  const x = 50 + 34 * Math.sin(angle);
  const y = 50 - 34 * Math.cos(angle);
  return (
    <svg
      class="rw-clock"
      viewBox="0 0 100 100"
      role="img"
      aria-label={`Skid toward ${clock} o’clock: ${clockWords(clock)}`}
    >
      <circle cx="50" cy="50" r="46" fill="none" stroke="currentColor" stroke-width="4" />
      {[12, 2, 4, 6, 8, 10].map((h) => {
        const a = ((h % 12) / 12) * 2 * Math.PI;
        return (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text takes no focus; the clock's label reads the direction
          <text
            key={h}
            x={50 + 38 * Math.sin(a)}
            y={54 - 38 * Math.cos(a)}
            text-anchor="middle"
            font-size="14"
            fill="currentColor"
            aria-hidden="true"
          >
            {h}
          </text>
        );
      })}
      <line x1="50" y1="50" x2={x} y2={y} stroke="var(--danger)" stroke-width="7" stroke-linecap="round" />
      <circle cx="50" cy="50" r="6" fill="currentColor" />
    </svg>
  );
}

/** At most this many vehicles get a button of their own; past it, one Ram button asks which. */
const RAM_CHIPS = 4;

/**
 * Ram, with the vehicle it hit on the button (issue 9's tempo: picking the target here saves the
 * sheet's first question, so a 5-dice-a-side ram fits in 8 taps). Many vehicles: one plain button.
 */
function RamButtons({
  s,
  carId,
  brake,
  carName,
  open,
}: {
  s: RwState;
  carId: string;
  brake: boolean;
  carName: (id: string) => string;
  open: OpenSheet;
}) {
  const ids = ramOthers(s)?.ids ?? [];
  const verb = brake ? 'Backed into' : 'Ram';
  // Issue 41: nothing it may ram (a Gauntlet Courier among Couriers, B12.9): no Ram to offer.
  if (ids.length === 0) return null;
  if (ids.length > RAM_CHIPS) {
    return (
      <button type="button" onClick={() => open('ram', carId)}>
        {brake ? 'Backed into something' : 'Ram'}
      </button>
    );
  }
  return (
    <div class="pending-rams" role="group" aria-label={brake ? 'Backed into' : 'Ram'}>
      <span class="pending-verb">{verb}</span>
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          aria-label={`${verb} ${carName(id)}`}
          onClick={() => open('ram', carId, { other: id })}
        >
          {carName(id)}
        </button>
      ))}
    </div>
  );
}

/**
 * Issue 9: the next thing the table owes (pending[0], R-17), pinned at the top of the screen with
 * its buttons. A move that already rammed has stopped, so Ram is no longer offered (B8.1).
 */
/** The end of a skid with "Where did it end up?" answered as it stands: never off the road, still on the board. */
function skidEndsOnRoad(s: RwState, carId: string): void {
  const setup = live.value?.doc.setup;
  if (!setup) return;
  const out = moveEndProcedure.resolve(s, { setup, carId }, { offRoad: false, exited: 'NONE' });
  const err = 'command' in out ? dispatch(out.command) : (out.error ?? 'Not now.');
  if (err) showToast({ message: err });
}

export function RwPending({ s, carName, open }: { s: RwState; carName: (id: string) => string; open: OpenSheet }) {
  const top = s.pending[0];
  if (!top || s.phase === 'ENDED') return null;
  const name = carName(top.carId);
  if (top.kind === 'WIPEOUT') {
    return (
      <PendingBar label="Pending">
        <span class="pending-text">{name} must make a wipeout check.</span>
        <div class="pending-buttons">
          <button type="button" class="primary" onClick={() => open('wipeout', top.carId)}>
            Wipeout check
          </button>
        </div>
      </PendingBar>
    );
  }
  if (top.kind === 'BLAST') {
    // B12.8: the explosion rams every vehicle the table says is within a stick, one at a time.
    return (
      <PendingBar label="Pending">
        <span class="pending-text">{name} explodes: every vehicle within 1 stick of it is rammed with 6 dice.</span>
        <div class="pending-buttons">
          <BlastButtons s={s} carName={carName} open={open} />
        </div>
      </PendingBar>
    );
  }
  if (top.kind !== 'MOVE') return null;
  const skid = top.mode === 'SKID';
  const what =
    top.mode === 'BRAKE' ? 'is braking' : top.mode === 'NITRO' ? 'is on Nitro (2 sticks straight ahead)' : 'is moving';
  // Issue 40: on another seat's phone the move is news, not a question ("Cy is moving Cy's car 2");
  // the host phone seated as someone else may still answer for them, with plain buttons.
  const driver = s.vehicles[top.carId]?.controllerId ?? null;
  const here = turnHere(driver);
  const main = here === 'host' ? undefined : 'primary';
  const who = live.value?.doc.setup.players.find((p) => p.id === driver)?.name ?? 'Its player';
  const line = skid ? (
    <div class="row">
      <SkidClock clock={top.clock ?? 12} />
      <span class="pending-text grow">
        {name} skids 1 stick toward {top.clock} o’clock ({clockWords(top.clock ?? 12)}).
      </span>
    </div>
  ) : here === 'theirs' || here === 'host' ? (
    <span class="pending-text" data-their-move>
      {who} {top.mode === 'BRAKE' ? 'is braking' : 'is moving'} {name}
      {top.mode === 'NITRO' ? `: ${name} ${what}` : ''}
      {top.stopped ? ': it stopped at the contact.' : ''}
    </span>
  ) : (
    <span class="pending-text">
      {name} {what}
      {top.stopped ? ': it stopped at the contact.' : '. Did it hit anything?'}
    </span>
  );
  if (here === 'theirs') return <PendingBar label="Pending">{line}</PendingBar>;
  return (
    <PendingBar label="Pending">
      {line}
      <div class="pending-buttons">
        {ramProblem(s) === null && (
          <RamButtons s={s} carId={top.carId} brake={top.mode === 'BRAKE'} carName={carName} open={open} />
        )}
        {contactableCards(s, top.carId).length > 0 && (
          // a road card met in the vehicle's own move or skid, once per contact.
          <div class="pending-rams" role="group" aria-label="Met a road card">
            <span class="pending-verb">Met a card</span>
            {contactableCards(s, top.carId).map((c) => (
              <button
                key={c.id}
                type="button"
                aria-label={`${name} meets the ${roadCardRow(c.kind).name} card`}
                onClick={() => open('cardContact', top.carId, { card: c.id, car: top.carId })}
              >
                {roadCardRow(c.kind).name}
              </button>
            ))}
          </div>
        )}
        {skid ? (
          <>
            {/* Issue 30: the sheet's answers as they stand (on the road, on the board) ride on this
                tap, recorded through the same procedure; anything else opens the sheet. */}
            <button type="button" onClick={() => open('moveEnd', top.carId)}>
              Off the road or board…
            </button>
            <button type="button" class={main} onClick={() => skidEndsOnRoad(s, top.carId)}>
              Skid ends on the road
            </button>
          </>
        ) : (
          <button type="button" class={main} onClick={() => open('moveEnd', top.carId)}>
            Move ends
          </button>
        )}
      </div>
    </PendingBar>
  );
}
