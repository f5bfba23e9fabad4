// An owner's private panel (issue 9; Road Wolf's hidden tokens, issue 33's hidden trackers): open
// only while its owner looks. Shared here so every system's private panel closes the same way.
import { useEffect, useState } from 'preact/hooks';

/**
 * Open/closed state of an owner's private panel. It closes itself when `key` changes (the turn
 * passes) and when the page is hidden (phone locked, app switched); leaving the screen unmounts it.
 */
export function usePrivatePanel(key: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [key]);
  useEffect(() => {
    const hide = () => {
      if (document.visibilityState === 'hidden') setOpen(false);
    };
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', hide);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', hide);
    };
  }, []);
  return [open, setOpen];
}
