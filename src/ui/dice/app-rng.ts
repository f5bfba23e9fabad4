import { createCryptoRng } from '../../rules/core/rng';

/** The app's dice: the platform's CSPRNG, mapped to faces without modulo bias (rules/core/rng). */
export const appRng = createCryptoRng((buf) => {
  crypto.getRandomValues(buf as Uint32Array<ArrayBuffer>);
  return buf;
});
