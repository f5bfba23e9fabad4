// Issue 31: a guest's changes made while disconnected show on its own screen, on top of the
// host's journal, and are never stored or counted as the journal: the host's entries go under
// them (rebased), and once the host has taken them the journal alone is shown again.
import { describe, expect, it } from 'vitest';
import { initialState, makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState, Setup } from '../../../src/game/types';
import { GameSaver } from '../../../src/persist/saver';
import freeplay from '../../../src/rules/freeplay';
import { applyEntries, live, readDoc, showQueued, truthOf } from '../../../src/state/app-state';

const setup: Setup = {
  players: [
    { id: 'ann', name: 'Ann', color: '#e53935' },
    { id: 'bo', name: 'Bo', color: '#1e88e5' },
  ],
  cars: [],
  houseRules: {},
};
let at = 1_000;
const pass = (): Entry => ({ kind: 'do', command: { type: 'turn.pass', payload: {}, at: ++at } });
const end = (): Entry => ({ kind: 'do', command: { type: 'game.end', payload: { winnerIds: ['bo'] }, at: ++at } });

function openGame() {
  const timeline = new Timeline<GameState>(makeReducer(freeplay, setup), initialState(freeplay, setup));
  live.value = {
    doc: {
      schemaVersion: 1,
      id: 'g',
      name: 'Queued',
      system: 'freeplay',
      createdAt: 0,
      updatedAt: 0,
      setup,
      journal: [],
    },
    system: freeplay,
    timeline,
    saver: new GameSaver(null, 'g', 0, () => undefined),
  };
  return live.value;
}

describe('a guest shows its queued changes applied, not confirmed (issue 31)', () => {
  it('shows them on top of the journal; the journal, the export and the saver keep only the host’s', async () => {
    const l = openGame();
    const journal = truthOf(l);
    const mine = end();
    showQueued([mine]);
    expect(l.confirmed).toBe(journal);
    expect(l.timeline.entries).toEqual([mine]);
    expect(l.timeline.state.core.ended).toBeTruthy();
    expect(journal.entries).toEqual([]);
    expect((await readDoc('g'))?.journal).toEqual([]);
    // The host's entry arrives: it goes into the journal, and the queued change is shown after it.
    const hosts = pass();
    expect(applyEntries([hosts])).toBeNull();
    expect(journal.entries).toEqual([hosts]);
    showQueued([mine]);
    expect(l.timeline.entries).toEqual([hosts, mine]);
    expect(l.timeline.state.core.turnPlayerId).toBe('bo');
    // The host took it: the journal alone.
    applyEntries([mine]);
    showQueued([]);
    expect(l.confirmed).toBeUndefined();
    expect(l.timeline).toBe(journal);
    expect(l.timeline.entries).toEqual([hosts, mine]);
  });

  it('shows a queued undo too, and stops at a change the rules refuse now', () => {
    const l = openGame();
    const a = pass();
    const b = pass();
    showQueued([a, b, { kind: 'undo', at: ++at }]);
    expect(l.timeline.entries).toHaveLength(3);
    expect(l.timeline.state.core.turnPlayerId).toBe('bo');
    const over = end();
    showQueued([over, pass()]); // a pass after the game's end: "The game is over."
    expect(l.timeline.entries).toEqual([over]);
    showQueued([]);
    expect(l.confirmed).toBeUndefined();
    expect(l.timeline.entries).toEqual([]);
  });
});

describe('Timeline.fork (issue 31)', () => {
  it('a copy that changes without changing the original, with undo and redo as the original would', () => {
    const t = new Timeline<GameState>(makeReducer(freeplay, setup), initialState(freeplay, setup));
    t.push(pass());
    t.push(pass());
    t.push({ kind: 'undo', at: ++at });
    const f = t.fork();
    expect(f.state).toEqual(t.state);
    expect(f.canRedo).toBe(true);
    f.push({ kind: 'redo', at: ++at });
    f.push(pass());
    expect(t.entries).toHaveLength(3);
    expect(f.entries).toHaveLength(5);
    expect(t.state.core.turnPlayerId).toBe('bo');
    expect(f.state.core.turnPlayerId).toBe('bo');
    expect(t.canRedo).toBe(true);
  });
});
