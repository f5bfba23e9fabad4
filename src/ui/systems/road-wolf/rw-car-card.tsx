import { useRef, useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import { actionStart } from '../../../rules/road-wolf/actions';
import {
  type ActionId,
  actionRow,
  TOKEN_KINDS,
  type TokenKind,
  tokenCategory,
  tokenRow,
  VEHICLE_TYPES,
  vehicleCost,
  vehicleType,
} from '../../../rules/road-wolf/data';
import { type MissionKey, missionBuyable, missionKeyOf, vehicleStatus } from '../../../rules/road-wolf/missions';
import type { RwState, RwVehicle } from '../../../rules/road-wolf/model';
import { roadCardRow } from '../../../rules/road-wolf/road-deck';
import { contactableCards } from '../../../rules/road-wolf/road-turn';
import { currentPlayer, hitsLeft, isWreck, stats } from '../../../rules/road-wolf/rules';
import { type PublicVehicle, placeNote } from '../../../rules/road-wolf/table-view';
import { dispatch } from '../../../state/app-state';
import { useClearOfPinned } from '../../components/bring-into-view';
import { CarCardHead } from '../../components/car-card-head';
import { HitBoxes } from '../../components/hit-boxes';
import { PassThePhone } from '../../components/pass-the-phone';
import { usePrivatePanel } from '../../components/private-panel';
import { useReturnFocus } from '../../components/return-focus';
import { StatLine } from '../../components/stat-line';
import { notYours, refuseHere } from '../../components/tap-note';
import { TokenList } from '../../components/token-list';
import { HiddenPanel, turnKey } from './rw-hidden-panel';
import type { OpenSheet } from './rw-sheet-ids';
import { shownTokens } from './rw-tokens';
import { VehicleTrainButtons } from './rw-train';
import './rw.css';

/** Issue 32: null is a face-down kind this phone does not hold. */
const kindName = (k: TokenKind | null) => (k ? tokenRow(k).name : 'Face-down token');

/** What a mission's goal is about (B12): the card says it. */
const KEY_BADGE: Record<MissionKey, string> = {
  CARGO: 'Cargo',
  LIMO: 'The Limo',
  HIJACK_TRUCK: 'The Truck',
  EXPLOSIVE: 'Explosives',
  MONSTER: 'Monster',
  CIVILIAN: 'Civilian',
  ENEMY: 'Enemy',
};

function statusBadges(s: RwState, v: RwVehicle): string[] {
  const out: string[] = [];
  const key = s.mission ? missionKeyOf(s, v.id) : null;
  if (key) out.push(KEY_BADGE[key]);
  // R-36's terms, for the missions whose goal counts them.
  const status = s.mission && s.phase !== 'FORCE_BUILDING' ? vehicleStatus(s, v.id) : 'IN_PLAY';
  if (status === 'ESCAPED') out.push('Escaped');
  if (status === 'STOPPED' && (s.mission === 'INTERCEPTOR' || s.mission === 'CHASE')) out.push('Stopped');
  if (v.offBoard !== 'NONE' && status !== 'ESCAPED') out.push('Left the board');
  if (v.destroyed) out.push(stats(s, v).isBike ? 'Destroyed' : isWreck(s, v) ? 'Wreck' : 'Destroyed');
  if (v.abandoned) out.push('☠ Abandoned');
  if (v.immobilized && !v.destroyed) out.push('Immobilized');
  return out;
}

function typeBadges(s: RwState, v: RwVehicle): string[] {
  const st = stats(s, v);
  return [
    st.body === 'OPEN' ? 'Open' : 'Closed',
    ...(st.terrain === 'STREET' ? ['Street'] : st.terrain === 'DIRT' ? ['Dirt'] : []),
    ...(st.heavy ? ['Heavy'] : []),
    ...(st.isBike ? ['Bike'] : []),
  ];
}

function Hits({ s, v, name, over }: { s: RwState; v: RwVehicle; name: string; over: boolean }) {
  const size = stats(s, v).size;
  // Issue 9: no greyed button without a reason; a destroyed car's boxes are a record, not controls.
  const live = !over && s.phase !== 'FORCE_BUILDING' && s.phase !== 'ENDED' && !v.destroyed;
  return (
    <div class="stack" style={{ gap: '4px' }}>
      <StatLine class="small muted" items={[{ label: 'Hits', value: `${hitsLeft(s, v)} of ${size} left` }]} />
      <HitBoxes
        total={size}
        marked={v.destroyed ? size : v.damage}
        label={`Hits on ${name}`}
        live={live}
        boxLabel={(i, hit) => `${hit ? 'Clear a hit on' : 'Mark a hit on'} ${name} (box ${i + 1} of ${size})`}
        onToggle={(_, hit) =>
          dispatch({ type: 'rw.adjust', payload: { carId: v.id, damage: hit ? v.damage - 1 : v.damage + 1 } })
        }
      />
    </div>
  );
}

/** Force building: the vehicle type and (for its owner) the tokens bought for it. */
function Building({ s, car, v, editing }: { s: RwState; car: Car; v: RwVehicle | undefined; editing: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: unknown) => setError(dispatch({ type, payload }));
  const mine = v ? [v.driverSeat, ...v.passengers, ...v.gear].filter((id): id is string => id !== null) : [];
  return (
    <div class="stack" style={{ gap: '8px' }}>
      <label class="field">
        Vehicle for {car.name}
        <select
          value={v?.typeId ?? ''}
          onChange={(e) => run('rw.buy', { carId: car.id, typeId: e.currentTarget.value || null })}
        >
          <option value="">Not fielded</option>
          {[...VEHICLE_TYPES, ...missionBuyable(s, car.playerId).map(vehicleType)].map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} · {vehicleCost(t)} pts · {t.heavy ? 'Heavy' : t.body === 'OPEN' ? 'Open' : 'Closed'}
              {t.terrain === 'NONE' ? '' : ` · ${t.terrain === 'STREET' ? 'Street' : 'Dirt'}`}
            </option>
          ))}
        </select>
      </label>
      {v && editing && (
        <>
          <ul class="rw-tokens" aria-label={`Tokens on ${car.name}`}>
            {mine.map((id) => (
              <li key={id} class="row">
                <span class="grow">
                  {kindName(s.tokens[id]!.kind)}
                  {v.driverSeat === id && s.tokens[id]!.kind && placeNote(s.tokens[id]!.kind!, 'driver')
                    ? ' (driver)'
                    : ''}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${kindName(s.tokens[id]!.kind)} from ${car.name}`}
                  onClick={() => run('rw.sellToken', { tokenId: id })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          {mine.length === 0 && <p class="muted small">No tokens yet: a free Driver takes the seat.</p>}
          <label class="field">
            Add a token to {car.name}
            <select
              data-token-picker
              value=""
              onChange={(e) => {
                const kind = e.currentTarget.value as TokenKind;
                e.currentTarget.value = '';
                if (!kind) return;
                const seat = (kind === 'VETERAN' || kind === 'DRIVER') && !v.driverSeat;
                run('rw.buyToken', {
                  playerId: car.playerId,
                  kind,
                  carId: car.id,
                  ...(tokenCategory(kind) === 'CREW' ? { place: seat ? 'SEAT' : 'PASSENGER' } : {}),
                });
              }}
            >
              <option value="">Pick a token…</option>
              {TOKEN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {kindName(k)} ({tokenCategory(k) === 'CREW' ? 'crew' : 'gear'})
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {v && !editing && mine.length > 0 && (
        <p class="small">
          {mine.length} hidden {mine.length === 1 ? 'token' : 'tokens'}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Issue 9: what the table sees of the tokens aboard: the shown ones and a count of face-down ones. */
function Tokens({
  s,
  v,
  pv,
  name,
  ownerName,
  carName,
  open,
}: {
  s: RwState;
  v: RwVehicle;
  pv: PublicVehicle;
  name: string;
  ownerName: string;
  carName: (id: string) => string;
  open: OpenSheet;
}) {
  const [peek, setPeek, gate] = usePrivatePanel(turnKey(s), v.controllerId);
  const opener = useReturnFocus<HTMLButtonElement>(peek);
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <TokenList label={`Tokens on ${name}`} shown={shownTokens(pv)} hidden={pv.hidden}>
        {!v.destroyed && !peek && (
          <button
            type="button"
            aria-expanded={false}
            aria-label={`Owner: look at the hidden tokens of ${name}`}
            ref={opener}
            onClick={() => setPeek(true)}
          >
            Owner: look
          </button>
        )}
      </TokenList>
      {peek && gate.asking && (
        <PassThePhone look="rw-private" name={ownerName} onShow={gate.confirm} onCancel={() => setPeek(false)} />
      )}
      {peek && !gate.asking && (
        <HiddenPanel
          s={s}
          playerId={v.controllerId}
          carId={v.id}
          playerName={ownerName}
          carName={carName}
          open={open}
          onClose={() => setPeek(false)}
          back={() => opener.current}
        />
      )}
    </div>
  );
}

function Actions({
  s,
  v,
  pv,
  name,
  open,
}: {
  s: RwState;
  v: RwVehicle;
  pv: PublicVehicle;
  name: string;
  open: OpenSheet;
}) {
  const [error, setError] = useState<string | null>(null);
  if (
    s.phase !== 'PLAYER_TURN' ||
    currentPlayer(s) !== v.controllerId ||
    s.pending.length ||
    !v.driverSeat ||
    v.destroyed ||
    v.offBoard !== 'NONE'
  )
    return null;
  // Issue 9: only what the table can see is possible; a hidden token's action starts from the owner's panel.
  let ids = pv.actions;
  if (ids.includes('FREE_MELEE')) ids = ids.filter((a) => a !== 'MELEE');
  // What each action button does (a command at once, or a guided sheet) is the rules' table (actions.ts).
  const act = (a: ActionId) => {
    const st = actionStart(a, v.id);
    // Issue 40: another seat's sheet is not opened on a guest phone: why, where the finger is (a
    // command is checked on its way out, by the host's own seat check).
    const other = notYours(v.controllerId);
    if ('sheet' in st && other) return refuseHere(other.why);
    if ('sheet' in st) return open(st.sheet, v.id, st.preset);
    setError(dispatch(st.command));
  };
  const free = ids.filter((a) => !actionRow(a).costsAction).map((a) => actionRow(a).name);
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span aria-live="polite">
        <strong>{v.turn.actionsLeft}</strong> {v.turn.actionsLeft === 1 ? 'action' : 'actions'} left
        {free.length ? ` · free: ${free.join(', ')}` : ''}
      </span>
      <div class="grid2" role="group" aria-label={`Actions for ${name}`}>
        {ids.map((a) => (
          <button
            key={a}
            type="button"
            aria-label={`${actionRow(a).name} (${actionRow(a).costsAction ? '1 action' : 'free'})`}
            onClick={() => act(a)}
          >
            {/* Shown as it is named, "Move (1 action)" (WCAG 2.5.3, issue 30: the name left out "on the road"). */}
            <span>
              {actionRow(a).name}
              <span class="rw-cost">
                {' '}
                ({actionRow(a).costsAction ? '1\u00a0action' : 'free'}
                {a === 'NITRO' ? ', on the road' : ''})
              </span>
            </span>
          </button>
        ))}
      </div>
      {ids.length === 0 && <p class="muted small">Nothing left to do with {name} this turn.</p>}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * each road card this vehicle could meet now (in its own move or skid, or as the card
 * drifts), from the vehicle's own card as well as from the road turn; one tap opens the card's sheet.
 */
function RoadCards({ s, v, name, open }: { s: RwState; v: RwVehicle; name: string; open: OpenSheet }) {
  const cards = contactableCards(s, v.id);
  if (cards.length === 0) return null;
  return (
    <div class="rw-chips" role="group" aria-label={`Road cards ${name} meets`}>
      <span class="pending-verb">Met a card:</span>
      {cards.map((c) => (
        <button
          key={c.id}
          type="button"
          aria-label={`${name} meets the ${roadCardRow(c.kind).name} card`}
          onClick={() => open('cardContact', v.id, { card: c.id, car: v.id })}
        >
          {roadCardRow(c.kind).name}
        </button>
      ))}
    </div>
  );
}

export function RwCarCard({
  s,
  pv,
  car,
  v,
  editing,
  over,
  note,
  open,
  controllerName,
  ownerName,
  carName,
}: {
  s: RwState;
  pv: PublicVehicle | undefined;
  car: Car;
  v: RwVehicle | undefined;
  editing: boolean;
  over: boolean;
  note: string;
  open: OpenSheet;
  controllerName: string | null;
  ownerName: string;
  carName: (id: string) => string;
}) {
  const building = s.phase === 'FORCE_BUILDING';
  const gone = !!v && (v.destroyed || v.offBoard !== 'NONE');
  const acting = !!v && s.phase === 'PLAYER_TURN' && currentPlayer(s) === v.controllerId && !gone && !!v.driverSeat;
  const badges = v
    ? [...typeBadges(s, v), ...statusBadges(s, v), ...(controllerName ? [`Driven by ${controllerName}`] : [])]
    : [];
  const top = s.pending[0];
  const box = useRef<HTMLElement>(null);
  // While it moves, what it owes is pinned under the top bar: its card stays clear of that panel.
  useClearOfPinned(box, !!v && !over && s.phase !== 'ENDED' && top?.kind === 'MOVE' && top.carId === v.id);
  return (
    <article
      ref={box}
      class={`card car rw-car${acting ? ' active' : ''}${gone ? ' out' : ''}`}
      style={{ '--car-color': car.color }}
      aria-label={car.name}
    >
      <CarCardHead
        car={car}
        owner={v?.controllerId ?? car.playerId}
        sub={v ? `${stats(s, v).name} · size ${stats(s, v).size}` : null}
        badges={badges}
        hot={['☠ Abandoned', 'Wreck', 'Destroyed']}
        note={note}
      />
      {building && <Building s={s} car={car} v={v} editing={editing} />}
      {!building && !v && <p class="muted small">Not fielded this game.</p>}
      {!building && v && pv && (
        <>
          <Hits s={s} v={v} name={car.name} over={over} />
          {!over && <RoadCards s={s} v={v} name={car.name} open={open} />}
          {!over && <VehicleTrainButtons s={s} carId={v.id} name={car.name} open={open} />}
          <Tokens s={s} v={v} pv={pv} name={car.name} ownerName={ownerName} carName={carName} open={open} />
          {!over && <Actions s={s} v={v} pv={pv} name={car.name} open={open} />}
        </>
      )}
    </article>
  );
}
