// The turn (B6): initiative, the slots of a game turn, ending a turn, and the table's own
// commands (revealing tokens, a damage correction, ending the game by agreement).

import { bool, int, list, oneOf, str } from '../core/check';
import { isCommit } from '../core/commitment';
import { RuleError } from '../core/model';
import { parsePasses, rollOffResult } from '../core/roll-off';
import { ROAD_DICE, TOKEN_KINDS, type TokenKind, tokenCategory, tokenRow } from './data';
import { dealDamage, pushPending, reveal, t } from './effects';
import { type HandlerTable, inPhase, need, type Payload, veh } from './handler';
import { initiativeParticipants, initiativeRollOff } from './initiative';
import { missionOf } from './mission';
import { byScore } from './missions/common';
import type { Pending, RwState } from './model';
import { roadTurnEndProblem } from './road-turn';
import { canAct, freshTurn, hasTurn, stats, turnOrderFrom, vehiclesOf } from './rules';
import { NOT_OPENED } from './secrets';

/**
 * B6.3: starts the slot at currentSlot, skipping players with nothing left to do. A player turn
 * resets their vehicles' counters and queues the R-25 checks of their abandoned vehicles.
 */
export function startSlot(d: RwState): void {
  const mission = missionOf(d);
  for (let guard = 0; guard <= d.turnOrder.length; guard++) {
    const slot = d.turnOrder[d.currentSlot];
    if (!slot) throw new RuleError('The turn order is empty.');
    if (slot.kind === 'ROAD') {
      d.phase = 'ROAD_TURN';
      return;
    }
    const own = slot.kind === 'PLAYER' && slot.carId !== undefined ? d.vehicles[slot.carId] : undefined;
    const carGone = own !== undefined && (own.controllerId !== (slot as { playerId: string }).playerId || !canAct(own));
    if (slot.kind === 'PLAYER' && hasTurn(d, slot.playerId) && !mission.skipsSlot(d, slot) && !carGone) {
      d.phase = 'PLAYER_TURN';
      const checks: Pending[] = [];
      // B12.9: a vehicle slot resets that vehicle; the player's abandoned checks run in their first slot of the game turn.
      const firstOfPlayer = !d.turnOrder
        .slice(0, d.currentSlot)
        .some((x) => x.kind === 'PLAYER' && x.playerId === slot.playerId);
      for (const car of vehiclesOf(d, slot.playerId)) {
        if (slot.carId !== undefined && car.id !== slot.carId && !(firstOfPlayer && car.abandoned)) continue;
        if (slot.carId === undefined || car.id === slot.carId) car.turn = freshTurn();
        if (car.abandoned && !car.immobilized && !car.destroyed && car.offBoard === 'NONE') {
          checks.push(
            { kind: 'WIPEOUT', carId: car.id, roadDice: ROAD_DICE, why: 'ABANDONED' },
            { kind: 'IMMOBILIZE', carId: car.id },
          );
        }
      }
      pushPending(d, ...checks);
      return;
    }
    if (slot.kind === 'MISSION' && mission.playsSlot(d, slot)) {
      d.phase = 'MISSION_SLOT'; // B12.3 Civilians, B12.5 the Truck: the mission queued its work
      return;
    }
    d.currentSlot += 1; // a mission slot with nothing to do, a player with nothing left, or one the mission skips
  }
}

/** B6.1 [R-5]: the core roll-off (initiative.ts) settles who goes first; the slots follow. */
function initiative(d: RwState, p: Payload): void {
  inPhase(d, 'INITIATIVE', 'The initiative roll');
  const spec = initiativeRollOff(d.house.initiativeMode);
  const passes = parsePasses(p.passes, spec);
  const first = rollOffResult(initiativeParticipants(d), passes, spec);
  if (p.first !== undefined && p.first !== first)
    throw new RuleError('The recorded first player does not match the rolls.');
  d.initiative = { passes, first };
  d.turnOrder = turnOrderFrom(d, first);
  d.currentSlot = 0;
  d.gameTurn = 1;
  startSlot(d);
}

