import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { exportTooBig, FILE_UNREADABLE, fileTooBig, importRefusal, readGameFile } from '../../../src/game/import-words';
import { MAX_ENTRIES, MAX_IMPORT_BYTES } from '../../../src/game/limits';
import { openGame } from '../../../src/game/open-game';
import { MIGRATIONS, type Migration, migrate, restoreShape } from '../../../src/game/restore';
import { SCHEMA_VERSION } from '../../../src/game/types';
import { RW_RULES_REVISION } from '../../../src/rules/road-wolf/rules';
import { SYSTEMS } from '../../../src/systems';

/** A small valid version-1 document, fresh each call. */
function validDoc(): Record<string, any> {
  return {
    schemaVersion: 1,
    id: 'g-1',
    name: 'Test game',
    system: 'freeplay',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_100_000,
    setup: {
      players: [
        { id: 'p1', name: 'Ana', color: '#ff0000' },
        { id: 'p2', name: 'Ben', color: '#00ff00' },
      ],
      cars: [
        { id: 'c1', playerId: 'p1', name: 'Interceptor', color: '#000000', photo: 'data:image/jpeg;base64,/9j/4AAQ' },
        { id: 'c2', playerId: 'p2', name: 'Hearse', color: '#111111' },
      ],
      houseRules: { ramming: true },
      rulesRevision: 1,
    },
    journal: [
      { kind: 'do', command: { type: 'turn.pass', payload: {}, at: 1_700_000_001_000 } },
      { kind: 'do', command: { type: 'car.note', payload: { carId: 'c1', text: 'dented' }, at: 1_700_000_002_000 } },
      { kind: 'undo', at: 1_700_000_003_000 },
    ],
  };
}

function errorOf(raw: unknown): string {
  const r = restoreShape(raw);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error;
}

/** Turns `doc` into JSON text and back with a key inserted as an own property by JSON.parse. */
function withRawKey(
  doc: Record<string, any>,
  where: (d: Record<string, any>) => Record<string, any>,
  key: string,
): unknown {
  const copy = JSON.parse(JSON.stringify(doc)) as Record<string, any>;
  const target = where(copy);
  target.__marker__ = 1;
  const text = JSON.stringify(copy).replace('"__marker__":1', `"${key}":{"polluted":true}`);
  const parsed: unknown = JSON.parse(text);
  return parsed;
}

afterEach(() => {
  // Whatever a test fed in, the shared prototype must stay clean.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('restoreShape: valid documents', () => {
  it('accepts a valid document and returns it unchanged in substance', () => {
    const doc = validDoc();
    const r = restoreShape(doc);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game).toEqual(doc);
    expect(r.game.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('does not modify the input object', () => {
    const doc = validDoc();
    doc.setup.players[0].name = '  Ana  ';
    delete doc.updatedAt;
    const before = structuredClone(doc);
    const r = restoreShape(doc);
    expect(r.ok).toBe(true);
    expect(doc).toEqual(before);
    if (r.ok) expect(r.game.setup.players[0]?.name).toBe('Ana'); // trimmed in the output only
  });

  it('strips unknown keys at every level', () => {
    const doc = validDoc();
    doc.extra = 'top';
    doc.setup.spare = 1;
    doc.setup.players[0].nickname = 'The Hammer';
    doc.setup.cars[1].armour = 3;
    doc.journal[0].comment = 'hi';
    doc.journal[0].command.by = 'p1';
    const r = restoreShape(doc);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const g = r.game as unknown as Record<string, any>;
    expect(g).not.toHaveProperty('extra');
    expect(g.setup).not.toHaveProperty('spare');
    expect(g.setup.players[0]).not.toHaveProperty('nickname');
    expect(g.setup.cars[1]).not.toHaveProperty('armour');
    expect(g.journal[0]).not.toHaveProperty('comment');
    expect(g.journal[0].command).not.toHaveProperty('by');
    expect(r.game).toEqual(validDoc());
  });

  it('fills a missing houseRules with {} and a missing updatedAt with createdAt', () => {
    const doc = validDoc();
    delete doc.setup.houseRules;
    delete doc.updatedAt;
    const r = restoreShape(doc);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.setup.houseRules).toEqual({});
    expect(r.game.updatedAt).toBe(doc.createdAt);
  });

  it('reads a missing rulesRevision as 1: a game saved before revisions replays under the old rules', () => {
    const doc = validDoc();
    delete doc.setup.rulesRevision;
    const r = restoreShape(doc);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.game.setup.rulesRevision).toBe(1);
    const kept = validDoc();
    kept.setup.rulesRevision = 2;
    const k = restoreShape(kept);
    expect(k.ok && k.game.setup.rulesRevision).toBe(2);
    kept.setup.rulesRevision = 0;
    expect(restoreShape(kept).ok).toBe(false);
  });

  it('accepts a car without a photo and an empty journal', () => {
    const doc = validDoc();
    delete doc.setup.cars[0].photo;
    doc.journal = [];
    expect(restoreShape(doc).ok).toBe(true);
  });
});

