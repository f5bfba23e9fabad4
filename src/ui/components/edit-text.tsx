import { useState } from 'preact/hooks';

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
  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void Promise.resolve(onSave(text)).then(setError);
      }}
    >
      <label class="field">
        {hideLabel ? <span class="sr-only">{label}</span> : label}
        {multiline ? (
          <textarea value={text} maxLength={maxLength} onInput={(e) => setText(e.currentTarget.value)} />
        ) : (
          <input value={text} maxLength={maxLength} onInput={(e) => setText(e.currentTarget.value)} />
        )}
      </label>
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
