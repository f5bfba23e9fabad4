// Issue 42, "were the dice fair?": the faces thrown in a game (or on the phone), grouped per die
// size, per source (the app's dice, dice typed from the table) and, for typed dice, per player,
// each group tested against fair dice (rules/core/fairness.ts). Pure.
import { type FairnessCheck, faceCounts, fairnessCheck, fairnessSentence } from '../rules/core/fairness';
import type { DicePool, DiceSource, Thrown } from '../rules/core/model';
import { playerKey } from './across-games';
import type { GameDoc } from './types';

export interface DiceGroup {
  key: string;
  sides: number;
  source: DiceSource;
  /** The typed dice's player; null for the app's dice and the table's (no player named). */
  playerId: string | null;
  /** "The app's D6s", "Bo's typed D6s", "Typed D20s". */
  label: string;
  /** counts[i]: how many times face i + 1 came up. */
  counts: number[];
  check: FairnessCheck;
  sentence: string;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A stored roll's pools as Thrown (no player: the table's); anything not a pool is left out. */
export function poolThrows(pools: unknown, source: unknown): Thrown[] {
  if (!Array.isArray(pools) || (source !== 'app' && source !== 'typed')) return [];
  const out: Thrown[] = [];
  for (const p of pools as unknown[]) {
    if (!isObj(p)) continue;
    const { sides, faces } = p as Partial<DicePool>;
    if (!Number.isInteger(sides) || (sides as number) < 2 || !Array.isArray(faces)) continue;
    out.push({ sides: sides as number, faces: faces.filter((f): f is number => typeof f === 'number'), source });
  }
  return out;
}

/**
 * Every die the game's steps threw: each step's recorded dice, undone steps included (the dice
 * were thrown; a table undoes a bad roll, and leaving those out would hide exactly the rolls in
 * question), plus the tray rolls older games recorded as steps (dice.roll: the table's dice).
 */
export function gameThrows(doc: GameDoc): Thrown[] {
  const out: Thrown[] = [];
  for (const e of doc.journal) {
    if (e.kind !== 'do') continue;
    if (e.thrown) out.push(...e.thrown);
    else if (e.command.type === 'dice.roll' && isObj(e.command.payload))
      out.push(...poolThrows(e.command.payload.pools, e.command.payload.source));
  }
  return out;
}

const possessive = (name: string) => `${name}’s`;

/**
 * The throws grouped per die size and source, typed dice also per player (`players`: whose ids
 * the throws' `by` name; a `by` no player has counts as the table's): the app's dice one group
 * per size, whoever asked for them. Ordered: the app's, then each player's by name, then the
 * table's typed dice; within each, die sizes ascending.
 */
export function diceGroups(throws: readonly Thrown[], players: readonly { id: string; name: string }[]): DiceGroup[] {
  const names = new Map(players.map((p) => [p.id, p.name]));
  const faces = new Map<string, { sides: number; source: DiceSource; playerId: string | null; faces: number[] }>();
  for (const t of throws) {
    if (!Number.isInteger(t.sides) || t.sides < 2) continue;
    const playerId = t.source === 'typed' && t.by !== undefined && names.has(t.by) ? t.by : null;
    const key = `${t.source}:${playerId ?? ''}:d${t.sides}`;
    let g = faces.get(key);
    if (!g) {
      g = { sides: t.sides, source: t.source, playerId, faces: [] };
      faces.set(key, g);
    }
    for (const f of t.faces) g.faces.push(f);
  }
  const rank = (g: { source: DiceSource; playerId: string | null }) =>
    g.source === 'app' ? 0 : g.playerId !== null ? 1 : 2;
  return [...faces.entries()]
    .sort(([, a], [, b]) => {
      const r = rank(a) - rank(b);
      if (r !== 0) return r;
      if (a.playerId !== null && b.playerId !== null && a.playerId !== b.playerId) {
        const byName = (names.get(a.playerId) ?? '').localeCompare(names.get(b.playerId) ?? '');
        return byName !== 0 ? byName : a.playerId < b.playerId ? -1 : 1;
      }
      return a.sides - b.sides;
    })
    .map(([key, g]) => {
      const size = `D${g.sides}s`;
      const label =
        g.source === 'app'
          ? `The app’s ${size}`
          : g.playerId !== null
            ? `${possessive(names.get(g.playerId) ?? '')} typed ${size}`
            : `Typed ${size}`;
      const counts = faceCounts(g.faces, g.sides);
      const check = fairnessCheck(counts);
      return {
        key,
        sides: g.sides,
        source: g.source,
        playerId: g.playerId,
        label,
        counts,
        check,
        sentence: fairnessSentence(label, check),
      };
    });
}

/**
 * "For all games on the phone": every game's throws plus the dice tray's rolls (`tray`: the
 * table's dice, no player), with each player named by name rather than by id (ids differ from game
 * to game): `by` becomes the player's key (playerKey, aliases applied), and `players` names each
 * key as the latest game spells it, for diceGroups.
 */
export function phoneThrows(
  docs: readonly GameDoc[],
  tray: readonly { pools: unknown; source: unknown }[],
  aliases: Readonly<Record<string, string>>,
): { throws: Thrown[]; players: { id: string; name: string }[] } {
  const throws: Thrown[] = [];
  const shown = new Map<string, { name: string; at: number }>();
  // A name the table gave as another's is shown as the table typed it.
  for (const to of Object.values(aliases)) shown.set(playerKey(to, aliases), { name: to.trim(), at: Infinity });
  for (const doc of docs) {
    const keys = new Map<string, string>();
    for (const p of doc.setup.players) {
      const k = playerKey(p.name, aliases);
      keys.set(p.id, k);
      const was = shown.get(k);
      if (!was || doc.updatedAt > was.at) shown.set(k, { name: p.name.trim(), at: doc.updatedAt });
    }
    for (const t of gameThrows(doc)) {
      const k = t.by === undefined ? undefined : keys.get(t.by);
      const { by: _by, ...rest } = t;
      throws.push(k === undefined ? rest : { ...rest, by: k });
    }
  }
  for (const r of tray) throws.push(...poolThrows(r.pools, r.source));
  return { throws, players: [...shown].map(([id, { name }]) => ({ id, name })) };
}
