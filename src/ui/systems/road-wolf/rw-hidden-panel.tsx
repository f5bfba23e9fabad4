import { useState } from 'preact/hooks';
import { actionProblem } from '../../../rules/road-wolf/actions';
import { CREW_KINDS, GEAR_KINDS, type TokenKind, tokenRow } from '../../../rules/road-wolf/data';
import { replacementProblem, replacementsDue } from '../../../rules/road-wolf/missions';
import type { RwState } from '../../../rules/road-wolf/model';
import { vehiclesOf } from '../../../rules/road-wolf/rules';
import { type HiddenToken, hiddenTokens, unknownTokens } from '../../../rules/road-wolf/table-view';
import { dispatch, showToast } from '../../../state/app-state';
import { privateOpensHere } from '../../components/private-panel';
import { ReasonButton } from '../../components/reason-button';
import { useFocusOnShow } from '../../components/return-focus';
import { focusAfterSheet } from '../../dice/sheet';
import type { OpenSheet } from './rw-sheet-ids';
import { tokenStart } from './rw-token-preview';
import './rw.css';

/** Whose turn it is, as a key: the private panel closes when it changes. */
export const turnKey = (s: RwState) => `${s.phase}:${s.gameTurn}:${s.currentSlot}`;

const USE_LABEL: Record<string, string> = {
  SHOOT: 'Shoot (1 action)',
  SPIKES: 'Drop them (1 action)',
  NITRO: 'Fire it (free)',
  GUNNER_SHOT: 'Free shot',
  MECHANIC_REPAIR: 'Free repair',
  AMBUSH: 'Spring it (free)',
};

/** What a token with no button does, so the owner knows when it shows itself. */
const NOTE: Partial<Record<TokenKind, string>> = {
  VETERAN: 'Rerolls are offered in every roll; taking one shows it.',
  DRIVER: 'Just drives.',
  BRAWLER: 'Adds a die when this vehicle starts a melee (shown then).',
  GUNNER: 'Works only as a passenger.',
  MECHANIC: 'Works only as a passenger.',
};

const placeName = (t: Pick<HiddenToken, 'place' | 'no'>) =>
  t.place === 'SEAT'
    ? 'driver'
    : t.place === 'PASSENGER'
      ? `passenger ${t.no}`
      : t.place === 'GEAR'
        ? `gear ${t.no}`
        : 'reserve';

/**
 * The owner's private panel (issue 9): the face-down tokens of one player (all their vehicles and
 * their reserve, or one vehicle), with what each can start now. Using one opens its action's sheet
 * and shows nothing until Apply (issue 39); Show the table turns it face up at once.
 */