function endTurn(d: RwState): void {
  if (d.phase !== 'PLAYER_TURN' && d.phase !== 'ROAD_TURN' && d.phase !== 'MISSION_SLOT' && d.phase !== 'ENEMY_PHASE')
    throw new RuleError('There is no turn to end.');
  if (d.pending.length) throw new RuleError('Finish the pending wipeout or move first.');
  if (d.phase === 'ROAD_TURN') need(roadTurnEndProblem(d)); // B11.1; null for a game without road cards
  d.freeMeleeFor = null;
  const mission = missionOf(d);
  if (d.phase === 'ROAD_TURN' && mission.afterRoadTurn(d)) {
    d.phase = 'ENEMY_PHASE'; // B6.2: Gauntlet's enemy phase follows the road turn
    return;
  }
  if (d.phase === 'ENEMY_PHASE') {
    need(mission.phaseEndProblem(d));
    mission.endPhase(d);
  }
  if (d.phase === 'ROAD_TURN' || d.phase === 'ENEMY_PHASE') {
    d.gameTurn += 1; // B6.2
    d.currentSlot = 0;
  } else d.currentSlot += 1;
  startSlot(d);
}

/**
 * Conventions 0.3: a table correction. Sets a vehicle's damage to what the table says; reaching
 * its size destroys it (B10.1). A destroyed vehicle is not brought back: undo instead.
 */
/** Issue 41: an End turn nobody's own names which ("Road turn 3 over", "Enemy phase 2 over"). */
function turnOver(before: RwState | null): string {
  if (!before) return 'Turn over';
  const n = before.gameTurn;
  if (before.phase === 'ROAD_TURN') return `Road turn ${n} over`;
  return before.phase === 'ENEMY_PHASE' ? `Enemy phase ${n} over` : `Turn over (game turn ${n})`;
}

function adjust(d: RwState, p: Payload): void {
  if (d.phase === 'FORCE_BUILDING' || d.phase === 'ENDED') throw new RuleError('Damage is marked during play.');
  const car = veh(d, p.carId);
  if (car.destroyed) throw new RuleError('This vehicle is destroyed: undo the step that destroyed it instead.');
  const size = stats(d, car).size;
  const damage = int(p.damage, 0, size, 'The damage');
  if (damage === car.damage) throw new RuleError('That is the damage it already has.');
  if (damage < car.damage) car.damage = damage;
  else dealDamage(d, car, damage - car.damage);
}

