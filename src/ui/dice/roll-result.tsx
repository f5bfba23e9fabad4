import type { Ref } from 'preact';
import type { RollPayload } from '../../game/core-commands';
import { formatPool, sum } from '../../rules/core/dice';

/**
 * More dice than two rows of full-size faces hold on a 360 px sheet (four to a row): smaller
 * faces, six to a row, so even 20 dice sit under the Roll button with their total in view.
 */
export const COMPACT_FROM = 9;

/**
 * The roll just made. The total comes first, on the card's first line beside what was rolled:
 * it is the answer the player is looking for, and the faces (four rows at most) follow it.
 */
export function RollResult({ roll, cardRef }: { roll: RollPayload; cardRef?: Ref<HTMLElement> }) {
  const all = roll.pools.flatMap((p) => p.faces);
  const what = roll.pools.map((p) => formatPool({ count: p.faces.length, sides: p.sides })).join(' + ');
  const compact = all.length >= COMPACT_FROM;
  return (
    <section ref={cardRef} class="result tray-result" aria-live="polite" aria-label="Result">
      <div class="tray-result-head">
        <span class="tray-result-what">
          {roll.purpose && <strong>{roll.purpose}: </strong>}
          {what}
          {roll.source === 'typed' ? ' (table dice)' : ''}
        </span>
        {all.length > 1 && <span class="total">Total {sum(all)}</span>}
      </div>
      {roll.pools.map((pool, i) => (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes only with role="group" (several pools)
        <div
          key={i}
          class={compact ? 'faces compact' : 'faces'}
          role={roll.pools.length > 1 ? 'group' : undefined}
          aria-label={roll.pools.length > 1 ? formatPool({ count: pool.faces.length, sides: pool.sides }) : undefined}
        >
          {pool.faces.map((f, j) => (
            <span key={j} class="face">
              {f}
            </span>
          ))}
        </div>
      ))}
    </section>
  );
}
