// The writing side of the last screen's picture (last-screen.ts): kept out of the start page's
// entry chunk, which only ever reads one.
import { PICTURE_KEY, type Picture } from './last-screen';
import { storageOrNull } from './open-hint';

/** Keeps `p` as the last screen, in place of any other; storage full or disabled keeps none. */
export function storePicture(p: Picture): void {
  try {
    storageOrNull()?.setItem(PICTURE_KEY, JSON.stringify(p));
  } catch {
    /* the next reload opens without a picture, as it did before there were any */
  }
}

/** A deleted game's picture goes with it. */
export function forgetPicture(id: string): void {
  try {
    const s = storageOrNull();
    const raw = s?.getItem(PICTURE_KEY);
    if (raw && (JSON.parse(raw) as Partial<Picture> | null)?.id === id) s?.removeItem(PICTURE_KEY);
  } catch {
    /* nothing readable stored: nothing to forget */
  }
}
