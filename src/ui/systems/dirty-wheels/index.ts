import type { SystemUi } from '..';
import type { DwState } from '../../../rules/dirty-wheels/model';
import { DwPrimary, DwTable } from './dw-table';
import { dwSheet } from './dw-sheet';

export const ui: SystemUi<DwState> = { Table: DwTable, Primary: DwPrimary, sheet: dwSheet };
