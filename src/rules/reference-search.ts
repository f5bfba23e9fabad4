// Rules search (issue 9): what a player types at the table ("crash", "blew up", "flipped") finds
// the card that uses the rules' own word ("collision", "explosion", "flip over"). Pure: the
// reference screen renders what this returns; the cards stay each system's own data.
import type { ReferenceCard } from './system';

/**
 * Words players say, and the stems the rules text uses for the same thing. A query word that
 * matches a key also matches every stem listed (and itself). Phrases ("blow up") are keys too.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  crash: ['collision', 'collide', 'ram', 'crash'],
  smash: ['collision', 'collide', 'ram'],
  bump: ['collision', 'collide', 'ram'],
  hit: ['collision', 'ram', 'hit', 'damage'],
  'run into': ['collision', 'collide', 'ram'],
  collide: ['collision', 'collide', 'ram'],
  explode: ['explos', 'explod', 'blast'],
  explosion: ['explos', 'explod', 'blast'],
  'blow up': ['explos', 'explod', 'blast'],
  boom: ['explos', 'explod', 'blast'],
  bomb: ['explos', 'explod', 'blast'],
  wreck: ['wreck', 'destroy'],
  destroy: ['destroy', 'wreck', 'explod'],
  total: ['destroy', 'wreck'],
  kill: ['destroy', 'kill', 'wreck'],
  dead: ['destroy', 'kill', 'wreck'],
  // Road Wolf's flip is the wipeout's Roll result; "roll" alone would match every dice roll.
  flip: ['flip', 'upside', 'wipeout'],
  'roll over': ['flip', 'upside', 'wipeout'],
  'upside down': ['flip', 'upside', 'wipeout'],
  overturn: ['flip', 'upside', 'wipeout'],
  skid: ['skid', 'spin', 'wipeout', 'slide'],
  slide: ['skid', 'spin', 'wipeout', 'slide'],
  spin: ['spin', 'skid', 'wipeout'],
  'lose control': ['control', 'wipeout', 'skid'],
  'out of control': ['control', 'wipeout', 'skid'],
  crashout: ['wipeout', 'skid'],
  shoot: ['fire', 'shoot', 'shot', 'gun'],
  gun: ['fire', 'shoot', 'shot', 'gun'],
  attack: ['fire', 'shoot', 'shot', 'ram', 'melee', 'attack'],
  fight: ['melee', 'brawler'],
  punch: ['melee', 'brawler'],
  brawl: ['melee', 'brawler'],
  steal: ['takeover', 'take over', 'board'],
  hijack: ['takeover', 'take over', 'board'],
  board: ['takeover', 'board'],
  fast: ['speed', 'mph'],
  slow: ['speed', 'mph'],
  accelerate: ['speed'],
  brake: ['speed'],
  drive: ['maneuver', 'move', 'drive'],
  steer: ['maneuver', 'turn'],
  move: ['maneuver', 'move'],
  handbrake: ['bootleg'],
  'u turn': ['bootleg', 'turn around', 'face the other way'],
  backwards: ['reverse', 'backward'],
  'back up': ['reverse', 'backward'],
  damage: ['damage', 'hit'],
  health: ['damage', 'hit'],
  hp: ['damage', 'hit'],
  stuck: ['immobiliz'],
  'who goes first': ['initiative', 'first', 'roll off', 'order', 'start'],
  first: ['initiative', 'first', 'roll off'],
  start: ['initiative', 'setting up', 'deploy'],
  offroad: ['off road', 'dirt'],
  tyre: ['spike'],
  tire: ['spike'],
  caltrop: ['spike'],
  reroll: ['reroll', 'roll again', 'veteran'],
};

/** One thing the player asked for: any of its alternatives may match (each a stem or a phrase). */
export interface Term {
  said: string;
  alternatives: string[];
}

