import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { MAX_POOL, MAX_PURPOSE, type RollPayload } from '../../game/core-commands';
import { entryText } from '../../game/game-reducer';
import { threwDice } from '../../game/journal-rolls';
import type { Entry } from '../../game/types';
import { tapHaptic } from '../../pwa/device';
import { DICE_SIDES, formatPool, rollPool, type Sides } from '../../rules/core/dice';
import type { DiceSource } from '../../rules/core/model';
import { dispatch, live, liveVersion, logTrayRoll, settings, trayOpen, trayRolls } from '../../state/app-state';
import { route } from '../../state/router';
import { ErrorNote } from '../components/error-note';
import { TimeOfDay } from '../components/time-of-day';
import { appRng } from './app-rng';
import { FacePad } from './face-pad';
import { RollResult } from './roll-result';
import { rollText } from './roll-text';
import { Sheet } from './sheet';
import './dice-tray.css';

interface Shown {
  at: number;
  /** The game log's words for the roll (rollText), one line per roll, all its pools included. */
  text: string;
  struck: boolean;
}

/**
 * The latest rolls: the open game's (undone ones struck through) or the tray's own log. Issue 41:
 * a game's rolls are its guided rolls' dice (the log's words for each) and the tray rolls made
 * beside it, which are not steps of the game.
 */
function recentRolls(): Shown[] {
  void liveVersion.value;
  const l = live.value;
  const r = route.value;
  const out: Shown[] = [];
  if (l && r.name === 'game' && r.id === l.doc.id) {
    const { entries } = l.timeline;
    for (let i = entries.length - 1; i >= 0 && out.length < 30; i--) {
      const e = entries[i] as Entry;
      if (e.kind !== 'do' || !threwDice(e.command)) continue;
      // The log row's own words, kept per entry: not the state before each of 30 rolls looked up again.
      out.push({
        at: e.command.at,
        text: entryText(l.system, l.doc.setup, l.timeline, i),
        struck: !l.timeline.isActive(i),
      });
    }
    for (const t of trayRolls.value) if (t.game === l.doc.id) out.push({ at: t.at, text: rollText(t), struck: false });
    return out.sort((a, b) => b.at - a.at).slice(0, 30);
  }
  for (const t of trayRolls.value.slice(-30).reverse()) out.push({ at: t.at, text: rollText(t), struck: false });
  return out;
}

