// Issue 39, joining without a camera: a live code comes from the other phone as text, inside
// whatever carried it (a message "Join my Pitwall game: PWL1~o~…", a note, a chat). pastedCode()
// finds the code of the kind this phone waits for. Pure.
import { decodeSignal, type SdpKind } from './sdp';

/** Far more than a message carrying a code (about 120-300 characters): a paste of something else. */
export const PASTE_MAX = 2000;

export type Pasted = { code: string } | { code?: undefined; error: string };

/** The last code of kind `want` in `text` (the newest, when a chat with several is pasted). */
export function pastedCode(t: string, want: SdpKind): Pasted {
  // A code runs to the next space; it ends with a port's digits, or with ~ when it lists no
  // address: what follows (a sentence's full stop, a bracket) is left out.
  const codes = (t.match(/PWL1~\S+/g) ?? []).map((c) => c.replace(/[^\d~]+$/, '')).filter((c) => decodeSignal(c));
  // A decoded code reads PWL1~o~ (an offer) or PWL1~a~ (an answer).
  const code = codes.filter((c) => c[5] === want[0]).pop();
  if (t.length <= PASTE_MAX && code) return { code };
  const who = want === 'offer' ? 'host' : 'joining';
  const why =
    t.length > PASTE_MAX
      ? 'That is too long.'
      : codes.length
        ? `That is not the ${who} phone’s code.`
        : 'No whole Pitwall code in that.';
  return { error: `${why} Paste the whole message the ${who} phone shared.` };
}
