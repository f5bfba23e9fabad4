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

/**
 * Issue 41: as shortenAtWord, but never inside one of `names` (a player's or a car's): a cut that
 * would fall in one is made before it ("Bo puts a Damage Token on…", not "…on Bo's car 2's…").
 * A text that starts with a long name keeps what follows it, the name shortened at a word
 * ("Thunderous Crimson… placed at speed 1"): what Undo takes back is the verb.
 */
export function shortenOutsideNames(text: string, max: number, names: readonly string[]): string {
  const cut = shortenAtWord(text, max);
  if (cut === text) return text;
  const kept = cut.length - 1; // the head, without its "…"
  const lead = names.reduce((l, n) => (n.length > l.length && text.startsWith(n) ? n : l), '');
  if (lead && kept <= lead.length) {
    const rest = text.slice(lead.length);
    return max - rest.length >= 12 ? shortenAtWord(lead, max - rest.length) + rest : cut;
  }
  let from = kept;
  for (const n of names)
    for (let at = n ? text.indexOf(n) : -1; at >= 0 && at < kept; at = text.indexOf(n, at + 1))
      if (at + n.length > kept) from = Math.min(from, at);
  const head = text.slice(0, from).replace(/[\s-]+$/, '');
  return from < kept && head ? `${head}…` : cut;
}
