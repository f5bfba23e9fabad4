import { type EndsTrack, trackSlots } from '../../rules/core/track';
import type { TrackSlot } from './track';

/**
 * The slots Track draws for a two-ended track (car-cult-d20.md B2): the rules' counts packed into
 * positions, a token kind for each end ("ST", "DT"), the printed markers ("+ST" on the 1-based
 * positions in `markers`, seen while the slot is empty, which is exactly B2's "visible") and the
 * numbers printed over the slots (an engine's speeds).
 */
export function endsTrackSlots(
  t: EndsTrack,
  kinds: { START: string; END: string },
  opts: { markers?: readonly number[]; marker?: string; labels?: readonly (string | number)[] } = {},
): TrackSlot[] {
  return trackSlots(t).map((at, i) => {
    const label = opts.labels?.[i];
    return {
      token: at === null ? null : kinds[at],
      ...(label !== undefined ? { label: String(label) } : {}),
      ...(opts.markers?.includes(i + 1) ? { marker: opts.marker ?? '+ST' } : {}),
    };
  });
}
