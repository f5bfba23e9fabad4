// Mission sheets that need the table's answers (B12, issue 13): the Wages of Fear's blast (a
// guided ram per vehicle within a stick, R-43) and the Chase's replacement Cop car (B12.7, R-37),
// opened from its player's private panel since its extra token is face down (issue 9). Pure: the
// missions decide (missions/*.ts); these ask and preview through the reducer.
import { faces, str } from '../core/answers';
import { carName as nameOfCar } from '../core/guards';
import { applyDefaults, type Question } from '../core/procedure';
import { describeContest } from '../core/contest';
import { VEHICLE_TYPES, tokenRow, vehicleType, type TokenKind, type VehicleTypeId } from './data';
import type { RwState } from './model';
import { BLAST_DICE, COP_TOKEN_RANKS, blastProblem, replacementProblem, replacementsDue } from './missions';
import { poolWithReroll, ramDefencePool, readPool, rwKit, type RwProcedure } from './procedures';
import { contest } from './pools';
import { allVehicles } from './rules';

// ---- B12.8 the blast ------------------------------------------------------------------------------

/** Vehicles the blast may still catch (the table says which are within a stick). */
export const blastTargets = (s: RwState): string[] => allVehicles(s).filter((v) => blastProblem(s, v.id) === null).map((v) => v.id);

/** R-43: the blast rams one vehicle with 6 dice, no reroll; a truck it damages explodes in turn. Initial answer: other. */
export const blastProcedure: RwProcedure = rwKit.define({
  id: 'rw.blast',
  title: 'The blast',
  ask(s, ctx, a) {
    const top = s.pending[0];
    if (top?.kind !== 'BLAST') return [];
    const qs: Question[] = [{ kind: 'car', id: 'other', label: 'Which vehicle is within a stick of it?', carIds: blastTargets(s) }];
    const def = s.vehicles[str(a, 'other') ?? ''];
    if (!def) return qs;
    qs.push({ kind: 'dice', id: 'att', label: `The blast (${BLAST_DICE} dice)`, count: BLAST_DICE, sides: 6, roller: 'anyone' });
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
    const payload = { defenderId: def.id, attack: att, defence: rolled, ...(reroll ? { defenceReroll: reroll } : {}), result: { winner: c.winner, overkill: c.overkill } };
    const summary = c.winner === 'TIE' ? 'No winner: nothing happens' : c.winner === 'ATTACKER' ? `The blast wins${c.overkill ? `, overkill ${c.overkill}` : ''}` : `${n} rides it out`;
    return rwKit.preview(s, ctx, { type: 'rw.blast', payload }, summary, [`An explosion rams with ${BLAST_DICE} dice: no reroll, and it never wipes out [R-43].`, `${describeContest(c.raw, 'the blast', n)}.`]);
  },
});

// ---- B12.7 the Chase --------------------------------------------------------------------------------

/** R-37: a replacement of the lost car's size, with its free tokens and at most one ranked token. Initial: nothing. */
export const replacementProcedure: RwProcedure = rwKit.define({
  id: 'rw.replacement',
  title: 'A replacement Cop car',
  ask(s, ctx) {
    const player = s.turnOrder[s.currentSlot]?.kind === 'PLAYER' ? (s.turnOrder[s.currentSlot] as { playerId: string }).playerId : '';
    const due = replacementsDue(s, player)[0];
    if (!due) return [];
    const types = VEHICLE_TYPES.filter((t) => t.size === due.size);
    const tokens = (Object.keys(COP_TOKEN_RANKS) as TokenKind[]).filter((k) => (COP_TOKEN_RANKS[k] ?? 9) <= due.rank);
    void ctx;
    return [
      { kind: 'choice', id: 'type', label: `Which size-${due.size} vehicle comes on?`, options: types.map((t) => ({ value: t.id, label: t.name })) },
      { kind: 'choice', id: 'token', label: `One extra token (rank ${due.rank} or less)?`, options: [{ value: 'none', label: 'None' }, ...tokens.map((k) => ({ value: k, label: `${tokenRow(k).name} (rank ${COP_TOKEN_RANKS[k]})` }))], default: 'none' },
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
    return rwKit.preview(s, ctx, { type: 'rw.replacement', payload: { playerId: player, typeId, ...(token && token !== 'none' ? { token } : {}) } }, `A ${vehicleType(typeId).name} comes on`, [
      'It enters from any board edge, with a free Driver (a Veteran takes the seat instead) and a Nitro if it is a Street vehicle.',
      'On the table: put the new car on any edge of the board.',
    ]);
  },
});
