import type { ComponentChildren } from 'preact';
import { trayOpen } from '../../state/app-state';
import { BackIcon, DieIcon } from './icons';

interface Props {
  title: string;
  sub?: string;
  back?: () => void;
  children?: ComponentChildren;
}

export function TopBar({ title, sub, back, children }: Props) {
  return (
    <header class="topbar">
      {back && (
        <button class="icon-btn ghost" onClick={back} aria-label="Back">
          <BackIcon />
        </button>
      )}
      <h1>
        {title}
        {sub && <span class="sub">{sub}</span>}
      </h1>
      {children}
      <button class="icon-btn ghost" onClick={() => (trayOpen.value = true)} aria-label="Dice tray" title="Dice tray">
        <DieIcon />
      </button>
    </header>
  );
}
