import { useEffect, useRef, useState } from 'preact/hooks';
import { TimeOfDay } from './time-of-day';

export interface LogItem {
  key: number;
  at: number;
  text: string;
  struck: boolean;
}

/**
 * A row's height in px: two lines of 16 px text (line-height 1.45, 46.4 px) and a margin, so an
 * entry such as "Ann drives first (roll-off: Ann 8, Bo 2)" reads whole at 360 px instead of being
 * cut to one line ("Ann drives first (roll-off…"). The rows are absolutely placed at i * ROW; the
 * CSS (.log-row, styles.css) only lays out inside that height.
 */
const ROW = 64;
const OVERSCAN = 8;

/**
 * A windowed list: only the rows in view (plus a margin) are in the DOM, so a log of 20,000
 * entries scrolls as lightly as one of 20. Newest first. It shows five and a half rows: the half
 * row says there is more below.
 */
export function LogList({
  count,
  item,
  height = ROW * 5.5,
  label,
  onOpen,
}: {
  count: number;
  item: (i: number) => LogItem;
  height?: number;
  label: string;
  onOpen?: (i: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => setTop(el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);
  const first = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
  const last = Math.min(count, Math.ceil((top + height) / ROW) + OVERSCAN);
  const rows = [];
  for (let i = first; i < last; i++) {
    const it = item(i);
    rows.push(
      <li
        key={it.key}
        class={`log-row${it.struck ? ' struck' : ''}`}
        style={{ top: `${i * ROW}px`, height: `${ROW}px` }}
        aria-setsize={count}
        aria-posinset={i + 1}
      >
        {/* "06:28" over "AM": a narrow column, the rest of the row is the entry's text (two lines at most). */}
        <TimeOfDay at={it.at} />
        <span id={`log-text-${it.key}`} class="text grow">
          {it.text}
        </span>
        {it.struck && <span class="tag">undone</span>}
        {/* Issue 9: a tap anywhere on the row opens the whole entry: the button lies over the row
            (styles.css, .log-open). It shows no words of its own, only the chevron, so its name
            "Log entry 10" hides no visible text (WCAG 2.5.3, issue 30), and a row named "Straight"
            never answers for the Straight button. The text is read with it as its description. */}
        {onOpen && (
          <button
            type="button"
            class="log-open"
            onClick={() => onOpen(i)}
            aria-label={`Log entry ${count - i}${it.struck ? ', struck out' : ''}`}
            aria-describedby={`log-text-${it.key}`}
          >
            <span class="chev" aria-hidden="true">
              ›
            </span>
          </button>
        )}
      </li>,
    );
  }
  return (
    <div
      ref={box}
      class="log"
      role="region"
      style={{ height: count === 0 ? 'auto' : `${Math.min(height, count * ROW + 2)}px` }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus so a keyboard can scroll it (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
    >
      {count === 0 ? (
        <p class="muted" style={{ padding: '12px' }}>
          Nothing yet. Rolls, turns and changes appear here.
        </p>
      ) : (
        <ul style={{ height: `${count * ROW}px` }}>{rows}</ul>
      )}
    </div>
  );
}
