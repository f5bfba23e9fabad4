// Guided rolls of the road turn and road cards (issue 13), on the same sheet as every other roll:
// a drifting object's ram with its sideways D6 (B11.1 step 2, R-15, R-16) and a vehicle meeting
// a road card (B11.2, R-20). They only gather the table's facts and dice: the reducer decides,
// through rwKit.preview, so the result shown is the result applied.
// They live in the rules beside procedures.ts (issue 13 follow-up): pure, tested with fixed dice.

import { faces, str } from '../core/answers';
import { describeContest } from '../core/contest';
import { carName as nameOfCar } from '../core/guards';
import { type Answers, applyDefaults, type Question } from '../core/procedure';
import type { RwState, RwVehicle } from './model';
import { contest } from './pools';
import {
  type PoolSpec,
  poolWithReroll,
  type RwCtx,
  type RwProcedure,
  ramDefencePool,
  readPool,
  rwKit,
} from './procedures';
import { roadCardRow, sideways } from './road-deck';
import { cardContactProblem, roadTurnOf } from './road-turn';
import { allVehicles, offRoadExempt, onBoard, stats } from './rules';

const carName = (ctx: RwCtx, id: string) => nameOfCar(ctx.setup, id);

/**
 * R-15: what an object's ram (a drifting wreck, a Debris or Wreck card) does, effect first: a win
 * with overkill is damage, a win without is the vehicle's wipeout check; an object that loses or
 * ties does nothing (it never takes damage or checks) — as ramContest applies it.
 */
function objectRamSummary(winner: string, overkill: number, obj: string, n: string): string {
  if (winner === 'TIE') return 'No winner: nothing happens';
  if (winner !== 'ATTACKER') return `${n} holds: nothing happens`;
  return overkill >= 1 ? `${obj} wins: ${n} takes ${overkill} damage` : `${obj} wins: ${n} makes a wipeout check`;
}

/** Drops a "Next: X makes a wipeout check." line that only repeats the summary above it. */
function saidOnce(out: ReturnType<typeof rwKit.preview>): ReturnType<typeof rwKit.preview> {
  if ('error' in out) return out;
  return {
    ...out,
    reasons: out.reasons.filter((r) => !(r.startsWith('Next: ') && out.summary.includes(r.slice(6, -1)))),
  };
}

/** The vehicle a drifting object (not a card) could ram now, with the object's id. */
function driftingCar(s: RwState): RwVehicle | null {
  const ref = roadTurnOf(s).drifting?.ref ?? '';
  return ref.startsWith('car:') ? (s.vehicles[ref.slice(4)] ?? null) : null;
}

/** Vehicles a drifting object may hit: on the board, not wrecks, not itself. */
export function objectRamTargets(s: RwState): string[] {
  const obj = driftingCar(s);
  return allVehicles(s)
    .filter((v) => onBoard(s, v) && !v.destroyed && v.id !== obj?.id)
    .map((v) => v.id);
}

