// A sheet's hidden tracker on a car card (issue 33): face-down items whose kinds only their
// owner's phone holds (issue 32's commitments). The shared card shows the count and the items
// shown to the table, nothing that depends on a face-down kind; the owner looks, adds, shows or
// discards in a private panel that closes itself when the turn passes or the phone is put down,
// the way Road Wolf's hidden tokens do (rw-hidden-panel.tsx).
import { useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import type { CsCar, CsState, HiddenItem } from '../../../rules/custom/model';
import { trackerValue } from '../../../rules/custom/rules';
import type { Tracker } from '../../../rules/custom/sheet';
import { dispatch } from '../../../state/app-state';
import { ErrorNote } from '../../components/error-note';
import { PassThePhone } from '../../components/pass-the-phone';
import { privateOpensHere, usePrivatePanel } from '../../components/private-panel';
import { ReasonButton } from '../../components/reason-button';
import { useFocusOnShow, useReturnFocus } from '../../components/return-focus';

/** Whose turn it is, as a key: the private panel closes when it changes. */
export const turnKey = (s: CsState) => `${s.turn.round}:${s.turn.at}`;

const faceDownText = (n: number) => (n === 0 ? 'none face down' : `${n} face down`);

/** The public part: the count face down, the items shown, and the owner's way in. */
export function CsHidden({
  s,
  car,
  info,
  t,
  ownerName,
  live,
}: {
  s: CsState;
  car: Car;
  info: CsCar;
  t: Tracker;
  ownerName: string;
  /** Items can be added, shown and discarded (the game is not over). */
  live: boolean;
}) {
  const [peek, setPeek, gate] = usePrivatePanel(turnKey(s), info.ownerId);
  const [error, setError] = useState<string | null>(null);
  const opener = useReturnFocus<HTMLButtonElement>(peek);
  const items = info.hidden.filter((h) => h.tracker === t.id);
  const down = items.filter((h) => !h.revealed).length;
  const shown = items.filter((h) => h.revealed);
  return (
    <div class="stack cs-hidden" role="group" aria-label={`${t.name} on ${car.name}`}>
      <div class="row wrap">
        <span class="grow">
          {t.name}: <strong>{faceDownText(down)}</strong>
        </span>
        {live && !peek && (
          <button
            type="button"
            aria-expanded={false}
            aria-label={`Owner: look at ${t.name} on ${car.name}`}
            ref={opener}
            onClick={() => setPeek(true)}
          >
            Owner: look
          </button>
        )}
      </div>
      {shown.length > 0 && (
        <ul class="cs-shown" aria-label={`${t.name} shown on ${car.name}`}>
          {shown.map((h) => (
            <li key={h.id} class="row">
              <span class="grow">
                {h.kind ?? '?'} <span class="muted">(shown)</span>
              </span>
              {live && (
                <button
                  type="button"
                  aria-label={`Discard ${h.kind ?? 'the item'} from ${car.name}`}
                  onClick={() => setError(dispatch({ type: 'cs.drop', payload: { carId: car.id, itemId: h.id } }))}
                >
                  Discard
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ErrorNote error={error} />
      {peek && gate.asking && (
        <PassThePhone look="cs-private" name={ownerName} onShow={gate.confirm} onCancel={() => setPeek(false)} />
      )}
      {peek && !gate.asking && (
        <CsPrivate car={car} info={info} t={t} ownerName={ownerName} onClose={() => setPeek(false)} />
      )}
    </div>
  );
}

/**
 * The owner's private panel: the face-down kinds this phone holds (the view fills them in; an
 * item whose kind is null was taken on another phone), Show the table or Discard each, and the
 * kinds to add one face down. In live play it opens only on the owner's own phone.
 */
function CsPrivate({
  car,
  info,
  t,
  ownerName,
  onClose,
}: {
  car: Car;
  info: CsCar;
  t: Tracker;
  ownerName: string;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const shown = useFocusOnShow<HTMLElement>();
  const note = useFocusOnShow<HTMLParagraphElement>();
  if (!privateOpensHere(info.ownerId))
    return (
      <p class="muted" role="note" tabIndex={-1} ref={note}>
        {ownerName}’s face-down {t.name} open only on {ownerName}’s own phone while playing live.
      </p>
    );
  const down = info.hidden.filter((h) => h.tracker === t.id && !h.revealed);
  const known = down.filter((h): h is HiddenItem & { kind: string } => h.kind !== null);
  const unknown = down.length - known.length;
  const full = trackerValue(info, t) >= t.max ? `${t.name} on ${car.name}: at most ${t.max}.` : null;
  const run = (type: string, payload: unknown) => setError(dispatch({ type, payload }));
  return (
    <section
      class="cs-private stack"
      data-private
      aria-label={`${ownerName}’s ${t.name} on ${car.name}`}
      tabIndex={-1}
      ref={shown}
    >
      <div class="row">
        <strong class="grow">Only {ownerName} looks</strong>
        <button type="button" aria-label={`Hide ${t.name} on ${car.name}`} onClick={onClose}>
          Hide
        </button>
      </div>
      {known.length > 0 && (
        <ul class="cs-private-list" aria-label={`Face down on ${car.name}`}>
          {known.map((h) => (
            <li key={h.id} class="stack cs-private-row">
              <strong>{h.kind}</strong>
              <div class="grid2">
                <button
                  type="button"
                  aria-label={`Show the table the ${h.kind} on ${car.name}`}
                  onClick={() => run('cs.reveal', { itemIds: [h.id] })}
                >
                  Show the table
                </button>
                <button
                  type="button"
                  aria-label={`Discard the ${h.kind} on ${car.name}`}
                  onClick={() => run('cs.drop', { carId: car.id, itemId: h.id })}
                >
                  Discard
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {unknown > 0 && (
        <p class="small muted">
          This phone does not hold the kind of {unknown === 1 ? 'one item' : `${unknown} items`} face down (taken on
          another phone): that phone shows {unknown === 1 ? 'it' : 'them'}.
        </p>
      )}
      {known.length === 0 && unknown === 0 && <p class="small muted">Nothing face down on {car.name}.</p>}
      <fieldset class="q">
        <legend>Add one face down</legend>
        <div class="choices" role="group" aria-label={`Add one face down to ${car.name}`}>
          {(t.kinds ?? []).map((k) => (
            <ReasonButton
              key={k}
              reason={full}
              label={`Add ${k} face down to ${car.name}`}
              onClick={() => run('cs.hide', { carId: car.id, tracker: t.id, kind: k })}
            >
              {k}
            </ReasonButton>
          ))}
        </div>
        <p class="small muted">The others see one more face down; the kind stays on this phone until shown.</p>
      </fieldset>
      <ErrorNote error={error} />
    </section>
  );
}
