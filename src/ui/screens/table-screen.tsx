import storyView from 'virtual:pitwall-off-precache/game-story';
import printView from 'virtual:pitwall-off-precache/print-view';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { commandActor } from '../../game/actor';
import { gameOver } from '../../game/game-over';
import { describeCommand, entryText } from '../../game/game-reducer';
import type { Entry } from '../../game/types';
import { whyNotLoaded } from '../../pwa/stored';
import { type OffPrecache, warm } from '../../pwa/warm';
import { shortRow } from '../../rules/core/log-row';
import type { Command } from '../../rules/core/model';
import {
  closeGame,
  dispatch,
  exportGame,
  heldTokens,
  heldView,
  type LiveGame,
  live,
  liveError,
  liveVersion,
  loadGame,
  openHooks,
  redo,
  saveStatus,
  showToast,
  storage,
  undo,
} from '../../state/app-state';
import { heldCount } from '../../state/held';
import { navigate } from '../../state/router';
import { phoneOwner } from '../../sync/private-view';
import { Banners } from '../components/banners';
import { useBringIntoView } from '../components/bring-into-view';
import { CarCard } from '../components/car-card';
import { ConfirmPair } from '../components/confirm-pair';
import { LogList } from '../components/log-list';
import { usePublishedHeight } from '../components/published-height';
import { pure } from '../components/pure';
import { ResultCard } from '../components/result-card';
import { TapNote } from '../components/tap-note';
import { TopBar } from '../components/top-bar';
import { YourTurn } from '../components/your-turn';
import { Sheet } from '../dice/sheet';
import { pictureOnHide, pictureSoon } from '../last-screen/capture';
import { dropPicture } from '../last-screen/show';
import { lazy } from '../lazy';
import { liveSheet, liveStatus, rememberHosting, wasHosting } from '../live/live-status';
import { ScanGameSheet, ShowGameSheet, warmQrTools } from '../share/qr-part';
import { shortenOutsideNames } from '../shorten';
import { loadSystemUi, type SystemUi } from '../systems';
import { startNextGame } from './next-game';

// Issue 10: the record sheet and its print stylesheet load only when Print is tapped. Not
// precached (vite.config.ts): stored when a game first opens here, for the table with no signal.
const loadPrint = () => import('../print/print-view');
const PrintView = lazy(() => loadPrint().then((m) => m.PrintView));
// Issue 42: the game's story, the same way (stored when a game first opens).
// Opened once its code is here (openPart), so no "Loading…" step of its own.
let StoryView: typeof import('../story/game-story').StoryView | null = null;
const loadStory = () =>
  import('../story/game-story').then((m) => {
    StoryView = m.StoryView;
  });
/** A part off the precache that did not open: which, and why (not on this phone yet, or stored and still failed). */
type NotHere = { what: string; stored: boolean } | null;
/**
 * Opens the part `what` (`then`) once its code is here; else says why not where it was tapped,
 * through `no` (issue 39: offline before it was ever stored, not "Loading…" forever).
 */
const openPart = (
  load: () => Promise<unknown>,
  part: OffPrecache,
  what: string,
  then: () => void,
  no: (n: NotHere) => void,
) =>
  load().then(
    () => {
      void warm(part);
      no(null);
      then();
    },
    async (e: unknown) => no({ what, stored: (await whyNotLoaded(e, part.files)) === 'failed' }),
  );
const notHere = (n: NotHere, what: string) =>
  n?.what === what && (
    <p class="error" role="alert">
      The {what}{' '}
      {n.stored
        ? 'is on this phone but did not load. Reload Pitwall, then try again.'
        : 'is not on this phone yet. Open a game once with a connection: from then on it works offline too.'}
    </p>
  );