describe('restoreShape: refusals', () => {
  it.each([null, undefined, 42, 'game', true, [], [validDoc()]])('refuses %j, which is not an object', (raw) => {
    expect(errorOf(raw)).toBe('This is not a Pitwall game file.');
  });

  it.each([
    ['missing', undefined],
    ['zero', 0],
    ['negative', -1],
    ['non-integer', 1.5],
    ['a string', '1'],
  ])('refuses a %s schemaVersion', (_label, version) => {
    const doc = validDoc();
    if (version === undefined) delete doc.schemaVersion;
    else doc.schemaVersion = version;
    expect(errorOf(doc)).toMatch(/not a Pitwall game file \(no schema version\)/);
  });

  it('refuses a newer schema version and says so', () => {
    const doc = validDoc();
    doc.schemaVersion = SCHEMA_VERSION + 1;
    const error = errorOf(doc);
    expect(error).toMatch(/newer/);
    expect(error).toContain(`format ${SCHEMA_VERSION + 1}`);
  });

  it.each([
    ['at the top level', (d: Record<string, any>) => d],
    ['inside setup', (d: Record<string, any>) => d.setup],
    ['inside a player', (d: Record<string, any>) => d.setup.players[1]],
    ['inside house rules', (d: Record<string, any>) => d.setup.houseRules],
    ['deep inside a command payload', (d: Record<string, any>) => d.journal[1].command.payload],
  ])('refuses a "__proto__" key %s and pollutes nothing', (_label, where) => {
    const raw = withRawKey(validDoc(), where, '__proto__');
    expect(JSON.stringify(raw)).toContain('"__proto__"'); // it really is an own key
    expect(errorOf(raw)).toContain('the key "__proto__"');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it.each(['constructor', 'prototype'])('refuses a "%s" key', (key) => {
    const raw = withRawKey(validDoc(), (d) => d.journal[0].command.payload, key);
    expect(errorOf(raw)).toContain(`the key "${key}"`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['toString', 'constructor', 'hasOwnProperty', '__proto__'])(
    'refuses "%s" as a car or player id',
    (reserved) => {
      // Ids are used as keys of the notes map; such an id would read back a function as its note.
      const car = validDoc();
      car.setup.cars[0].id = reserved;
      expect(errorOf(car)).toBe('This file is not a valid game: setup.cars[0].id: not a reserved name.');
      const player = validDoc();
      player.setup.players[0].id = reserved;
      player.setup.cars[0].playerId = reserved;
      expect(errorOf(player)).toContain('setup.players[0].id: not a reserved name');
    },
  );

  it('refuses nesting deeper than 64 levels', () => {
    const doc = validDoc();
    let deep: Record<string, unknown> = {};
    const payload = deep;
    for (let i = 0; i < 70; i++) {
      const next: Record<string, unknown> = {};
      deep.x = next;
      deep = next;
    }
    doc.journal[0].command.payload = payload;
    expect(errorOf(doc)).toContain('nesting deeper than 64 levels');
  });

  it('refuses a "__proto__" key inside an array element', () => {
    const doc = validDoc();
    const text = JSON.stringify(doc).replace('"payload":{}', '"payload":{"list":[1,{"__proto__":{"polluted":true}}]}');
    expect(errorOf(JSON.parse(text))).toContain('the key "__proto__"');
  });

  it.each([
    ['createdAt', (d: Record<string, any>) => (d.createdAt = 'yesterday')],
    ['setup.players[1].color', (d: Record<string, any>) => (d.setup.players[1].color = 'red')],
    ['setup.cars[0].photo', (d: Record<string, any>) => (d.setup.cars[0].photo = 'data:image/gif;base64,R0lGOD')],
    ['journal[2].at', (d: Record<string, any>) => (d.journal[2].at = -5)],
    ['journal[1].command.type', (d: Record<string, any>) => (d.journal[1].command.type = 7)],
    ['journal[0].kind', (d: Record<string, any>) => (d.journal[0].kind = 'jump')],
    ['setup.houseRules.ramming', (d: Record<string, any>) => (d.setup.houseRules.ramming = { on: true })],
    ['name', (d: Record<string, any>) => (d.name = '   ')],
    ['system', (d: Record<string, any>) => (d.system = 'monopoly')],
  ])('reports the path %s of a wrong value', (path, mutate) => {
    const doc = validDoc();
    mutate(doc);
    expect(errorOf(doc)).toContain(`This file is not a valid game: ${path}: `);
  });

  it('refuses a game with fewer than 2 players', () => {
    const doc = validDoc();
    doc.setup.players = [doc.setup.players[0]];
    doc.setup.cars = [doc.setup.cars[0]];
    expect(errorOf(doc)).toContain('setup.players: at least 2 players');
  });

  it('refuses a car whose player is not in the game', () => {
    const doc = validDoc();
    doc.setup.cars[1].playerId = 'p9';
    expect(errorOf(doc)).toBe('The car "Hearse" belongs to no player.');
  });

  it('refuses duplicate player ids and a car id equal to another id', () => {
    const twoPlayers = validDoc();
    twoPlayers.setup.players[1].id = 'p1';
    twoPlayers.setup.cars[1].playerId = 'p1';
    expect(errorOf(twoPlayers)).toBe('Two players share the id "p1".');

    const twoCars = validDoc();
    twoCars.setup.cars[1].id = 'c1';
    expect(errorOf(twoCars)).toBe('Two entries share the id "c1".');

    const carAsPlayer = validDoc();
    carAsPlayer.setup.cars[0].id = 'p2';
    expect(errorOf(carAsPlayer)).toBe('Two entries share the id "p2".');
  });
});

describe('openGame', () => {
  it('opens a valid document and replays its journal', async () => {
    const r = await openGame(validDoc());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.system.id).toBe('freeplay');
    expect(r.game.timeline.state.core).toEqual({ turnPlayerId: 'p2', round: 1, notes: {}, ended: null });
    expect([0, 1, 2].map((i) => r.game.timeline.isActive(i))).toEqual([true, false, false]);
  });

  it('passes on the restore error without loading anything', async () => {
    const doc = validDoc();
    doc.schemaVersion = 99;
    const r = await openGame(doc);
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/newer/), why: { kind: 'newer' } });
  });

  it('fails clearly for a listed system that is not built yet', async () => {
    const doc = validDoc();
    doc.system = 'dirty-wheels';
    expect(restoreShape(doc).ok).toBe(true); // the shape is fine: the system is a known one
    // Every listed system is built now (issue 11, 12): take Dirty Wheels' loader away for the test.
    const info = SYSTEMS.find((x) => x.id === 'dirty-wheels') as { load?: unknown };
    const load = info.load;
    delete info.load;
    try {
      const r = await openGame(doc);
      expect(r).toEqual({
        ok: false,
        error: 'The rule system "dirty-wheels" is not available in this version.',
        why: { kind: 'unknown-system' },
      });
    } finally {
      info.load = load;
    }
  });

  it('fails when the reducer rejects a journal entry, naming the entry number', async () => {
    const doc = validDoc();
    doc.journal.push({
      kind: 'do',
      command: { type: 'turn.set', payload: { playerId: 'p-ghost' }, at: 1_700_000_004_000 },
    });
    const r = await openGame(doc);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('Entry 4 of the game log cannot be applied: No such player.');
  });

  it('fails for a journal that undoes more than it did, naming the entry', async () => {
    const doc = validDoc();
    doc.journal.push({ kind: 'undo', at: 1 }, { kind: 'undo', at: 2 });
    const r = await openGame(doc);
    expect(r).toEqual({ ok: false, error: 'Entry 5 of the game log cannot be applied: Nothing to undo.' });
  });

  it('fails for an unknown command type in the journal', async () => {
    const doc = validDoc();
    doc.journal.splice(1, 0, { kind: 'do', command: { type: 'car.teleport', payload: {}, at: 5 } });
    const r = await openGame(doc);
    // An entry no reducer knows: most likely a newer Pitwall's (the words say to update).
    expect(r).toEqual({
      ok: false,
      error: 'Entry 2 of the game log cannot be applied: Unknown command "car.teleport".',
      why: { kind: 'unknown-entry' },
    });
  });

  it('a rule refusal in the replay is no unknown entry: it carries no reason, and reads as damage', async () => {
    const doc = validDoc();
    doc.journal.push({ kind: 'do', command: { type: 'car.note', payload: { carId: 'c9', text: 'x' }, at: 5 } });
    const r = await openGame(doc);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.why).toBeUndefined();
  });

  it('refuses a game started under newer rules than this version plays, as a newer game', async () => {
    const rw = JSON.parse(readFileSync(new URL('../../fixtures/road-wolf-v1.json', import.meta.url), 'utf8')) as Record<
      string,
      any
    >;
    expect((await openGame(rw)).ok).toBe(true);
    rw.setup.rulesRevision = RW_RULES_REVISION + 1;
    const r = await openGame(rw);
    expect(r).toEqual({
      ok: false,
      error: `This Road Wolf game was started under newer rules (revision ${RW_RULES_REVISION + 1}; this app plays up to ${RW_RULES_REVISION}). Update the app, then open it again.`,
      why: { kind: 'newer' },
    });
    // A system without revisions plays revision 1 only.
    const free = validDoc();
    free.setup.rulesRevision = 2;
    expect(await openGame(free)).toMatchObject({ ok: false, why: { kind: 'newer' } });
  });
});

