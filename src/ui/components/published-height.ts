import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * Publishes an element's real height as a CSS variable on the root, kept current while it
 * resizes, so what is pinned beside it can leave it room: the top bar as --topbar-h, the table's
 * bottom bar as --bottombar-h (pending-bar.css and rw.css cap a pinned bar between the two).
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(name, `${Math.round(el.getBoundingClientRect().height)}px`);
    publish();
    const ro = new ResizeObserver(publish);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, name]);
}
