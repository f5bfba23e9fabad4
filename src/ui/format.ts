let clock: Intl.DateTimeFormat | null = null;

/**
 * "14:05" in the phone's locale. One formatter for the page: toLocaleTimeString builds a new one
 * per call (~45 µs each in Node, x4 on a throttled phone), and the log draws a time on each of
 * its ~16 rows at every tap (issue 15).
 */
export function timeOfDay(at: number): string {
  clock ??= new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
  return clock.format(at);
}

export function ago(at: number, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - at) / 1000));
  if (s < 60) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 24) return `${h} h ago`;
  return new Date(at).toLocaleDateString();
}

/**
 * A card's facts joined by " · ", each kept whole: on a narrow phone the line wraps after a dot
 * ("2 players ·" / "just now") instead of cutting a word ("just …").
 */
export function factsLine(facts: readonly string[]): string {
  return facts
    .filter((f) => f !== '')
    .map((f) => f.replace(/ /g, '\u00a0'))
    .join('\u00a0· '); // the dot stays at the end of the line it follows
}
