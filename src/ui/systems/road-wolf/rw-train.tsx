// Derailed (B12.10, R-45, R-47): the train as the table sees it (how far it has come, who holds
// the engine, each car's crew groups and stashes) and what a crew group or a road vehicle may do
// with it: move crew between cars, search, drive, fight (a guided sheet), board from a vehicle,
// the train hitting a vehicle (a guided sheet), a vehicle crossing the track, the train leaving.
// The rules (missions/derailed.ts) decide; the fight and train-ram sheets' procedures live in
// rules/road-wolf/mission-procedures.ts; this lists and asks.
import { useState } from 'preact/hooks';
import { uniformInt } from '../../../rules/core/rng';
import { TOKEN_KINDS, tokenRow } from '../../../rules/road-wolf/data';
import { trainGroupName } from '../../../rules/road-wolf/mission-procedures';
import {
  crewGroup,
  engineSide,
  groupActionsLeft,
  groupProblem,
  groupsIn,
  stash,
  TRAIN_CAR_NAME,
  TRAIN_CARS,
  type TrainCar,
  trainSticks,
} from '../../../rules/road-wolf/missions';
import type { RwState } from '../../../rules/road-wolf/model';
import { allVehicles, currentPlayer, onBoard, sideOf } from '../../../rules/road-wolf/rules';
import { dispatch } from '../../../state/app-state';
import { useBringIntoView } from '../../components/bring-into-view';
import { ConfirmPair } from '../../components/confirm-pair';
import { ErrorNote } from '../../components/error-note';
import { ReasonButton } from '../../components/reason-button';
import { appRng } from '../../dice/app-rng';
import type { OpenSheet } from './rw-sheet-ids';

type Car = TrainCar;
type Name = (id: string | null | undefined) => string;

/** Where a group may go (B12.10): between the gondolas, and engine <-> front gondola only. */
const MOVES: Record<Car, Car[]> = {
  ENGINE: ['GONDOLA_1'],
  GONDOLA_1: ['ENGINE', 'GONDOLA_2'],
  GONDOLA_2: ['GONDOLA_1'],
};

/** A stash as the table may see it: the shown tokens by name, the others as a count (issue 9). */
function stashText(s: RwState, ids: string[]): string {
  const shown = ids
    .filter((id) => s.tokens[id]?.revealed)
    .map((id) => s.tokens[id]!.kind)
    .map((k) => (k ? tokenRow(k).name : 'a shown token'));
  const hidden = ids.length - shown.length;
  return [...shown, ...(hidden ? [`${hidden} face down`] : [])].join(', ');
}

/** One crew group's own actions (2 a turn, R-45): move all its crew, search, drive, fight. */
function GroupActions({
  s,
  car,
  player,
  carName,
  open,
}: {
  s: RwState;
  car: Car;
  player: string;
  carName: Name;
  open: OpenSheet;
}) {
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  const problem = groupProblem(s, car, player);
  const crew = crewGroup(s, car, player);
  const friendly = allVehicles(s).filter(
    (v) => onBoard(s, v) && !v.destroyed && v.driverSeat && sideOf(s, v.controllerId)?.id === sideOf(s, player)?.id,
  );
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <div class="grid2" role="group" aria-label={`Crew in the ${TRAIN_CAR_NAME[car].toLowerCase()}`}>
        {MOVES[car].map((to) => (
          <ReasonButton
            key={to}
            reason={problem}
            label={`Move the crew to the ${TRAIN_CAR_NAME[to].toLowerCase()}`}
            onClick={() => run('rw.board', { fromCar: car, playerId: player, to, tokenIds: crew })}
          >
            All to the {TRAIN_CAR_NAME[to].toLowerCase()}
          </ReasonButton>
        ))}
        <ReasonButton
          reason={problem}
          label={`Fight from the ${TRAIN_CAR_NAME[car].toLowerCase()}`}
          onClick={() => open('trainFight', undefined, { from: `${car}:${player}` })}
        >
          Fight
        </ReasonButton>
        {car !== 'ENGINE' && (
          <ReasonButton
            reason={problem}
            label={`Search the ${TRAIN_CAR_NAME[car].toLowerCase()}`}
            onClick={() =>
              run('rw.search', { car, playerId: player, kind: TOKEN_KINDS[uniformInt(appRng, TOKEN_KINDS.length)] })
            }
          >
            Search (the app draws)
          </ReasonButton>
        )}
        {car === 'ENGINE' && (
          <ReasonButton
            reason={
              problem ??
              (engineSide(s) !== sideOf(s, player)?.id ? 'Only the side holding the engine alone drives it.' : null)
            }
            onClick={() => run('rw.trainDrive', { playerId: player })}
          >
            Drive: train +1 stick
          </ReasonButton>
        )}
        {stash(s, car, player).some((id) => !s.tokens[id]?.revealed) && (
          // A weapon kept from a search is face down until its owner shows it (then it can be used here).
          <button
            type="button"
            aria-label={`Show the stash in the ${TRAIN_CAR_NAME[car].toLowerCase()} to the table`}
            onClick={() => run('rw.reveal', { tokenIds: stash(s, car, player) })}
          >
            Show the stash
          </button>
        )}
        {car !== 'ENGINE' &&
          friendly.map((v) => (
            <ReasonButton
              key={v.id}
              reason={problem}
              label={`Step down into ${carName(v.id)}`}
              onClick={() =>
                run('rw.alight', {
                  fromCar: car,
                  playerId: player,
                  carId: v.id,
                  tokenIds: crew,
                  gearIds: stash(s, car, player),
                })
              }
            >
              Step down into {carName(v.id)}
            </ReasonButton>
          ))}
      </div>
      <ErrorNote error={error} />
    </div>
  );
}

