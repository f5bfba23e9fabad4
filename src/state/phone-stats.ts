// Issue 42, the game's story screen's "were the dice fair? (all games on this phone)" and "across
// games on this phone": every stored game read and opened with its rules (its winners are the
// rules' to say), plus the dice tray's rolls; and the table's list of names that are one player.
import { signal } from '@preact/signals';
import { type AcrossGames, acrossGames, type GameSummary, nameKey, summarize } from '../game/across-games';
import { type DiceGroup, diceGroups, phoneThrows } from '../game/dice-stats';
import { gameOver } from '../game/game-over';
import { openGame } from '../game/open-game';
import type { GameDoc } from '../game/types';
import * as store from '../persist/db';
import { db, trustedSnapshot } from './app-state';

const ALIASES_KEY = 'playerAliases';

/**
 * Names the table said are another player's (Bobby is Bob), by nameKey of the name to the name it
 * is the same player as. Read from storage by phoneStats() (or loadPlayerAliases()).
 */
export const playerAliases = signal<Readonly<Record<string, string>>>({});

/** The stored aliases, read into playerAliases (none stored, or no storage: {}). */
export async function loadPlayerAliases(): Promise<Readonly<Record<string, string>>> {
  const handle = db.value;
  const kept = handle ? await store.getSetting<unknown>(handle, ALIASES_KEY).catch(() => undefined) : undefined;
  const out: Record<string, string> = {};
  if (typeof kept === 'object' && kept !== null && !Array.isArray(kept))
    for (const [k, v] of Object.entries(kept))
      if (typeof v === 'string' && v.trim() !== '' && k !== '' && k === nameKey(k) && nameKey(v) !== k) out[k] = v;
  playerAliases.value = out;
  return out;
}

/**
 * "Bobby is the same player as Bob": `sameAs` null takes that back. Saying a name is itself (in
 * other spacing or case) takes it back too. Stored with the settings.
 */
export async function setPlayerAlias(name: string, sameAs: string | null): Promise<void> {
  const k = nameKey(name);
  if (k === '') return;
  const next: Record<string, string> = { ...playerAliases.value };
  if (sameAs === null || sameAs.trim() === '' || nameKey(sameAs) === k) delete next[k];
  else next[k] = sameAs.trim();
  playerAliases.value = next;
  const handle = db.value;
  if (handle) await store.putSetting(handle, ALIASES_KEY, next).catch(() => undefined);
}

/** The month of a time on this phone's calendar, "2026-12". */
function localMonth(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

export interface PhoneStats {
  dice: DiceGroup[];
  across: AcrossGames;
  summaries: GameSummary[];
  /** Stored games that no longer open (a system's code missing, a damaged log): left out of everything. */
  skipped: number;
}

/**
 * Every stored game (deleted ones left out), opened as the game screen opens it; the tray's
 * rolls. Nothing leaves the phone, and no hidden token is read: only the journals' dice and the
 * rules' winners. Months are on this phone's calendar.
 */
export async function phoneStats(): Promise<PhoneStats> {
  const aliases = await loadPlayerAliases();
  const handle = db.value;
  const docs: GameDoc[] = [];
  const summaries: GameSummary[] = [];
  let skipped = 0;
  const rows = handle ? await store.listGames(handle).catch(() => []) : [];
  for (const row of rows) {
    try {
      const got = await store.getGame(handle as store.Db, row.id);
      if (!got) continue; // deleted meanwhile
      // From its stored snapshot, as the game screen opens it: a long game is not replayed.
      const opened = await openGame(store.toDoc(got.row, got.entries), trustedSnapshot(got.row));
      if (!opened.ok) {
        skipped += 1;
        continue;
      }
      const { doc, system, timeline } = opened.game;
      docs.push(doc);
      summaries.push(summarize(doc, gameOver(system, timeline.state), timeline.depth));
    } catch {
      skipped += 1;
    }
  }
  const tray = handle ? await store.listTrayRolls(handle).catch(() => []) : [];
  const { throws, players } = phoneThrows(docs, tray, aliases);
  return { dice: diceGroups(throws, players), across: acrossGames(summaries, aliases, localMonth), summaries, skipped };
}
