import type { SystemUi } from '..';
import type { WlfState } from '../../../rules/white-line-fever/model';
import { WlfPrimary, WlfTable } from './wlf-table';
import { wlfSheet } from './wlf-sheet';

export const ui: SystemUi<WlfState> = { Table: WlfTable, Primary: WlfPrimary, sheet: wlfSheet };