describe('migrate', () => {
  const chain: Record<number, Migration> = {
    // v1 → v2: add a field
    1: (d) => ({ ...d, mode: 'casual', steps: [...((d.steps as string[] | undefined) ?? []), '1→2'] }),
    // v2 → v3: rename a field
    2: (d) => {
      const { mode, ...rest } = d;
      return { ...rest, style: mode, steps: [...((d.steps as string[] | undefined) ?? []), '2→3'] };
    },
  };

  it('runs the steps in order from the document version and sets the schema version', () => {
    const r = migrate({ schemaVersion: 1, name: 'x' }, chain, 3);
    expect(r).toEqual({ ok: true, doc: { schemaVersion: 3, name: 'x', style: 'casual', steps: ['1→2', '2→3'] } });
  });

  it('starts from the middle of the chain for a document that is already partly up to date', () => {
    const r = migrate({ schemaVersion: 2, mode: 'league' }, chain, 3);
    expect(r).toEqual({ ok: true, doc: { schemaVersion: 3, style: 'league', steps: ['2→3'] } });
  });

  it('returns a current document as it is', () => {
    const doc = { schemaVersion: 3, style: 'casual' };
    expect(migrate(doc, chain, 3)).toEqual({ ok: true, doc });
  });

  it('reports a missing step', () => {
    const r = migrate({ schemaVersion: 1 }, { 1: chain[1] as Migration }, 3);
    expect(r).toEqual({
      ok: false,
      error: 'No way to upgrade a format-2 game in this version.',
      why: { kind: 'not-upgraded' },
    });
  });

  it('refuses a newer document and a document without a version', () => {
    const newer = migrate({ schemaVersion: 4 }, chain, 3);
    expect(newer.ok).toBe(false);
    if (!newer.ok) expect(newer.error).toMatch(/newer Pitwall \(format 4; this app reads up to 3\)/);
    expect(migrate({}, chain, 3)).toEqual({
      ok: false,
      error: 'This is not a Pitwall game file (no schema version).',
      why: { kind: 'not-a-game' },
    });
  });

  it('reports a step that throws as a failed upgrade, not an exception', () => {
    const r = migrate(
      { schemaVersion: 1 },
      {
        ...chain,
        1: () => {
          throw new Error('bad shape');
        },
      },
      3,
    );
    expect(r).toEqual({
      ok: false,
      error: 'This format-1 game could not be upgraded: bad shape',
      why: { kind: 'not-upgraded' },
    });
  });

  it('the shipped chain is complete up to the current schema version', () => {
    for (let n = 1; n < SCHEMA_VERSION; n++) expect(MIGRATIONS[n]).toBeTypeOf('function');
    expect(migrate({ schemaVersion: 1 }, MIGRATIONS, SCHEMA_VERSION).ok).toBe(true);
  });
});

