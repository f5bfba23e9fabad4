import type { DwState } from '../../../rules/dirty-wheels/model';
import type { SystemUi } from '../system-ui';
import { dwSheet } from './dw-sheet';
import { DwPrimary, DwTable } from './dw-table';

export const ui: SystemUi<DwState> = { Table: DwTable, Primary: DwPrimary, sheet: dwSheet };
