// Issue 42: a step's dice (Entry.thrown) are kept through every door an entry goes by: restore()
// (stored games, files), IndexedDB, and the QR codes; a list that is not one is dropped, never the game.
import { afterEach, describe, expect, it } from 'vitest';
import { openGame } from '../../../src/game/open-game';
import { restoreShape } from '../../../src/game/restore';
import type { Entry, GameDoc } from '../../../src/game/types';
import { type Db, getGame, open, putGame } from '../../../src/persist/db';
import { plan, wholeGame } from '../../../src/share/envelope';
import { addFrame, type Collection } from '../../../src/share/frames';
import { packEnvelope, unpackCollection } from '../../../src/share/pack';
import { fixture } from '../share/helpers';

type Do = Extract<Entry, { kind: 'do' }>;

/** The Free play fixture with a typed roll whose dice are recorded, last. */
function withThrown(thrown: unknown): GameDoc {
  const doc = fixture('game-v1.json');
  const at = doc.journal.reduce((m, e) => Math.max(m, e.kind === 'do' ? e.command.at : e.at), doc.createdAt) + 1000;
  const p1 = doc.setup.players[0]?.id as string;
  const step = {
    kind: 'do',
    command: {
      type: 'dice.roll',
      payload: { purpose: 'Ram', pools: [{ sides: 6, faces: [1, 1, 6] }], source: 'typed' },
      at,
    },
    thrown: thrown === 'mine' ? [{ sides: 6, faces: [1, 1, 6], source: 'typed', by: p1 }] : thrown,
  };
  return { ...doc, journal: [...doc.journal, step as Do] };
}

const last = (doc: GameDoc) => doc.journal.at(-1) as Do;

describe('issue 42: restore() keeps a step’s dice', () => {
  it('a valid list comes back as it was, and the game opens with it', async () => {
    const doc = withThrown('mine');
    const r = restoreShape(JSON.parse(JSON.stringify(doc)));
    if (!r.ok) throw new Error(r.error);
    expect(last(r.game).thrown).toEqual([
      { sides: 6, faces: [1, 1, 6], source: 'typed', by: doc.setup.players[0]?.id },
    ]);
    const o = await openGame(r.game);
    expect(o.ok).toBe(true);
  });

  it('a list with a key it does not know is kept without that key', () => {
    const doc = withThrown([{ sides: 20, faces: [20], source: 'app', colour: 'red' }]);
    const r = restoreShape(doc);
    if (!r.ok) throw new Error(r.error);
    expect(last(r.game).thrown).toEqual([{ sides: 20, faces: [20], source: 'app' }]);
  });

  const bad: [string, unknown][] = [
    ['a face the die does not have', [{ sides: 6, faces: [7], source: 'typed' }]],
    ['a die of 1 side', [{ sides: 1, faces: [1], source: 'app' }]],
    ['a die of 101 sides', [{ sides: 101, faces: [1], source: 'app' }]],
    ['a source that is neither', [{ sides: 6, faces: [1], source: 'loaded' }]],
    ['a player id over 80 characters', [{ sides: 6, faces: [1], source: 'typed', by: 'x'.repeat(81) }]],
    ['201 faces', [{ sides: 6, faces: new Array(201).fill(1), source: 'app' }]],
    ['65 lists', new Array(65).fill({ sides: 6, faces: [1], source: 'app' })],
    ['not a list', { sides: 6, faces: [1], source: 'app' }],
  ];
  for (const [what, thrown] of bad)
    it(`${what}: the dice record is dropped, the game and its step kept`, () => {
      const r = restoreShape(withThrown(thrown));
      if (!r.ok) throw new Error(r.error);
      expect(last(r.game)).not.toHaveProperty('thrown');
      expect(last(r.game).command.type).toBe('dice.roll');
    });
});

describe('issue 42: a step’s dice through the QR codes and IndexedDB', () => {
  it('a whole game through the codes keeps its dice record, entry for entry', async () => {
    const doc = withThrown('mine');
    const packed = await packEnvelope(wholeGame(doc));
    if (!packed.ok) throw new Error(packed.error);
    let c: Collection | null = null;
    for (const f of packed.frames) c = addFrame(c, f).collection;
    const got = await unpackCollection(c as Collection);
    if (!got.ok || got.envelope.kind !== 'game') throw new Error('not a game');
    const p = plan(null, got.envelope);
    if (p.kind !== 'create') throw new Error(p.kind);
    const r = restoreShape(p.doc);
    if (!r.ok) throw new Error(r.error);
    expect(r.game.journal).toEqual(doc.journal);
  });

  const opened: Db[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) db.close();
  });
  it('a stored game reads back with its dice record', async () => {
    const db = await open({}, `pitwall-thrown-${Date.now()}`);
    opened.push(db);
    const doc = withThrown('mine');
    await putGame(db, doc);
    const got = await getGame(db, doc.id);
    expect(got?.entries).toEqual(doc.journal);
  });
});
