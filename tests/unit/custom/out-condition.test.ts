// Issue 41: a condition can mean "out of the game" (Wrecked). One setting on the condition, one
// trigger, one log row part for one wreck; by a trigger, a move or by hand; the sheet door checks it.
import { describe, expect, it } from 'vitest';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import type { GameState } from '../../../src/game/types';
import type { Command } from '../../../src/rules/core/model';
import custom from '../../../src/rules/custom';
import type { CsState } from '../../../src/rules/custom/model';
import type { Sheet } from '../../../src/rules/custom/sheet';
import { problemText, readSheet } from '../../../src/rules/custom/validate';
import { starter, table } from './helpers';

/** Hull and Hazards with one Wrecked condition that means out, set by the one Hull-0 trigger. */
function wreckSheet(): Sheet {
  const s = starter('hull-and-hazards');
  s.conditions.push({ id: 'wrecked', name: 'Wrecked', model: 'take it off the table', out: true });
  s.triggers = s.triggers.map((t) =>
    t.tracker === 'hull' && t.does === 'out'
      ? { tracker: 'hull', when: 'atMost', value: 0, does: 'condition', condition: 'wrecked' }
      : t,
  );
  s.moves.push({
    id: 'finish',
    name: 'Finish',
    pool: { n: 1 },
    die: 'd6',
    target: true,
    success: { kind: 'atLeast', n: 4 },
    read: 'highest',
    effects: [{ who: 'target', what: 'condition', id: 'wrecked', sign: 1, amount: 'once', n: 1 }],
  });
  return s;
}

function game(sheet = wreckSheet()) {
  const setup = table(sheet, 2, 2);
  const reduce = makeReducer(custom, setup);
  let s: GameState = initialState(custom, setup);
  let at = 1_800_000_000_000;
  const row = (type: string, payload: Record<string, unknown>) => {
    const c: Command = { type, payload, at: ++at };
    const text = describeCommand(custom, c, setup, s);
    s = reduce(s, c);
    return text;
  };
  row('cs.next', { rolls: { ann1: [6], ann2: [5], bo1: [4], bo2: [3] } });
  return { row, sys: () => s.sys as CsState };
}

describe('issue 41: a condition that means out of the game', () => {
  it('the sheet door keeps it, and names a value that is not yes or no', () => {
    const r = readSheet(wreckSheet());
    if (!r.ok) throw new Error(problemText(r.problems));
    expect(r.sheet.conditions.find((c) => c.id === 'wrecked')?.out).toBe(true);
    const bad = wreckSheet() as unknown as { conditions: Record<string, unknown>[] };
    (bad.conditions.at(-1) as Record<string, unknown>).out = 'yes';
    const refused = readSheet(bad);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(problemText(refused.problems)).toMatch(/Wrecked: out of the game is yes or no/);
  });

  it('one trigger takes the car out, with one line for the wreck', () => {
    const g = game();
    const text = g.row('cs.track', { carId: 'bo1', tracker: 'hull', to: 0 });
    expect(text).toBe('Viper: Hull 4 → 0; Viper is Wrecked (out of the game): take it off the table');
    expect(text.match(/Wrecked|out/g)).toHaveLength(2);
    const viper = g.sys().cars.bo1!;
    expect(viper.out).toBe(true);
    expect(viper.conditions).toEqual(['wrecked']);
    expect(viper.outWhy).toBe('Wrecked: take it off the table');
  });

  it('a move that sets it takes the target out; the last car out ends the game', () => {
    const g = game();
    g.row('cs.condition', { carId: 'bo2', condition: 'wrecked', on: true });
    expect(g.sys().cars.bo2!.out).toBe(true);
    const text = g.row('cs.move', { carId: 'ann1', move: 'finish', targetId: 'bo1', faces: [5] });
    expect(text).toMatch(/Viper is Wrecked \(out of the game\): take it off the table; Ann wins/);
    expect(text).not.toMatch(/Viper is out/);
    expect(g.sys().cars.bo1!.out).toBe(true);
  });

  it('clearing it by hand brings back the car it took out, not one the table took out', () => {
    const g = game();
    g.row('cs.condition', { carId: 'bo1', condition: 'wrecked', on: true });
    expect(g.row('cs.condition', { carId: 'bo1', condition: 'wrecked', on: false })).toBe('Viper is no longer Wrecked');
    expect(g.sys().cars.bo1!.out).toBe(false);
    g.row('cs.out', { carId: 'bo2', out: true });
    g.row('cs.condition', { carId: 'bo2', condition: 'wrecked', on: true });
    g.row('cs.condition', { carId: 'bo2', condition: 'wrecked', on: false });
    expect(g.sys().cars.bo2!.out).toBe(true);
    expect(g.sys().cars.bo2!.outWhy).toBe('taken out by the table');
  });

  it('back in by the table, it is no longer Wrecked', () => {
    const g = game();
    g.row('cs.track', { carId: 'bo1', tracker: 'hull', to: 0 });
    g.row('cs.condition', { carId: 'bo1', condition: 'spun', on: true });
    expect(g.row('cs.out', { carId: 'bo1', out: false })).toBe('Viper back in the game');
    expect(g.sys().cars.bo1!.out).toBe(false);
    expect(g.sys().cars.bo1!.conditions).toEqual(['spun']);
  });

  it('a condition without the setting leaves the car in (Wiped out)', () => {
    const g = game();
    g.row('cs.condition', { carId: 'bo1', condition: 'wipeout', on: true });
    expect(g.sys().cars.bo1!.out).toBe(false);
  });
});
