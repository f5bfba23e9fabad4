import { useLayoutEffect, useRef } from 'preact/hooks';
import { afterHistorySettles } from '../../state/history-steps';

/**
 * A ref whose element is brought into view when it mounts: a question or result that appears
 * below the fold or under the bottom bar (its CSS scroll-margin keeps it clear of the bars). It
 * scrolls again once a sheet that just closed has popped its history step, since the browser
 * restores the old scroll position then.
 */
export function useBringIntoView<T extends HTMLElement>(block: ScrollLogicalPosition): { current: T | null } {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const show = () => ref.current?.scrollIntoView({ block });
    show();
    afterHistorySettles(() => requestAnimationFrame(show));
  }, []);
  return ref;
}

/**
 * While `active`, keeps the element's top clear of the pinned pending panel (PendingBar, or the
 * `[data-pinned]` block that holds it with a score). Scroll anchoring keeps the page where it was
 * when that panel appears, so it would cover the element it is about (a moving car's own card).
 * Nothing scrolls when the element is already clear of it.
 */
export function useClearOfPinned(ref: { current: HTMLElement | null }, active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const fitBelowBar = () => {
      const el = ref.current;
      const bar = document.querySelector<HTMLElement>('.pending-bar');
      if (!el || !bar) return;
      const pinned = bar.closest<HTMLElement>('[data-pinned]') ?? bar;
      const below = pinned.getBoundingClientRect().bottom + 8;
      const top = el.getBoundingClientRect().top;
      if (top < below) window.scrollBy({ top: top - below, behavior: 'instant' });
    };
    let live = true;
    const later = () => live && fitBelowBar();
    requestAnimationFrame(later);
    // As in useBringIntoView: fit again once a sheet that just closed has popped its history step.
    afterHistorySettles(() => requestAnimationFrame(later));
    return () => {
      live = false;
    };
  }, [active]);
}
