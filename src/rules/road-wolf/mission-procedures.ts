// Mission sheets that need the table's answers (B12, issue 13): the Wages of Fear's blast (a
// guided ram per vehicle within a stick, R-43), the Chase's replacement Cop car (B12.7, R-37),
// opened from its player's private panel since its extra token is face down (issue 9), and
// Derailed's fight aboard the train and the train hitting a vehicle (B12.10, R-45, R-47). Pure:
// the missions decide (missions/*.ts); these ask and preview through the reducer, and take the
// dice faces as answers (rolled or typed by the table), never rolling themselves.
import { faces, str } from '../core/answers';
import { describeContest } from '../core/contest';
import { carName as nameOfCar, playerName as nameOfPlayer } from '../core/guards';
import { applyDefaults, type Question } from '../core/procedure';
import {
  clockWords,
  skidClock,
  type TokenKind,
  tokenRow,
  VEHICLE_TYPES,
  type VehicleTypeId,
  vehicleType,
  WEAPON_DICE,
} from './data';
import {
  BLAST_DICE,
  blastProblem,
  COP_TOKEN_RANKS,
  crewGroup,
  groupsIn,
  isTrainCar,
  replacementProblem,
  replacementsDue,
  stash,
  TRAIN_CAR_NAME,
  TRAIN_RAM_DICE,
  TRAIN_REACH,
  type TrainCar,
} from './missions';
import type { RwState } from './model';
import { contest } from './pools';
import { poolWithReroll, type RwProcedure, ramDefencePool, readPool, rwKit } from './procedures';
import { allVehicles, meleeAttackDice, sideOf } from './rules';

// ---- B12.8 the blast ------------------------------------------------------------------------------

/** Vehicles the blast may still catch (the table says which are within a stick). */
export const blastTargets = (s: RwState): string[] =>
  allVehicles(s)
    .filter((v) => blastProblem(s, v.id) === null)
    .map((v) => v.id);

/** R-43: the blast rams one vehicle with 6 dice, no reroll; a truck it damages explodes in turn. Initial answer: other. */
export const blastProcedure: RwProcedure = rwKit.define({
  id: 'rw.blast',
  title: 'The blast',
  ask(s, ctx, a) {
    const top = s.pending[0];
    if (top?.kind !== 'BLAST') return [];
    const qs: Question[] = [
      { kind: 'car', id: 'other', label: 'Which vehicle is within a stick of it?', carIds: blastTargets(s) },
    ];
    const def = s.vehicles[str(a, 'other') ?? ''];
    if (!def) return qs;
    qs.push({
      kind: 'dice',
      id: 'att',
      label: `The blast (${BLAST_DICE} dice)`,
      count: BLAST_DICE,
      sides: 6,
      roller: 'anyone',
    });
    qs.push(...poolWithReroll(ramDefencePool(s, ctx, def), a));
    return qs;
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const def = s.vehicles[str(a, 'other') ?? ''];
    if (!def) return { error: 'Pick the vehicle the blast reaches.' };
    const att = faces(a, 'att') ?? [];
    const { rolled, reroll, final } = readPool(ramDefencePool(s, ctx, def), a)!;
    const c = contest(att, final);
    const n = nameOfCar(ctx.setup, def.id);
    const payload = {
      defenderId: def.id,
      attack: att,
      defence: rolled,
      ...(reroll ? { defenceReroll: reroll } : {}),
      result: { winner: c.winner, overkill: c.overkill },
    };
    const summary =
      c.winner === 'TIE'
        ? 'No winner: nothing happens'
        : c.winner === 'ATTACKER'
          ? `The blast wins${c.overkill ? `, overkill ${c.overkill}` : ''}`
          : `${n} rides it out`;
    return rwKit.preview(s, ctx, { type: 'rw.blast', payload }, summary, [
      `An explosion rams with ${BLAST_DICE} dice: no reroll, and it never wipes out [R-43].`,
      `${describeContest(c.raw, 'the blast', n)}.`,
    ]);
  },
});

