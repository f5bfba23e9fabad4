// The road turn as a guided checklist (B11.1): the objects drift back one at a time in the order
// the table names (rearmost first: the table sees it, the app never measures), each with the
// contacts the table declares (object rams with the sideways D6, card contacts) and whether it
// passed the back edge; then the new card (drawn by the app or tapped as turned), its contacts,
// and the end. The rules (road-turn.ts) decide what is allowed; this only lists and asks.
import { useState } from 'preact/hooks';
import type { Command } from '../../../rules/core/model';
import { reduceRw } from '../../../rules/road-wolf/commands';
import { missionOf } from '../../../rules/road-wolf/mission';
import type { RoadCardKind, RwState } from '../../../rules/road-wolf/model';
import { ROAD_CARDS, roadCardRow } from '../../../rules/road-wolf/road-deck';
import { objectRamTargets } from '../../../rules/road-wolf/road-procedures';
import {
  cardContactProblem,
  cardsDue,
  type DriftItem,
  newCardProblem,
  roadTurnChecklist,
  roadTurnOf,
} from '../../../rules/road-wolf/road-turn';
import { allVehicles } from '../../../rules/road-wolf/rules';
import { dispatch, live } from '../../../state/app-state';
import { ReasonButton } from '../../components/reason-button';
import { shuffleCommand } from './rw-road-deck';
import type { OpenSheet } from './rw-sheet-ids';

const KIND_WORDS: Record<DriftItem['kind'], string> = {
  WRECK: 'wreck',
  IMMOBILIZED: 'immobilized',
  ABANDONED: 'abandoned',
  CARD: 'card',
};

export const cardName = (k: RoadCardKind): string => roadCardRow(k).name;

/** "Red Fury (wreck)" or "Slick card". */
export function itemName(x: DriftItem, carName: (id: string) => string): string {
  return x.carId ? `${carName(x.carId)} (${KIND_WORDS[x.kind]})` : `${cardName(x.cardKind as RoadCardKind)} card`;
}

/** The vehicles a road card may meet now, as chips; each opens the card's sheet. */
function CardContacts({
  s,
  cardId,
  carName,
  open,
}: {
  s: RwState;
  cardId: string;
  carName: (id: string) => string;
  open: OpenSheet;
}) {
  const card = s.road?.inPlay.find((c) => c.id === cardId);
  if (!card) return null;
  const ids = allVehicles(s)
    .filter((v) => cardContactProblem(s, cardId, v.id) === null)
    .map((v) => v.id);
  if (card.kind === 'SUPPLIES')
    return (
      <p class="small">
        Supplies do nothing when they drift: a vehicle that ends its move on the card may spend an action on them.
      </p>
    );
  const verb = card.kind === 'BRIDGE' || card.kind === 'TUNNEL' ? 'Passed' : 'Touched';
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span class="small">
        {card.kind === 'BRIDGE' || card.kind === 'TUNNEL'
          ? 'Did it pass a vehicle (going from ahead of it to behind)?'
          : 'Did it touch a vehicle?'}{' '}
        Tap each one, once.
      </span>
      <div class="rw-chips" role="group" aria-label={`${verb} by the ${cardName(card.kind)} card`}>
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            aria-label={`The ${cardName(card.kind)} card meets ${carName(id)}`}
            onClick={() => open('cardContact', id, { card: card.id, car: id })}
          >
            {carName(id)}
          </button>
        ))}
        {ids.length === 0 && <span class="muted small">No vehicle left for it to meet.</span>}
      </div>
    </div>
  );
}

