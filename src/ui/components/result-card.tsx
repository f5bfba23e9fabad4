import type { ComponentChildren } from 'preact';
import { useBringIntoView } from './bring-into-view';

/** "Game over" and who won: brought into view when it appears (the tap that ended the game may be far below). */
export function ResultCard({ children }: { children: ComponentChildren }) {
  const box = useBringIntoView<HTMLElement>('start');
  return (
    <section class="card stack result-card" aria-label="Result" ref={box}>
      <h2>Game over</h2>
      {children}
    </section>
  );
}
