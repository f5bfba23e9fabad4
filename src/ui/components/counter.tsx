import type { ComponentChildren, Ref } from 'preact';
import { ReasonButton } from './reason-button';
import './counter.css';

/**
 * A number with − and + (DESIGN "car cards: trackers as data": speed 1-6, points, hits). Each
 * button that cannot be used says why when tapped (issue 9), at the limits by default.
 */
export function Counter({
  label,
  value,
  min,
  max,
  onChange,
  decLabel,
  incLabel,
  minReason,
  maxReason,
  reason,
  children,
  groupRef,
  onFocusOut,
}: {
  /** Shown before the value ("Points value: 6") and names the group. */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
  /** Accessible names of the buttons ("Fewer points"); default "Lower <label>" / "Raise <label>". */
  decLabel?: string;
  incLabel?: string;
  /** Why − / + cannot be used at the limits; default "<label> is at least <min>." / "... at most". */
  minReason?: string;
  maxReason?: string;
  /** Why neither button can be used now (the value is locked), or null. */
  reason?: string | null;
  /** After the value, inside the same line (a hint such as "(4 to 8 is usual)"). */
  children?: ComponentChildren;
  /** The group's element and its focusout, for a stepper that holds its value until it is left (HeldCounter). */
  groupRef?: Ref<HTMLDivElement>;
  onFocusOut?: (e: FocusEvent) => void;
}) {
  const down = reason ?? (value <= min ? (minReason ?? `${label} is at least ${min}.`) : null);
  const up = reason ?? (value >= max ? (maxReason ?? `${label} is at most ${max}.`) : null);
  return (
    <div class="row counter" role="group" aria-label={label} ref={groupRef} onFocusOut={onFocusOut}>
      <span class="grow">
        {label}: <strong>{value}</strong>
        {children}
      </span>
      <ReasonButton label={decLabel ?? `Lower ${label}`} reason={down} onClick={() => onChange(value - 1)}>
        −
      </ReasonButton>
      <ReasonButton label={incLabel ?? `Raise ${label}`} reason={up} onClick={() => onChange(value + 1)}>
        +
      </ReasonButton>
    </div>
  );
}
