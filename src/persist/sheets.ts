// The sheet library's rows (issue 33): one record per game sheet this phone keeps. A game never
// reads these: it keeps its own copy in its setup, so editing or deleting a sheet here changes
// no game. Rows are read back through readSheet() by the library (state/sheets.ts).
import type { Db, SheetRow } from './db-open';

export type { SheetRow };

export async function listSheetRows(db: Db): Promise<SheetRow[]> {
  const rows = await db.getAll('sheets');
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

export function getSheetRow(db: Db, id: string): Promise<SheetRow | undefined> {
  return db.get('sheets', id);
}

export async function putSheetRow(db: Db, row: SheetRow): Promise<void> {
  await db.put('sheets', row);
}

export async function deleteSheetRow(db: Db, id: string): Promise<void> {
  await db.delete('sheets', id);
}
