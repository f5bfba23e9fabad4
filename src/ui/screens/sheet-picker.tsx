import editor from 'virtual:pitwall-off-precache/sheet-editor';
import { useEffect } from 'preact/hooks';
import { warm } from '../../pwa/warm';
import { maxRange } from '../../rules/custom/rules';
import type { Sheet } from '../../rules/custom/sheet';
import { STARTERS } from '../../rules/custom/starters';
import { db } from '../../state/app-state';
import { refreshSheets, sheets } from '../../state/sheets';
import { useBringIntoView } from '../components/bring-into-view';
import { factsLine } from '../format';
import { sheetFacts, starterName } from './sheet-words';
import './sheets.css';

export interface PickedSheet {
  /** "lib:<id>" or "starter:<id>". */
  key: string;
  sheet: Sheet;
}

/**
 * "Your own game" on the setup screen (issue 33): which sheet the game is played on, the library's
 * first (the last one changed is picked already), then the starters. The game gets a copy.
 */
export function SheetPicker({
  value,
  onPick,
  onEdit,
}: {
  value: string | null;
  onPick: (p: PickedSheet) => void;
  onEdit: () => void;
}) {
  const ready = db.value !== null;
  const list = (sheets.value ?? []).filter((s) => s.sheet);
  const box = useBringIntoView<HTMLElement>('start');
  useEffect(() => void refreshSheets(), [ready]);
  useEffect(() => void warm(editor), []); // off the precache (vite.config.ts)
  const first = list[0];
  useEffect(() => {
    if (value === null && first?.sheet) onPick({ key: `lib:${first.id}`, sheet: first.sheet });
  }, [value, first]);
  const option = (key: string, name: string, line: string, sheet: Sheet) => (
    <button
      type="button"
      key={key}
      class="system-option"
      aria-pressed={value === key}
      onClick={() => onPick({ key, sheet })}
    >
      <strong>{name}</strong>
      <span class="muted small sheet-line">{line}</span>
    </button>
  );
  return (
    <section ref={box} class="card stack below-bar" aria-labelledby="pick-sheet">
      <div class="row">
        <h2 id="pick-sheet" class="grow">
          Game sheet
        </h2>
        <button type="button" onClick={onEdit}>
          Edit sheets
        </button>
      </div>
      <div class="stack" role="group" aria-labelledby="pick-sheet">
        {list.length > 0 && <h3>Your sheets</h3>}
        {list.map((s) => option(`lib:${s.id}`, s.name, factsLine(sheetFacts(s.sheet as Sheet)), s.sheet as Sheet))}
        <h3>Starters</h3>
        {STARTERS.map((s) =>
          option(
            `starter:${s.id}`,
            starterName(s.id, s.sheet),
            s.sheet.about ?? 'Only a name: turns, dice and notes until you add more.',
            s.sheet,
          ),
        )}
      </div>
    </section>
  );
}

/**
 * Issue 41: a car's own maximum for each tracker the sheet sets per car (a Hull that differs per
 * car), asked on the car in New game with the sheet's default in the box. The rules check it
 * (checkSetup) when the game is started.
 */
export function CarMaxFields({
  sheet,
  label,
  max,
  onChange,
}: {
  sheet: Sheet;
  label: string;
  max: Record<string, number> | undefined;
  onChange: (max: Record<string, number> | undefined) => void;
}) {
  return (
    <>
      {sheet.trackers
        .filter((t) => t.perCar && t.kind !== 'hidden')
        .map((t) => {
          const [lo, hi] = maxRange(t);
          return (
            <label key={t.id} class="field">
              {t.name} maximum ({lo} to {hi})
              <input
                type="number"
                inputMode="numeric"
                min={lo}
                max={hi}
                aria-label={`${label} ${t.name} maximum`}
                value={max?.[t.id] ?? t.max}
                onInput={(e) => {
                  const v = e.currentTarget.value;
                  const { [t.id]: _old, ...rest } = max ?? {};
                  const next = v === '' || Number(v) === t.max ? rest : { ...rest, [t.id]: Number(v) };
                  onChange(Object.keys(next).length ? next : undefined);
                }}
              />
            </label>
          );
        })}
    </>
  );
}
