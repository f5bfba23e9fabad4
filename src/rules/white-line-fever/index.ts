import type { Command, Setup } from '../core/model';
import type { RuleSystem } from '../system';
import { DEFAULT_CARS_PER_PLAYER, HOUSE_RULES, MANEUVERS, MINUTES_PER_CAR, OUTCOME_NAMES, type FireOutcome, type Maneuver } from './data';
import type { WlfState } from './model';
import { REFERENCE } from './reference';
import { reduceWlf } from './commands';
import { initialState } from './rules';

function names(setup: Setup) {
  const player = (id: unknown) => setup.players.find((p) => p.id === id)?.name ?? '?';
  const car = (id: unknown) => setup.cars.find((c) => c.id === id)?.name ?? '?';
  return { player, car };
}

function passesText(passes: unknown, nameOf: (id: string) => string): string {
  if (!Array.isArray(passes)) return '';
  return passes
    .map((pass) =>
      Object.entries(pass as Record<string, number>)
        .map(([id, f]) => `${nameOf(id)} ${f}`)
        .join(', '),
    )
    .join(' / then ');
}

const MOD_NAMES: Record<string, string> = { SHORT_RANGE: 'short range', BACK_SHOT: 'back shot', HELPLESS: 'helpless' };

/** One log line per command, from the command alone (it records its dice and results). */
export function describeWlf(c: Command, setup: Setup): string | null {
  const p = c.payload as Record<string, unknown>;
  const { player, car } = names(setup);
  switch (c.type) {
    case 'wlf.deployment':
      return `Deployment: ${p.deployment === 'ARENA' ? 'Arena' : 'Highway'}${p.by === 'ROLL_OFF' ? ` (roll-off: ${passesText(p.passes, player)}; ${player(p.winner)} chose)` : ' (agreed)'}`;
    case 'wlf.placementOrder':
      return `${player(p.first)} places first (roll-off: ${passesText(p.passes, player)})`;
    case 'wlf.place':
      return `${car(p.carId)} placed at speed ${String(p.speed)}${p.rolled ? ' (rolled)' : ''}`;
    case 'wlf.firstDriver':
      return `${player(p.driver)} drives first (roll-off: ${passesText(p.passes, player)})`;
    case 'wlf.activate':
      return `${car(p.carId)} takes the round`;
    case 'wlf.restore':
      return `${p.carId ? car(p.carId) : 'Car'} turned back over`;
    case 'wlf.setSpeed':
      return `${p.carId ? `${car(p.carId)} ` : ''}speed set to ${String(p.speed)}`;
    case 'wlf.gear':
      return p.gear === 'REVERSE' ? 'Reverse gear this round' : 'Forward gear';
    case 'wlf.maneuver':
      return MANEUVERS.find((m) => m.id === (p.maneuver as Maneuver))?.name ?? 'Maneuver';
    case 'wlf.check':
      return `${player(p.callerId)} calls a control check: ${p.roll === null || p.roll === undefined ? 'speed 1, passes automatically' : `D8 ${String(p.roll)}, ${p.pass ? 'passed' : 'failed: forced straight'}`}`;
    case 'wlf.fire': {
      const adj = Object.entries((p.adjust as Record<string, number>) ?? {})
        .filter(([, v]) => v !== 0)
        .map(([k, v]) => ` ${v > 0 ? '+' : '−'}1 ${MOD_NAMES[k] ?? k}`)
        .join('');
      const blast = Array.isArray(p.blast) && p.blast.length ? `; blast: ${(p.blast as { carId: string; roll: number; outcome?: FireOutcome }[]).map((b) => `${car(b.carId)} ${b.roll}${b.outcome ? ` ${OUTCOME_NAMES[b.outcome]}` : ''}`).join(', ')}` : '';
      return `Fire at ${car(p.targetId)}: D8 ${String(p.raw)}${adj}${adj ? ` = ${String(p.final)}` : ''} → ${OUTCOME_NAMES[p.outcome as FireOutcome] ?? '?'}${blast}`;
    }
    case 'wlf.collision':
      return p.kind === 'OBSTACLE'
        ? 'Hit an obstacle: spin out and flip over'
        : `Collision with ${((p.carIds as string[]) ?? []).map(car).join(', ')}: all spin; ${car(p.loser)} flips (roll-off: ${passesText(p.passes, car)})`;
    case 'wlf.endRound':
      return 'Round over';
    case 'wlf.adjust': {
      const parts = [p.speed !== undefined ? `speed ${String(p.speed)}` : '', p.flipped !== undefined ? (p.flipped ? 'flipped' : 'upright') : '', p.status !== undefined ? String(p.status).toLowerCase().replace('_', ' ') : ''].filter(Boolean);
      return `Correction: ${car(p.carId)} ${parts.join(', ')}`;
    }
    default:
      return null;
  }
}

export const whiteLineFever: RuleSystem<WlfState> = {
  id: 'white-line-fever',
  name: 'White Line Fever',
  handles: (type) => type.startsWith('wlf.'),
  init: initialState,
  reduce: reduceWlf,
  describe: describeWlf,
  outcome: (s) => (s.result ? { winnerIds: 'winner' in s.result ? [s.result.winner] : [] } : null),
  houseRules: HOUSE_RULES,
  reference: REFERENCE,
  carsPerPlayer: { default: DEFAULT_CARS_PER_PLAYER, hint: `About ${MINUTES_PER_CAR} minutes of play per car.` },
};

export default whiteLineFever;
export type { WlfState };
