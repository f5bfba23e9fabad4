let clock: Intl.DateTimeFormat | null = null;

/**
 * The time of day in the phone's locale, split for a narrow column: the clock ("06:28", "14:05")
 * and, in a 12-hour locale, the day period ("AM") that the log and the tray's roll list show
 * under it, so "06:28 AM" takes ~45 px of a 360 px row instead of ~80 and the entry's text keeps
 * the width. One formatter for the page: toLocaleTimeString builds a new one per call (~45 µs each
 * in Node, x4 on a throttled phone), and the log draws a time on each of its rows at every tap
 * (issue 15).
 */
export function timeOfDayParts(at: number): { clock: string; period: string } {
  clock ??= new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
  let time = '';
  let period = '';
  for (const part of clock.formatToParts(at)) {
    if (part.type === 'dayPeriod') period += part.value;
    else time += part.value;
  }
  return { clock: time.trim(), period };
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
