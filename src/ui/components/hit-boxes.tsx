import './hit-boxes.css';

/**
 * A row of boxes, one per point of damage a car can take (Road Wolf's hits, Dirty Wheels' damage
 * and tyre hits). Live, each box is a toggle: one tap marks or clears it and the owner decides
 * what that means (usually one hit more or fewer). Not live (a wreck, a finished game, a printed
 * sheet), the boxes are a record: pictures with their state in their names, not greyed buttons
 * (issue 9: no greyed button without a reason).
 */
export function HitBoxes({
  total,
  marked,
  label,
  live,
  boxLabel,
  onToggle,
  class: cls,
}: {
  total: number;
  /** Boxes 1..marked are marked: hits fill from the first box. */
  marked: number;
  /** The group's name ("Hits on Red Fury"). */
  label: string;
  live: boolean;
  /** A live box's accessible name; default "Mark box i of n" / "Clear box i of n". */
  boxLabel?: (i: number, hit: boolean) => string;
  onToggle?: (i: number, hit: boolean) => void;
  class?: string;
}) {
  return (
    <div class={`hit-boxes${cls ? ` ${cls}` : ''}`} role="group" aria-label={label}>
      {Array.from({ length: total }, (_, i) => {
        const hit = i < marked;
        if (!live || !onToggle) {
          return (
            <span
              key={i}
              class={`hit-box${hit ? ' hit' : ''}`}
              role="img"
              aria-label={`Box ${i + 1} of ${total}: ${hit ? 'hit' : 'clear'}`}
            >
              {hit ? '✕' : ''}
            </span>
          );
        }
        return (
          <button
            key={i}
            type="button"
            class={`hit-box${hit ? ' hit' : ''}`}
            aria-pressed={hit}
            aria-label={boxLabel ? boxLabel(i, hit) : `${hit ? 'Clear' : 'Mark'} box ${i + 1} of ${total}`}
            onClick={() => onToggle(i, hit)}
          >
            {hit ? '✕' : ''}
          </button>
        );
      })}
    </div>
  );
}
