// Random roster draws (A5.2–A5.5) as guided sheets, for the car whose card opened them
// (ctx.carId): the dice each draw needs, asked one at a time (a repeated upgrade or trait asks
// for one more die), then one command carrying every face. Which dice are needed comes from the
// roster functions, and the result shown is the real reducer's (procedure-kit preview).
// The scenery gunner's draw (A5.7 with A5.4/A5.5) is here too: it registers the piece.
import { face } from '../core/answers';
import type { Answers, Procedure, Question } from '../core/procedure';
import { procedureKit } from '../core/procedure-kit';
import { describeChanges } from './changes';
import { reduceDw } from './commands';
import { RANDOM_WEAPONS, STATS, traitRow, upgradeRow, weaponRow } from './data';
import type { DwState } from './model';
import { type DwCommand, type DwCtx, type DwProcedure, dwKit } from './procedures';
import type { StatRows } from './roster';
import { needsMoreDice, randomWeaponDice, rollDriver, rollTraits, rollUpgrades, rollWeapons } from './roster';

const die = (id: string, label: string, sides: 3 | 4 | 6 | 12, count = 1): Question => ({
  kind: 'dice',
  id,
  label,
  count,
  sides,
});
const carOf = (s: DwState, ctx: DwCtx) => (ctx.carId ? s.cars[ctx.carId] : undefined);
const SLOT: Record<string, string> = { fixed1: 'Fixed weapon 1', fixed2: 'Fixed weapon 2', turret: 'Turret' };
const LIGHT = RANDOM_WEAPONS.light.map((w, i) => `${i + 1} ${weaponRow(w)!.name.toLowerCase()}`).join(', ');
const HEAVY = RANDOM_WEAPONS.heavy.map((w, i) => `${i + 1} ${weaponRow(w)!.name.toLowerCase()}`).join(', ');

/** A draw that re-rolls repeats: one more die question while the rules say one more is needed. */
function draw(
  a: Answers,
  prefix: string,
  sides: 6 | 12,
  label: string,
  base: number,
  more: (faces: number[]) => boolean,
  after = 'a repeat',
): { qs: Question[]; faces: number[] } {
  const qs: Question[] = [];
  const got: number[] = [];
  for (let i = 0; i < 40 && more(got); i++) {
    const q = die(`${prefix}${i}`, `${label} ${i + 1}${i >= base ? ` (after ${after})` : ''}`, sides);
    qs.push(q);
    const f = face(a, q.id);
    if (f === undefined) break;
    got.push(f);
  }
  return { qs, faces: got };
}

// The draw says itself when it is only short of a die (a typed answer, not its wording).
const needsMore = needsMoreDice;

function weaponParts(s: DwState, ctx: DwCtx, a: Answers) {
  const c = carOf(s, ctx);
  const qs: Question[] = [];
  if (!c?.type) return { qs };
  if (c.type !== 'truck') qs.push(die('config', 'Configuration D6 (1–3: A, fixed weapons; 4–6: B, a turret)', 6));
  const config = face(a, 'config');
  if (c.type !== 'truck' && config === undefined) return { qs };
  const plan0 = randomWeaponDice(c.type, config, undefined);
  if (plan0.needsTurretDie) qs.push(die('turret', 'Turret D6 (1–3: light, 4–6: heavy)', 6));
  const turret = face(a, 'turret');
  if (plan0.needsTurretDie && turret === undefined) return { qs };
  const plan = randomWeaponDice(c.type, config, turret);
  plan.slots.forEach((sl, i) => {
    qs.push(die(`w${i}`, `${SLOT[sl.slot]}: D${sl.sides ?? 4} (${sl.sides === 3 ? HEAVY : LIGHT})`, sl.sides ?? 4));
  });
  const dice = plan.slots.map((_, i) => face(a, `w${i}`));
  return {
    qs,
    carId: c.id,
    type: c.type,
    config,
    turret,
    dice: dice.every((d) => d !== undefined) ? (dice as number[]) : undefined,
  };
}

