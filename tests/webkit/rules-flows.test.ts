// The rule systems' core flows in WebKit: a White Line Fever shot with typed dice and modifiers,
// undo/redo and a reload; a Road Wolf ram with typed dice for both sides; the rules search.
import { beforeEach, describe, expect, test } from 'vitest';
import {
  apply,
  cardOf,
  click,
  fill,
  logRows,
  open,
  seeText,
  select,
  sessionPerTest,
  startGame,
  text,
  until,
  type WebDriver,
} from './webkit';

const session = sessionPerTest();
let d: WebDriver;
beforeEach(() => {
  d = session();
});

describe('WebKit: rules', () => {
  test('White Line Fever: setup roll-offs, a shot with typed dice and two modifiers, undo, redo, reload', async () => {
    await startGame(d, /^White Line Fever/, 'WK Fever', {
      Ann: ['Red Fury', 'Rust Bucket'],
      Bo: ['Blue Bolt', 'Green Ghost'],
    });
    await click(d, 'Choose deployment');
    await click(d, 'Highway');
    await apply(d);
    await click(d, 'Roll off for placement');
    await click(d, 'Ann: 8');
    await click(d, 'Bo: 1');
    await apply(d);
    for (const [car, speed] of [
      ['Red Fury', 3],
      ['Blue Bolt', 3],
      ['Rust Bucket', 2],
      ['Green Ghost', 4],
    ] as const)
      await click(d, `Place ${car} at speed ${speed}`);
    await click(d, 'Roll off for first Driver');
    await click(d, 'Ann: 8');
    await click(d, 'Bo: 2');
    await apply(d);
    await seeText(d, 'Ann drives');

    await click(d, 'Red Fury speed 4');
    await click(d, 'Straight');
    await click(d, 'Fire');
    await click(d, /^Blue Bolt/);
    await click(d, 'Both'); // issue 41 (W-8): short range and back shot are declared facts
    await click(d, 'Fire roll: 2');
    await click(d, /^Spin Out: \+1 short range, \+1 back shot \(4\)/);
    await seeText(d, 'D8 2 +1 short range +1 back shot = 4');
    await apply(d);
    await until('the shot in the log', async () => (await logRows(d))[0]?.includes(': Spin Out (D8'));
    const rows = await logRows(d);
    await click(d, /^Undo/);
    await until('the shot struck', async () => (await logRows(d))[0]?.startsWith('(undone)'));
    await click(d, /^Redo/);
    await until('the shot back', async () => JSON.stringify(await logRows(d)) === JSON.stringify(rows));
    await d.navigate().refresh();
    await seeText(d, 'Ann drives');
    await until('the same log after the reload', async () => JSON.stringify(await logRows(d)) === JSON.stringify(rows));
  });

  test('Road Wolf: forces, initiative and a ram with typed dice for both sides', async () => {
    await startGame(d, /^Road Wolf/, 'WK Wolf', { Ann: ['Hammer', 'Anvil'], Bo: ['Nail', 'Screw'] });
    for (const [car, type] of [
      ['Hammer', 'roadster'],
      ['Anvil', 'roadster'],
      ['Nail', 'coupe'],
      ['Screw', 'coupe'],
    ])
      await select(d, `Vehicle for ${car}`, type as string);
    await click(d, 'Lock the forces');
    await click(d, 'Lock anyway');
    await click(d, 'Roll for initiative');
    await click(d, 'Ann: 6 6');
    await click(d, 'Bo: 1 1');
    await apply(d);
    await seeText(d, 'Ann’s turn');
    await click(d, 'Move (1 action)', cardOf('Hammer'));
    await click(d, 'Ram Nail');
    await click(d, 'Hammer rams: 5 3');
    await click(d, 'Nail defends: 5 2');
    await seeText(d, 'Nail');
    await apply(d);
    await until('the ram in the log', async () =>
      (await logRows(d)).some((r) => r.includes('Hammer rams Nail') && r.includes('5 3') && r.includes('against 5 2')),
    );
    await seeText(d, 'Nail must make a wipeout check');
  });

  test('rules search finds what players call things, highlighted, across systems', async () => {
    await open(d, '/');
    await click(d, 'Rules reference');
    await fill(d, 'Search the rules', 'crash');
    await seeText(d, 'Collisions');
    const marks = (await d.executeScript(
      'return [...document.querySelectorAll("mark")].map((m) => m.textContent)',
    )) as string[];
    expect(marks.length).toBeGreaterThan(0);
    await fill(d, 'Search the rules', 'overkill');
    await seeText(d, /Road Wolf/);
    expect(await text(d)).toMatch(/overkill/i);
  });
});
