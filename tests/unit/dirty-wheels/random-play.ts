// A random but legal Dirty Wheels game for property tests (moved here from properties.test.ts so
// the game's story, issue 42, plays the same games): a chosen-mode roster, then one plausible
// next command from any state, with dice and choices from a tape.
import { expect } from 'vitest';
import { RuleError, type Setup } from '../../../src/rules/core/model';
import { explosionCandidates, ramCounts } from '../../../src/rules/dirty-wheels/combat';
import { reduceDw } from '../../../src/rules/dirty-wheels/commands';
import {
  CAR_TYPES,
  type CarTypeId,
  HOUSE_RULES,
  TRAITS,
  UPGRADES,
  WEAPONS,
} from '../../../src/rules/dirty-wheels/data';
import { nextToActivate } from '../../../src/rules/dirty-wheels/effects';
import type { DwState, DwWeapon } from '../../../src/rules/dirty-wheels/model';
import { orderStatus, tiedGroups } from '../../../src/rules/dirty-wheels/order';
import { weaponsProblem } from '../../../src/rules/dirty-wheels/roster';
import {
  activatingIds,
  attackCount,
  countDiceOf,
  entity,
  initialState,
  weaponsOf,
} from '../../../src/rules/dirty-wheels/rules';
import { shockCandidates } from '../../../src/rules/dirty-wheels/turn';
import { type Cmd, Tape } from '../kit-helpers';
import { CHOSEN, makeSetup } from './helpers';

/** A legal random car through the chosen-mode commands. */
function carCommands(t: Tape, carId: string): Cmd[] {
  const type = t.one(CAR_TYPES.map((c) => c.id)) as CarTypeId;
  const row = CAR_TYPES.find((c) => c.id === type)!;
  const config = t.one(row.configs);
  const weapons: DwWeapon[] = [];
  for (const slot of config.slots) {
    if (t.pick(4) === 0) continue;
    const w = t.one(WEAPONS.filter((x) => slot.classes.includes(x.class)));
    weapons.push({ slot: slot.slot, weaponId: w.id });
  }
  if (weaponsProblem(type, config.id, weapons)) throw new Error('generator made an illegal car');
  const upgrades = t.some(UPGRADES.map((u) => u.id)).slice(0, 3);
  const rows = [t.d(3), t.d(3), t.d(3), t.d(3)];
  while (rows.reduce((x, y) => x + y, 0) > 8) rows[rows.indexOf(Math.max(...rows))]! -= 1;
  const traits = t.some(TRAITS.map((x) => x.id)).slice(0, 1);
  return [
    { type: 'dw.type', payload: { carId, type } },
    { type: 'dw.weapons', payload: { carId, config: config.id, weapons } },
    { type: 'dw.upgrades', payload: { carId, upgrades } },
    {
      type: 'dw.stats',
      payload: { carId, rows: { initiative: rows[0], bravery: rows[1], aim: rows[2], skill: rows[3] } },
    },
    { type: 'dw.traits', payload: { carId, traits } },
  ];
}

/** Roll-off passes that settle the tied groups, drawn from the tape. */
function settle(t: Tape, groups: string[][]): Record<string, number>[] {
  const passes: Record<string, number>[] = [];
  for (let k = 0; k < 30; k++) {
    const st = orderStatus(
      groups,
      passes.map((p) => Object.fromEntries(Object.entries(p).map(([id, f]) => [id, [f]]))),
    );
    if (st.done) return passes;
    passes.push(Object.fromEntries(st.next.map((id) => [id, t.d()])));
  }
  return passes;
}

function fireEntry(t: Tape, s: DwState, shooter: string, i: number) {
  const w = weaponsOf(s, shooter)[i]!;
  if (w.autoDamage) return { weapon: i };
  if (t.pick(3) === 0) return { weapon: i, hit: t.pick(2) === 0 };
  const cd = countDiceOf(w);
  const countDice = cd ? t.dice(cd) : undefined;
  const n = attackCount(
    s,
    w,
    shooter,
    countDice?.reduce((x, y) => x + y, 0),
  )!;
  return { weapon: i, ...(countDice ? { countDice } : {}), dice: t.dice(n) };
}

function ramPayload(t: Tape, s: DwState, rammer: string, target: string, via: string): Record<string, unknown> {
  const d3A = t.d(3);
  const d3Self = t.d(3);
  const c = ramCounts(s, rammer, target, d3A, d3Self);
  const wreck = entity(s, target)?.kind === 'car' && s.cars[target]!.wreck;
  return {
    rammerId: rammer,
    targetId: target,
    rem: t.pick(9),
    direction: t.one(['forward', 'backward', 'sideways']),
    via,
    diceA: wreck ? [] : t.dice(c.nA),
    diceB: wreck ? [] : t.dice(c.nB),
    d3A,
    d3Self,
    diceSelf: wreck ? [] : t.dice(c.nSelf),
  };
}

