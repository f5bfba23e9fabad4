// Scenery (A5.7, A7.12): the players place it on the table, the app registers each piece: plain
// obstacles need nothing; an armed emplacement has a profile (like a standard car or a truck),
// a controller (a player or neutral), one heavy or up to two light turret weapons (V-DW-11) and
// a gunner built like a driver. A rolled gunner's dice come from a guided sheet (typed or app).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Setup } from '../../../rules/core/model';
import {
  POINT_BUDGET,
  SCENERY_PROFILES,
  STAT_ROWS,
  STATS,
  type StatId,
  sceneryProfileRow,
  TRAITS,
  WEAPONS,
  weaponRow,
} from '../../../rules/dirty-wheels/data';
import type { DwState } from '../../../rules/dirty-wheels/model';
import { pointCost, sceneryWeaponsProblem } from '../../../rules/dirty-wheels/roster';
import { sceneryPayload as payloadOf, type SceneryDraft } from '../../../rules/dirty-wheels/roster-procedures';
import { dispatch } from '../../../state/app-state';
import { ReasonButton } from '../../components/reason-button';
import { weaponLine } from './dw-car-card';
import { dwNames, signed } from './dw-names';

export type { SceneryDraft };

export function SceneryPanel({
  s,
  setup,
  openGunner,
  openDeploy,
}: {
  s: DwState;
  setup: Setup;
  openGunner: (d: SceneryDraft) => void;
  openDeploy: () => void;
}) {
  const n = dwNames(s, setup);
  const blank: SceneryDraft = {
    name: '',
    controller: 'neutral',
    profile: 'standard',
    weapons: [],
    rows: { initiative: 2, bravery: 2, aim: 2, skill: 1 },
    traits: [],
  };
  const [d, setD] = useState<SceneryDraft>(blank);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<SceneryDraft>) => setD({ ...d, ...patch });
  // A piece added through the gunner's sheet: the form is done, start the next one blank.
  const count = useRef(s.sceneryOrder.length);
  useEffect(() => {
    if (s.sceneryOrder.length > count.current) {
      setD(blank);
      setOpen(false);
    }
    count.current = s.sceneryOrder.length;
  }, [s.sceneryOrder.length]);
  const armed = d.weapons.length > 0;
  const wProblem = sceneryWeaponsProblem(d.weapons);
  const cost = pointCost(d.rows);
  const needsDice = armed && (s.house.statMode === 'random' || s.house.traitMode === 'random');
  const reason = !d.name.trim()
    ? 'Give the piece a name the table will know it by.'
    : wProblem
      ? wProblem
      : armed && s.house.statMode === 'point_buy' && cost > POINT_BUDGET
        ? `V-DW-8: the gunner costs ${cost} points; the budget is ${POINT_BUDGET}.`
        : null;
  const add = () => {
    if (needsDice) return openGunner(d);
    const err = dispatch({
      type: 'dw.addScenery',
      payload: payloadOf(d, armed ? { rows: d.rows, traits: d.traits } : undefined),
    });
    setError(err);
    if (!err) {
      setD(blank);
      setOpen(false);
    }
  };
  const slotSelect = (i: number) => (
    <label class="field" key={i}>
      Turret weapon {i + 1}
      <select
        value={d.weapons[i] ?? ''}
        onChange={(e) => {
          const v = e.currentTarget.value;
          const w = [...d.weapons];
          if (v) w[i] = v;
          else w.splice(i, 1);
          set({ weapons: w.filter(Boolean) });
        }}
      >
        <option value="">{i === 0 ? 'None (a plain obstacle)' : 'None'}</option>
        {WEAPONS.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name} ({w.class})
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section class="card stack" aria-label="Scenery">
      <h2>Scenery</h2>
      <p class="small">
        Place the scenery on the table. Plain obstacles need nothing here; register each armed emplacement (and any
        piece you want to shoot or ram with stats).
      </p>
      {s.sceneryOrder.length > 0 && (
        <ul class="plain-list stack" style={{ gap: '6px' }} aria-label="Registered scenery">
          {s.sceneryOrder.map((id) => {
            const p = s.scenery[id]!;
            const prof = sceneryProfileRow(p.profile);
            return (
              <li key={id} class="row">
                <span class="grow small">
                  <strong>{p.name}</strong> ({n.player(p.controller)}): structure {prof.structure}, armour {prof.armour}
                  {p.weapons.length ? `; ${p.weapons.map((w) => weaponRow(w)?.name).join(', ')}` : '; unarmed'}
                  {p.gunner
                    ? `; gunner initiative ${p.gunner.initiative}, bravery ${p.gunner.bravery}+, aim ${signed(p.gunner.aim)}`
                    : ''}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${p.name}`}
                  onClick={() => setError(dispatch({ type: 'dw.removeScenery', payload: { id } }))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!open ? (
        <button type="button" onClick={() => setOpen(true)}>
          Register a scenery piece
        </button>
      ) : (
        <div class="stack dw-form" style={{ gap: '8px' }}>
          <label class="field">
            Scenery name
            <input type="text" maxLength={40} value={d.name} onInput={(e) => set({ name: e.currentTarget.value })} />
          </label>
          <span class="small">Built like</span>
          <div class="choices" role="group" aria-label="Profile">
            {SCENERY_PROFILES.map((p) => (
              <button key={p.id} type="button" aria-pressed={d.profile === p.id} onClick={() => set({ profile: p.id })}>
                {p.name}
                <span class="muted small">
                  S{p.structure} · A{p.armour}
                </span>
              </button>
            ))}
          </div>
          <span class="small">Controlled by</span>
          <div class="choices" role="group" aria-label="Controlled by">
            {[...setup.players.map((p) => p.id), 'neutral'].map((id) => (
              <button key={id} type="button" aria-pressed={d.controller === id} onClick={() => set({ controller: id })}>
                {n.player(id)}
              </button>
            ))}
          </div>
          {slotSelect(0)}
          {d.weapons.length > 0 && weaponRow(d.weapons[0]!)?.class === 'light' && slotSelect(1)}
          {armed && <p class="small muted">{d.weapons.map((w) => weaponLine(s, '', w)).join('; ')}</p>}
          {armed && s.house.statMode === 'point_buy' && <GunnerRows d={d} set={set} />}
          {armed && s.house.traitMode === 'chosen' && (
            <>
              <span class="small">Gunner's traits (no movement traits)</span>
              <div class="choices" role="group" aria-label="Gunner's traits">
                {TRAITS.filter((t) => !t.movement).map((t) => {
                  const on = d.traits.includes(t.id);
                  return (
                    <button
                      key={t.id}
                      type="button"
                      aria-pressed={on}
                      onClick={() => set({ traits: on ? d.traits.filter((x) => x !== t.id) : [...d.traits, t.id] })}
                    >
                      {t.name}
                    </button>
                  );
                })}
              </div>
            </>
          )}
          <div class="grid2">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setD(blank);
              }}
            >
              Cancel
            </button>
            <ReasonButton class="primary" reason={reason} onClick={add}>
              {needsDice ? 'Roll the gunner' : 'Add the piece'}
            </ReasonButton>
          </div>
        </div>
      )}
      <ReasonButton
        class="primary"
        reason={open ? 'Finish or cancel the piece you are registering first.' : null}
        onClick={openDeploy}
      >
        Scenery done: deployment order
      </ReasonButton>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function GunnerRows({ d, set }: { d: SceneryDraft; set: (p: Partial<SceneryDraft>) => void }) {
  const show = (k: StatId, row: number) => {
    const r = STAT_ROWS.find((x) => x.row === row)!;
    return k === 'bravery' || k === 'skill' ? `${r[k]}+` : k === 'aim' ? signed(r.aim) : String(r[k]);
  };
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span class="small">
        Gunner: {pointCost(d.rows)} of {POINT_BUDGET} points (its skill is not used)
      </span>
      {STATS.filter((k) => k !== 'skill').map((k) => (
        <div key={k} class="row dw-statrow" role="group" aria-label={`Gunner's ${k}`}>
          <span class="grow">{k[0]!.toUpperCase() + k.slice(1)}</span>
          {STAT_ROWS.map((r) => (
            <button
              key={r.row}
              type="button"
              aria-pressed={d.rows[k] === r.row}
              onClick={() => set({ rows: { ...d.rows, [k]: r.row } })}
            >
              {show(k, r.row)}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
