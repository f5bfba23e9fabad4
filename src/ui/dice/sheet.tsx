import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { afterHistorySettles, stepBack } from '../../state/history-steps';

/** How many sheets are stacked on the history entry that is current (0: none). */
function sheetDepth(): number {
  const s = history.state as { sheetDepth?: unknown } | null;
  return typeof s?.sheetDepth === 'number' ? s.sheetDepth : 0;
}

/**
 * Issue 30: where the focus goes when a sheet closes and the control that opened it is gone: the
 * sheet opened from a menu or panel that closed in the same tap (Print from Game options, Shoot
 * from the hidden-token panel) has no opener left; it takes the one handed over here.
 */
let handOver: { to: () => HTMLElement | null; at: number } | null = null;

/** The control the next sheet gives the focus back to, if the one that opens it is gone by then. */
export function focusAfterSheet(to: () => HTMLElement | null): void {
  handOver = { to, at: performance.now() };
}

function takeHandOver(): (() => HTMLElement | null) | null {
  const h = handOver;
  handOver = null;
  // Only a hand-over from the same tap (a second is far more than one frame).
  return h && performance.now() - h.at < 1000 ? h.to : null;
}

/** The sheets on screen, the topmost last, each with what hides it. */
const sheets: [HTMLDialogElement, () => void][] = [];
const topSheet = () => sheets[sheets.length - 1];
let listening = false;

/**
 * Shows `d` over the page; returns what hides it at once and closes it (once: a second call
 * does nothing). A modal dialog (showModal) makes the rest of the page inert, and the browser
 * restyles the whole document to do that, on opening and again on closing: a sheet's Apply took
 * 8-16 ms more at 4x CPU slowdown (bench:taps, A/B). Shown as a popover instead, it is as modal
 * where it matters: the scrim under it takes the taps meant for the table, everything but the
 * sheet is hidden from assistive technology (aria-hidden, which restyles nothing), and Escape and
 * the focus are held here. Where popovers are missing, the modal dialog.
 */
function showSheet(d: HTMLDialogElement, scrim: HTMLElement): () => void {
  if (!scrim.showPopover) {
    d.showModal();
    return () => d.close();
  }
  if (!listening) {
    listening = true; // for good: with no sheet on screen they do nothing
    addEventListener('keydown', onKey);
    addEventListener('focusin', onFocus);
  }
  const hidden: Element[] = [];
  for (let e: Element = d; e.parentElement && e !== document.body; e = e.parentElement)
    for (const s of e.parentElement.children)
      if (s !== e && s !== scrim && !s.ariaHidden) {
        s.ariaHidden = 'true';
        hidden.push(s);
      }
  let on = true;
  const hide = () => {
    if (!on) return;
    on = false;
    for (const s of hidden) s.ariaHidden = null;
    scrim.hidePopover();
    d.hidePopover();
    d.close();
    sheets.splice(
      sheets.findIndex((t) => t[0] === d), // there: pushed below, taken out once (`on`)
      1,
    );
  };
  sheets.push([d, hide]);
  scrim.showPopover();
  d.show(); // its first control takes the focus
  d.showPopover();
  return hide;
}

function onKey(e: KeyboardEvent): void {
  // A field's own Escape (a search emptied) goes first, as with a modal dialog.
  if (e.key === 'Escape' && !e.defaultPrevented) {
    e.preventDefault();
    topSheet()?.[1]();
  }
}

/** The focus never lands on the page under the top sheet: it goes back to the sheet. */
function onFocus(e: FocusEvent): void {
  const d = topSheet()?.[0];
  if (d && !d.contains(e.target as Node)) d.focus();
}

/**
 * A modal bottom sheet on <dialog>: the page under it takes no taps and no focus and is hidden
 * from assistive technology; Escape and the back gesture close it.
 *
 * Back (issue 9): opening a sheet pushes a history entry of its own (same URL, so the hash router
 * does not move), and Back pops it, which closes the sheet and leaves the game on screen. A sheet
 * closed any other way pops its entry itself, so the next Back is not swallowed by a stale entry.
 */
export function Sheet({
  title,
  onClose,
  children,
  class: cls,
}: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  /** A class of the sheet's own beside "sheet", for a layout of its own (the dice tray's). */
  class?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const scrimRef = useRef<HTMLDivElement>(null);
  const hideRef = useRef<() => void>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Issue 15 (every tap in one frame): open in the frame of the tap that asked for the sheet. A
  // layout effect runs before that frame is painted; an effect runs after it, a frame or more late.
  // The history entry and the listeners come in the same effect: a sheet on screen always has its
  // entry, so a Back pressed as soon as it shows closes it instead of leaving the screen.
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    // The control that opened the sheet, or the one handed over when it is already gone (issue 30).
    const a = document.activeElement;
    const given = takeHandOver();
    const opener = a instanceof HTMLElement && a !== document.body && a.isConnected ? () => a : given;
    const hide = showSheet(d, scrimRef.current as HTMLDivElement);
    hideRef.current = hide;
    const close = () => {
      hide();
      closeRef.current();
    };
    d.addEventListener('close', close);
    let depth = 0; // 0 until this sheet's entry is pushed
    let gone = false;
    const push = () => {
      if (gone) return;
      depth = sheetDepth() + 1;
      history.pushState({ ...(history.state as object | null), sheetDepth: depth }, '', location.href);
    };
    afterHistorySettles(push);
    // Back landed below this sheet's entry: close it (a sheet stacked on it closes first).
    const onPop = () => {
      if (depth > 0 && sheetDepth() < depth && d.open) hide();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      gone = true;
      d.removeEventListener('close', close);
      window.removeEventListener('popstate', onPop);
      hide(); // the page is the players' again (the sheet goes with its component)
      if (depth > 0 && sheetDepth() === depth) stepBack();
      // A sheet opened in this same tap (Print from Game options) inherits where the focus goes back.
      if (opener) focusAfterSheet(opener);
      // The dialog gives the focus back to what held it before it opened; when that is gone (or was
      // the body), the focus goes to the opener, or to its replacement, never to the page's body.
      setTimeout(() => {
        const f = document.activeElement;
        if (f && f !== document.body && f.isConnected) return;
        const to = opener?.();
        if (to?.isConnected) to.focus({ preventScroll: true });
      }, 0);
    };
  }, []);
  return (
    <>
      <div ref={scrimRef} class="sheet-scrim" popover="manual" />
      <dialog
        ref={ref}
        class={cls ? `sheet ${cls}` : 'sheet'}
        aria-label={title}
        aria-modal="true"
        popover="manual"
        tabIndex={-1}
      >
        <div class="sheet-head">
          <h2>{title}</h2>
          <button class="icon-btn ghost" aria-label="Close" onClick={() => hideRef.current?.()}>
            ×
          </button>
        </div>
        <div class="sheet-body">{children}</div>
      </dialog>
    </>
  );
}
