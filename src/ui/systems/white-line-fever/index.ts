import type { WlfState } from '../../../rules/white-line-fever/model';
import type { SystemUi } from '../system-ui';
import { wlfSheet } from './wlf-sheet';
import { WlfPrimary, WlfTable } from './wlf-table';

export const ui: SystemUi<WlfState> = { Table: WlfTable, Primary: WlfPrimary, sheet: wlfSheet };
