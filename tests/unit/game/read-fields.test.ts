// Issue 31, "only what the rules read is stored": keepReadFields() keeps every field an honest
// command carries (every command of the fixture games, each against the state it was made
// on) and drops a field no rule reads, giving the same state.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeReducer } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import { keepReadFields } from '../../../src/game/read-fields';

const FIXTURES = [
  'game-v1.json',
  'road-wolf-v1.json',
  'road-wolf-mission-v1.json',
  'dirty-wheels-v1.json',
  'car-cult-d20-v1.json',
  'white-line-fever-v1.json',
  'custom-v1.json',
];

async function load(fixture: string) {
  const raw = JSON.parse(readFileSync(new URL(`../../fixtures/${fixture}`, import.meta.url), 'utf8'));
  const r = await openGame(raw);
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

describe('issue 31: a proposed command keeps only the payload fields the rules read', () => {
  for (const fixture of FIXTURES) {
    it(`${fixture}: every command keeps all its fields; an unknown field is dropped and the state is the same`, async () => {
      const { timeline, system, doc } = await load(fixture);
      const reduce = makeReducer(system, doc.setup);
      let checked = 0;
      for (const [i, e] of timeline.entries.entries()) {
        if (e.kind !== 'do' || !timeline.isActive(i)) continue;
        const before = timeline.beforeOf(e.command, i);
        if (!before) continue;
        expect(keepReadFields(system, doc.setup, before, e.command), `${e.command.type} keeps its fields`).toBe(
          e.command,
        );
        const padded = { ...e.command, payload: { ...(e.command.payload as object), junk: 'x'.repeat(900) } };
        const kept = keepReadFields(system, doc.setup, before, padded);
        expect(kept.payload, `${e.command.type} drops the field no rule reads`).toEqual(e.command.payload);
        expect(JSON.stringify(reduce(before, kept))).toBe(JSON.stringify(reduce(before, e.command)));
        checked++;
      }
      expect(checked).toBeGreaterThan(3);
    });
  }

  it('a payload that is not a plain object, or a refused command, is left as it came', async () => {
    const { timeline, system, doc } = await load('road-wolf-v1.json');
    const list = { type: 'rw.buy', payload: ['a'], at: 1 };
    expect(keepReadFields(system, doc.setup, timeline.state, list)).toBe(list);
    // Refused (no such car): its junk goes too, and it is refused the same way when applied.
    const bad = { type: 'rw.buy', payload: { carId: 'nope', typeId: 'buggy', junk: 1 }, at: 1 };
    const kept = keepReadFields(system, doc.setup, timeline.state, bad);
    expect(Object.keys(kept.payload as object)).not.toContain('junk');
  });
});
