// Your own game (issue 33): the rule system that plays a game sheet. The sheet is data the table
// wrote (sheet.ts); this is the one evaluator of every sheet, pure like the other systems' rules.
import { actorRule, commandSubjects } from '../core/log-row';
import type { Command, Setup } from '../core/model';
import type { CommandDetail, ReferenceCard, RuleSystem } from '../system';
import { CS_ACTORS } from './actor';
import { describeChanges } from './changes';
import { firedBy, initCs, reduceCs } from './commands';
import { describeCs, describeCsShort } from './describe';
import type { CsState } from './model';
import { readRoll, setupMaxProblem, standing } from './rules';
import { CS_SECRETS } from './secrets';
import type { Sheet } from './sheet';
import { problemText, readSheet } from './validate';

/** A sheet's own rule notes as reference cards, searchable with the other systems' (issue 33). */
export function sheetCards(sheet: Sheet): ReferenceCard[] {
  return sheet.notes.map((n, i) => ({
    id: `note-${i + 1}`,
    title: n.title,
    body: n.body.split(/\n{2,}/).filter(Boolean),
  }));
}

export function explainCs(before: CsState, after: CsState, c: Command, setup: Setup): CommandDetail {
  const lines: string[] = [];
  const p = (c.payload ?? {}) as Record<string, unknown>;
  if (c.type === 'cs.move') {
    const move = before.sheet.moves.find((m) => m.id === p.move);
    if (move) {
      try {
        const r = readRoll(
          before,
          move,
          p.faces as number[],
          p.targetId ? (before.cars[p.targetId as string] ?? null) : null,
        );
        lines.push(
          `Dice: ${r.dice.map((d) => `${d.name}${d.ok && move.success.kind !== 'none' ? ' ✓' : ''}`).join(', ')} (${r.rule}).`,
        );
        lines.push(`Read: ${r.text}.`);
      } catch {
        // an entry the rules now refuse still shows what changed
      }
    }
  }
  if (c.type === 'cs.out' || c.type === 'cs.track' || c.type === 'cs.condition')
    lines.push('Set by hand from the car card.');
  lines.push(...describeChanges(before, after, setup, firedBy(before, c, setup)));
  return { lines };
}

export const custom: RuleSystem<CsState> = {
  id: 'custom',
  name: 'Your own game',
  handles: (type) => type.startsWith('cs.'),
  init: initCs,
  reduce: reduceCs,
  describe: describeCs,
  describeShort: describeCsShort,
  actor: actorRule(CS_ACTORS),
  subjects: (c, setup, before) => commandSubjects(CS_ACTORS, c, setup, before),
  explain: explainCs,
  outcome: standing,
  secrets: CS_SECRETS,
  carsPerPlayer: { default: 2, hint: 'As many as your game says.' },
  checkSetup(setup) {
    const r = readSheet(setup.sheet);
    if (!r.ok) return `The game sheet cannot be played: ${problemText(r.problems)}`;
    return setupMaxProblem(r.sheet, setup.cars);
  },
};

export default custom;
export type { CsState };
