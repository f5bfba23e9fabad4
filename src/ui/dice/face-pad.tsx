import type { Sides } from '../../rules/core/dice';

/** Tap the faces of the physical dice, one tap per die. */
export function FacePad({
  sides,
  faces,
  count,
  onChange,
}: {
  sides: Sides;
  faces: number[];
  count: number;
  onChange: (f: number[]) => void;
}) {
  const full = faces.length >= count;
  return (
    <div class="stack" style={{ gap: '8px' }}>
      <p class="muted" aria-live="polite">
        {full ? `All ${count} entered.` : `Tap die ${faces.length + 1} of ${count}.`}
      </p>
      <div class="pad" role="group" aria-label={`D${sides} faces`}>
        {Array.from({ length: sides }, (_, i) => i + 1).map((f) => (
          <button
            key={f}
            type="button"
            disabled={full}
            aria-label={`Face ${f}`}
            onClick={() => onChange([...faces, f])}
          >
            {f}
          </button>
        ))}
      </div>
      {faces.length > 0 && (
        <div class="row wrap">
          {faces.map((f, i) => (
            <button
              key={`${i}-${f}`}
              type="button"
              class="face"
              style={{ fontSize: '1.3rem' }}
              aria-label={`Remove die ${i + 1} showing ${f}`}
              onClick={() => onChange(faces.filter((_, j) => j !== i))}
            >
              {f}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
