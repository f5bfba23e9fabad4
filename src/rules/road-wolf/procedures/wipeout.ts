import { faces, str } from '../../core/answers';
import { describeContest } from '../../core/contest';
import { applyDefaults, type Question } from '../../core/procedure';
import { ROAD_DICE, skidClock, wipeoutRow } from '../data';
import type { RwVehicle } from '../model';
import { contest } from '../pools';
import { rerollOffered, suggestedRoadPlayer, wipeoutDice } from '../rules';

import { carName, ownerName, ownerSeat, playerName } from './ctx';
import { contestQuestions, missing, type PoolSpec, preview, readPool, rerollPayload, rwKit } from './kit';

// ---- wipeout check (B9) ------------------------------------------------------------------------

export const wipeoutProcedure = rwKit.define({
  id: 'rw.wipeout',
  title: 'Wipeout check',
  ask(s, ctx, a) {
    const top = s.pending[0];
    if (top?.kind !== 'WIPEOUT') return [];
    const v = s.vehicles[top.carId] as RwVehicle;
    const opponents = s.seatOrder.filter(
      (p) => !s.sides.find((t) => t.players.includes(p))?.players.includes(v.controllerId),
    );
    const suggested = suggestedRoadPlayer(s, v.id);
    const road = str(a, 'roadPlayer') ?? suggested;
    const qs: Question[] = [
      {
        kind: 'choice',
        id: 'roadPlayer',
        label: 'Who plays the Road?',
        options: opponents.map((p) => ({ value: p, label: playerName(ctx, p) })),
        ...(suggested ? { default: suggested } : {}),
      },
    ];
    const veh: PoolSpec = {
      id: 'veh',
      label: `${carName(ctx, v.id)} holds on`,
      count: wipeoutDice(s, v),
      roller: ownerName(s, ctx, v.id),
      player: ownerSeat(s, ctx, v.id),
      canReroll: rerollOffered(s, v, 'DEFENCE'),
    };
    const rd: PoolSpec = {
      id: 'road',
      label: 'The Road',
      count: top.roadDice,
      roller: road ? playerName(ctx, road) : 'an opponent',
      player: road ?? undefined,
      canReroll: false,
    };
    qs.push(...contestQuestions(veh, rd, a));
    const vf = readPool(veh, a);
    const rf = readPool(rd, a);
    if (vf && rf && contest(vf.final, rf.final).winner === 'DEFENDER') {
      qs.push({
        kind: 'dice',
        id: 'skid',
        label: 'Skid direction (doubled for the clock)',
        count: 1,
        sides: 6,
        roller: ownerName(s, ctx, v.id),
        player: ownerSeat(s, ctx, v.id),
      });
      if (s.house.skidReroll && rerollOffered(s, v, 'ATTACK') && faces(a, 'skid')) {
        qs.push({
          kind: 'choice',
          id: 'skid.reroll',
          label: 'Veteran: reroll the skid direction?',
          options: [
            { value: 'no', label: 'Keep it' },
            { value: 'yes', label: 'Reroll' },
          ],
          default: 'no',
          ...(ownerSeat(s, ctx, v.id) ? { player: ownerSeat(s, ctx, v.id) } : {}),
        });
        if (str(a, 'skid.reroll') === 'yes')
          qs.push({
            kind: 'dice',
            id: 'skid.new',
            label: 'New skid direction',
            count: 1,
            sides: 6,
            roller: ownerName(s, ctx, v.id),
            player: ownerSeat(s, ctx, v.id),
          });
      }
    }
    return qs;
  },
  resolve(s, ctx, a0) {
    const top = s.pending[0];
    if (top?.kind !== 'WIPEOUT') return { error: 'No wipeout check is due.' };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const v = s.vehicles[top.carId] as RwVehicle;
    const veh = readPool(
      { id: 'veh', label: '', count: wipeoutDice(s, v), roller: '', canReroll: rerollOffered(s, v, 'DEFENCE') },
      a,
    )!;
    const road = faces(a, 'road') ?? [];
    const c = contest(veh.final, road);
    const row = c.winner === 'DEFENDER' ? wipeoutRow(c.overkill) : null;
    const skid = faces(a, 'skid')?.[0];
    const skidNew = str(a, 'skid.reroll') === 'yes' ? faces(a, 'skid.new')?.[0] : undefined;
    const payload = {
      carId: v.id,
      vehicle: veh.rolled,
      ...rerollPayload('vehicle', veh),
      road,
      ...(str(a, 'roadPlayer') ? { roadPlayerId: str(a, 'roadPlayer') } : {}),
      ...(row && skid !== undefined ? { skid } : {}),
      ...(row && skidNew !== undefined ? { skidReroll: skidNew } : {}),
      result: row ? row.result : 'PASSED',
    };
    const reasons = [
      `${carName(ctx, v.id)} rolls ${veh.final.length} (hits left, at least 1); the Road rolls ${ROAD_DICE}.`,
      `${describeContest(c.raw, carName(ctx, v.id), 'the Road')}.`,
    ];
    if (row) reasons.push(`Road overkill ${c.overkill}: ${row.name}. ${row.effect}`);
    const summary = row
      ? `${row.name}${skid !== undefined ? ` toward ${skidClock(skidNew ?? skid)} o’clock` : ''}`
      : 'Holds the road';
    return preview(s, ctx, { type: 'rw.wipeout', payload }, summary, reasons);
  },
});
