// Guided sheets for Dirty Wheels (A7), built with the core kit: each asks only the table facts
// and dice, reads everything the app tracks (aim, armour, strength, upgrades, traits) from the
// state, and resolves to one command through the real reducer (procedure-kit preview), so the
// result the sheet shows is the result Apply records. Where only a yes/no decides (a weapon
// deals at most one damage), the sheet offers "any die N+?" as one tap beside the faces.
// One file per guided sheet (issue 29); kit.ts holds the questions and names they share.

import { activateProcedure } from './activate';
import { comsProcedure } from './coms';
import { deployProcedure } from './deploy';
import { destroyedProcedure } from './destroyed';
import { expEngineProcedure } from './exp-engine';
import { gunnerProcedure } from './gunner';
import { harpoonProcedure } from './harpoon';
import { initiativeProcedure } from './initiative';
import { manoeuvreProcedure } from './manoeuvre';
import { pipeBombsProcedure } from './pipe-bombs';
import { ramProcedure } from './ram';
import { shockProcedure } from './shock';
import { shootProcedure } from './shoot';

export { activateProcedure } from './activate';
export { comsProcedure } from './coms';
export { deployProcedure } from './deploy';
export { destroyedProcedure } from './destroyed';
export { expEngineProcedure } from './exp-engine';
export { gunnerProcedure } from './gunner';
export { harpoonProcedure } from './harpoon';
export { initiativeProcedure } from './initiative';
export { type DwCommand, type DwCtx, type DwProcedure, dwKit } from './kit';
export { manoeuvreProcedure } from './manoeuvre';
export { pipeBombsProcedure } from './pipe-bombs';
export { ramProcedure } from './ram';
export { shockProcedure } from './shock';
export { shootProcedure, shootTargets } from './shoot';

/** Every guided sheet, by id. */
export const PROCEDURES = {
  initiative: initiativeProcedure,
  deploy: deployProcedure,
  activate: activateProcedure,
  manoeuvre: manoeuvreProcedure,
  shoot: shootProcedure,
  ram: ramProcedure,
  destroyed: destroyedProcedure,
  shock: shockProcedure,
  gunner: gunnerProcedure,
  pipeBombs: pipeBombsProcedure,
  harpoon: harpoonProcedure,
  expEngine: expEngineProcedure,
  coms: comsProcedure,
} as const;
