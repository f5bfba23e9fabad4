import type { SystemUi } from '..';
import { RwPrimary, RwTable } from './rw-table';

export const ui = { Table: RwTable, Primary: RwPrimary } as unknown as SystemUi;
