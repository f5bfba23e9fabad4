import { ReasonButton } from './reason-button';
import './track.css';

/** One slot of a track: empty or holding a token of a kind; a printed label and marker of its own. */
export interface TrackSlot {
  /** The token's kind on this slot, or null when empty. */
  token: string | null;
  /** Printed over the slot: a speed ("7"), a number. */
  label?: string;
  /** Printed inside the slot and covered by a token ("+ST"): shown only while the slot is empty. */
  marker?: string;
}

/** How a kind of token is drawn: `mark` inside the slot ('' draws the slot as pressed only). */
export interface TokenLook {
  mark: string;
  /** An extra class on a slot holding it (its colour). */
  class?: string;
}

/**
 * A row of slots (issue 10, DESIGN "trackers as data"): Car Cult's action zones (Speed Tokens from
 * the left, Damage Tokens from the right, +ST symbols that tokens cover; the counts-to-slots rules
 * are src/rules/core/track.ts), White Line Fever's speed row (one marker on the speed it shows).
 * With `onSlot` each slot is a toggle (aria-pressed when it holds a token) and a tap asks the
 * owner to place or clear; a slot that cannot be tapped now says why (`reason`). Without it the
 * track is a record: pictures named by `slotLabel`.
 */
export function Track({
  label,
  slots,
  looks = {},
  slotLabel,
  onSlot,
  reason,
  onReason,
  class: cls,
}: {
  /** The group's name ("Speed for Red Fury"). */
  label: string;
  slots: readonly TrackSlot[];
  looks?: Record<string, TokenLook>;
  /** Each slot's accessible name ("Red Fury speed 4"). */
  slotLabel: (i: number, slot: TrackSlot) => string;
  onSlot?: (i: number) => void;
  reason?: (i: number) => string | null;
  onReason?: (reason: string) => void;
  class?: string;
}) {
  const labelled = slots.some((s) => s.label !== undefined);
  return (
    <div
      class={`track${labelled ? ' labelled' : ''}${cls ? ` ${cls}` : ''}`}
      role="group"
      aria-label={label}
      style={{ '--slots': String(slots.length) }}
    >
      {slots.map((slot, i) => {
        const look = slot.token !== null ? looks[slot.token] : undefined;
        const mark = slot.token !== null ? (look?.mark ?? '●') : slot.marker;
        const body = (
          <>
            {slot.label !== undefined && <span class="track-label">{slot.label}</span>}
            {mark ? <span class={slot.token !== null ? 'track-token' : 'track-marker'}>{mark}</span> : null}
          </>
        );
        const classes = `track-slot${slot.token !== null ? ` filled${look?.class ? ` ${look.class}` : ''}` : ''}`;
        if (!onSlot) {
          return (
            <span key={i} class={classes} role="img" aria-label={slotLabel(i, slot)}>
              {body}
            </span>
          );
        }
        return (
          <ReasonButton
            key={i}
            class={classes}
            label={slotLabel(i, slot)}
            pressed={slot.token !== null}
            reason={reason?.(i) ?? null}
            onReason={onReason}
            onClick={() => onSlot(i)}
          >
            {body}
          </ReasonButton>
        );
      })}
    </div>
  );
}