/** Lowercased words, split on anything that is not a letter or digit (accents folded). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A light stemmer for query words: "flipped" -> "flip", "explodes" -> "explod", "rams" -> "ram". */
export function stem(word: string): string {
  let w = word;
  // Keep at least 4 letters ("speed" must not become "spe"), 3 for a plural ("rams" -> "ram").
  for (const suffix of ['ing', 'ed', 'es', 's', 'e']) {
    if (w.length - suffix.length >= (suffix === 's' ? 3 : 4) && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // "flipp(ed)" -> "flip", "skidd(ing)" -> "skid"
  if (w.length > 3 && w[w.length - 1] === w[w.length - 2] && !/[aeiouls]/.test(w[w.length - 1] as string))
    w = w.slice(0, -1);
  return w;
}

const PHRASES = Object.keys(SYNONYMS)
  .filter((k) => k.includes(' '))
  .sort((a, b) => b.length - a.length);

/** Past and plural forms players type, mapped to the key of SYNONYMS they mean. */
const IRREGULAR: Readonly<Record<string, string>> = {
  blew: 'blow',
  blown: 'blow',
  spun: 'spin',
  ran: 'run',
  shot: 'shoot',
  lost: 'lose',
  totaled: 'total',
  totalled: 'total',
};

function synonymsOf(word: string): readonly string[] | undefined {
  const base = IRREGULAR[word] ?? word;
  return (
    SYNONYMS[base] ??
    SYNONYMS[stem(base)] ??
    Object.entries(SYNONYMS).find(([k]) => !k.includes(' ') && stem(k) === stem(base))?.[1]
  );
}

/**
 * The query as terms: a chunk typed without spaces that holds several words ("W-10", "off-road")
 * is one phrase; known phrases ("blew up") are one term; every other word is a term of its own.
 */
export function parseQuery(query: string): Term[] {
  const chunks = query
    .split(/\s+/)
    .map((c) => words(c).map((w) => IRREGULAR[w] ?? w))
    .filter((c) => c.length > 0);
  const terms: Term[] = [];
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i] as string[];
    if (chunk.length > 1) {
      const phrase = chunk.join(' ');
      terms.push({ said: phrase, alternatives: [phrase, ...(SYNONYMS[phrase] ?? [])] });
      continue;
    }
    const known = PHRASES.find((p) =>
      p.split(' ').every((part, j) => chunks[i + j]?.length === 1 && chunks[i + j]?.[0] === part),
    );
    if (known) {
      terms.push({ said: known, alternatives: [known, ...(SYNONYMS[known] ?? [])] });
      i += known.split(' ').length - 1;
      continue;
    }
    const w = chunk[0] as string;
    terms.push({ said: w, alternatives: [...new Set<string>([w, stem(w), ...(synonymsOf(w) ?? [])])] });
  }
  return terms;
}

/**
 * Where in the word list `ws` the alternative `alt` matches: a one-word stem matches any word it
 * begins (short words, under 3 letters, only the same word); a phrase matches its words in a row.
 * Returns the index of the first word of each match and how many words it spans.
 */
function matchAt(ws: string[], i: number, alt: string): number {
  const parts = alt.split(' ');
  for (let j = 0; j < parts.length; j++) {
    const w = ws[i + j];
    const p = parts[j] as string;
    if (w === undefined) return 0;
    const last = j === parts.length - 1;
    if (p.length < 3 ? w !== p : last ? !w.startsWith(p) : w !== p) return 0;
  }
  return parts.length;
}

function termMatches(ws: string[], term: Term): number {
  let n = 0;
  for (let i = 0; i < ws.length; i++) if (term.alternatives.some((a) => matchAt(ws, i, a) > 0)) n++;
  return n;
}

/** Every piece of text a card shows, title first. */
export function cardText(card: ReferenceCard): string[] {
  return [
    card.title,
    ...card.body,
    ...(card.table ? [card.table.caption, ...card.table.columns, ...card.table.rows.flat()] : []),
    ...(card.specs ?? []),
  ];
}

export interface Hit {
  card: ReferenceCard;
  score: number;
}

/**
 * Where a card says a thing, and how much a match there counts (issue 30: the section a player
 * means is the one whose title or opening lines hold the words, not a table that mentions them).
 * Prose first: the title, the first paragraph, a table row named by the words ("Nitro" in the
 * actions table), the other paragraphs. A card that only mentions the words in a table's cells,
 * and the house rules' variants, rank below every card that says them in prose.
 */
const WEIGHTS = { title: 12, rowName: 6, opening: 4, body: 2 } as const;

/**
 * A table row named by the word the player typed (not a synonym): its first cell starts with it
 * ("Flip Over" for "flip", "Nitro" for "nitro"; not "Gunner" for "shoot").
 */
function rowNamed(rowName: string, t: Term): boolean {
  const ws = words(rowName);
  return [t.said, stem(t.said)].some((a) => matchAt(ws, 0, a) > 0);
}

/** Where the card's prose holds the term, each place counted once (saying it often is not saying it first). */
function proseScore(card: ReferenceCard, t: Term): number {
  const [opening = '', ...rest] = card.body;
  const has = (text: string) => termMatches(words(text), t) > 0;
  return (
    (has(card.title) ? WEIGHTS.title : 0) +
    (has(opening) ? WEIGHTS.opening : 0) +
    (has(rest.join(' ')) ? WEIGHTS.body : 0) +
    (card.table?.rows.some((r) => rowNamed(r[0] ?? '', t)) ? WEIGHTS.rowName : 0)
  );
}

