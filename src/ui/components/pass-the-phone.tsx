// Issue 39: before a private view opens on a shared screen, the phone goes to its owner.
import './pass-the-phone.css';
import { useFocusOnShow } from './return-focus';

/** "Pass the phone to Ann": shown in the private panel's place until its owner says they hold it. */
export function PassThePhone({ name, onShow, onCancel }: { name: string; onShow: () => void; onCancel: () => void }) {
  const box = useFocusOnShow<HTMLElement>();
  return (
    <section class="stack pass-phone" aria-label={`Pass the phone to ${name}`} tabIndex={-1} ref={box}>
      <strong>Pass the phone to {name}</strong>
      <span class="small muted">Only {name} looks. It hides again on its own after a few seconds.</span>
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