// ---- the import button's words -------------------------------------------------------------

/** What the import button shows for a file's text: readGameFile(), then openGame(), as importFile runs them. */
async function importMessage(text: string, type = ''): Promise<string | null> {
  const read = readGameFile(text, type);
  if (!read.ok) return read.error;
  const opened = await openGame(read.raw);
  return opened.ok ? null : importRefusal(opened);
}

/** Bytes as the browser's File.text() gives them: UTF-8, bad sequences replaced, never thrown. */
const asText = (bytes: number[]) => new TextDecoder().decode(new Uint8Array(bytes));
const PNG = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0,
  0, 0,
];
const JPEG = [
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x48, 0x00, 0x48, 0x00,
  0x00, 0xff, 0xdb,
];

const PICK_EXPORT = 'Pick the file that “Export to file” made on the other phone.';
const EXPORT_AGAIN = 'On the other phone, tap “Export to file” again and pick the new file.';
const UPDATE = 'Update Pitwall on this phone, then import the file again.';

describe('import refusals: what the file seems to be, then what to do', () => {
  it('an empty file says it is empty and to export again', async () => {
    expect(await importMessage('')).toBe(`That file is empty. ${EXPORT_AGAIN}`);
    expect(await importMessage(' \n\t ')).toBe(`That file is empty. ${EXPORT_AGAIN}`);
  });

  it('a picture says it is a picture, by its first bytes or by its type', async () => {
    const picture = `That file is a picture, not a Pitwall game. ${PICK_EXPORT}`;
    expect(await importMessage(asText(PNG))).toBe(picture);
    expect(await importMessage(asText(JPEG))).toBe(picture);
    expect(await importMessage('GIF89a\u0001\u0000')).toBe(picture);
    expect(await importMessage('....ftypheic....', 'image/heic')).toBe(picture);
    expect(await importMessage('whatever the bytes', 'image/webp')).toBe(picture);
  });

  it('other text, other binary files and data that is no game say "not a Pitwall game"', async () => {
    const notAGame = `That file is not a Pitwall game. ${PICK_EXPORT}`;
    for (const text of [
      'Shopping list\n- eggs\n- oil',
      '%PDF-1.7\n%\uFFFD\uFFFD',
      asText([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0xff, 0xfe]),
      '<html><body>Pitwall</body></html>',
    ]) {
      expect(await importMessage(text), text).toBe(notAGame);
    }
    for (const json of [
      'null',
      '42',
      '"a game"',
      '[]',
      JSON.stringify([validDoc()]),
      JSON.stringify({ hello: 'world' }),
      JSON.stringify({ ...validDoc(), schemaVersion: '1' }),
    ]) {
      expect(await importMessage(json), json).toBe(notAGame);
    }
  });

  it('a game file cut off part way says it is incomplete and to export again', async () => {
    const whole = JSON.stringify(validDoc());
    expect(await importMessage(whole.slice(0, 120))).toBe(`This game file is incomplete or damaged. ${EXPORT_AGAIN}`);
    expect(await importMessage('{"schemaVersion": 1, "id": ')).toBe(
      `This game file is incomplete or damaged. ${EXPORT_AGAIN}`,
    );
  });

  it('a game from a newer Pitwall says to update Pitwall on this phone', async () => {
    const newer = `This game was saved by a newer version of Pitwall. ${UPDATE}`;
    expect(await importMessage(JSON.stringify({ ...validDoc(), schemaVersion: SCHEMA_VERSION + 1 }))).toBe(newer);
    expect(await importMessage(JSON.stringify({ schemaVersion: 99, id: 'x' }))).toBe(newer);
    const doc = validDoc();
    doc.setup.payloadVersion = 999; // the rule system's own data, newer than this version reads
    expect(await importMessage(JSON.stringify(doc))).toBe(newer);
  });

  it('a game with a log entry this version does not know says to update, not that the file is damaged', async () => {
    const doc = validDoc();
    doc.journal.push({ kind: 'do', command: { type: 'car.refuel', payload: {}, at: 5 } });
    expect(await importMessage(JSON.stringify(doc))).toBe(
      `This game has a log entry this version of Pitwall does not know, most likely from a newer version. ${UPDATE}`,
    );
  });

  it('a game of a rule system this version does not have says to update', async () => {
    const doc = validDoc();
    doc.system = 'monster-trucks';
    doc.name = ''; // other trouble too: the missing system is what the player can fix
    expect(await importMessage(JSON.stringify(doc))).toBe(
      `This game uses a rule system this version of Pitwall does not have. ${UPDATE}`,
    );
  });

  it('a listed rule system whose code is not on the phone says so: missing from the build, or not loaded yet', async () => {
    const doc = validDoc();
    doc.system = 'dirty-wheels';
    const info = SYSTEMS.find((x) => x.id === 'dirty-wheels') as { load?: () => Promise<unknown> };
    const load = info.load;
    try {
      delete info.load;
      expect(await importMessage(JSON.stringify(doc))).toBe(
        `This game uses a rule system this version of Pitwall does not have. ${UPDATE}`,
      );
      info.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      expect(await importMessage(JSON.stringify(doc))).toBe(
        'The rules for this game are not on this phone yet. Open Pitwall once with a connection, then import the file again.',
      );
    } finally {
      info.load = load;
    }
  });

  it('an old game this version fails to bring up to date says so and to update', () => {
    const failed = migrate(
      { schemaVersion: 1 },
      {
        1: () => {
          throw new Error('bad shape');
        },
      },
      2,
    );
    expect(failed.ok).toBe(false);
    if (!failed.ok)
      expect(importRefusal(failed)).toBe(
        `This game is from an older Pitwall, and this version could not bring it up to date. ${UPDATE}`,
      );
  });

  it.each<[string, (d: Record<string, any>) => void, string]>([
    ['its name is missing', (d) => delete d.name, 'its name is missing'],
    ['a blank name', (d) => (d.name = '  '), 'something is wrong with its name'],
    ['no setup at all', (d) => delete d.setup, 'its players and cars are missing'],
    ['players that are not a list', (d) => (d.setup.players = 'two'), 'something is wrong with its players'],
    ['one player only', (d) => (d.setup.players = d.setup.players.slice(0, 1)), 'something is wrong with its players'],
    ['no cars', (d) => delete d.setup.cars, 'its cars are missing'],
    ['a car without a name', (d) => delete d.setup.cars[0].name, 'something is wrong with its cars'],
    ['a player without a colour', (d) => delete d.setup.players[1].color, 'something is wrong with its players'],
    ['a game without an id', (d) => delete d.id, 'some of its details are missing'],
    ['a car of no player', (d) => (d.setup.cars[1].playerId = 'p9'), 'something is wrong with its cars'],
    [
      'a wrong house rule',
      (d) => (d.setup.houseRules.ramming = { on: true }),
      'something is wrong with its house rules',
    ],
    ['a wrong rule system value', (d) => (d.system = 7), 'something is wrong with its rule system'],
    ['a wrong date', (d) => (d.createdAt = 'yesterday'), 'something is wrong with its details'],
    ['no game log', (d) => delete d.journal, 'its game log is missing'],
    ['a broken log entry', (d) => (d.journal[0].kind = 'jump'), 'something is wrong with its game log'],
  ])('a damaged game file names what is wrong in player terms: %s', async (_label, mutate, words) => {
    const doc = validDoc();
    mutate(doc);
    expect(await importMessage(JSON.stringify(doc))).toBe(`This game file is damaged: ${words}. ${EXPORT_AGAIN}`);
  });

  it('a damaged game whose trouble has no plain name (a log that does not add up, a hostile key) says damaged', async () => {
    const damaged = `This game file is damaged and cannot be opened. ${EXPORT_AGAIN}`;
    const undoTooMany = validDoc();
    undoTooMany.journal.push({ kind: 'undo', at: 1 }, { kind: 'undo', at: 2 });
    expect(await importMessage(JSON.stringify(undoTooMany))).toBe(damaged);
    const text = JSON.stringify(validDoc()).replace('"payload":{}', '"payload":{"__proto__":{"polluted":true}}');
    expect(await importMessage(text)).toBe(damaged);
  });

  it('a file over the limit (40 MB) is refused before it is read, with its size', () => {
    expect(MAX_IMPORT_BYTES).toBe(40 * 1024 * 1024);
    expect(fileTooBig(MAX_IMPORT_BYTES)).toBeNull();
    expect(fileTooBig(50 * 1024 * 1024)).toBe(
      `That file is 50.0 MB, too big for a Pitwall game (at most 40 MB). ${PICK_EXPORT}`,
    );
  });

  it('export never makes a file import refuses for its size: every photo at its limit and a full log fit', () => {
    const doc = validDoc();
    const photo = `data:image/jpeg;base64,${'A'.repeat(400_000 - 'data:image/jpeg;base64,'.length)}`;
    doc.setup.players = [1, 2, 3, 4, 5, 6].map((n) => ({ id: `p${n}`, name: `Player ${n}`, color: '#123456' }));
    doc.setup.cars = Array.from({ length: 60 }, (_, i) => ({
      id: `c${i}`,
      playerId: `p${(i % 6) + 1}`,
      name: `Car ${i}`,
      color: '#654321',
      photo,
    }));
    // The longest entry of any system's fixture is 251 characters; a full log of the typical ones
    // (about 130) is what the limit reserves 160 bytes each for.
    const entry = {
      kind: 'do',
      command: {
        type: 'dice.roll',
        payload: { pools: [{ sides: 6, faces: [6, 6, 6, 6] }], purpose: 'Ram', source: 'app' },
        at: 1_700_000_000_000,
      },
    };
    doc.journal = [entry];
    expect(restoreShape(doc).ok).toBe(true);
    // The file of the same game with MAX_ENTRIES such entries (each after a comma), counted
    // rather than built: 100,000 entries would only make the test slow.
    const bytes = JSON.stringify(doc).length + (MAX_ENTRIES - 1) * (JSON.stringify(entry).length + 1);
    expect(bytes).toBeGreaterThan(35 * 1024 * 1024);
    expect(fileTooBig(bytes)).toBeNull();
    expect(exportTooBig(bytes)).toBeNull();
  });

  it('export warns (and still saves) only when the file is over what import reads', () => {
    expect(exportTooBig(MAX_IMPORT_BYTES)).toBeNull();
    expect(exportTooBig(MAX_IMPORT_BYTES + 1)).toBe(
      'The file is 40.0 MB, and Pitwall imports at most 40 MB: another phone cannot open it. To move this game, use “Host live on several phones” in Game options.',
    );
  });

  it('the words only: what JSON.parse reads still goes on as before, whatever the file looks like', () => {
    const text = JSON.stringify(validDoc());
    expect(readGameFile(text, 'image/png')).toEqual({ ok: true, raw: validDoc() });
    expect(readGameFile(' {"hello":1} ')).toEqual({ ok: true, raw: { hello: 1 } });
  });

  it('every refusal is plain (no format words), at most 2 sentences, and ends with what to do', async () => {
    const doc = validDoc();
    doc.setup.cars[1].playerId = 'p9';
    const messages = [
      FILE_UNREADABLE,
      fileTooBig(MAX_IMPORT_BYTES + 1) as string,
      await importMessage(''),
      await importMessage(asText(PNG)),
      await importMessage('hello'),
      await importMessage('{"schemaVersion": 1, "id": '),
      await importMessage(JSON.stringify({ schemaVersion: 99 })),
      await importMessage(JSON.stringify({ ...validDoc(), system: 'monster-trucks' })),
      await importMessage(JSON.stringify(doc)),
      importRefusal({ error: 'Entry 4 of the game log cannot be applied: No such player.' }),
      importRefusal({ error: 'x', why: { kind: 'system-not-stored' } }),
      importRefusal({ error: 'x', why: { kind: 'system-failed' } }),
      importRefusal({ error: 'x', why: { kind: 'not-upgraded' } }),
      importRefusal({ error: 'x', why: { kind: 'unknown-entry' } }),
    ] as string[];
    for (const m of messages) {
      expect(m).not.toMatch(/json|schema|payload|format|journal|setup\.|version \d|\[/i);
      expect(m.split(/(?<=[.!?])\s+(?=[A-Z])/), m).toHaveLength(2);
      expect(m, m).toMatch(/(Export to file|Update Pitwall|Reload Pitwall|Pick it again|with a connection)[^.]*\.$/);
    }
    // Distinct cases read differently.
    expect(new Set(messages).size).toBe(messages.length);
  });
});
