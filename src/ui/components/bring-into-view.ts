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
