// Issue 40, "a refusal appears where the finger is": a tap this phone may not make is answered
// next to the control tapped, once, with no OK to press. The last tap's place is remembered (a
// pointerdown or click anywhere, before any handler runs); a refusal made within a moment of it
// shows as a small note there, gone at the next tap or after a few seconds; one made later (the
// host's answer after a slow link) is one toast. A second note replaces the first: never stacked.
import { signal } from '@preact/signals';
import { live, showToast, type Toast, toast } from '../../state/app-state';
import { liveStatus } from '../live/live-status';

interface Note {
  message: string;
  left: number;
  width: number;
  top?: number;
  bottom?: number;
}

/** Where and when a tap was made. */
export interface Tap {
  /** The control tapped. Its place is measured only when a refusal needs it (see placeOf). */
  el: Element;
  at: number;
  r?: DOMRect;
}

const note = signal<Note | null>(null);
let tap: Tap | null = null;
let shown: Toast | null = null;
/** A refusal shown as a toast that is still showing (an announcement adds to it, never hides it). */
export const standing = (): Toast | null => (shown && toast.value === shown ? shown : null);

/**
 * The last tap, measured now (a change proposed now keeps it, for the host's answer, by when the
 * control may have gone).
 */
export const lastTap = (): Tap | null => {
  if (tap) placeOf(tap);
  return tap;
};

/**
 * Where the tapped control is: measured once, when first asked. Not in the tap's own listener:
 * a layout forced before every tap's handlers cost ~2 ms a tap at 4x CPU slowdown, and nearly
 * every tap is not refused. Null when the control is gone and was never measured.
 */
function placeOf(t: Tap): DOMRect | null {
  if (!t.r && t.el.isConnected) t.r = t.el.getBoundingClientRect();
  return t.r ?? null;
}
let timer: ReturnType<typeof setTimeout> | undefined;

function seen(e: Event, clear: boolean): void {
  const t = e.target;
  if (!(t instanceof Element)) return;
  tap = { el: t.closest('button,a,input,select,label,[role]') ?? t, at: Date.now() };
  if (clear) note.value = null;
}
// (No document in the unit tests, which import the cards.)
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (e) => seen(e, true), true);
  document.addEventListener('click', (e) => seen(e, false), true);
}

/**
 * Shows why a tap was refused next to it (`from`: the last tap) when it was less than `withinMs`
 * ago, else as one toast (the same words again replace, never stack).
 */
export function refuseHere(message: string, from: Tap | null = tap, withinMs = 1500): void {
  clearTimeout(timer);
  note.value = null;
  const r = from && placeOf(from);
  if (!from || !r || Date.now() - from.at > withinMs) {
    // Not a reason toast: those go at the game's next change, and a refusal from the host comes
    // with the catch-up entries. Kept above the others' announcements while it shows (standing()).
    shown = { message };
    showToast(shown, 8000);
    return;
  }
  const vw = innerWidth;
  const vh = innerHeight;
  const width = Math.min(340, vw - 16);
  const left = Math.max(8, Math.min(r.left + r.width / 2 - width / 2, vw - width - 8));
  // Below the control when there is room (so the finger does not hide it), else above; on screen.
  const below = r.bottom + 110 < vh || r.top < vh / 2;
  note.value = below
    ? { message, left, width, top: Math.max(8, Math.min(r.bottom + 6, vh - 110)) }
    : { message, left, width, bottom: Math.max(8, Math.min(vh - r.top + 6, vh - 110)) };
  const n = note.value;
  timer = setTimeout(() => {
    if (note.value === n) note.value = null;
  }, 6000);
}

export function TapNote() {
  const n = note.value;
  if (!n) return null;
  // Placed through the CSSOM: the CSP (style-src 'self') blocks style attributes.
  const place = (el: HTMLElement | null) => {
    if (!el) return;
    for (const k of ['left', 'width', 'top', 'bottom'] as const) {
      const v = n[k];
      el.style[k] = v === undefined ? '' : `${v}px`;
    }
  };
  return (
    <p ref={place} class="tap-note" role="alert">
      {n.message}
    </p>
  );
}

/**
 * Issue 40: on a guest phone, a car whose owner is another seat: "Cy’s car", and the words a tap
 * on its controls shows. Null on the host (it may act for anyone), off live play and for its own.
 */
export function notYours(owner: string | null | undefined) {
  const st = liveStatus.value;
  if (st?.role !== 'guest' || !owner || owner === st.me) return null;
  const who = live.value?.doc.setup.players.find((p) => p.id === owner)?.name ?? 'Another player';
  return {
    label: `${who}’s car`,
    why: `This is ${who}’s car: only ${who}’s phone (or the host phone) can act for it.`,
  };
}
