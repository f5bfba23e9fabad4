// Focus that does not fall to the page (issue 30): a panel that replaces the button that opened it
// takes the focus, and closing it gives the focus back to that button (drawn again in its place).
import { useEffect, useRef } from 'preact/hooks';

/** A ref for the opener of something shown while `open`: it gets the focus back when `open` ends. */
export function useReturnFocus<T extends HTMLElement>(open: boolean) {
  const opener = useRef<T>(null);
  const was = useRef(open);
  useEffect(() => {
    if (was.current && !open) opener.current?.focus();
    was.current = open;
  }, [open]);
  return opener;
}

/** A ref for a panel that takes the focus when it appears (it needs tabIndex -1). */
export function useFocusOnShow<T extends HTMLElement>() {
  const panel = useRef<T>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return panel;
}
