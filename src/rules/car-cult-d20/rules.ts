// Car Cult D20's derived values (B5, never stored), checks the reducer and the screens both call
// (`*Problem()` → the reason, or null), roster validation (B6) and the activation order (B8.1).
import { normaliseHouseRules } from '../core/guards';
import { RuleError, type Setup } from '../core/model';
import { type RollOffPass, type RollOffSpec, rollOffStatus } from '../core/roll-off';
import { type EndsTrack, emptySlots, visibleMarkers } from '../core/track';
import {
  ARMOUR_AZ,
  CARD_KINDS,
  type CardDef,
  type CcHouseRules,
  CUSTOM_AZ,
  DANGEROUS_DRIVER,
  DD_PER_ST,
  ENGINE_AZ,
  FANATICAL_FIXER,
  GUTSY_GUNNER,
  HOUSE_RULES,
  REINFORCED_RAM,
  TARGET,
} from './data';
import type { CcCar, CcPending, CcResult, CcState, CcTrack, Reroll } from './model';

export const houseRulesOf = (setup: Setup): CcHouseRules =>
  normaliseHouseRules<CcHouseRules>(HOUSE_RULES, setup.houseRules);

/** A track as core/track.ts sees it: ST at the start, DT at the end (B2). */
export const ends = (t: CcTrack): EndsTrack => ({ n: t.n, start: t.st, end: t.dt });

// ---- lookups ------------------------------------------------------------------------------------

export function engineOf(car: CcCar): CcTrack | undefined {
  return car.components.find((t) => t.kind === 'engine');
}

export function cardOn(car: CcCar, defId: string): CcTrack | undefined {
  return car.components.find((t) => t.defId === defId);
}

/** The car holding a track, and the track. */
export function findTrack(s: CcState, trackId: string): { car: CcCar; track: CcTrack } | undefined {
  for (const car of Object.values(s.cars)) {
    const track = car.components.find((t) => t.id === trackId);
    if (track) return { car, track };
  }
  return undefined;
}

export const inPlay = (car: CcCar): boolean => car.status === 'in_play';

export function carsInPlay(s: CcState): CcCar[] {
  return Object.values(s.cars).filter(inPlay);
}

/** Players (seating order) who still have a car in play. */
export function playersInPlay(s: CcState, setup: Setup): string[] {
  return setup.players.map((p) => p.id).filter((id) => carsInPlay(s).some((c) => c.playerId === id));
}

// ---- B5 derived values ---------------------------------------------------------------------------

export const visibleSymbols = (t: CcTrack): number => visibleMarkers(ends(t), t.symbols);
export const emptyAZ = (t: CcTrack): number => emptySlots(ends(t));
export const carAZ = (car: Pick<CcCar, 'components'>): number => car.components.reduce((a, t) => a + t.n, 0);

export function immobile(car: CcCar): boolean {
  const e = engineOf(car);
  return !e || e.dt >= e.n;
}

/** B5 maxMove: the speed over the engine's last ST, 0 without one. */
export function maxMove(car: CcCar): number {
  const e = engineOf(car);
  if (!e || e.st < 1 || immobile(car)) return 0;
  return e.speeds?.[e.st - 1] ?? 0;
}

/** B5 minMove, "current minimum speed": the speed over the AZ left of the last ST [CC-A05]. */
export function minMove(car: CcCar, h: CcHouseRules): number {
  const e = engineOf(car);
  if (!e || e.st < 1 || immobile(car)) return 0;
  if (e.st === 1) return h.minMoveWithOneST === 'equalsMax' ? maxMove(car) : 0;
  return e.speeds?.[e.st - 2] ?? 0;
}

/** B5 drift [CC-A07]: total sideways inches (each side under driftPerSide). */
export const drift = (car: CcCar, h: CcHouseRules): number => Math.floor(minMove(car, h) / 4);

/**
 * B5 turns [CC-A06]: 45° turns, from the engine AZ without ST (house: minus DT, or the whole car).
 * The formula holds for an immobile car too (issue 30); moveText says it cannot move.
 */
export function turns(car: CcCar, h: CcHouseRules): number {
  if (h.turnsCountWholeCar)
    return car.components.reduce((a, t) => a + t.n - t.st - (h.turnsExcludeDamagedAZ ? t.dt : 0), 0);
  const e = engineOf(car)!;
  return e.n - e.st - (h.turnsExcludeDamagedAZ ? e.dt : 0);
}

