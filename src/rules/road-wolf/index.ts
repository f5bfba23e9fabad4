import type { Command, Setup } from '../core/model';
import type { CommandDetail, RuleSystem } from '../system';
import { DEFAULT_CARS_PER_PLAYER, HOUSE_RULES, WEAPON_NAMES, clockWords, skidClock, vehicleType, wipeoutRow, type VehicleTypeId, type Weapon } from './data';
import type { RwState } from './model';
import { REFERENCE } from './reference';
import { reduceRw } from './commands';
import { RW_RULES_REVISION, currentPlayer, initialState } from './rules';
import { describeChanges } from './procedures';
import { contest, withReroll, type Reroll } from './pools';

function names(setup: Setup) {
  const player = (id: unknown) => setup.players.find((p) => p.id === id)?.name ?? '?';
  const car = (id: unknown) => setup.cars.find((c) => c.id === id)?.name ?? '?';
  return { player, car };
}

function faces(x: unknown): number[] | null {
  return Array.isArray(x) && x.every((f) => typeof f === 'number') ? (x as number[]) : null;
}

/** "6 4 2" or "6 4 2, reroll 2 → 5" */
function pool(p: Record<string, unknown>, key: string): string {
  const f = faces(p[key]);
  if (!f) return '?';
  const r = p[`${key}Reroll`] as Reroll | undefined;
  return `${f.join(' ') || 'no dice'}${r ? `, reroll ${f[r.index] ?? '?'} → ${r.newFace}` : ''}`;
}

function final(p: Record<string, unknown>, key: string): number[] {
  return withReroll(faces(p[key]) ?? [], (p[`${key}Reroll`] as Reroll | undefined) ?? null);
}

function verdict(p: Record<string, unknown>, win: string, lose: string): string {
  try {
    const c = contest(final(p, 'attack'), final(p, 'defence'));
    if (c.winner === 'TIE') return 'tie, nothing happens';
    return `${c.winner === 'ATTACKER' ? win : lose} wins, overkill ${c.overkill}`;
  } catch {
    return 'unreadable dice';
  }
}

function wipeoutVerdict(p: Record<string, unknown>): string {
  try {
    const c = contest(final(p, 'vehicle'), faces(p.road) ?? []);
    return c.winner === 'DEFENDER' ? wipeoutRow(c.overkill).name : 'holds the road';
  } catch {
    return '?';
  }
}

const MOVE_WORDS: Record<string, string> = { MOVE: 'moves', FREE_MOVE: 'takes its free move', BRAKE: 'brakes', NITRO: 'fires its Nitro' };

