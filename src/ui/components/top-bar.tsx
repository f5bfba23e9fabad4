import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { live, trayOpen } from '../../state/app-state';
import { navigate, route } from '../../state/router';
import { BackIcon, BookIcon, DieIcon } from './icons';
import { usePublishedHeight } from './published-height';

interface Props {
  title: string;
  sub?: string;
  /** A live status (the table's Saved / Saving…), read on the sub line after `sub`. */
  status?: ComponentChildren;
  back?: () => void;
  children?: ComponentChildren;
}

/**
 * The screen's name wraps to two lines rather than being cut ("Game n…" at 360 px); the sub line
 * (the system) and the status share the line under it, so the icons keep their 48 px. The bar's
 * height is published as --topbar-h for what is pinned under it (published-height.ts).
 */
export function TopBar({ title, sub, status, back, children }: Props) {
  const bar = useRef<HTMLElement>(null);
  usePublishedHeight(bar, '--topbar-h');
  return (
    <header class="topbar" ref={bar}>
      {back && (
        <button class="icon-btn ghost" onClick={back} aria-label="Back">
          <BackIcon />
        </button>
      )}
      <div class="topbar-title">
        <h1>{title}</h1>
        {(sub || status) && (
          <p class="sub">
            {sub}
            {/* The dot stays with the fact before it: a wrapped line ends with '·'. It goes with the
                status (data-status) where a picture of the screen leaves the status out (issue 15). */}
            {sub && status && (
              <span aria-hidden="true" data-status>
                {'\u00a0·'}
              </span>
            )}
            {sub && status && ' '}
            {status}
          </p>
        )}
      </div>
      {children}
      {route.value.name !== 'reference' && (
        <button
          class="icon-btn ghost"
          aria-label="Rules reference"
          title="Rules reference"
          onClick={() =>
            navigate({ name: 'reference', system: route.value.name === 'game' ? live.value?.doc.system : undefined })
          }
        >
          <BookIcon />
        </button>
      )}
      <button class="icon-btn ghost" onClick={() => (trayOpen.value = true)} aria-label="Dice tray" title="Dice tray">
        <DieIcon />
      </button>
    </header>
  );
}
