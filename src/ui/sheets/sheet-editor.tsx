// The game sheet editor (issue 33): a table describes its own game on a phone. The draft is a
// plain Sheet; readSheet judges it on every change, each problem is shown on the item it is about
// and listed with where it is, and Save refuses while there are any. Items are folded to one line;
// "Add" puts in an item that works at once (sheet-draft.ts) with its name ready to type over.
// Loaded only when opened (its own chunk); the caller owns routes and storage.
import type { VNode } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { blankSheet, SHEET_LIMITS as L, type Sheet } from '../../rules/custom/sheet';
import { problemText, readSheet, type SheetProblem } from '../../rules/custom/validate';
import { ConfirmPair } from '../components/confirm-pair';
import { BackIcon } from '../components/icons';
import { Sheet as Dialog } from '../dice/sheet';
import { TextField } from './fields';
import { DieFields, MoveFields, moveSummary } from './move-fields';
import {
  faceClashes,
  itemAt,
  LIST_MAX,
  moveItem,
  newCondition,
  newDie,
  newMove,
  newNote,
  newResource,
  newTracker,
  newTrigger,
} from './sheet-draft';
import { SheetPreview } from './sheet-preview';
import {
  ConditionFields,
  ResourceFields,
  TrackerFields,
  TriggerFields,
  TurnFields,
  trackerSummary,
  triggerSummary,
} from './tracker-fields';
import './sheet-editor.css';

type ListName = 'trackers' | 'conditions' | 'resources' | 'dice' | 'moves' | 'triggers' | 'notes';
const LISTS: readonly ListName[] = ['trackers', 'conditions', 'resources', 'dice', 'moves', 'triggers', 'notes'];

/** Each list's heading: the same word validate.ts puts before "›" where it reports a problem. */
const TITLE: Record<ListName, string> = {
  trackers: 'Trackers',
  conditions: 'Conditions',
  resources: 'Resources',
  dice: 'Dice',
  moves: 'Moves',
  triggers: 'Triggers',
  notes: 'Notes',
};

const ADD: Record<ListName, [string, (s: Sheet) => unknown]> = {
  trackers: ['Add tracker', newTracker],
  conditions: ['Add condition', newCondition],
  resources: ['Add resource', newResource],
  dice: ['Add die', newDie],
  moves: ['Add move', newMove],
  triggers: ['Add trigger', newTrigger],
  notes: ['Add note', newNote],
};

const HELP: Record<ListName | 'turns', string> = {
  trackers: 'What each car’s card keeps: a number, damage boxes, tokens, a speed row, or face-down items.',
  conditions: 'States a car is in, switched on and off on its card or by a move (Spun, On fire).',
  resources: 'What each player holds besides their cars (Cans, Audience votes); one may be the score.',
  turns: 'Who goes when.',
  dice: 'Dice of your own with named faces (a skid die: Hazard, Spin, Slide, Shift). D3 to D20 are always there.',
  moves: 'Guided rolls: the app reads the dice and applies what they do, as one step Undo takes back.',
  triggers: 'What happens when a tracker reaches a value: the car is out, or a condition is set.',
  notes: 'Your table’s own rules, titled: they show in the rules reference and its search.',
};

