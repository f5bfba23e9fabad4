import { useEffect, useRef, useState } from 'preact/hooks';
import { pure } from './pure';
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
  // The rows' own content is kept while its words are (pure): a tap re-renders the rows' places
  // and the one new row, not every visible row's time, text and button.
  const openAt = useRef(onOpen);
  openAt.current = onOpen;
  const indexOf = useRef(new Map<number, number>()).current;
  const [open] = useState(() => (key: number) => {
    const i = indexOf.get(key);
    if (i !== undefined) openAt.current?.(i);
  });
  indexOf.clear();
  const first = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
  const last = Math.min(count, Math.ceil((top + height) / ROW) + OVERSCAN);
  const rows = [];
  for (let i = first; i < last; i++) {
    const it = item(i);
    indexOf.set(it.key, i);
    rows.push(
      <li
        key={it.key}
        class={`log-row${it.struck ? ' struck' : ''}`}
        style={{ top: `${i * ROW}px`, height: `${ROW}px` }}
        aria-setsize={count}
        aria-posinset={i + 1}
      >
        <RowBody k={it.key} at={it.at} text={it.text} struck={it.struck} n={count - i} open={onOpen ? open : null} />
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

const RowBody = pure(function RowBody({
  k,
  at,
  text,
  struck,
  n,
  open,
}: {
  k: number;
  at: number;
  text: string;
  struck: boolean;
  /** The row's number, oldest first: the same for a row whatever is added above it. */
  n: number;
  open: ((key: number) => void) | null;
}) {
  return (
    <>
      {/* "06:28" over "AM": a narrow column, the rest of the row is the entry's text (two lines at most). */}
      <TimeOfDay at={at} />
      <span id={`log-text-${k}`} class="text grow">
        {text}
      </span>
      {struck && <span class="tag">undone</span>}
      {/* Issue 9: a tap anywhere on the row opens the whole entry: the button lies over the row
          (styles.css, .log-open). It shows no words of its own, only the chevron, so its name
          "Log entry 10" hides no visible text (WCAG 2.5.3, issue 30), and a row named "Straight"
          never answers for the Straight button. The text is read with it as its description. */}
      {open && (
        <button
          type="button"
          class="log-open"
          onClick={() => open(k)}
          aria-label={`Log entry ${n}${struck ? ', struck out' : ''}`}
          aria-describedby={`log-text-${k}`}
        >
          <span class="chev" aria-hidden="true">
            ›
          </span>
        </button>
      )}
    </>
  );
});