/** B5 generation without the bonus: Σ visible +ST symbols. */
export const symbolsShowing = (car: CcCar): number => car.components.reduce((a, t) => a + visibleSymbols(t), 0);

/** B5 maxStartST [CC-A14]: min(engine AZ, every +ST symbol on the car). */
export function maxStartST(car: CcCar): number {
  const e = engineOf(car);
  if (!e) return 0;
  return Math.min(
    e.n,
    car.components.reduce((a, t) => a + t.symbols.length, 0),
  );
}

const crewST = (car: CcCar, id: string): number => (inPlay(car) ? (cardOn(car, id)?.st ?? 0) : 0);

export const ddPenalty = (car: CcCar): number => DD_PER_ST * crewST(car, DANGEROUS_DRIVER);
export const rerollsAvailable = (car: CcCar): number => Math.max(0, crewST(car, GUTSY_GUNNER) - car.rerollsSpent);
export const swapsAvailable = (car: CcCar): number => Math.max(0, crewST(car, FANATICAL_FIXER) - car.swapsSpent);
export const allFull = (car: CcCar): boolean => car.components.length > 0 && car.components.every((t) => t.dt >= t.n);
/** B5 blastRadius: the printed number of engine AZ, in inches. */
export const blastRadius = (car: CcCar): number => engineOf(car)?.n ?? 0;
export const attackActionsLeft = (w: CcTrack): number =>
  w.kind === 'weapon' ? Math.max(0, w.st - (w.actionsUsed ?? 0)) : 0;
/** Mines that may still be laid from this card now (B8.11). */
export const minesReady = (t: CcTrack): number => (t.kind === 'mines' ? t.st : 0);

export interface Derived {
  engineCapacity: number;
  immobile: boolean;
  minMove: number;
  maxMove: number;
  drift: number;
  turns: number;
  /** ST the car would generate now, before any bonus. */
  generation: number;
  maxStartST: number;
  ddPenalty: number;
  rerollsAvailable: number;
  swapsAvailable: number;
  blastRadius: number;
  carAZ: number;
}

/** Every B5 value of a car at once, for its card. */
export function derived(car: CcCar, h: CcHouseRules): Derived {
  const e = engineOf(car);
  return {
    engineCapacity: e ? e.n - e.dt : 0,
    immobile: immobile(car),
    minMove: minMove(car, h),
    maxMove: maxMove(car),
    drift: drift(car, h),
    turns: e ? turns(car, h) : 0,
    generation: symbolsShowing(car),
    maxStartST: maxStartST(car),
    ddPenalty: ddPenalty(car),
    rerollsAvailable: rerollsAvailable(car),
    swapsAvailable: swapsAvailable(car),
    blastRadius: blastRadius(car),
    carAZ: carAZ(car),
  };
}

/** B8.7: what the screen says before the move ("Move 11" to 14", drift up to 2" in total, 2 turns of up to 45°"). */
export function moveText(car: CcCar, h: CcHouseRules): string {
  const max = maxMove(car);
  if (max === 0)
    return immobile(car) ? 'No move: the engine is full of damage [CC-A28].' : 'No move: no Speed Token on the engine.';
  const dr = drift(car, h);
  const t = turns(car, h);
  return `Move ${minMove(car, h)}" to ${max}", drift up to ${dr}"${h.driftPerSide ? ' each side' : ' in total'}, ${t} turn${t === 1 ? '' : 's'} of up to 45°.`;
}

/** Inches to a whole count (CC-A21..A24): round down unless inchRounding says otherwise. */
export function inchCount(x: number, h: CcHouseRules): number {
  const r = h.inchRounding === 'ceil' ? Math.ceil(x) : h.inchRounding === 'nearest' ? Math.round(x) : Math.floor(x);
  return Math.max(0, r);
}

// ---- B6 roster validation ------------------------------------------------------------------------

