import { useState } from 'preact/hooks';
import { CARD_KINDS, type CardDef, type CardKind } from '../../../rules/car-cult-d20/data';
import { cardProblem } from '../../../rules/car-cult-d20/rules';
import { dispatch } from '../../../state/app-state';
import { Counter } from '../../components/counter';
import { ReasonButton } from '../../components/reason-button';
import { Sheet } from '../../dice/sheet';
import { CcTrackView } from './cc-track';

const KIND_LABEL: Record<CardKind, string> = {
  engine: 'Engine',
  crew: 'Crew',
  weapon: 'Weapon',
  armour: 'Armour',
  mines: 'Mines',
  ram: 'Ram',
  custom: 'Other',
};

/**
 * A custom card (B3.2 shape, CC-A31): its kind, AZ, which AZ print +ST, and the numbers its kind
 * needs. The rules' cardProblem() checks it before Add; the preview is the track it will make.
 */
export function CustomCardSheet({ carId, carName, onClose }: { carId: string; carName: string; onClose: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CardKind>('weapon');
  const [n, setN] = useState(2);
  const [symbols, setSymbols] = useState<number[]>([]);
  const [speeds, setSpeeds] = useState('2, 4, 7, 11, 14');
  const [accel, setAccel] = useState(2);
  const [range, setRange] = useState(12);
  const [blast, setBlast] = useState(2);
  const [damage, setDamage] = useState(1);
  const [shots, setShots] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const card: CardDef = {
    id: `c${Date.now().toString(36)}`,
    kind,
    name: name.trim(),
    n,
    symbols: symbols.filter((p) => p <= n).sort((a, b) => a - b),
  };
  if (kind === 'engine') {
    card.speeds = speeds.split(/[ ,]+/).filter(Boolean).map(Number);
    card.accel = accel;
  }
  if (kind === 'weapon' || kind === 'mines') Object.assign(card, { range, blast, damage, shots });
  const problem = cardProblem(card);
  const nums: [string, number, (v: number) => void, number, number][] =
    kind === 'weapon' || kind === 'mines'
      ? [
          ['Range (")', range, setRange, 0, 99],
          ['Blast', blast, setBlast, -20, 30],
          ['Damage per hit', damage, setDamage, 0, 10],
          ['Shots', shots, setShots, 1, 10],
        ]
      : kind === 'engine'
        ? [['Acceleration', accel, setAccel, 1, 7]]
        : [];
  return (
    <Sheet title={`Custom card for ${carName}`} onClose={onClose}>
      <div class="stack">
        <label class="field">
          Card name
          <input value={name} maxLength={40} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label class="field">
          Kind
          <select value={kind} onChange={(e) => setKind(e.currentTarget.value as CardKind)}>
            {CARD_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
        <Counter
          label="Action Zones"
          value={n}
          min={1}
          max={7}
          onChange={setN}
          decLabel="Fewer AZ"
          incLabel="More AZ"
        />
        <fieldset class="q">
          <legend>AZ that print +ST</legend>
          <div class="choices" role="group" aria-label="AZ that print +ST">
            {Array.from({ length: n }, (_, i) => i + 1).map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={symbols.includes(p)}
                aria-label={`+ST on AZ ${p}`}
                onClick={() => setSymbols(symbols.includes(p) ? symbols.filter((x) => x !== p) : [...symbols, p])}
              >
                {p}
              </button>
            ))}
          </div>
        </fieldset>
        {kind === 'engine' && (
          <label class="field">
            Speeds over each AZ, left to right
            <input value={speeds} inputMode="numeric" onInput={(e) => setSpeeds(e.currentTarget.value)} />
          </label>
        )}
        {nums.map(([label, value, set, min, max]) => (
          <Counter key={label} label={label} value={value} min={min} max={max} onChange={set} />
        ))}
        {!problem && <CcTrackView carName={carName} t={{ ...card, id: 'preview', defId: card.id, st: 0, dt: 0 }} />}
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <ReasonButton
          class="primary wide"
          reason={problem}
          onReason={setError}
          onClick={() => {
            const err = dispatch({ type: 'cc.addCard', payload: { carId, card: { ...card, id: card.id } } });
            if (err) setError(err);
            else onClose();
          }}
        >
          Add the card
        </ReasonButton>
      </div>
    </Sheet>
  );
}
