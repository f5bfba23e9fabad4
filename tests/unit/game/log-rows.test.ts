import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandActor } from '../../../src/game/actor';
import { describeCommand } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import type { GameState } from '../../../src/game/types';
import { CC_ACTORS } from '../../../src/rules/car-cult-d20/actor';
import { CC_TYPES } from '../../../src/rules/car-cult-d20/commands';
import type { ActorRules } from '../../../src/rules/core/log-row';
import { logRow, shortRow, subjectFields } from '../../../src/rules/core/log-row';
import type { Command } from '../../../src/rules/core/model';
import { CS_ACTORS } from '../../../src/rules/custom/actor';
import { DW_ACTORS } from '../../../src/rules/dirty-wheels/actor';
import { DW_TYPES } from '../../../src/rules/dirty-wheels/commands';
import { RW_ACTORS } from '../../../src/rules/road-wolf/actor';
import { RW_TYPES } from '../../../src/rules/road-wolf/commands';
import { WLF_ACTORS } from '../../../src/rules/white-line-fever/actor';
import { WLF_TYPES } from '../../../src/rules/white-line-fever/commands';
import { CS_TYPES } from '../custom/helpers';

// Issue 30: every log row names who acted in its first words; one rule (core/log-row.ts) that
// every system's line goes through. Checked over every command type of every system: the
// fixture games' own rows, and for each type one command naming the usual actors, applied to
// the states of a real game.

const SYSTEMS: { fixture: string; types: readonly string[]; rules: ActorRules<never> }[] = [
  { fixture: 'road-wolf-v1.json', types: RW_TYPES, rules: RW_ACTORS as ActorRules<never> },
  { fixture: 'road-wolf-mission-v1.json', types: RW_TYPES, rules: RW_ACTORS as ActorRules<never> },
  { fixture: 'road-wolf-v2.json', types: RW_TYPES, rules: RW_ACTORS as ActorRules<never> },
  { fixture: 'dirty-wheels-v1.json', types: DW_TYPES, rules: DW_ACTORS as ActorRules<never> },
  { fixture: 'car-cult-d20-v1.json', types: CC_TYPES, rules: CC_ACTORS as ActorRules<never> },
  { fixture: 'white-line-fever-v1.json', types: WLF_TYPES, rules: WLF_ACTORS as ActorRules<never> },
  { fixture: 'custom-v1.json', types: CS_TYPES, rules: CS_ACTORS as ActorRules<never> },
];

async function load(fixture: string) {
  const raw = JSON.parse(readFileSync(new URL(`../../fixtures/${fixture}`, import.meta.url), 'utf8'));
  const r = await openGame(raw);
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

describe('issue 30: every log row starts with who acted', () => {
  it('the kit rule: a line that names its actor first is kept, any other gets the actor in front', () => {
    const ann = { playerId: 'ann', name: 'Ann' };
    expect(logRow(ann, 'Ann’s turn ends')).toBe('Ann’s turn ends');
    expect(logRow(ann, 'Turn over')).toBe('Ann: Turn over');
    expect(logRow(null, 'Road card turned: Slick')).toBe('Road card turned: Slick');
  });

  for (const { fixture, types, rules } of SYSTEMS) {
    it(`${fixture}: every row of the game names its actor first, where the rules know one`, async () => {
      const g = await load(fixture);
      const { timeline, system, doc } = g;
      let rows = 0;
      for (const [i, e] of timeline.entries.entries()) {
        if (e.kind !== 'do' || !timeline.isActive(i)) continue;
        const before = timeline.beforeOf(e.command, i);
        expect(before, `entry ${i + 1} has its state`).not.toBeNull();
        const actor = commandActor(system, e.command, doc.setup, before);
        const row = describeCommand(system, e.command, doc.setup, before);
        if (actor)
          expect(row.startsWith(actor.name), `${e.command.type}: "${row}" starts with ${actor.name}`).toBe(true);
        rows++;
      }
      expect(rows).toBeGreaterThan(10);
    });

    it(`${fixture}: each of the ${types.length} command types has an actor unless the table makes it`, async () => {
      const g = await load(fixture);
      const { timeline, system, doc } = g;
      const setup = doc.setup;
      const car = setup.cars[0]!;
      const player = setup.players[0]!;
      // The states the game passed through with someone on turn (a player or an activating car).
      const states: GameState[] = [];
      for (const [i, e] of timeline.entries.entries())
        if (e.kind === 'do' && timeline.isActive(i)) states.push(timeline.beforeOf(e.command, i) as GameState);
      const onTurn = states.filter((s) => rules.current(s.sys as never, setup) !== null);
      expect(onTurn.length, 'the game has turns').toBeGreaterThan(0);
      const before = onTurn[Math.floor(onTurn.length / 2)]!;
      for (const type of types) {
        // Issue 39: each type names its subjects itself; a car or a player fills those naming one.
        const sys = before.sys as never;
        const payload = Object.fromEntries(
          subjectFields(rules, type).flatMap((k) =>
            rules.resolve[k]?.(car.id, setup, sys)
              ? [[k, car.id]]
              : rules.resolve[k]?.(player.id, setup, sys)
                ? [[k, player.id]]
                : [],
          ),
        );
        const c: Command = { type, payload, at: 0 };
        const actor = commandActor(system, c, setup, before);
        if (rules.shared.has(type)) {
          expect(actor, `${type} is the table's`).toBeNull();
          continue;
        }
        if (rules.byType && Object.hasOwn(rules.byType, type)) continue; // checked by the game rows above
        expect(actor, `${type} has an actor`).not.toBeNull();
        const row = describeCommand(system, c, setup, before);
        expect(row.startsWith(actor!.name), `${type}: "${row}" starts with ${actor!.name}`).toBe(true);
      }
    });
  }

  it('the rows the issue quoted now say who and what came of it', async () => {
    const rw = await load('road-wolf-v1.json');
    const dw = await load('dirty-wheels-v1.json');
    const rows = (g: Awaited<ReturnType<typeof load>>, type: string) =>
      g.timeline.entries.flatMap((e, i) =>
        e.kind === 'do' && e.command.type === type && g.timeline.isActive(i)
          ? [describeCommand(g.system, e.command, g.doc.setup, g.timeline.beforeOf(e.command, i))]
          : [],
      );
    expect(rows(rw, 'rw.endTurn')[0]).toMatch(/^(Ann|Bo)’s turn ends$/);
    expect(rows(dw, 'dw.shoot')[0]).toMatch(
      /^[A-Z][a-z]+ [A-Z][a-z]+ shoots Red Fury: (no damage|.+ damage|.+ destroyed)/,
    );
    expect(rows(dw, 'dw.endActivation')[0]).toMatch(/’s activation ends$/);
  });
});

describe('issue 30: Undo names the action in a short form', () => {
  it('who and what, without the outcome and the dice; a head that is only the actor stays whole', () => {
    expect(shortRow('Red Fury shoots Viper: 2 damage (6 5 1)')).toBe('Red Fury shoots Viper');
    expect(shortRow('Hammer activates (tie rolls: Hammer 15, Brick 8)')).toBe('Hammer activates');
    expect(shortRow('Ann’s turn ends')).toBe('Ann’s turn ends');
    expect(shortRow('Ann: Turn over', { playerId: 'ann', name: 'Ann' })).toBe('Ann: Turn over');
  });
});
