import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Car, Player } from '../../game/types';
import type { HouseRuleValue } from '../../rules/core/model';
import type { RuleSystem } from '../../rules/system';
import { createGame, games } from '../../state/app-state';
import { newId } from '../../state/ids';
import { navigate } from '../../state/router';
import { freshName } from '../../state/unique-name';
import { isSystemAvailable, loadSystem, SYSTEMS, type SystemId } from '../../systems';
import { ColorPicker, PALETTE } from '../components/color-picker';
import { TopBar } from '../components/top-bar';
import { lazy } from '../lazy';
import { liveStatus } from '../live/live-status';
import { downscalePhoto } from '../photo';
import { shortenAtWord } from '../shorten';
import { takeNextPlayers } from './next-game';
import type { PickedSheet } from './sheet-picker';

// Issue 33: the sheet library's code (and its validator) loads when "Your own game" is picked.
const SheetPicker = lazy(() => import('./sheet-picker').then((m) => m.SheetPicker));
const CarMaxFields = lazy(() => import('./sheet-picker').then((m) => m.CarMaxFields));

/**
 * The wizard's first step as it was when "Edit sheets" left for the library, so coming back
 * (Back from the library) finds "Your own game" still picked. Once.
 */
let resume: { system: SystemId; name: string; named: boolean } | null = null;

/**
 * What each system is, in a line, on the setup screen. Here, not in the systems' catalogue
 * (src/systems/index.ts): the catalogue is in the start page's bytes, this screen is not (issue 15).
 */
const BLURB: Record<SystemId, string> = {
  'white-line-fever': 'Speed 1-6, D8 shots, control checks, spin-outs and flips.',
  'road-wolf': 'Contested D6 pools with overkill, crew and gear tokens.',
  'dirty-wheels': 'Driver stats, car types, weapons and shock.',
  'car-cult-d20': 'Speed and damage tokens on action-zone tracks, D20 tests.',
  custom: 'Any other game: describe its trackers, dice and moves on a sheet, then play it.',
  freeplay: 'Any game: car cards, notes, turns and dice, no rules enforced.',
};

const MIN_PLAYERS = 2;
const MAX_PLAYERS = 6;
const MAX_CARS = 10;

function pick(i: number): string {
  return PALETTE[i % PALETTE.length] as string;
}

/** Issue 40: the day's second game is "Game night Dec 7 (2)", never a second "Game night Dec 7". */
function defaultName(): string {
  const day = `Game night ${new Date().toLocaleDateString([], { day: 'numeric', month: 'short' })}`;
  return freshName(
    day,
    (games.value ?? []).filter((g) => g.deletedAt === undefined).map((g) => g.name),
  );
}

function newPlayer(i: number): Player {
  return { id: newId(), name: `Player ${i + 1}`, color: pick(i) };
}

function newCar(p: Player, n: number): Car {
  // Names are at most 60 characters: a long player name is shortened at a word, never the "car N" part.
  const suffix = `'s car${n > 0 ? ` ${n + 1}` : ''}`;
  return {
    id: newId(),
    playerId: p.id,
    name: `${shortenAtWord(p.name.trim(), 60 - suffix.length)}${suffix}`,
    color: p.color,
  };
}

/** What blocks the current step, in words; null when the step is complete. */
function stepProblem(
  step: number,
  name: string,
  system: SystemId | null,
  players: Player[],
  cars: Car[],
  sheet: PickedSheet | null,
): string | null {
  if (step === 0) {
    if (!system) return 'Pick a rule system.';
    if (system === 'custom' && !sheet) return 'Pick a game sheet to play on.';
    if (!name.trim()) return 'Give the game a name.';
  }
  if (step === 1) {
    if (players.some((p) => !p.name.trim())) return 'Every player needs a name.';
    const names = players.map((p) => p.name.trim().toLowerCase());
    if (new Set(names).size !== names.length) return 'Two players have the same name.';
  }
  if (step === 2) {
    if (cars.some((c) => !c.name.trim())) return 'Every car needs a name.';
    const without = players.find((p) => !cars.some((c) => c.playerId === p.id));
    if (without) return `${without.name} has no car.`;
  }
  return null;
}

