// Road cards (B2.4, R-20): setting up the deck (the app's digital deck with a count per card, or
// the table's own cards) and the road as the table sees it: the cards in play with where each came
// from, and how many wait face down (never which: road-deck.ts publicRoad).
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { uniformInt } from '../../../rules/core/rng';
import { plural } from '../../../rules/core/words';
import { type BeforePlayStep, missionOf } from '../../../rules/road-wolf/mission';
import { faceDownCount, lastCardPlaced } from '../../../rules/road-wolf/missions';
import type { RoadCardKind, RwState } from '../../../rules/road-wolf/model';
import {
  cardsToShuffle,
  deckSize,
  HOUSE_DECK_TEMPLATE,
  MAX_CARDS_PER_KIND,
  newRoad,
  permutation,
  publicRoad,
  ROAD_CARD_KINDS,
  ROAD_CARDS,
  roadCardRow,
} from '../../../rules/road-wolf/road-deck';
import { roadTurnOf } from '../../../rules/road-wolf/road-turn';
import { currentPlayer } from '../../../rules/road-wolf/rules';
import { dispatch } from '../../../state/app-state';
import { useBringIntoView } from '../../components/bring-into-view';
import { Counter } from '../../components/counter';
import { ErrorNote } from '../../components/error-note';
import { ReasonButton } from '../../components/reason-button';
import { appRng } from '../../dice/app-rng';
import { Sheet } from '../../dice/sheet';

const cardName = (k: RoadCardKind) => ROAD_CARDS.find((c) => c.kind === k)?.name ?? k;
const zero = (): Record<RoadCardKind, number> =>
  Object.fromEntries(ROAD_CARD_KINDS.map((k) => [k, 0])) as Record<RoadCardKind, number>;

/** Shuffles whatever the digital deck holds face down or in its discard, with the app's dice (the permutation is the command). */
export function shuffleCommand(s: RwState) {
  const n = s.road ? cardsToShuffle(s.road).length : 0;
  return { type: 'rw.roadShuffle', payload: { order: permutation(n, (k) => uniformInt(appRng, k)) } };
}

/** The deck sheet: the app's deck with its counts (starting from the house template, labelled as ours) or the table's own cards. */
export function DeckSheet({ s, onClose }: { s: RwState; onClose: () => void }) {
  const road = s.road;
  const [mode, setMode] = useState<'DIGITAL' | 'PHYSICAL'>(road?.mode ?? 'DIGITAL');
  const [counts, setCounts] = useState<Record<RoadCardKind, number>>(
    road?.counts ? { ...road.counts } : { ...HOUSE_DECK_TEMPLATE.counts },
  );
  const [fromTemplate, setFromTemplate] = useState(!road?.counts);
  const [error, setError] = useState<string | null>(null);
  const total = deckSize(counts);
  // R-44, Derailed: some missions take two new cards a road turn; the Gauntlet lays them face down (B12.9).
  const n = missionOf(s).cardsPerRoadTurn(s);
  const perTurn = `${missionOf(s).faceDownCards(s) ? 'lays' : 'draws'} ${n === 1 ? 'one card' : `${n} cards`}${missionOf(s).faceDownCards(s) ? ' face down' : ''} each road turn`;
  const set = (k: RoadCardKind, v: number) => {
    setCounts({ ...counts, [k]: v });
    setFromTemplate(false);
  };
  const save = () => {
    // A digital deck is of no use unshuffled: the app shuffles it with its own dice in the same
    // command, so one Undo takes the whole set-up back (B2.4).
    const order =
      mode === 'DIGITAL'
        ? shuffleCommand({ ...s, road: newRoad('DIGITAL', counts, s.road ?? null) }).payload.order
        : [];
    const err = dispatch({
      type: 'rw.roadDeck',
      payload: mode === 'DIGITAL' ? { mode, counts, ...(order.length ? { order } : {}) } : { mode },
    });
    if (err) return setError(err);
    onClose();
  };
  return (
    <Sheet title="Road cards" onClose={onClose}>
      <div class="stack rw-deck">
        <div class="seg2 rw-mode" role="group" aria-label="Which deck">
          <button type="button" aria-pressed={mode === 'DIGITAL'} onClick={() => setMode('DIGITAL')}>
            The app’s deck
          </button>
          <button type="button" aria-pressed={mode === 'PHYSICAL'} onClick={() => setMode('PHYSICAL')}>
            Our own cards
          </button>
        </div>
        {mode === 'PHYSICAL' && (
          <p>You shuffle and turn your own road cards; each road turn, tap the card you turned.</p>
        )}
        {mode === 'DIGITAL' && (
          <>
            <p class="small">
              The rules give no deck: set how many of each card. The app shuffles with its dice and {perTurn}.
            </p>
            <div class="row wrap">
              <span class="grow small">
                {fromTemplate ? <strong>{HOUSE_DECK_TEMPLATE.label}</strong> : 'Your counts'} · {plural(total, 'card')}
              </span>
              <button
                type="button"
                onClick={() => {
                  setCounts({ ...HOUSE_DECK_TEMPLATE.counts });
                  setFromTemplate(true);
                }}
              >
                House default
              </button>
              <button
                type="button"
                onClick={() => {
                  setCounts(zero());
                  setFromTemplate(false);
                }}
              >
                All 0
              </button>
            </div>
            {ROAD_CARDS.map((c) => (
              <div key={c.kind} class="stack rw-deck-row">
                <Counter
                  label={c.name}
                  value={counts[c.kind]}
                  min={0}
                  max={MAX_CARDS_PER_KIND}
                  onChange={(v) => set(c.kind, v)}
                  decLabel={`One ${c.name} card fewer`}
                  incLabel={`One ${c.name} card more`}
                  minReason={`No ${c.name} cards already.`}
                  maxReason={`At most ${MAX_CARDS_PER_KIND} of a card.`}
                />
                <span class="muted small">{c.effect}</span>
              </div>
            ))}
          </>
        )}
        <ErrorNote error={error} />
      </div>
      <div class="sheet-actions">
        <ReasonButton
          class="primary wide"
          reason={mode === 'DIGITAL' && total === 0 ? 'A deck needs at least one card.' : null}
          onClick={save}
        >
          {mode === 'DIGITAL' ? `Use this deck (${total} ${total === 1 ? 'card' : 'cards'})` : 'Use our own cards'}
        </ReasonButton>
      </div>
    </Sheet>
  );
}