/** Shape checks every card passes, catalogue or custom (B3.2, V-CC-1, V-CC-2). */
export function cardProblem(c: CardDef): string | null {
  const whole = (x: unknown, min: number, max: number) =>
    typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
  if (typeof c.id !== 'string' || !c.id) return 'A card needs an id.';
  if (typeof c.name !== 'string' || !c.name.trim() || c.name.length > 40)
    return 'A card needs a name (up to 40 letters).';
  if (!CARD_KINDS.includes(c.kind)) return `A card is one of: ${CARD_KINDS.join(', ')}.`;
  const bounds = c.kind === 'engine' ? ENGINE_AZ : c.kind === 'armour' ? ARMOUR_AZ : CUSTOM_AZ;
  if (!whole(c.n, bounds.min, bounds.max))
    return `${c.name}: ${c.kind === 'engine' ? 'an engine' : c.kind === 'armour' ? 'armour' : 'a card'} has ${bounds.min} to ${bounds.max} AZ.`;
  if (
    !Array.isArray(c.symbols) ||
    !c.symbols.every((p) => whole(p, 1, c.n)) ||
    new Set(c.symbols).size !== c.symbols.length
  )
    return `${c.name}: +ST symbols sit on AZ 1 to ${c.n}, each at most once.`;
  if (c.kind === 'engine') {
    const sp = c.speeds;
    if (!Array.isArray(sp) || sp.length !== c.n || !sp.every((v) => whole(v, 0, 99)))
      return `${c.name}: an engine prints a speed over each of its ${c.n} AZ.`;
    if (sp.some((v, i) => i > 0 && v < (sp[i - 1] as number)))
      return `${c.name}: engine speeds never go down from left to right.`;
    if (!whole(c.accel, 1, 7)) return `${c.name}: an engine's acceleration is at least 1.`;
  }
  if (c.kind === 'weapon' || c.kind === 'mines') {
    if (!whole(c.range, 0, 99) || !whole(c.blast, -20, 30) || !whole(c.damage, 0, 10) || !whole(c.shots, 1, 10))
      return `${c.name}: a weapon needs range, blast, damage and shots.`;
  }
  return null;
}

export interface RosterProblem {
  /** V-CC-1..5 */
  rule: string;
  playerId: string;
  carId?: string;
  message: string;
}

/** B6: everything that stops the roster from being locked, with the spec's words. */
export function rosterProblems(s: CcState, setup: Setup): RosterProblem[] {
  const out: RosterProblem[] = [];
  const carName = (id: string) => setup.cars.find((c) => c.id === id)?.name ?? '?';
  for (const p of setup.players) {
    const cars = Object.values(s.cars).filter((c) => c.playerId === p.id);
    if (cars.length === 0) out.push({ rule: 'V-CC-5', playerId: p.id, message: `${p.name} needs at least one car.` });
    for (const car of cars) {
      const name = carName(car.id);
      const engines = car.components.filter((t) => t.kind === 'engine');
      if (engines.length !== 1)
        out.push({
          rule: 'V-CC-1',
          playerId: p.id,
          carId: car.id,
          message: `${name} needs exactly one engine (has ${engines.length}).`,
        });
      const armour = car.components.filter((t) => t.kind === 'armour');
      if (armour.length > 1)
        out.push({
          rule: 'V-CC-2',
          playerId: p.id,
          carId: car.id,
          message: `${name} may carry one armour card (has ${armour.length}).`,
        });
      const seen = new Set<string>();
      for (const t of car.components) {
        if (t.kind === 'crew' || t.defId === REINFORCED_RAM || t.kind === 'ram') {
          const key = t.kind === 'ram' ? 'ram' : t.defId;
          if (seen.has(key))
            out.push({
              rule: 'V-CC-3',
              playerId: p.id,
              carId: car.id,
              message: `${name} may carry only one ${t.kind === 'ram' ? 'reinforced ram' : t.name}.`,
            });
          seen.add(key);
        }
        const shape = cardProblem({ ...t, id: t.defId });
        if (shape)
          out.push({
            rule: t.kind === 'engine' ? 'V-CC-1' : t.kind === 'armour' ? 'V-CC-2' : 'B3.2',
            playerId: p.id,
            carId: car.id,
            message: shape,
          });
      }
    }
    const used = cars.reduce((a, c) => a + carAZ(c), 0);
    if (used > s.buildLimit)
      out.push({ rule: 'V-CC-4', playerId: p.id, message: `${p.name} uses ${used} of ${s.buildLimit} AZ.` });
  }
  return out;
}

/** "uses X of Y AZ" for a player, problem or not (the roster screen's running total). */
export function buildUse(s: CcState, playerId: string): { used: number; limit: number } {
  return {
    used: Object.values(s.cars)
      .filter((c) => c.playerId === playerId)
      .reduce((a, c) => a + carAZ(c), 0),
    limit: s.buildLimit,
  };
}

