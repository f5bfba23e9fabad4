// The sheet editor's dice and moves (issue 33): custom dice with named faces, and guided rolls
// declared field by field (pool, die, target, what succeeds, how the dice are read, effects).
import {
  type CustomDie,
  dieName,
  type Effect,
  SHEET_LIMITS as L,
  type Move,
  type Reading,
  type Sheet,
  STANDARD_DICE,
  type Success,
} from '../../rules/custom/sheet';
import { Choices, FieldRow, NumField, Pick, TextField } from './fields';
import { faceNames, newEffect, numericTrackers, withFaces } from './sheet-draft';

const SIDES = [3, 4, 6, 8, 12, 20] as const;

export function DieFields({
  d,
  onChange,
  autoFocus,
}: {
  d: CustomDie;
  onChange: (d: CustomDie) => void;
  autoFocus?: boolean;
}) {
  const setFace = (i: number, patch: Partial<{ name: string; value: number }>) =>
    onChange({ ...d, faces: d.faces.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  return (
    <>
      <TextField
        label="Name"
        help="How moves and the dice pad name it (Skid die)."
        value={d.name}
        max={L.label}
        autoFocus={autoFocus}
        onChange={(name) => onChange({ ...d, name })}
      />
      <Choices
        legend="Faces"
        compact
        value={d.faces.length}
        options={SIDES.map((n) => [n, String(n)] as const)}
        onChange={(n) => onChange(withFaces(d, n))}
      />
      <p class="muted small se-help">
        Each face has a name (Hazard, Spin, Shift) and a value for totals and targets. A face typed at the table is its
        place here, 1 first.
      </p>
      <div class="se-face se-face-head" aria-hidden="true">
        <span class="se-face-no" />
        <span class="grow">Face</span>
        <span class="se-face-value">Value</span>
      </div>
      <ol class="plain-list stack se-faces">
        {d.faces.map((f, i) => (
          <li key={i} class="se-face">
            <span class="se-face-no" aria-hidden="true">
              {i + 1}
            </span>
            <label class="field grow">
              <span class="sr-only">Face {i + 1} name</span>
              <input
                type="text"
                value={f.name}
                maxLength={L.label}
                onInput={(e) => setFace(i, { name: e.currentTarget.value })}
              />
            </label>
            <div class="se-face-value">
              <NumField
                label={`Face ${i + 1} value`}
                hideLabel
                value={f.value}
                onChange={(value) => setFace(i, { value })}
              />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

const SUCCESS: readonly (readonly [Success['kind'], string])[] = [
  ['atLeast', 'A number or more'],
  ['target', 'The target’s tracker'],
  ['face', 'A named face'],
  ['none', 'Every die'],
];

const READS: readonly (readonly [Reading, string])[] = [
  ['count', 'Count successes'],
  ['highest', 'Highest'],
  ['sum', 'Sum'],
  ['each', 'Each face'],
];

const READ_HELP: Record<Reading, string> = {
  count: 'The result is how many dice succeed.',
  highest: 'The result is the highest die; the move succeeds if that die does.',
  sum: 'The result is the total of the dice; the move succeeds if the total does.',
  each: 'Every die counts on its own: effects add or take off per named face.',
};

/** "2 × D6 at a target" for a folded move. */
export function moveSummary(s: Sheet, m: Move): string {
  const p = m.pool;
  const pool = 'n' in p ? String(p.n) : (s.trackers.find((t) => t.id === p.tracker)?.name ?? 'a tracker');
  return `${pool} × ${dieName(s, m.die)}${m.target ? ', at a target' : ''}`;
}

export function MoveFields({
  s,
  m,
  onChange,
  autoFocus,
}: {
  s: Sheet;
  m: Move;
  onChange: (m: Move) => void;
  autoFocus?: boolean;
}) {
  const set = (patch: Partial<Move>) => onChange({ ...m, ...patch });
  const trackers = numericTrackers(s).map((t) => [t.id, t.name] as const);
  const faces = faceNames(s, m.die).map((f) => [f, f] as const);
  const dice = [
    ...STANDARD_DICE.map((d) => [d, d.toUpperCase()] as const),
    ...s.dice.map((d) => [d.id, d.name] as const),
  ];
  const succ = m.success;
  const setSuccess = (kind: Success['kind']) => {
    if (kind === succ.kind) return;
    const next: Success =
      kind === 'atLeast'
        ? { kind, n: 4 }
        : kind === 'target'
          ? { kind, tracker: trackers[0]?.[0] ?? '' }
          : kind === 'face'
            ? { kind, face: faces[0]?.[0] ?? '' }
            : { kind };
    // The target's tracker needs a target: picking it says so too.
    set(kind === 'target' ? { success: next, target: true } : { success: next });
  };
  return (
    <>
      <TextField
        label="Name"
        help="The button on each car’s card."
        value={m.name}
        max={L.label}
        autoFocus={autoFocus}
        onChange={(name) => set({ name })}
      />
      <Choices
        legend="How many dice"
        help="A set number, or one die per point of a tracker on the acting car (Guns)."
        value={'n' in m.pool ? 'n' : 'tracker'}
        options={[
          ['n', 'A fixed number'],
          ['tracker', 'The car’s tracker'],
        ]}
        onChange={(k) => set({ pool: k === 'n' ? { n: 2 } : { tracker: trackers[0]?.[0] ?? '' } })}
      />
      {'n' in m.pool ? (
        <NumField label="Dice" help="1 to 20." value={m.pool.n} onChange={(n) => set({ pool: { n } })} />
      ) : (
        <Pick
          label="Tracker"
          help="Read on the car that makes the move."
          value={m.pool.tracker}
          options={trackers}
          onChange={(tracker) => set({ pool: { tracker } })}
        />
      )}
      <Choices
        legend="Die"
        compact
        help={
          s.dice.length
            ? 'What every die of the move is.'
            : 'What every die of the move is; dice of your own (named faces) are added under Dice.'
        }
        value={m.die}
        options={dice}
        onChange={(die) => set({ die })}
      />
      <Choices
        legend="Needs a target"
        help={
          m.target
            ? 'The player picks the car it is aimed at.'
            : 'No car is aimed at: its effects are on the car that makes it.'
        }
        value={m.target ? 'yes' : 'no'}
        options={[
          ['yes', 'Yes'],
          ['no', 'No'],
        ]}
        onChange={(v) => set({ target: v === 'yes' })}
      />
      <Choices
        legend="What succeeds"
        help={
          succ.kind === 'atLeast'
            ? 'A die (or the highest, or the total) of this number or more.'
            : succ.kind === 'target'
              ? 'A die at or above the value of the target car’s tracker (its Armour).'
              : succ.kind === 'face'
                ? 'A die showing this face.'
                : 'Nothing to reach: read the highest, the total or each face.'
        }
        value={succ.kind}
        options={SUCCESS}
        onChange={setSuccess}
      />
      {succ.kind === 'atLeast' && (
        <NumField label="Number" value={succ.n} onChange={(n) => set({ success: { kind: 'atLeast', n } })} />
      )}
      {succ.kind === 'target' && (
        <Pick
          label="Target’s tracker"
          value={succ.tracker}
          options={trackers}
          onChange={(tracker) => set({ success: { kind: 'target', tracker } })}
        />
      )}
      {succ.kind === 'face' && (
        <Pick
          label="Face"
          value={succ.face}
          options={faces}
          onChange={(face) => set({ success: { kind: 'face', face } })}
        />
      )}
      <Choices
        legend="How the dice are read"
        help={READ_HELP[m.read]}
        value={m.read}
        options={READS}
        onChange={(read) =>
          // Each face on its own has no single result: effects that used it count the first face.
          set({
            read,
            effects:
              read === 'each'
                ? m.effects.map((e) =>
                    e.amount === 'result' ? { ...e, amount: 'face', face: e.face ?? faces[0]?.[0] ?? '' } : e,
                  )
                : m.effects,
          })
        }
      />
      <fieldset class="q se-effects">
        <legend>What it does</legend>
        <p class="muted small se-help">
          Each effect changes a tracker, a condition or a resource; its first line says what it does in words.
        </p>
        {m.effects.length === 0 && <p class="muted small">Nothing yet: add an effect.</p>}
        {m.effects.map((e, i) => (
          <EffectFields
            key={i}
            n={i + 1}
            s={s}
            m={m}
            e={e}
            onChange={(next) => set({ effects: m.effects.map((x, j) => (j === i ? next : x)) })}
            onRemove={() => set({ effects: m.effects.filter((_, j) => j !== i) })}
          />
        ))}
        <button
          type="button"
          disabled={m.effects.length >= L.effects}
          onClick={() => set({ effects: [...m.effects, newEffect(s, m)] })}
        >
          {m.effects.length >= L.effects ? `At most ${L.effects} effects` : 'Add an effect'}
        </button>
      </fieldset>
      <TextField
        label="Help (optional)"
        help="Shown with the move when it is rolled."
        value={m.help ?? ''}
        max={L.help}
        onChange={(help) => set({ help })}
      />
    </>
  );
}

/** An effect in words: "Take the result off the target’s Hull". */
export function effectText(s: Sheet, e: Effect): string {
  const list = e.what === 'tracker' ? s.trackers : e.what === 'condition' ? s.conditions : s.resources;
  const name = list.find((x: { id: string }) => x.id === e.id)?.name ?? `a ${e.what}`;
  const whose =
    e.what === 'resource'
      ? e.who === 'target'
        ? 'the target’s player’s'
        : 'its player’s'
      : e.who === 'target'
        ? 'the target’s'
        : 'its own';
  if (e.what === 'condition')
    return `${e.sign > 0 ? 'Set' : 'Clear'} ${name} on ${e.who === 'target' ? 'the target' : 'the car'}${
      e.amount === 'face'
        ? ` if a die shows ${e.face ?? 'a face'}`
        : e.amount === 'once'
          ? ' on success'
          : ' if the result is above 0'
    }`;
  const amount =
    e.amount === 'result'
      ? e.n === 1
        ? 'the result'
        : `the result × ${e.n}`
      : e.amount === 'once'
        ? `${e.n} on success`
        : `${e.n} per ${e.face ?? 'face'}`;
  return e.sign > 0 ? `Add ${amount} to ${whose} ${name}` : `Take ${amount} off ${whose} ${name}`;
}

function EffectFields({
  n,
  s,
  m,
  e,
  onChange,
  onRemove,
}: {
  n: number;
  s: Sheet;
  m: Move;
  e: Effect;
  onChange: (e: Effect) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<Effect>) => onChange({ ...e, ...patch });
  const options = (what: Effect['what']) =>
    (what === 'tracker' ? numericTrackers(s) : what === 'condition' ? s.conditions : s.resources).map(
      (x) => [x.id, x.name] as const,
    );
  const faces = faceNames(s, m.die).map((f) => [f, f] as const);
  const cond = e.what === 'condition';
  return (
    <div class="se-effect stack" role="group" aria-label={`Effect ${n}`}>
      <p>
        <strong>
          {n}. {effectText(s, e)}
        </strong>
      </p>
      <Choices
        legend="On"
        value={e.who}
        options={[
          ['target', 'The target'],
          ['self', 'The acting car'],
        ]}
        onChange={(who) => set({ who })}
      />
      <Choices
        legend="Changes"
        help={e.what === 'resource' ? 'The resource of the car’s player.' : undefined}
        value={e.what}
        options={[
          ['tracker', 'A tracker'],
          ['condition', 'A condition'],
          ['resource', 'A resource'],
        ]}
        // A condition is usually set; a tracker on the target usually taken off.
        onChange={(what) =>
          set({
            what,
            id: options(what)[0]?.[0] ?? '',
            sign: what === 'condition' || e.who === 'self' ? 1 : -1,
            ...(what === 'condition' && !(e.n > 0) ? { n: 1 } : {}),
          })
        }
      />
      <Pick
        label={cond ? 'Condition' : e.what === 'resource' ? 'Resource' : 'Tracker'}
        value={e.id}
        options={options(e.what)}
        onChange={(id) => set({ id })}
      />
      <Choices
        legend={cond ? 'Set or clear' : 'Add or take off'}
        value={e.sign}
        options={
          cond
            ? [
                [1, 'Set'],
                [-1, 'Clear'],
              ]
            : [
                [-1, 'Take off'],
                [1, 'Add'],
              ]
        }
        onChange={(sign) => set({ sign })}
      />
      <Choices
        legend={cond ? 'When' : 'How much'}
        help={
          cond
            ? e.amount === 'result'
              ? 'When the move’s result (successes, highest or total) is above 0.'
              : e.amount === 'once'
                ? 'When the move succeeds.'
                : 'When a die shows the face.'
            : e.amount === 'result'
              ? 'The move’s result (successes, highest or total) times the number.'
              : e.amount === 'once'
                ? 'The number, once, when the move succeeds.'
                : 'The number for each die showing the face.'
        }
        value={e.amount}
        options={
          cond
            ? [
                ['result', 'Result above 0'],
                ['once', 'On success'],
                ['face', 'A face shows'],
              ]
            : [
                ['result', 'Result × number'],
                ['once', 'Number on success'],
                ['face', 'Number per face'],
              ]
        }
        onChange={(amount) => {
          const { face: _f, ...rest } = e;
          onChange(amount === 'face' ? { ...rest, amount, face: e.face ?? faces[0]?.[0] ?? '' } : { ...rest, amount });
        }}
      />
      {/* A condition is set or cleared when the amount is above 0: its number stays 1, unasked. */}
      {(!cond || e.amount === 'face') && (
        <FieldRow>
          {!cond && <NumField label="Number" value={e.n} onChange={(v) => set({ n: v })} />}
          {e.amount === 'face' && (
            <Pick label="Face" value={e.face ?? ''} options={faces} onChange={(face) => set({ face })} />
          )}
        </FieldRow>
      )}
      <button type="button" class="danger" onClick={onRemove}>
        Remove effect {n}
      </button>
    </div>
  );
}