export function DiceTray() {
  const [sides, setSides] = useState<Sides>(6);
  const [count, setCount] = useState(1);
  const [purpose, setPurpose] = useState('');
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState<number[]>([]);
  // A new object for every roll, so each one (not only the first) can bring its result into view.
  const [last, setLast] = useState<RollPayload | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const [error, setError] = useState<string | null>(null);
  const close = useCallback(() => (trayOpen.value = false), []);
  const l = live.value;
  const r = route.value;
  const inGame = !!l && r.name === 'game' && r.id === l.doc.id;
  // Issue 41: a tray roll is a step of the game only in Freeplay, whose table rolls nothing else;
  // beside a system's guided rolls it stays out of the game's undo ("Undo Bo test pool").
  const asStep = inGame && l.system.id === 'freeplay';

  const record = (faces: number[], source: DiceSource) => {
    const payload: RollPayload = { purpose: purpose.trim().slice(0, MAX_PURPOSE), pools: [{ sides, faces }], source };
    if (asStep) {
      const err = dispatch({ type: 'dice.roll', payload });
      if (err) {
        setError(err);
        return;
      }
    } else {
      void logTrayRoll({ at: Date.now(), ...payload, ...(inGame ? { game: l.doc.id } : {}) });
    }
    setError(null);
    setLast(payload);
    // Issue 9: "What for?" belongs to one roll; the next roll starts blank instead of being
    // logged under the last one's purpose.
    setPurpose('');
    tapHaptic(settings.value.haptics);
  };

  // The result sits right under the Roll button and is sized to fit below it at 360x640 (see
  // RollResult), so a tap on Roll needs no scroll (and no layout read: it is a measured tap,
  // bench:taps). Typed dice leave the sheet scrolled (the face pad of 20 table dice, closed on
  // "Log"): the body goes back to its top first, so Roll is where it was before the pad opened,
  // then the card is scrolled whole; 'nearest' leaves one already in view alone.
  useLayoutEffect(() => {
    const card = resultRef.current;
    if (last?.source !== 'typed' || !card) return;
    const body = card.closest('.sheet-body');
    if (body) body.scrollTop = 0;
    card.scrollIntoView({ block: 'nearest' });
  }, [last]);

  const pool = formatPool({ count, sides });
  const rolls = recentRolls();
  return (
    <Sheet title="Dice" onClose={close} class="dice-sheet">
      {/* Two columns on a phone on its side (dice-tray.css); one flow otherwise. */}
      <div class="tray-controls">
        <div class="seg" role="group" aria-label="Die type">
          {DICE_SIDES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === sides}
              onClick={() => {
                setSides(s);
                setTyped([]);
              }}
            >
              D{s}
            </button>
          ))}
        </div>
        <div class="row">
          {/* The stepper keeps its own width (two 48 px buttons and the count) and the field takes
              the rest: as a shrinking .grow item it was squeezed below its buttons, and "+" reached
              under the field at 360 px. */}
          <div class="stepper" role="group" aria-label="Number of dice">
            <button
              type="button"
              class="icon-btn"
              aria-label="One die fewer"
              disabled={count <= 1}
              onClick={() => {
                setCount(count - 1);
                setTyped(typed.slice(0, count - 1));
              }}
            >
              −
            </button>
            <output aria-live="polite" aria-label="Dice count">
              {count}
            </output>
            <button
              type="button"
              class="icon-btn"
              aria-label="One die more"
              disabled={count >= MAX_POOL}
              onClick={() => setCount(count + 1)}
            >
              +
            </button>
          </div>
          <label class="field grow">
            <span class="sr-only">What the roll is for</span>
            {/* "What for? (optional)" was cut at 360px; the field is plainly optional beside Roll. */}
            <input
              value={purpose}
              maxLength={MAX_PURPOSE}
              placeholder="What for?"
              onInput={(e) => setPurpose(e.currentTarget.value)}
            />
          </label>
        </div>
        {typing ? (
          <>
            <FacePad sides={sides} count={count} faces={typed} onChange={setTyped} />
            <div class="row">
              <button
                type="button"
                class="grow"
                onClick={() => {
                  setTyping(false);
                  setTyped([]);
                }}
              >
                Cancel
              </button>
              <button
                type="button"
                class="primary grow"
                disabled={typed.length !== count}
                onClick={() => {
                  record(typed, 'typed');
                  setTyped([]);
                  setTyping(false);
                }}
              >
                Log {pool}
              </button>
            </div>
          </>
        ) : (
          <div class="row">
            <button type="button" class="grow" onClick={() => setTyping(true)}>
              Enter table dice
            </button>
            <button type="button" class="primary grow" onClick={() => record(rollPool(appRng, count, sides), 'app')}>
              Roll {pool}
            </button>
          </div>
        )}
        <ErrorNote error={error} />
      </div>
      <div class="tray-out">
        {last && <RollResult roll={last} cardRef={resultRef} />}
        <h3>{inGame ? 'Rolls in this game' : 'Recent rolls'}</h3>
        {rolls.length === 0 ? (
          <p class="muted">No rolls yet.</p>
        ) : (
          <ul class="tray-log" aria-label="Roll log">
            {rolls.map((x, i) => {
              return (
                <li key={i} class={x.struck ? 'struck' : ''}>
                  {/* Stacked as in the game log: squeezed as one run it broke to "06:4" / "0 AM". */}
                  <TimeOfDay at={x.at} class="muted small" />
                  <span class="what grow">{x.text}</span>
                  {x.struck && <span class="muted small">undone</span>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Sheet>
  );
}
