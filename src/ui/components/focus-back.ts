import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * Issue 30: a panel that takes its button's place (Road Wolf's "use a hidden token", "Owner: look")
 * gives the focus back to the button that takes its place again when it closes, so a keyboard or
 * screen reader is not dropped on the page's body. Only when the focus was lost with the panel: a
 * sheet opened from the panel, or a field elsewhere, keeps it.
 */
export function useFocusBack<T extends HTMLElement>(open: boolean): { current: T | null } {
  const ref = useRef<T>(null);
  const was = useRef(open);
  useLayoutEffect(() => {
    if (was.current && !open) {
      const a = document.activeElement;
      if (!a || a === document.body || !a.isConnected) ref.current?.focus({ preventScroll: true });
    }
    was.current = open;
  }, [open]);
  return ref;
}
