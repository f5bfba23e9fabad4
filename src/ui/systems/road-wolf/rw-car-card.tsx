import { useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import { TOKEN_KINDS, VEHICLE_TYPES, actionRow, clockWords, tokenCategory, tokenRow, vehicleCost, type ActionId, type TokenKind } from '../../../rules/road-wolf/data';
import type { RwState, RwVehicle } from '../../../rules/road-wolf/model';
import { availableActions, crewCapacity, crewCount, currentPlayer, isWreck, remainingHits, stats } from '../../../rules/road-wolf/rules';
import { dispatch } from '../../../state/app-state';

export type RwSheetId = 'initiative' | 'moveEnd' | 'ram' | 'wipeout' | 'melee' | 'shoot' | 'spikes' | 'ambush' | 'repair' | 'takeover' | 'transfer' | 'pickUp' | 'supplies';
export type OpenSheet = (id: RwSheetId, carId?: string, initial?: Record<string, string>) => void;

const kindName = (k: TokenKind) => tokenRow(k).name;

/** What each vehicle action button does: a command at once, or a guided sheet. */
const ACTION_SHEET: Partial<Record<ActionId, [RwSheetId, Record<string, string>?]>> = {
  MELEE: ['melee'],
  FREE_MELEE: ['melee'],
  SHOOT: ['shoot', { mode: 'ACTION' }],
  GUNNER_SHOT: ['shoot', { mode: 'GUNNER' }],
  SPIKES: ['spikes'],
  REPAIR: ['repair', { mode: 'ACTION' }],
  MECHANIC_REPAIR: ['repair', { mode: 'MECHANIC' }],
  TAKEOVER: ['takeover'],
  TRANSFER: ['transfer'],
  PICK_UP: ['pickUp'],
  SUPPLIES: ['supplies'],
};

/** B9.2: the skid direction on a clock face, 12 straight ahead. */
export function SkidClock({ clock }: { clock: number }) {
  const angle = ((clock % 12) / 12) * 2 * Math.PI;
  const x = 50 + 34 * Math.sin(angle);
  const y = 50 - 34 * Math.cos(angle);
  return (
    <svg class="rw-clock" viewBox="0 0 100 100" role="img" aria-label={`Skid toward ${clock} o’clock: ${clockWords(clock)}`}>
      <circle cx="50" cy="50" r="46" fill="none" stroke="currentColor" stroke-width="4" />
      {[12, 2, 4, 6, 8, 10].map((h) => {
        const a = ((h % 12) / 12) * 2 * Math.PI;
        return (
          <text key={h} x={50 + 38 * Math.sin(a)} y={54 - 38 * Math.cos(a)} text-anchor="middle" font-size="14" fill="currentColor" aria-hidden="true">
            {h}
          </text>
        );
      })}
      <line x1="50" y1="50" x2={x} y2={y} stroke="var(--danger)" stroke-width="7" stroke-linecap="round" />
      <circle cx="50" cy="50" r="6" fill="currentColor" />
    </svg>
  );
}

function statusBadges(s: RwState, v: RwVehicle): string[] {
  const out: string[] = [];
  if (v.offBoard !== 'NONE') out.push('Left the board');
  if (v.destroyed) out.push(stats(s, v).isBike ? 'Destroyed' : isWreck(s, v) ? 'Wreck' : 'Destroyed');
  if (v.abandoned) out.push('☠ Abandoned');
  if (v.immobilized && !v.destroyed) out.push('Immobilized');
  return out;
}

function typeBadges(s: RwState, v: RwVehicle): string[] {
  const st = stats(s, v);
  return [st.body === 'OPEN' ? 'Open' : 'Closed', ...(st.terrain === 'STREET' ? ['Street'] : st.terrain === 'DIRT' ? ['Dirt'] : []), ...(st.heavy ? ['Heavy'] : []), ...(st.isBike ? ['Bike'] : [])];
}

function Hits({ s, v, name, over }: { s: RwState; v: RwVehicle; name: string; over: boolean }) {
  const size = stats(s, v).size;
  const live = !over && s.phase !== 'FORCE_BUILDING' && s.phase !== 'ENDED' && !v.destroyed;
  return (
    <div class="stack" style={{ gap: '4px' }}>
      <span class="small muted">
        Hits: {remainingHits(s, v)} of {size} left
      </span>
      <div class="rw-hits" role="group" aria-label={`Hits on ${name}`}>
        {Array.from({ length: size }, (_, i) => {
          const hit = i < v.damage;
          return (
            <button
              key={i}
              type="button"
              class={hit ? 'hit' : ''}
              aria-pressed={hit}
              disabled={!live}
              aria-label={`${hit ? 'Clear a hit on' : 'Mark a hit on'} ${name} (box ${i + 1} of ${size})`}
              onClick={() => dispatch({ type: 'rw.adjust', payload: { carId: v.id, damage: hit ? v.damage - 1 : v.damage + 1 } })}
            >
              {hit ? '✕' : ''}
            </button>
          );
        })}
      </div>
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
        <select value={v?.typeId ?? ''} onChange={(e) => run('rw.buy', { carId: car.id, typeId: e.currentTarget.value || null })}>
          <option value="">Not fielded</option>
          {VEHICLE_TYPES.map((t) => (
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
                  {v.driverSeat === id ? ' (driver)' : ''}
                </span>
                <button type="button" aria-label={`Remove ${kindName(s.tokens[id]!.kind)} from ${car.name}`} onClick={() => run('rw.sellToken', { tokenId: id })}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          {mine.length === 0 && <p class="muted small">No tokens yet: a free Driver takes the seat.</p>}
          <label class="field">
            Add a token to {car.name}
            <select
              value=""
              onChange={(e) => {
                const kind = e.currentTarget.value as TokenKind;
                e.currentTarget.value = '';
                if (!kind) return;
                const seat = (kind === 'VETERAN' || kind === 'DRIVER') && !v.driverSeat;
                run('rw.buyToken', { playerId: car.playerId, kind, carId: car.id, ...(tokenCategory(kind) === 'CREW' ? { place: seat ? 'SEAT' : 'PASSENGER' } : {}) });
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
      {v && !editing && mine.length > 0 && <p class="small">{mine.length} hidden {mine.length === 1 ? 'token' : 'tokens'}</p>}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Tokens({ s, v, name }: { s: RwState; v: RwVehicle; name: string }) {
  const [peek, setPeek] = useState(false);
  const seat = v.driverSeat ? [v.driverSeat] : [];
  const all = [...seat, ...v.passengers, ...v.gear];
  const shown = all.filter((id) => s.tokens[id]!.revealed);
  const hidden = all.filter((id) => !s.tokens[id]!.revealed);
  const where = (id: string) => (v.driverSeat === id ? 'driver' : v.passengers.includes(id) ? 'passenger' : 'gear');
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span class="small muted">
        Crew {crewCount(v)} of {crewCapacity(s, v)} seats · {v.gear.length} gear
      </span>
      {shown.length > 0 && (
        <p class="small">
          {shown.map((id) => `${kindName(s.tokens[id]!.kind)} (${where(id)})`).join(', ')}
        </p>
      )}
      {hidden.length > 0 && (
        <div class="row wrap">
          <span class="grow">
            {hidden.length} hidden {hidden.length === 1 ? 'token' : 'tokens'}
          </span>
          <button type="button" aria-expanded={peek} aria-label={peek ? `Hide the tokens of ${name}` : `Owner: show the hidden tokens of ${name}`} onClick={() => setPeek(!peek)}>
            {peek ? 'Hide' : 'Owner: show'}
          </button>
        </div>
      )}
      {peek && hidden.length > 0 && (
        <ul class="rw-tokens" aria-label={`Hidden tokens of ${name}`}>
          {hidden.map((id) => (
            <li key={id} class="row">
              <span class="grow">
                {kindName(s.tokens[id]!.kind)} ({where(id)})
              </span>
              <button type="button" aria-label={`Reveal ${kindName(s.tokens[id]!.kind)} on ${name}`} onClick={() => dispatch({ type: 'rw.reveal', payload: { tokenIds: [id] } })}>
                Reveal
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Pending({ s, v, name, open }: { s: RwState; v: RwVehicle; name: string; open: OpenSheet }) {
  const top = s.pending[0];
  if (!top || top.carId !== v.id) return null;
  if (top.kind === 'WIPEOUT') {
    return (
      <div class="stack rw-pending" style={{ gap: '6px' }}>
        <strong>{name} must make a wipeout check.</strong>
        <button type="button" class="primary" onClick={() => open('wipeout', v.id)}>
          Wipeout check
        </button>
      </div>
    );
  }
  if (top.kind !== 'MOVE') return null;
  const skid = top.mode === 'SKID';
  return (
    <div class="stack rw-pending" style={{ gap: '6px' }}>
      {skid ? (
        <div class="row">
          <SkidClock clock={top.clock ?? 12} />
          <strong class="grow">
            {name} skids 1 stick toward {top.clock} o’clock ({clockWords(top.clock ?? 12)}).
          </strong>
        </div>
      ) : (
        <strong>
          {name} is {top.mode === 'BRAKE' ? 'braking' : top.mode === 'NITRO' ? 'on Nitro: 2 sticks straight ahead' : 'moving'}
          {top.stopped ? ' (stopped at the contact)' : ''}.
        </strong>
      )}
      <div class="grid2">
        <button type="button" onClick={() => open('ram', v.id)}>
          {top.mode === 'BRAKE' ? 'Backed into something' : 'Ram'}
        </button>
        <button type="button" class="primary" onClick={() => open('moveEnd', v.id)}>
          {skid ? 'Skid ends' : 'Move ends'}
        </button>
      </div>
    </div>
  );
}

function Actions({ s, v, name, open }: { s: RwState; v: RwVehicle; name: string; open: OpenSheet }) {
  const [error, setError] = useState<string | null>(null);
  if (s.phase !== 'PLAYER_TURN' || currentPlayer(s) !== v.controllerId || s.pending.length || !v.driverSeat || v.destroyed || v.offBoard !== 'NONE') return null;
  let ids = availableActions(s, v.id);
  if (ids.includes('FREE_MELEE')) ids = ids.filter((a) => a !== 'MELEE');
  const act = (a: ActionId) => {
    const sheet = ACTION_SHEET[a];
    if (sheet) return open(sheet[0], v.id, sheet[1]);
    if (a === 'TURN_AROUND') return setError(dispatch({ type: 'rw.turnAround', payload: { carId: v.id } }));
    setError(dispatch({ type: 'rw.move', payload: { carId: v.id, mode: a, ...(a === 'NITRO' ? { onRoad: true } : {}) } }));
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
          <button key={a} type="button" aria-label={`${actionRow(a).name} (${actionRow(a).costsAction ? '1 action' : 'free'})`} onClick={() => act(a)}>
            <span>
              {a === 'NITRO' ? 'Nitro (on the road)' : actionRow(a).name}
              <span class="rw-cost"> · {actionRow(a).costsAction ? '1 action' : 'free'}</span>
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

export function RwCarCard({ s, car, v, editing, over, note, open, controllerName }: { s: RwState; car: Car; v: RwVehicle | undefined; editing: boolean; over: boolean; note: string; open: OpenSheet; controllerName: string | null }) {
  const building = s.phase === 'FORCE_BUILDING';
  const gone = !!v && (v.destroyed || v.offBoard !== 'NONE');
  const acting = !!v && s.phase === 'PLAYER_TURN' && currentPlayer(s) === v.controllerId && !gone && !!v.driverSeat;
  const badges = v ? [...typeBadges(s, v), ...statusBadges(s, v), ...(controllerName ? [`Driven by ${controllerName}`] : [])] : [];
  return (
    <article class={`card car rw-car${acting ? ' active' : ''}${gone ? ' out' : ''}`} style={{ '--car-color': car.color }} aria-label={car.name}>
      <div class="row" style={{ alignItems: 'flex-start' }}>
        {car.photo ? <img class="car-photo" src={car.photo} alt={`Photo of ${car.name}`} /> : null}
        <div class="grow stack" style={{ gap: '4px' }}>
          <h3 class="break">{car.name}</h3>
          {v && (
            <span class="small">
              {stats(s, v).name} · size {stats(s, v).size}
            </span>
          )}
          {badges.length > 0 && (
            <div class="row wrap">
              {badges.map((b) => (
                <span key={b} class={`badge${b === '☠ Abandoned' || b === 'Wreck' || b === 'Destroyed' ? ' hot' : ''}`}>
                  {b}
                </span>
              ))}
            </div>
          )}
          {note && <p class="car-note break">{note}</p>}
        </div>
      </div>
      {building && <Building s={s} car={car} v={v} editing={editing} />}
      {!building && !v && <p class="muted small">Not fielded this game.</p>}
      {!building && v && (
        <>
          <Hits s={s} v={v} name={car.name} over={over} />
          <Tokens s={s} v={v} name={car.name} />
          {!over && <Pending s={s} v={v} name={car.name} open={open} />}
          {!over && <Actions s={s} v={v} name={car.name} open={open} />}
        </>
      )}
    </article>
  );
}
