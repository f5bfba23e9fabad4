import { Fragment } from 'preact';
import './stat-line.css';

/** One "label: value" pair; a pair with no label shows its value alone. */
export interface Stat {
  label?: string;
  value: string;
}

/**
 * Label: value pairs on one line, separated by " · ", each pair kept whole when the line wraps
 * (issue 10; the layout audit fails on a word split across lines).
 */
export function StatLine({ items, class: cls }: { items: readonly Stat[]; class?: string }) {
  return (
    <div class={`stat-line${cls ? ` ${cls}` : ''}`}>
      {items.map((s, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          <span class="stat">
            {s.label ? `${s.label}: ` : ''}
            {s.value}
          </span>
        </Fragment>
      ))}
    </div>
  );
}
