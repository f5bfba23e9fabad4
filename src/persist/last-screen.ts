// Issue 15 (open a long game): a reload straight into a game painted the start page first (its
// HTML is the games list), then a bare "Loading…", then "Opening the game…", and the table only
// once the app, the rules and IndexedDB had all arrived. The table screen now leaves a picture of
// itself (ui/last-screen/capture.ts: its markup and styles, what the shared screen showed and
// nothing else), and a reload into the same game shows that picture as soon as the entry runs,
// until the live table paints (ui/last-screen/show.ts). It is only ever a picture: hidden from
// assistive technology, its taps swallowed, gone in the frame the live table first paints.
//
// Like the open hint beside it, one localStorage key, read before IndexedDB could answer. This
// module (the reading side) is in the start page's entry chunk; last-screen-write.ts is not.
import { storageOrNull } from './open-hint';

/** An element as data: tag, attributes, children (text or elements); ui/dom-tree.ts builds its DOM nodes. */
export interface El {
  t: string;
  a?: Record<string, string>;
  c?: (El | string)[];
}

/** One key: only the last game's picture is kept. */
export const PICTURE_KEY = 'pitwall:last-screen';

export interface Picture {
  id: string;
  /** The build that drew it (early-open's HINT_BUILD): another build's markup and styles may not match. */
  build: string;
  /** The page's styles when it was taken, as text. */
  css: string;
  /** The game screen (#app's children) as data, without sheets, toasts or private panels. */
  screen: (El | string)[];
}

/** The picture of game `id` drawn by build `build`, or null: none, another game's, another build's, unreadable. */
export function storedPicture(id: string, build: string): Picture | null {
  if (!build) return null; // the dev server has no build id
  try {
    const raw = storageOrNull()?.getItem(PICTURE_KEY);
    const p = raw ? (JSON.parse(raw) as Partial<Picture> | null) : null;
    return p && p.id === id && p.build === build && typeof p.css === 'string' && Array.isArray(p.screen)
      ? (p as Picture)
      : null;
  } catch {
    return null;
  }
}
