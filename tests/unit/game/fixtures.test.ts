import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOver } from '../../../src/game/game-over';
import { openGame } from '../../../src/game/open-game';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { loadKit, SYSTEMS } from '../../../src/systems';

// Old data: every export committed under tests/fixtures must keep loading in every later
// version. Add a fixture of each new schema version (and of each system) when it ships: every
// built system's registration (src/systems/<id>.ts) names its fixture, and this test requires it.
const dir = new URL('../../fixtures/', import.meta.url);
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('committed exports keep loading', () => {
  it('there is a fixture for every built rule system', async () => {
    expect(fixtures).toEqual(
      expect.arrayContaining([
        'game-v1.json',
        'white-line-fever-v1.json',
        'road-wolf-v1.json',
        'road-wolf-mission-v1.json',
        'road-wolf-v2.json', // issue 32: committed face-down tokens
        'car-cult-d20-v1.json',
        'dirty-wheels-v1.json',
        'custom-v1.json', // issue 33: a game on a game sheet, the sheet in its setup
      ]),
    );
    const built = SYSTEMS.filter((s) => s.load);
    expect(built.length).toBeGreaterThanOrEqual(3);
    for (const s of built) {
      const kit = await loadKit(s.id);
      expect(fixtures, `${s.id} names ${kit.fixture}`).toContain(kit.fixture);
      const raw = JSON.parse(readFileSync(new URL(kit.fixture, dir), 'utf8'));
      expect(raw.system, `${kit.fixture} is a ${s.id} game`).toBe(s.id);
    }
  });

  for (const f of fixtures) {
    it(`${f} opens and replays`, async () => {
      const raw = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
      const r = await openGame(raw);
      if (!r.ok) throw new Error(r.error);
      expect(r.game.timeline.entries.length).toBe(raw.journal.length);
    });
  }

  it('white-line-fever-v1.json: the explosion and its blast ended the game with Ann the winner', async () => {
    const raw = JSON.parse(readFileSync(new URL('white-line-fever-v1.json', dir), 'utf8'));
    const r = await openGame(raw);
    if (!r.ok) throw new Error(r.error);
    const s = r.game.timeline.state.sys as WlfState;
    expect(s.result).toEqual({ winner: 'ann' });
    expect(s.cars.ghost?.status).toBe('EXPLODED');
    expect(s.cars.bolt?.status).toBe('DESTROYED');
    expect(s.cars.fury).toMatchObject({ status: 'ON_TABLE', flipped: true });
    expect(r.game.timeline.state.core.notes.fury).toBe('Wheel came off in the crash');
    expect(gameOver(r.game.system, r.game.timeline.state)).toEqual({ winnerIds: ['ann'], byRules: true });
    // The undone roll stays in the journal, struck.
    const undone = raw.journal.findIndex(
      (e: { kind: string; command?: { type: string } }) => e.command?.type === 'dice.roll',
    );
    expect(r.game.timeline.isActive(undone)).toBe(false);
  });
});
