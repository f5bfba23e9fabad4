import type { SystemUi } from '..';
import { WlfPrimary, WlfTable } from './wlf-table';

export const ui = { Table: WlfTable, Primary: WlfPrimary } as unknown as SystemUi;
