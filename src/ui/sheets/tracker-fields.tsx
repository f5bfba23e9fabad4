// The sheet editor's per-car and per-player parts (issue 33): trackers, conditions, resources,
// the turn order and triggers. Each takes its item and hands back a changed copy.
import { useState } from 'preact/hooks';
import {
  type Condition,
  SHEET_LIMITS as L,
  type Resource,
  type Sheet,
  type Tracker,
  type TrackerKind,
  type Trigger,
  type TurnOrder,
} from '../../rules/custom/sheet';
import { Choices, FieldRow, NumField, Pick, Switch, TextField } from './fields';
import { numericTrackers, withDoes, withKind } from './sheet-draft';

const KINDS: readonly (readonly [TrackerKind, string])[] = [
  ['counter', 'Counter'],
  ['boxes', 'Boxes'],
  ['tokens', 'Tokens'],
  ['speed', 'Speed'],
  ['hidden', 'Hidden'],
];

const KIND_HELP: Record<TrackerKind, string> = {
  counter: 'A number with − and + on the card (Hull, Crew).',
  boxes: 'Boxes ticked one tap at a time (damage). Maximum: how many boxes.',
  tokens: 'Tokens on the car, counted from 0 (Ammo, Hazard).',
  speed: 'A row of values to tap (speed, gear): at most 21 of them.',
  hidden: 'Face-down items only their owner’s phone shows (hidden gear, a secret objective); the table sees how many.',
};

export const kindName = (k: TrackerKind) => KINDS.find(([v]) => v === k)?.[1] ?? k;

/** "Counter 0–4, starts at 4" for a folded tracker. */
export function trackerSummary(t: Tracker): string {
  const per = t.perCar ? ', per car' : '';
  if (t.kind === 'boxes') return `${t.max} boxes${t.start ? `, ${t.start} ticked at start` : ''}${per}`;
  if (t.kind === 'hidden') return `Hidden, up to ${t.max}: ${(t.kinds ?? []).join(', ')}`;
  return `${kindName(t.kind)} ${t.min}–${t.max}, starts at ${t.start}${per}`;
}

export function TrackerFields({
  t,
  onChange,
  autoFocus,
}: {
  t: Tracker;
  onChange: (t: Tracker) => void;
  autoFocus?: boolean;
}) {
  const set = (patch: Partial<Tracker>) => onChange({ ...t, ...patch });
  const withMin = t.kind === 'counter' || t.kind === 'speed';
  const maxLabel =
    t.kind === 'boxes' ? 'Boxes' : t.kind === 'tokens' ? 'Most' : t.kind === 'hidden' ? 'Most items' : 'Maximum';
  return (
    <>
      <TextField
        label="Name"
        help="Shown on the car card."
        value={t.name}
        max={L.label}
        autoFocus={autoFocus}
        onChange={(name) => set({ name })}
      />
      <Choices
        legend="Kind"
        help={KIND_HELP[t.kind]}
        value={t.kind}
        options={KINDS}
        onChange={(k) => onChange(withKind(t, k))}
      />
      <FieldRow
        help={
          t.kind === 'hidden'
            ? 'How many items a car may hold; it starts with none.'
            : withMin
              ? 'Whole numbers: the lowest, the highest, and where every car starts.'
              : 'From 0; where every car starts.'
        }
      >
        {withMin && <NumField label="Minimum" value={t.min} onChange={(min) => set({ min })} />}
        <NumField label={maxLabel} value={t.max} onChange={(max) => set({ max })} />
        {t.kind !== 'hidden' && <NumField label="Start" value={t.start} onChange={(start) => set({ start })} />}
      </FieldRow>
      {t.kind === 'hidden' ? (
        <KindsField kinds={t.kinds ?? []} onChange={(kinds) => set({ kinds })} />
      ) : (
        <Switch
          label="Each car sets its own maximum"
          help="At setup, for a Hull that differs per car; the maximum above is the default."
          checked={!!t.perCar}
          onChange={(on) => {
            const { perCar: _p, ...rest } = t;
            onChange(on ? { ...rest, perCar: true } : rest);
          }}
        />
      )}
      <TextField
        label="Help (optional)"
        help="A line under it on the card: what it is for, what happens at 0."
        value={t.help ?? ''}
        max={L.help}
        onChange={(help) => set({ help })}
      />
    </>
  );
}

const splitKinds = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** A hidden tracker's kinds, typed as one line "Mines, Smoke, Nitro" (the commas stay while typing). */
function KindsField({ kinds, onChange }: { kinds: string[]; onChange: (k: string[]) => void }) {
  const [text, setText] = useState(kinds.join(', '));
  const shown = splitKinds(text).join('\n') === kinds.join('\n') ? text : kinds.join(', ');
  return (
    <TextField
      label="Kinds"
      help="What an item may be, separated by commas (Mines, Smoke, Nitro): the owner picks one when hiding it."
      value={shown}
      max={L.hiddenKinds * (L.label + 2)}
      onChange={(t) => {
        setText(t);
        onChange(splitKinds(t));
      }}
    />
  );
}

export function ConditionFields({
  c,
  onChange,
  autoFocus,
}: {
  c: Condition;
  onChange: (c: Condition) => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="Name"
        help="A chip on the card, on or off (Spun, On fire, Flipped)."
        value={c.name}
        max={L.label}
        autoFocus={autoFocus}
        onChange={(name) => onChange({ ...c, name })}
      />
      <TextField
        label="What to do with the model (optional)"
        help="Shown when it is set: “turn it upside down”."
        value={c.model ?? ''}
        max={L.help}
        onChange={(model) => onChange({ ...c, model })}
      />
      <Switch
        label="It means out of the game"
        help="Like Wrecked: once it is set, the car is out of the game."
        checked={!!c.out}
        onChange={(on) => {
          const { out: _o, ...rest } = c;
          onChange(on ? { ...rest, out: true } : rest);
        }}
      />
    </>
  );
}

