// Issue 15: a reload straight into a game (#/game/<id>) needs the game's rule system, but the
// system is only known once the game's row has been read, and its code is two chunks in a row
// (registration, then rules). A one-key hint remembers which system the last opened game uses, so
// that code can start loading while IndexedDB opens. Only a hint: wrong or missing, the system
// is loaded from the row as before; nothing the rules decide ever reads it.
const KEY = 'pitwall:open-hint';

export interface OpenHint {
  id: string;
  system: string;
}

function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: reading localStorage throws
  }
}

/** The system of game `id` if it was the last one opened on this device. */
export function hintedSystem(id: string): string | undefined {
  try {
    const raw = storageOrNull()?.getItem(KEY);
    if (!raw) return undefined;
    const hint = JSON.parse(raw) as Partial<OpenHint>;
    return hint.id === id && typeof hint.system === 'string' ? hint.system : undefined;
  } catch {
    return undefined;
  }
}

export function rememberOpened(hint: OpenHint): void {
  try {
    const s = storageOrNull();
    const raw = JSON.stringify({ id: hint.id, system: hint.system });
    if (s && s.getItem(KEY) !== raw) s.setItem(KEY, raw);
  } catch {
    /* full or disabled: the hint is an optimisation only */
  }
}