// ---- B12.7 the Chase --------------------------------------------------------------------------------

/** R-37: a replacement of the lost car's size, with its free tokens and at most one ranked token. Initial: nothing. */
export const replacementProcedure: RwProcedure = rwKit.define({
  id: 'rw.replacement',
  title: 'A replacement Cop car',
  ask(s, ctx) {
    const player =
      s.turnOrder[s.currentSlot]?.kind === 'PLAYER'
        ? (s.turnOrder[s.currentSlot] as { playerId: string }).playerId
        : '';
    const due = replacementsDue(s, player)[0];
    if (!due) return [];
    const types = VEHICLE_TYPES.filter((t) => t.size === due.size);
    const tokens = (Object.keys(COP_TOKEN_RANKS) as TokenKind[]).filter((k) => (COP_TOKEN_RANKS[k] ?? 9) <= due.rank);
    void ctx;
    return [
      {
        kind: 'choice',
        id: 'type',
        label: `Which size-${due.size} vehicle comes on?`,
        options: types.map((t) => ({ value: t.id, label: t.name })),
      },
      {
        kind: 'choice',
        id: 'token',
        label: `One extra token (rank ${due.rank} or less)?`,
        options: [
          { value: 'none', label: 'None' },
          ...tokens.map((k) => ({ value: k, label: `${tokenRow(k).name} (rank ${COP_TOKEN_RANKS[k]})` })),
        ],
        default: 'none',
      },
    ];
  },
  resolve(s, ctx, a0) {
    const slot = s.turnOrder[s.currentSlot];
    const player = slot?.kind === 'PLAYER' ? slot.playerId : '';
    const problem = replacementProblem(s, player);
    if (problem) return { error: problem };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const token = str(a, 'token');
    const typeId = str(a, 'type') as VehicleTypeId;
    return rwKit.preview(
      s,
      ctx,
      {
        type: 'rw.replacement',
        payload: { playerId: player, typeId, ...(token && token !== 'none' ? { token } : {}) },
      },
      `A ${vehicleType(typeId).name} comes on`,
      [
        'It enters from any board edge, with a free Driver (a Veteran takes the seat instead) and a Nitro if it is a Street vehicle.',
        'On the table: put the new car on any edge of the board.',
      ],
    );
  },
});

// ---- B12.10 Derailed --------------------------------------------------------------------------------

type TrainRamSide = keyof typeof TRAIN_RAM_DICE;

/** The engine's neutral crew (B12.10) are nobody's: named as such. */
export const trainGroupName = (name: (id: string) => string, id: string) =>
  id === 'NEUTRAL' ? 'The engine’s own crew' : name(id);

