// Issue 42: the phone's statistics read from storage (a real IndexedDB, fake-indexeddb), as the
// game's story screen reads them; the table's aliases stored with the settings.
import { beforeAll, describe, expect, it } from 'vitest';
import { openGame } from '../../../src/game/open-game';
import type { GameDoc } from '../../../src/game/types';
import { addTrayRoll, patchGame, putGame } from '../../../src/persist/db';
import { db, initStorage, stampSnapshot } from '../../../src/state/app-state';
import { loadPlayerAliases, phoneStats, playerAliases, setPlayerAlias } from '../../../src/state/phone-stats';
import { fixture } from '../share/helpers';

const handle = () => db.value as NonNullable<typeof db.value>;

describe('the phone’s statistics (phoneStats)', () => {
  beforeAll(async () => {
    await initStorage();
    const free = fixture('game-v1.json');
    await putGame(handle(), free);
    await putGame(handle(), fixture('white-line-fever-v1.json'));
    // A game whose log no longer replays: left out, and counted.
    const broken: GameDoc = {
      ...free,
      id: 'g-broken',
      journal: [{ kind: 'do', command: { type: 'no.such', payload: {}, at: free.createdAt + 1 } }],
    };
    await putGame(handle(), broken);
    await addTrayRoll(handle(), { at: 1, purpose: 'x', pools: [{ sides: 6, faces: [6, 6] }], source: 'typed' });
  });

  it('every game that opens, the tray’s rolls as the table’s, the broken game skipped', async () => {
    const s = await phoneStats();
    expect(s.skipped).toBe(1);
    expect(s.summaries.map((g) => [g.system, g.players, g.winners, g.over, g.steps])).toEqual([
      ['white-line-fever', ['Ann', 'Bo'], ['Ann'], true, 22],
      ['freeplay', ['Ana', 'Ben', 'Cat'], [], false, 9],
    ]);
    expect(s.across.games).toBe(2);
    // Typed D6s: Free play's 3 3 1, White Line Fever's 4, the tray's 6 6.
    expect(s.dice.map((g) => [g.label, g.check.rolls, g.counts.join(' ')])).toEqual([
      ['The app’s D6s', 2, '0 1 0 1 0 0'],
      ['Typed D6s', 6, '1 0 2 1 0 2'],
      ['Typed D8s', 1, '0 0 0 0 0 0 1 0'],
      ['Typed D20s', 1, '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0'],
    ]);
    expect(s.across.wins).toEqual([
      { player: 'Ann', wins: 1, played: 1 },
      { player: 'Bo', wins: 0, played: 1 },
      { player: 'Ana', wins: 0, played: 0 },
      { player: 'Ben', wins: 0, played: 0 },
      { player: 'Cat', wins: 0, played: 0 },
    ]);
  });

  it('a game with a snapshot this build stored opens from it, not from a replay of its log', async () => {
    const free = fixture('game-v1.json');
    const opened = await openGame(free);
    if (!opened.ok) throw new Error(opened.error);
    const snap = opened.game.timeline.snapshot();
    // A snapshot that says more than the log (the game ended): only a game opened from it says so.
    const ended = {
      ...snap,
      state: { ...snap.state, core: { ...snap.state.core, ended: { winnerIds: [free.setup.players[1]!.id], at: 1 } } },
    };
    await patchGame(handle(), free.id, { snapshot: stampSnapshot(ended) });
    const s = await phoneStats();
    expect(s.summaries.find((g) => g.system === 'freeplay')).toMatchObject({ over: true, winners: ['Ben'], steps: 9 });
    // A snapshot of another build is not trusted: the log is replayed.
    await patchGame(handle(), free.id, { snapshot: { ...ended, build: 'another build' } });
    expect((await phoneStats()).summaries.find((g) => g.system === 'freeplay')).toMatchObject({ over: false });
  });

  it('an alias is stored and read back; saying a name is itself takes it back', async () => {
    await setPlayerAlias(' Annie', 'Ana');
    playerAliases.value = {};
    expect(await loadPlayerAliases()).toEqual({ annie: 'Ana' });
    await setPlayerAlias('ANNIE', 'annie ');
    expect(await loadPlayerAliases()).toEqual({});
  });
});
