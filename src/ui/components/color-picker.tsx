import { useState } from 'preact/hooks';

export const PALETTE = [
  '#e53935',
  '#1e88e5',
  '#43a047',
  '#fdd835',
  '#8e24aa',
  '#fb8c00',
  '#00acc1',
  '#f5f5f5',
] as const;
const NAMES: Record<string, string> = {
  '#e53935': 'red',
  '#1e88e5': 'blue',
  '#43a047': 'green',
  '#fdd835': 'yellow',
  '#8e24aa': 'purple',
  '#fb8c00': 'orange',
  '#00acc1': 'teal',
  '#f5f5f5': 'white',
};

export function colorName(c: string): string {
  return NAMES[c] ?? c;
}

export function ColorPicker({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (c: string) => void;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        class="color-btn"
        style={{ background: value }}
        aria-label={`${label}: ${colorName(value)}. Change colour`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
      {open && (
        <div class="palette" role="group" aria-label={`${label} colours`}>
          {PALETTE.map((c) => (
            <button
              type="button"
              key={c}
              style={{ background: c }}
              aria-pressed={c === value}
              aria-label={colorName(c)}
              onClick={() => {
                onChange(c);
                setOpen(false);
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
