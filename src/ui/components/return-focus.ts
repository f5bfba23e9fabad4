// Focus that does not fall to the page (issue 30): a panel that replaces the button that opened it
// (Road Wolf's "use a hidden token", "Owner: look") takes the focus and comes into view, and
// closing it gives the focus back to that button, drawn again in its place. A sheet opened from
// the panel in the same tap gives the focus back to that button when it closes (dice/sheet.tsx
// focusAfterSheet).
import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * A ref for the opener of something shown while `open`: it gets the focus back when `open` ends,
 * if the focus was lost with what closed (it fell to the page's body). A sheet opened from the
 * panel, or a field elsewhere, keeps it.
 */
export function useReturnFocus<T extends HTMLElement>(open: boolean): { current: T | null } {
  const opener = useRef<T>(null);
  const was = useRef(open);
  useLayoutEffect(() => {
    if (was.current && !open) {
      const a = document.activeElement;
      if (!a || a === document.body || !a.isConnected) opener.current?.focus({ preventScroll: true });
    }
    was.current = open;
  }, [open]);
  return opener;
}

/** A ref for a panel that takes the focus, and comes into view, when it appears (it needs tabIndex -1). */
export function useFocusOnShow<T extends HTMLElement>(): { current: T | null } {
  const panel = useRef<T>(null);
  useLayoutEffect(() => {
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return panel;
}