/** One plausible next command for the state (it may still be refused). */
export function nextCommand(t: Tape, s: DwState): Cmd | null {
  const head = s.pending[0];
  if (head?.kind === 'DESTROYED')
    return {
      type: 'dw.destroyed',
      payload: { entityId: head.entityId, roll: t.d(), within3: t.some(explosionCandidates(s, head.entityId)) },
    };
  if (head?.kind === 'HUNTER') {
    const targets = s.carOrder.filter(
      (id) => id !== head.carId && (s.cars[id]!.status === 'in_play' || s.cars[id]!.wreck),
    );
    return t.pick(2) === 0 && targets.length
      ? { type: 'dw.ram', payload: ramPayload(t, s, head.carId, t.one(targets), 'hunter') }
      : { type: 'dw.hunter', payload: { carId: head.carId } };
  }
  switch (s.phase) {
    case 'scenery': {
      const rolls = s.house.deploymentByRoll ? Object.fromEntries(s.carOrder.map((id) => [id, t.d()])) : undefined;
      return {
        type: 'dw.deploy',
        payload: { passes: settle(t, tiedGroups(s, s.carOrder, rolls).groups), ...(rolls ? { rolls } : {}) },
      };
    }
    case 'deployment':
    case 'initiative': {
      const ids = activatingIds(s);
      const rolls = Object.fromEntries(ids.map((id) => [id, t.d()]));
      return { type: 'dw.initiative', payload: { rolls, passes: settle(t, tiedGroups(s, ids, rolls).groups) } };
    }
    case 'shock':
      return {
        type: 'dw.shock',
        payload: {
          tests: shockCandidates(s).map((c) => ({
            id: c.id,
            roll: t.d(),
            ...(t.pick(3) === 0 ? { reroll: t.d() } : {}),
          })),
        },
      };
    case 'round': {
      if (!s.activation) {
        const id = nextToActivate(s);
        return id
          ? { type: 'dw.activate', payload: { entityId: id, startsInMud: t.pick(4) === 0, expert: t.pick(3) === 0 } }
          : null;
      }
      const me = s.activation.entityId;
      const others = [...s.carOrder, ...s.sceneryOrder].filter((id) => id !== me);
      const target = t.one(others);
      const nW = weaponsOf(s, me).length;
      switch (t.pick(14)) {
        case 0:
        case 1:
          return { type: 'dw.segment', payload: {} };
        case 2:
          return {
            type: 'dw.manoeuvre',
            payload: { kind: t.one(['hairpin', 'skid', 'hop']), roll: t.d(), inMud: t.pick(2) === 0 },
          };
        case 3:
        case 4:
          return nW
            ? {
                type: 'dw.shoot',
                payload: {
                  targetId: target,
                  fire: t.some(Array.from({ length: nW }, (_, i) => i)).map((i) => fireEntry(t, s, me, i)),
                  onBumpy: t.pick(2) === 0,
                },
              }
            : null;
        case 5:
          return { type: 'dw.ram', payload: ramPayload(t, s, me, target, 'move') };
        case 6:
          return { type: 'dw.speedDemon', payload: {} };
        case 7:
          return { type: 'dw.expEngine', payload: { d3: t.d(3), d6: t.d() } };
        case 8:
          return { type: 'dw.gunner', payload: { targetId: target, aimAt: t.one(['tyres', 'driver']), roll: t.d() } };
        case 9:
          return {
            type: 'dw.pipeBombs',
            payload: {
              targets: t.some(s.carOrder.filter((id) => id !== me)).map((id) => {
                const n = t.d(3);
                return { id, countDie: n, dice: t.dice(n) };
              }),
            },
          };
        case 10:
          return { type: 'dw.harpoon', payload: { targetId: target, roll: t.d() } };
        case 11:
          return { type: 'dw.coms', payload: { friendId: target } };
        case 12:
          return { type: 'dw.mud', payload: {} };
        default:
          return { type: 'dw.endActivation', payload: {} };
      }
    }
    default:
      return null;
  }
}

export interface Game {
  setup: Setup;
  start: DwState;
  commands: Cmd[];
  states: DwState[];
}

export function play(nums: number[], house = {}): Game {
  const t = new Tape(nums);
  // Every A8 switch takes a value from the tape too (the A5.1 modes stay chosen: the roster is built by hand).
  const random = Object.fromEntries(
    HOUSE_RULES.filter((d) => !(d.id in CHOSEN)).map((d) => [d.id, t.one(d.options).value]),
  );
  const setup = makeSetup(2 + t.pick(2), 1 + t.pick(2), { ...random, ...CHOSEN, ...house });
  let s = initialState(setup);
  for (const c of setup.cars) for (const cmd of carCommands(t, c.id)) s = reduceDw(s, { ...cmd, at: 0 }, setup);
  s = reduceDw(s, { type: 'dw.lockRosters', payload: {}, at: 0 }, setup);
  const start = s;
  const commands: Cmd[] = [];
  const states: DwState[] = [s];
  for (let step = 0; step < 400 && !t.done && s.phase !== 'ended'; step++) {
    const cmd = nextCommand(t, s);
    if (!cmd) break;
    const frozen = JSON.stringify(s);
    try {
      const next = reduceDw(s, { ...cmd, at: step }, setup);
      expect(JSON.stringify(s)).toBe(frozen); // the reducer never mutates its input
      commands.push(cmd);
      states.push(next);
      s = next;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      expect(JSON.stringify(s)).toBe(frozen);
    }
  }
  return { setup, start, commands, states };
}
