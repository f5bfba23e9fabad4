// A game on a game sheet (issue 33) as an export file, for specs that start at the table: the
// new-game wizard does not pick a sheet here, so the game comes in through the games list's import.
import type { Page } from '@playwright/test';
import type { Sheet } from '../../src/rules/custom/sheet';
import { STARTERS } from '../../src/rules/custom/starters';
import { expect, gotoStart } from './fixtures';

export const CS_PLAYERS = [
  { id: 'ann', name: 'Ann', color: '#e53935' },
  { id: 'bo', name: 'Bo', color: '#1e88e5' },
];
export const CS_CARS = [
  { id: 'fury', playerId: 'ann', name: 'Red Fury', color: '#e53935' },
  { id: 'rust', playerId: 'ann', name: 'Rust Bucket', color: '#fb8c00' },
  { id: 'bolt', playerId: 'bo', name: 'Blue Bolt', color: '#1e88e5' },
  { id: 'ghost', playerId: 'bo', name: 'Green Ghost', color: '#43a047' },
];

/** A starter sheet by id, as the app ships it. */
export function starter(id: string): Sheet {
  const s = STARTERS.find((x) => x.id === id);
  if (!s) throw new Error(`no starter ${id}`);
  return structuredClone(s.sheet);
}

/** A game file (schema 1) of 2 players x 2 cars on `sheet`, with an optional journal. */
export function csGameFile(name: string, sheet: Sheet, journal: unknown[] = []) {
  return {
    schemaVersion: 1,
    id: `cs-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name,
    system: 'custom',
    createdAt: 1790000000000,
    updatedAt: 1790000000000,
    setup: { players: CS_PLAYERS, cars: CS_CARS, houseRules: {}, sheet },
    journal,
  };
}

/** Imports the game from the games list and opens it at its table. */
export async function openCsGame(page: Page, game: ReturnType<typeof csGameFile>): Promise<void> {
  await gotoStart(page);
  await page.getByLabel('Game file to import').setInputFiles({
    name: `${game.id}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(game)),
  });
  await page.getByRole('button', { name: `Open ${game.name}` }).click();
  await expect(page.getByRole('region', { name: 'Turn' })).toBeVisible();
}
