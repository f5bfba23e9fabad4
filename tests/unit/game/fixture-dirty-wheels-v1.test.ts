// The Dirty Wheels export fixture (issue 11): a whole game to its end, made by
// scripts/make-dirty-wheels-fixture.mjs through the real reducer. Old data from the day it is
// committed: whatever later versions change, it must keep opening and replaying to the same end.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOver } from '../../../src/game/game-over';
import { describeCommand } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import type { DwState } from '../../../src/rules/dirty-wheels/model';

const FIXTURE = new URL('../../fixtures/dirty-wheels-v1.json', import.meta.url);
const loadRaw = (): Record<string, any> => JSON.parse(readFileSync(FIXTURE, 'utf8'));

async function open() {
  const r = await openGame(loadRaw());
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

describe('fixture: a Dirty Wheels export played to its end', () => {
  it('is a version-1 document with 2 players, 4 cars and 54 journal entries', () => {
    const raw = loadRaw();
    expect(raw.schemaVersion).toBe(1);
    expect(raw.system).toBe('dirty-wheels');
    expect(raw.setup.rulesRevision).toBe(1);
    expect(raw.setup.payloadVersion).toBe(1);
    expect(raw.setup.cars).toHaveLength(4);
    expect(raw.journal).toHaveLength(54);
  });

  it('A6.1, A7.6: the chained explosions leave Ann the last player with a car', async () => {
    const { system, timeline } = await open();
    const s = timeline.state.sys as DwState;
    expect(s.phase).toBe('ended');
    expect(s.result).toEqual({ survivors: ['ann'], by: 'last_player' });
    expect(s.cars.fury).toMatchObject({ status: 'destroyed', destroyedRoll: 2, wreck: false });
    expect(s.cars.bolt).toMatchObject({ status: 'destroyed', destroyedRoll: 4, damage: 4 });
    expect(s.cars.ghost).toMatchObject({ status: 'destroyed', destroyedRoll: 1, wreck: true });
    expect(s.cars.bucket).toMatchObject({ status: 'in_play', damage: 1 });
    expect(s.pending).toEqual([]);
    expect(gameOver(system, timeline.state)).toEqual({ winnerIds: ['ann'], byRules: true });
  });

  it('A7.10: the shock round cost Green Ghost 2 initiative; Blue Bolt held on its Crazy re-roll', async () => {
    const { timeline } = await open();
    const s = timeline.state.sys as DwState;
    expect(s.cars.ghost!.driver!.initiativeModifier).toBe(-2);
    expect(s.cars.bolt!.driver!.initiativeModifier).toBe(0);
    expect(s.round).toBe(2);
  });

  it('keeps the undone segment in the journal, struck, and the note', async () => {
    const raw = loadRaw();
    const { timeline } = await open();
    const undone = raw.journal.findIndex(
      (e: { kind: string; command?: { type: string } }, i: number) =>
        e.command?.type === 'dw.segment' && raw.journal[i + 1]?.kind === 'undo',
    );
    expect(undone).toBeGreaterThan(0);
    expect(timeline.isActive(undone)).toBe(false);
    expect(timeline.state.core.notes.bucket).toBe('Axle bent after the hop');
  });

  it('its log lines: every roster draw with its dice, the shock round, the chain one entry per destruction (A7.6 FIFO)', async () => {
    const { system, timeline, doc } = await open();
    const lines = timeline.entries.map((e) =>
      e.kind === 'do' ? describeCommand(system, e.command, doc.setup) : e.kind,
    );
    expect(lines.slice(0, 5)).toEqual([
      'Red Fury is a racer',
      'Red Fury arms: Machine gun, Light laser (configuration A)',
      'Red Fury rolls upgrades: D3 1, D12 2',
      "Red Fury's driver rolled: D6 5 3 4 6",
      "Red Fury's driver rolls traits: D3 2, D6 6",
    ]);
    expect(lines).toContain('Deployment order (ties: Red Fury 4, Blue Bolt 2): place the cars');
    expect(lines).toContain('Shock round: Red Fury 4, Blue Bolt 5 re-rolled 6, Green Ghost 2');
    expect(lines.slice(-4)).toEqual([
      'Shoots at Red Fury: no dice',
      'Red Fury is destroyed: D6 2; caught: Blue Bolt',
      'Blue Bolt is destroyed: D6 4; caught: Green Ghost',
      'Green Ghost is destroyed: D6 1',
    ]);
  });
});