export function NewGameScreen() {
  const [back] = useState(() => {
    const r = resume;
    resume = null;
    return r;
  });
  const [step, setStep] = useState(0);
  const [name, setName] = useState(() => back?.name ?? defaultName());
  const [system, setSystem] = useState<SystemId | null>(back?.system ?? SYSTEMS.find((s) => s.load)?.id ?? null);
  // Issue 33: the sheet a custom game is played on; the game's name follows it until typed.
  const [sheet, setSheet] = useState<PickedSheet | null>(null);
  const [named, setNamed] = useState(back?.named ?? false);
  // Issue 40: "Next game" while hosting starts from the players of the game just played.
  const [players, setPlayers] = useState<Player[]>(() => takeNextPlayers() ?? [newPlayer(0), newPlayer(1)]);
  // Made on a phone that hosts live play, the new game is the night's next one: the phones move to it.
  const hosting = liveStatus.value?.role === 'host';
  const [cars, setCars] = useState<Car[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rules, setRules] = useState<RuleSystem | null>(null);
  const [house, setHouse] = useState<Record<string, HouseRuleValue>>({});
  useEffect(() => {
    if (!system) return;
    let alive = true;
    void loadSystem(system).then((r) => {
      if (!alive) return;
      setRules(r);
      setHouse(Object.fromEntries((r.houseRules ?? []).map((h) => [h.id, h.default])));
    });
    return () => {
      alive = false;
    };
  }, [system]);
  const perPlayer = rules?.carsPerPlayer?.default ?? 1;
  const pickSheet = (p: PickedSheet) => {
    setSheet(p);
    if (!named) setName(p.sheet.name);
  };
  // The name follows the sheet while the game is played on one (and the player has not typed one).
  const choose = (id: SystemId) => {
    setSystem(id);
    if (!named && sheet) setName(id === 'custom' ? sheet.sheet.name : defaultName());
  };
  const editSheets = () => {
    resume = { system: 'custom', name, named };
    navigate({ name: 'sheets' });
  };

  const updatePlayer = (id: string, patch: Partial<Player>) =>
    setPlayers(players.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  const updateCar = (id: string, patch: Partial<Car>) =>
    setCars(cars.map((c) => (c.id === id ? { ...c, ...patch } : c)));

  const next = async () => {
    const problem = stepProblem(step, name, system, players, cars, sheet);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    if (step === 1) {
      // Give every player one car to start with, keeping cars already made for players still here.
      const kept = cars.filter((c) => players.some((p) => p.id === c.playerId));
      const fresh = players
        .filter((p) => !kept.some((c) => c.playerId === p.id))
        .flatMap((p) => Array.from({ length: perPlayer }, (_, i) => newCar(p, i)));
      setCars([...kept, ...fresh]);
    }
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    setBusy(true);
    const trimmedPlayers = players.map((p) => ({ ...p, name: p.name.trim() }));
    const ordered = trimmedPlayers.flatMap((p) =>
      cars
        .filter((c) => c.playerId === p.id)
        .map(({ max, ...c }) => {
          // A car's own maximums go with a sheet game only, for the sheet's per-car trackers (issue 41).
          const own = Object.entries(max ?? {}).filter(([id]) =>
            sheet?.sheet.trackers.some((t) => t.id === id && t.perCar && system === 'custom'),
          );
          return { ...c, name: c.name.trim(), ...(own.length ? { max: Object.fromEntries(own) } : {}) };
        }),
    );
    const moveLive = hosting ? (id: string) => import('../live/session').then((m) => m.hostNextGame(id)) : undefined;
    const err = await createGame(
      {
        name: name.trim(),
        system: system as SystemId,
        setup: {
          players: trimmedPlayers,
          cars: ordered,
          houseRules: house,
          ...(rules?.rulesRevision ? { rulesRevision: rules.rulesRevision } : {}),
          // A copy: editing the sheet in the library later changes no game (issue 33).
          ...(system === 'custom' && sheet ? { sheet: structuredClone(sheet.sheet) } : {}),
        },
      },
      moveLive,
    );
    setBusy(false);
    if (err) setError(err);
  };

  const titles = ['Step 1 of 3: rules', 'Step 2 of 3: players', 'Step 3 of 3: cars'];
  const houseRules = (rules?.id === system && rules.houseRules) || [];
  const changed = houseRules.filter((h) => house[h.id] !== undefined && house[h.id] !== h.default).length;
  const houseNote =
    houseRules.length === 0
      ? null
      : changed === 0
        ? `House rules: as written (${houseRules.length} options below)`
        : `House rules: ${changed} of ${houseRules.length} changed (below)`;
  return (
    <>
      <TopBar
        title="New game"
        sub={titles[step]}
        back={() => (step === 0 ? navigate({ name: 'games' }) : setStep(step - 1))}
      />
      <main>
        <div class="steps" role="img" aria-label={`Step ${step + 1} of 3`}>
          {[0, 1, 2].map((i) => (
            <span key={i} class={i <= step ? 'on' : ''} />
          ))}
        </div>
        {step === 0 && (
          <>
            <label class="field">
              Game name
              <input
                value={name}
                maxLength={60}
                onInput={(e) => {
                  setName(e.currentTarget.value);
                  setNamed(true);
                }}
              />
            </label>
            <fieldset class="stack" style={{ border: '0', padding: '0', margin: '0' }}>
              <legend class="sr-only">Rule system</legend>
              {SYSTEMS.map((s) => {
                const ok = isSystemAvailable(s.id);
                return (
                  <Fragment key={s.id}>
                    <button
                      type="button"
                      class="system-option"
                      aria-pressed={system === s.id}
                      disabled={!ok}
                      onClick={() => choose(s.id)}
                    >
                      <span class="row wide">
                        <strong class="grow">{s.name}</strong>
                        {!ok && <span class="badge">Coming soon</span>}
                      </span>
                      <span class="muted small" style={{ fontWeight: '400' }}>
                        {BLURB[s.id]}
                        {!ok && ' Not built yet: it cannot be picked in this version.'}
                      </span>
                      {/* The house rules sit below all the systems, out of sight on a phone: the picked one says they are there. */}
                      {system === s.id && houseNote && <span class="small">{houseNote}</span>}
                    </button>
                    {s.id === 'custom' && system === 'custom' && (
                      <SheetPicker value={sheet?.key ?? null} onPick={pickSheet} onEdit={editSheets} />
                    )}
                  </Fragment>
                );
              })}
            </fieldset>
            {rules?.houseRules && rules.houseRules.length > 0 && (
              <section class="stack" aria-label="House rules">
                <h2>House rules</h2>
                <p class="muted small">
                  The defaults follow the rules as written; switch one only if your table agrees.
                </p>
                {rules.houseRules.map((h) => (
                  <fieldset key={h.id} class="q card">
                    <legend>
                      {h.label} <span class="muted small nowrap">({h.spec})</span>
                    </legend>
                    <div class="choices" role="group" aria-label={h.label}>
                      {h.options.map((o) => (
                        <button
                          key={String(o.value)}
                          type="button"
                          aria-pressed={house[h.id] === o.value}
                          onClick={() => setHouse({ ...house, [h.id]: o.value })}
                        >
                          {o.label}
                          {o.value === h.default && <span class="small">default</span>}
                        </button>
                      ))}
                    </div>
                    <p class="muted small">{h.help}</p>
                  </fieldset>
                ))}
              </section>
            )}
          </>
        )}
        {step === 1 && (
          <ul class="stack plain-list">
            {players.map((p, i) => (
              <li key={p.id} class="card row" style={{ alignItems: 'flex-start' }}>
                <ColorPicker
                  label={`Player ${i + 1} colour`}
                  value={p.color}
                  onChange={(color) => updatePlayer(p.id, { color })}
                />
                <label class="field grow">
                  <span class="sr-only">Player {i + 1} name</span>
                  <input
                    value={p.name}
                    maxLength={60}
                    onInput={(e) => updatePlayer(p.id, { name: e.currentTarget.value })}
                  />
                </label>
                <button
                  type="button"
                  class="icon-btn"
                  aria-label={`Remove ${p.name || `player ${i + 1}`}`}
                  disabled={players.length <= MIN_PLAYERS}
                  onClick={() => setPlayers(players.filter((x) => x.id !== p.id))}
                >
                  ×
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                class="wide"
                disabled={players.length >= MAX_PLAYERS}
                onClick={() => setPlayers([...players, newPlayer(players.length)])}
              >
                Add player ({players.length} of {MAX_PLAYERS})
              </button>
            </li>
          </ul>
        )}
        {step === 2 && rules?.carsPerPlayer && (
          <p class="muted">
            {rules.carsPerPlayer.default} cars each is usual. {rules.carsPerPlayer.hint} Players may bring different
            numbers.
          </p>
        )}
        {step === 2 && rules?.estimatedMinutes && cars.length > 0 && (
          <PlayTime minutes={rules.estimatedMinutes} players={players} cars={cars} />
        )}
        {step === 2 &&
          players.map((p) => {
            const own = cars.filter((c) => c.playerId === p.id);
            return (
              <section key={p.id} class="stack" aria-label={`${p.name}'s cars`}>
                <h2 class="row">
                  <span class="swatch" style={{ background: p.color }} />
                  <span class="ellipsis">{p.name}</span>
                </h2>
                {own.map((c, i) => (
                  <div key={c.id} class="card stack">
                    <div class="row" style={{ alignItems: 'flex-start' }}>
                      <ColorPicker
                        label={`${c.name || 'Car'} colour`}
                        value={c.color}
                        onChange={(color) => updateCar(c.id, { color })}
                      />
                      <label class="field grow">
                        <span class="sr-only">
                          {p.name} car {i + 1} name
                        </span>
                        <input
                          value={c.name}
                          maxLength={60}
                          onInput={(e) => updateCar(c.id, { name: e.currentTarget.value })}
                        />
                      </label>
                      <button
                        type="button"
                        class="icon-btn"
                        aria-label={`Remove ${c.name || 'car'}`}
                        onClick={() => setCars(cars.filter((x) => x.id !== c.id))}
                      >
                        ×
                      </button>
                    </div>
                    {system === 'custom' && sheet && (
                      <CarMaxFields
                        sheet={sheet.sheet}
                        label={`${p.name} car ${i + 1}`}
                        max={c.max}
                        onChange={(max) => updateCar(c.id, { max })}
                      />
                    )}
                    <div class="row">
                      {c.photo && <img class="car-photo" src={c.photo} alt={`Photo of ${c.name}`} />}
                      <label class="btn grow">
                        {c.photo ? 'Retake photo' : 'Add photo'}
                        <input
                          type="file"
                          accept="image/*"
                          capture="environment"
                          class="sr-only"
                          onChange={(e) => {
                            const f = e.currentTarget.files?.[0];
                            e.currentTarget.value = '';
                            if (f)
                              void downscalePhoto(f)
                                .then((photo) => updateCar(c.id, { photo }))
                                .catch(() => setError('That image could not be read.'));
                          }}
                        />
                      </label>
                      {c.photo && (
                        <button type="button" onClick={() => updateCar(c.id, { photo: undefined })}>
                          Remove photo
                        </button>
                      )}
                    </div>
                  </div>
                ))}
                <button
                  type="button"
                  disabled={own.length >= MAX_CARS}
                  onClick={() => setCars([...cars, newCar(p, own.length)])}
                >
                  Add a car for {p.name}
                </button>
              </section>
            );
          })}
      </main>
      <div class="bottombar" style={{ flexDirection: 'column' }}>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {hosting && step === 2 && <p class="muted">The phones playing live with this one move to the new game.</p>}
        <button class="primary wide" disabled={busy} onClick={() => void next()}>
          {step < 2 ? 'Next' : 'Start game'}
        </button>
      </div>
    </>
  );
}

/**
 * The rules' play-time estimate for the cars chosen so far (White Line Fever: 10 minutes a car
 * each), read at the biggest force: the game lasts as long as it takes.
 */
function PlayTime({
  minutes,
  players,
  cars,
}: {
  minutes: (carsPerPlayer: number) => number;
  players: readonly { id: string }[];
  cars: readonly { playerId: string }[];
}) {
  const counts = players.map((p) => cars.filter((c) => c.playerId === p.id).length);
  const most = Math.max(0, ...counts);
  return (
    <p class="play-time" aria-live="polite">
      Estimated play: about {minutes(most)} minutes ({counts.every((n) => n === most) ? '' : 'up to '}
      {most} {most === 1 ? 'car' : 'cars'} each).
    </p>
  );
}
