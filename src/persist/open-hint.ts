// Issue 15: a reload straight into a game (#/game/<id>) needs the game's rule system, but the
// system is only known once the game's row has been read, and its code is two chunks in a row
// (registration, then rules). A one-key hint remembers which system the last opened game uses, so
// that code can start loading while IndexedDB opens. Only a hint: wrong or missing, the system
// is loaded from the row as before; nothing the rules decide ever reads it.
//
// With the system it keeps the code files that opening the game fetched (the table screen, the
// system's registration, rules and UI), stamped with the build that served them: on the next
// reload of that game they are all requested at once as the app starts, instead of one hop after
// another (registration, then its rules, then its UI). A file list of another build is never used
// (its files may be gone).
const KEY = 'pitwall:open-hint';

export interface OpenHint {
  id: string;
  system: string;
  /** The build the chunks belong to (an id that changes with any code file). */
  build?: string;
  /** Same-origin paths of the code files opening this game fetched. */
  chunks?: string[];
}

/** localStorage, or null where there is none or it is disabled (reading it then throws). */
export function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: reading localStorage throws
  }
}

/** What a hint may name: a built code file of this origin (a stored list is read back through it too). */
export const ASSET_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;

function readHint(): Partial<OpenHint> | undefined {
  try {
    const raw = storageOrNull()?.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<OpenHint>) : undefined;
  } catch {
    return undefined;
  }
}

/** The system of game `id` if it was the last one opened on this device. */
export function hintedSystem(id: string): string | undefined {
  const hint = readHint();
  return hint?.id === id && typeof hint.system === 'string' ? hint.system : undefined;
}

/** The code files opening game `id` fetched last time, if that was in this very build; else []. */
export function hintedChunks(id: string, build: string): string[] {
  const hint = readHint();
  if (hint?.id !== id || hint.build !== build || !Array.isArray(hint.chunks)) return [];
  return hint.chunks.filter((c): c is string => typeof c === 'string' && ASSET_FILE.test(c) && !c.includes('..'));
}

/**
 * Remembers the game opened. Without chunks (the game was opened from the list, so what was
 * fetched is not only its own), the chunks already remembered for the same game and build stay.
 */
export function rememberOpened(hint: OpenHint): void {
  try {
    const s = storageOrNull();
    if (!s) return;
    const old = readHint();
    const keep = !hint.chunks && old?.id === hint.id && old.build === hint.build && Array.isArray(old.chunks);
    const chunks = hint.chunks ?? (keep ? old?.chunks : undefined);
    const raw = JSON.stringify(
      chunks && hint.build
        ? { id: hint.id, system: hint.system, build: hint.build, chunks }
        : { id: hint.id, system: hint.system },
    );
    if (s.getItem(KEY) !== raw) s.setItem(KEY, raw);
  } catch {
    /* full or disabled: the hint is an optimisation only */
  }
}
