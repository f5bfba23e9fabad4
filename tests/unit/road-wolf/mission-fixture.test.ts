// Issue 13: the mission fixture (tests/fixtures/road-wolf-mission-v1.json, made by
// scripts/make-road-wolf-mission-fixture.mjs): a Gauntlet game to its end. Old data from now on:
// it must keep opening and replaying to the same end; a replay is deterministic.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOver } from '../../../src/game/game-over';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import { Timeline } from '../../../src/game/timeline';
import { faceDownCount, scoreboard } from '../../../src/rules/road-wolf/missions';
import type { RwState } from '../../../src/rules/road-wolf/model';

const FIXTURE = new URL('../../fixtures/road-wolf-mission-v1.json', import.meta.url);
const loadRaw = (): Record<string, any> => JSON.parse(readFileSync(FIXTURE, 'utf8'));

async function open() {
  const r = await openGame(loadRaw());
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

describe('fixture: a Gauntlet game (B12.9) exported to its end', () => {
  it('is a version-1 document of 81 journal entries under rules revision 2', () => {
    const raw = loadRaw();
    expect(raw.schemaVersion).toBe(1);
    expect(raw.system).toBe('road-wolf');
    expect(raw.setup.rulesRevision).toBe(2);
    expect(raw.journal).toHaveLength(81);
  });

  it('B12.9 replays to the end: every courier off the far end, Di ahead on points 4 to 3', async () => {
    const { system, timeline } = await open();
    const s = timeline.state.sys as RwState;
    expect(s.mission).toBe('GAUNTLET');
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({
      winnerSide: 'di',
      by: 'MISSION',
      why: 'No Courier vehicle is left on the road.',
      scores: { cy: 3, di: 4 },
    });
    expect(scoreboard(s)).toEqual([
      { sideId: 'cy', name: 'cy', points: 3 },
      { sideId: 'di', name: 'di', points: 4 },
    ]);
    expect(s.missionState).toMatchObject({
      firstExit: 'di',
      skulls: { cy: 0, di: 0 },
      enemyPoints: { cy: 1, di: 1 },
      lastCardPlaced: true,
    });
    expect(['mule', 'wasp', 'dart', 'crab'].map((id) => s.vehicles[id]!.offBoard)).toEqual([
      'END',
      'END',
      'END',
      'END',
    ]);
    expect(gameOver(system, timeline.state)).toEqual({ winnerIds: ['di'], byRules: true });
    expect(faceDownCount(s)).toBe(4); // two laid face down in each road turn, never turned
    expect(s.road!.inPlay.map((c) => c.kind)).toEqual(['SLICK']);
  });

  it('the undone mission choice stays in the journal, struck; the log names the enemies', async () => {
    const raw = loadRaw();
    const { system, timeline, doc } = await open();
    const undone = raw.journal.findIndex(
      (e: { command?: { type: string; payload: { missionId?: string } } }) =>
        e.command?.payload.missionId === 'BREAKOUT',
    );
    expect(undone).toBeGreaterThan(0);
    expect(timeline.isActive(undone)).toBe(false);
    const lines = raw.journal
      .filter((e: { kind: string }) => e.kind === 'do')
      .map((e: { command: never }) => describeCommand(system, e.command, doc.setup));
    expect(lines).toContain('Mission: Gauntlet');
    expect(lines.some((l: string) => /Mutant 1/.test(l))).toBe(true);
  });

  it('replay is deterministic: replaying the journal twice gives the same state', async () => {
    const { system, doc } = await open();
    const states = [0, 1].map(() => {
      const t = new Timeline(makeReducer(system, doc.setup), initialState(system, doc.setup));
      for (const e of doc.journal) t.push(e);
      return JSON.stringify(t.state.sys);
    });
    expect(states[0]).toBe(states[1]);
  });
});
