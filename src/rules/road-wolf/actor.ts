// Who acts in Road Wolf (issue 30 log rows, issue 31 seats, issue 39 every field): core/log-row.ts reads this.
import { type Actor, type ActorRules, actorRule, setupCar, setupPlayer, withCommon } from '../core/log-row';
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
function tokenOwner(id: string, setup: Setup, s: RwState | null): Actor | null {
  const t = s && Object.hasOwn(s.tokens, id) ? s.tokens[id] : undefined;
  return t ? setupPlayer(t.ownerId, setup) : null;
}

/** The dice of an opposed roll (readPool): each side's faces and Veteran rerolls, and the recorded result. */
const CONTEST = ['attack', 'attackReroll', 'defence', 'defenceReroll', 'result'];

/**
 * Every Road Wolf command's fields (issue 39). Subjects name whom it acts for: the acting vehicle
 * (`attackerId` before `carId`), the buyer or the player, the tokens a player handles. A target, a
 * receiving vehicle or a token the acting vehicle carries (the rules check it is aboard) is not a
 * subject. Every command may carry the openings of the tokens it shows (`open`, issue 32).
 */
const RW_FIELDS = withCommon(
  {
    // The table's.
    'rw.config': { other: ['pointsValue', 'teams', 'budgets'] },
    'rw.mission': { other: ['missionId', 'roles'] },
    'rw.lockForces': {},
    'rw.initiative': { other: ['first', 'passes'] },
    'rw.vehicleOrder': { other: ['carIds'] },
    'rw.roadDeck': { other: ['counts', 'mode', 'order'] },
    'rw.roadShuffle': { other: ['order'] },
    'rw.roadCard': { other: ['kind'] },
    'rw.drift': { other: ['carId', 'cardId', 'kind'] },
    'rw.driftEnd': { other: ['carId', 'cardId', 'offBack'] },
    'rw.objectRam': { other: [...CONTEST, 'defenderId', 'side', 'sideways'] },
    'rw.cardContact': { other: [...CONTEST, 'carId', 'cardId', 'kind', 'over'] },
    'rw.layRoad': { other: ['count'] },
    'rw.revealCard': { other: ['cardId', 'kind'] },
    'rw.lastCard': {},
    'rw.enemyDraw': { other: ['draws', 'leadPlayerId'] },
    'rw.enemyAttack': { other: [...CONTEST, 'carId', 'kind', 'losses', 'offRoad', 'skull'] },
    'rw.civilians': { other: ['typeIds'] },
    'rw.trainDrive': { other: ['playerId'] },
    'rw.trainExit': {},
    'rw.trainRam': { other: [...CONTEST, 'carId', 'thrown', 'where'] },
    'rw.blast': { other: [...CONTEST, 'defenderId'] },
    'rw.blastEnd': {},
    'rw.endGame': { other: ['winnerSide'] },
    'rw.endTurn': {},
    // A player's forces.
    'rw.buy': { subjects: { carId: 'car' }, other: ['typeId'] },
    'rw.buyToken': {
      subjects: { playerId: 'player', carId: 'car' },
      other: ['kind', 'place', 'tokenId', 'commit', 'cat'],
    },
    'rw.assignToken': { subjects: { tokenId: 'token', carId: 'car' }, other: ['place'] },
    'rw.sellToken': { subjects: { tokenId: 'token' } },
    'rw.resetToken': { subjects: { tokenId: 'token' }, other: ['kind', 'commit'] },
    'rw.reveal': { subjects: { tokenIds: 'token' }, other: ['owed'] },
    'rw.adjust': { subjects: { carId: 'car' }, other: ['damage'] },
    // A vehicle's actions.
    'rw.move': { subjects: { carId: 'car' }, other: ['mode', 'onRoad', 'tokenId'] },
    'rw.moveEnd': { subjects: { carId: 'car' }, other: ['exited', 'offRoad'] },
    'rw.turnAround': { subjects: { carId: 'car' } },
    'rw.ram': { subjects: { attackerId: 'car' }, other: [...CONTEST, 'defenderId', 'objectSize'] },
    'rw.melee': {
      subjects: { attackerId: 'car' },
      other: [...CONTEST, 'defenderId', 'attackerLosses', 'defenderLosses', 'free'],
    },
    'rw.shoot': {
      subjects: { attackerId: 'car' },
      other: [...CONTEST, 'targetId', 'weapon', 'tokenId', 'free', 'losses'],
    },
    'rw.ambush': {
      subjects: { playerId: 'player' },
      other: [...CONTEST, 'targetId', 'tokenId', 'launch', 'losses'],
    },
    'rw.spikes': { subjects: { attackerId: 'car' }, other: [...CONTEST, 'targetId', 'tokenId'] },
    'rw.repair': { subjects: { carId: 'car' }, other: ['dice', 'diceReroll', 'free', 'removed'] },
    'rw.takeover': {
      subjects: { carId: 'car' },
      other: ['targetId', 'crewTokenId', 'gearTokenIds', 'leaveImmobilized', 'newDriverId'],
    },
    'rw.transfer': { subjects: { carId: 'car' }, other: ['toId', 'tokenIds', 'newDriverId'] },
    'rw.pickUp': { subjects: { carId: 'car' }, other: ['markerId', 'sourceId'] },
    'rw.supplies': { subjects: { carId: 'car' }, other: ['cardId', 'take', 'tokenId', 'commit', 'cat'] },
    'rw.wipeout': {
      subjects: { carId: 'car' },
      other: ['result', 'road', 'roadReroll', 'roadPlayerId', 'skid', 'skidReroll', 'vehicle', 'vehicleReroll'],
    },
    // The missions' own.
    'rw.courierNitro': { subjects: { carId: 'car' } },
    'rw.replacement': { subjects: { playerId: 'player' }, other: ['typeId', 'token'] },
    'rw.board': { subjects: { carId: 'car', playerId: 'player' }, other: ['to', 'fromCar', 'tokenIds', 'newDriverId'] },
    'rw.alight': { subjects: { carId: 'car', playerId: 'player' }, other: ['fromCar', 'tokenIds', 'gearIds'] },
    'rw.trainFight': { other: [...CONTEST, 'from', 'mode', 'target', 'weapon'] },
    'rw.search': { subjects: { playerId: 'player' }, other: ['car', 'kind'] },
    'rw.trackCross': { subjects: { carId: 'car' } },
  },
  ['open'],
);

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
  fields: RW_FIELDS,
  // A token is its owner's (its buyer, or whoever picked it up): every one of a list is checked.
  subjects: { car: vehicle, player: (id, setup) => setupPlayer(id, setup), token: tokenOwner },
  current: (s, setup) => (s ? setupPlayer(currentPlayer(s), setup) : null),
};

export const rwActor = actorRule(RW_ACTORS);
