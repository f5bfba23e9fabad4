// Missions at the table (B12, issue 13): chosen while the forces are built, shown with story,
// setup, special rules and goal (the catalogue's own words), the sides' roles, the scoreboard of
// the missions that score (always on screen, pinned), and the result's reason. The rules
// (rules/road-wolf/missions) decide everything; this lists and asks.
import { useState } from 'preact/hooks';
import {
  MISSION_CATALOGUE,
  type MissionInfo,
  missionInfo,
  missionProblem,
  scoreboard,
  sideRoles,
} from '../../../rules/road-wolf/missions';
import type { RwState } from '../../../rules/road-wolf/model';
import { dispatch } from '../../../state/app-state';
import { ErrorNote } from '../../components/error-note';
import { ReasonButton } from '../../components/reason-button';
import { Sheet } from '../../dice/sheet';
import { ChaseTally } from './rw-mission-extras';

type PlayerName = (id: string | null | undefined) => string;

/** `goalFrom`: goal lines already shown above (the mission card's summary is the first one). */
function Details({ m, story = true, goalFrom = 0 }: { m: MissionInfo; story?: boolean; goalFrom?: number }) {
  const goal = m.goal.slice(goalFrom);
  return (
    <div class="stack rw-mission-text" style={{ gap: '8px' }}>
      {/* The rest of the goal goes on from the summary line above it. */}
      {goalFrom > 0 && goal.map((x, i) => <p key={i}>{x}</p>)}
      {story && (
        <p>
          <em>{m.story}</em>
        </p>
      )}
      <h3>Setup</h3>
      <ul>
        {m.setup.map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </ul>
      <h3>Special rules</h3>
      <ul>
        {m.special.map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </ul>
      {goalFrom === 0 && (
        <>
          <h3>Goal</h3>
          <ul>
            {goal.map((x, i) => (
              <li key={i}>{x}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Which side plays which role ("Convoy: Ann"). */
function rolesLine(s: RwState, player: PlayerName): string {
  return sideRoles(s)
    .map(
      (r) =>
        `${r.name}: ${(s.sides.find((x) => x.id === r.sideId)?.players ?? []).map(player).join(' and ')} (${r.budget} points)`,
    )
    .join(' · ');
}

/** The mission sheet: every mission of the book, the built ones playable, the others saying why not. */
function MissionSheet({ s, onClose }: { s: RwState; onClose: () => void }) {
  const [open, setOpen] = useState<string | null>(s.mission);
  const [error, setError] = useState<string | null>(null);
  const choose = (id: string | null) => {
    const err = dispatch({ type: 'rw.mission', payload: { missionId: id } });
    if (err) return setError(err);
    onClose();
  };
  return (
    <Sheet title="Mission" onClose={onClose}>
      <div class="stack" style={{ gap: '10px' }}>
        <ReasonButton reason={missionProblem(s, null)} pressed={s.mission === null} onClick={() => choose(null)}>
          No mission: last side standing
        </ReasonButton>
        {MISSION_CATALOGUE.map((m) => (
          <section key={m.id} class="card stack rw-mission-item" aria-label={m.name} style={{ gap: '8px' }}>
            <div class="row">
              <h2 class="grow">{m.name}</h2>
              {!m.built && <span class="badge">Not built yet</span>}
            </div>
            <p class="small">{m.story}</p>
            <button
              type="button"
              aria-expanded={open === m.id}
              aria-label={`${open === m.id ? 'Hide' : 'Read'} ${m.name}`}
              onClick={() => setOpen(open === m.id ? null : m.id)}
            >
              {open === m.id ? 'Hide the rules' : 'Read the rules'}
            </button>
            {open === m.id && <Details m={m} story={false} />}
            <ReasonButton
              class={m.built ? 'primary' : undefined}
              reason={missionProblem(s, m.id)}
              pressed={s.mission === m.id}
              onClick={() => choose(m.id)}
              label={`Play ${m.name}`}
            >
              {s.mission === m.id ? `Playing ${m.name}` : `Play ${m.name}`}
            </ReasonButton>
          </section>
        ))}
        <ErrorNote error={error} />
      </div>
    </Sheet>
  );
}

/**
 * The mission card: in force building, the choice (and which side plays which role, with a swap
 * for two sides); in play, the mission's text folded under its goal.
 */
export function MissionPanel({ s, player }: { s: RwState; player: PlayerName }) {
  const [picking, setPicking] = useState(false);
  const m = missionInfo(s);
  const building = s.phase === 'FORCE_BUILDING';
  if (!m && !building) return null;
  const roles = sideRoles(s);
  const swap = () => {
    if (!m || roles.length !== 2) return;
    const [a, b] = roles as [(typeof roles)[0], (typeof roles)[0]];
    dispatch({ type: 'rw.mission', payload: { missionId: m.id, roles: { [a.role]: b.sideId, [b.role]: a.sideId } } });
  };
  return (
    <section class="card stack rw-mission" aria-label="Mission" style={{ gap: '8px' }}>
      <div class="row wrap">
        <h2 class="grow">{m ? `Mission: ${m.name}` : 'Mission'}</h2>
        {building && (
          <button type="button" onClick={() => setPicking(true)}>
            {m ? 'Change' : 'Choose a mission'}
          </button>
        )}
      </div>
      {!m && (
        <p class="small">
          No mission: the last side with a vehicle in the fight wins. Or pick one of the book’s ten missions.
        </p>
      )}
      {m && roles.length > 0 && <p class="small">{rolesLine(s, player)}</p>}
      {m && building && roles.length === 2 && (
        <button type="button" onClick={swap}>
          Swap the sides’ roles
        </button>
      )}
      {m && (
        <details class="rw-mission-more" open={building}>
          <summary>{m.goal[0]}</summary>
          <Details m={m} goalFrom={1} />
        </details>
      )}
      {picking && <MissionSheet s={s} onClose={() => setPicking(false)} />}
    </section>
  );
}

/** B12.1, B12.7, B12.9: the score of a mission that scores, one line, pinned with what is pending. */
export function Scoreboard({ s, player }: { s: RwState; player: PlayerName }) {
  const m = missionInfo(s);
  const board = m?.scores ? scoreboard(s) : null;
  if (!board || s.phase === 'FORCE_BUILDING') return null;
  return (
    <section class="rw-scoreboard" aria-label="Score">
      <span class="muted small">Score</span>
      {board.map((b) => (
        <span key={b.sideId} class="rw-score">
          {b.name === b.sideId
            ? (s.sides.find((x) => x.id === b.sideId)?.players ?? []).map(player).join(' and ')
            : b.name}{' '}
          <strong>{b.points}</strong>
        </span>
      ))}
      <ChaseTally s={s} />
    </section>
  );
}