/**
 * "The train has left": it ends the game, so the result shows before the tap that makes it
 * (`text` reads engineSide, as the mission's victory does). It opens at the panel's foot, which
 * may be under the bottom bar: its buttons are brought into view.
 */
function TrainLeaves({ text, onClose }: { text: string; onClose: () => void }) {
  const box = useBringIntoView<HTMLDivElement>('nearest');
  return (
    <div ref={box} class="stack above-bar" role="group" aria-label="The train leaves" style={{ gap: '8px' }}>
      <p>
        <strong>{text}</strong> The game ends.
      </p>
      <ConfirmPair
        confirm="End the game"
        onClose={onClose}
        onConfirm={() => dispatch({ type: 'rw.trainExit', payload: {} })}
      />
    </div>
  );
}

/** The train's card: where it is, who holds the engine, each car's groups; the current player's groups act from here. */
export function TrainPanel({ s, player, carName, open }: { s: RwState; player: Name; carName: Name; open: OpenSheet }) {
  const [leaving, setLeaving] = useState(false);
  if (s.mission !== 'DERAILED' || s.phase === 'FORCE_BUILDING') return null;
  const side = engineSide(s);
  const me = currentPlayer(s);
  const holderIds = side ? (s.sides.find((x) => x.id === side)?.players ?? []) : [];
  const holders = holderIds.map(player).join(' and ') || 'nobody yet';
  return (
    <section class="card stack" aria-label="The train" style={{ gap: '8px' }}>
      <h2>The train</h2>
      <p>
        Rear <strong>{trainSticks(s)}</strong> {trainSticks(s) === 1 ? 'stick' : 'sticks'} from the start · engine held
        by <strong>{holders}</strong>
      </p>
      {TRAIN_CARS.map((car) => {
        const groups = groupsIn(s, car);
        return (
          <div key={car} class="stack rw-train-car" style={{ gap: '4px' }}>
            <strong>{TRAIN_CAR_NAME[car]}</strong>
            {Object.keys(groups).length === 0 && <span class="muted small">Empty</span>}
            {Object.entries(groups).map(([p, n]) => (
              <span key={p} class="small">
                {trainGroupName(player, p)}: {n} crew
                {p !== 'NEUTRAL' && s.seatOrder.includes(p)
                  ? ` · ${groupActionsLeft(s, car, p)} ${groupActionsLeft(s, car, p) === 1 ? 'action' : 'actions'} left`
                  : ''}
                {stash(s, car, p).length ? ` · stash: ${stashText(s, stash(s, car, p))}` : ''}
              </span>
            ))}
            {me && groups[me] && s.phase === 'PLAYER_TURN' && !s.pending.length && (
              <GroupActions s={s} car={car} player={me} carName={carName} open={open} />
            )}
          </div>
        );
      })}
      {s.phase !== 'ENDED' &&
        (leaving ? (
          <TrainLeaves
            text={
              side
                ? `${holders} ${holderIds.length > 1 ? 'win' : 'wins'}, holding the engine.`
                : 'A draw: nobody holds the engine.'
            }
            onClose={() => setLeaving(false)}
          />
        ) : (
          <button type="button" onClick={() => setLeaving(true)}>
            The train has left by the far end…
          </button>
        ))}
    </section>
  );
}

/** A road vehicle and the train (B12.10): board a gondola, attack a gondola's crew, cross the track, be hit. */
export function VehicleTrainButtons({
  s,
  carId,
  name,
  open,
}: {
  s: RwState;
  carId: string;
  name: string;
  open: OpenSheet;
}) {
  const [error, setError] = useState<string | null>(null);
  const v = s.vehicles[carId];
  if (s.mission !== 'DERAILED' || s.phase === 'ENDED' || !v || !onBoard(s, v) || v.destroyed) return null;
  const top = s.pending[0];
  const moving = top?.kind === 'MOVE' && top.carId === carId;
  if (top && !moving) return null;
  const mine = s.phase === 'PLAYER_TURN' && currentPlayer(s) === v.controllerId && !moving;
  const crew = v.passengers;
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <div class="grid2" role="group" aria-label={`${name} and the train`}>
        {mine &&
          crew.length > 0 &&
          (['GONDOLA_1', 'GONDOLA_2'] as const).map((to) => (
            <button
              key={to}
              type="button"
              aria-label={`${name}: passengers board the ${TRAIN_CAR_NAME[to].toLowerCase()}`}
              onClick={() => run('rw.board', { carId, to, tokenIds: crew })}
            >
              Passengers board the {TRAIN_CAR_NAME[to].toLowerCase()}
            </button>
          ))}
        {mine && (
          <button
            type="button"
            aria-label={`${name} attacks a gondola’s crew`}
            onClick={() => open('trainFight', undefined, { from: `car:${carId}` })}
          >
            Attack a gondola’s crew
          </button>
        )}
        {(mine || moving) && (
          <button
            type="button"
            aria-label={`${name} crossed the track`}
            onClick={() => run('rw.trackCross', { carId })}
          >
            Crossed the track
          </button>
        )}
        {!moving && (
          <button
            type="button"
            aria-label={`The train hits ${name}`}
            onClick={() => open('trainRam', undefined, { car: carId })}
          >
            Hit by the train
          </button>
        )}
      </div>
      <ErrorNote error={error} />
    </div>
  );
}
