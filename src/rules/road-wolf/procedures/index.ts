// Guided rolls for Road Wolf, as data: each procedure asks only what the table knows (facts and
// dice), reads the rest from the state, and resolves to one command with its reasons. The
// reasons come from running the reducer on a copy, so what the sheet says is what Apply does.
// One file per guided roll (issue 29, as Excalidraw keeps one file per action); kit.ts holds the
// dice pools with Veteran rerolls and the questions they share, outcome.ts the reason lines.

import { ambushProcedure } from './ambush';
import { initiativeProcedure } from './initiative';
import { meleeProcedure } from './melee';
import { moveEndProcedure } from './move-end';
import { pickUpProcedure } from './pick-up';
import { ramProcedure } from './ram';
import { repairProcedure } from './repair';
import { shootProcedure } from './shoot';
import { spikesProcedure } from './spikes';
import { suppliesProcedure, suppliesTableProcedure } from './supplies';
import { takeoverProcedure } from './takeover';
import { transferProcedure } from './transfer';
import { wipeoutProcedure } from './wipeout';

export { ambushProcedure } from './ambush';
export type { RwCommand, RwCtx, RwProcedure } from './ctx';
export { initiativeProcedure } from './initiative';
export {
  type PoolSpec,
  poolQuestions,
  poolWithReroll,
  ramDefencePool,
  readPool,
  rerollQuestions,
  rwKit,
} from './kit';
export { meleeProcedure } from './melee';
export { moveEndProcedure } from './move-end';
export { describeChanges, gameEndLine } from './outcome';
export { pickUpProcedure } from './pick-up';
export { ramOthers, ramProcedure } from './ram';
export { repairProcedure } from './repair';
export { shootProcedure } from './shoot';
export { spikesProcedure } from './spikes';
export { suppliesProcedure, suppliesTableProcedure } from './supplies';
export { takeoverProcedure } from './takeover';
export { transferProcedure } from './transfer';
export { wipeoutProcedure } from './wipeout';

export const PRIVATE_PROCEDURES = {
  supplies: suppliesProcedure,
} as const;

export const PROCEDURES = {
  initiative: initiativeProcedure,
  moveEnd: moveEndProcedure,
  ram: ramProcedure,
  wipeout: wipeoutProcedure,
  melee: meleeProcedure,
  shoot: shootProcedure,
  spikes: spikesProcedure,
  ambush: ambushProcedure,
  repair: repairProcedure,
  takeover: takeoverProcedure,
  transfer: transferProcedure,
  pickUp: pickUpProcedure,
  supplies: suppliesTableProcedure,
} as const;