export function ResourceFields({
  r,
  onChange,
  autoFocus,
}: {
  r: Resource;
  onChange: (r: Resource) => void;
  autoFocus?: boolean;
}) {
  const set = (patch: Partial<Resource>) => onChange({ ...r, ...patch });
  return (
    <>
      <TextField
        label="Name"
        help="Each player has one (Cans, Audience votes, Points)."
        value={r.name}
        max={L.label}
        autoFocus={autoFocus}
        onChange={(name) => set({ name })}
      />
      <FieldRow help="Whole numbers: the lowest, the highest, and what every player starts with.">
        <NumField label="Minimum" value={r.min} onChange={(min) => set({ min })} />
        <NumField label="Maximum" value={r.max} onChange={(max) => set({ max })} />
        <NumField label="Start" value={r.start} onChange={(start) => set({ start })} />
      </FieldRow>
      <Switch
        label="This is the score"
        help="The standings rank players by it (one resource at most)."
        checked={!!r.score}
        onChange={(on) => {
          const { score: _s, ...rest } = r;
          onChange(on ? { ...rest, score: true } : rest);
        }}
      />
    </>
  );
}

const trackerOptions = (s: Sheet) => numericTrackers(s).map((t) => [t.id, t.name] as const);

export function TurnFields({ s, onChange }: { s: Sheet; onChange: (t: TurnOrder) => void }) {
  const t = s.turns;
  return (
    <>
      <Choices
        legend="Who takes turns"
        help={t.by === 'car' ? 'Each car in turn.' : 'Each player in turn, with all their cars.'}
        value={t.by}
        options={[
          ['player', 'Each player'],
          ['car', 'Each car'],
        ]}
        onChange={(by) => onChange({ ...t, by })}
      />
      <Choices
        legend="In what order"
        help={
          t.order === 'seats'
            ? 'Clockwise round the table, in the order players were entered.'
            : t.order === 'stat'
              ? 'Highest first, read each round; ties roll a D6 off.'
              : 'No set order: the table plays rounds as it likes.'
        }
        value={t.order}
        options={[
          ['seats', 'Seats'],
          ['stat', 'By a tracker'],
          ['free', 'Free'],
        ]}
        onChange={(order) => {
          const { stat: _s, ...rest } = t;
          onChange(
            order === 'stat' ? { ...rest, order, stat: t.stat ?? numericTrackers(s)[0]?.id ?? '' } : { ...rest, order },
          );
        }}
      />
      {t.order === 'stat' && (
        <Pick
          label="Tracker"
          help={t.by === 'player' ? 'A player’s is the total over their cars still in.' : 'Read on each car.'}
          value={t.stat ?? ''}
          options={trackerOptions(s)}
          onChange={(stat) => onChange({ ...t, stat })}
        />
      )}
    </>
  );
}

/** "Hull at most 0: out" for a folded trigger. */
export function triggerSummary(s: Sheet, t: Trigger): string {
  const tr = s.trackers.find((x) => x.id === t.tracker)?.name ?? 'A tracker';
  const does =
    t.does === 'out' ? 'out' : (s.conditions.find((c) => c.id === t.condition)?.name ?? 'a condition').toLowerCase();
  return `${tr} at ${t.when === 'atMost' ? 'most' : 'least'} ${t.value}: ${does}`;
}

export function TriggerFields({
  s,
  t,
  onChange,
  autoFocus,
}: {
  s: Sheet;
  t: Trigger;
  onChange: (t: Trigger) => void;
  autoFocus?: boolean;
}) {
  const set = (patch: Partial<Trigger>) => onChange({ ...t, ...patch });
  return (
    <>
      <Pick
        label="Tracker it watches"
        help="A change to its value on a car may fire it."
        autoFocus={autoFocus}
        value={t.tracker}
        options={trackerOptions(s)}
        onChange={(tracker) => set({ tracker })}
      />
      <Choices
        legend="Fires when it is"
        value={t.when}
        options={[
          ['atMost', 'At most'],
          ['atLeast', 'At least'],
        ]}
        onChange={(when) => set({ when })}
      />
      <NumField
        label="Value"
        help="Once a change brings the tracker there (Hull 0 or less, Hazard 6 or more)."
        value={t.value}
        onChange={(value) => set({ value })}
      />
      <Choices
        legend="Then"
        help={
          t.does === 'out'
            ? 'The car leaves the game; its card says why.'
            : 'The condition goes on the car’s card, with what to do with the model.'
        }
        value={t.does}
        options={[
          ['out', 'The car is out'],
          ['condition', 'Set a condition'],
        ]}
        onChange={(does) => onChange(withDoes(s, t, does))}
      />
      {t.does === 'condition' && (
        <Pick
          label="Condition"
          value={t.condition ?? ''}
          options={s.conditions.map((c) => [c.id, c.name] as const)}
          onChange={(condition) => set({ condition })}
        />
      )}
      <NumField
        label="Starts again at (optional)"
        help="Leave empty to keep the value; 0 clears a pile of hazards after a wipeout."
        value={t.reset}
        optional
        onChange={(reset) => {
          const { reset: _r, ...rest } = t;
          onChange(reset === undefined ? rest : { ...rest, reset });
        }}
      />
      <TextField
        label="What to do with the model (optional)"
        help="“Wrecked: take it off the table”."
        value={t.model ?? ''}
        max={L.help}
        onChange={(model) => set({ model })}
      />
    </>
  );
}
