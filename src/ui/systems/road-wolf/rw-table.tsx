import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import { MAX_POINTS, SUGGESTED_POINTS, tokenRow } from '../../../rules/road-wolf/data';
import { enemyAttackProcedure } from '../../../rules/road-wolf/enemy-procedures';
import { pointsSpent, tokensBought, unboughtTokens, validateForces } from '../../../rules/road-wolf/forces';
import { initiativeNote, initiativeParticipants } from '../../../rules/road-wolf/initiative';
import { missionOf } from '../../../rules/road-wolf/mission';
import {
  blastProcedure,
  replacementProcedure,
  trainFightProcedure,
  trainRamProcedure,
} from '../../../rules/road-wolf/mission-procedures';
import {
  dicePolicy,
  isNeutral,
  missionCarName,
  missionInfo,
  missionPlayerName,
} from '../../../rules/road-wolf/missions';
import type { RwState } from '../../../rules/road-wolf/model';
import { PRIVATE_PROCEDURES, PROCEDURES, type RwProcedure } from '../../../rules/road-wolf/procedures';
import { resultLines } from '../../../rules/road-wolf/result';
import { cardContactTitle, ROAD_PROCEDURES, withSuppliesCard } from '../../../rules/road-wolf/road-procedures';
import { roadTurnEndProblem } from '../../../rules/road-wolf/road-turn';
import {
  currentPlayer,
  endTurnProblem,
  hitsLeft,
  type Issue,
  namesOf,
  stats,
  vehiclesWithActions,
} from '../../../rules/road-wolf/rules';
import { type PublicView, publicView } from '../../../rules/road-wolf/table-view';
import type { LiveGame } from '../../../state/app-state';
import { dispatch, live } from '../../../state/app-state';
import { Counter } from '../../components/counter';
import { PassThePhone } from '../../components/pass-the-phone';
import { privateOpensHere, usePrivatePanel } from '../../components/private-panel';
import { pure } from '../../components/pure';
import { ReasonButton } from '../../components/reason-button';
import { useReturnFocus } from '../../components/return-focus';
import { YourTurn } from '../../components/your-turn';
import { Sheet } from '../../dice/sheet';
import { liveSheet, liveStatus, turnHere } from '../../live/live-status';
import { ProcedureSheet } from '../../procedure/procedure-sheet';
import { RwCarCard } from './rw-car-card';
import { EnemyPhasePanel } from './rw-enemy-phase';
import { HiddenPanel, turnKey } from './rw-hidden-panel';
import { MissionPanel, Scoreboard } from './rw-mission';
import { CiviliansPicker, CourierNitro, ReplacementButton } from './rw-mission-extras';
import { RwPending } from './rw-pending';
import { BeforePlayPanel, DeckSheet, RoadStrip, TurnCardPrompt } from './rw-road-deck';
import { RoadTurnPanel } from './rw-road-turn';
import type { OpenSheet, RwSheetId } from './rw-sheet-ids';
import { shownOnApply, withTokenShown } from './rw-token-preview';
import { TrainPanel } from './rw-train';
import './rw.css';
import { useBringIntoView } from '../../components/bring-into-view';
import { ConfirmPair } from '../../components/confirm-pair';
import { ResultCard } from '../../components/result-card';

function useNames(l: LiveGame, s?: RwState) {
  const setup = l.doc.setup;
  // A mission's own vehicles and controllers (civilians, enemies, the Truck; NEUTRAL, ENEMY) are not in the setup.
  const group = s ? missionInfo(s)?.neutral : null;
  return {
    player: (id: string | null | undefined) =>
      setup.players.find((p) => p.id === id)?.name ?? (id ? (group ?? missionPlayerName(id)) : null) ?? '?',
    car: (id: string | null | undefined) =>
      setup.cars.find((c) => c.id === id)?.name ?? (id ? missionCarName(id) : null) ?? '?',
  };
}

