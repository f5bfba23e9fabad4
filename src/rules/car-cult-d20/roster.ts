// Before the game (B6, B7): cards onto cars, the build limit, the lock (V-CC-1..5), each car's
// starting engine ST (CC-A14), and the first round.

import { int, record, str } from '../core/check';
import { RuleError } from '../core/model';
import { startRound } from './damage';
import { type CardDef, type CardKind, cardDef } from './data';
import { carOf, type HandlerTable, inPhase, plural } from './handler';
import type { CcTrack } from './model';
import { cardProblem, engineOf, maxStartST, rosterProblems } from './rules';

/** A custom card from a payload (B3.2 shape, CC-A31); every field checked by cardProblem. */
export function customCard(x: unknown): CardDef {
  const r = record(x, 'card');
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const nums = (v: unknown) => (Array.isArray(v) ? v.map((y) => (typeof y === 'number' ? y : NaN)) : undefined);
  const card: CardDef = {
    id: `custom:${str(r.id, 'The card id', 40)}`,
    kind: str(r.kind, 'The card kind', 10) as CardKind,
    name: typeof r.name === 'string' ? r.name : '',
    n: num(r.n) ?? NaN,
    symbols: nums(r.symbols) ?? [],
  };
  const speeds = nums(r.speeds);
  if (speeds) card.speeds = speeds;
  for (const k of ['accel', 'range', 'blast', 'shots'] as const) if (num(r[k]) !== undefined) card[k] = num(r[k]);
  if (num(r.damage) !== undefined) card.damage = num(r.damage);
  const p = cardProblem(card);
  if (p) throw new RuleError(p);
  return card;
}

export function trackFrom(card: CardDef, id: string): CcTrack {
  const t: CcTrack = {
    id,
    defId: card.id,
    kind: card.kind,
    name: card.name,
    n: card.n,
    symbols: [...card.symbols],
    st: 0,
    dt: 0,
  };
  if (card.speeds) t.speeds = [...card.speeds];
  if (card.accel !== undefined) t.accel = card.accel;
  if (card.range !== undefined) t.range = card.range;
  if (card.blast !== undefined) t.blast = card.blast;
  if (card.damage !== undefined) t.damage = card.damage;
  if (card.shots !== undefined) t.shots = card.shots;
  if (card.kind === 'weapon') t.actionsUsed = 0;
  return t;
}

export const ROSTER: HandlerTable = {
  'cc.config': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Changing the build limit');
      d.buildLimit = int(p.buildLimit, 4, 200, 'The build limit');
    },
    describe: (p) => `Build limit ${String(p.buildLimit)} AZ per player`,
  },
  'cc.addCard': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Adding a card');
      const car = carOf(d, p.carId);
      const card = p.card !== undefined ? customCard(p.card) : cardDef(str(p.defId, 'The card'));
      if (!card) throw new RuleError('No such card.');
      d.nextId += 1;
      car.components.push(trackFrom(card, `${car.id}/${d.nextId}/${card.id}`));
    },
    describe: (p, n) =>
      `${n.car(p.carId)}: add ${p.card && typeof p.card === 'object' ? `custom card ${String((p.card as Record<string, unknown>).name ?? '')}` : (cardDef(String(p.defId))?.name ?? '?')}`,
  },
  'cc.removeCard': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Removing a card');
      const car = carOf(d, p.carId);
      const i = car.components.findIndex((t) => t.id === p.trackId);
      if (i < 0) throw new RuleError('That card is not on this car.');
      car.components.splice(i, 1);
    },
    describe: (p, n) => `${n.car(p.carId)}: remove ${n.track(p.trackId)}`,
  },
  'cc.lockRoster': {
    reduce(d, _p, ctx) {
      inPhase(d, 'roster', 'Locking the roster');
      const problems = rosterProblems(d, ctx.setup);
      if (problems.length) throw new RuleError(problems.map((x) => x.message).join(' '));
      d.phase = 'setup';
    },
    describe: () => 'Roster locked',
  },
  'cc.startST': {
    reduce(d, p) {
      inPhase(d, 'setup', 'Choosing starting Speed Tokens');
      const car = carOf(d, p.carId);
      const e = engineOf(car) as CcTrack;
      // CC-A14: 0..min(engine AZ, every +ST symbol on the car); acceleration does not apply.
      e.st = int(p.st, 0, maxStartST(car), `${e.name} starting Speed Tokens`);
    },
    describe: (p, n) => `${n.car(p.carId)} starts with ${plural(Number(p.st), 'engine Speed Token')}`,
  },
  'cc.start': {
    reduce(d, _p, ctx) {
      inPhase(d, 'setup', 'Starting the game');
      d.phase = 'round';
      d.round = 0;
      startRound(d, ctx);
    },
    describe: () => 'Round 1 begins: place the models',
  },
};
