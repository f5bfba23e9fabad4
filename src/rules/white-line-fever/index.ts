import { names } from '../core/guards';
import { commandSubjects } from '../core/log-row';
import type { Command, Setup } from '../core/model';
import { passesLogText } from '../core/roll-off';
import type { CommandDetail, RuleSystem } from '../system';
import { WLF_ACTORS, wlfActor } from './actor';
import { reduceWlf } from './commands';
import {
  DEFAULT_CARS_PER_PLAYER,
  type FireOutcome,
  HOUSE_RULES,
  MANEUVERS,
  type Maneuver,
  MINUTES_PER_CAR,
  OUTCOME_NAMES,
} from './data';
import type { WlfState } from './model';
import { describeChanges } from './procedures';
import { REFERENCE } from './reference';
import { availableModifiers, chartRow, fireOutcome, initialState } from './rules';

const MOD_NAMES: Record<string, string> = { SHORT_RANGE: 'short range', BACK_SHOT: 'back shot', HELPLESS: 'helpless' };

/**
 * One log line per command, actor first (issue 30): from the command (it records its dice and
 * results) and, for the round's car, the state before it.
 */
export function describeWlf(c: Command, setup: Setup, before: WlfState | null = null): string | null {
  const p = c.payload as Record<string, unknown>;
  const { player, car } = names(setup);
  const who = wlfActor(c, setup, before)?.name;
  switch (c.type) {
    case 'wlf.deployment':
      return `Deployment: ${p.deployment === 'ARENA' ? 'Arena' : 'Highway'}${p.by === 'ROLL_OFF' ? ` (roll-off: ${passesLogText(p.passes, player)}; ${player(p.winner)} chose)` : ' (agreed)'}`;
    case 'wlf.placementOrder':
      return `${player(p.first)} places first (roll-off: ${passesLogText(p.passes, player)})`;
    case 'wlf.place':
      return `${car(p.carId)} placed at speed ${String(p.speed)}${p.rolled ? ' (rolled)' : ''}`;
    case 'wlf.firstDriver':
      return `${player(p.driver)} drives first (roll-off: ${passesLogText(p.passes, player)})`;
    case 'wlf.activate':
      return `${car(p.carId)} takes the round`;
    case 'wlf.restore':
      return `${p.carId ? car(p.carId) : 'Car'} turned back over`;
    case 'wlf.setSpeed':
      return `${p.carId ? `${car(p.carId)} ` : ''}speed set to ${String(p.speed)}`;
    case 'wlf.gear':
      if (!who) return p.gear === 'REVERSE' ? 'Reverse gear this round' : 'Forward gear';
      return `${who} ${p.gear === 'REVERSE' ? 'goes into reverse gear this round' : 'stays in forward gear'}`;
    case 'wlf.maneuver': {
      const name = MANEUVERS.find((m) => m.id === (p.maneuver as Maneuver))?.name ?? 'Maneuver';
      return who ? `${who} moves: ${name}` : name;
    }
    case 'wlf.check':
      return `${player(p.callerId)} calls a control check: ${p.roll === null || p.roll === undefined ? 'speed 1, passes automatically' : `D8 ${String(p.roll)}, ${p.pass ? 'passed' : 'failed: forced straight'}`}`;
    case 'wlf.fire': {
      const adj = Object.entries((p.adjust as Record<string, number>) ?? {})
        .filter(([, v]) => v !== 0)
        .map(([k, v]) => ` ${v > 0 ? '+' : '−'}1 ${MOD_NAMES[k] ?? k}`)
        .join('');
      const blast =
        Array.isArray(p.blast) && p.blast.length
          ? `; blast: ${(p.blast as { carId: string; roll: number; outcome?: FireOutcome }[]).map((b) => `${car(b.carId)} ${b.roll}${b.outcome ? ` ${OUTCOME_NAMES[b.outcome]}` : ''}`).join(', ')}`
          : '';
      const outcome = OUTCOME_NAMES[p.outcome as FireOutcome] ?? '?';
      const dice = `D8 ${String(p.raw)}${adj}${adj ? ` = ${String(p.final)}` : ''}`;
      return `${who ? `${who} fires` : 'Fire'} at ${car(p.targetId)}: ${outcome} (${dice})${blast}`;
    }
    case 'wlf.collision':
      if (p.kind === 'OBSTACLE')
        return who ? `${who} hits an obstacle: spins out and flips over` : 'Hit an obstacle: spin out and flip over';
      return `${who ? `${who} collides` : 'Collision'} with ${((p.carIds as string[]) ?? []).map(car).join(', ')}: all spin; ${car(p.loser)} flips (roll-off: ${passesLogText(p.passes, car)})`;
    case 'wlf.endRound':
      // Issue 41: the row names which round ended.
      return before ? `Round ${before.roundNumber} over` : 'Round over';
    case 'wlf.adjust': {
      const parts = [
        p.speed !== undefined ? `speed ${String(p.speed)}` : '',
        p.flipped !== undefined ? (p.flipped ? 'flipped' : 'upright') : '',
        p.status !== undefined ? String(p.status).toLowerCase().replace('_', ' ') : '',
      ].filter(Boolean);
      return `${car(p.carId)} corrected: ${parts.join(', ')}`;
    }
    default:
      return null;
  }
}