// ---- B8.1 activation order ----------------------------------------------------------------------

export const TIE_SPEC: RollOffSpec = {
  sides: 20,
  dice: 1,
  name: 'tie roll',
  tied: 'the cars still tied for highest',
  cite: ' [CC-A01]',
};

/** The engine ST the order reads: now, or at the round's start under activationOrderFixed. */
function orderST(s: CcState, car: CcCar): number {
  return s.roundStartST?.[car.id] ?? engineOf(car)?.st ?? 0;
}

export type NextActivation =
  | { kind: 'NONE' }
  | { kind: 'CAR'; carId: string }
  /** The top is tied: `roll` are the cars with no stored D20 yet (pass 0); stored ones are in `stored`. */
  | { kind: 'TIE'; tied: string[]; roll: string[]; stored: Record<string, number> };

/** B8.1 selectNext(), before any new die: the car, or the tie to roll. */
export function nextActivation(s: CcState, setup: Setup): NextActivation {
  if (s.phase !== 'round' || s.activeCarId || s.pending.length) return { kind: 'NONE' };
  const seat = (c: CcCar) => setup.players.findIndex((p) => p.id === c.playerId);
  const c = carsInPlay(s)
    .filter((x) => !x.activated)
    .sort((a, b) => seat(a) - seat(b));
  if (c.length === 0) return { kind: 'NONE' };
  const top = Math.max(...c.map((x) => orderST(s, x)));
  const t = c.filter((x) => orderST(s, x) === top).map((x) => x.id);
  if (t.length === 1) return { kind: 'CAR', carId: t[0] as string };
  const stored: Record<string, number> = {};
  for (const id of t) if (s.tieRolls[id] !== undefined) stored[id] = s.tieRolls[id] as number;
  const roll = t.filter((id) => stored[id] === undefined);
  if (roll.length === 0) {
    const st = rollOffStatus(t, [Object.fromEntries(t.map((id) => [id, [stored[id] as number]]))], TIE_SPEC);
    if (st.done) return { kind: 'CAR', carId: st.pick };
  }
  return { kind: 'TIE', tied: t, roll, stored };
}

/**
 * Settles a tie with new dice (B8.1 step 4). `passes[0]` holds the D20s of the cars without a
 * stored roll (`tie.roll`; `{}` or absent when every tied car has one); it is merged with the
 * stored rolls. Later passes hold the cars tied again for highest, who overwrite their entries.
 * Returns the pick and the tie rolls to keep, or the cars that must roll next.
 */
export function settleTie(
  tie: Extract<NextActivation, { kind: 'TIE' }>,
  passes: readonly RollOffPass[],
): { done: true; carId: string; tieRolls: Record<string, number> } | { done: false; next: string[] } {
  const fresh = passes[0] ?? {};
  if (Object.keys(fresh).some((id) => !tie.roll.includes(id)))
    throw new RuleError(`Only cars with no tie roll yet this round roll now [CC-A01].`);
  if (tie.roll.some((id) => !fresh[id])) return { done: false, next: tie.roll };
  const first: RollOffPass = {};
  for (const id of tie.tied)
    first[id] = tie.stored[id] !== undefined ? [tie.stored[id] as number] : (fresh[id] as number[]);
  const all = [first, ...passes.slice(1)];
  for (let n = 1; n <= all.length; n++) {
    const st = rollOffStatus(tie.tied, all.slice(0, n), TIE_SPEC);
    if (st.done && n < all.length) throw new RuleError('The tie was already settled before the last roll [CC-A01].');
    if (!st.done && n === all.length) return { done: false, next: st.next };
    if (st.done) {
      const kept: Record<string, number> = {};
      for (const p of all) for (const [id, f] of Object.entries(p)) kept[id] = f[0] as number;
      return { done: true, carId: st.pick, tieRolls: kept };
    }
  }
  return { done: false, next: tie.roll };
}

// ---- B8.3 down shift ----------------------------------------------------------------------------

/** B8.3 [CC-A03]: D20s needed to remove k engine ST. */
export function downShiftDice(k: number, h: CcHouseRules): number {
  if (k <= 1) return 0;
  return h.downShiftFirstFree ? k - 1 : k;
}

