// Who acts in Road Wolf (issue 30 log rows, issue 31 seats, issue 39 every subject): core/log-row.ts reads this.
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

const player = (id: string, setup: Setup) => setupPlayer(id, setup);

/** The owner of a token (its buyer, or whoever picked it up). */
function tokenOwner(id: string, setup: Setup, s: RwState | null): Actor | null {
  const t = s && Object.hasOwn(s.tokens, id) ? s.tokens[id] : undefined;
  return t ? setupPlayer(t.ownerId, setup) : null;
}

/** Who acts, per command (issue 30, issue 31, issue 39). */
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
  // Issue 39: the acting vehicle (attackerId before carId), the buyer or player, the tokens a
  // player handles, each of a list checked. Not a subject: a target, a receiving vehicle, a token
  // the acting vehicle carries (its rules check it is aboard).
  subjects: {
    'rw.buy': 'carId',
    'rw.buyToken': 'playerId carId',
    'rw.assignToken': 'tokenId carId',
    'rw.sellToken': 'tokenId',
    'rw.resetToken': 'tokenId',
    'rw.reveal': 'tokenIds',
    'rw.adjust': 'carId',
    'rw.move': 'carId',
    'rw.moveEnd': 'carId',
    'rw.turnAround': 'carId',
    'rw.ram': 'attackerId',
    'rw.melee': 'attackerId',
    'rw.shoot': 'attackerId',
    'rw.ambush': 'playerId',
    'rw.spikes': 'attackerId',
    'rw.repair': 'carId',
    'rw.takeover': 'carId',
    'rw.transfer': 'carId',
    'rw.pickUp': 'carId',
    'rw.supplies': 'carId',
    'rw.wipeout': 'carId',
    'rw.courierNitro': 'carId',
    'rw.replacement': 'playerId',
    'rw.board': 'carId playerId',
    'rw.alight': 'carId playerId',
    'rw.search': 'playerId',
    'rw.trackCross': 'carId',
  },
  // A token is its owner's: its buyer, or whoever picked it up.
  resolve: { attackerId: vehicle, carId: vehicle, playerId: player, tokenId: tokenOwner, tokenIds: tokenOwner },
  current: (s, setup) => (s ? setupPlayer(currentPlayer(s), setup) : null),
};

export const rwActor = actorRule(RW_ACTORS);
