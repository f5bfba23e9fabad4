// Who acts in Road Wolf (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type Actor, type ActorRules, actorRule, setupCar, setupPlayer } from '../core/log-row';
import type { Setup } from '../core/model';
import { logNames } from './handler';
import type { RwState } from './model';
import { currentPlayer } from './rules';

/** A vehicle as an actor: its controller's seat (a mission's own vehicles have none: null). */
function vehicle(id: string, setup: Setup, s: RwState | null): Actor | null {
  const v = s && Object.hasOwn(s.vehicles, id) ? s.vehicles[id] : undefined;
  if (!v) return setupCar(id, setup);
  const seat = setup.players.some((p) => p.id === v.controllerId) ? v.controllerId : null;
  return { playerId: seat, name: logNames(setup).car(id) };
}

/** The owner of a token (its buyer, or whoever picked it up). */
function tokenOwner(id: unknown, setup: Setup, s: RwState | null): Actor | null {
  const t = s && typeof id === 'string' && Object.hasOwn(s.tokens, id) ? s.tokens[id] : undefined;
  return t ? setupPlayer(t.ownerId, setup) : null;
}

/** Who acts, per command (issue 30, issue 31). */
export const RW_ACTORS: ActorRules<RwState> = {
  // The table's: the game's terms and mission, locking the forces, initiative and the order, the
  // road turn (deck, cards, drift, what drifting objects do), the enemy's phase, the train and the
  // end by agreement.
  shared: new Set([
    'rw.config',
    'rw.mission',
    'rw.lockForces',
    'rw.initiative',
    'rw.vehicleOrder',
    'rw.roadDeck',
    'rw.roadShuffle',
    'rw.roadCard',
    'rw.drift',
    'rw.driftEnd',
    'rw.objectRam',
    'rw.cardContact',
    'rw.layRoad',
    'rw.revealCard',
    'rw.lastCard',
    'rw.enemyDraw',
    'rw.enemyAttack',
    'rw.civilians',
    'rw.trainDrive',
    'rw.trainExit',
    'rw.trainRam',
    'rw.blast',
    'rw.blastEnd',
    'rw.endGame',
  ]),
  turnFlow: new Set(['rw.endTurn']),
  carKeys: ['attackerId', 'carId'],
  playerKeys: ['playerId'],
  car: vehicle,
  current: (s, setup) => (s ? setupPlayer(currentPlayer(s), setup) : null),
  byType: {
    // The buyer acts; the car named is where the token goes.
    'rw.buyToken': (p, setup) => setupPlayer(p.playerId, setup),
    'rw.assignToken': (p, setup, s) => tokenOwner(p.tokenId, setup, s),
    'rw.sellToken': (p, setup, s) => tokenOwner(p.tokenId, setup, s),
    'rw.resetToken': (p, setup, s) => tokenOwner(p.tokenId, setup, s),
    'rw.reveal': (p, setup, s) => tokenOwner(Array.isArray(p.tokenIds) ? p.tokenIds[0] : undefined, setup, s),
  },
};

export const rwActor = actorRule(RW_ACTORS);
