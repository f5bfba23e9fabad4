// The dice of one command in words, for the log's detail view (issue 9: the log opens any entry
// in full): each roll re-derived from the state before the command by the same functions the
// reducer uses, so the detail says what was applied.

import { carName } from '../core/guards';
import type { Command, Setup } from '../core/model';
import { rollAttack } from './combat';
import { TARGET } from './data';
import type { CcState, Reroll } from './model';
import { findTrack, houseRulesOf, inchCount, minMove } from './rules';
import { shotText } from './shot-text';

const nums = (x: unknown): number[] => (Array.isArray(x) ? x.filter((v): v is number => typeof v === 'number') : []);
const rerollsOf = (x: unknown): Reroll[] =>
  Array.isArray(x)
    ? x.filter(
        (r): r is Reroll =>
          typeof r === 'object' && r !== null && typeof r.index === 'number' && typeof r.face === 'number',
      )
    : [];

function attackLines(
  before: CcState,
  setup: Setup,
  attackerPlayerId: string,
  targetId: unknown,
  blast: number,
  damage: number,
  dice: number[],
  rerolls: Reroll[],
): string[] {
  const target = typeof targetId === 'string' ? before.cars[targetId] : undefined;
  if (!target || !dice.length) return [];
  const r = rollAttack(before, houseRulesOf(setup), attackerPlayerId, target, blast, damage, dice, rerolls);
  const sign = (x: number) => (x >= 0 ? `+${x}` : `−${-x}`);
  return [
    `Modifier ${sign(r.mod)}: blast ${blast} − ${carName(setup, target.id)}'s minimum speed ${r.minMove}${r.dd ? ` − Dangerous Driver ${r.dd}` : ''}.`,
    ...(rerolls.length
      ? [
          `Rolled ${dice.join(', ')}; Gutsy Gunner re-rolls: ${rerolls.map((x) => `die ${x.index + 1} → ${x.face}`).join(', ')}.`,
        ]
      : []),
    ...r.final.map((f, i) => `Die ${i + 1}: ${shotText(f, r.mod)}.`),
    r.hits
      ? `${r.hits} hit${r.hits === 1 ? '' : 's'} of ${damage} Damage Token${damage === 1 ? '' : 's'}.`
      : 'No hits.',
  ];
}

export function diceLines(before: CcState, c: Command, setup: Setup): string[] {
  const p = (c.payload ?? {}) as Record<string, unknown>;
  const h = houseRulesOf(setup);
  const active = before.activeCarId ? before.cars[before.activeCarId] : undefined;
  try {
    switch (c.type) {
      case 'cc.attack': {
        const w = typeof p.weaponId === 'string' ? findTrack(before, p.weaponId) : undefined;
        if (!w || p.inRange === false)
          return p.inRange === false ? ['Out of range or sight: the attack was spent with no dice [CC-A16].'] : [];
        return attackLines(
          before,
          setup,
          w.car.playerId,
          p.targetId,
          w.track.blast ?? 0,
          typeof w.track.damage === 'number' ? w.track.damage : 0,
          nums(p.dice),
          rerollsOf(p.rerolls),
        );
      }
      case 'cc.mine': {
        const m = before.mines.find((x) => x.id === p.mineId);
        const card = m ? findTrack(before, m.trackId)?.track : undefined;
        return m
          ? attackLines(
              before,
              setup,
              m.ownerPlayerId,
              p.carId,
              card?.blast ?? 10,
              typeof card?.damage === 'number' ? card.damage : 2,
              nums(p.dice),
              rerollsOf(p.rerolls),
            )
          : [];
      }
      case 'cc.downShift':
        return nums(p.dice).map(
          (f, i) => `Die ${i + 1}: ${f}, ${f >= TARGET ? 'passes' : 'fails: a Damage Token on the engine'}.`,
        );
      case 'cc.rough': {
        const n = typeof p.inches === 'number' ? inchCount(p.inches, h) : 0;
        const die = typeof p.die === 'number' ? p.die : 0;
        return [`${die} − ${n}" = ${die - n}: ${die - n >= TARGET ? 'unharmed' : 'a Damage Token'} [CC-A22].`];
      }
      case 'cc.moveEnd': {
        if (!active) return [];
        const min = minMove(active, h);
        const moved = typeof p.distance === 'number' ? p.distance : 0;
        const short = inchCount(Math.max(0, min - moved), h);
        if (p.outcome === 'braked' && typeof p.die === 'number')
          return [
            `Braking: ${p.die} − ${short}" short = ${p.die - short}: ${p.die - short >= TARGET ? 'no harm' : 'an opponent may place a Damage Token'} [CC-A21].`,
          ];
        if (p.outcome === 'blocked' || p.outcome === 'collided')
          return [
            `${short}" short of the ${min}" minimum: ${short} Damage Token${short === 1 ? '' : 's'}; engine Speed Tokens cleared [CC-A23].`,
          ];
        if (p.outcome === 'rammed') {
          const ram = active.components.find((t) => t.kind === 'ram');
          const e = active.components.find((t) => t.kind === 'engine');
          return attackLines(
            before,
            setup,
            active.playerId,
            p.struckId,
            ram?.blast ?? 10,
            e?.st ?? 0,
            nums(p.dice),
            rerollsOf(p.rerolls),
          );
        }
        return [];
      }
      default:
        return [];
    }
  } catch {
    return []; // an imported game's odd payload: the detail simply has no dice lines
  }
}