/** One log line per command, from the command alone. Token kinds bought stay hidden (B3.4). */
export function describeRw(c: Command, setup: Setup): string | null {
  const p = c.payload as Record<string, unknown>;
  const { player, car } = names(setup);
  switch (c.type) {
    case 'rw.config': {
      const teams = Array.isArray(p.teams) ? (p.teams as string[][]).map((t) => t.map(player).join(' + ')).join(' vs ') : 'free-for-all';
      return `Points value ${String(p.pointsValue)}, ${teams}`;
    }
    case 'rw.buy':
      return p.typeId === null ? `${car(p.carId)} sits this game out` : `${car(p.carId)} is a ${vehicleType(p.typeId as VehicleTypeId)?.name ?? '?'}`;
    case 'rw.buyToken':
      return `${player(p.playerId)} buys a token${p.carId ? ` for ${car(p.carId)}` : ''}`;
    case 'rw.assignToken':
      return p.carId ? `A token goes to ${car(p.carId)}` : 'A token is taken off its vehicle';
    case 'rw.sellToken':
      return 'A token is handed back';
    case 'rw.lockForces':
      return 'Forces locked: free Drivers and Street Nitros issued';
    case 'rw.initiative': {
      const passes = Array.isArray(p.passes) ? (p.passes as Record<string, number[]>[]) : [];
      const rolls = passes.map((pass) => Object.entries(pass).map(([id, f]) => `${player(id)} ${f.join('+')}`).join(', ')).join(' / re-roll: ');
      return `${player(p.first)} goes first (${rolls})`;
    }
    case 'rw.move':
      return `${car(p.carId)} ${MOVE_WORDS[p.mode as string] ?? 'moves'}`;
    case 'rw.moveEnd': {
      const bits = [p.exited && p.exited !== 'NONE' ? `leaves by the ${String(p.exited).toLowerCase()} edge` : '', p.offRoad ? 'went off-road' : ''].filter(Boolean);
      return `${p.carId ? car(p.carId) : 'The vehicle'} stops${bits.length ? `: ${bits.join(', ')}` : ''}`;
    }
    case 'rw.ram': {
      const att = p.attackerId ? car(p.attackerId) : `A size-${String(p.objectSize)} object`;
      return `${att} rams ${car(p.defenderId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'rammer', 'target')}`;
    }
    case 'rw.wipeout': {
      const skid = typeof p.skid === 'number' ? `; skid ${clockWords(skidClock((p.skidReroll as number | undefined) ?? p.skid))}` : '';
      return `${p.carId ? car(p.carId) : 'Vehicle'} wipeout check: ${pool(p, 'vehicle')} against the Road ${pool(p, 'road')} → ${wipeoutVerdict(p)}${skid}`;
    }
    case 'rw.melee':
      return `${car(p.attackerId)} ${p.free ? 'free ' : ''}melee on ${car(p.defenderId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'attacker', 'defender')}`;
    case 'rw.shoot':
      return `${car(p.attackerId)} ${p.free ? 'Gunner ' : ''}shoots ${car(p.targetId)} (${WEAPON_NAMES[p.weapon as Weapon] ?? '?'}): ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'shooter', 'target')}`;
    case 'rw.ambush':
      return `${player(p.playerId)} springs an Ambush on ${car(p.targetId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'Ambush', 'target')}`;
    case 'rw.spikes':
      return `${car(p.attackerId)} drops Spikes on ${car(p.targetId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'Spikes', 'target')}`;
    case 'rw.repair': {
      const sixes = final(p, 'dice').filter((f) => f === 6).length;
      return `${car(p.carId)} ${p.free ? 'Mechanic ' : ''}repair: ${pool(p, 'dice')}${sixes ? `, ${sixes} damage removed` : ', no luck'}`;
    }
    case 'rw.takeover':
      return `${car(p.carId)} takes over ${car(p.targetId)}`;
    case 'rw.transfer':
      return `${car(p.carId)} hands ${Array.isArray(p.tokenIds) ? p.tokenIds.length : '?'} token(s) to ${car(p.toId)}`;
    case 'rw.pickUp':
      return `${car(p.carId)} picks up gear${p.sourceId ? ` from ${car(p.sourceId)}` : ''}`;
    case 'rw.turnAround':
      return `${car(p.carId)} turns around`;
    case 'rw.supplies':
      return `${car(p.carId)} uses Supplies${p.take === 'REPAIR' ? ' to repair 1 damage' : ' to take a token'}`;
    case 'rw.reveal':
      return 'Tokens revealed';
    case 'rw.endTurn':
      return 'Turn over';
    case 'rw.adjust':
      return `Table correction: ${car(p.carId)} now has ${String(p.damage)} damage`;
    case 'rw.endGame':
      return p.winnerSide ? 'Game ended by agreement with a winner' : 'Game ended by agreement: a draw';
    default:
      return null;
  }
}

/** The log's detail view of one command (issue 9): who acted, then what changed and what to do with the models. */
export function explainRw(before: RwState, after: RwState, c: Command, setup: Setup): CommandDetail {
  const p = c.payload as Record<string, unknown>;
  const { player } = names(setup);
  const acting = [p.carId, p.attackerId].find((x): x is string => typeof x === 'string' && !!before.vehicles[x]);
  const whoId = acting ? before.vehicles[acting]?.controllerId : typeof p.playerId === 'string' ? p.playerId : currentPlayer(before);
  const lines = describeChanges(before, after, { setup });
  if (c.type === 'rw.adjust') lines.unshift('A table correction: set by hand, no dice and no rule.');
  return { ...(whoId ? { who: player(whoId) } : {}), lines };
}

export const roadWolf: RuleSystem<RwState> = {
  id: 'road-wolf',
  name: 'Road Wolf',
  handles: (type) => type.startsWith('rw.'),
  init: initialState,
  reduce: reduceRw,
  describe: describeRw,
  explain: explainRw,
  outcome: (s) => (s.result ? { winnerIds: 'winnerSide' in s.result ? (s.sides.find((t) => t.id === (s.result as { winnerSide: string }).winnerSide)?.players ?? []) : [] } : null),
  houseRules: HOUSE_RULES,
  rulesRevision: RW_RULES_REVISION,
  reference: REFERENCE,
  carsPerPlayer: { default: DEFAULT_CARS_PER_PLAYER, hint: 'A vehicle costs its size; each player spends the same points value (2 to 6 is usual).' },
};

export default roadWolf;
export type { RwState };
