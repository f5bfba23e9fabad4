import type { ComponentChildren } from 'preact';
import { showToast } from '../../state/app-state';

/**
 * A button that may not be used now and says why when tapped, instead of sitting greyed out
 * with no explanation (issue 9: "every disabled button says why when tapped"). With a `reason`
 * it is aria-disabled (still focusable and tappable) and a tap shows the reason; without one it
 * is an ordinary button. `onReason` replaces the toast where one would be hidden (inside a
 * modal sheet, say).
 */
export function ReasonButton({
  reason,
  onClick,
  onReason,
  children,
  class: cls,
  label,
  pressed,
}: {
  reason: string | null | undefined;
  onClick: () => void;
  onReason?: (reason: string) => void;
  children: ComponentChildren;
  class?: string;
  label?: string;
  /** A toggle's state (aria-pressed); leave out for a plain button. */
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      class={`${cls ?? ''}${reason ? ' is-disabled' : ''}`.trim() || undefined}
      aria-disabled={reason ? 'true' : undefined}
      aria-label={label}
      aria-pressed={pressed}
      title={reason ?? undefined}
      data-reason={reason ?? undefined}
      onClick={() => {
        if (!reason) return onClick();
        if (onReason) onReason(reason);
        else showToast({ message: reason, reason: true });
      }}
    >
      {children}
    </button>
  );
}
