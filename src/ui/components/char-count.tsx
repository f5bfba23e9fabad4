/**
 * Issue 41: a long text shows how much of its limit it uses; past the limit it says so. The field
 * itself cuts nothing (a pasted page used to lose its end without a word), and Save is refused.
 */
export function CharCount({ length, max }: { length: number; max: number }) {
  const over = length - max;
  return (
    <span class={over > 0 ? 'error' : 'muted small'} aria-live="polite" data-count>
      {over > 0 ? `${length} characters: at most ${max}. Remove ${over} to save.` : `${length} of ${max} characters`}
    </span>
  );
}
