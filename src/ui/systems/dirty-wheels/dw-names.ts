// Names for the Dirty Wheels screens: cars come from setup, scenery pieces carry their own name
// (entityName in the rules), players from setup.
import type { Setup } from '../../../rules/core/model';
import { entityName } from '../../../rules/dirty-wheels/handler';
import type { DwState } from '../../../rules/dirty-wheels/model';

export interface DwNames {
  player: (id: string | null | undefined) => string;
  entity: (id: string | null | undefined) => string;
}

export function dwNames(s: DwState, setup: Setup): DwNames {
  return {
    player: (id) => (id === 'neutral' ? 'Neutral' : (setup.players.find((p) => p.id === id)?.name ?? '?')),
    entity: (id) => entityName(s, setup, id),
  };
}

/** "+1", "0", "−1" for aim. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