export const rollWeaponsProcedure = dwKit.fromParts({
  id: 'dw.rollWeapons',
  title: 'Roll the weapons',
  parts: weaponParts,
  resolve(x, s, ctx) {
    if (!x.carId || !x.type || !x.dice) return { error: 'Still needed: the dice.' };
    const r = rollWeapons(x.type, x.config, x.turret, x.dice);
    if ('problem' in r) return { error: r.problem };
    const payload = {
      carId: x.carId,
      ...(x.config !== undefined ? { configDie: x.config } : {}),
      ...(x.turret !== undefined ? { turretDie: x.turret } : {}),
      weaponDice: x.dice,
    };
    return dwKit.preview(
      s,
      ctx,
      { type: 'dw.rollWeapons', payload },
      `Configuration ${r.config}: ${r.weapons.map((w) => weaponRow(w.weaponId)!.name).join(', ') || 'no weapons'}`,
      [],
    );
  },
});

function upgradeParts(s: DwState, _ctx: DwCtx, a: Answers) {
  const qs: Question[] = [die('count', 'How many upgrades: D3', 3)];
  const n = face(a, 'count');
  if (n === undefined) return { qs };
  const d = draw(a, 'u', 12, 'Upgrade D12', n, (f) => needsMore(rollUpgrades(n, f, s.house)));
  return { qs: [...qs, ...d.qs], n, faces: d.faces };
}

export const rollUpgradesProcedure = dwKit.fromParts({
  id: 'dw.rollUpgrades',
  title: 'Roll the upgrades',
  parts: upgradeParts,
  resolve(x, s, ctx) {
    if (x.n === undefined || !x.faces || !ctx.carId) return { error: 'Still needed: the dice.' };
    const r = rollUpgrades(x.n, x.faces, s.house);
    if ('problem' in r) return { error: r.problem };
    return dwKit.preview(
      s,
      ctx,
      { type: 'dw.rollUpgrades', payload: { carId: ctx.carId, countDie: x.n, faces: x.faces } },
      `Upgrades: ${r.map((u) => upgradeRow(u)!.name).join(', ')}`,
      [],
    );
  },
});

export const rollStatsProcedure: DwProcedure = dwKit.define({
  id: 'dw.rollStats',
  title: 'Roll the driver',
  ask: () => STATS.map((k) => die(k, `${k[0]!.toUpperCase()}${k.slice(1)}: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)`, 6)),
  resolve(s, ctx, a) {
    const faces = STATS.map((k) => face(a, k));
    if (!ctx.carId || faces.some((f) => f === undefined)) return { error: 'Still needed: a D6 per stat.' };
    const r = rollDriver(faces as number[]);
    if ('problem' in r) return { error: r.problem };
    const aim = r.aim > 0 ? `+${r.aim}` : r.aim < 0 ? `−${-r.aim}` : '0';
    return dwKit.preview(
      s,
      ctx,
      { type: 'dw.rollStats', payload: { carId: ctx.carId, faces } },
      `Initiative ${r.initiative}, bravery ${r.bravery}+, aim ${aim}, skill ${r.skill}+`,
      [],
    );
  },
});

function traitParts(s: DwState, _ctx: DwCtx, a: Answers) {
  const qs: Question[] = [die('count', 'How many traits: D3, minus 1', 3)];
  const n = face(a, 'count');
  if (n === undefined) return { qs };
  const d = draw(a, 't', 6, 'Trait D6', n - 1, (f) => needsMore(rollTraits(n, f, s.house, false)));
  return { qs: [...qs, ...d.qs], n, faces: d.faces };
}