type Keys = Record<ListName, number[]>;
type Item = { name?: string; title?: string; tracker?: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function SheetEditor(props: {
  initial: Sheet;
  /** Saves the sheet as read by readSheet; resolves an error to show, or null (the editor then calls onClose). */
  onSave: (sheet: Sheet) => Promise<string | null>;
  onClose: () => void;
}): VNode {
  const { initial, onSave, onClose } = props;
  // Each list item's key for Preact (ids may be missing or repeated in a draft, and triggers and
  // notes have none), kept beside the draft so adding, removing and moving keep them in step.
  const next = useRef(0);
  const [st, setSt] = useState(() => {
    const s = structuredClone(initial);
    const keys = Object.fromEntries(LISTS.map((l) => [l, s[l].map(() => next.current++)])) as Keys;
    return { s, keys };
  });
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [fresh, setFresh] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [preview, setPreview] = useState(false);
  const [jump, setJump] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const draft = st.s;
  const result = useMemo(() => readSheet(draft), [draft]);
  // The door's problems, and the editor's own (issue 41: faces that look alike and count differently).
  const problems = useMemo(() => [...(result.ok ? [] : result.problems), ...faceClashes(draft)], [result, draft]);
  const dirty = JSON.stringify(draft) !== saved;

  // A reload or a closed tab asks too while there are changes.
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  useEffect(() => {
    if (!jump) return;
    document.getElementById(jump)?.scrollIntoView({ block: 'start' });
    setJump(null);
  }, [jump]);

  const edit = (f: (s: Sheet) => Sheet) => {
    setMessage(null);
    setSt((x) => ({ ...x, s: f(x.s) }));
  };
  const setItem = <K extends ListName>(list: K, i: number, item: Sheet[K][number]) =>
    edit((s) => ({ ...s, [list]: s[list].map((x, j) => (j === i ? item : x)) }));
  const reshape = (list: ListName, f: <T>(xs: readonly T[]) => T[]) => {
    setMessage(null);
    setSt((x) => ({ s: { ...x.s, [list]: f(x.s[list] as unknown[]) }, keys: { ...x.keys, [list]: f(x.keys[list]) } }));
  };
  const toggle = (k: string, on: boolean) =>
    setOpen((o) => {
      if (o.has(k) === on) return o;
      const n = new Set(o);
      if (on) n.add(k);
      else n.delete(k);
      return n;
    });
  const add = (list: ListName) => {
    const key = next.current++;
    setMessage(null);
    setSt((x) => ({
      s: { ...x.s, [list]: [...x.s[list], ADD[list][1](x.s)] },
      keys: { ...x.keys, [list]: [...x.keys[list], key] },
    }));
    toggle(`${list}:${key}`, true);
    setFresh(`${list}:${key}`);
  };

  /** The problems validate.ts reports on item i of a list (triggers are also named by their tracker). */
  const problemsOf = (list: ListName, item: Item, i: number): SheetProblem[] => {
    const at = new Set([itemAt(TITLE[list], item.name ?? item.title, i)]);
    if (list === 'triggers') {
      const t = draft.trackers.find((x) => x.id === item.tracker);
      at.add(`${TITLE.triggers} › ${t?.name.trim() ?? item.tracker}`);
    }
    return problems.filter((p) => at.has(p.at));
  };

  const jumpTo = (at: string) => {
    const head = at.split(' › ')[0];
    const list = LISTS.find((l) => TITLE[l] === head);
    let to = head === 'Turns' ? 'se-turns' : list ? `se-${list}` : 'se-about';
    if (list) {
      const i = (draft[list] as Item[]).findIndex((x, j) => problemsOf(list, x, j).some((p) => p.at === at));
      const key = st.keys[list][i];
      if (key !== undefined) {
        toggle(`${list}:${key}`, true);
        to = `se-${list}-${key}`;
      }
    }
    setJump(to);
  };

  const save = async () => {
    if (!result.ok || problems.length) {
      // Says why, and opens the first problem's item so it can be fixed at once.
      setMessage(`Not saved: ${plural(problems.length, 'problem', 'problems')} to fix. ${problemText(problems, 1)}`);
      jumpTo(problems[0]!.at);
      return;
    }
    setBusy(true);
    let err: string | null;
    try {
      err = await onSave(result.sheet);
    } catch (x) {
      err = `Not saved: ${x instanceof Error ? x.message : String(x)}`;
    }
    if (!alive.current) return;
    setBusy(false);
    if (err) {
      setMessage(err);
      return;
    }
    setSaved(JSON.stringify(draft));
    onClose();
  };
  const cancel = () => (dirty ? setAsking(true) : onClose());

  const section = <K extends ListName>(
    list: K,
    render: (item: Sheet[K][number], i: number, autoFocus: boolean) => VNode,
    sub: (item: Sheet[K][number]) => string,
    /** The folded item's title: its name, or (a trigger has none) what it does. */
    title: (item: Sheet[K][number]) => string = (x) => ((x as Item).name ?? (x as Item).title ?? '').trim(),
  ) => {
    const items = draft[list] as Sheet[K];
    const own = problems.filter((p) => p.at === TITLE[list]);
    const full = items.length >= LIST_MAX[list];
    return (
      <section id={`se-${list}`} class="stack se-section" aria-labelledby={`se-${list}-h`}>
        <h2 id={`se-${list}-h`}>
          {TITLE[list]} {items.length > 0 && <span class="muted">({items.length})</span>}
        </h2>
        <p class="muted small">{HELP[list]}</p>
        {items.map((item, i) => {
          const key = st.keys[list][i] as number;
          const k = `${list}:${key}`;
          const mine = problemsOf(list, item as Item, i);
          const name = title(item) || 'Unnamed';
          return (
            <details
              key={key}
              id={`se-${list}-${key}`}
              class="card se-item"
              open={open.has(k)}
              onToggle={(e) => toggle(k, e.currentTarget.open)}
            >
              <summary>
                <span class="grow">
                  <strong class="break">{name}</strong>
                  <span class="muted small se-sub">{sub(item)}</span>
                </span>
                {mine.length > 0 && <span class="badge se-bad">{plural(mine.length, 'problem', 'problems')}</span>}
              </summary>
              {open.has(k) && (
                <div class="stack se-body">
                  <Problems problems={mine} />
                  {render(item, i, fresh === k)}
                  {/* Only the moves there are: no greyed Up on the first item (issue 9). */}
                  <div class="se-actions">
                    {i > 0 && (
                      <button
                        type="button"
                        aria-label={`Move ${name} up`}
                        onClick={() => reshape(list, (xs) => moveItem(xs, i, -1))}
                      >
                        Up
                      </button>
                    )}
                    {i < items.length - 1 && (
                      <button
                        type="button"
                        aria-label={`Move ${name} down`}
                        onClick={() => reshape(list, (xs) => moveItem(xs, i, 1))}
                      >
                        Down
                      </button>
                    )}
                    <button
                      type="button"
                      class="danger"
                      aria-label={`Remove ${name}`}
                      onClick={() => reshape(list, (xs) => xs.filter((_, j) => j !== i))}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              )}
            </details>
          );
        })}
        <Problems problems={own} />
        <button type="button" disabled={full} onClick={() => add(list)}>
          {full ? `${TITLE[list]}: ${LIST_MAX[list]}, the most a sheet holds` : ADD[list][0]}
        </button>
      </section>
    );
  };

  return (
    <div class="se">
      <header class="topbar">
        <button type="button" class="icon-btn ghost" aria-label="Back" onClick={cancel}>
          <BackIcon />
        </button>
        <div class="topbar-title">
          <h1>Game sheet</h1>
          <p class="sub">
            {draft.name.trim() || 'Unnamed'}
            {dirty ? ' · not saved' : ''}
          </p>
        </div>
      </header>
      <main class="se-main">
        <div class="stack se-form">
          <section id="se-about" class="stack se-section" aria-label="Name and about">
            <TextField
              label="Name"
              help="How the library and the new-game screen list it."
              value={draft.name}
              max={L.name}
              selectOnFocus={draft.name === blankSheet().name}
              onChange={(name) => edit((s) => ({ ...s, name }))}
            />
            <TextField
              label="About (optional)"
              help="A line or two on what the game is, for whoever picks it."
              value={draft.about ?? ''}
              max={L.about}
              multiline
              onChange={(about) => edit((s) => ({ ...s, about }))}
            />
            <Problems problems={problems.filter((p) => p.at === 'Sheet')} />
          </section>
          {section(
            'trackers',
            (t, i, f) => (
              <TrackerFields t={t} autoFocus={f} onChange={(x) => setItem('trackers', i, x)} />
            ),
            trackerSummary,
          )}
          {section(
            'conditions',
            (c, i, f) => (
              <ConditionFields c={c} autoFocus={f} onChange={(x) => setItem('conditions', i, x)} />
            ),
            (c) => c.model?.trim() || 'On or off',
          )}
          {section(
            'resources',
            (r, i, f) => (
              <ResourceFields r={r} autoFocus={f} onChange={(x) => setItem('resources', i, x)} />
            ),
            (r) => `${r.min}–${r.max}, starts at ${r.start}${r.score ? ', the score' : ''}`,
          )}
          <section id="se-turns" class="stack se-section" aria-labelledby="se-turns-h">
            <h2 id="se-turns-h">Turns</h2>
            <p class="muted small">{HELP.turns}</p>
            <TurnFields s={draft} onChange={(turns) => edit((s) => ({ ...s, turns }))} />
            <Problems problems={problems.filter((p) => p.at === 'Turns')} />
          </section>
          {section(
            'dice',
            (d, i, f) => (
              <DieFields d={d} autoFocus={f} onChange={(x) => setItem('dice', i, x)} />
            ),
            (d) => `${d.faces.length} faces: ${[...new Set(d.faces.map((x) => x.name))].join(', ')}`,
          )}
          {section(
            'moves',
            (m, i, f) => (
              <MoveFields s={draft} m={m} autoFocus={f} onChange={(x) => setItem('moves', i, x)} />
            ),
            (m) => moveSummary(draft, m),
          )}
          {section(
            'triggers',
            (t, i, f) => (
              <TriggerFields s={draft} t={t} autoFocus={f} onChange={(x) => setItem('triggers', i, x)} />
            ),
            (t) =>
              t.model?.trim() ||
              (t.reset === undefined ? 'No instruction for the model' : `Starts again at ${t.reset}`),
            (t) => triggerSummary(draft, t),
          )}
          {section(
            'notes',
            (n, i, f) => (
              <>
                <TextField
                  label="Title"
                  help="What the rules reference lists it under."
                  value={n.title}
                  max={L.noteTitle}
                  autoFocus={f}
                  onChange={(title) => setItem('notes', i, { ...n, title })}
                />
                <TextField
                  label="Text"
                  help="A blank line starts a new paragraph."
                  value={n.body}
                  max={L.noteBody}
                  multiline
                  onChange={(body) => setItem('notes', i, { ...n, body })}
                />
              </>
            ),
            (n) => n.body.trim().slice(0, 40) || 'No text yet',
          )}
          <section id="se-problems" class="stack se-section" aria-labelledby="se-problems-h" aria-live="polite">
            <h2 id="se-problems-h">{problems.length ? 'To fix before saving' : 'Ready to save'}</h2>
            {problems.length === 0 ? (
              <p class="muted">Nothing stops this sheet from being played.</p>
            ) : (
              <ul class="plain-list stack se-problem-list">
                {problems.map((p, i) => (
                  <li key={i}>
                    <button type="button" class="se-jump" onClick={() => jumpTo(p.at)}>
                      <strong>{p.at}</strong>
                      <span>{p.text}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside class="se-aside stack" aria-label="Preview">
          <h2>Preview</h2>
          <SheetPreview sheet={draft} />
        </aside>
      </main>
      <div class="bottombar se-bar">
        {asking ? (
          <>
            <p>Leave without saving? The changes to this sheet will be lost.</p>
            <ConfirmPair
              confirm="Discard changes"
              keep="Keep editing"
              onConfirm={() => {
                onClose();
                return null;
              }}
              onClose={() => setAsking(false)}
            />
          </>
        ) : (
          <>
            {message && (
              <p class="error" role="alert">
                {message}
              </p>
            )}
            <div class="se-bar-buttons">
              <button type="button" onClick={cancel}>
                Cancel
              </button>
              <button type="button" class="se-preview-btn" onClick={() => setPreview(true)}>
                Preview
              </button>
              <button
                type="button"
                class="primary"
                disabled={busy}
                aria-disabled={problems.length > 0 ? 'true' : undefined}
                title={
                  problems.length > 0 ? `${plural(problems.length, 'problem', 'problems')} to fix first` : undefined
                }
                onClick={() => void save()}
              >
                {busy ? 'Saving…' : 'Save'}
              </button>
            </div>
          </>
        )}
      </div>
      {preview && (
        <Dialog title="Preview" onClose={() => setPreview(false)}>
          <SheetPreview sheet={draft} />
        </Dialog>
      )}
    </div>
  );
}

function Problems({ problems }: { problems: readonly SheetProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul class="se-problems">
      {problems.map((p, i) => (
        <li key={i} class="error">
          {p.text}
        </li>
      ))}
    </ul>
  );
}