/**
 * B12.9 (rules revision 4): a setup step the mission requires before play, at the top in place of
 * the initiative roll, its action the primary button, as Lock the forces is before it. The rules
 * (Mission.beforePlay) say which step is due and refuse the turn until it is done.
 */
export function BeforePlayPanel({ s, step, onDeck }: { s: RwState; step: BeforePlayStep; onDeck: () => void }) {
  const pile = s.road?.mode === 'DIGITAL' ? s.road.drawPile.length : null;
  const [count, setCount] = useState(Math.min(8, Math.max(1, pile ?? 8)));
  const [error, setError] = useState<string | null>(null);
  const box = useBringIntoView<HTMLElement>('start');
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // As the initiative panel: only when nothing else holds the focus.
    const el = document.activeElement;
    if (!el || el === document.body) button.current?.focus({ preventScroll: true });
  }, [step.id]);
  const n = pile === null ? count : Math.min(count, Math.max(1, pile));
  return (
    <section class="card stack below-bar" aria-label="Before play" ref={box}>
      <h2>Before play: cover the road</h2>
      <p>
        The Gauntlet starts on a road covered with face-down cards, a stick apart [B12.9].{' '}
        {step.id === 'ROAD_CARDS'
          ? 'Set up the road cards first: the app’s deck or your own.'
          : 'Lay them now; the initiative roll comes after.'}
      </p>
      {step.id === 'ROAD_CARDS' ? (
        <button type="button" class="primary" ref={button} onClick={onDeck}>
          Set up road cards
        </button>
      ) : (
        <>
          <Counter
            label="Cards to lay"
            value={n}
            min={1}
            max={pile === null ? 40 : Math.max(1, pile)}
            onChange={setCount}
            decLabel="One card fewer on the road"
            incLabel="One card more on the road"
          />
          <button
            type="button"
            class="primary"
            ref={button}
            onClick={() => setError(dispatch({ type: 'rw.layRoad', payload: { count: n } }))}
          >
            Cover the road with {plural(n, 'card')}
          </button>
        </>
      )}
      <ErrorNote error={error} />
    </section>
  );
}

/**
 * B12.9 (the Gauntlet): the road covered with face-down cards before play, and each turned when it
 * comes within 3 sticks of the lead vehicle (the app turns the digital deck's; the table reads its own).
 */
