import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CharCount } from './char-count';

interface Props {
  label: string;
  /** Shown to screen readers only when true (the context already says what is edited). */
  hideLabel?: boolean;
  initial: string;
  maxLength: number;
  multiline?: boolean;
  saveLabel: string;
  /** Returns an error to show, or null when saved. May be async. */
  onSave: (text: string) => string | null | Promise<string | null>;
  onCancel: () => void;
}

/** A small form to edit one text (a car note, a game name) with Cancel and Save. */
export function EditText({ label, hideLabel, initial, maxLength, multiline, saveLabel, onSave, onCancel }: Props) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // The tap that opened the editor meant "type here": the field takes the focus (and the phone's
  // keyboard) with the cursor after the text, so typing needs no second tap. A layout effect, in
  // the tap's own task: iOS opens the keyboard only for a focus made there, and the cursor is in
  // place before the field is first painted (an effect a frame later moved it under text typed
  // or pasted meanwhile: faults.spec caught a note pasted over, then appended to).
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const f = field.current;
    if (!f) return;
    f.focus();
    f.setSelectionRange(f.value.length, f.value.length);
  }, []);
  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void Promise.resolve(onSave(text)).then(setError);
      }}
    >
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its input or textarea, chosen below */}
      <label class="field">
        {hideLabel ? <span class="sr-only">{label}</span> : label}
        {multiline ? (
          <textarea ref={field} value={text} onInput={(e) => setText(e.currentTarget.value)} />
        ) : (
          <input ref={field} value={text} maxLength={maxLength} onInput={(e) => setText(e.currentTarget.value)} />
        )}
      </label>
      {multiline && <CharCount length={text.length} max={maxLength} />}
      {error && <p class="error">{error}</p>}
      <div class="row edit-actions">
        <button type="button" class="grow" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" class="primary grow">
          {saveLabel}
        </button>
      </div>
    </form>
  );
}
