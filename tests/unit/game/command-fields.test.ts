// Issue 39: every command type declares its payload fields, beside its actor (core/log-row.ts
// ActorRules.fields). The declaration cannot drift from the rules: every type of every system is
// declared, every field an honest command carries and every field its reducer and log line read
// is declared (each fixture game, each command against the state it was made on), and every
// fixture game plays through a live host, each step from the phone of the seat it acts for.
import { describe, expect, it } from 'vitest';
import { actsFor, commandActor } from '../../../src/game/actor';
import { CORE_FIELDS, CORE_TYPES } from '../../../src/game/core-commands';
import { describeCommand, makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState } from '../../../src/game/types';
import { CC_ACTORS } from '../../../src/rules/car-cult-d20/actor';
import { CC_TYPES } from '../../../src/rules/car-cult-d20/commands';
import type { ActorRules } from '../../../src/rules/core/log-row';
import type { Command } from '../../../src/rules/core/model';
import { CS_ACTORS } from '../../../src/rules/custom/actor';
import { DW_ACTORS } from '../../../src/rules/dirty-wheels/actor';
import { DW_TYPES } from '../../../src/rules/dirty-wheels/commands';
import { RW_ACTORS } from '../../../src/rules/road-wolf/actor';
import { RW_TYPES } from '../../../src/rules/road-wolf/commands';
import { WLF_ACTORS } from '../../../src/rules/white-line-fever/actor';
import { WLF_TYPES } from '../../../src/rules/white-line-fever/commands';
import { CS_TYPES } from '../custom/helpers';
import { anyTable, loadFixture } from '../sync/live-any-table';

const SYSTEMS: { id: string; types: readonly string[]; rules: ActorRules<never> }[] = [
  { id: 'road-wolf', types: RW_TYPES, rules: RW_ACTORS as ActorRules<never> },
  { id: 'dirty-wheels', types: DW_TYPES, rules: DW_ACTORS as ActorRules<never> },
  { id: 'car-cult-d20', types: CC_TYPES, rules: CC_ACTORS as ActorRules<never> },
  { id: 'white-line-fever', types: WLF_TYPES, rules: WLF_ACTORS as ActorRules<never> },
  { id: 'custom', types: CS_TYPES, rules: CS_ACTORS as ActorRules<never> },
];

const FIXTURES = [
  'game-v1.json',
  'road-wolf-v1.json',
  'road-wolf-v2.json',
  'road-wolf-mission-v1.json',
  'dirty-wheels-v1.json',
  'car-cult-d20-v1.json',
  'white-line-fever-v1.json',
  'custom-v1.json',
];

/** The payload fields reducing and describing `c` on `before` read (a proxy records each look). */
function fieldsRead(f: Awaited<ReturnType<typeof loadFixture>>, before: GameState, c: Command): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(c.payload as object, {
    get(t, k, r) {
      if (typeof k === 'string') read.add(k);
      return Reflect.get(t, k, r);
    },
    has(t, k) {
      if (typeof k === 'string') read.add(k);
      return Reflect.has(t, k);
    },
    getOwnPropertyDescriptor(t, k) {
      if (typeof k === 'string') read.add(k);
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
  });
  const seen = { ...c, payload: watched };
  makeReducer(f.system, f.doc.setup)(before, seen);
  describeCommand(f.system, seen, f.doc.setup, before);
  read.delete('toJSON'); // JSON.stringify looks for it on any object
  return read;
}

describe('issue 39: every command type declares its fields', () => {
  for (const { id, types, rules } of SYSTEMS) {
    it(`${id}: each of its ${types.length} command types is declared, and nothing else; every subject kind resolves`, () => {
      expect(Object.keys(rules.fields).sort()).toEqual([...types].sort());
      for (const [type, f] of Object.entries(rules.fields)) {
        for (const kind of Object.values(f.subjects ?? {}))
          expect(Object.hasOwn(rules.subjects, kind), `${type}: a resolver for ${kind}`).toBe(true);
        const all = [...Object.keys(f.subjects ?? {}), ...(f.other ?? [])];
        expect(new Set(all).size, `${type} declares each field once`).toBe(all.length);
      }
      // The table's commands and the turn flow name no subject: any seat may make them.
      for (const type of [...rules.shared, ...(rules.turnFlow ?? [])])
        expect(rules.fields[type]?.subjects ?? {}, `${type} is the table's`).toEqual({});
    });
  }

  it('the core commands are declared, and all are the table’s', () => {
    expect(Object.keys(CORE_FIELDS).sort()).toEqual([...CORE_TYPES].sort());
    for (const f of Object.values(CORE_FIELDS)) expect(f.subjects).toBeUndefined();
  });

  for (const fixture of FIXTURES) {
    it(`${fixture}: every command carries only declared fields, and its rules read only declared fields`, async () => {
      const f = await loadFixture(fixture);
      const t = Timeline.load(makeReducer(f.system, f.doc.setup), f.initial, f.doc.journal);
      let checked = 0;
      for (const [i, e] of t.entries.entries()) {
        if (e.kind !== 'do' || !t.isActive(i)) continue;
        const before = t.beforeOf(e.command, i) as GameState;
        const { undeclared } = actsFor(f.system, e.command, f.doc.setup, before);
        expect(undeclared, `${e.command.type} at ${i} carries only declared fields`).toEqual([]);
        const read = [...fieldsRead(f, before, e.command)];
        const probe = { ...e.command, payload: Object.fromEntries(read.map((k) => [k, null])) };
        expect(
          actsFor(f.system, probe, f.doc.setup, before).undeclared,
          `${e.command.type} at ${i}: its rules read only declared fields`,
        ).toEqual([]);
        checked++;
      }
      expect(checked).toBeGreaterThan(5);
    });

    it(`${fixture}: plays through a live host, each step proposed from the phone of the seat it acts for`, async () => {
      const f = await loadFixture(fixture);
      const { hostT, phone } = anyTable(f, []);
      const phones = new Map(f.doc.setup.players.map((p) => [p.id, phone(`${p.id}-phone`, `link-${p.id}`, p.id)]));
      const first = [...phones.values()][0]!;
      const refusals: string[] = [];
      for (const e of f.doc.journal as Entry[]) {
        let seat: string | null;
        if (e.kind === 'do') seat = actsFor(f.system, e.command, f.doc.setup, hostT.state).players[0] ?? null;
        else {
          const c = e.kind === 'undo' ? hostT.undoTarget : hostT.redoTarget;
          const before = e.kind === 'undo' && c ? hostT.beforeOf(c) : hostT.state;
          seat = c ? (commandActor(f.system, c, f.doc.setup, before)?.playerId ?? null) : null;
        }
        const by = (seat === null ? undefined : phones.get(seat)) ?? first;
        const refused = by.propose(e);
        if (refused !== null) refusals.push(`${e.kind === 'do' ? e.command.type : e.kind}: ${refused}`);
      }
      expect(refusals).toEqual([]);
      expect(hostT.entries).toHaveLength(f.doc.journal.length);
    });
  }
});