function FaceDownRoad({ s }: { s: RwState }) {
  const [count, setCount] = useState(Math.min(8, Math.max(1, s.road?.drawPile.length ?? 8)));
  const [turning, setTurning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  const road = s.road;
  if (s.mission !== 'GAUNTLET' || !road || s.phase === 'FORCE_BUILDING' || s.phase === 'ENDED') return null;
  const laid = !!(s.missionState as { roadLaid?: boolean } | undefined)?.roadLaid;
  // Covered before the initiative roll (revision 4): the count shows; cards are turned once play starts.
  const down = faceDownCount(s);
  const turnable = down > 0 && !s.pending.length && s.phase !== 'INITIATIVE';
  const canLay = !laid && s.gameTurn === 1 && s.phase === 'PLAYER_TURN' && !!currentPlayer(s);
  return (
    <div class="stack" style={{ gap: '6px' }}>
      {canLay && (
        <>
          <p class="small">Before play, cover the whole road with face-down cards, a stick apart.</p>
          <Counter
            label="Cards to lay"
            value={count}
            min={1}
            max={road.mode === 'DIGITAL' ? Math.max(1, road.drawPile.length) : 40}
            onChange={setCount}
            decLabel="One card fewer on the road"
            incLabel="One card more on the road"
          />
          <button type="button" onClick={() => run('rw.layRoad', { count })}>
            Cover the road with {plural(count, 'card')}
          </button>
        </>
      )}
      <p class="small">
        {down} {down === 1 ? 'card' : 'cards'} face down on the road.
      </p>
      {turnable && road.mode === 'DIGITAL' && (
        <button type="button" onClick={() => run('rw.revealCard', {})}>
          Turn the nearest face-down card
        </button>
      )}
      {turnable && road.mode === 'PHYSICAL' && !turning && (
        <button type="button" onClick={() => setTurning(true)}>
          Turn the nearest face-down card
        </button>
      )}
      {turning && (
        <CardKinds
          pick={(kind) => {
            setTurning(false);
            run('rw.revealCard', { kind });
          }}
        />
      )}
      <ErrorNote error={error} />
    </div>
  );
}

/** The table's own card just turned: which is it? */
function CardKinds({ pick }: { pick: (kind: RoadCardKind) => void }) {
  return (
    <div class="grid2" role="group" aria-label="Which card is it">
      {ROAD_CARDS.map((c) => (
        <button key={c.kind} type="button" onClick={() => pick(c.kind)}>
          {c.name}
        </button>
      ))}
    </div>
  );
}

/**
 * Issue 41 (B12.9): once a move or a drift ends with cards face down on the road, the table is
 * asked whether the lead vehicle came within 3 sticks of the nearest, with the way to turn it, on
 * screen by the pending panel (the Road cards' own button is far down the page).
 */
export function TurnCardPrompt({ s }: { s: RwState }) {
  const busy = s.pending[0]?.kind === 'MOVE' || !!roadTurnOf(s).drifting;
  const was = useRef(busy);
  const [ask, setAsk] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const down = faceDownCount(s);
  const phase = `${s.gameTurn}:${s.phase}:${down}`;
  const seen = useRef(phase);
  // A drift that met nothing is one step (never "drifting"): it counts when the drifted list grows.
  const drifts = roadTurnOf(s).drifted.length;
  const drifted = useRef(drifts);
  useLayoutEffect(() => {
    if ((was.current && !busy) || drifts > drifted.current) setAsk(true);
    else if (seen.current !== phase) setAsk(false);
    was.current = busy;
    seen.current = phase;
    drifted.current = drifts;
  }, [busy, phase, drifts]);
  if (!ask || busy || down === 0 || s.pending.length > 0 || !s.road) return null;
  const turn = (kind?: RoadCardKind) => {
    const err = dispatch({ type: 'rw.revealCard', payload: kind ? { kind } : {} });
    setError(err);
    if (!err) setAsk(false);
  };
  return (
    <div class="card stack below-bar" role="group" aria-label="Face-down card" style={{ gap: '6px' }}>
      <p>Is the lead vehicle now within 3 sticks of the nearest face-down card?</p>
      {s.road.mode === 'PHYSICAL' ? (
        <>
          <span>Yes: turn it. Which card is it?</span>
          <CardKinds pick={turn} />
        </>
      ) : (
        <button type="button" class="primary" onClick={() => turn()}>
          Yes: turn it
        </button>
      )}
      <button type="button" onClick={() => setAsk(false)}>
        Not yet
      </button>
      <ErrorNote error={error} />
    </div>
  );
}

/** The road as the table sees it: cards in play, with where each came from, and the deck's counts. */
export function RoadStrip({ s, onDeck }: { s: RwState; onDeck: () => void }) {
  const pr = publicRoad(s);
  if (!pr) return null;
  return (
    <section class="card stack rw-road" aria-label="Road cards">
      <div class="row wrap">
        <h2 class="grow">Road cards</h2>
        {s.phase !== 'ENDED' && (
          <button type="button" onClick={onDeck}>
            Deck
          </button>
        )}
      </div>
      <p class="small">
        {pr.mode === 'DIGITAL'
          ? `The app’s deck: ${pr.drawPileCount} left, ${pr.discard.length} used.`
          : 'Your own cards: tap the card you turn in the road turn.'}
      </p>
      {s.mission === 'GAUNTLET' &&
        s.phase !== 'ENDED' &&
        s.phase !== 'FORCE_BUILDING' &&
        (lastCardPlaced(s) ? (
          <p class="small">The last road card is down: vehicles may leave by the far end.</p>
        ) : (
          pr.mode === 'PHYSICAL' && (
            // B12.9: no exit by the far end before the last card; with the table's own cards, the table says when.
            <button type="button" onClick={() => dispatch({ type: 'rw.lastCard', payload: {} })}>
              The last road card is down
            </button>
          )
        ))}
      <FaceDownRoad s={s} />
      {pr.inPlay.length === 0 ? (
        <p class="muted small">No card on the table.</p>
      ) : (
        <ul class="rw-cards" aria-label="Cards on the table">
          {pr.inPlay.map((c) => (
            <li key={c.id}>
              <strong>{cardName(c.kind)}</strong>{' '}
              <span class="muted small">
                ({c.from === 'DIGITAL' ? 'drawn by the app' : 'turned by the table'}, road turn {c.drawnTurn})
              </span>
              {/* Issue 30: what it does, where the table looks when a vehicle nears it. */}
              <span class="rw-card-effect">{roadCardRow(c.kind).effect}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
