// Mission pieces that need the table's answers (B12, issue 13): the Wages of Fear's blast (a
// guided ram per vehicle within a stick, R-43), the Chase's replacement Cop car (B12.7, R-37), the
// Two-Wheel Terror's civilians and the Gauntlet's courier Nitro at force building (B12.3, B12.9).
// The rules decide (missions/*.ts); these ask and preview through the reducer.
import { faces, str } from '../../../rules/core/answers';
import { carName as nameOfCar, playerName as nameOfPlayer } from '../../../rules/core/guards';
import { applyDefaults, type Question } from '../../../rules/core/procedure';
import { describeContest } from '../../../rules/core/contest';
import { VEHICLE_TYPES, tokenRow, vehicleType, type TokenKind, type VehicleTypeId } from '../../../rules/road-wolf/data';
import type { RwState } from '../../../rules/road-wolf/model';
import { BLAST_DICE, COP_TOKEN_RANKS, blastProblem, chaseTally, civilianTypes, replacementProblem, replacementsDue, roleSide } from '../../../rules/road-wolf/missions';
import { rwKit, type RwProcedure } from '../../../rules/road-wolf/procedures';
import { contest } from '../../../rules/road-wolf/pools';
import { allVehicles, ramDefenceDice, rerollOffered } from '../../../rules/road-wolf/rules';
import { dispatch } from '../../../state/app-state';
import { ReasonButton } from '../../components/reason-button';
import type { OpenSheet } from './rw-car-card';

type Name = (id: string | null | undefined) => string;

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
    const n = nameOfCar(ctx.setup, def.id);
    const who = nameOfPlayer(ctx.setup, def.controllerId);
    qs.push({ kind: 'dice', id: 'att', label: `The blast (${BLAST_DICE} dice)`, count: BLAST_DICE, sides: 6, roller: 'anyone' });
    const count = ramDefenceDice(s, def);
    if (count > 0) qs.push({ kind: 'dice', id: 'def', label: `${n} defends`, count, sides: 6, roller: who });
    const rolled = faces(a, 'def');
    if (rerollOffered(s, def, 'DEFENCE') && rolled?.length === count) {
      qs.push({ kind: 'choice', id: 'def.reroll', label: `${n}: Veteran reroll?`, options: [{ value: 'none', label: 'Keep the dice' }, ...rolled.map((f, i) => ({ value: String(i), label: `Reroll die ${i + 1} (a ${f})` }))], default: 'none' });
      const pick = str(a, 'def.reroll');
      if (pick !== undefined && pick !== 'none') qs.push({ kind: 'dice', id: 'def.new', label: `${n}: the rerolled die`, count: 1, sides: 6, roller: who });
    }
    return qs;
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const def = s.vehicles[str(a, 'other') ?? ''];
    if (!def) return { error: 'Pick the vehicle the blast reaches.' };
    const att = faces(a, 'att') ?? [];
    const rolled = faces(a, 'def') ?? [];
    const pick = str(a, 'def.reroll');
    const reroll = pick !== undefined && pick !== 'none' ? { index: Number(pick), newFace: faces(a, 'def.new')?.[0] as number } : null;
    const final = reroll ? rolled.map((f, i) => (i === reroll.index ? reroll.newFace : f)) : rolled;
    const c = contest(att, final);
    const n = nameOfCar(ctx.setup, def.id);
    const payload = { defenderId: def.id, attack: att, defence: rolled, ...(reroll ? { defenceReroll: reroll } : {}), result: { winner: c.winner, overkill: c.overkill } };
    const summary = c.winner === 'TIE' ? 'No winner: nothing happens' : c.winner === 'ATTACKER' ? `The blast wins${c.overkill ? `, overkill ${c.overkill}` : ''}` : `${n} rides it out`;
    return rwKit.preview(s, ctx, { type: 'rw.blast', payload }, summary, [`An explosion rams with ${BLAST_DICE} dice: no reroll, and it never wipes out [R-43].`, `${describeContest(c.raw, 'the blast', n)}.`]);
  },
});

/** The pinned bar's part for a blast: who is within a stick, one sheet each, then done. */
export function BlastButtons({ s, carName, open }: { s: RwState; carName: (id: string) => string; open: OpenSheet }) {
  const ids = blastTargets(s);
  return (
    <>
      <div class="pending-rams" role="group" aria-label="Caught in the blast">
        <span class="pending-verb">Within a stick</span>
        {ids.map((id) => (
          <button key={id} type="button" aria-label={`The blast reaches ${carName(id)}`} onClick={() => open('blast', undefined, { other: id })}>
            {carName(id)}
          </button>
        ))}
      </div>
      <button type="button" class="primary" onClick={() => dispatch({ type: 'rw.blastEnd', payload: {} })}>
        No more in the blast
      </button>
    </>
  );
}

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