/**
 * The cards that match every term, best first: by what their prose says (proseScore), then by how
 * often they mention the words anywhere; ties keep the book's order. An empty query returns every
 * card.
 */
export function searchCards(cards: readonly ReferenceCard[], query: string): Hit[] {
  const terms = parseQuery(query);
  const hits: (Hit & { prose: number; i: number })[] = [];
  cards.forEach((card, i) => {
    const all = words(cardText(card).join(' '));
    let prose = 0;
    let score = 0;
    for (const t of terms) {
      const n = termMatches(all, t);
      if (n === 0) return;
      score += n;
      prose += card.variants ? 0 : proseScore(card, t);
    }
    hits.push({ card, score: prose * 1000 + score, prose, i });
  });
  return hits.sort((a, b) => b.score - a.score || a.i - b.i).map(({ card, score }) => ({ card, score }));
}

export interface SystemCards {
  id: string;
  name: string;
  cards: readonly ReferenceCard[];
}

export interface SystemHits {
  id: string;
  name: string;
  hits: Hit[];
}

/**
 * Every system's hits, the open one first (issue 9). With an empty query only the open system
 * is listed, every card of it: that is browsing, not searching.
 */
export function searchSystems(systems: readonly SystemCards[], openId: string, query: string): SystemHits[] {
  const ordered = [...systems.filter((s) => s.id === openId), ...systems.filter((s) => s.id !== openId)];
  if (parseQuery(query).length === 0)
    return ordered
      .slice(0, 1)
      .map((s) => ({ id: s.id, name: s.name, hits: s.cards.map((card) => ({ card, score: 0 })) }));
  return ordered.map((s) => ({ id: s.id, name: s.name, hits: searchCards(s.cards, query) }));
}

/** A run of text, marked when it is (part of) what the search matched. */
export interface Segment {
  text: string;
  mark: boolean;
}

/**
 * Splits `text` into plain and matched runs for highlighting; the runs joined give `text` back
 * exactly. A matched word is marked whole ("collisions" for "crash"); a phrase, word to word.
 */
export function highlight(text: string, query: string | Term[]): Segment[] {
  const terms = typeof query === 'string' ? parseQuery(query) : query;
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, mark: false }];
  // Word positions in the original text, so the marks land on the original characters.
  const spans: { start: number; end: number; word: string }[] = [];
  const re = /[\p{L}\p{N}’']+/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const w = words(m[0]).join('');
    if (w) spans.push({ start: m.index, end: m.index + m[0].length, word: w });
  }
  const ws = spans.map((s) => s.word);
  const marked = new Array<boolean>(ws.length).fill(false);
  for (let i = 0; i < ws.length; i++) {
    for (const t of terms) {
      for (const a of t.alternatives) {
        const n = matchAt(ws, i, a);
        for (let j = 0; j < n; j++) marked[i + j] = true;
      }
    }
  }
  const out: Segment[] = [];
  const push = (s: string, mark: boolean) => {
    if (!s) return;
    const prev = out[out.length - 1];
    if (prev && prev.mark === mark) prev.text += s;
    else out.push({ text: s, mark });
  };
  let at = 0;
  spans.forEach((s, i) => {
    if (!marked[i]) return;
    // Join a space between two marked words ("blow up") into one mark.
    const gap = text.slice(at, s.start);
    const gapMarked =
      i > 0 && marked[i - 1] === true && at === (spans[i - 1] as { end: number }).end && /^\s+$/.test(gap);
    push(gap, gapMarked);
    push(text.slice(s.start, s.end), true);
    at = s.end;
  });
  push(text.slice(at), false);
  return out;
}

/**
 * Issue 41: the sentence a hit list shows for a card, the first below its title that holds a
 * match, in the order the card shows its text (paragraphs, the table's caption, its rows, each
 * read as its cells joined by " · ", the rulings). One that holds every term beats one that holds
 * some. Null when only the title matches.
 */
export function matchSentence(card: ReferenceCard, query: string | Term[]): string | null {
  const terms = typeof query === 'string' ? parseQuery(query) : query;
  if (terms.length === 0) return null;
  const t = card.table;
  const sentences = [
    ...card.body,
    ...(t ? [t.caption, ...t.rows.map((r) => r.join(' · '))] : []),
    ...(card.specs ?? []),
  ].flatMap((p) => p.split(/(?<=[.!?])\s+/));
  const held = (s: string) => terms.filter((term) => termMatches(words(s), term) > 0).length;
  return sentences.find((s) => held(s) === terms.length) ?? sentences.find((s) => held(s) > 0) ?? null;
}
