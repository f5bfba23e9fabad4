import { useEffect, useRef, useState } from 'preact/hooks';
import { timeOfDay } from '../format';

export interface LogItem {
  key: number;
  at: number;
  text: string;
  struck: boolean;
}

const ROW = 52;
const OVERSCAN = 8;

/**
 * A windowed list: only the rows in view (plus a margin) are in the DOM, so a log of 20,000
 * entries scrolls as lightly as one of 20. Newest first.
 */
export function LogList({ count, item, height = 320, label, onOpen }: { count: number; item: (i: number) => LogItem; height?: number; label: string; onOpen?: (i: number) => void }) {
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
      <li key={it.key} class={`log-row${it.struck ? ' struck' : ''}`} style={{ top: `${i * ROW}px`, height: `${ROW}px` }} aria-setsize={count} aria-posinset={i + 1}>
        {/* issue 9: the row is one button; tapping it opens the whole entry */}
        {/* Named by its number, described by its text: a row named "Straight" would answer for the Straight button. */}
        <button type="button" class="log-open" disabled={!onOpen} onClick={() => onOpen?.(i)} aria-label={`Log entry ${count - i}${it.struck ? ', struck out' : ''}`} aria-describedby={`log-text-${it.key}`}>
          <time dateTime={new Date(it.at).toISOString()}>{timeOfDay(it.at)}</time>
          <span id={`log-text-${it.key}`} class="text grow ellipsis">
            {it.text}
          </span>
          {it.struck && <span class="tag">undone</span>}
          {onOpen && <span class="chev" aria-hidden="true">›</span>}
        </button>
      </li>,
    );
  }
  return (
    <div ref={box} class="log" style={{ height: count === 0 ? 'auto' : `${Math.min(height, count * ROW + 2)}px` }} tabIndex={0} aria-label={label}>
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