export function HiddenPanel({
  s,
  playerId,
  carId,
  playerName,
  carName,
  open,
  onClose,
  back,
}: {
  s: RwState;
  playerId: string;
  carId?: string;
  playerName: string;
  carName: (id: string) => string;
  open: OpenSheet;
  onClose: () => void;
  /** The button that takes the panel's place when it closes: a sheet opened from here gives the focus back to it (issue 30). */
  back: () => HTMLElement | null;
}) {
  // Issue 30: the panel replaces the button that opened it, so the focus moves into the panel (and
  // the panel into view), or a keyboard or screen reader would be left on the page's body.
  const shown = useFocusOnShow<HTMLElement>();
  const note = useFocusOnShow<HTMLParagraphElement>();
  if (!privateOpensHere(playerId))
    return (
      <p class="muted" role="note" tabIndex={-1} ref={note}>
        {playerName}’s hidden tokens open only on {playerName}’s own phone while playing live.
      </p>
    );
  const rows = hiddenTokens(s, playerId, carId);
  const reveal = (t: HiddenToken): boolean => {
    const err = dispatch({ type: 'rw.reveal', payload: { tokenIds: [t.tokenId] } });
    if (err) showToast({ message: err, reason: true });
    return !err;
  };
  // Issue 39: using a token opens its sheet and shows nothing; the sheet's Apply opens the token.
  // The Nitro has no sheet (it moves at once): it asks first, in its own row.
  const [asking, setAsking] = useState<string | null>(null);
  const use = (t: HiddenToken, sure = false) => {
    const start = tokenStart(t);
    if (!start) return;
    if ('ask' in start && !sure) return setAsking(t.tokenId);
    focusAfterSheet(back);
    // The sheet may open before this panel is gone (the board re-renders apart from the sheet):
    // let go of the tapped button now, so the sheet gives the focus back to `back` when it closes.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onClose();
    if ('sheet' in start) return open(start.sheet, start.carId, start.initial);
    const err = dispatch(start.command);
    if (err) showToast({ message: err, reason: true });
  };
  return (
    <section
      class="rw-private stack"
      data-private
      aria-label={`${playerName}’s hidden tokens`}
      tabIndex={-1}
      ref={shown}
    >
      <div class="row">
        <strong class="grow">Only {playerName} looks</strong>
        <button type="button" aria-label={carId ? `Hide the tokens of ${carName(carId)}` : undefined} onClick={onClose}>
          Hide
        </button>
      </div>
      <span class="small muted">
        {rows.length
          ? 'Face-down tokens. Show the table, or Apply on a use, turns it face up for everyone.'
          : `No face-down tokens${carId ? ` on ${carName(carId)}` : ''}.`}
      </span>
      <PrivateChoices
        s={s}
        playerId={playerId}
        carId={carId}
        carName={carName}
        open={(id, car) => {
          focusAfterSheet(back);
          onClose();
          open(id, car);
        }}
      />
      <ul class="rw-tokens">
        {rows.map((t) => {
          const what = `${tokenRow(t.kind).name}${t.carId ? ` on ${carName(t.carId)}` : ' in reserve'}`;
          const start = asking === t.tokenId ? tokenStart(t) : null;
          const ask = start && 'ask' in start ? start : null;
          return (
            <li key={t.tokenId} class="stack rw-private-row">
              <span>
                <strong>{tokenRow(t.kind).name}</strong>{' '}
                <span class="muted">
                  ({t.carId && !carId ? `${carName(t.carId)}, ` : ''}
                  {placeName(t)})
                </span>
              </span>
              {!t.use && NOTE[t.kind] && <span class="small muted">{NOTE[t.kind]}</span>}
              {ask && <p role="status">{ask.ask}</p>}
              <div class="grid2">
                {ask ? (
                  <>
                    <button type="button" class="primary" onClick={() => use(t, true)}>
                      {ask.yes}
                    </button>
                    <button type="button" onClick={() => setAsking(null)}>
                      Not now
                    </button>
                  </>
                ) : (
                  t.use && (
                    <ReasonButton
                      class="primary"
                      reason={t.problem}
                      label={`${what}: ${USE_LABEL[t.use]}`}
                      onClick={() => use(t)}
                    >
                      {USE_LABEL[t.use]}
                    </ReasonButton>
                  )
                )}
                {!ask && (
                  <button
                    type="button"
                    // The name starts with what the button shows (WCAG 2.5.3, issue 30).
                    aria-label={`Show the table the ${what}`}
                    onClick={() => reveal(t) && undefined}
                  >
                    Show the table
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <SetAgain s={s} playerId={playerId} carId={carId} carName={carName} />
    </section>
  );
}

/**
 * Issue 32: face-down tokens whose kinds this phone does not hold (the phone that held them was
 * lost). The owner sets each from the physical token; the log shows a table correction.
 */
function SetAgain({
  s,
  playerId,
  carId,
  carName,
}: {
  s: RwState;
  playerId: string;
  carId?: string;
  carName: (id: string) => string;
}) {
  const [picked, setPicked] = useState<Record<string, TokenKind>>({});
  const lost = unknownTokens(s, playerId, carId);
  if (!lost.length) return null;
  return (
    <div class="stack" role="group" aria-label="Face-down tokens this phone does not know">
      <span class="small muted">
        This phone does not hold the kind of{' '}
        {lost.length === 1 ? 'one face-down token' : `${lost.length} face-down tokens`} (bought on another phone, or
        this one was wiped). Turn {lost.length === 1 ? 'it' : 'each'} over where only you see and set it here; the log
        shows a table correction.
      </span>
      <ul class="rw-tokens">
        {lost.map((t) => {
          const where = `${t.carId && !carId ? `${carName(t.carId)}, ` : ''}${placeName(t)}`;
          const kind = picked[t.tokenId];
          return (
            <li key={t.tokenId} class="stack rw-private-row">
              <label class="stack">
                <span>Face-down token ({where})</span>
                <select
                  value={kind ?? ''}
                  onChange={(e) => setPicked({ ...picked, [t.tokenId]: e.currentTarget.value as TokenKind })}
                >
                  <option value="" disabled>
                    Which token is it?
                  </option>
                  {(t.cat === 'CREW' ? CREW_KINDS : GEAR_KINDS).map((k) => (
                    <option key={k} value={k}>
                      {tokenRow(k).name}
                    </option>
                  ))}
                </select>
              </label>
              <ReasonButton
                reason={kind ? null : 'Pick which token it is first.'}
                label={`Set the face-down token (${where})`}
                onClick={() => {
                  if (!kind) return;
                  const err = dispatch({ type: 'rw.resetToken', payload: { tokenId: t.tokenId, kind } });
                  if (err) showToast({ message: err, reason: true });
                }}
              >
                Set it
              </ReasonButton>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Choices that name a face-down token's kind (issue 9), so they are made here where only the
 * owner looks: a token from a Supplies card (R-21) and a replacement Cop car's extra token
 * (B12.7). The table sees that Supplies were used or a car came on, and one more face-down token.
 */
function PrivateChoices({
  s,
  playerId,
  carId,
  carName,
  open,
}: {
  s: RwState;
  playerId: string;
  carId?: string;
  carName: (id: string) => string;
  open: (id: 'suppliesToken' | 'replacement', carId?: string) => void;
}) {
  const supplies = vehiclesOf(s, playerId).filter(
    (v) => (carId === undefined || v.id === carId) && actionProblem(s, v.id, 'SUPPLIES') === null,
  );
  const replacement = carId === undefined && replacementsDue(s, playerId).length > 0;
  if (!supplies.length && !replacement) return null;
  return (
    <div class="stack" role="group" aria-label="Private choices">
      {supplies.map((v) => (
        <button key={v.id} type="button" class="primary" onClick={() => open('suppliesToken', v.id)}>
          {carName(v.id)}: take a token from the Supplies
        </button>
      ))}
      {replacement && (
        <ReasonButton class="primary" reason={replacementProblem(s, playerId)} onClick={() => open('replacement')}>
          Bring on a replacement Cop car
        </ReasonButton>
      )}
    </div>
  );
}
