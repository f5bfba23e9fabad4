// The sheet editor's fields (issue 33): each with its label and a short line that says what it
// does (read with the field: aria-describedby). Numbers keep what is typed ("-", "") while it is
// not yet a whole number; the draft holds NaN meanwhile and readSheet says what is wrong.
import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CharCount } from '../components/char-count';

function Help({ id, text }: { id: string; text?: string }) {
  return text ? (
    <span id={id} class="muted small se-help">
      {text}
    </span>
  ) : null;
}

/**
 * A new item's name takes the focus in the tap that added it (the phone's keyboard opens), its
 * default text selected so typing replaces it; it is brought to the middle of the screen, clear
 * of the pinned bars.
 */
function useFocusOnMount(
  ref: { current: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null },
  on: boolean | undefined,
) {
  useLayoutEffect(() => {
    const f = ref.current;
    if (!on || !f) return;
    f.focus({ preventScroll: true });
    if (!(f instanceof HTMLSelectElement)) f.select();
    f.scrollIntoView({ block: 'center' });
  }, []);
}

export function TextField({
  label,
  help,
  value,
  max,
  onChange,
  multiline,
  autoFocus,
  selectOnFocus,
}: {
  label: string;
  help?: string;
  value: string;
  max: number;
  onChange: (v: string) => void;
  multiline?: boolean;
  autoFocus?: boolean;
  /** A default to type over ("My game"): the first tap selects it. */
  selectOnFocus?: boolean;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useFocusOnMount(ref, autoFocus);
  const common = {
    ref,
    value,
    'aria-describedby': help ? id : undefined,
    onFocus: selectOnFocus
      ? (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => e.currentTarget.select()
      : undefined,
    onInput: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => onChange(e.currentTarget.value),
  };
  return (
    <div class="se-field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its input or textarea, chosen below */}
      <label class="field">
        {label}
        {multiline ? <textarea {...common} /> : <input type="text" maxLength={max} {...common} />}
      </label>
      <Help id={id} text={help} />
      {multiline && <CharCount length={value.length} max={max} />}
    </div>
  );
}

const parse = (t: string, optional: boolean): number | undefined =>
  t.trim() === '' && optional ? undefined : /^\s*-?\d+\s*$/.test(t) ? Number(t) : Number.NaN;
const same = (a: number | undefined, b: number | undefined) => Object.is(a, b);

/** A whole number; `optional` lets it be empty (undefined). */
type NumProps = { label: string; hideLabel?: boolean; help?: string; value: number | undefined } & (
  | { optional?: false; onChange: (v: number) => void }
  | { optional: true; onChange: (v: number | undefined) => void }
);

export function NumField({ label, hideLabel, help, value, onChange, optional = false }: NumProps) {
  const id = useId();
  const [text, setText] = useState(value === undefined || Number.isNaN(value) ? '' : String(value));
  // What is typed stays while it still means the draft's value; a value set elsewhere (a kind
  // that moved the minimum) replaces it.
  const shown = same(parse(text, optional), value) ? text : value === undefined ? '' : String(value);
  return (
    <div class="se-field">
      <label class="field">
        {hideLabel ? <span class="sr-only">{label}</span> : label}
        <input
          type="number"
          step={1}
          value={shown}
          aria-describedby={help ? id : undefined}
          onInput={(e) => {
            const t = e.currentTarget.value;
            setText(t);
            (onChange as (v: number | undefined) => void)(parse(t, optional));
          }}
        />
      </label>
      <Help id={id} text={help} />
    </div>
  );
}

/** One of a few answers, each a button (one tap, where a select is two). */
export function Choices<T extends string | number>({
  legend,
  help,
  value,
  options,
  onChange,
  compact,
}: {
  legend: string;
  help?: string;
  /** Short answers (D6, 12) kept on one row where they fit. */
  compact?: boolean;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <fieldset class="q" aria-describedby={help ? id : undefined}>
      <legend>{legend}</legend>
      <div class={compact ? 'choices se-compact' : 'choices'}>
        {options.map(([v, text]) => (
          <button key={String(v)} type="button" aria-pressed={v === value} onClick={() => onChange(v)}>
            {text}
          </button>
        ))}
      </div>
      <Help id={id} text={help} />
    </fieldset>
  );
}

/**
 * A choice among the sheet's own items, by name (the player never types an id). A value that is
 * not among them (an item since removed) shows as missing until another is picked.
 */
export function Pick({
  label,
  help,
  value,
  options,
  onChange,
  none = 'None yet: add one first',
  autoFocus,
}: {
  label: string;
  help?: string;
  autoFocus?: boolean;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (v: string) => void;
  none?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  useFocusOnMount(ref, autoFocus);
  const known = options.some(([v]) => v === value);
  return (
    <div class="se-field">
      <label class="field">
        {label}
        <select
          ref={ref}
          value={value}
          aria-describedby={help ? id : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {!known && (
            <option value={value} disabled>
              {options.length === 0 ? none : value ? `Missing (“${value}”): pick one` : 'Pick one'}
            </option>
          )}
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <Help id={id} text={help} />
    </div>
  );
}

export function Switch({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div class="se-field">
      <label class="switch-row">
        <span>{label}</span>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={help ? id : undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      </label>
      <Help id={id} text={help} />
    </div>
  );
}

/** Fields side by side (minimum, maximum, start), with one line that says what they are. */
export function FieldRow({ help, children }: { help?: string; children: ComponentChildren }) {
  return (
    <div class="stack se-row-wrap">
      <div class="se-row">{children}</div>
      {help && <p class="muted small se-help">{help}</p>}
    </div>
  );
}
