// Issue 10: each rule system has its own payload version and steps, run by restore() after the
// document-level chain. Here the free play registration is replaced by one at payload version 2,
// whose step turns version-1 notes ({ carId, note }) into today's car.note ({ carId, text }).
import { describe, expect, it, vi } from 'vitest';
import { openGame } from '../../../src/game/open-game';
import { migratePayloads, restore, restoreShape } from '../../../src/game/restore';
import type { GameDoc } from '../../../src/game/types';
import type { PayloadStep } from '../../../src/rules/payload-step';
import { defineKit } from '../../../src/systems';

const renameNote: PayloadStep = {
  what: 'car.note: note → text',
  command: (c) => {
    const p = c.payload as Record<string, unknown>;
    if (c.type !== 'car.note' || !('note' in p)) return c; // idempotent: a new-shape note passes as it is
    const { note, ...rest } = p;
    return { ...c, payload: { ...rest, text: note } };
  },
  setup: (s) => ({ ...s, houseRules: { ...s.houseRules, notesRenamed: true } }),
};

vi.mock('../../../src/systems/freeplay', async () => {
  const { defineKit: define } = await import('../../../src/systems');
  return {
    default: define({
      rules: () => import('../../../src/rules/freeplay').then((m) => m.default),
      fixture: 'game-v1.json',
      steps: [renameNote],
    }),
  };
});

function v1Game(): GameDoc {
  return {
    schemaVersion: 1,
    id: 'g-1',
    name: 'Notes',
    system: 'freeplay',
    createdAt: 1,
    updatedAt: 2,
    setup: {
      players: [
        { id: 'p1', name: 'Ana', color: '#ff0000' },
        { id: 'p2', name: 'Ben', color: '#00ff00' },
      ],
      cars: [{ id: 'c1', playerId: 'p1', name: 'Interceptor', color: '#000000' }],
      houseRules: {},
    },
    journal: [
      { kind: 'do', command: { type: 'car.note', payload: { carId: 'c1', note: 'dented' }, at: 3 } },
      { kind: 'do', command: { type: 'turn.pass', payload: {}, at: 4 } },
      { kind: 'undo', at: 5 },
    ],
  };
}

describe('per-system payload steps (issue 10)', () => {
  it('defineKit: the payload version is 1 + the steps', () => {
    expect(
      defineKit({ rules: () => import('../../../src/rules/freeplay').then((m) => m.default), fixture: 'x.json' })
        .payloadVersion,
    ).toBe(1);
    expect(
      defineKit({
        rules: () => import('../../../src/rules/freeplay').then((m) => m.default),
        fixture: 'x.json',
        steps: [renameNote, renameNote],
      }).payloadVersion,
    ).toBe(3);
  });

  it('a step runs: commands and setup move to the next version, undo entries and the input stay as they are', () => {
    const game = v1Game();
    const before = structuredClone(game);
    const r = migratePayloads(game, [renameNote], 2, 'Free play');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.setup.payloadVersion).toBe(2);
    expect(r.game.setup.houseRules).toEqual({ notesRenamed: true });
    expect(r.game.journal[0]).toEqual({
      kind: 'do',
      command: { type: 'car.note', payload: { carId: 'c1', text: 'dented' }, at: 3 },
    });
    expect(r.game.journal[1]).toBe(game.journal[1]); // untouched commands are kept, not copied
    expect(r.game.journal[2]).toEqual({ kind: 'undo', at: 5 });
    expect(game).toEqual(before);
  });

  it('a game without setup.payloadVersion is version 1; a current one is returned as it is', () => {
    const current = { ...v1Game(), setup: { ...v1Game().setup, payloadVersion: 2 } };
    expect(migratePayloads(current, [renameNote], 2, 'Free play')).toEqual({ ok: true, game: current });
    const r = migratePayloads(v1Game(), [renameNote], 2, 'Free play');
    expect(r.ok && r.game.journal[0]).toMatchObject({ command: { payload: { text: 'dented' } } });
  });

  it('a throwing step fails cleanly, naming the system, the version and the step', () => {
    const boom: PayloadStep = {
      what: 'ram dice split',
      command: () => {
        throw new Error('no dice here');
      },
    };
    expect(migratePayloads(v1Game(), [boom], 2, 'Road Wolf')).toEqual({
      ok: false,
      error: 'This Road Wolf game could not be upgraded from data version 1 (ram dice split): no dice here',
      why: { kind: 'not-upgraded' },
    });
  });

  it('a missing step is reported, not skipped', () => {
    expect(migratePayloads(v1Game(), [renameNote], 3, 'Free play')).toEqual({
      ok: false,
      error: 'No way to upgrade Free play data version 2 in this version.',
      why: { kind: 'not-upgraded' },
    });
  });

  it('a newer system version is refused with a clear message', () => {
    const newer = { ...v1Game(), setup: { ...v1Game().setup, payloadVersion: 5 } };
    expect(migratePayloads(newer, [renameNote], 2, 'Free play')).toEqual({
      ok: false,
      error:
        'This Free play game was saved by a newer Pitwall (Free play data version 5; this app reads up to 2). Update the app, then open it again.',
      why: { kind: 'newer' },
    });
  });

  it('restore(), the one door, runs the registered steps after the document chain, and the game replays', async () => {
    const r = await restore(v1Game());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.system.id).toBe('freeplay');
    expect(r.game.setup.payloadVersion).toBe(2);
    const opened = await openGame(v1Game());
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.game.timeline.state.core.notes).toEqual({ c1: 'dented' });
    // Steps are idempotent: a stored game read again (with new-shape commands appended) is unchanged.
    const again = await restore(r.game);
    expect(again.ok && again.game).toEqual(r.game);
  });

  it('restore() and openGame() refuse a game from a newer system version', async () => {
    const newer = { ...v1Game(), setup: { ...v1Game().setup, payloadVersion: 3 } };
    const r = await openGame(newer);
    expect(r).toEqual({
      ok: false,
      error: expect.stringContaining('newer Pitwall (Free play data version 3; this app reads up to 2)'),
      why: { kind: 'newer' },
    });
  });
});

describe('per-system payload steps: what a step makes is checked', () => {
  it('a step that breaks the setup is refused like a bad file', () => {
    const breaks: PayloadStep = { what: 'drop players', setup: (s) => ({ ...s, players: s.players.slice(0, 1) }) };
    expect(migratePayloads(v1Game(), [breaks], 2, 'Free play')).toEqual({
      ok: false,
      error: "This Free play game's upgrade went wrong: setup.players: at least 2 players.",
      why: { kind: 'not-upgraded' }, // this version's step broke it, not the file
    });
  });
});

describe('setup.payloadVersion in the document', () => {
  it('is optional (a game from before system versions stays as it was) and must be a whole number from 1', () => {
    const plain = restoreShape(v1Game());
    expect(plain.ok && plain.game.setup).not.toHaveProperty('payloadVersion');
    for (const bad of [0, 1.5, '2']) {
      const g = { ...v1Game(), setup: { ...v1Game().setup, payloadVersion: bad } };
      expect(restoreShape(g).ok, `payloadVersion ${JSON.stringify(bad)}`).toBe(false);
    }
    const kept = restoreShape({ ...v1Game(), setup: { ...v1Game().setup, payloadVersion: 2 } });
    expect(kept.ok && kept.game.setup.payloadVersion).toBe(2);
  });
});