function ForcesPanel({
  l,
  s,
  editing,
  setEditing,
}: {
  l: LiveGame;
  s: RwState;
  editing: string | null;
  setEditing: (id: string | null) => void;
}) {
  const n = useNames(l);
  const [error, setError] = useState<string | null>(null);
  const [confirmLock, setConfirmLock] = useState(false);
  const all = validateForces(s, namesOf(l.doc.setup));
  // Issue 9: a problem about a vehicle's tokens names their kinds; only its owner, while picking, reads it.
  const ownerOf = (e: Issue) => (e.carId ? s.vehicles[e.carId]?.ownerId : undefined);
  const shown = (e: Issue) => !e.carId || ownerOf(e) === editing;
  const errors = all.errors.map((e) =>
    shown(e)
      ? e
      : {
          ...e,
          message: `${n.player(ownerOf(e))}: a problem with the tokens on ${n.car(e.carId)} (${n.player(ownerOf(e))}, open your Tokens to see it).`,
        },
  );
  const warnings = all.warnings.filter(shown);
  const unbought = unboughtTokens(s);
  const lock = () => {
    setConfirmLock(false);
    setEditing(null);
    setError(dispatch({ type: 'rw.lockForces', payload: {} }));
  };
  const players = l.doc.setup.players.map((p) => p.id);
  const sideNo = (id: string) =>
    Math.max(
      0,
      s.sides.findIndex((t) => t.players.includes(id)),
    );
  const teamsPayload = (sides: string[][]) => (sides.every((t) => t.length === 1) ? {} : { teams: sides });
  const current = s.sides.map((t) => t.players);
  const setPoints = (v: number) =>
    setError(dispatch({ type: 'rw.config', payload: { pointsValue: v, ...teamsPayload(current) } }));
  // B6.1: players on a side share its points value [R-6]; seats alternate between sides.
  const setSide = (id: string, no: number) => {
    const assign = new Map(players.map((p) => [p, p === id ? no : sideNo(p)]));
    const groups = [...new Set(players.map((p) => assign.get(p) as number))]
      .sort((a, b) => a - b)
      .map((n) => players.filter((p) => assign.get(p) === n));
    setError(dispatch({ type: 'rw.config', payload: { pointsValue: s.pointsValue, ...teamsPayload(groups) } }));
  };
  return (
    <section class="card stack" aria-label="Forces">
      <h2>Build the forces</h2>
      {!liveStatus.value && (
        // Issue 31: the moment a table wants each player on their own phone (hidden tokens are
        // picked in private); Game options is at the foot of a long page here.
        <div class="row wrap">
          <span class="grow muted">Each player picks their tokens on their own phone?</span>
          <button type="button" onClick={() => (liveSheet.value = 'host')}>
            Host live
          </button>
        </div>
      )}
      <Counter
        label="Points value"
        value={s.pointsValue}
        min={1}
        max={MAX_POINTS}
        onChange={setPoints}
        decLabel="Fewer points"
        incLabel="More points"
        minReason="The points value is at least 1."
        maxReason={`The points value goes up to ${MAX_POINTS}.`}
      >
        <span class="muted small">
          {' '}
          ({SUGGESTED_POINTS.min} to {SUGGESTED_POINTS.max} is usual)
        </span>
      </Counter>
      {players.length >= 3 && (
        <div class="stack" style={{ gap: '6px' }}>
          <span class="small muted">
            Sides: each side spends the points value, split between its players. Everyone on their own side is a
            free-for-all.
          </span>
          {players.map((p) => (
            <label key={p} class="field">
              Side of {n.player(p)}
              <select value={String(sideNo(p))} onChange={(e) => setSide(p, Number(e.currentTarget.value))}>
                {players.map((_, i) => (
                  <option key={i} value={String(i)}>
                    Side {i + 1}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      )}
      <p class="muted small">
        A vehicle costs its size. Each point of vehicles buys one token; every vehicle also gets a free Driver (unless
        you seat crew) and Street vehicles a free Nitro.
      </p>
      <ul class="rw-budgets">
        {s.seatOrder.map((p) => (
          <li key={p} class="row wrap">
            <span class="grow">
              <strong>{n.player(p)}</strong>: {pointsSpent(s, p)} of {s.budgets[p] ?? 0} points ·{' '}
              {tokensBought(s, p).length} of {pointsSpent(s, p)} tokens
            </span>
            {/* Issue 14 §2: in live play a player's hidden tokens are picked on that player's own phone.
                Issue 41: while picking, Done sits with the pickers (below), not up here out of sight. */}
            {editing === p ? (
              <span>Picking below</span>
            ) : (
              <ReasonButton
                label={`${n.player(p)}: pick hidden tokens`}
                reason={privateOpensHere(p) ? null : `${n.player(p)} picks their hidden tokens on their own phone.`}
                onClick={() => {
                  setEditing(p);
                  requestAnimationFrame(() => showPickers(p));
                }}
              >
                Tokens
              </ReasonButton>
            )}
          </li>
        ))}
      </ul>
      {editing && (
        <p class="small">Only {n.player(editing)} looks now: tokens stay hidden from the others until used.</p>
      )}
      {errors.length > 0 && (
        <ul class="error" aria-label="Problems">
          {errors.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul class="muted small" aria-label="Warnings">
          {warnings.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      )}
      <ReasonButton
        class="primary"
        reason={errors[0] ? `Fix this first: ${errors[0].message}` : null}
        onClick={() => {
          // R-2: fewer tokens than allowed is legal, but the table hears about it before it is final.
          if (unbought.length) setConfirmLock(true);
          else lock();
        }}
      >
        Lock the forces
      </ReasonButton>
      {confirmLock && (
        <Sheet title="Lock the forces?" onClose={() => setConfirmLock(false)}>
          <p>
            <strong>Not every token is bought.</strong> Once the forces are locked, nobody can buy more.
          </p>
          <ul class="rw-confirm-list">
            {unbought.map((u) => (
              <li key={u.playerId}>
                {n.player(u.playerId)}: {u.bought} of {u.allowance} tokens
              </li>
            ))}
          </ul>
          <div class="sheet-actions grid2">
            <button type="button" onClick={() => setConfirmLock(false)}>
              Back to buying
            </button>
            <button type="button" class="primary" onClick={lock}>
              Lock anyway
            </button>
          </div>
        </Sheet>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function TurnPanel({
  l,
  s,
  pv,
  open,
  onDeck,
}: {
  l: LiveGame;
  s: RwState;
  pv: PublicView;
  open: OpenSheet;
  onDeck: () => void;
}) {
  const n = useNames(l);
  const player = currentPlayer(s);
  const top = s.pending[0];
  const color = l.doc.setup.players.find((p) => p.id === player)?.color;
  const [peek, setPeek, gate] = usePrivatePanel(turnKey(s), player ?? '');
  const peekOpener = useReturnFocus<HTMLButtonElement>(peek);
  // B12.9: from game turn 2 a Gauntlet slot is one vehicle's.
  const slot = s.turnOrder[s.currentSlot];
  const slotCar = s.phase === 'PLAYER_TURN' && slot?.kind === 'PLAYER' ? slot.carId : undefined;
  // Issue 9: the banner reads the table's view: only an Ambush already shown is offered here.
  const ambush = pv.players.find((p) => p.id === player)?.ambush;
  // Issue 40: another seat's phone is told whose turn it is, not asked to act.
  const here = turnHere(s.phase === 'PLAYER_TURN' ? player : null);
  return (
    <section class="card stack turn" style={{ '--turn-color': color }} aria-label="Turn">
      <div>
        <div class="muted small">
          Game turn {s.gameTurn}
          <YourTurn player={s.phase === 'PLAYER_TURN' ? player : null} />
        </div>
        <strong>
          {s.phase === 'ROAD_TURN'
            ? 'The road turn'
            : s.phase === 'ENEMY_PHASE'
              ? 'The enemy phase'
              : s.phase === 'MISSION_SLOT'
                ? slotTitle(s)
                : `${n.player(player)}’s turn${slotCar ? `: ${n.car(slotCar)}` : ''}`}
        </strong>
      </div>
      {!top && s.phase === 'PLAYER_TURN' && (here === 'mine' || here === 'any') && (
        <p class="small">Act with each of your vehicles (2 actions each, plus free actions), then End turn.</p>
      )}
      {!top && here === 'theirs' && <p class="small">{n.player(player)} acts on their own phone.</p>}
      {s.phase === 'ROAD_TURN' && s.road && <RoadTurnPanel s={s} carName={n.car} open={open} />}
      {s.phase === 'ENEMY_PHASE' && <EnemyPhasePanel s={s} player={n.player} carName={n.car} open={open} />}
      {s.phase === 'MISSION_SLOT' && !top && <p class="small">Nothing more is owed in this slot: End the slot.</p>}
      {!top && s.phase === 'ROAD_TURN' && !s.road && (
        <>
          <p class="small">
            Play the road cards; wrecks, abandoned and immobilized vehicles drift. A drifting object that hits a vehicle
            rams it.
          </p>
          <button type="button" onClick={() => open('ram')}>
            An object rams a vehicle
          </button>
          <button type="button" onClick={onDeck}>
            Set up road cards
          </button>
        </>
      )}
      {!top && !peek && (
        <ReplacementButton s={s} player={player} playerName={n.player(player)} onPrivate={() => setPeek(true)} />
      )}
      {s.freeMeleeFor && !top && <p class="small">{n.car(s.freeMeleeFor)} may make its free melee now.</p>}
      {player && !top && ambush && here !== 'theirs' && (
        <button type="button" onClick={() => open('ambush')}>
          Spring an Ambush (free)
        </button>
      )}
      {player && !peek && here !== 'theirs' && (
        <button type="button" aria-expanded={false} ref={peekOpener} onClick={() => setPeek(true)}>
          {n.player(player)}: use a hidden token
        </button>
      )}
      {player && peek && gate.asking && (
        <PassThePhone look="rw-private" name={n.player(player)} onShow={gate.confirm} onCancel={() => setPeek(false)} />
      )}
      {player && peek && !gate.asking && (
        <HiddenPanel
          s={s}
          playerId={player}
          playerName={n.player(player)}
          carName={n.car}
          open={open}
          onClose={() => setPeek(false)}
          back={() => peekOpener.current}
        />
      )}
    </section>
  );
}

/** The bottom bar's main button: End turn (or the road turn). It says why it waits, and asks before actions go unused. */
export function RwPrimary({ s }: { s: RwState }) {
  const [asking, setAsking] = useState(false);
  if (s.phase !== 'PLAYER_TURN' && s.phase !== 'ROAD_TURN' && s.phase !== 'MISSION_SLOT' && s.phase !== 'ENEMY_PHASE')
    return null;
  const setup = live.value?.doc.setup;
  const names = setup ? namesOf(setup) : undefined;
  const idle = s.phase === 'PLAYER_TURN' ? vehiclesWithActions(s) : [];
  const end = () => dispatch({ type: 'rw.endTurn', payload: {} });
  const label =
    s.phase === 'ROAD_TURN'
      ? 'End road turn'
      : s.phase === 'ENEMY_PHASE'
        ? 'End phase'
        : s.phase === 'MISSION_SLOT'
          ? 'End the slot'
          : 'End turn';
  return (
    <>
      <ReasonButton
        class="primary rw-end"
        reason={
          endTurnProblem(s, names) ??
          roadTurnEndProblem(s) ??
          (s.phase === 'ENEMY_PHASE' ? missionOf(s).phaseEndProblem(s) : null)
        }
        onClick={() => (idle.length ? setAsking(true) : end())}
      >
        {label}
      </ReasonButton>
      {asking && (
        <Sheet title="Actions left" onClose={() => setAsking(false)}>
          <p>
            {idle
              .map(
                (x) =>
                  `${names?.car(x.carId) ?? x.carId} (${x.actionsLeft} ${x.actionsLeft === 1 ? 'action' : 'actions'})`,
              )
              .join(', ')}{' '}
            can still act. Unused actions are lost.
          </p>
          <ConfirmPair inSheet confirm="End the turn" onClose={() => setAsking(false)} onConfirm={end} />
        </Sheet>
      )}
    </>
  );
}

/** B12.3, B12.5: a mission's own slot (the Civilians', the Truck's). */
function slotTitle(s: RwState): string {
  const slot = s.turnOrder[s.currentSlot];
  const id = slot?.kind === 'MISSION' ? slot.id : '';
  return /truck/i.test(id) ? 'The Truck’s slot' : /civil/i.test(id) ? 'The Civilians’ slot' : 'The mission’s slot';
}

/** Who rolls for a mission's own vehicle (R-28, R-40, R-41, R-44): the rules' dice policy in words. */
function diceNote(s: RwState, id: string, player: (id: string) => string): string {
  const p = dicePolicy(s, id);
  const own = p.own === 'APP' ? 'the app rolls its dice' : `${player(p.own)} rolls its dice`;
  const road =
    p.road === null
      ? ''
      : p.road === 'APP'
        ? '; the app plays the Road for it'
        : p.road === 'ANY'
          ? '; any player plays the Road for it'
          : `; the side losing plays the Road for it (${(s.sides.find((x) => x.id === (p.road as { side: string }).side)?.players ?? []).map(player).join(' and ')})`;
  return `${own}${road}${p.appReroll ? '; its Veteran rerolls its lowest die below 6 (the app’s choice)' : ''}.`;
}

type RwSheet = { id: RwSheetId; carId?: string; initial?: Record<string, string> };

/**
 * Issue 30: the player's token pickers open on their car cards, below the fold at 360x640; bring
 * the first into view with the focus on its picker, so the tap visibly did something.
 */
function showPickers(playerId: string): void {
  const group = document.querySelector<HTMLElement>(`.player-group[data-player="${CSS.escape(playerId)}"]`);
  const picker = group?.querySelector<HTMLElement>('[data-token-picker]');
  (picker ?? group)?.scrollIntoView({ block: 'center' });
  picker?.focus({ preventScroll: true });
}
export function RwTable({ l, s, notes }: { l: LiveGame; s: RwState; notes: Record<string, string> }) {
  const [sheet, setSheet] = useState<RwSheet | null>(null);
  const n = useNames(l, s);
  const setup = l.doc.setup;
  // The guided sheets name cars and players from the setup: a mission's own vehicles and their
  // controllers (not in it) are added for the sheet only, by their mission names (view-only).
  const extra = s.phase === 'FORCE_BUILDING' ? [] : s.vehicleOrder.filter((id) => !setup.cars.some((c) => c.id === id));
  const sheetSetup = extra.length
    ? {
        ...setup,
        players: [
          ...setup.players,
          ...[...new Set(extra.map((id) => s.vehicles[id]!.controllerId))]
            .filter((id) => !setup.players.some((p) => p.id === id))
            .map((id) => ({ id, name: n.player(id), color: '#777777' })),
        ],
        cars: [
          ...setup.cars,
          ...extra.map((id) => ({ id, playerId: s.vehicles[id]!.controllerId, name: n.car(id), color: '#777777' })),
        ],
      }
    : setup;
  const procedure: RwProcedure | null = sheet
    ? sheet.id === 'objectRam'
      ? ROAD_PROCEDURES.objectRam
      : sheet.id === 'cardContact'
        ? { ...ROAD_PROCEDURES.cardContact, title: cardContactTitle(s, sheet.initial ?? {}) }
        : sheet.id === 'enemyAttack'
          ? enemyAttackProcedure
          : sheet.id === 'blast'
            ? blastProcedure
            : sheet.id === 'replacement'
              ? { ...replacementProcedure, title: `A replacement Cop car: only ${n.player(currentPlayer(s))} looks` }
              : sheet.id === 'trainFight'
                ? trainFightProcedure
                : sheet.id === 'trainRam'
                  ? trainRamProcedure
                  : sheet.id === 'supplies'
                    ? withSuppliesCard(PROCEDURES.supplies)
                    : sheet.id === 'suppliesToken'
                      ? {
                          ...withSuppliesCard(PRIVATE_PROCEDURES.supplies),
                          title: `Supplies: only ${n.player(s.vehicles[sheet.carId ?? '']?.controllerId)} looks`,
                        }
                      : PROCEDURES[sheet.id]
    : null;
  const detail = (id: string) => {
    const v = s.vehicles[id];
    return v ? ` ${stats(s, v).name}, ${hitsLeft(s, v)} ${hitsLeft(s, v) === 1 ? 'hit' : 'hits'} left` : '';
  };
  // The table may also end the game from Game options (game.end): then nothing more is played.
  const over = !!l.timeline.state.core.ended;
  // Stable, so opening a sheet re-renders the sheet and not the board (issue 15).
  const open = useCallback<OpenSheet>(
    (id, carId, initial) => setSheet({ id, ...(carId ? { carId } : {}), ...(initial ? { initial } : {}) }),
    [],
  );
  // Issue 39: a sheet opened to use a face-down token sees it as shown; the table does not until Apply.
  const token = sheet?.initial?.token;
  const sheetState = useMemo(() => withTokenShown(s, token), [s, token]);
  const applyShows = shownOnApply(s, token);
  return (
    <>
      <RwBoard l={l} s={s} notes={notes} over={over} open={open} setSheet={setSheet} />
      {procedure && sheet && (
        <ProcedureSheet
          procedure={procedure}
          state={sheetState}
          note={applyShows}
          ctx={{ setup: sheetSetup, ...(sheet.carId ? { carId: sheet.carId } : {}) }}
          onClose={() => setSheet(null)}
          carDetail={detail}
          initial={sheet.initial}
        />
      )}
    </>
  );
}

/**
 * B6.1 "Who goes first": the step after locking the forces. Locking removes the long forces list
 * above it, leaving the page scrolled to where the Lock button was (the last car cards), so the
 * panel is brought into view when it appears and its button takes the focus.
 */
function InitiativePanel({
  s,
  player,
  onRoll,
}: {
  s: RwState;
  player: (id: string | null | undefined) => string;
  onRoll: () => void;
}) {
  const box = useBringIntoView<HTMLElement>('start');
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Only when nothing else holds the focus (the Lock button is gone): never steal it from a field or sheet.
    const el = document.activeElement;
    if (!el || el === document.body) button.current?.focus({ preventScroll: true });
  }, []);
  const note = initiativeNote(s, player);
  return (
    <section class="card stack below-bar" aria-label="Initiative" ref={box}>
      <h2>Who goes first</h2>
      <p>{note.text}</p>
      <button type="button" class="primary" ref={button} onClick={onRoll}>
        {note.roll
          ? 'Roll for initiative'
          : `${player(initiativeParticipants(s)[0])} goes first: no roll for initiative needed`}
      </button>
    </section>
  );
}

/** Everything but the guided sheet: re-rendered when the state, the notes or the end change, not when a sheet opens (issue 15). */
const RwBoard = pure(function RwBoard({
  l,
  s,
  notes,
  over,
  open,
  setSheet,
}: {
  l: LiveGame;
  s: RwState;
  notes: Record<string, string>;
  over: boolean;
  open: OpenSheet;
  setSheet: (sheet: RwSheet) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deck, setDeck] = useState(false);
  const n = useNames(l, s);
  // B12.9 (revision 4): a setup step the mission requires comes first, in place of the initiative roll.
  const step = over ? null : missionOf(s).beforePlay(s);
  const setup = l.doc.setup;
  // Issue 9: the shared screen reads hidden tokens only through the table's view.
  const pv = publicView(s);
  const result = s.result;
  // Vehicles a mission brings (not in the setup's cars): a card each, named by type and number.
  const playerIds = new Set(setup.players.map((p) => p.id));
  // A player's vehicle that came on in play (B12.7's replacement Cop car): on that player's list.
  const extraCars: Car[] = s.vehicleOrder
    .filter(
      (id) =>
        !setup.cars.some((c) => c.id === id) &&
        playerIds.has(s.vehicles[id]!.controllerId) &&
        !isNeutral(s.vehicles[id]!),
    )
    .map((id) => ({
      id,
      playerId: s.vehicles[id]!.controllerId,
      name: n.car(id),
      color: setup.players.find((p) => p.id === s.vehicles[id]!.controllerId)?.color ?? '#777777',
    }));
  const neutral: Car[] = s.vehicleOrder
    .filter(
      (id) =>
        isNeutral(s.vehicles[id]!) ||
        (!setup.cars.some((c) => c.id === id) && !playerIds.has(s.vehicles[id]!.controllerId)),
    )
    .map(
      (id) =>
        setup.cars.find((c) => c.id === id) ?? {
          id,
          playerId: s.vehicles[id]!.controllerId,
          name: n.car(id),
          color: '#777777',
        },
    );
  return (
    <>
      {s.phase === 'FORCE_BUILDING' && <MissionPanel s={s} player={n.player} />}
      {s.phase === 'FORCE_BUILDING' && <ForcesPanel l={l} s={s} editing={editing} setEditing={setEditing} />}
      <CiviliansPicker s={s} />
      <CourierNitro s={s} player={n.player} carName={n.car} />
      {step && <BeforePlayPanel s={s} step={step} onDeck={() => setDeck(true)} />}
      {s.phase === 'INITIATIVE' && !step && (
        <InitiativePanel s={s} player={n.player} onRoll={() => setSheet({ id: 'initiative' })} />
      )}
      {missionInfo(s)?.scores && s.phase !== 'FORCE_BUILDING' ? (
        // B12.1, B12.7, B12.9: the score stays pinned, with what is pending under it.
        <div class="rw-pinned" data-pinned>
          <Scoreboard s={s} player={n.player} />
          {!over && <RwPending s={s} carName={n.car} open={open} />}
          {!over && <TurnCardPrompt s={s} />}
        </div>
      ) : (
        !over && <RwPending s={s} carName={n.car} open={open} />
      )}
      {!over &&
        (s.phase === 'PLAYER_TURN' ||
          s.phase === 'ROAD_TURN' ||
          s.phase === 'MISSION_SLOT' ||
          s.phase === 'ENEMY_PHASE') && <TurnPanel l={l} s={s} pv={pv} open={open} onDeck={() => setDeck(true)} />}
      {s.phase !== 'FORCE_BUILDING' && <MissionPanel s={s} player={n.player} />}
      {!over && <TrainPanel s={s} player={n.player} carName={n.car} open={open} />}
      {s.road ? (
        <RoadStrip s={s} onDeck={() => setDeck(true)} />
      ) : (
        !over &&
        !step &&
        (s.phase === 'FORCE_BUILDING' || s.phase === 'INITIATIVE') && (
          <section class="card stack" aria-label="Road cards">
            <h2>Road cards</h2>
            <p class="small">
              Before the first road turn: use the app’s deck (you set the count of each card) or turn your own cards.
            </p>
            <button type="button" onClick={() => setDeck(true)}>
              Set up road cards
            </button>
          </section>
        )
      )}
      {deck && <DeckSheet s={s} onClose={() => setDeck(false)} />}
      {result && (
        <ResultCard>
          {resultLines(s, result, n.player).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </ResultCard>
      )}
      {setup.players.map((p) => {
        const seen = pv.players.find((x) => x.id === p.id);
        const lost = seen?.lost ?? [];
        const reserve = seen?.reserve ?? [];
        const taken = s.vehicleOrder.filter(
          (id) => s.vehicles[id]!.controllerId === p.id && s.vehicles[id]!.ownerId !== p.id,
        );
        return (
          <section key={p.id} class="player-group" aria-label={`${p.name}'s cars`} data-player={p.id}>
            <h2>
              <span class="swatch" style={{ background: p.color }} />
              <span class="ellipsis">{p.name}</span>
              {!over && currentPlayer(s) === p.id && <span class="badge hot">Playing</span>}
            </h2>
            {lost.length > 0 && <p class="small">Used or lost: {lost.map((k) => tokenRow(k).name).join(', ')}</p>}
            {reserve.length > 0 && <p class="small">In reserve: {reserve.map((k) => tokenRow(k).name).join(', ')}</p>}
            {taken.length > 0 && <p class="small">Also drives: {taken.map(n.car).join(', ')}</p>}
            <div class="cars">
              {[...setup.cars, ...extraCars.filter((c) => c.playerId === p.id)]
                .filter((c) => c.playerId === p.id && !(s.vehicles[c.id] && isNeutral(s.vehicles[c.id]!)))
                .map((c) => {
                  const v = s.vehicles[c.id];
                  return (
                    <RwCarCard
                      key={c.id}
                      s={s}
                      pv={pv.vehicles.find((x) => x.id === c.id)}
                      ownerName={n.player(v?.controllerId)}
                      carName={n.car}
                      car={c}
                      v={v}
                      editing={editing === p.id}
                      over={over}
                      note={notes[c.id] ?? ''}
                      controllerName={v && v.controllerId !== v.ownerId ? n.player(v.controllerId) : null}
                      open={open}
                    />
                  );
                })}
            </div>
            {/* Issue 41: the way out stays in view while picking (sticky above the bottom bar). */}
            {editing === p.id && (
              <button type="button" class="primary rw-done" onClick={() => setEditing(null)}>
                Done with {p.name}'s tokens
              </button>
            )}
          </section>
        );
      })}
      {neutral.length > 0 && (
        // B12: a mission's neutral or app-run vehicles, tracked like the players' own; who rolls for them is on each sheet.
        <section class="player-group" aria-label={`${missionInfo(s)?.neutral ?? 'Neutral'} vehicles`}>
          <h2>
            <span class="ellipsis">{missionInfo(s)?.neutral ?? 'Neutral vehicles'}</span>
          </h2>
          <ul class="small rw-dice-notes">
            {neutral.map((c) => (
              <li key={c.id}>
                {c.name}: {diceNote(s, c.id, n.player)}
              </li>
            ))}
          </ul>
          <div class="cars">
            {neutral.map((c) => (
              <RwCarCard
                key={c.id}
                s={s}
                pv={pv.vehicles.find((x) => x.id === c.id)}
                ownerName={n.player(s.vehicles[c.id]?.controllerId)}
                carName={n.car}
                car={c}
                v={s.vehicles[c.id]}
                editing={false}
                over={over}
                note={notes[c.id] ?? ''}
                controllerName={
                  playerIds.has(s.vehicles[c.id]?.controllerId ?? '') ? n.player(s.vehicles[c.id]?.controllerId) : null
                }
                open={open}
              />
            ))}
          </div>
        </section>
      )}
    </>
  );
});
