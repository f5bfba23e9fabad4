// Issue 41: a game the app does not know, described from the blank sheet in the editor (Hull per
// car, Crew, Gear, Hazard tokens, a hidden Objective, Wrecked that means out, Flipped, Cans as
// the score, turns by Gear, a skid die, Shoot/Skid/Ram, two triggers, two notes), with its tap
// count printed as a table-tempo line. On the way, the editor's own fixes: a new trigger's "take it
// off the table" goes when it sets a condition, "Needs a target: No" says what it means, faces
// alike with different values are refused with why.
import type { Locator } from '@playwright/test';
import { dumpDb, expect, gotoStart, tapCounter, test } from './fixtures';
import { audit } from './layout-audit';

function figure(action: string, taps: number, budget: number) {
  console.log(`table tempo: ${action}: ${taps} taps (budget ${budget})`);
  expect(taps, `${action}: ${taps} taps, budget ${budget}`).toBeLessThanOrEqual(budget);
}

type Sheet = {
  name: string;
  trackers: { id: string; name: string; kind: string; max: number; start: number; perCar?: boolean }[];
  conditions: { id: string; name: string; out?: boolean; model?: string }[];
  resources: { name: string; score?: boolean }[];
  turns: unknown;
  dice: { id: string; name: string; faces: { name: string; value: number }[] }[];
  moves: { name: string; target: boolean; die: string; read: string; effects: unknown[] }[];
  triggers: { tracker: string; does: string; condition?: string; model?: string; reset?: number }[];
  notes: { title: string }[];
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('issue 41: a Hull-Gear-Hazard game described from the blank sheet, within its tap budget', async ({
      page,
    }, info) => {
      test.setTimeout(120_000);
      const t = tapCounter();
      const last = (list: string) => page.locator(`#se-${list} details.se-item`).last();
      /** Types into the field the last tap focused (a new item's name has its default selected). */
      const type = async (field: Locator, text: string) => {
        await expect(field).toBeFocused();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(text);
        await expect(field).toHaveValue(text);
      };
      const field = async (scope: Locator, label: string, text: string) => {
        const f = scope.getByLabel(label, { exact: true });
        await t.tap(f);
        await type(f, text);
      };
      const choose = (scope: Locator, legend: string, option: string) =>
        t.tap(
          scope.getByRole('group', { name: legend, exact: true }).getByRole('button', { name: option, exact: true }),
        );
      const add = async (list: string, button: string, name: string) => {
        await t.tap(page.getByRole('button', { name: button }));
        await type(last(list).getByLabel('Name', { exact: true }), name);
        return last(list);
      };

      await gotoStart(page);
      t.start();
      await t.tap(page.getByRole('button', { name: 'Game sheets' }));
      await t.tap(page.getByRole('group', { name: 'New sheet from a starter' }).getByRole('button', { name: 'Blank' }));
      await field(page.locator('#se-about'), 'Name', 'Wasteland Run');

      // Trackers.
      let it = await add('trackers', 'Add tracker', 'Hull');
      await field(it, 'Maximum', '8');
      await field(it, 'Start', '8');
      await t.tap(it.getByLabel('Each car sets its own maximum'));
      it = await add('trackers', 'Add tracker', 'Crew');
      await field(it, 'Maximum', '4');
      await field(it, 'Start', '4');
      it = await add('trackers', 'Add tracker', 'Gear');
      await choose(it, 'Kind', 'Speed');
      await field(it, 'Minimum', '1');
      await field(it, 'Start', '1');
      it = await add('trackers', 'Add tracker', 'Hazard');
      await choose(it, 'Kind', 'Tokens');
      it = await add('trackers', 'Add tracker', 'Objective');
      await choose(it, 'Kind', 'Hidden');
      await field(it, 'Kinds', 'Loot, Escape');

      // Conditions: Wrecked means out of the game (one setting, issue 41).
      it = await add('conditions', 'Add condition', 'Wrecked');
      await t.tap(it.getByLabel('It means out of the game'));
      it = await add('conditions', 'Add condition', 'Flipped');
      await field(it, 'What to do with the model (optional)', 'turn it upside down');

      // Cans, the score (the first resource is the score already).
      it = await add('resources', 'Add resource', 'Cans');
      await expect(it.getByLabel('This is the score')).toBeChecked();

      // Turns by car, highest Gear first.
      const turns = page.locator('#se-turns');
      await choose(turns, 'Who takes turns', 'Each car');
      await choose(turns, 'In what order', 'By a tracker');
      await t.pick(turns.getByRole('combobox', { name: 'Tracker', exact: true }), 'Gear');

      // A skid die: Hazard, Spin, Slide and three Shift faces.
      it = await add('dice', 'Add die', 'Skid die');
      const faces = ['Hazard', 'Spin', 'Slide', 'Shift', 'Shift', 'Shift'];
      for (const [i, f] of faces.entries()) await field(it, `Face ${i + 1} name`, f);
      // Three Shift faces worth 4, 5 and 6 would be three alike buttons that count differently.
      await expect(it).toContainText('Two faces are called “Shift” with different values (4 and 5)');
      for (const i of [4, 5, 6]) await field(it, `Face ${i} value`, '1');
      await expect(it).not.toContainText('Two faces are called');

      // Shoot as Add move makes it (2D6 at a target, 4+, off its Hull); Skid on the skid die, no
      // target, each Hazard face a Hazard token on the car itself; Ram as made.
      await add('moves', 'Add move', 'Shoot');
      it = await add('moves', 'Add move', 'Skid');
      await choose(it, 'Die', 'Skid die');
      await choose(it, 'Needs a target', 'No');
      await expect(it.getByRole('group', { name: 'Needs a target', exact: true })).toContainText(
        'No car is aimed at: its effects are on the car that makes it.',
      );
      await expect(it.getByRole('group', { name: 'Needs a target', exact: true })).not.toContainText('aimed at.');
      await choose(it, 'How the dice are read', 'Each face');
      const effect = it.getByRole('group', { name: 'Effect 1' });
      await choose(effect, 'On', 'The acting car');
      await t.pick(effect.getByRole('combobox', { name: 'Tracker', exact: true }), 'Hazard');
      await choose(effect, 'Add or take off', 'Add');
      await add('moves', 'Add move', 'Ram');

      // Triggers: Hull 0 sets Wrecked (out); Hazard 6 sets Flipped and clears the pile.
      await t.tap(page.getByRole('button', { name: 'Add trigger' }));
      it = last('triggers');
      await expect(it.getByLabel('What to do with the model (optional)')).toHaveValue('take it off the table');
      await choose(it, 'Then', 'Set a condition');
      await expect(it.getByRole('combobox', { name: 'Condition', exact: true }).locator('option:checked')).toHaveText(
        'Wrecked',
      );
      // Wrecked's own "what to do" shows, not the out trigger's left behind.
      await expect(it.getByLabel('What to do with the model (optional)')).toHaveValue('');
      await t.tap(page.getByRole('button', { name: 'Add trigger' }));
      it = last('triggers');
      await t.pick(it.getByRole('combobox', { name: 'Tracker it watches' }), 'Hazard');
      await choose(it, 'Fires when it is', 'At least');
      await field(it, 'Value', '6');
      await choose(it, 'Then', 'Set a condition');
      await t.pick(it.getByRole('combobox', { name: 'Condition', exact: true }), 'Flipped');
      await field(it, 'Starts again at (optional)', '0');
      await expect(it.getByLabel('What to do with the model (optional)')).toHaveValue('');

      // Two notes.
      for (const [title, text] of [
        ['Ram', 'Both cars roll; the loser takes the difference off its Hull.'],
        ['Objective', 'Show it when you reach the exit with it.'],
      ] as const) {
        await t.tap(page.getByRole('button', { name: 'Add note' }));
        await type(last('notes').getByLabel('Title', { exact: true }), title);
        await field(last('notes'), 'Text', text);
      }

      await expect(page.getByRole('heading', { name: 'Ready to save' })).toBeAttached();
      await page.screenshot({ path: info.outputPath(`describe-${viewport.width}.png`) });
      expect(await audit(page), 'the editor, the whole sheet').toEqual([]);
      await t.tap(page.getByRole('button', { name: 'Save', exact: true }));
      await expect(
        page
          .getByRole('list', { name: /^Your sheets/ })
          .getByRole('listitem')
          .filter({ hasText: 'Wasteland Run' }),
      ).toContainText('5 trackers');
      figure('describe a Hull-Gear-Hazard game from blank (plus typing)', t.count, 90);

      const sheet = (((await dumpDb(page)).sheets ?? []) as { name: string; sheet: Sheet }[]).find(
        (r) => r.name === 'Wasteland Run',
      )?.sheet as Sheet;
      expect(sheet).toBeDefined();
      expect(sheet?.trackers.map((x) => [x.name, x.kind, x.max, x.start, !!x.perCar])).toEqual([
        ['Hull', 'counter', 8, 8, true],
        ['Crew', 'counter', 4, 4, false],
        ['Gear', 'speed', 6, 1, false],
        ['Hazard', 'tokens', 6, 0, false],
        ['Objective', 'hidden', 6, 0, false],
      ]);
      // Ids are made from the names items had when added; the assertions read names.
      const named = (list: { id?: string; name: string }[] | undefined) => (id: unknown) =>
        list?.find((x) => x.id === id)?.name ?? String(id);
      const tr = named(sheet?.trackers);
      const co = named(sheet?.conditions);
      expect(sheet?.conditions.map(({ id: _id, ...c }) => c)).toEqual([
        { name: 'Wrecked', out: true },
        { name: 'Flipped', model: 'turn it upside down' },
      ]);
      expect(sheet?.turns).toMatchObject({ by: 'car', order: 'stat' });
      expect(tr((sheet.turns as { stat: string }).stat)).toBe('Gear');
      expect(sheet?.dice[0]?.faces.map((f) => `${f.name} ${f.value}`)).toEqual([
        'Hazard 1',
        'Spin 2',
        'Slide 3',
        'Shift 1',
        'Shift 1',
        'Shift 1',
      ]);
      expect(sheet?.moves.map((m) => [m.name, m.target, named(sheet?.dice)(m.die), m.read])).toEqual([
        ['Shoot', true, 'd6', 'count'],
        ['Skid', false, 'Skid die', 'each'],
        ['Ram', true, 'd6', 'count'],
      ]);
      expect(sheet?.moves[1]?.effects).toEqual([
        { who: 'self', what: 'tracker', id: sheet?.trackers[3]?.id, sign: 1, amount: 'face', n: 1, face: 'Hazard' },
      ]);
      expect(sheet?.triggers.map((x) => ({ ...x, tracker: tr(x.tracker), condition: co(x.condition) }))).toEqual([
        { tracker: 'Hull', when: 'atMost', value: 0, does: 'condition', condition: 'Wrecked' },
        { tracker: 'Hazard', when: 'atLeast', value: 6, does: 'condition', condition: 'Flipped', reset: 0 },
      ]);
      expect(sheet?.notes.map((n) => n.title)).toEqual(['Ram', 'Objective']);
    });
  });
}
