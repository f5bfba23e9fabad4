import type { CcState } from '../../../rules/car-cult-d20/model';
import type { SystemUi } from '../system-ui';
import { ccSheet } from './cc-sheet';
import { CcPrimary, CcTable } from './cc-table';

export const ui: SystemUi<CcState> = { Table: CcTable, Primary: CcPrimary, sheet: ccSheet };
