import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { importRefusal } from '../../../src/game/import-words';
import { openGame } from '../../../src/game/open-game';

// Every input ends in a clear message or a valid game: never a thrown error, never a polluted
// prototype. openGame is what the import button runs after JSON.parse.
const fixture = JSON.parse(readFileSync(new URL('../../fixtures/game-v1.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
});

async function outcome(raw: unknown): Promise<'ok' | 'refused'> {
  const r = await openGame(raw);
  if (r.ok) return 'ok';
  expect(typeof r.error).toBe('string');
  expect(r.error.length).toBeGreaterThan(10);
  // What the import button shows for it: plain words that end with what to do.
  expect(importRefusal(r)).toMatch(/^[^[{]*(Export to file|Update Pitwall)[^.]*\.$/);
  return 'refused';
}

const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'schemaVersion',
  'journal',
  'setup',
  'players',
  'cars',
  'kind',
  'command',
  'payload',
  'polluted',
];

/** A path into a JSON value and a replacement: the "mutations of valid exports". */
function mutate(doc: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (let i = 0; i < path.length - 1; i++) {
    const next = node[path[i] as string];
    if (typeof next !== 'object' || next === null) return copy;
    node = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
  return copy;
}

function pathsOf(x: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(x))
    x.slice(0, 6).forEach((v, i) => {
      pathsOf(v, [...prefix, i], out);
    });
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) pathsOf(v, [...prefix, k], out);
  return out;
}
const PATHS = pathsOf(fixture).filter((p) => p.length > 0);

describe('import never throws and never pollutes', () => {
  it('the valid v1 export itself opens', async () => {
    expect(await outcome(fixture)).toBe('ok');
  });

  it('arbitrary JSON values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 6 }), async (v) => {
        await outcome(v);
      }),
      { numRuns: 300 },
    );
  });

  it('objects with hostile keys at any depth, parsed from text like a real file', async () => {
    const hostile = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 1 }),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(hostile, async (v) => {
        // JSON.parse makes "__proto__" an own key, exactly as an imported file would.
        await outcome(JSON.parse(JSON.stringify({ ...fixture, extra: v }).replace('"extra"', '"__proto__"')));
        await outcome(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 300 },
    );
  });

  it('mutations of a valid export: wrong types, missing fields, unknown keys, huge arrays, newer versions', async () => {
    const replacement = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant(undefined),
      fc.constant(Number.NaN),
      fc.array(fc.constant({ kind: 'undo', at: 1 }), { minLength: 1000, maxLength: 3000 }),
      fc.integer({ min: 2, max: 1e6 }),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), replacement, async (path, value) => {
        await outcome(mutate(fixture, path, value));
      }),
      { numRuns: 400 },
    );
  });

  it('a newer schema version is refused with the version named', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 10_000 }), async (n) => {
        const r = await openGame({ ...fixture, schemaVersion: n });
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error).toContain(`format ${n}`);
        if (!r.ok)
          expect(importRefusal(r)).toBe(
            'This game was saved by a newer version of Pitwall. Update Pitwall on this phone, then import the file again.',
          );
      }),
      { numRuns: 50 },
    );
  });
});
