// The Car Cult D20 export fixture (issue 12): a whole game to a winner, made by
// scripts/make-car-cult-fixture.mjs through the real reducer. Old data: whatever later versions
// change, this file must keep opening and replaying to the same end.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOver } from '../../../src/game/game-over';
import { describeCommand } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import type { CcState } from '../../../src/rules/car-cult-d20/model';

const FIXTURE = new URL('../../fixtures/car-cult-d20-v1.json', import.meta.url);
const loadRaw = (): Record<string, any> => JSON.parse(readFileSync(FIXTURE, 'utf8'));

async function open() {
  const r = await openGame(loadRaw());
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

const counts = (s: CcState, carId: string) =>
  Object.fromEntries(s.cars[carId]!.components.map((t) => [t.defId, [t.st, t.dt]]));

describe('fixture: a Car Cult D20 export played to a winner', () => {
  it('is a version-1 document, payload version 1, with 2 players, 4 cars and 81 journal entries', () => {
    const raw = loadRaw();
    expect(raw.schemaVersion).toBe(1);
    expect(raw.system).toBe('car-cult-d20');
    expect(raw.setup.payloadVersion).toBe(1);
    expect(raw.setup.players).toHaveLength(2);
    expect(raw.setup.cars).toHaveLength(4);
    expect(raw.journal).toHaveLength(81);
  });

  it('CC-A32 / B8.10: replays to both of Bo’s cars exploded and Ann the last player with cars in play', async () => {
    const { system, timeline } = await open();
    const s = timeline.state.sys as CcState;
    expect(s.phase).toBe('ended');
    expect(s.round).toBe(3);
    expect(s.result).toEqual({ winnerIds: ['ann'], by: 'RULE' });
    expect(s.cars.brick!.status).toBe('exploded');
    expect(s.cars.flea!.status).toBe('exploded');
    expect(counts(s, 'brick')).toEqual({
      street: [0, 5],
      flamethrower: [0, 3],
      dangerous_driver: [0, 2],
      fanatical_fixer: [0, 2],
    });
    expect(counts(s, 'hammer')).toEqual({
      muscle: [5, 0],
      cannon: [1, 0],
      machine_gun: [0, 0],
      gutsy_gunner: [0, 0],
      armour_1: [0, 1],
    });
    expect(s.mines).toEqual([]);
    expect(gameOver(system, timeline.state)).toEqual({ winnerIds: ['ann'], byRules: true });
  });

  it('keeps the misread rough-terrain die in the journal, undone', async () => {
    const raw = loadRaw();
    const { timeline, system, doc } = await open();
    const i = raw.journal.findIndex(
      (e: { command?: { type: string; payload: { die?: number } } }) =>
        e.command?.type === 'cc.rough' && e.command.payload.die === 15,
    );
    expect(i).toBeGreaterThan(0);
    expect(timeline.isActive(i)).toBe(false);
    expect(describeCommand(system, raw.journal[i].command, doc.setup)).toBe('Rough terrain, 3": D20 15');
  });
});
