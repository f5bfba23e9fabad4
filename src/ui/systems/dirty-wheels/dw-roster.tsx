// Roster building at the table (A5): the agreement the setup fixed (A5.1), then per car its type,
// weapons, upgrades, driver and traits, each either chosen here or drawn with dice (the app's, or
// typed from the table's in a guided sheet). The rules check everything: a button that cannot be
// used says why (the V-DW code), a refused command shows its reason; nothing is clamped.
import { useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import type { Setup } from '../../../rules/core/model';
import {
  CAR_TYPES,
  type ConfigId,
  carTypeRow,
  MAX_TRAITS,
  POINT_BUDGET,
  type SlotId,
  STAT_ROWS,
  STATS,
  type StatId,
  TRAITS,
  UPGRADES,
  WEAPONS,
  type WeaponId,
  weaponRow,
} from '../../../rules/dirty-wheels/data';
import type { DwCar, DwState, DwWeapon } from '../../../rules/dirty-wheels/model';
import {
  pointCost,
  rosterProblem,
  rosterWarnings,
  type StatRows,
  traitAllowance,
  traitsGiven,
  upgradesProblem,
  weaponsProblem,
} from '../../../rules/dirty-wheels/roster';
import { ROSTER_PROCEDURES } from '../../../rules/dirty-wheels/roster-procedures';
import type { LiveGame } from '../../../state/app-state';
import { dispatch, live } from '../../../state/app-state';
import { ReasonButton } from '../../components/reason-button';
import { dwNames, signed } from './dw-names';
import { autoRoll, type DwProcedure } from './dw-roster-rolls';

const {
  rollWeapons: rollWeaponsProc,
  rollUpgrades: rollUpgradesProc,
  rollStats: rollStatsProc,
  rollTraits: rollTraitsProc,
} = ROSTER_PROCEDURES;

export type OpenRoll = (p: DwProcedure, carId: string) => void;

const SLOT_NAME: Record<SlotId, string> = { fixed1: 'Fixed 1', fixed2: 'Fixed 2', turret: 'Turret' };
const MODE_WORD = (v: string) =>
  v === 'random' ? 'rolled' : v === 'point_buy' ? `bought (${POINT_BUDGET} points a driver)` : 'chosen';

/** The table's agreement (A5.1), fixed in the game's setup; shown here so nobody has to remember it. */
export function Agreement({ s }: { s: DwState }) {
  const h = s.house;
  return (
    <p class="small">
      Agreed: stats {MODE_WORD(h.statMode)}; weapons {MODE_WORD(h.weaponMode)}; upgrades {MODE_WORD(h.upgradeMode)}
      {h.upgradeMode === 'chosen' ? ` (up to ${h.upgradesPerCar} a car)` : ' (D3 a car)'}; traits{' '}
      {MODE_WORD(h.traitMode)}
      {h.traitMode === 'chosen'
        ? ` (${h.traitsPerPlayer === 'cars' ? 'as many as cars' : h.traitsPerPlayer} a player)`
        : ' (D3−1 a driver)'}
      {h.roundLimit ? `; ${h.roundLimit} rounds at most` : ''}.
    </p>
  );
}

export function RosterPanel({ l, s }: { l: LiveGame; s: DwState }) {
  const n = dwNames(s, l.doc.setup);
  const [error, setError] = useState<string | null>(null);
  const problem = rosterProblem(s, l.doc.setup, n.entity);
  const warnings = rosterWarnings(s, l.doc.setup);
  return (
    <section class="card stack" aria-label="Rosters">
      <h2>Build the teams</h2>
      <Agreement s={s} />
      <p class="small muted">
        Decide which model is which type, then give each car its weapons, upgrades and driver below.
      </p>
      {warnings.map((w) => (
        <p key={w} class="small">
          {w}
        </p>
      ))}
      {problem && (
        <p class="small" role="group" aria-label="Still to do">
          Still to do: {problem}
        </p>
      )}
      <ReasonButton
        class="primary"
        reason={problem ? `Not yet: ${problem}` : null}
        onClick={() => setError(dispatch({ type: 'dw.lockRosters', payload: {} }))}
      >
        Lock the rosters
      </ReasonButton>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function Pick({
  label,
  pressed,
  onTap,
  reason,
  children,
}: {
  label?: string;
  pressed: boolean;
  onTap: () => void;
  reason?: string | null;
  children: preact.ComponentChildren;
}) {
  return (
    <ReasonButton reason={reason ?? null} pressed={pressed} label={label} onClick={onTap}>
      {children}
    </ReasonButton>
  );
}

function RollButtons({
  what,
  name,
  proc,
  s,
  setup,
  carId,
  open,
  run,
}: {
  what: string;
  name: string;
  proc: DwProcedure;
  s: DwState;
  setup: Setup;
  carId: string;
  open: OpenRoll;
  run: (c: { type: string; payload: unknown }) => void;
}) {
  return (
    <div class="dw-rolls">
      <button type="button" aria-label={`Type the dice: ${what} for ${name}`} onClick={() => open(proc, carId)}>
        Type the dice
      </button>
      <button
        type="button"
        aria-label={`App rolls ${what} for ${name}`}
        onClick={() => {
          const r = autoRoll(proc, s, { setup, carId });
          if ('error' in r) run({ type: 'noop', payload: r.error });
          else run(r.command);
        }}
      >
        App rolls
      </button>
    </div>
  );
}

const weaponLabel = (id: string) => {
  const w = weaponRow(id)!;
  return `${w.name} (${w.class})`;
};

function WeaponsChosen({
  c,
  name,
  run,
}: {
  c: DwCar;
  name: string;
  run: (c: { type: string; payload: unknown }) => void;
}) {
  const t = carTypeRow(c.type!);
  // A configuration picked before any weapon stays on this phone until a weapon (or "No weapons")
  // is chosen: the log gets one row, "Viper arms: Chain gun", not a "no weapons" row before it.
  const [picked, setPicked] = useState<ConfigId | null>(null);
  const config = c.config ?? picked ?? (t.configs.length === 1 ? t.configs[0]!.id : null);
  const set = (cfg: ConfigId, weapons: DwWeapon[]) =>
    run({ type: 'dw.weapons', payload: { carId: c.id, config: cfg, weapons } });
  const pick = (cfg: ConfigId) => {
    setPicked(cfg);
    // Changing the configuration of a car already armed empties its slots: that is a change.
    if (c.done.weapons && cfg !== c.config) set(cfg, []);
  };
  const slots = t.configs.find((x) => x.id === config)?.slots ?? [];
  return (
    <div class="stack" style={{ gap: '6px' }}>
      {t.configs.length > 1 && (
        <div class="choices" role="group" aria-label={`Weapon configuration of ${name}`}>
          {t.configs.map((cf) => (
            <Pick key={cf.id} pressed={config === cf.id} onTap={() => pick(cf.id)}>
              {cf.id}: {cf.label}
            </Pick>
          ))}
        </div>
      )}
      {config &&
        slots.map((sl) => {
          const now = c.weapons.find((w) => w.slot === sl.slot)?.weaponId ?? '';
          return (
            <label key={sl.slot} class="field">
              {SLOT_NAME[sl.slot]} of {name}
              <select
                value={now}
                onChange={(e) => {
                  const v = e.currentTarget.value as WeaponId | '';
                  const rest = c.weapons.filter((w) => w.slot !== sl.slot);
                  set(
                    config,
                    v
                      ? [...rest, { slot: sl.slot, weaponId: v }].sort(
                          (a, b) =>
                            slots.findIndex((x) => x.slot === a.slot) - slots.findIndex((x) => x.slot === b.slot),
                        )
                      : rest,
                  );
                }}
              >
                <option value="">Empty</option>
                {WEAPONS.filter((w) => sl.classes.includes(w.class)).map((w) => (
                  <option key={w.id} value={w.id}>
                    {weaponLabel(w.id)}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      {config && !c.done.weapons && (
        <button type="button" onClick={() => set(config, [])}>
          No weapons on {name}
        </button>
      )}
    </div>
  );
}

function DriverBought({
  c,
  name,
  run,
}: {
  c: DwCar;
  name: string;
  run: (c: { type: string; payload: unknown }) => void;
}) {
  const d = c.driver;
  const rowOf = (k: StatId): number => {
    if (!d) return 2;
    return STAT_ROWS.find((r) => r[k] === d[k])?.row ?? 2;
  };
  const rows: StatRows = {
    initiative: rowOf('initiative'),
    bravery: rowOf('bravery'),
    aim: rowOf('aim'),
    skill: rowOf('skill'),
  };
  const show = (k: StatId, row: number) => {
    const r = STAT_ROWS.find((x) => x.row === row)!;
    return k === 'bravery' || k === 'skill' ? `${r[k]}+` : k === 'aim' ? signed(r.aim) : String(r[k]);
  };
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span class="small">
        {d
          ? `${pointCost(rows)} of ${POINT_BUDGET} points`
          : `Not bought yet: tap a value, or buy the even driver (row 2 each, ${POINT_BUDGET} points).`}
      </span>
      {STATS.map((k) => (
        <div key={k} class="row dw-statrow" role="group" aria-label={`${k} of ${name}'s driver`}>
          <span class="grow">{k[0]!.toUpperCase() + k.slice(1)}</span>
          {STAT_ROWS.map((r) => {
            const next = { ...rows, [k]: r.row };
            const cost = pointCost(next);
            return (
              <Pick
                key={r.row}
                label={`${name}: ${k} ${show(k, r.row)} (${r.cost} ${r.cost === 1 ? 'point' : 'points'})`}
                pressed={!!d && rows[k] === r.row}
                reason={
                  cost > POINT_BUDGET
                    ? `V-DW-8: that makes ${cost} points; a driver has ${POINT_BUDGET}. Lower another stat first.`
                    : null
                }
                onTap={() => run({ type: 'dw.stats', payload: { carId: c.id, rows: next } })}
              >
                {show(k, r.row)}
              </Pick>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function TraitsChosen({
  s,
  c,
  name,
  run,
}: {
  s: DwState;
  c: DwCar;
  name: string;
  run: (c: { type: string; payload: unknown }) => void;
}) {
  const mine = c.driver?.traits ?? [];
  const given = traitsGiven(s, c.playerId);
  const allowed = traitAllowance(s, c.playerId);
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span class="small">
        Team traits: {given} of {allowed} given; at most {MAX_TRAITS} a driver.
      </span>
      <div class="choices" role="group" aria-label={`Traits of ${name}'s driver`}>
        {TRAITS.map((t) => {
          const on = mine.includes(t.id);
          const next = on ? mine.filter((x) => x !== t.id) : [...mine, t.id];
          const reason = !c.driver
            ? 'Give the driver stats first.'
            : !on && next.length > MAX_TRAITS
              ? `V-DW-9: at most ${MAX_TRAITS} traits a driver.`
              : !on && given + 1 > allowed
                ? `V-DW-9: the team has ${allowed} traits to share and all are given.`
                : null;
          return (
            <Pick
              key={t.id}
              label={`${t.name} for ${name}`}
              pressed={on}
              reason={reason}
              onTap={() => run({ type: 'dw.traits', payload: { carId: c.id, traits: next } })}
            >
              {t.name}
            </Pick>
          );
        })}
      </div>
    </div>
  );
}

function UpgradesChosen({
  s,
  c,
  name,
  run,
}: {
  s: DwState;
  c: DwCar;
  name: string;
  run: (c: { type: string; payload: unknown }) => void;
}) {
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span class="small">
        {c.upgrades.length} of up to {s.house.upgradesPerCar}
      </span>
      <div class="choices" role="group" aria-label={`Upgrades of ${name}`}>
        {UPGRADES.map((u) => {
          const on = c.upgrades.includes(u.id);
          const next = on ? c.upgrades.filter((x) => x !== u.id) : [...c.upgrades, u.id];
          return (
            <Pick
              key={u.id}
              label={`${u.name} on ${name}`}
              pressed={on}
              reason={on ? null : upgradesProblem(next, s.house, true)}
              onTap={() => run({ type: 'dw.upgrades', payload: { carId: c.id, upgrades: next } })}
            >
              {u.name}
            </Pick>
          );
        })}
      </div>
    </div>
  );
}

/** One car's roster, on its card while the teams are built. */
export function CarBuilder({
  s,
  setup,
  car,
  c,
  open,
}: {
  s: DwState;
  setup: Setup;
  car: Car;
  c: DwCar;
  open: OpenRoll;
}) {
  const [error, setError] = useState<string | null>(null);
  // UI only: a finished car's builder can be folded away so the next car is in reach.
  const [folded, setFolded] = useState(false);
  const run = (cmd: { type: string; payload: unknown }) =>
    setError(cmd.type === 'noop' ? String(cmd.payload) : dispatch(cmd));
  const h = s.house;
  const name = car.name;
  const wProblem = c.type && c.done.weapons ? weaponsProblem(c.type, c.config, c.weapons) : null;
  // Everything this car still has to roll, in the order the rules need it (stats before traits).
  const left: DwProcedure[] = [
    ...(h.weaponMode === 'random' && c.type && !c.done.weapons ? [rollWeaponsProc] : []),
    ...(h.upgradeMode === 'random' && !c.done.upgrades ? [rollUpgradesProc] : []),
    ...(h.statMode === 'random' && !c.driver ? [rollStatsProc] : []),
    ...(h.traitMode === 'random' && !c.done.traits ? [rollTraitsProc] : []),
  ];
  const rollAll = () => {
    for (const proc of left) {
      const now = (live.value?.timeline.state.sys as DwState | undefined) ?? s; // each draw sees the one before
      const r = autoRoll(proc, now, { setup, carId: c.id });
      const err = 'error' in r ? r.error : dispatch(r.command);
      if (err) return setError(err);
    }
    setError(null);
  };
  if (folded) {
    return (
      <button type="button" aria-expanded={false} onClick={() => setFolded(false)}>
        Change {name}'s roster
      </button>
    );
  }
  return (
    <div class="stack dw-build" style={{ gap: '10px' }}>
      <div class="choices" role="group" aria-label={`Type of ${name}`}>
        {CAR_TYPES.map((t) => (
          <Pick
            key={t.id}
            // The name holds what the button shows: the type and its numbers (WCAG 2.5.3, issue 30).
            label={`${name} is a ${t.name.toLowerCase()}: ${t.speed}" · S${t.structure} · A${t.armour}`}
            pressed={c.type === t.id}
            reason={
              c.type !== t.id && c.done.weapons && h.weaponMode === 'random'
                ? 'Its weapons were rolled for its type: undo that roll first.'
                : null
            }
            onTap={() => run({ type: 'dw.type', payload: { carId: c.id, type: t.id } })}
          >
            {t.name}{' '}
            <span class="muted small">
              {t.speed}" · S{t.structure} · A{t.armour}
            </span>
          </Pick>
        ))}
      </div>
      {c.type && (
        <fieldset class="dw-part">
          <legend>Weapons</legend>
          {h.weaponMode === 'chosen' ? (
            <WeaponsChosen c={c} name={name} run={run} />
          ) : c.done.weapons ? (
            <p class="small">Rolled.</p>
          ) : (
            <RollButtons
              what="weapons"
              name={name}
              proc={rollWeaponsProc}
              s={s}
              setup={setup}
              carId={c.id}
              open={open}
              run={run}
            />
          )}
          {wProblem && <p class="error small">{wProblem}</p>}
        </fieldset>
      )}
      <fieldset class="dw-part">
        <legend>Upgrades</legend>
        {h.upgradeMode === 'chosen' ? (
          <UpgradesChosen s={s} c={c} name={name} run={run} />
        ) : c.done.upgrades ? (
          <p class="small">Rolled.</p>
        ) : (
          <RollButtons
            what="upgrades"
            name={name}
            proc={rollUpgradesProc}
            s={s}
            setup={setup}
            carId={c.id}
            open={open}
            run={run}
          />
        )}
      </fieldset>
      <fieldset class="dw-part">
        <legend>Driver</legend>
        {h.statMode === 'point_buy' ? (
          <>
            <DriverBought c={c} name={name} run={run} />
            {!c.driver && (
              <button
                type="button"
                onClick={() =>
                  run({
                    type: 'dw.stats',
                    payload: { carId: c.id, rows: { initiative: 2, bravery: 2, aim: 2, skill: 2 } },
                  })
                }
              >
                Buy the even driver for {name}
              </button>
            )}
          </>
        ) : c.driver ? (
          <p class="small">Rolled.</p>
        ) : (
          <RollButtons
            what="driver"
            name={name}
            proc={rollStatsProc}
            s={s}
            setup={setup}
            carId={c.id}
            open={open}
            run={run}
          />
        )}
      </fieldset>
      {c.driver && (
        <fieldset class="dw-part">
          <legend>Traits</legend>
          {h.traitMode === 'chosen' ? (
            <TraitsChosen s={s} c={c} name={name} run={run} />
          ) : c.done.traits ? (
            <p class="small">Rolled.</p>
          ) : (
            <RollButtons
              what="traits"
              name={name}
              proc={rollTraitsProc}
              s={s}
              setup={setup}
              carId={c.id}
              open={open}
              run={run}
            />
          )}
        </fieldset>
      )}
      {left.length > 1 && (
        <button type="button" onClick={rollAll}>
          App rolls all that is left for {name}
        </button>
      )}
      {c.type && c.driver && left.length === 0 && (
        <button type="button" aria-expanded={true} onClick={() => setFolded(true)}>
          Fold {name}'s roster away
        </button>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
