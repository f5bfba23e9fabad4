import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** A modal bottom sheet on <dialog>: focus is trapped, Escape and the back gesture close it. */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ComponentChildren }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) d.showModal();
    const close = () => onClose();
    d.addEventListener('close', close);
    return () => d.removeEventListener('close', close);
  }, [onClose]);
  return (
    <dialog ref={ref} class="sheet" aria-label={title}>
      <div class="sheet-head">
        <h2>{title}</h2>
        <button class="icon-btn ghost" aria-label="Close" onClick={() => ref.current?.close()}>
          ×
        </button>
      </div>
      <div class="sheet-body">{children}</div>
    </dialog>
  );
}