// Issue 14 §2: live play's screens load only when a game goes live.
const LiveStrip = lazy(() => import('../live/live-strip').then((m) => m.LiveStrip));
const HostLiveSheet = lazy(() => import('../live/live-sheet').then((m) => m.HostLiveSheet));
const JoinLiveSheet = lazy(() => import('../live/live-sheet').then((m) => m.JoinLiveSheet));
const LiveElsewhere = lazy(() => import('../live/live-away').then((m) => m.LiveElsewhere));

// Issue 15: the system's UI, loaded while the game is read, is there for the screen's first
// render of the game (no extra frame waiting for an effect).
const uiReady = new Map<string, SystemUi | null>();
openHooks.prepare = (system) => loadSystemUi(system).then((ui) => void uiReady.set(system, ui));

function SaveState() {
  // Issue 41: a value still held by a stepper is not saved yet: the header says so until it is committed.
  const s = heldCount.value && saveStatus.value.kind === 'saved' ? { kind: 'saving' as const } : saveStatus.value;
  const text = {
    saved: 'Saved',
    saving: 'Saving…',
    failed: 'Not saved',
    conflict: 'Not saved',
    unavailable: 'Not saved',
  }[s.kind];
  // The slot keeps the width of its widest everyday word, so Saved ↔ Saving… never rewraps the
  // top bar's sub line (a taller bar would move the page under a finger at every tap).
  return (
    <span class="save-slot" data-status>
      <span
        class={`save-state${s.kind === 'saved' || s.kind === 'saving' ? '' : ' bad'}`}
        role="status"
        data-save={s.kind}
      >
        {text}
      </span>
      <span class="save-sizer" aria-hidden="true">
        Saving…
      </span>
    </span>
  );
}

function EndGame({ onClose }: { onClose: () => void }) {
  const l = live.value;
  const [winners, setWinners] = useState<string[]>([]);
  // It opens below the log, from the options sheet: bring its buttons into view above the bar.
  const box = useBringIntoView<HTMLElement>('nearest');
  if (!l) return null;
  return (
    <section class="card stack above-bar" aria-label="End the game" ref={box}>
      <h2>End the game</h2>
      <p class="muted">Tick the winners, or none for a draw. Undo reopens the game.</p>
      {l.doc.setup.players.map((p) => (
        <label key={p.id} class="switch-row">
          <span class="row">
            <span class="swatch" style={{ background: p.color }} />
            {p.name}
          </span>
          <input
            type="checkbox"
            checked={winners.includes(p.id)}
            onChange={(e) =>
              setWinners(e.currentTarget.checked ? [...winners, p.id] : winners.filter((w) => w !== p.id))
            }
          />
        </label>
      ))}
      <ConfirmPair
        keep="Cancel"
        confirm={winners.length ? 'Declare winner' : 'Declare a draw'}
        onClose={onClose}
        onConfirm={() => dispatch({ type: 'game.end', payload: { winnerIds: winners } })}
      />
    </section>
  );
}

