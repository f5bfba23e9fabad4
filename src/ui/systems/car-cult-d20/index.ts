import type { SystemUi } from '..';
import type { CcState } from '../../../rules/car-cult-d20/model';
import { CcPrimary, CcTable } from './cc-table';
import { ccSheet } from './cc-sheet';

export const ui: SystemUi<CcState> = { Table: CcTable, Primary: CcPrimary, sheet: ccSheet };
