import type { CsState } from '../../../rules/custom/model';
import type { SystemUi } from '../system-ui';
import { csSheet } from './cs-sheet';
import { CsPrimary, CsTable } from './cs-table';

export const ui: SystemUi<CsState> = { Table: CsTable, Primary: CsPrimary, sheet: csSheet };