export const rollTraitsProcedure = dwKit.fromParts({
  id: 'dw.rollTraits',
  title: 'Roll the traits',
  parts: traitParts,
  resolve(x, s, ctx) {
    if (x.n === undefined || !x.faces || !ctx.carId) return { error: 'Still needed: the dice.' };
    const r = rollTraits(x.n, x.faces, s.house, false);
    if ('problem' in r) return { error: r.problem };
    return dwKit.preview(
      s,
      ctx,
      { type: 'dw.rollTraits', payload: { carId: ctx.carId, countDie: x.n, faces: x.faces } },
      r.length ? `Traits: ${r.map((t) => traitRow(t)!.name).join(', ')}` : 'No traits',
      [],
    );
  },
});

// ---- A5.7 scenery gunner ----------------------------------------------------------------------

/** The piece being registered, from the scenery form (name, controller, profile, weapons, chosen stats/traits). */
export interface SceneryDraft {
  name: string;
  controller: string;
  profile: 'standard' | 'truck';
  weapons: string[];
  rows: StatRows;
  traits: string[];
}

export interface SceneryCtx extends DwCtx {
  draft: SceneryDraft;
}

/** The dw.addScenery payload of a draft, with the gunner's dice or chosen rows/traits. */
export function sceneryPayload(d: SceneryDraft, gunner?: Record<string, unknown>) {
  return {
    name: d.name.trim(),
    controller: d.controller,
    profile: d.profile,
    weapons: d.weapons,
    ...(d.weapons.length && gunner ? { gunner } : {}),
  };
}

function gunnerParts(s: DwState, _ctx: SceneryCtx, a: Answers) {
  const qs: Question[] = [];
  const random = s.house.statMode === 'random';
  if (random) for (const k of STATS) qs.push(die(k, `Gunner's ${k}: D6`, 6));
  const stats = random ? STATS.map((k) => face(a, k)) : undefined;
  if (s.house.traitMode !== 'random') return { qs, stats };
  qs.push(die('tcount', 'How many traits: D3, minus 1', 3));
  const n = face(a, 'tcount');
  if (n === undefined) return { qs, stats };
  // A gunner re-rolls a repeat and a movement trait [A5.7].
  const d = draw(
    a,
    't',
    6,
    'Trait D6',
    n - 1,
    (f) => needsMore(rollTraits(n, f, s.house, true)),
    'a repeat or a movement trait',
  );
  return { qs: [...qs, ...d.qs], stats, n, faces: d.faces };
}

/** A5.7: the gunner's dice of an armed piece when stats or traits are rolled; Apply registers the piece. */
const sceneryKit = procedureKit<DwState, SceneryCtx, DwCommand>({
  reduce: reduceDw,
  changes: (b, after, ctx) => describeChanges(b, after, ctx.setup),
});

export const rollGunnerProcedure: Procedure<DwState, SceneryCtx, DwCommand> = sceneryKit.fromParts({
  id: 'dw.rollGunner',
  title: 'Roll the gunner',
  parts: gunnerParts,
  resolve(x, s, ctx) {
    if (x.stats?.some((f) => f === undefined)) return { error: 'Still needed: a D6 per stat.' };
    if (s.house.traitMode === 'random') {
      if (x.n === undefined || !x.faces) return { error: 'Still needed: the trait dice.' };
      const r = rollTraits(x.n, x.faces, s.house, true);
      if ('problem' in r) return { error: r.problem };
    }
    const gunner = {
      ...(x.stats ? { faces: x.stats as number[] } : { rows: ctx.draft.rows }),
      ...(s.house.traitMode === 'random' ? { traitCountDie: x.n, traitFaces: x.faces } : { traits: ctx.draft.traits }),
    };
    return sceneryKit.preview(
      s,
      ctx,
      { type: 'dw.addScenery', payload: sceneryPayload(ctx.draft, gunner) },
      `${ctx.draft.name.trim()} is registered`,
      [],
    );
  },
});

export const ROSTER_PROCEDURES = {
  rollWeapons: rollWeaponsProcedure,
  rollUpgrades: rollUpgradesProcedure,
  rollStats: rollStatsProcedure,
  rollTraits: rollTraitsProcedure,
} as const;
