// An owner's private panel (issue 9; Road Wolf's hidden tokens, issue 33's hidden trackers): open
// only while its owner looks. Shared here so every system's private panel closes the same way.
// Issue 39: on a shared screen (one phone passed round, or a live phone that is not the owner's)
// it first asks to pass the phone to the owner, and hides again on its own after a few seconds.
import { useEffect, useState } from 'preact/hooks';
import { phoneOwner, privateHere, privateOnSharedHost } from '../../sync/private-view';
import { liveStatus } from '../live/live-status';

/**
 * May this phone show `playerId`'s private view: one phone passed round, that player's own phone,
 * or a shared host screen no phone sits for that player on (issue 39).
 */
export const privateOpensHere = (playerId: string): boolean =>
  privateHere(playerId) || privateOnSharedHost(playerId, liveStatus.value);

/** How long a private view stays up on a shared screen after the last tap in it. */
export const PRIVATE_PEEK_MS = 8000;

type Peek = 'closed' | 'asking' | 'open';
/** What counts as the owner still using the view: a tap or a key (a picker's choice starts with one). */
const POKES = ['pointerdown', 'keydown'] as const;

export interface PrivateGate {
  /** "Pass the phone to …" is up, not the private view. */
  asking: boolean;
  /** The owner has the phone: show the private view. */
  confirm: () => void;
}

/**
 * Open/closed state of an owner's private panel: [up (asking or open), set, gate]. Set true asks
 * "Pass the phone to …" first on a shared screen (see PassThePhone) and opens it at once on the
 * owner's own phone. It closes itself when `key` changes (the turn passes) and when the page is
 * hidden (phone locked, app switched); leaving the screen unmounts it. On a shared screen it also
 * closes PRIVATE_PEEK_MS after it opened or after the last tap or key inside it ([data-private]).
 */
export function usePrivatePanel(key: string, owner: string): [boolean, (open: boolean) => void, PrivateGate] {
  const [peek, setPeek] = useState<Peek>('closed');
  const [touched, setTouched] = useState(0);
  useEffect(() => setPeek('closed'), [key]);
  useEffect(() => {
    const hide = () => {
      if (document.visibilityState === 'hidden') setPeek('closed');
    };
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', hide);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', hide);
    };
  }, []);
  // Not the owner's phone, yet it may show the owner's view: someone else may be holding it.
  const shared = privateOpensHere(owner) && phoneOwner.value !== owner;
  useEffect(() => {
    if (peek !== 'open' || !shared) return;
    const timer = setTimeout(() => setPeek('closed'), PRIVATE_PEEK_MS);
    const poke = (e: Event) => {
      if (e.target instanceof Element && e.target.closest('[data-private]')) setTouched((n) => n + 1);
    };
    for (const type of POKES) document.addEventListener(type, poke, true);
    return () => {
      clearTimeout(timer);
      for (const type of POKES) document.removeEventListener(type, poke, true);
    };
  }, [peek, shared, touched]);
  const set = (open: boolean) => setPeek(!open ? 'closed' : shared ? 'asking' : 'open');
  return [peek !== 'closed', set, { asking: peek === 'asking', confirm: () => setPeek('open') }];
}