// ---- B8.5 allocation ----------------------------------------------------------------------------

/** ST the car generates this activation (B8.4): visible symbols now plus the hand-entered bonus. */
export const generated = (car: CcCar, bonusST: number): number => symbolsShowing(car) + bonusST;

/** Most ST a track can take now in this allocation (A2-A4). */
export function allocationRoom(car: CcCar, t: CcTrack): number {
  if (t.kind === 'armour' || t.kind === 'ram') return 0; // A4 [CC-A13]
  const room = t.n - t.dt - t.st;
  if (t.kind === 'engine') return Math.max(0, Math.min(room, (t.accel ?? 0) - (car.act?.stAddedToEngine ?? 0)));
  return Math.max(0, room);
}

/** B8.5 constraints A1-A4: the reason the whole allocation is refused, or null. */
export function allocationProblem(car: CcCar, alloc: Readonly<Record<string, number>>, bonusST: number): string | null {
  const g = generated(car, bonusST);
  let total = 0;
  for (const [id, a] of Object.entries(alloc)) {
    const t = car.components.find((x) => x.id === id);
    if (!t) return 'That card is not on this car.';
    if (!Number.isInteger(a) || a < 0) return 'Speed Tokens are whole numbers, 0 or more.';
    total += a;
    if (a === 0) continue;
    if (t.kind === 'armour' || t.kind === 'ram')
      return `${t.name} takes no Speed Tokens: it has no action to power [CC-A13].`;
    if (t.kind === 'engine') {
      const accelLeft = (t.accel ?? 0) - (car.act?.stAddedToEngine ?? 0);
      if (a > accelLeft)
        return `The engine's acceleration allows ${accelLeft} more Speed Token${accelLeft === 1 ? '' : 's'} this activation.`;
    }
    if (t.st + a > t.n - t.dt)
      return `${t.name} has room for ${Math.max(0, t.n - t.dt - t.st)} more Speed Token${t.n - t.dt - t.st === 1 ? '' : 's'} (AZ with a Damage Token take none).`;
  }
  if (total > g) return `Only ${g} Speed Token${g === 1 ? ' was' : 's were'} generated.`;
  return null;
}

/** ST that would be lost (B8.5 `wasted`): generated minus allocated. The screen warns before Finish. */
export function unallocated(car: CcCar, alloc: Readonly<Record<string, number>>, bonusST: number): number {
  return Math.max(0, generated(car, bonusST) - Object.values(alloc).reduce((a, b) => a + b, 0));
}

/** The most ST this car could place now across all its tracks (so the screen can say "2 will be lost"). */
export function allocationCapacity(car: CcCar): number {
  return car.components.reduce((a, t) => a + allocationRoom(car, t), 0);
}

// ---- B8.9 Damage Token placement ----------------------------------------------------------------

/** B8.9: the tracks a DT may go on now: armour first, then any track with dt < n (house: one with an empty AZ if any). */
export function legalDtTracks(car: CcCar, h: CcHouseRules): CcTrack[] {
  const open = car.components.filter((t) => t.dt < t.n);
  const armour = open.filter((t) => t.kind === 'armour');
  if (armour.length) return armour;
  if (h.dtPreferEmptyAZ) {
    const empty = open.filter((t) => emptyAZ(t) > 0);
    if (empty.length) return empty;
  }
  return open;
}

/** The app's suggestion (the placer decides, B8.9): a legal track with an empty AZ and no +ST symbol showing, else the first legal one. */
export function suggestDtTrack(car: CcCar, h: CcHouseRules): CcTrack | undefined {
  const legal = legalDtTracks(car, h);
  return (
    legal.find((t) => t.kind !== 'engine' && emptyAZ(t) > 0 && visibleSymbols(t) === 0) ??
    legal.find((t) => t.kind !== 'engine' && emptyAZ(t) > 0) ??
    legal[0]
  );
}

export function placeDtProblem(s: CcState, trackId: string, h: CcHouseRules): string | null {
  const head = s.pending[0];
  if (head?.kind !== 'DT') return 'No Damage Token is waiting to be placed.';
  const car = s.cars[head.carId];
  if (!car) return 'No such car.';
  const t = car.components.find((x) => x.id === trackId);
  if (!t) return 'That card is not on the damaged car.';
  if (t.dt >= t.n) return `${t.name} is full of Damage Tokens.`;
  if (!legalDtTracks(car, h).includes(t)) {
    return car.components.some((x) => x.kind === 'armour' && x.dt < x.n)
      ? 'Armour takes Damage Tokens before any other card [CC-A10].'
      : 'Another card still has an empty AZ: Damage Tokens go there first (house rule).';
  }
  return null;
}

