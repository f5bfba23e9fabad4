import type { SystemUi } from '..';
import type { RwState } from '../../../rules/road-wolf/model';
import { RwPrimary, RwTable } from './rw-table';
import { rwSheet } from './rw-sheet';

export const ui: SystemUi<RwState> = { Table: RwTable, Primary: RwPrimary, sheet: rwSheet, carWord: 'vehicle' };
