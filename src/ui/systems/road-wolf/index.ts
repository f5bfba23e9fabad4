import type { RwState } from '../../../rules/road-wolf/model';
import type { SystemUi } from '../system-ui';
import { rwSheet } from './rw-sheet';
import { RwPrimary, RwTable } from './rw-table';

export const ui: SystemUi<RwState> = { Table: RwTable, Primary: RwPrimary, sheet: rwSheet, carWord: 'vehicle' };