/** The head of the queue, if it is a DT (for the pending bar). */
export function pendingDT(s: CcState): Extract<CcPending, { kind: 'DT' }> | undefined {
  const h = s.pending[0];
  return h?.kind === 'DT' ? h : undefined;
}

// ---- B8.6 Fanatical Fixer -----------------------------------------------------------------------

export function swapProblem(
  s: CcState,
  car: CcCar,
  stTrackId: string,
  dtTrackId: string,
  h: CcHouseRules,
): string | null {
  if (s.activeCarId !== car.id || !car.act || car.act.step !== 'ACT')
    return 'Fixer swaps happen in this car’s activation, after allocation [CC-A20].';
  if (car.act.acted && !h.swapsAnyTime) return 'Fixer swaps come before moving and attacking [CC-A20].';
  if (swapsAvailable(car) < 1) return 'No Fanatical Fixer swap is left (one per Speed Token on the Fixer).';
  if (stTrackId === dtTrackId) return 'A swap on one card changes nothing: pick two different cards.';
  const a = car.components.find((t) => t.id === stTrackId);
  const b = car.components.find((t) => t.id === dtTrackId);
  if (!a || !b) return 'Both cards must be on this car.';
  if (a.defId === FANATICAL_FIXER || b.defId === FANATICAL_FIXER)
    return 'The Fixer cannot swap its own tokens [CC-A20].';
  if (a.st < 1) return `${a.name} has no Speed Token to swap.`;
  if (b.dt < 1) return `${b.name} has no Damage Token to swap.`;
  if (b.kind === 'armour' || b.kind === 'ram') return `${b.name} cannot hold a Speed Token [CC-A13].`;
  if (b.kind === 'engine' && h.swapsCountTowardAccel && (car.act.stAddedToEngine ?? 0) >= (b.accel ?? 0))
    return 'The engine’s acceleration is used up (house rule: swaps count).';
  return null;
}

// ---- B8.8 attacks -------------------------------------------------------------------------------

/** Final faces after re-rolls, in order (CC-A18: the same die may be re-rolled again). */
export function rerolled(dice: readonly number[], rerolls: readonly Reroll[]): number[] {
  const out = [...dice];
  for (const r of rerolls) out[r.index] = r.face;
  return out;
}

export type ShotResult = 'CRACK' | 'CRAP' | 'HIT' | 'MISS';

/** B8.8 step 6: crack shot, crap shot, or the total against 10. */
export function judge(face: number, mod: number): ShotResult {
  if (face === 20) return 'CRACK';
  if (face === 1) return 'CRAP';
  return face + mod >= TARGET ? 'HIT' : 'MISS';
}

export const isHit = (r: ShotResult): boolean => r === 'CRACK' || r === 'HIT';

/**
 * B8.8 step 5 [CC-A17][CC-A19]: blast − target's current minimum speed − the Dangerous Driver
 * penalty of an enemy attack (house: every enemy DD car counts, whatever the target).
 */
export function attackModifier(
  s: CcState,
  attackerPlayerId: string,
  target: CcCar,
  blast: number,
  h: CcHouseRules,
): { mod: number; minMove: number; dd: number } {
  const min = minMove(target, h);
  let dd = 0;
  if (h.dangerousDriverAllEnemyAttacks)
    dd = carsInPlay(s)
      .filter((c) => c.playerId !== attackerPlayerId)
      .reduce((a, c) => a + ddPenalty(c), 0);
  else if (target.playerId !== attackerPlayerId) dd = ddPenalty(target);
  return { mod: blast - min - dd, minMove: min, dd };
}

