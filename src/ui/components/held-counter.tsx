import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { commitHeld, hold, release } from '../../state/held';
import { Counter } from './counter';

/**
 * A Counter for a setup value whose taps make one command (issue 30: three + taps on a starting
 * speed are one log row and one undo step, not three). The value is held here while the player
 * taps and committed when the stepper is left: focus or a tap going elsewhere, taking up another
 * held stepper, any other action (dispatch commits held values first), closing the game, hiding
 * the page, or this stepper going away. The rules still decide: `min`/`max` come from them, and
 * the committed command can be refused (`onCommit` shows why). `onHeld` tells the parent the
 * held value (null: none), so what else shows it can follow the taps.
 */
export function HeldCounter({
  value,
  onCommit,
  onHeld,
  min,
  max,
  ...rest
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (next: number) => void;
  onHeld?: (held: number | null) => void;
  decLabel?: string;
  incLabel?: string;
  minReason?: string;
  maxReason?: string;
  reason?: string | null;
  children?: ComponentChildren;
}) {
  const [held, setHeld] = useState<number | null>(null);
  const owner = useRef({}).current;
  const group = useRef<HTMLDivElement>(null);
  const props = useRef({ value, onCommit, onHeld });
  props.current = { value, onCommit, onHeld };

  const show = (v: number | null) => {
    setHeld(v);
    props.current.onHeld?.(v);
  };
  const change = (next: number) => {
    if (next === props.current.value) {
      release(owner);
      return show(null);
    }
    show(next);
    hold(owner, () => {
      show(null);
      if (next !== props.current.value) props.current.onCommit(next);
    });
  };

  // A tap anywhere outside the stepper leaves it (on iOS a tapped button takes no focus, so a
  // focusout alone would not say so); going away commits what is held.
  useEffect(() => {
    if (held === null) return;
    const outside = (e: Event) => {
      if (!group.current?.contains(e.target as Node)) commitHeld(owner);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [held !== null]);
  useEffect(() => () => commitHeld(owner), []);

  return (
    <Counter
      {...rest}
      value={held ?? value}
      min={min}
      max={max}
      onChange={change}
      groupRef={group}
      onFocusOut={(e) => {
        const to = e.relatedTarget as Node | null;
        if (!to || !group.current?.contains(to)) commitHeld(owner);
      }}
    />
  );
}
