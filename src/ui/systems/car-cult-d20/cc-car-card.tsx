import { useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import type { CcHouseRules } from '../../../rules/car-cult-d20/data';
import { CARDS, type CardKind } from '../../../rules/car-cult-d20/data';
import type { CcCar, CcState, CcTrack } from '../../../rules/car-cult-d20/model';
import { carAZ, type Derived, derived, engineOf, inPlay } from '../../../rules/car-cult-d20/rules';
import { dispatch } from '../../../state/app-state';
import { CarCardHead } from '../../components/car-card-head';
import { Counter } from '../../components/counter';
import { HeldCounter } from '../../components/held-counter';
import { type Stat, StatLine } from '../../components/stat-line';
import { Sheet } from '../../dice/sheet';
import { CustomCardSheet } from './cc-custom-card';
import { CcTrackView, cardFacts } from './cc-track';

const GROUPS: [string, CardKind[]][] = [
  ['Engines', ['engine']],
  ['Crew', ['crew']],
  ['Weapons, mines, ram', ['weapon', 'mines', 'ram']],
  ['Armour', ['armour']],
];

/** B5's derived values as the card shows them (never stored). */
export function derivedStats(d: Derived, h: CcHouseRules): Stat[] {
  if (d.immobile) return [{ value: 'Immobile: no move' }, { label: 'Generates', value: `${d.generation} ST` }];
  return [
    { label: 'Move', value: d.maxMove ? `${d.minMove}" to ${d.maxMove}"` : 'none (no engine ST)' },
    { label: 'Drift', value: `≤ ${d.drift}"${h.driftPerSide ? ' each side' : ''}` },
    { label: 'Turns', value: `${d.turns} × 45°` },
    { label: 'Generates', value: `${d.generation} ST` },
    ...(d.ddPenalty ? [{ label: 'Enemy attacks', value: `−${d.ddPenalty}` }] : []),
    ...(d.rerollsAvailable ? [{ label: 'Re-rolls', value: String(d.rerollsAvailable) }] : []),
    ...(d.swapsAvailable ? [{ label: 'Swaps', value: String(d.swapsAvailable) }] : []),
  ];
}

/** Roster phase: the cards on this car, each removable, and the catalogue to add from (B6). */
function Building({ car, c }: { car: Car; c: CcCar }) {
  const [error, setError] = useState<string | null>(null);
  const [custom, setCustom] = useState(false);
  const run = (type: string, payload: unknown) => setError(dispatch({ type, payload }));
  return (
    <div class="stack" style={{ gap: '8px' }}>
      <ul class="cc-cards plain-list" aria-label={`Cards on ${car.name}`}>
        {c.components.map((t) => (
          <li key={t.id} class="row">
            <span class="grow">
              <strong>{t.name}</strong> <span class="muted small">{cardFacts(t)}</span>
            </span>
            <button
              type="button"
              aria-label={`Remove ${t.name} from ${car.name}`}
              onClick={() => run('cc.removeCard', { carId: car.id, trackId: t.id })}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {c.components.length === 0 && <p class="muted small">No cards yet: start with an engine.</p>}
      <label class="field">
        Add a card to {car.name}
        <select
          value=""
          onChange={(e) => {
            const id = e.currentTarget.value;
            e.currentTarget.value = '';
            if (id) run('cc.addCard', { carId: car.id, defId: id });
          }}
        >
          <option value="">Pick a card…</option>
          {GROUPS.map(([label, kinds]) => (
            <optgroup key={label} label={label}>
              {CARDS.filter((d) => kinds.includes(d.kind)).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name} · {d.n} AZ
                  {d.kind === 'engine' ? ` · accel ${d.accel}` : ''}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => setCustom(true)}>
        Custom card…
      </button>
      <span class="small">
        {car.name}: {carAZ(c)} AZ
      </span>
      {custom && <CustomCardSheet carId={car.id} carName={car.name} onClose={() => setCustom(false)} />}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** 0.4 manual override: any track's tokens set by hand (logged as a correction). */
function CorrectSheet({ car, c, inRound, onClose }: { car: Car; c: CcCar; inRound: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const set = (t: CcTrack, st: number, dt: number) =>
    setError(dispatch({ type: 'cc.adjust', payload: { trackId: t.id, st, dt } }));
  return (
    <Sheet title={`Correct ${car.name}`} onClose={onClose}>
      <div class="stack">
        <p class="muted">For a slip at the table: each change is one logged correction (Undo takes it back).</p>
        {c.components.map((t) => (
          <div key={t.id} class="stack" style={{ gap: '4px' }}>
            <CcTrackView carName={car.name} t={t} compact />
            <Counter
              label={`${t.name} Speed Tokens`}
              value={t.st}
              min={0}
              max={t.n - t.dt}
              onChange={(v) => set(t, v, t.dt)}
              reason={t.kind === 'armour' || t.kind === 'ram' ? `${t.name} never holds Speed Tokens.` : null}
            />
            <Counter
              label={`${t.name} Damage Tokens`}
              value={t.dt}
              min={0}
              max={t.n}
              onChange={(v) => set(t, Math.min(t.st, t.n - v), v)}
            />
          </div>
        ))}
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {inRound && (
          // Part D: a model that left the table is taken off by the players, never by the app.
          <button
            type="button"
            class="wide"
            onClick={() => {
              const e = dispatch({ type: 'cc.removeCar', payload: { carId: car.id } });
              if (e) setError(e);
              else onClose();
            }}
          >
            {car.name} left the table
          </button>
        )}
        <button type="button" class="primary wide" onClick={onClose}>
          Done
        </button>
      </div>
    </Sheet>
  );
}

/**
 * A car as its stack of cards: each card its track of Action Zones (Speed Tokens from the left,
 * Damage Tokens from the right, +ST showing where no token covers it, the engine's speeds over
 * its AZ), with the derived values above (B5). Roster phase: the cards to build it from; setup:
 * its starting engine Speed Tokens (CC-A14).
 */
export function CcCarCard({
  s,
  car,
  c,
  h,
  note,
  over,
  activeElsewhere,
}: {
  s: CcState;
  car: Car;
  c: CcCar;
  h: CcHouseRules;
  note: string;
  over: boolean;
  activeElsewhere: boolean;
}) {
  const [correct, setCorrect] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The starting Speed Tokens the stepper holds before it is left: the engine's track shows them too.
  const [heldST, setHeldST] = useState<number | null>(null);
  // The derived values and the engine's track follow the held value (the rules read the car as it would be).
  const shown: CcCar =
    heldST === null
      ? c
      : { ...c, components: c.components.map((t) => (t.kind === 'engine' ? { ...t, st: heldST } : t)) };
  const d = derived(shown, h);
  // Out of play: exploded, or taken off the table with cc.removeCar (Part D: no blast).
  const gone = !inPlay(c);
  const active = s.activeCarId === c.id;
  const e = engineOf(c);
  const badges = [
    active ? 'Activating' : null,
    s.phase === 'round' && c.activated && !gone ? 'Done this round' : null,
    c.status === 'exploded' ? 'Exploded' : c.status === 'removed' ? 'Removed' : null,
    !gone && e && d.immobile && s.phase !== 'roster' ? 'Immobile' : null,
  ].filter((b): b is string => b !== null);
  return (
    <article
      class={`card car cc-car${active ? ' active' : ''}${gone ? ' out' : ''}`}
      style={{ '--car-color': car.color }}
      aria-label={car.name}
    >
      <CarCardHead
        car={car}
        sub={e ? `${e.name} · ${carAZ(c)} AZ in all` : null}
        badges={badges}
        hot={['Activating', 'Exploded', 'Removed']}
        note={note}
      />
      {s.phase === 'roster' && <Building car={car} c={c} />}
      {s.phase === 'setup' && e && (
        // Issue 30: the taps are one log row and one undo step, made when the stepper is left.
        <HeldCounter
          label="Starting engine ST"
          value={e.st}
          min={0}
          max={d.maxStartST}
          onCommit={(v) => setError(dispatch({ type: 'cc.startST', payload: { carId: c.id, st: v } }))}
          onHeld={setHeldST}
          decLabel={`Fewer starting Speed Tokens for ${car.name}`}
          incLabel={`More starting Speed Tokens for ${car.name}`}
          maxReason={`${car.name} starts with at most ${d.maxStartST}: its engine AZ or its +ST symbols, whichever is fewer [CC-A14].`}
        />
      )}
      {s.phase !== 'roster' && !gone && <StatLine class="small" items={derivedStats(d, h)} />}
      {s.phase !== 'roster' && activeElsewhere && (
        <p class="muted small">Activating: its cards are in the activation panel above.</p>
      )}
      {s.phase !== 'roster' && !activeElsewhere && (
        <div class="cc-tracks" role="group" aria-label={`Cards of ${car.name}`}>
          {shown.components.map((t) =>
            s.phase === 'setup' && t.kind === 'engine' ? (
              // CC-A14: a tap on the engine sets the starting Speed Tokens up to that AZ (again on the last one: one fewer).
              <CcTrackView
                key={t.id}
                carName={car.name}
                t={t}
                hint="tap to set"
                reason={(i) =>
                  i + 1 > d.maxStartST
                    ? `${car.name} starts with at most ${d.maxStartST}: its engine AZ or its +ST symbols, whichever is fewer [CC-A14].`
                    : null
                }
                onSlot={(i) =>
                  setError(dispatch({ type: 'cc.startST', payload: { carId: c.id, st: i + 1 === t.st ? i : i + 1 } }))
                }
              />
            ) : (
              <CcTrackView
                key={t.id}
                carName={car.name}
                t={t}
                hint={
                  t.kind === 'weapon' && active && t.st
                    ? `${t.st - (t.actionsUsed ?? 0)} of ${t.st} attacks left`
                    : null
                }
              />
            ),
          )}
        </div>
      )}
      {s.phase !== 'roster' && !gone && !over && (
        <button
          type="button"
          class="ghost"
          aria-label={`Correct the tokens of ${car.name}`}
          onClick={() => setCorrect(true)}
        >
          Correct the tokens
        </button>
      )}
      {correct && <CorrectSheet car={car} c={c} inRound={s.phase === 'round'} onClose={() => setCorrect(false)} />}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