/** Why this weapon cannot attack now (B8.8 inputs), or null. */
export function attackProblem(s: CcState, weaponId: string): string | null {
  if (s.phase !== 'round') return 'Attacks happen during a round.';
  if (s.pending.length) return 'Finish what is waiting first.';
  const f = findTrack(s, weaponId);
  if (!f) return 'No such weapon.';
  if (s.activeCarId !== f.car.id || !f.car.act || f.car.act.step !== 'ACT')
    return 'A car attacks in its own activation, after allocating.';
  if (f.track.kind !== 'weapon')
    return `${f.track.name} is not a weapon${f.track.kind === 'mines' ? ': mines are laid during the move' : f.track.kind === 'ram' ? ': the ram attacks when the move ends in contact' : ''}.`;
  if (attackActionsLeft(f.track) < 1)
    return `${f.track.name} has no Speed Token left for an attack (one attack per Speed Token) [CC-A16].`;
  return null;
}

export function targetProblem(s: CcState, attacker: CcCar, targetId: string): string | null {
  const t = s.cars[targetId];
  if (!t || !inPlay(t)) return 'Pick a car still in play.';
  if (t.id === attacker.id) return 'A car does not attack itself.';
  return null;
}

export function rerollsProblem(dice: readonly number[], rerolls: readonly Reroll[], available: number): string | null {
  if (rerolls.length > available)
    return `Only ${available} Gutsy Gunner re-roll${available === 1 ? ' is' : 's are'} left [CC-A18].`;
  for (const r of rerolls) {
    if (!Number.isInteger(r.index) || r.index < 0 || r.index >= dice.length)
      return 'A re-roll names a die that was not rolled.';
    if (!Number.isInteger(r.face) || r.face < 1 || r.face > 20) return 'A D20 shows 1 to 20.';
  }
  return null;
}

// ---- B8.11 mines --------------------------------------------------------------------------------

export function mineProblem(s: CcState, mineId: string, carId: string, h: CcHouseRules): string | null {
  if (s.phase !== 'round') return 'Mines go off during a round.';
  if (s.pending.length) return 'Finish what is waiting first.';
  const m = s.mines.find((x) => x.id === mineId);
  if (!m) return 'That mine is no longer on the table.';
  const car = s.cars[carId];
  if (!car || !inPlay(car)) return 'Pick a car still in play.';
  if (car.id === m.ownerCarId && (h.minesSelfTrigger === 'never' || !m.armedForOwnerCar)) {
    return h.minesSelfTrigger === 'never'
      ? 'A car never sets off its own mines (house rule).'
      : 'A car cannot set off a mine it laid until that activation ends [CC-A26].';
  }
  return null;
}

// ---- B8.7 movement ------------------------------------------------------------------------------

/** Why the active car's move cannot take another event now, or null. */
export function moveProblem(s: CcState, car: CcCar | undefined): string | null {
  if (!car || s.activeCarId !== car.id || !car.act) return 'Only the active car moves.';
  if (car.act.step !== 'ACT') return 'Allocate the Speed Tokens before moving.';
  if (s.pending.length) return 'Finish what is waiting first.';
  if (car.act.move === 'DONE') return 'This car has finished its move.';
  return null;
}

/** B8.7.2 step 3 [CC-A11]: the opponent who places the braking DT by default. */
export function brakingOpponent(s: CcState, setup: Setup, ownerId: string): string | undefined {
  const ids = setup.players.map((p) => p.id);
  const i = ids.indexOf(ownerId);
  const inGame = playersInPlay(s, setup);
  for (let k = 1; k < ids.length; k++) {
    const id = ids[(i + k) % ids.length] as string;
    if (inGame.includes(id)) return id;
  }
  return ids.find((id) => id !== ownerId);
}

/** B8.2 step 8: why the activation cannot end yet, or null. */
export function endActivationProblem(s: CcState, car: CcCar | undefined): string | null {
  if (!car || s.activeCarId !== car.id || !car.act) return 'No car is activating.';
  if (s.pending.length) return 'Finish what is waiting first.';
  if (car.act.step !== 'ACT') return 'Allocate the Speed Tokens first (allocate none to skip).';
  if (car.act.move !== 'DONE' && maxMove(car) > 0) return 'The move is mandatory: report how it ended [CC-A15].';
  return null;
}

/** The result as the table's banner says it [CC-A32]; `player` names a player id. */
export function resultText(result: CcResult, player: (id: string) => string): string {
  const who = result.winnerIds.length
    ? `${result.winnerIds.map(player).join(' and ')} ${result.winnerIds.length > 1 ? 'win' : 'wins'}`
    : 'A draw';
  return `${who}${result.by === 'RULE' ? ': the last player with cars in play.' : ', by agreement.'}`;
}
