import { beforeAll, describe, expect, it, vi } from 'vitest';
import { putSheetRow } from '../../../src/persist/sheets';
import { STARTERS } from '../../../src/rules/custom/starters';
import { db, initStorage, toast } from '../../../src/state/app-state';
import {
  deleteSheet,
  duplicateSheet,
  importSheetFile,
  newSheetFrom,
  readLibrarySheet,
  receiveSheet,
  renameSheet,
  saveSheet,
  sheetFileName,
  sheets,
} from '../../../src/state/sheets';

// The sheet library against a real IndexedDB (fake-indexeddb), as the library screen uses it.
const skirmish = STARTERS.find((s) => s.id === 'hull-and-hazards')!.sheet;
const names = () => (sheets.value ?? []).map((s) => s.name);
const handle = () => db.value as NonNullable<typeof db.value>;

describe('the sheet library (issue 33)', () => {
  beforeAll(async () => {
    await initStorage();
    expect(db.value).not.toBeNull();
  });

  it('a new sheet from a starter is a copy under a name no sheet here has', async () => {
    const a = await newSheetFrom('hull-and-hazards');
    const b = await newSheetFrom('hull-and-hazards');
    expect(a && b && a !== b).toBe(true);
    expect((await readLibrarySheet(a as string))?.sheet).toEqual(skirmish);
    expect((await readLibrarySheet(b as string))?.name).toBe('Hull and Hazards 2');
    expect(names().sort()).toEqual(['Hull and Hazards', 'Hull and Hazards 2']);
    expect(await newSheetFrom('no-such-starter')).toBeNull();
  });

  it('saves only a sheet that reads, and changes nothing otherwise', async () => {
    const id = (await newSheetFrom('lap-race')) as string;
    const before = await readLibrarySheet(id);
    const broken = { ...skirmish, moves: [{ ...skirmish.moves[0], pool: { tracker: 'nope' } }] };
    expect(await saveSheet(id, broken)).toMatch(/^Moves › Shoot: Its pool reads a tracker that does not exist/);
    expect(await saveSheet(id, { ...skirmish, notes: Array(40).fill({ title: 'T', body: 'x'.repeat(2000) }) })).toMatch(
      /^This sheet is \d+ KB; a sheet may be 64 KB at most/,
    );
    expect(await readLibrarySheet(id)).toEqual(before);
    expect(await saveSheet(id, { ...skirmish, name: 'Lapped' })).toBeNull();
    expect((await readLibrarySheet(id))?.sheet?.name).toBe('Lapped');
  });

  it('duplicates, renames, and deletes with Undo', async () => {
    const id = (await newSheetFrom('blank')) as string;
    await duplicateSheet(id);
    expect(names()).toContain('My game (copy)');
    expect(await renameSheet(id, '   ')).toMatch(/1 to 60 characters/);
    expect(await renameSheet(id, ' Demolition ')).toBeNull();
    expect((await readLibrarySheet(id))?.sheet?.name).toBe('Demolition');
    await deleteSheet(id);
    expect(names()).not.toContain('Demolition');
    expect(toast.value?.message).toMatch(/^Deleted “Demolition”/);
    toast.value?.action?.run();
    await vi.waitFor(() => expect(names()).toContain('Demolition'));
  });

  it('lists a stored row that no longer reads as damaged, with its problem, beside the others', async () => {
    await putSheetRow(handle(), { id: 'bad', name: 'Old sheet', updatedAt: 1, sheet: { v: 99, name: 'Old sheet' } });
    await putSheetRow(handle(), { id: 'worse', name: 7 as unknown as string, updatedAt: 2, sheet: 'garbage' });
    await saveSheet('bad-neighbour', skirmish);
    const bad = sheets.value?.find((s) => s.id === 'bad');
    expect(bad).toMatchObject({ sheet: null, problem: expect.stringMatching(/newer Pitwall/) });
    expect(sheets.value?.find((s) => s.id === 'worse')).toMatchObject({ name: 'Unnamed sheet', sheet: null });
    expect(sheets.value?.find((s) => s.id === 'bad-neighbour')?.sheet).toEqual(skirmish);
    expect(await renameSheet('bad', 'Mended')).toMatch(/no longer here/);
  });

  it('imports a file through restoreSheet, its size checked before it is read', async () => {
    const big = new File(['x'], 'big.json');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    const read = vi.spyOn(big, 'text');
    expect(await importSheetFile(big)).toEqual({
      ok: false,
      error: expect.stringMatching(/^That file is 5\.0 MB, larger than any game sheet/),
    });
    expect(read).not.toHaveBeenCalled();
    expect(await importSheetFile(new File(['{"v":1,"name":"X","__proto__":{}}'], 'x.json'))).toEqual({
      ok: false,
      error: expect.stringMatching(/^This sheet file contains the key "__proto__"/),
    });
    const count = sheets.value?.length;
    // Issue 41: it says it worked, and where the sheet is.
    expect(await importSheetFile(new File([JSON.stringify(skirmish)], sheetFileName(skirmish.name)))).toEqual({
      ok: true,
      message: 'Imported “Hull and Hazards” as “Hull and Hazards (imported)”: it is in Your sheets below.',
    });
    expect(sheets.value?.length).toBe((count ?? 0) + 1);
    expect(names()).toContain('Hull and Hazards (imported)');
  });

  it('receives a sheet from codes, or refuses it and changes nothing', async () => {
    const count = sheets.value?.length;
    expect(await receiveSheet({ ...skirmish, v: 3 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The sheet in these codes was made by a newer Pitwall/),
    });
    expect(sheets.value?.length).toBe(count);
    const r = await receiveSheet(STARTERS[2]!.sheet);
    expect(r).toMatchObject({ ok: true, message: 'Received the sheet “Lap Race”: it is in Game sheets.' });
  });

  it('names its file pitwall-sheet-<slug>.json', () => {
    expect(sheetFileName('Hull and Hazards')).toBe('pitwall-sheet-hull-and-hazards.json');
    expect(sheetFileName('???')).toBe('pitwall-sheet-sheet.json');
  });
});
