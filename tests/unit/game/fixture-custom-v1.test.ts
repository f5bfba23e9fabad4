// The game-sheet fixture (issue 33), made by scripts/make-custom-fixture.mjs: a game played on the
// Hull and Hazards starter with one more tracker (Hidden gear), exported with its own sheet in
// setup.sheet and the kinds its phone kept. Old data from here on: whatever later versions change
// (the starters included), it must keep opening and replaying to the same end.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOver } from '../../../src/game/game-over';
import { describeCommand } from '../../../src/game/game-reducer';
import { heldFrom } from '../../../src/game/held-file';
import { openGame } from '../../../src/game/open-game';
import { opens } from '../../../src/rules/core/commitment';
import type { CsState } from '../../../src/rules/custom/model';
import { STARTERS } from '../../../src/rules/custom/starters';

const FIXTURE = new URL('../../fixtures/custom-v1.json', import.meta.url);
const loadRaw = (): Record<string, any> => JSON.parse(readFileSync(FIXTURE, 'utf8'));

async function open(raw = loadRaw()) {
  const r = await openGame(raw);
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

/** The end the fixture replays to, car by car. */
const END = {
  fury: { values: { hull: 1, armour: 4, guns: 2, gear: 1, hazard: 3 }, conditions: ['fire'], out: false },
  streak: { values: { hull: 2, armour: 4, guns: 2, gear: 1, hazard: 0 }, conditions: [], out: false },
  viper: {
    values: { hull: 0, armour: 4, guns: 2, gear: 2, hazard: 0 },
    conditions: ['spun'],
    out: true,
    outWhy: 'wrecked: take it off the table',
    hidden: [],
  },
  hammer: {
    values: { hull: 0, armour: 4, guns: 2, gear: 1, hazard: 2 },
    max: { hull: 6 },
    conditions: [],
    out: true,
    outWhy: 'wrecked: take it off the table',
  },
};

function expectEnd(s: CsState) {
  for (const [id, want] of Object.entries(END)) expect(s.cars[id], id).toMatchObject(want);
  expect(s.resources).toEqual({ ann: { cans: 2 }, bo: { cans: 3 } });
  expect(s.turn).toEqual({
    round: 3,
    order: ['fury', 'hammer', 'streak'],
    at: 0,
    rolls: { fury: [6], streak: [1], hammer: [3] },
  });
}

describe('fixture: a game on a game sheet, exported with its sheet and its hidden items (issue 33)', () => {
  it('is a version-1 document of the custom system: 2 players, 4 cars, 31 entries, and its own sheet', () => {
    const raw = loadRaw();
    expect(raw.schemaVersion).toBe(1);
    expect(raw.system).toBe('custom');
    expect(raw.setup.payloadVersion).toBe(1);
    expect(raw.setup.players).toHaveLength(2);
    expect(raw.setup.cars).toHaveLength(4);
    expect(raw.journal).toHaveLength(31);
    const sheet = raw.setup.sheet;
    expect(sheet.name).toBe('Hull and Hazards');
    expect(sheet.trackers.map((t: { id: string }) => t.id)).toEqual([
      'hull',
      'armour',
      'guns',
      'gear',
      'hazard',
      'kit',
    ]);
    expect(sheet.trackers[5]).toMatchObject({ kind: 'hidden', max: 3, kinds: ['Mines', 'Smoke', 'Nitro'] });
    const types = new Set(raw.journal.map((e: any) => e.command?.type ?? e.kind));
    for (const t of [
      'cs.max',
      'cs.track',
      'cs.next',
      'cs.hide',
      'cs.move',
      'cs.condition',
      'cs.reveal',
      'cs.drop',
      'undo',
      'redo',
    ])
      expect(types, t).toContain(t);
    const reads = new Set(
      raw.journal
        .filter((e: any) => e.command?.type === 'cs.move')
        .map((e: any) => sheet.moves.find((m: { id: string }) => m.id === e.command.payload.move).read),
    );
    expect([...reads].sort()).toEqual(['count', 'each', 'highest']);
  });

  it('its two face-down items are commitments: no kind in the journal until each is shown', () => {
    const raw = loadRaw();
    const hides = raw.journal.filter((e: any) => e.command?.type === 'cs.hide').map((e: any) => e.command.payload);
    expect(hides).toHaveLength(2);
    for (const p of hides) {
      expect(p.kind).toBeUndefined();
      expect(p.commit).toMatch(/^[0-9a-f]{64}$/);
      expect(opens(p.commit, p.itemId, raw.hidden[p.itemId])).toBe(true);
    }
    const shown = raw.journal.findIndex((e: any) => e.command?.type === 'cs.reveal');
    expect(JSON.stringify(raw.journal.slice(0, shown))).not.toMatch(/Mines|Smoke/);
    expect(JSON.stringify(raw.journal.slice(0, -1))).not.toContain('Smoke');
  });

  it('replays to both of Bo’s cars wrecked by the Hull trigger and Ann the winner, every item shown', async () => {
    const { system, timeline } = await open();
    const s = timeline.state.sys as CsState;
    expectEnd(s);
    expect(s.cars.hammer!.hidden).toEqual([
      { id: 'h395e83a8', tracker: 'kit', kind: 'Smoke', commit: expect.any(String), revealed: true },
    ]);
    expect(gameOver(system, timeline.state)).toEqual({ winnerIds: ['ann'], byRules: true });
  });

  it('the shot undone and redone is in effect again; the log reads as the table played it', async () => {
    const { system, timeline, doc } = await open();
    const i = doc.journal.findIndex((e) => e.kind === 'undo') - 1;
    expect(timeline.isActive(i)).toBe(true);
    const rows = timeline.entries.flatMap((e, k) =>
      e.kind === 'do' && timeline.isActive(k)
        ? [describeCommand(system, e.command, doc.setup, timeline.beforeOf(e.command, k))]
        : [],
    );
    expect(rows).toHaveLength(29);
    expect(rows).toContain(
      'Round 1, Viper first (roll-off, tied on Gear: Red Fury 6 then 2, Blue Streak 3, Viper 6 then 5, Hammer 1)',
    );
    expect(rows).toContain(
      'Viper uses Skid: Shift, Spin; Viper: Gear 1 → 2; Viper is Spun: turn the car a quarter turn, away from where it was heading (2 × Skid die: Shift Spin)',
    );
    expect(rows).toContain(
      'Viper uses Shoot on Red Fury: 1 success; Red Fury: Hull 4 → 3; Bo: Cans 0 → 1 (2D6 5 3, table dice)',
    );
    expect(rows).toContain('Bo: Viper shows Mines');
    expect(rows.at(-2)).toBe(
      'Red Fury uses Ram on Hammer: highest 4: succeeds; Red Fury: Hazard 2 → 3; Hammer: Hull 1 → 0; Hammer is out: wrecked: take it off the table; Ann wins: the last with a car in (D6 4, table dice)',
    );
    expect(rows.at(-1)).toBe('Bo: Hammer shows Smoke (owed at the end)');
  });

  it('before the end, Hammer’s item is face down on a phone without the export’s kinds; the kinds kept on import are those that still open an item', async () => {
    const raw = loadRaw();
    const { hidden: _kept, ...plain } = raw;
    const { timeline } = await open({ ...plain, journal: raw.journal.slice(0, -1) });
    const s = timeline.state.sys as CsState;
    expect(s.cars.hammer!.hidden[0]).toMatchObject({ kind: null, revealed: false });
    // Imported with the export's kinds, only those that open an item still in the game are kept:
    // Hammer's Smoke, not Viper's Mines (laid on the table, so gone from the car).
    const { system, timeline: t2 } = await open();
    expect(Object.keys(raw.hidden)).toHaveLength(2);
    expect(Object.keys(heldFrom(raw.hidden, system, t2.state.sys))).toEqual(['h395e83a8']);
  });

  it('the game keeps its own sheet: changing the starter in the app’s code changes nothing of the replay', async () => {
    const starter = STARTERS.find((x) => x.id === 'hull-and-hazards')!;
    const saved = structuredClone(starter.sheet);
    try {
      // A later version's starter: other starts, a harder shot, no wreck trigger, no ram.
      starter.sheet.trackers[0]!.start = 9;
      starter.sheet.moves[0]!.effects[0]!.n = 3;
      starter.sheet.triggers.length = 0;
      starter.sheet.moves.splice(2, 1);
      const { timeline } = await open();
      expectEnd(timeline.state.sys as CsState);
    } finally {
      Object.assign(starter.sheet, saved);
    }
    expect(starter.sheet).toEqual(saved);
  });

  it('a copy whose sheet is missing or cannot work is refused by restore() as a bad sheet; one whose sheet lost a move is refused at that entry', async () => {
    const raw = loadRaw();
    const none = await openGame({ ...raw, setup: { ...raw.setup, sheet: undefined } });
    expect(none.ok ? '' : none.error).toMatch(/The game sheet cannot be played: This is not a game sheet\./);
    const broken = structuredClone(raw);
    broken.setup.sheet.trackers[0].max = -1;
    const r = await openGame(broken);
    expect(r.ok ? '' : r.error).toMatch(/The game sheet cannot be played: Trackers › Hull: .*maximum \(-1\) is below/);
    expect(r.ok ? undefined : r.why).toEqual({ kind: 'damaged', part: 'sheet' });
    const noRam = structuredClone(raw);
    noRam.setup.sheet.moves.splice(2, 1);
    const r2 = await openGame(noRam);
    const first = raw.journal.findIndex((e: any) => e.command?.payload?.move === 'ram');
    expect(r2.ok ? '' : r2.error).toBe(
      `Entry ${first + 1} of the game log cannot be applied: No such move on this sheet.`,
    );
  });

  it('a hostile sheet in the game (10,000 trackers, a 5 MB note, a __proto__ key, a newer format) is refused by the same door, never thrown', async () => {
    const raw = loadRaw();
    const withSheet = (f: (sheet: Record<string, any>) => void) => {
      const doc = structuredClone(raw);
      f(doc.setup.sheet);
      return doc;
    };
    const cases: [unknown, RegExp][] = [
      [
        withSheet((sh) => {
          sh.trackers = Array.from({ length: 10_000 }, (_, i) => ({ ...sh.trackers[1], id: `t${i}` }));
        }),
        /at most 16; this sheet has 10000/,
      ],
      [
        withSheet((sh) => {
          sh.notes[0].body = 'x'.repeat(5 * 1024 * 1024);
        }),
        /longer than 2000 characters/,
      ],
      [withSheet((sh) => (sh.v = 3)), /newer Pitwall \(sheet format 3/],
      [withSheet((sh) => (sh.moves = 'shoot')), /should be a list/],
      [JSON.parse(JSON.stringify(raw).replace('"id":"kit"', '"id":"kit","__proto__":{"polluted":true}')), /__proto__/],
    ];
    for (const [doc, why] of cases) {
      const r = await openGame(doc);
      expect(r.ok).toBe(false);
      expect(r.ok ? '' : r.error).toMatch(why);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
