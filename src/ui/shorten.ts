// Its own module, not format.ts: format.ts is in the start page's chunk, and a lazy screen's import
// of it would keep this function there too (+87 B gzip over the start page's budget, measured).
/**
 * `text` in at most `max` characters, cut after a whole word (at a space or a hyphen) with "…"
 * (issue 30: "Annabelle-Marguerite-the-Thi's car 2" read as a misspelling). A single word longer
 * than that is cut inside it, as nothing else fits.
 */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(0, max - 1));
  const cut = Math.max(room.lastIndexOf(' '), room.lastIndexOf('-'));
  const head = cut > 0 ? room.slice(0, cut) : room;
  return `${head.replace(/[\s-]+$/, '')}…`;
}
