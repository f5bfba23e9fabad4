// A placeholder for the sheet editor (issue 33), replaced wholesale by the editor itself: the same
// signature, so the sheet screen (screens/sheet-screen.tsx) that loads it as its own chunk stays.
import { useState } from 'preact/hooks';
import type { Sheet } from '../../rules/custom/sheet';
import { TopBar } from '../components/top-bar';

export interface SheetEditorProps {
  initial: Sheet;
  /** Saves the sheet; returns why it was refused (nothing changed), or null. */
  onSave: (sheet: Sheet) => Promise<string | null>;
  onClose: () => void;
}

export function SheetEditor({ initial, onSave, onClose }: SheetEditorProps) {
  const [said, setSaid] = useState<string | null>(null);
  return (
    <>
      <TopBar title={initial.name} sub="Game sheet" back={onClose} />
      <main>
        <p class="muted">
          {initial.trackers.length} trackers, {initial.moves.length} moves, {initial.notes.length} notes.
        </p>
        {said && (
          <p class="error" role="alert">
            {said}
          </p>
        )}
        <button class="primary" onClick={() => void onSave(initial).then(setSaid)}>
          Save
        </button>
      </main>
    </>
  );
}