/** B11.1 step 2: the drifting wreck, immobilized or abandoned vehicle rams; then the D6 says which way it slides. */
export const objectRamProcedure: RwProcedure = rwKit.define({
  id: 'rw.objectRam',
  title: 'A drifting object rams',
  ask(s, ctx, a) {
    const obj = driftingCar(s);
    if (!obj || s.pending.length) return [];
    const qs: Question[] = [
      {
        kind: 'car',
        id: 'other',
        label: `Which vehicle did ${carName(ctx, obj.id)} drift into?`,
        carIds: objectRamTargets(s),
      },
    ];
    const other = str(a, 'other');
    const def = other ? s.vehicles[other] : undefined;
    if (!def) return qs;
    const att: PoolSpec = {
      id: 'att',
      label: `${carName(ctx, obj.id)} (object, size ${stats(s, obj).size})`,
      count: stats(s, obj).size,
      roller: 'anyone',
      canReroll: false,
    };
    qs.push(...poolWithReroll(att, a), ...poolWithReroll(ramDefencePool(s, ctx, def), a));
    qs.push({
      kind: 'dice',
      id: 'side',
      label: 'Which way it slides: 1-3 left, 4-6 right',
      count: 1,
      sides: 6,
      roller: 'anyone',
    });
    return qs;
  },
  resolve(s, ctx, a0) {
    const obj = driftingCar(s);
    if (!obj) return { error: 'Start a wreck’s, immobilized or abandoned vehicle’s drift first.' };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const def = s.vehicles[str(a, 'other') as string] as RwVehicle;
    const size = stats(s, obj).size;
    const att = readPool({ id: 'att', label: '', count: size, roller: '', canReroll: false }, a)!;
    const dp = ramDefencePool(s, ctx, def);
    const df = readPool(dp, a)!;
    const face = faces(a, 'side')?.[0] as number;
    const c = contest(att.final, df.final);
    const side = sideways(face) === 'LEFT' ? 'left' : 'right';
    const payload = {
      defenderId: def.id,
      attack: att.rolled,
      defence: df.rolled,
      ...(df.reroll ? { defenceReroll: df.reroll } : {}),
      side: face,
      sideways: sideways(face),
      result: { winner: c.winner, overkill: c.overkill },
    };
    const reasons = [
      `${carName(ctx, obj.id)} drifts as an object: ${size} ${size === 1 ? 'die' : 'dice'} (its size), no reroll, never a wipeout [R-15]; ${carName(ctx, def.id)} defends with ${dp.count} (hits left).`,
      `${describeContest(c.raw, carName(ctx, obj.id), carName(ctx, def.id))}.`,
      `On the table: slide ${carName(ctx, obj.id)} to the ${side} (D6 ${face}) just clear of ${carName(ctx, def.id)}, then move it on for the rest of its 2 sticks [R-16].`,
    ];
    return saidOnce(
      rwKit.preview(
        s,
        ctx,
        { type: 'rw.objectRam', payload },
        `${objectRamSummary(c.winner, c.overkill, carName(ctx, obj.id), carName(ctx, def.id))}; ${carName(ctx, obj.id)} slides ${side}`,
        reasons,
      ),
    );
  },
});

/** B11.2 [R-20]: a vehicle meets a road card (its own move or skid, or the card drifting into it). Initial answers: card, car. */
export const cardContactProcedure: RwProcedure = rwKit.define({
  id: 'rw.cardContact',
  title: 'A road card',
  ask(s, ctx, a) {
    const card = s.road?.inPlay.find((c) => c.id === str(a, 'card'));
    const car = s.vehicles[str(a, 'car') ?? ''];
    if (!card || !car) return [];
    const n = carName(ctx, car.id);
    const row = roadCardRow(card.kind);
    if (row.ramSize !== null) {
      const att: PoolSpec = {
        id: 'att',
        label: `${row.name} card (size ${row.ramSize})`,
        count: row.ramSize,
        roller: 'anyone',
        canReroll: false,
      };
      return [...poolWithReroll(att, a), ...poolWithReroll(ramDefencePool(s, ctx, car), a)];
    }
    if (card.kind === 'BRIDGE' || card.kind === 'TUNNEL') {
      return [
        {
          kind: 'yesno',
          id: 'over',
          label:
            card.kind === 'BRIDGE' ? `Did ${n} cross over the Bridge card?` : `Did ${n} go through the Tunnel card?`,
          help: 'No: it went past beside the card.',
        },
      ];
    }
    return [];
  },
  resolve(s, ctx, a0) {
    const card = s.road?.inPlay.find((c) => c.id === str(a0, 'card'));
    const car = s.vehicles[str(a0, 'car') ?? ''];
    if (!card || !car) return { error: 'Pick the card and the vehicle.' };
    const problem = cardContactProblem(s, card.id, car.id);
    if (problem) return { error: problem };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const row = roadCardRow(card.kind);
    const n = carName(ctx, car.id);
    const base = { cardId: card.id, carId: car.id, kind: card.kind };
    if (row.ramSize !== null) {
      const att = readPool({ id: 'att', label: '', count: row.ramSize, roller: '', canReroll: false }, a)!;
      const dp = ramDefencePool(s, ctx, car);
      const df = readPool(dp, a)!;
      const c = contest(att.final, df.final);
      const payload = {
        ...base,
        attack: att.rolled,
        defence: df.rolled,
        ...(df.reroll ? { defenceReroll: df.reroll } : {}),
        result: { winner: c.winner, overkill: c.overkill },
      };
      const reasons = [
        `The ${row.name} card rams as a size-${row.ramSize} object: ${row.ramSize} ${row.ramSize === 1 ? 'die' : 'dice'}, no reroll [R-15]; ${n} defends with ${dp.count}.`,
        `${describeContest(c.raw, `the ${row.name} card`, n)}.`,
        'On the table: the card stays where it is.',
      ];
      return saidOnce(
        rwKit.preview(
          s,
          ctx,
          { type: 'rw.cardContact', payload },
          objectRamSummary(c.winner, c.overkill, `The ${row.name} card`, n),
          reasons,
        ),
      );
    }
    if (card.kind === 'BRIDGE' || card.kind === 'TUNNEL') {
      const over = a.over === true;
      // B12.7 Bridge Out: over a Bridge, a Cop is destroyed; the summary is read from what the rules did.
      const bridgeOut = over && card.kind === 'BRIDGE' && s.mission === 'CHASE';
      const past =
        card.kind === 'BRIDGE' ? 'past the Bridge instead of over it' : 'past the Tunnel instead of through it';
      const reasons = over
        ? [
            bridgeOut
              ? 'Bridge Out (Chase): a Runner crosses unharmed; a Cop that drives over it is destroyed.'
              : `${n} went ${card.kind === 'BRIDGE' ? 'over the Bridge' : 'through the Tunnel'}: nothing happens.`,
          ]
        : [`${n} went ${past}.`];
      const summary = (changes: string[]) =>
        over
          ? (changes.find((c) => !c.startsWith('On the table') && !c.startsWith('Next')) ??
            `${row.name}: nothing happens`)
          : card.kind === 'BRIDGE'
            ? `${n} makes a wipeout check`
            : `${n} takes 1 damage and is immobilized`;
      return saidOnce(rwKit.preview(s, ctx, { type: 'rw.cardContact', payload: { ...base, over } }, summary, reasons));
    }
    const exempt = card.kind === 'SLIDE' && offRoadExempt(s, car);
    // The effect is said once, in the summary; the reasons say why (the touch) and what else holds.
    const slide = card.kind === 'SLIDE';
    const reasons = [
      `${n} touched the ${row.name} card${slide ? ': it counts as off-road' : ''}.`,
      ...(exempt ? [`${n} is a Dirt vehicle: off-road needs no check.`] : []),
      ...(slide ? ['No Nitro while it touches the card.'] : []),
    ];
    return saidOnce(
      rwKit.preview(
        s,
        ctx,
        { type: 'rw.cardContact', payload: base },
        exempt ? `${n}: no wipeout check (a Dirt vehicle)` : `${n} makes a wipeout check`,
        reasons,
      ),
    );
  },
});