function GenericCars({ l, notes }: { l: NonNullable<typeof live.value>; notes: Record<string, string> }) {
  return (
    <>
      {l.doc.setup.players.map((p) => (
        <section key={p.id} class="player-group" aria-label={`${p.name}'s cars`}>
          <h2>
            <span class="swatch" style={{ background: p.color }} />
            <span class="ellipsis">{p.name}</span>
          </h2>
          <div class="cars">
            {l.doc.setup.cars
              .filter((c) => c.playerId === p.id)
              .map((c) => (
                <CarCard key={c.id} car={c} note={notes[c.id] ?? ''} disabled={false} />
              ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** Free notes on any car, for systems whose cards do not edit them in place. Pure: a tap elsewhere does not re-render it (issue 15). */
const NotesEditor = pure(function NotesEditor({
  l,
  notes,
  carWord,
}: {
  l: NonNullable<typeof live.value>;
  notes: Record<string, string>;
  carWord: string;
}) {
  const [carId, setCarId] = useState<string | null>(null);
  const car = l.doc.setup.cars.find((c) => c.id === carId);
  return (
    <section class="stack" aria-label="Car notes">
      {car ? (
        <>
          <CarCard car={car} note={notes[car.id] ?? ''} disabled={false} />
          <button onClick={() => setCarId(null)}>Done with notes</button>
        </>
      ) : (
        <label class="field">
          Notes on a {carWord}
          <select value="" onChange={(e) => setCarId(e.currentTarget.value || null)}>
            <option value="">Pick a {carWord}…</option>
            {l.doc.setup.cars.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
});

/**
 * One log entry in full (issue 9): the whole text, when, who, and what it changed on the table
 * with what to do with the models. Reads the states around the entry from the timeline; an undone
 * entry has none, and says so.
 */
function LogDetail({ l, index, onClose }: { l: LiveGame; index: number; onClose: () => void }) {
  const e = l.timeline.entries[index] as Extract<Entry, { kind: 'do' }> | undefined;
  if (e?.kind !== 'do') return null;
  const c = e.command;
  const active = l.timeline.isActive(index);
  const around = active ? l.timeline.around(index) : null;
  let detail: { who?: string; lines: string[] } = { lines: [] };
  if (around && l.system.explain && l.system.handles(c.type)) {
    try {
      detail = l.system.explain(around.before.sys, around.after.sys, c, l.doc.setup);
    } catch {
      detail = { lines: [] }; // an explanation is a convenience; the entry itself still shows
    }
  }
  const when = new Date(c.at).toLocaleString([], {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const isNext = l.timeline.redoTarget === c;
  return (
    <Sheet title="Log entry" onClose={onClose}>
      <p class="log-full break">
        <strong>{describeCommand(l.system, c, l.doc.setup, around?.before ?? null, e.by)}</strong>
      </p>
      <dl class="log-facts">
        <dt>When</dt>
        <dd>{when}</dd>
        {detail.who && (
          <>
            <dt>Who</dt>
            <dd>{detail.who}</dd>
          </>
        )}
        <dt>Entry</dt>
        <dd>
          {index + 1} of {l.timeline.entries.length}
          {active ? '' : ' · undone'}
        </dd>
      </dl>
      {!active && (
        <p class="muted">This was undone: none of it is on the table now.{isNext ? ' Redo brings it back.' : ''}</p>
      )}
      {detail.lines.length > 0 && (
        <ul class="log-lines">
          {detail.lines.map((t, i) => (
            <li key={i} class={t.startsWith('On the table:') ? 'on-table' : ''}>
              {t}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </Sheet>
  );
}

/** Characters of "what" that fit the Undo button's three lines at 360 px after "↶ Undo" (issue 41). */
const UNDO_ROOM = 56;

/**
 * The command the next undo (or redo) would take back (or bring back): its log text, and the
 * short form for the button: the system's own where its line is a list (Car Cult's allocation),
 * else the kit's (core/log-row.ts shortRow: who and what, without the outcome and the dice).
 */
function undoLabel(l: LiveGame, kind: 'undo' | 'redo'): What | null {
  const c = kind === 'undo' ? l.timeline.undoTarget : l.timeline.redoTarget;
  if (!c) return null;
  let made = labels.get(c);
  if (!made) {
    // A redo applies to the state now, which is the state the step was first applied to: its
    // words are the same for Undo and Redo, and made once per step, not on every render.
    const before = kind === 'undo' ? l.timeline.beforeOf(c) : l.timeline.state;
    const text = describeCommand(l.system, c, l.doc.setup, before);
    // Issue 30: the button names the action (the actor and the verb); the toast and the log say it all.
    const actor = commandActor(l.system, c, l.doc.setup, before);
    const short =
      (l.system.handles(c.type) ? l.system.describeShort?.(c, l.doc.setup, before?.sys ?? null) : null) ??
      shortRow(text, actor);
    // Issue 41: within the bar's three lines at 360 px, cut at a word and never inside a name.
    const { players, cars } = l.doc.setup;
    const shown = shortenOutsideNames(
      short || text,
      UNDO_ROOM,
      [...players, ...cars].map((x) => x.name),
    );
    made = { text, short: shown !== text ? shown : null, actor: actor?.playerId ?? null };
    labels.set(c, made);
  }
  return { text: made.text, short: made.short, other: otherStep(l, kind, made.actor) };
}

/** Undo and Redo's words per step (a journal's commands are never changed). */
const labels = new WeakMap<Command, { text: string; short: string | null; actor: string | null }>();

/**
 * Issue 31: live, an undo of another player's step says so on the button ("Undo Bo’s step: …").
 * The host phone may take it back; a guest may not (the host refuses it), so there the button says
 * why when tapped instead. Null: this phone's own step, the table's, or not live.
 */
function otherStep(l: LiveGame, kind: 'undo' | 'redo', player: string | null): What['other'] {
  const owner = phoneOwner.value;
  if (kind !== 'undo' || owner === undefined || player === null || player === owner) return null;
  const name = l.doc.setup.players.find((p) => p.id === player)?.name ?? 'another player';
  return { name, mayNot: liveStatus.value?.role === 'guest' };
}

/** What Undo or Redo would do: the log text, and a short form to show on the button instead. */
interface What {
  text: string;
  short: string | null;
  /** Another player's step (live): whose, and whether this phone may not undo it (a guest). */
  other?: { name: string; mayNot: boolean } | null;
}

/**
 * Undo and Redo in the bottom bar. Undo reads as a sentence, "↶ Undo Red Fury fires its Nitro",
 * wrapping over up to three lines that the bar always keeps room for (a bar that grew when
 * there was something to undo would move the page under the player's finger). On a phone Redo is
 * a narrow "↷ / Redo" button that leaves Undo the room; what it would bring back is kept for a
 * screen reader only (and the toast that Undo showed). Each is named by what it holds ("Undo Ann
 * passes the turn", WCAG 2.5.3), so the name holds the words shown at every width. The button shows
 * the short form of the line (issue 30: it ended in "…" at 360 px); the line is its description.
 */
function HistoryButton({ kind, what: w }: { kind: 'undo' | 'redo'; what: What | null }) {
  const what = w?.text || null;
  const can = w !== null;
  const name = kind === 'undo' ? 'Undo' : 'Redo';
  const descId = `${kind}-what`;
  // A short form on the button ("Red Fury's 3 Speed Tokens") leaves the whole log line to the
  // description (a hidden span, read by its id) and the title; the toast says it in full too.
  const other = what ? w?.other : null;
  const short = what && other ? `${other.name}’s step: ${w?.short ?? what}` : what ? w?.short : null;
  const reason =
    what && other?.mayNot
      ? `Only ${other.name}’s phone (or the host phone) can undo ${other.name}’s step: ${what}. Ask ${other.name}, or the host.`
      : null;
  return (
    <button
      class={`history-btn ${kind}`}
      onClick={() =>
        reason
          ? showToast({ message: reason, reason: true })
          : kind === 'undo'
            ? undo(what ?? undefined)
            : redo(what ?? undefined)
      }
      disabled={!can}
      aria-disabled={reason ? 'true' : undefined}
      data-reason={reason ?? undefined}
      // Named by its text, "Undo Red Fury fires its Nitro" (WCAG 2.5.3, issue 30): no aria-label.
      // Redo too: from 560 px it shows what it brings back; a fixed "Redo" left that out.
      aria-describedby={what ? descId : undefined}
      title={reason ?? (what ? `${name}: ${what}` : name)}
    >
      <span class={what ? 'history-text has-what' : 'history-text'}>
        <span class="history-name">
          <span aria-hidden="true">{kind === 'undo' ? '↶' : '↷'}</span> {name}
        </span>
        {what && (
          <>
            {' '}
            <span id={short ? undefined : descId} class="history-what">
              {short ?? what}
            </span>
            {short && (
              <span id={descId} hidden>
                {what}
              </span>
            )}
          </>
        )}
      </span>
    </button>
  );
}

/** The table's bottom bar; its height is published as --bottombar-h (published-height.ts). */
function TableBar({ children }: { children: ComponentChildren }) {
  const bar = useRef<HTMLElement>(null);
  usePublishedHeight(bar, '--bottombar-h');
  return (
    <nav class="bottombar table-bar" aria-label="Game actions" ref={bar}>
      {children}
    </nav>
  );
}

export function TableScreen({ id }: { id: string }) {
  const ready = storage.value.kind !== 'opening';
  // Issue 31: another game is live on this phone; opening this one would end it: asked first.
  // (Not while a guest takes the game its host sent: it goes to that game's table next.)
  const liveId = liveStatus.value?.gameId ?? null;
  const elsewhere = liveId !== null && liveId !== id && !liveStatus.value?.resyncing;
  useEffect(() => {
    if (ready && !elsewhere) void loadGame(id);
  }, [id, ready, elsewhere]);
  const l = live.value;
  const version = liveVersion.value;
  const [ending, setEnding] = useState(false);
  const [menu, setMenu] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);
  /** The print view or the story did not load: which, and why (openPart). */
  const [noPart, setNoPart] = useState<NotHere>(null);
  const [story, setStory] = useState(false);
  const setLiveSheet = (v: 'host' | 'join' | null) => {
    liveSheet.value = v;
  };
  // A live sheet belongs to this screen: leaving it closes the sheet.
  useEffect(
    () => () => {
      liveSheet.value = null;
    },
    [],
  );
  const [notAgain, setNotAgain] = useState(false);
  const [sharing, setSharing] = useState<'show' | 'scan' | null>(null);
  const [loadedUi, setSysUi] = useState<{ id: string; ui: SystemUi | null } | null>(null);
  const systemId = l?.doc.system;
  const sysUi =
    systemId && loadedUi?.id !== systemId && uiReady.has(systemId)
      ? { id: systemId, ui: uiReady.get(systemId) ?? null }
      : loadedUi;
  useEffect(() => {
    if (!systemId) return;
    let alive = true;
    void loadSystemUi(systemId).then((ui) => alive && setSysUi({ id: systemId, ui }));
    return () => {
      alive = false;
    };
  }, [systemId]);

  // Indices of the commands in the journal, newest first (undo/redo markers are not shown).
  const doIndices = useMemo(() => {
    const out: number[] = [];
    const entries = l?.timeline.entries ?? [];
    for (let i = entries.length - 1; i >= 0; i--) if ((entries[i] as Entry).kind === 'do') out.push(i);
    return out;
  }, [l, version]);

  // Issue 15: the picture a reload showed goes in the frame the live table (or why it cannot
  // open) first paints; and this table leaves its own picture after each change and when hidden.
  const onTable = !!l && l.doc.id === id && sysUi?.id === l.doc.system;
  const failed = !!liveError.value;
  useLayoutEffect(() => {
    if (onTable || failed) dropPicture();
  }, [onTable, failed]);
  useEffect(() => (onTable ? pictureSoon(id) : undefined), [onTable, id, version]);
  useEffect(() => (onTable ? pictureOnHide(id) : undefined), [onTable, id]);
  // Off the precache (vite.config.ts): the print view and the QR tools, stored on a game's first opening.
  useEffect(() => {
    if (!onTable) return;
    void warm(printView);
    void warm(storyView);
    void warmQrTools();
  }, [onTable]);

  const back = () => {
    // Issue 31: a live game stays open (live play goes on; a bar leads back to it).
    if (!liveStatus.value) void closeGame();
    navigate({ name: 'games' });
  };

  if (elsewhere) {
    return (
      <>
        <TopBar title="Game" back={back} />
        <LiveElsewhere id={id} />
      </>
    );
  }

  if (!onTable) {
    return (
      <>
        <TopBar title="Game" back={back} />
        <main>{liveError.value ? <p class="error">{liveError.value}</p> : <p class="muted">Opening the game…</p>}</main>
      </>
    );
  }

  const { doc, timeline } = l;
  const state = timeline.state;
  const ended = gameOver(l.system, state);
  const SysTable = sysUi.ui?.Table;
  const SysPrimary = sysUi.ui?.Primary;
  const turnPlayer = doc.setup.players.find((p) => p.id === state.core.turnPlayerId);
  const item = (i: number) => {
    const idx = doIndices[i] as number;
    const e = timeline.entries[idx] as Extract<Entry, { kind: 'do' }>;
    return {
      key: idx,
      at: e.command.at,
      // Issue 31: a guest's own change the host has not taken yet is shown, marked as such.
      text: `${entryText(l.system, doc.setup, timeline, idx)}${idx >= (l.confirmed?.entries.length ?? Number.POSITIVE_INFINITY) ? ' (not confirmed yet)' : ''}`,
      struck: !timeline.isActive(idx),
    };
  };
  const playerName = (pid: string) => doc.setup.players.find((p) => p.id === pid)?.name ?? '?';
  /** A Game options entry: the options sheet closes, then what was chosen opens in its place. */
  const choose = (then: () => void) => {
    setMenu(false);
    then();
  };

  return (
    <>
      <TopBar
        title={doc.name}
        sub={SysTable ? l.system.name : `${l.system.name} · Round ${state.core.round}`}
        back={back}
        status={<SaveState />}
      />
      <Banners />
      <TapNote />
      <main>
        {liveStatus.value && <LiveStrip gameId={doc.id} />}
        {!liveStatus.value && !notAgain && wasHosting(doc.id) && (
          // Issue 31: this phone hosted this game live when its page closed; its links went with it.
          <section class="card stack live-strip" aria-label="Live play stopped" data-status>
            <p role="status">
              This phone was hosting this game live when the page closed. The other phones keep their copies; host again
              and each joins by scanning the new code.
            </p>
            <div class="row wrap">
              <button class="grow primary" onClick={() => setLiveSheet('host')}>
                Host live again
              </button>
              <button
                class="grow"
                onClick={() => {
                  rememberHosting(null);
                  setNotAgain(true);
                }}
              >
                Not now
              </button>
            </div>
          </section>
        )}
        {ended && !ended.byRules && (
          <ResultCard>
            <p>{ended.winnerIds.length ? `${ended.winnerIds.map(playerName).join(' & ')} won.` : 'A draw.'}</p>
          </ResultCard>
        )}
        {SysTable ? (
          <SysTable l={l} s={heldView(l, state.sys) as never} notes={state.core.notes} ended={!!ended} />
        ) : (
          <>
            {!ended && (
              <section class="card turn" style={{ '--turn-color': turnPlayer?.color }} aria-label="Turn">
                <div class="grow">
                  <div class="muted small">
                    Round {state.core.round}
                    <YourTurn player={turnPlayer?.id} />
                  </div>
                  <strong>{turnPlayer?.name} to play</strong>
                </div>
              </section>
            )}
            <GenericCars l={l} notes={state.core.notes} />
          </>
        )}
        {SysTable && <NotesEditor l={l} notes={state.core.notes} carWord={sysUi.ui?.carWord ?? 'car'} />}
        <section class="stack" aria-label="Game log">
          <div class="row">
            <h2 class="grow">Log</h2>
            <button onClick={() => openPart(loadStory, storyView, 'story', () => setStory(true), setNoPart)}>
              Game story
            </button>
          </div>
          {notHere(noPart, 'story')}
          <LogList
            count={doIndices.length}
            item={item}
            label="Game log, newest first"
            onOpen={(i) => setDetail(doIndices[i] ?? null)}
          />
        </section>
        {ending ? (
          <EndGame onClose={() => setEnding(false)} />
        ) : (
          <section class="stack">
            <button
              aria-haspopup="dialog"
              aria-expanded={menu}
              onClick={() => {
                setNoPart(null);
                setMenu(true);
              }}
            >
              Game options
            </button>
            {menu && (
              // A sheet, not an inline list: a pinned pending bar and the bottom bar can cover the
              // lower half of a 360x640 screen, and the list has grown to seven entries (issue 14).
              <Sheet title="Game options" onClose={() => setMenu(false)}>
                <div class="menu">
                  {!ended && <button onClick={() => choose(() => setEnding(true))}>End the game…</button>}
                  <button onClick={() => choose(() => void exportGame(doc.id))}>Export to file</button>
                  {/* Issue 32: a plain export carries commitments only; this one adds the kinds this phone holds. */}
                  {Object.keys(heldTokens.value).length > 0 && (
                    <button onClick={() => choose(() => void exportGame(doc.id, true))}>
                      Export with my hidden tokens
                    </button>
                  )}
                  {/* Offline before it was ever stored, say so here (from the caches), not "Loading…" forever. */}
                  <button
                    onClick={() =>
                      openPart(loadPrint, printView, 'print view', () => choose(() => setPrinting(true)), setNoPart)
                    }
                  >
                    Print record sheet
                  </button>
                  {notHere(noPart, 'print view')}
                  {!liveStatus.value && (
                    <button onClick={() => choose(() => setLiveSheet('host'))}>Host live on several phones</button>
                  )}
                  {!liveStatus.value && (
                    <button onClick={() => choose(() => setLiveSheet('join'))}>Join live from the host’s phone</button>
                  )}
                  <button onClick={() => choose(() => setSharing('show'))}>Show on screen (QR)</button>
                  <button onClick={() => choose(() => setSharing('scan'))}>Scan a game from another phone</button>
                </div>
              </Sheet>
            )}
          </section>
        )}
      </main>
      {detail !== null && <LogDetail l={l} index={detail} onClose={() => setDetail(null)} />}
      {story && StoryView && <StoryView l={l} onClose={() => setStory(false)} onStep={setDetail} />}
      {printing && <PrintView l={l} source={sysUi.ui?.sheet ?? null} onClose={() => setPrinting(false)} />}
      {liveSheet.value === 'host' && <HostLiveSheet onClose={() => setLiveSheet(null)} />}
      {liveSheet.value === 'join' && <JoinLiveSheet onClose={() => setLiveSheet(null)} />}
      {sharing === 'show' && <ShowGameSheet gameId={doc.id} onClose={() => setSharing(null)} />}
      {sharing === 'scan' && <ScanGameSheet onClose={() => setSharing(null)} />}
      <TableBar>
        {/* The labels are props: the timeline mutates in place, so a signal-aware child would not re-render by itself. */}
        <HistoryButton
          kind="undo"
          what={timeline.canUndo ? (undoLabel(l, 'undo') ?? { text: '', short: null }) : null}
        />
        <HistoryButton
          kind="redo"
          what={timeline.canRedo ? (undoLabel(l, 'redo') ?? { text: '', short: null }) : null}
        />
        {ended && liveStatus.value?.role === 'host' ? (
          // Issue 40: the game is over, the phones stay: the night's next game with them.
          <button class="primary" onClick={startNextGame}>
            Next game
          </button>
        ) : SysPrimary ? (
          ended ? (
            <button class="primary" disabled>
              Game over
            </button>
          ) : (
            <SysPrimary s={heldView(l, state.sys) as never} />
          )
        ) : (
          <button class="primary" disabled={!!ended} onClick={() => dispatch({ type: 'turn.pass', payload: {} })}>
            Pass turn
          </button>
        )}
      </TableBar>
    </>
  );
}
