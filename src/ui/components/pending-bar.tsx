import type { ComponentChildren } from 'preact';
import './pending-bar.css';

/**
 * Work the table owes before anything else (a wipeout check, the end of a move), pinned at the top
 * of the table screen with its buttons, instead of somewhere down on a car's card (issue 9).
 */
export function PendingBar({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <section class="pending-bar" aria-label={label} aria-live="polite">
      {children}
    </section>
  );
}
