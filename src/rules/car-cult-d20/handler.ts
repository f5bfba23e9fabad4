// The shape of one Car Cult D20 command, as in Road Wolf (road-wolf/handler.ts): its reducer and
// its log line side by side in the file of its rule section; commands.ts joins the tables.

import { type Names, names } from '../core/guards';
import { RuleError, type Setup } from '../core/model';
import type { EndsTrack } from '../core/track';
import { type CcHouseRules, cardDef } from './data';
import type { CcCar, CcState, CcTrack } from './model';

export type Payload = Record<string, unknown>;

export interface Ctx {
  setup: Setup;
  h: CcHouseRules;
  /** The state before the command (read rules from it; write only to the draft). */
  before: CcState;
}

export interface Handler {
  /** Applies the command to `d`, a draft copy (core/draft.ts); throws a RuleError to refuse. */
  reduce(d: CcState, p: Payload, ctx: Ctx): void;
  /** One log line from the command alone. */
  describe(p: Payload, n: LogNames): string;
  /** Its short form for the Undo button (RuleSystem.describeShort), where the log line is a list. */
  short?(p: Payload, n: LogNames): string;
}

export type HandlerTable = Readonly<Record<`cc.${string}`, Handler>>;

export interface LogNames extends Names {
  /** "Blue Bolt's Cannon" from a track id `${carId}/${k}/${defId}` (the payload alone names no card). */
  track(id: unknown): string;
  /** The same, in two parts: { car: "Blue Bolt", card: "Cannon" }. */
  trackParts(id: unknown): { car: string; card: string };
}

export function logNames(setup: Setup): LogNames {
  const n = names(setup);
  const trackParts = (id: unknown) => {
    const m = typeof id === 'string' ? /^(.+?)\/(\d+)\/(.+)$/.exec(id) : null;
    if (!m) return { car: '?', card: '?' };
    const def = m[3] as string;
    return { car: n.car(m[1]), card: cardDef(def)?.name ?? (def.startsWith('custom:') ? def.slice(7) : def) };
  };
  return {
    ...n,
    trackParts,
    track(id) {
      const p = trackParts(id);
      return p.car === '?' && p.card === '?' ? '?' : `${p.car}'s ${p.card}`;
    },
  };
}

export { inPhase, need } from '../core/guards';

export function carOf(d: CcState, id: unknown, what = 'car'): CcCar {
  const c = typeof id === 'string' && Object.hasOwn(d.cars, id) ? d.cars[id] : undefined;
  if (!c) throw new RuleError(`No such ${what}.`);
  return c;
}

export function trackOn(car: CcCar, id: unknown): CcTrack {
  const t = car.components.find((x) => x.id === id);
  if (!t) throw new RuleError('That card is not on this car.');
  return t;
}

/** The active car, or a refusal. */
export function activeCar(d: CcState): CcCar {
  const c = d.activeCarId ? d.cars[d.activeCarId] : undefined;
  if (!c?.act) throw new RuleError('No car is activating.');
  return c;
}

export { plural } from '../core/words';

/** Writes core/track counts back onto a card (start = ST, end = DT). */
export function setCounts(t: CcTrack, e: EndsTrack): void {
  t.st = e.start;
  t.dt = e.end;
}
