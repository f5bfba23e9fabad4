// The layout audit (issue 9): what a player would trip over on a phone, measured on the live
// page. Shared by layout.spec.ts and the specs of tables that have screens of their own.
import type { Page } from '@playwright/test';

/** What a player would trip over on a phone, measured on the live page. */
export async function audit(page: Page): Promise<string[]> {
  // The real phone width: on an emulated phone an overflowing page widens innerWidth as well.
  const width = page.viewportSize()?.width ?? 390;
  return page.evaluate((width) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('.sr-only');
    };
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40) || el.tagName;
    for (const el of document.querySelectorAll(
      'button, a[href], select, textarea, input:not([type=checkbox]):not([type=file]), label.btn',
    )) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.height < 47.5 || (el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA' && r.width < 47.5)) {
        problems.push(`tap target ${Math.round(r.width)}x${Math.round(r.height)}: ${name(el)}`);
      }
    }
    // A checkbox's tap target is its label row.
    for (const el of document.querySelectorAll('input[type=checkbox]')) {
      const label = el.closest('label');
      const r = (label ?? el).getBoundingClientRect();
      if (r.height < 47.5) problems.push(`checkbox row ${Math.round(r.height)}px high: ${name(label ?? el)}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent ?? '';
      if (!el || !text.trim() || !visible(el)) continue;
      // Issue 9: 16px for everything a player reads at the table (it was 14). The skid clock's
      // numbers are a drawing scaled with its SVG; the direction is spelled out beside it.
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 16 && !el.closest('svg')) problems.push(`text ${size}px: "${text.trim().slice(0, 30)}"`);
      // Issue 9: no word split across lines ("Y/e/s", "D1/2", "Mane/uver"). A word here is a run
      // between spaces, hyphens and slashes (breaking there is normal); each of its rects lies on
      // one line, unless the word is too wide for any line of a card (a 60-character name wraps).
      for (const m of text.matchAll(/[^\s\-‐–—/]{2,}/g)) {
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        const first = rects[0];
        if (!first || !rects.some((r) => Math.abs(r.top - first.top) > first.height / 2)) continue;
        const wide = rects.reduce((w, r) => w + r.width, 0);
        if (wide < width * 0.75) problems.push(`word split across lines: "${m[0]}" in "${text.trim().slice(0, 40)}"`);
      }
    }
    // The bottom bar's Undo says what it would take back (it read "Red F…" at 360 px), whole:
    // issue 30 gives it the short form of the row, who and what ("Player 1's car wipeout check"),
    // inside the three lines the bar keeps (the whole row is the button's description, its title
    // and the log's newest row).
    for (const what of document.querySelectorAll('.history-what')) {
      const box = what.closest('.history-text') ?? what;
      const text = what.firstChild;
      if (!text || !visible(what) || getComputedStyle(what).position === 'absolute') continue;
      const keep = document.createRange();
      keep.setStart(text, 0);
      keep.setEnd(text, (text.textContent ?? '').length);
      const b = box.getBoundingClientRect();
      const out = [...keep.getClientRects()].some(
        (r) => r.width > 0 && (r.bottom > b.bottom + 1 || r.right > b.right + 1),
      );
      if (out) problems.push(`cut on the bottom bar: "${(what.textContent ?? '').slice(0, 30)}"`);
    }
    // A disabled button is not faded: its text (some say "3 to go", "Apply") keeps 4.5:1 on its
    // own background, from the computed colours (ancestors' opacity left aside).
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
    };
    const backdrop = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if ((c[3] ?? 1) > 0.99) return c;
      }
      return [255, 255, 255];
    };
    for (const b of document.querySelectorAll('button:disabled, button[aria-disabled="true"]')) {
      if (!visible(b) || !(b.textContent ?? '').trim()) continue;
      if (parseFloat(getComputedStyle(b).opacity) < 1)
        problems.push(`disabled button faded (opacity ${getComputedStyle(b).opacity}): ${name(b)}`);
      for (const t of [b, ...b.querySelectorAll('*')]) {
        if (!visible(t) || ![...t.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim())) continue;
        const fg = lum(rgb(getComputedStyle(t).color));
        const bg = lum(backdrop(t));
        const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        if (ratio < 4.5) problems.push(`disabled button text ${ratio.toFixed(2)}:1: ${name(b)}`);
      }
    }
    // A car out of play is not faded as a whole: its text keeps its contrast too.
    for (const c of document.querySelectorAll('.card')) {
      if (visible(c) && parseFloat(getComputedStyle(c).opacity) < 1)
        problems.push(`card faded (opacity ${getComputedStyle(c).opacity}): ${name(c)}`);
    }
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    const body = parseFloat(getComputedStyle(document.body).fontSize);
    if (body < 16) problems.push(`body text ${body}px`);
    return problems;
  }, width);
}

/**
 * Issue 40: the live bar ("Live: … back to the table", fixed at the bottom) never covers the page's
 * own controls. Pinned controls (in a fixed or sticky box: the page's bottom bar) must clear it at
 * any scroll; every other control must clear it once the page is scrolled to its end. Returns what
 * it covers, as "<control> under the live bar (y a-b, bar c-d)".
 */
export async function liveBarClear(page: Page): Promise<string[]> {
  const covered = async (pinnedOnly: boolean) =>
    page.evaluate((pinnedOnly) => {
      const bar = document.querySelector('.live-away');
      if (!bar) return [];
      const b = bar.getBoundingClientRect();
      const out: string[] = [];
      const pinned = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const p = getComputedStyle(e).position;
          if (p === 'fixed' || p === 'sticky') return true;
        }
        return false;
      };
      for (const el of document.querySelectorAll('button, a[href], select, textarea, input, label.btn')) {
        if (bar.contains(el) || el.closest('dialog')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || el.closest('.sr-only')) continue;
        if (pinnedOnly && !pinned(el)) continue;
        if (r.bottom > b.top + 0.5 && r.top < b.bottom - 0.5) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30) || el.tagName;
          out.push(
            `${name} under the live bar (y ${Math.round(r.top)}-${Math.round(r.bottom)}, bar ${Math.round(b.top)}-${Math.round(b.bottom)})`,
          );
        }
      }
      return out;
    }, pinnedOnly);
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = await covered(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const end = await covered(false);
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...new Set([...top, ...end])];
}
