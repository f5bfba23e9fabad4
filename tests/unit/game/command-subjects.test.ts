// Issue 39: every command type declares the payload fields naming whom it acts for, beside its
// actor (core/log-row.ts ActorRules.subjects). The declaration cannot drift from the rules: each
// names types of its system only, never the table's, and every field resolves; in every fixture
// game, every field of every command that names a player's car, a player or a token is one of its
// type's subjects or a target listed here (a car shot at, a car given to, a car struck); every
// honest command carries only fields the host accepts; and every fixture game plays through a
// live host, each step from the phone of the seat it acts for.
import { describe, expect, it } from 'vitest';
import { commandActor } from '../../../src/game/actor';
import { actsFor } from '../../../src/game/acts-for';
import { makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState } from '../../../src/game/types';
import { CC_ACTORS } from '../../../src/rules/car-cult-d20/actor';
import { CC_TYPES } from '../../../src/rules/car-cult-d20/commands';
import { type ActorRules, subjectFields } from '../../../src/rules/core/log-row';
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

/**
 * Fields naming another's car, token or player without acting for them, per type ('*': any type
 * of the system): targets, receivers, what was struck, the tokens the acting car uses or hands on
 * (its rules check they are aboard), the cars a blast or collision caught.
 */
const TARGETS: Record<string, readonly string[]> = {
  'road-wolf': [
    '* targetId',
    '* defenderId',
    'rw.takeover crewTokenId', // the crew boarding from the acting vehicle
    'rw.wipeout roadPlayerId', // the player who rolls for the road
  ],
  'dirty-wheels': ['* targetId', 'dw.destroyed within3'],
  'car-cult-d20': [
    'cc.attack targetId',
    'cc.attack weaponId', // the active car's weapon
    'cc.layMines trackId', // the active car's mines card
    'cc.moveEnd struckId',
    'cc.placeDT trackId', // the placer chooses the track of the car hit
    'cc.removeCard trackId', // a card of the car named
    'cc.swap dtTrackId', // the active car's own tracks
    'cc.swap stTrackId',
  ],
  'white-line-fever': ['wlf.fire targetId', 'wlf.collision carIds', 'wlf.collision loser'],
  custom: ['cs.move targetId', 'cs.drop itemId'], // an item on the car named
};

/** Every id a player owns in `s` (a car, the player, a token or hidden item), with its owner. */
function owned(f: Awaited<ReturnType<typeof loadFixture>>, sys: unknown): Map<string, string> {
  const ids = new Map<string, string>();
  for (const p of f.doc.setup.players) ids.set(p.id, p.id);
  for (const c of f.doc.setup.cars) ids.set(c.id, c.playerId);
  const s = sys as {
    tokens?: Record<string, { ownerId: string }>;
    cars?: Record<
      string,
      { ownerId?: string; playerId?: string; hidden?: { id: string }[]; components?: { id: string }[] }
    >;
  };
  for (const [id, t] of Object.entries(s?.tokens ?? {})) ids.set(id, t.ownerId);
  for (const c of Object.values(s?.cars ?? {})) {
    const owner = c.ownerId ?? c.playerId;
    if (owner) for (const x of [...(c.hidden ?? []), ...(c.components ?? [])]) ids.set(x.id, owner);
  }
  return ids;
}

describe('issue 39: every command type declares whom it acts for', () => {
  for (const { id, types, rules } of SYSTEMS) {
    it(`${id}: its subjects name only its own types, never the table’s, and each field resolves`, () => {
      for (const [type, fields] of Object.entries(rules.subjects)) {
        expect(types, `${type} is a ${id} command`).toContain(type);
        expect(rules.shared.has(type) || !!rules.turnFlow?.has(type), `${type} is not the table’s`).toBe(false);
        for (const k of fields.split(' ')) expect(typeof rules.resolve[k], `${type}: ${k} resolves`).toBe('function');
      }
    });
  }

  for (const fixture of FIXTURES) {
    it(`${fixture}: a field naming a player’s car, token or the player is a subject or a target; honest commands carry nothing refused`, async () => {
      const f = await loadFixture(fixture);
      const rules = SYSTEMS.find((x) => x.id === f.system.id)?.rules;
      const targets = new Set(TARGETS[f.system.id] ?? []);
      const t = Timeline.load(makeReducer(f.system, f.doc.setup), f.initial, f.doc.journal);
      const unlisted = new Set<string>();
      let checked = 0;
      for (const [i, e] of t.entries.entries()) {
        if (e.kind !== 'do' || !t.isActive(i)) continue;
        const c = e.command;
        const before = t.beforeOf(c, i) as GameState;
        expect(
          actsFor(f.system, c, f.doc.setup, before).undeclared,
          `${c.type} at ${i} carries nothing refused`,
        ).toEqual([]);
        checked++;
        if (!rules || !f.system.handles(c.type) || rules.shared.has(c.type) || rules.turnFlow?.has(c.type)) continue;
        const ids = owned(f, before.sys);
        const subjects = subjectFields(rules, c.type);
        for (const [k, v] of Object.entries(c.payload as object)) {
          const names = (Array.isArray(v) ? v : [v]).some((x) => typeof x === 'string' && ids.has(x));
          if (names && !subjects.includes(k) && !targets.has(`${c.type} ${k}`) && !targets.has(`* ${k}`))
            unlisted.add(`${c.type} ${k}`);
        }
      }
      expect([...unlisted].sort().join(', ')).toBe('');
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