export const TURN = {
  'rw.initiative': {
    reduce: (d, p) => initiative(d, p),
    describe: (p, n) => {
      const passes = Array.isArray(p.passes) ? (p.passes as Record<string, number[]>[]) : [];
      const rolls = passes
        .filter((pass) => pass && typeof pass === 'object' && Object.keys(pass).length > 0)
        .map((pass) =>
          Object.entries(pass)
            .map(([id, f]) => `${n.player(id)} ${Array.isArray(f) ? f.join('+') : '?'}`)
            .join(', '),
        )
        .join(' / re-roll: ');
      // B6.1: a mission may name who starts with nobody rolling; then there is nothing to put in brackets.
      return rolls ? `${n.player(p.first)} goes first (${rolls})` : `${n.player(p.first)} goes first`;
    },
  },
  'rw.endTurn': {
    reduce: (d) => endTurn(d),
    describe: (_p, _n, at) => (at.who ? `${at.who}’s turn ends` : turnOver(at.before)),
  },
  'rw.reveal': {
    reduce: (d, p, s) => {
      if (s.phase === 'FORCE_BUILDING') throw new RuleError('Tokens are revealed during play.');
      const ids = list(p.tokenIds, 'The tokens', (x) => t(d, str(x, 'A token')).id, 50);
      // The end-of-game reveal says so (RW_SECRETS.owed): a flag its own phone sends, read here.
      if (p.owed !== undefined) bool(p.owed, 'Owed at the end');
      // Issue 39: a reveal is its owner's act, with its proof: one player's tokens, each face-down
      // one opened (its kind and salt, checked by openTokens before this runs).
      const owners = new Set(ids.map((id) => t(d, id).ownerId));
      if (owners.size > 1) throw new RuleError('Each player shows their own tokens: one player’s at a time.');
      if (ids.some((id) => t(d, id).commit && t(d, id).kind === null)) throw new RuleError(NOT_OPENED);
      reveal(d, ...ids);
    },
    describe: (p, _n, at) => {
      const n = Array.isArray(p.tokenIds) ? p.tokenIds.length : 0;
      // Issue 32: the kinds the command opens are what the table now sees.
      const kinds = Object.values((p.open ?? {}) as Record<string, { kind?: unknown }>)
        .map((o) => (TOKEN_KINDS.includes(o?.kind as TokenKind) ? tokenRow(o.kind as TokenKind).name : null))
        .filter((x): x is string => x !== null);
      const what = kinds.length ? `: ${kinds.join(', ')}` : '';
      return at.who
        ? `${at.who} shows ${n === 1 ? 'a token' : `${n} tokens`} to the table${what}`
        : `Tokens revealed${what}`;
    },
  },
  'rw.resetToken': {
    // Issue 32: the phone that held this face-down token's kind was lost; its owner sets it again
    // from the physical token, as a table correction, under a new commitment.
    reduce: (d, p, s) => {
      const tok = t(d, str(p.tokenId, 'The token'));
      if (!tok.commit) throw new RuleError('Only a token bought face down is set again.');
      if (s.tokens[tok.id]?.kind !== null || tok.revealed)
        throw new RuleError('This token’s kind is known already: it keeps it.');
      if (p.commit !== undefined) {
        if (!isCommit(p.commit)) throw new RuleError('The token’s commitment is not readable.');
        tok.commit = p.commit;
        return;
      }
      // In the open (a test, or an old phone): the kind must fit the token's place.
      const kind = oneOf(p.kind, TOKEN_KINDS, 'The token');
      if (tokenCategory(kind) !== tok.cat)
        throw new RuleError(`This token is ${tok.cat === 'CREW' ? 'crew' : 'gear'}.`);
      tok.kind = kind;
      delete tok.commit;
    },
    describe: (_p, _n, at) => `${at.who ?? 'A player'} resets a face-down token from the table (correction)`,
  },
  'rw.adjust': {
    reduce: (d, p) => adjust(d, p),
    describe: (p, n) => `${n.car(p.carId)} corrected to ${String(p.damage)} damage (table correction)`,
  },
  'rw.endGame': {
    reduce: (d, p, s) => {
      // 0.3: the table may end the game by agreement.
      if (s.phase === 'FORCE_BUILDING' || s.phase === 'ENDED')
        throw new RuleError('There is no game under way to end.');
      const winnerSide =
        p.winnerSide === null || p.winnerSide === undefined
          ? null
          : oneOf(
              p.winnerSide,
              s.sides.map((x) => x.id),
              'The winning side',
            );
      const scores = missionOf(s).score(s);
      // 0.3: a scoring mission ended by agreement is scored as it stands, unless the table names a winner or a draw (null).
      if (scores && p.winnerSide === undefined)
        d.result = { ...byScore(scores, 'Ended by agreement and scored as it stood.'), by: 'AGREEMENT' };
      else d.result = winnerSide ? { winnerSide, by: 'AGREEMENT' } : { draw: true, by: 'AGREEMENT' };
      d.phase = 'ENDED';
      d.pending = [];
      d.freeMeleeFor = null;
    },
    describe: (p) => (p.winnerSide ? 'Game ended by agreement with a winner' : 'Game ended by agreement: a draw'),
  },
} as const satisfies HandlerTable;