export const ROAD_PROCEDURES = { objectRam: objectRamProcedure, cardContact: cardContactProcedure } as const;

/**
 * R-20: the card-contact sheet's title names the card once the answers say which ("The Slick
 * card"); without a card in play it keeps the generic title. Procedure titles are plain strings,
 * so the sheet's opener puts this one in ({ ...cardContactProcedure, title }), as it does for the
 * replacement Cop and Supplies sheets.
 */
export function cardContactTitle(s: RwState, a: Answers): string {
  const card = s.road?.inPlay.find((c) => c.id === str(a, 'card'));
  return card ? `The ${roadCardRow(card.kind).name} card` : cardContactProcedure.title;
}

/**
 * R-21 with more than one Supplies card in play: the rules need to know which card was used
 * (useSuppliesCard); the shared Supplies sheet does not ask, so this wraps it with that one
 * question and adds `cardId` to its command. One card (or none set up): the sheet as it is.
 */
export function withSuppliesCard(base: RwProcedure): RwProcedure {
  const many = (s: RwState) => s.road?.inPlay.filter((c) => c.kind === 'SUPPLIES') ?? [];
  return {
    ...base,
    ask(s, ctx, a) {
      const qs = base.ask(s, ctx, a);
      const cards = many(s);
      if (cards.length < 2) return qs;
      return [
        ...qs,
        {
          kind: 'choice',
          id: 'card',
          label: 'Which Supplies card?',
          options: cards.map((c, i) => ({ value: c.id, label: `Supplies ${i + 1} (road turn ${c.drawnTurn})` })),
        },
      ];
    },
    resolve(s, ctx, a) {
      const cards = many(s);
      if (cards.length < 2) return base.resolve(s, ctx, a);
      const card = str(a, 'card');
      if (!card) return { error: 'Still needed: Which Supplies card?' };
      const out = base.resolve(s, ctx, a);
      if ('error' in out) return out;
      const payload = { ...(out.command.payload as Record<string, unknown>), cardId: card };
      return rwKit.preview(s, ctx, { ...out.command, payload }, out.summary, [
        'Supplies cost 1 action.',
        'On the table: take that Supplies card away.',
      ]);
    },
  };
}