/** B12.10: a fight aboard the train, or a road vehicle at a gondola's crew. Initial: from ('car:<id>' or '<CAR>:<player>'). */
export const trainFightProcedure: RwProcedure = rwKit.define({
  id: 'rw.trainFight',
  title: 'A fight on the train',
  ask(s, ctx, a) {
    const from = str(a, 'from') ?? '';
    const [fc, fp] = from.split(':');
    const fromVehicle = fc === 'car' ? s.vehicles[fp ?? ''] : undefined;
    const fromCar = isTrainCar(fc) ? fc : null;
    const attacker = fromVehicle?.controllerId ?? fp ?? '';
    const reach: readonly TrainCar[] = fromCar ? TRAIN_REACH[fromCar] : ['GONDOLA_1', 'GONDOLA_2'];
    const targets = reach.flatMap((car) =>
      Object.keys(groupsIn(s, car))
        .filter((p) => p !== attacker && sideOf(s, p)?.id !== sideOf(s, attacker)?.id)
        .map((p) => `${car}:${p}`),
    );
    const qs: Question[] = [
      {
        kind: 'choice',
        id: 'target',
        label: 'Which crew group?',
        options: targets.map((t) => ({
          value: t,
          label: `${trainGroupName((id) => nameOfPlayer(ctx.setup, id), t.split(':')[1] as string)} in the ${TRAIN_CAR_NAME[t.split(':')[0] as TrainCar].toLowerCase()}`,
        })),
      },
    ];
    // Hidden stays hidden (issue 9): only tokens the table has seen are offered on this shared sheet.
    const shown = (id: string, kind: string) => s.tokens[id]?.kind === kind && s.tokens[id]?.revealed === true;
    const weapons = fromVehicle
      ? ['SHOTGUN', 'MOLOTOV'].filter((w) => fromVehicle.gear.some((id) => shown(id, w)))
      : fromCar
        ? [
            ...(crewGroup(s, fromCar, attacker).some((id) => shown(id, 'GUNNER')) ? ['BASIC'] : []),
            ...['SHOTGUN', 'MOLOTOV'].filter((w) => stash(s, fromCar, attacker).some((id) => shown(id, w))),
          ]
        : [];
    const modes = [
      { value: 'MELEE', label: 'Melee' },
      ...weapons.map((w) => ({
        value: `SHOOT:${w}`,
        label: w === 'BASIC' ? 'A Gunner’s shot (1 die)' : `Shoot: ${tokenRow(w as 'SHOTGUN').name}`,
      })),
    ];
    qs.push({ kind: 'choice', id: 'mode', label: 'How?', options: modes, default: 'MELEE' });
    const target = str(a, 'target');
    if (!target) return qs;
    const [tc, tp] = target.split(':') as [TrainCar, string];
    const mode = str(a, 'mode') ?? 'MELEE';
    const weapon = mode.startsWith('SHOOT:') ? mode.slice(6) : null;
    const attDice = weapon
      ? WEAPON_DICE[weapon as 'SHOTGUN']
      : fromVehicle
        ? meleeAttackDice(s, fromVehicle)
        : fromCar
          ? crewGroup(s, fromCar, attacker).length +
            crewGroup(s, fromCar, attacker).filter((id) => s.tokens[id]?.kind === 'BRAWLER').length
          : 0;
    const closed = tc === 'ENGINE' ? 1 : 0;
    const defDice = weapon ? 1 + closed : crewGroup(s, tc, tp).length + closed;
    qs.push({
      kind: 'dice',
      id: 'att',
      label: 'The attackers',
      count: attDice,
      sides: 6,
      roller: nameOfPlayer(ctx.setup, attacker),
    });
    qs.push({
      kind: 'dice',
      id: 'def',
      label: 'The defenders',
      count: defDice,
      sides: 6,
      roller: trainGroupName((id) => nameOfPlayer(ctx.setup, id), tp),
    });
    return qs;
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const [fc, fp] = (str(a, 'from') ?? '').split(':');
    const [tc, tp] = (str(a, 'target') ?? '').split(':');
    const mode = str(a, 'mode') ?? 'MELEE';
    const weapon = mode.startsWith('SHOOT:') ? mode.slice(6) : undefined;
    const att = faces(a, 'att') ?? [];
    const def = faces(a, 'def') ?? [];
    const c = contest(att, def);
    const payload = {
      mode: weapon ? 'SHOOT' : 'MELEE',
      from: fc === 'car' ? { carId: fp } : { car: fc, playerId: fp },
      target: { car: tc, playerId: tp },
      ...(weapon ? { weapon } : {}),
      attack: att,
      defence: def,
      result: { winner: c.winner, overkill: c.overkill },
    };
    // Who is lost, as the reducer kills them: the defenders' overkill costs the attackers crew only
    // in a melee; a lost shot costs nobody anything (B8.3).
    const fromVehicle = fc === 'car' ? s.vehicles[fp ?? ''] : undefined;
    const attackers = fromVehicle
      ? fromVehicle.passengers.length + (fromVehicle.driverSeat ? 1 : 0)
      : crewGroup(s, fc as TrainCar, fp ?? '').length;
    const lost =
      c.winner === 'ATTACKER'
        ? Math.min(c.overkill, crewGroup(s, tc as TrainCar, tp ?? '').length)
        : c.winner === 'DEFENDER' && !weapon
          ? Math.min(c.overkill, attackers)
          : 0;
    const summary =
      c.winner === 'TIE'
        ? 'No winner: nothing happens'
        : `${c.winner === 'ATTACKER' ? 'The attackers' : 'The defenders'} win${lost ? `, ${lost} crew lost` : weapon && c.winner === 'DEFENDER' ? ': nothing happens' : ''}`;
    return rwKit.preview(s, ctx, { type: 'rw.trainFight', payload }, summary, [
      'Aboard the train nobody rerolls; a gondola defends like an Open vehicle, the engine like a Closed one [R-47].',
      `${describeContest(c.raw, 'the attacking crew', 'the defending crew')}.`,
    ]);
  },
});