function ObjectRams({
  s,
  name,
  carName,
  open,
}: {
  s: RwState;
  name: string;
  carName: (id: string) => string;
  open: OpenSheet;
}) {
  const ids = objectRamTargets(s);
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <span class="small">Did {name} hit a vehicle? Each contact is a ram; then it slides aside and drifts on.</span>
      <div class="rw-chips" role="group" aria-label={`Hit by ${name}`}>
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            aria-label={`${name} rams ${carName(id)}`}
            onClick={() => open('objectRam', undefined, { other: id })}
          >
            {carName(id)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** One step of the checklist: its number, a tick when done. */
function Step({
  no,
  done,
  current,
  children,
}: {
  no: number;
  done: boolean;
  current: boolean;
  children: preact.ComponentChildren;
}) {
  return (
    <li class={`rw-step${done ? ' done' : ''}${current ? ' current' : ''}`} aria-current={current ? 'step' : undefined}>
      <span class="rw-step-no" aria-hidden="true">
        {done ? '✓' : no}
      </span>
      <span class="grow">{children}</span>
    </li>
  );
}

/** The road turn's panel (inside the Turn card): what to do now, in the book's order. */
export function RoadTurnPanel({ s, carName, open }: { s: RwState; carName: (id: string) => string; open: OpenSheet }) {
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: Record<string, unknown>) => {
    const err = dispatch({ type, payload });
    setError(err);
    return err;
  };
  // Issue 41: the object tapped drifts on this phone first; nothing is recorded until the table says
  // what it met (a contact records the drift, then the contact) or that it met nothing (one step).
  const [picked, setPicked] = useState<string | null>(null);
  const road = s.road;
  if (!road) return null;
  const list = roadTurnChecklist(s);
  const t = roadTurnOf(s);
  const waiting = list.objects.filter((x) => !x.drifted);
  const drifting = list.drifting;
  const newCardRef = t.drawn.map((id) => `card:${id}`);
  const layingNew = drifting !== null && newCardRef.includes(drifting);
  const chosen = !drifting && picked ? waiting.find((x) => x.ref === picked) : undefined;
  const item = drifting && !layingNew ? list.objects.find((x) => x.ref === drifting) : chosen;
  const ref = (x: DriftItem) => (x.carId ? { carId: x.carId } : { cardId: x.cardId });
  const driftOf = (x: DriftItem) => (x.carId ? { carId: x.carId } : { cardId: x.cardId, kind: x.cardKind });
  // The contacts are listed as the rules see the object drifting (a preview: nothing is sent).
  const view = chosen ? preview(s, { type: 'rw.drift', payload: driftOf(chosen), at: 0 }) : s;
  const openDrifting: OpenSheet = (...args) => {
    if (chosen && run('rw.drift', driftOf(chosen))) return;
    setPicked(null);
    open(...args);
  };
  const end = (x: DriftItem, offBack: boolean) => {
    if (chosen) {
      if (!run('rw.drift', { ...driftOf(x), end: offBack ? 'off' : 'board' })) setPicked(null);
    } else run('rw.driftEnd', { offBack, ...ref(x) });
  };
  const driftDone = list.steps[0]?.done ?? false;
  const due = cardsDue(s);
  const pending = s.pending.length > 0;
  const lastDrawn = t.drawn[t.drawn.length - 1];
  const lastCard = lastDrawn ? road.inPlay.find((c) => c.id === lastDrawn) : undefined;
  return (
    <div class="stack rw-roadturn" style={{ gap: '10px' }}>
      <ol class="rw-steps" aria-label="Road checklist">
        <Step no={1} done={driftDone} current={!driftDone}>
          Drift
        </Step>
        <Step no={2} done={driftDone && due === 0} current={driftDone && due > 0}>
          New card
        </Step>
        <Step no={3} done={false} current={driftDone && due === 0}>
          End
        </Step>
      </ol>
      {pending && <p class="small">Finish what is pinned at the top first.</p>}
      {!pending && item && (
        <div class="stack rw-drifting" aria-label="Drifting now" role="group" style={{ gap: '8px' }}>
          <p>
            <strong>{itemName(item, carName)}</strong>: move it 2 sticks straight back.
          </p>
          {item.carId ? (
            <ObjectRams s={view} name={carName(item.carId)} carName={carName} open={openDrifting} />
          ) : (
            <CardContacts s={view} cardId={item.cardId as string} carName={carName} open={openDrifting} />
          )}
          <div class="grid2">
            <button type="button" onClick={() => end(item, false)}>
              Drift done, still on the board
            </button>
            <button type="button" onClick={() => end(item, true)}>
              Gone past the back edge
            </button>
          </div>
          {chosen && (
            <button type="button" onClick={() => setPicked(null)}>
              Another object is rearmost
            </button>
          )}
        </div>
      )}
      {!pending && !drifting && !chosen && waiting.length > 0 && (
        <div class="stack" style={{ gap: '6px' }}>
          <span>
            Wrecks, immobilized and abandoned vehicles and road cards each move 2 sticks straight back. Which one is
            rearmost? Tap it, then move it.
          </span>
          <div class="rw-chips" role="group" aria-label="Objects to drift">
            {waiting.map((x) => (
              <button
                key={x.ref}
                type="button"
                aria-label={`Drift ${itemName(x, carName)}`}
                onClick={() => setPicked(x.ref)}
              >
                {itemName(x, carName)}
              </button>
            ))}
          </div>
        </div>
      )}
      {!pending && driftDone && due > 0 && <NewCard s={s} run={run} />}
      {!pending && layingNew && lastCard && (
        <div class="stack rw-drifting" role="group" aria-label="New card" style={{ gap: '8px' }}>
          <p>
            New card: <strong>{cardName(lastCard.kind)}</strong>. Lay it across the road at the end edge and move it 2
            sticks toward the back.
          </p>
          <p class="muted small">{roadCardRow(lastCard.kind).effect}</p>
          <CardContacts s={s} cardId={lastCard.id} carName={carName} open={open} />
        </div>
      )}
      {!pending && lastDrawn && !lastCard && (
        <p>
          {missionOf(s).faceDownCards(s)
            ? `New card laid face down (${cardOfTurn(s, 0)}) at the end edge: turn it when it comes within 3 sticks of the lead vehicle.`
            : 'New card: Clear road. Nothing happens; it is discarded.'}
        </p>
      )}
      {!pending && driftDone && due === 0 && (
        <p class="small">Then End road turn (at the bottom). The mission’s end is checked after every step.</p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** `s` after `c`, for listing only (the rules' own reducer; `s` when it refuses). */
function preview(s: RwState, c: Command): RwState {
  const setup = live.value?.doc.setup;
  if (!setup) return s;
  try {
    return reduceRw(s, c, setup);
  } catch {
    return s;
  }
}

/** Issue 41: which of the road turn's new cards this is ("1 of 2", R-44), the next one with `ahead` 1. */
function cardOfTurn(s: RwState, ahead: number): string {
  return `${roadTurnOf(s).drawn.length + ahead} of ${missionOf(s).cardsPerRoadTurn(s)}`;
}

/** B11.1 step 5: the app draws, or the table taps the card it turned. */
function NewCard({ s, run }: { s: RwState; run: (type: string, payload: Record<string, unknown>) => void }) {
  const road = s.road!;
  if (road.mode === 'PHYSICAL' && !missionOf(s).faceDownCards(s)) {
    return (
      <div class="stack" style={{ gap: '6px' }}>
        <span>Turn the top card of your deck. Which is it?</span>
        <div class="grid2" role="group" aria-label="Which card is it">
          {ROAD_CARDS.map((c) => (
            <button key={c.kind} type="button" onClick={() => run('rw.roadCard', { kind: c.kind })}>
              {c.name}
            </button>
          ))}
        </div>
      </div>
    );
  }
  const top = road.drawPile[0];
  if (!top && road.discard.length > 0) {
    return (
      <button
        type="button"
        class="primary"
        onClick={() => {
          const c = shuffleCommand(s);
          run(c.type, c.payload);
        }}
      >
        Shuffle the {road.discard.length} used {road.discard.length === 1 ? 'card' : 'cards'}
      </button>
    );
  }
  // B12.9: the Gauntlet lays its new cards face down; they are turned from the road's card later.
  if (missionOf(s).faceDownCards(s)) {
    return (
      <ReasonButton class="primary" reason={newCardProblem(s)} onClick={() => run('rw.roadCard', {})}>
        Lay a new card face down ({cardOfTurn(s, 1)}){road.mode === 'DIGITAL' ? `, ${road.drawPile.length} left` : ''}
      </ReasonButton>
    );
  }
  return (
    // The payload names the top card for the log; the rules check it against the deck.
    <ReasonButton class="primary" reason={newCardProblem(s)} onClick={() => top && run('rw.roadCard', { kind: top })}>
      Draw the new card ({road.drawPile.length} left)
    </ReasonButton>
  );
}
