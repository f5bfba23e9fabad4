import { useState } from 'preact/hooks';
import { ErrorNote } from './error-note';

/**
 * The two buttons under a question that ends something (the game, a turn with actions left):
 * going back on the left, the ending on the right as the primary. One look and one wording
 * ("Keep playing") in every system. `onConfirm` returns the rules' refusal (dispatch's), shown
 * here with the question left open; without one the question closes (`onClose`, as going back).
 */
export function ConfirmPair({
  confirm,
  onConfirm,
  onClose,
  keep = 'Keep playing',
  inSheet = false,
}: {
  confirm: string;
  onConfirm: () => string | null;
  onClose: () => void;
  keep?: string;
  inSheet?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <div class={inSheet ? 'sheet-actions grid2' : 'grid2'}>
        <button type="button" onClick={onClose}>
          {keep}
        </button>
        <button
          type="button"
          class="primary"
          onClick={() => {
            const err = onConfirm();
            setError(err);
            if (!err) onClose();
          }}
        >
          {confirm}
        </button>
      </div>
      <ErrorNote error={error} />
    </>
  );
}
