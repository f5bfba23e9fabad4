import type { WlfState } from '../../../rules/white-line-fever/model';
import type { SystemUi } from '..';
import { wlfSheet } from './wlf-sheet';
import { WlfPrimary, WlfTable } from './wlf-table';

export const ui: SystemUi<WlfState> = { Table: WlfTable, Primary: WlfPrimary, sheet: wlfSheet };