/** The Chase's figures under the score (B12.7): escapes, and the Cops' losses against the Runners' target. */
export function ChaseTally({ s }: { s: RwState }) {
  if (s.mission !== 'CHASE' || s.phase === 'FORCE_BUILDING') return null;
  const t = chaseTally(s);
  return (
    <span class="small">
      Escaped {t.escaped} · Cop points lost {t.copPointsLost} of {t.target}
    </span>
  );
}

/**
 * In a Cop player's turn: a replacement is due (B12.7). Its extra token is face down (issue 9), so
 * the car is brought on from its player's private panel; this only opens that panel.
 */
export function ReplacementButton({ s, player, playerName, onPrivate }: { s: RwState; player: string | null; playerName: string; onPrivate: () => void }) {
  if (s.mission !== 'CHASE' || !player || replacementsDue(s, player).length === 0) return null;
  return (
    <ReasonButton reason={replacementProblem(s, player)} onClick={onPrivate}>
      {playerName}: bring on a replacement Cop car (in private)
    </ReasonButton>
  );
}

// ---- force building: civilians (B12.3) and the courier's Nitro (B12.9) --------------------------------

/** R-40: as many civilians as the Bikers field, any non-Heavy type, each with a Driver only. */
export function CiviliansPicker({ s }: { s: RwState }) {
  if (s.mission !== 'TWO_WHEEL_TERROR' || s.phase !== 'FORCE_BUILDING') return null;
  const bikers = roleSide(s, 'BIKERS');
  const want = bikers ? allVehicles(s).filter((v) => bikers.players.includes(v.ownerId)).length : 0;
  const types = civilianTypes(s) ?? [];
  const list: VehicleTypeId[] = Array.from({ length: want }, (_, i) => types[i] ?? 'coupe');
  const set = (i: number, t: VehicleTypeId) => dispatch({ type: 'rw.civilians', payload: { typeIds: list.map((x, j) => (j === i ? t : x)) } });
  return (
    <section class="card stack" aria-label="Civilians" style={{ gap: '8px' }}>
      <h2>Civilians</h2>
      <p class="small">One civilian vehicle for each Biker vehicle ({want}), any type but Heavy, each with a Driver only. Spread them evenly along the road.</p>
      {list.map((t, i) => (
        <label key={i} class="field">
          Civilian {i + 1}
          <select value={t} onChange={(e) => set(i, e.currentTarget.value as VehicleTypeId)}>
            {VEHICLE_TYPES.filter((x) => !x.heavy).map((x) => (
              <option key={x.id} value={x.id}>
                {x.name} · size {x.size}
              </option>
            ))}
          </select>
        </label>
      ))}
      {want > 0 && !civilianTypes(s) && (
        <button type="button" onClick={() => dispatch({ type: 'rw.civilians', payload: { typeIds: list } })}>
          Use these civilians
        </button>
      )}
    </section>
  );
}

/** B12.9: which of a courier's vehicles carries the free Nitro (default: the first). */
export function CourierNitro({ s, player, carName }: { s: RwState; player: Name; carName: Name }) {
  if (s.mission !== 'GAUNTLET' || s.phase !== 'FORCE_BUILDING') return null;
  const chosen = (s.missionState as { nitroFor?: Record<string, string> } | undefined)?.nitroFor ?? {};
  const rows = s.seatOrder.map((p) => ({ p, cars: s.vehicleOrder.filter((id) => s.vehicles[id]?.ownerId === p) })).filter((r) => r.cars.length > 1);
  if (rows.length === 0) return null;
  return (
    <section class="card stack" aria-label="Courier Nitro" style={{ gap: '8px' }}>
      <h2>Each Courier’s free Nitro</h2>
      {rows.map(({ p, cars }) => (
        <label key={p} class="field">
          {player(p)}’s Nitro goes on
          <select value={chosen[p] ?? cars[0]} onChange={(e) => dispatch({ type: 'rw.courierNitro', payload: { carId: e.currentTarget.value } })}>
            {cars.map((id) => (
              <option key={id} value={id}>
                {carName(id)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </section>
  );
}
