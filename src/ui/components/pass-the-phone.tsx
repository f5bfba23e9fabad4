// Issue 39: before a private view opens on a shared screen, the phone goes to its owner.
import { useFocusOnShow } from './return-focus';

/** "Pass the phone to Ann": shown in the private panel's place until its owner says they hold it. */
export function PassThePhone({
  name,
  onShow,
  onCancel,
  look,
}: {
  name: string;
  onShow: () => void;
  onCancel: () => void;
  /** The private panel's own class, for its frame (rw-private, cs-private). */
  look: string;
}) {
  const box = useFocusOnShow<HTMLElement>();
  return (
    <section class={`stack ${look}`} aria-label={`Pass the phone to ${name}`} tabIndex={-1} ref={box}>
      <strong>Pass the phone to {name}</strong>
      <div class="grid2">
        <button type="button" class="primary" onClick={onShow}>
          I’m {name}: show
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