/**
 * The log's detail view of one command (issue 9): who acted, the facts and modifier choices of a
 * shot with the chart row that decided it, then what changed and what to do with the models.
 */
export function explainWlf(before: WlfState, after: WlfState, c: Command, setup: Setup): CommandDetail {
  const p = c.payload as Record<string, unknown>;
  const { player, car } = names(setup);
  const lines: string[] = [];
  let who = before.phase === 'PLAY' && before.round ? player(before.round.driverId) : undefined;
  if (c.type === 'wlf.place') who = player(before.cars[p.carId as string]?.ownerId);
  if (c.type === 'wlf.check') who = `${player(p.callerId)} (called the check)`;
  if (c.type === 'wlf.fire') {
    const target = before.cars[p.targetId as string];
    if (target) {
      const facts = { shortRange: p.shortRange === true, backShot: p.backShot === true };
      lines.push(
        `Facts: short range ${facts.shortRange ? 'yes' : 'no'}, back shot ${facts.backShot ? 'yes' : 'no'}, ${car(target.id)} ${target.flipped ? 'flipped (helpless)' : 'on its wheels'} at speed ${target.speed}.`,
      );
      const adjust = (p.adjust as Record<string, number> | undefined) ?? {};
      const mods = availableModifiers(target, facts);
      if (mods.length)
        lines.push(
          `Modifiers chosen: ${mods.map((m) => `${MOD_NAMES[m]} ${adjust[m] ? (adjust[m] > 0 ? '+1' : '−1') : 'unused'}`).join(', ')}.`,
        );
      const final = Number(p.final ?? p.raw);
      const row = chartRow(final, target.speed);
      lines.push(`Fire chart: ${final} is ${row.when} → ${OUTCOME_NAMES[row.outcome]}.`);
      for (const b of (p.blast as { carId: string; roll: number }[] | undefined) ?? []) {
        const v = before.cars[b.carId];
        if (v)
          lines.push(
            `Blast on ${car(b.carId)}: D8 ${b.roll} against speed ${v.speed} → ${OUTCOME_NAMES[fireOutcome(b.roll, v.speed)]}.`,
          );
      }
    }
  }
  if (c.type === 'wlf.adjust') lines.push('A table correction: set by hand, no dice and no rule.');
  lines.push(...describeChanges(before, after, { setup }, c));
  return { ...(who ? { who } : {}), lines };
}

export const whiteLineFever: RuleSystem<WlfState> = {
  id: 'white-line-fever',
  name: 'White Line Fever',
  handles: (type) => type.startsWith('wlf.'),
  init: initialState,
  reduce: reduceWlf,
  describe: describeWlf,
  actor: wlfActor,
  subjects: (c, setup, before) => commandSubjects(WLF_ACTORS, c, setup, before),
  explain: explainWlf,
  outcome: (s) => (s.result ? { winnerIds: 'winner' in s.result ? [s.result.winner] : [] } : null),
  houseRules: HOUSE_RULES,
  reference: REFERENCE,
  carsPerPlayer: { default: DEFAULT_CARS_PER_PLAYER, hint: `About ${MINUTES_PER_CAR} minutes of play per car.` },
  estimatedMinutes: (carsPerPlayer) => MINUTES_PER_CAR * carsPerPlayer,
};

export default whiteLineFever;
export type { WlfState };
