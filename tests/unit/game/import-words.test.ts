import { describe, expect, it } from 'vitest';
import { DOORS, importRefusal, refusalWords } from '../../../src/game/import-words';
import { restoreShape } from '../../../src/game/restore';

const doc = (over: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  id: 'g1',
  name: 'Tuesday',
  system: 'freeplay',
  createdAt: 1,
  setup: { players: [{ id: 'p1', name: 'Ann', color: '#e53935' }], cars: [], houseRules: {} },
  journal: [],
  ...over,
});

// The same refusal reads right at every door a game comes through: each names the game as that
// door holds it and says how to get a good copy there.
describe('refusal words per door', () => {
  const newer = restoreShape(doc({ schemaVersion: 999 }));
  const noPlayers = restoreShape(doc({ setup: { cars: [], houseRules: {} } }));

  it('a game from a newer Pitwall: update, then the door’s own retry', () => {
    expect(newer.ok).toBe(false);
    if (newer.ok) return;
    expect(refusalWords(newer, DOORS.codes)).toBe(
      'The game in the codes was saved by a newer version of Pitwall. Update Pitwall on this phone, then scan the codes again.',
    );
    expect(refusalWords(newer, DOORS.live)).toBe(
      'The host’s game was saved by a newer version of Pitwall. Update Pitwall on this phone, then join again.',
    );
    expect(refusalWords(newer, DOORS.stored)).toBe(
      'This game was saved by a newer version of Pitwall. Update Pitwall on this phone, then open the game again.',
    );
    expect(importRefusal(newer)).toBe(refusalWords(newer, DOORS.file));
  });

  it('a damaged game: what is wrong in player words, then how to get it again through that door', () => {
    expect(noPlayers.ok).toBe(false);
    if (noPlayers.ok) return;
    expect(refusalWords(noPlayers, DOORS.codes)).toBe(
      'The game in the codes is damaged: its players are missing. Show the codes again on the other phone and scan them again.',
    );
    expect(refusalWords(noPlayers, DOORS.live)).toBe(
      'The host’s game is damaged: its players are missing. Ask the host to share the live game again.',
    );
    expect(refusalWords(noPlayers, DOORS.file)).toMatch(/^This game file is damaged: its players are missing\. /);
  });

  it('a replay refusal (no why) is damage; rules not loaded yet say to connect once', () => {
    expect(refusalWords({ error: 'Entry 3 cannot be applied.' }, DOORS.stored)).toBe(
      'This game is damaged and cannot be opened. If another phone has it, send it to this one again.',
    );
    expect(refusalWords({ error: 'x', why: { kind: 'system-not-stored' } }, DOORS.live)).toBe(
      'The rules for this game are not on this phone yet. Open Pitwall once with a connection, then join again.',
    );
  });

  it('no door’s words carry format terms or the detailed error', () => {
    for (const door of Object.values(DOORS)) {
      for (const r of [newer, noPlayers]) {
        if (r.ok) continue;
        const words = refusalWords(r, door);
        expect(words).not.toMatch(/JSON|schema|payload|setup\.|format \d/i);
        expect(words).not.toContain(r.error);
      }
    }
  });
});
