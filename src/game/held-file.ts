// Issue 32: the kinds a phone holds travel in an export file or a QR transfer only when the player
// asks ("with my hidden tokens"), beside the game, never inside its journal. On the way in, an
// opening is kept only if it opens one of the game's own commitments.
import type { HeldOpenings } from '../rules/core/commitment';
import type { RuleSystem } from '../rules/system';

const SALT = /^[0-9a-f]{32}$/;
const MAX_TOKENS = 500;

/** The well-formed openings in `raw` (a file's or envelope's `hidden` field) that fit the game's state. */
export function heldFrom<S>(raw: unknown, system: RuleSystem<S>, sys: S): HeldOpenings {
  const sec = system.secrets;
  const out: HeldOpenings = {};
  if (!sec || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [id, o] of Object.entries(raw as Record<string, unknown>).slice(0, MAX_TOKENS)) {
    if (typeof o !== 'object' || o === null) continue;
    const { kind, salt, playerId } = o as Record<string, unknown>;
    if (typeof kind !== 'string' || typeof salt !== 'string' || !SALT.test(salt) || typeof playerId !== 'string')
      continue;
    const opening = { kind, salt, playerId };
    if (sec.fits(sys, id, opening)) out[id] = opening;
  }
  return out;
}