/** B12.10: the train's front (6 dice, then thrown 1 stick) or side (3 dice) hits a vehicle. Initial: car. */
export const trainRamProcedure: RwProcedure = rwKit.define({
  id: 'rw.trainRam',
  title: 'The train hits a vehicle',
  ask(s, ctx, a) {
    const v = s.vehicles[str(a, 'car') ?? ''];
    if (!v) return [];
    const qs: Question[] = [
      {
        kind: 'choice',
        id: 'where',
        label: `What hit ${nameOfCar(ctx.setup, v.id)}?`,
        options: [
          { value: 'FRONT', label: 'The train’s front (6 dice)' },
          { value: 'SIDE', label: 'It ran into the side (3 dice)' },
        ],
      },
    ];
    const where = str(a, 'where');
    if (!where) return qs;
    qs.push({
      kind: 'dice',
      id: 'att',
      label: 'The train',
      count: TRAIN_RAM_DICE[where as TrainRamSide],
      sides: 6,
      roller: 'anyone',
    });
    // The train never rerolls; the vehicle it hits defends like any rammed vehicle, Veteran reroll included (B12.10, R-10).
    qs.push(...poolWithReroll(ramDefencePool(s, ctx, v), a));
    if (where === 'FRONT')
      qs.push({
        kind: 'dice',
        id: 'thrown',
        label: 'Thrown toward (D6, doubled for the clock)',
        count: 1,
        sides: 6,
        roller: 'anyone',
      });
    return qs;
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const v = s.vehicles[str(a, 'car') ?? ''];
    if (!v) return { error: 'Pick the vehicle.' };
    const where = str(a, 'where') as TrainRamSide;
    const att = faces(a, 'att') ?? [];
    const { rolled, reroll, final } = readPool(ramDefencePool(s, ctx, v), a)!;
    const thrown = faces(a, 'thrown')?.[0];
    const c = contest(att, final);
    const n = nameOfCar(ctx.setup, v.id);
    const payload = {
      carId: v.id,
      where,
      attack: att,
      defence: rolled,
      ...(reroll ? { defenceReroll: reroll } : {}),
      ...(thrown !== undefined ? { thrown } : {}),
      result: { winner: c.winner, overkill: c.overkill },
    };
    const reasons = [
      `${describeContest(c.raw, 'the train', n)}.`,
      ...(thrown !== undefined
        ? [
            `On the table: move ${n} (or its wreck) 1 stick toward ${skidClock(thrown)} o’clock (${clockWords(skidClock(thrown))}).`,
          ]
        : []),
      ...(c.winner === 'DEFENDER' && c.overkill >= 1 ? ['The train is slowed: move it 1 stick back.'] : []),
    ];
    return rwKit.preview(
      s,
      ctx,
      { type: 'rw.trainRam', payload },
      c.winner === 'TIE'
        ? 'No winner'
        : c.winner === 'ATTACKER'
          ? `The train wins${c.overkill ? `, overkill ${c.overkill}` : ''}`
          : `${n} holds`,
      reasons,
    );
  },
});
