/**
 * The two buttons under a question that ends something (the game, a turn with actions left):
 * going back on the left, the ending on the right as the primary. One look and one wording
 * ("Keep playing") in every system.
 */
export function ConfirmPair({ confirm, onConfirm, onKeep, keep = 'Keep playing', inSheet = false }: { confirm: string; onConfirm: () => void; onKeep: () => void; keep?: string; inSheet?: boolean }) {
  return (
    <div class={inSheet ? 'sheet-actions grid2' : 'grid2'}>
      <button type="button" onClick={onKeep}>
        {keep}
      </button>
      <button type="button" class="primary" onClick={onConfirm}>
        {confirm}
      </button>
    </div>
  );
}
