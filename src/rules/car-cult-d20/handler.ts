// The shape of one Car Cult D20 command, as in Road Wolf (road-wolf/handler.ts): its reducer and
// its log line side by side in the file of its rule section; commands.ts joins the tables.

import { type Names, names } from '../core/guards';
import type { LogAt } from '../core/log-row';
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
  /** One log line, actor first (issue 30), from the command and, when known, who acted and the states around it. */
  describe(p: Payload, n: LogNames, at: LogAt<CcState>): string;
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

/**
 * Damage Tokens a command put on a car or left waiting for their placer, from the states around
 * it (issue 30: "Hammer's Cannon attacks Brick: 2 hits"); null when the states are not known.
 */
export function newDamageTokens(at: LogAt<CcState>, carId: unknown): number | null {
  if (!at.before || !at.after) return null;
  const count = (s: CcState) =>
    s.pending.filter((x) => x.kind === 'DT' && x.carId === carId).length +
    (typeof carId === 'string' && s.cars[carId] ? s.cars[carId].components.reduce((n, t) => n + t.dt, 0) : 0);
  return Math.max(0, count(at.after) - count(at.before));
}
