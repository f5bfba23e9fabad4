import type { ComponentChildren } from 'preact';
import { live, trayOpen } from '../../state/app-state';
import { navigate, route } from '../../state/router';
import { BackIcon, BookIcon, DieIcon } from './icons';

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
      {route.value.name !== 'reference' && (
        <button
          class="icon-btn ghost"
          aria-label="Rules reference"
          title="Rules reference"
          onClick={() => navigate({ name: 'reference', system: route.value.name === 'game' ? live.value?.doc.system : undefined })}
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
