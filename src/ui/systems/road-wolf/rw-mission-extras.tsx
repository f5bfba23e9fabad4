// Mission pieces on the table screen (B12, issue 13): the blast's buttons, the Chase's
// tally and replacement prompt (B12.7, R-37), the Two-Wheel Terror's civilians and the Gauntlet's
// courier Nitro at force building (B12.3, B12.9). Their guided sheets are in the rules
// (rules/road-wolf/mission-procedures.ts); the rules decide (missions/*.ts).
import { VEHICLE_TYPES, type VehicleTypeId } from '../../../rules/road-wolf/data';
import { blastTargets } from '../../../rules/road-wolf/mission-procedures';
import {
  chaseTally,
  civilianTypes,
  replacementProblem,
  replacementsDue,
  roleSide,
} from '../../../rules/road-wolf/missions';
import type { RwState } from '../../../rules/road-wolf/model';
import { allVehicles } from '../../../rules/road-wolf/rules';
import { dispatch } from '../../../state/app-state';
import { ReasonButton } from '../../components/reason-button';
import type { OpenSheet } from './rw-sheet-ids';

type Name = (id: string | null | undefined) => string;

// ---- B12.8 the blast ------------------------------------------------------------------------------

/** The pinned bar's part for a blast: who is within a stick, one sheet each, then done. */
export function BlastButtons({ s, carName, open }: { s: RwState; carName: (id: string) => string; open: OpenSheet }) {
  const ids = blastTargets(s);
  return (
    <>
      <div class="pending-rams" role="group" aria-label="Caught in the blast">
        <span class="pending-verb">Within a stick</span>
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            aria-label={`The blast reaches ${carName(id)}`}
            onClick={() => open('blast', undefined, { other: id })}
          >
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
export function ReplacementButton({
  s,
  player,
  playerName,
  onPrivate,
}: {
  s: RwState;
  player: string | null;
  playerName: string;
  onPrivate: () => void;
}) {
  if (s.mission !== 'CHASE' || !player || replacementsDue(s, player).length === 0) return null;
  return (
    <ReasonButton reason={replacementProblem(s, player)} onClick={onPrivate}>
      {playerName}: bring on a replacement Cop car (in private)
    </ReasonButton>
  );
}

// ---- force building: civilians (B12.3) and the courier's Nitro (B12.9) --------------------------------

/** as many civilians as the Bikers field, any non-Heavy type, each with a Driver only. */
export function CiviliansPicker({ s }: { s: RwState }) {
  if (s.mission !== 'TWO_WHEEL_TERROR' || s.phase !== 'FORCE_BUILDING') return null;
  const bikers = roleSide(s, 'BIKERS');
  const want = bikers ? allVehicles(s).filter((v) => bikers.players.includes(v.ownerId)).length : 0;
  const types = civilianTypes(s) ?? [];
  const list: VehicleTypeId[] = Array.from({ length: want }, (_, i) => types[i] ?? 'coupe');
  const set = (i: number, t: VehicleTypeId) =>
    dispatch({ type: 'rw.civilians', payload: { typeIds: list.map((x, j) => (j === i ? t : x)) } });
  return (
    <section class="card stack" aria-label="Civilians" style={{ gap: '8px' }}>
      <h2>Civilians</h2>
      <p class="small">
        One civilian vehicle for each Biker vehicle ({want}), any type but Heavy, each with a Driver only. Spread them
        evenly along the road.
      </p>
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
  const rows = s.seatOrder
    .map((p) => ({ p, cars: s.vehicleOrder.filter((id) => s.vehicles[id]?.ownerId === p) }))
    .filter((r) => r.cars.length > 1);
  if (rows.length === 0) return null;
  return (
    <section class="card stack" aria-label="Courier Nitro" style={{ gap: '8px' }}>
      <h2>Each Courier’s free Nitro</h2>
      {rows.map(({ p, cars }) => (
        <label key={p} class="field">
          {player(p)}’s Nitro goes on
          <select
            value={chosen[p] ?? cars[0]}
            onChange={(e) => dispatch({ type: 'rw.courierNitro', payload: { carId: e.currentTarget.value } })}
          >
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
