// One attack die in words (B8.8 step 6): "12 + 2 = 14: hits", "20: crack shot, hits".
import { judge, type ShotResult } from './rules';

const RESULT_WORDS: Record<ShotResult, string> = {
  CRACK: 'crack shot, hits',
  CRAP: 'crap shot, misses',
  HIT: 'hits',
  MISS: 'misses',
};

export function shotText(f: number, mod: number): string {
  const r = judge(f, mod);
  if (r === 'CRACK' || r === 'CRAP') return `${f}: ${RESULT_WORDS[r]}`;
  return `${f} ${mod >= 0 ? '+' : '−'} ${Math.abs(mod)} = ${f + mod}: ${RESULT_WORDS[r]}`;
}
