// Random roster draws (A5.2-A5.5) as guided sheets: the dice each draw needs, asked one at a
// time (a repeated upgrade or trait asks for one more die), typed from the table or rolled by the
// app, and one command with every face. The rules decide: which dice are needed comes from the
// roster functions (randomWeaponDice, rollUpgrades, rollTraits), and the result shown is the real
// reducer's (procedure-kit preview).
// TEMPORARY VIEW-ONLY HELPER: these belong in src/rules/dirty-wheels/procedures.ts; the rules
// helper (D) may move them there, the UI only needs `Procedure` objects.
import type { Sides } from '../../../rules/core/dice';
import { rollPool } from '../../../rules/core/dice';
import { face } from '../../../rules/core/answers';
import { applyDefaults, isAnswered, type Answers, type Question } from '../../../rules/core/procedure';
import type { ProcedureCommand } from '../../../rules/core/procedure-kit';
import { dwKit, type DwCtx, type DwProcedure } from '../../../rules/dirty-wheels/procedures';
import { RANDOM_WEAPONS, STATS, traitRow, upgradeRow, weaponRow } from '../../../rules/dirty-wheels/data';
import type { DwState } from '../../../rules/dirty-wheels/model';
import { randomWeaponDice, rollDriver, rollTraits, rollUpgrades, rollWeapons } from '../../../rules/dirty-wheels/roster';
import { appRng } from '../../dice/app-rng';

export type { DwCtx, DwProcedure };

const kit = dwKit;

const die = (id: string, label: string, sides: number, count = 1): Question => ({ kind: 'dice', id, label, count, sides: sides as Sides }); // D4 (light weapons) is not a core Sides: the pad and roll work for any size
const problem = (x: unknown): string | null => (x && typeof x === 'object' && 'problem' in x ? (x as { problem: string }).problem : null);
const carOf = (s: DwState, ctx: DwCtx) => (ctx.carId ? s.cars[ctx.carId] : undefined);
const SLOT: Record<string, string> = { fixed1: 'Fixed weapon 1', fixed2: 'Fixed weapon 2', turret: 'Turret' };
const LIGHT = RANDOM_WEAPONS.light.map((w, i) => `${i + 1} ${weaponRow(w)!.name.toLowerCase()}`).join(', ');
const HEAVY = RANDOM_WEAPONS.heavy.map((w, i) => `${i + 1} ${weaponRow(w)!.name.toLowerCase()}`).join(', ');

/** A draw that re-rolls repeats: one more die question while the rules say one more is needed. */
function drawQuestions(a: Answers, prefix: string, sides: number, label: string, base: number, more: (faces: number[]) => boolean): { qs: Question[]; faces: number[] } {
  const qs: Question[] = [];
  const got: number[] = [];
  for (let i = 0; i < 40; i++) {
    if (!more(got)) break;
    const q = die(`${prefix}${i}`, `${label} ${i + 1}${i >= base ? ' (after a repeat)' : ''}`, sides);
    qs.push(q);
    const f = face(a, q.id);
    if (f === undefined) break;
    got.push(f);
  }
  return { qs, faces: got };
}

export const rollWeaponsProc: DwProcedure = {
  id: 'dw-roll-weapons',
  title: 'Roll the weapons',
  ask(s, ctx, a) {
    const c = carOf(s, ctx);
    if (!c?.type) return [];
    const qs: Question[] = [];
    if (c.type !== 'truck') qs.push(die('config', 'Configuration D6 (1–3: A, two fixed; 4–6: B, a turret)', 6));
    const cfg = face(a, 'config');
    if (c.type !== 'truck' && cfg === undefined) return qs;
    const plan = randomWeaponDice(c.type, cfg, face(a, 'turret'));
    if (plan.needsTurretDie) {
      qs.push(die('turret', 'Turret D6 (1–3: light, 4–6: heavy)', 6));
      if (face(a, 'turret') === undefined) return qs;
    }
    plan.slots.forEach((sl, i) => qs.push(die(`w${i}`, `${SLOT[sl.slot]}: D${sl.sides ?? 4} (${sl.sides === 3 ? HEAVY : LIGHT})`, sl.sides ?? 4)));
    return qs;
  },
  resolve(s, ctx, a) {
    const m = kit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const c = carOf(s, ctx)!;
    const qs = this.ask(s, ctx, a).filter((q) => q.id.startsWith('w'));
    const dice = qs.map((q) => face(a, q.id) as number);
    const r = rollWeapons(c.type!, face(a, 'config'), face(a, 'turret'), dice);
    const p = problem(r);
    if (p) return { error: p };
    const ok = r as Exclude<typeof r, { problem: string }>;
    const payload = { carId: c.id, ...(face(a, 'config') !== undefined ? { configDie: face(a, 'config') } : {}), ...(face(a, 'turret') !== undefined ? { turretDie: face(a, 'turret') } : {}), weaponDice: dice };
    return kit.preview(s, ctx, { type: 'dw.rollWeapons', payload }, `Configuration ${ok.config}: ${ok.weapons.map((w) => weaponRow(w.weaponId)!.name).join(', ')}`, []);
  },
};

export const rollUpgradesProc: DwProcedure = {
  id: 'dw-roll-upgrades',
  title: 'Roll the upgrades',
  ask(s, _ctx, a) {
    const qs: Question[] = [die('count', 'How many upgrades: D3', 3)];
    const n = face(a, 'count');
    if (n === undefined) return qs;
    return [...qs, ...drawQuestions(a, 'u', 12, 'Upgrade D12', n, (f) => problem(rollUpgrades(n, f, s.house))?.startsWith('One more') ?? false).qs];
  },
  resolve(s, ctx, a) {
    const m = kit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const n = face(a, 'count')!;
    const { faces } = drawQuestions(a, 'u', 12, '', n, (f) => problem(rollUpgrades(n, f, s.house))?.startsWith('One more') ?? false);
    const r = rollUpgrades(n, faces, s.house);
    const p = problem(r);
    if (p) return { error: p };
    const ups = r as string[];
    return kit.preview(s, ctx, { type: 'dw.rollUpgrades', payload: { carId: ctx.carId, countDie: n, faces } }, `Upgrades: ${ups.map((u) => upgradeRow(u)!.name).join(', ')}`, []);
  },
};

export const rollStatsProc: DwProcedure = {
  id: 'dw-roll-stats',
  title: 'Roll the driver',
  ask: () => STATS.map((k) => die(k, `${k[0]!.toUpperCase()}${k.slice(1)}: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)`, 6)),
  resolve(s, ctx, a) {
    const m = kit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const faces = STATS.map((k) => face(a, k) as number);
    const r = rollDriver(faces);
    const p = problem(r);
    if (p) return { error: p };
    const d = r as Exclude<typeof r, { problem: string }>;
    const aim = d.aim > 0 ? `+${d.aim}` : d.aim < 0 ? `−${-d.aim}` : '0';
    return kit.preview(s, ctx, { type: 'dw.rollStats', payload: { carId: ctx.carId, faces } }, `Initiative ${d.initiative}, bravery ${d.bravery}+, aim ${aim}, skill ${d.skill}+`, []);
  },
};

export const rollTraitsProc: DwProcedure = {
  id: 'dw-roll-traits',
  title: 'Roll the traits',
  ask(s, _ctx, a) {
    const qs: Question[] = [die('count', 'How many traits: D3, minus 1', 3)];
    const n = face(a, 'count');
    if (n === undefined) return qs;
    return [...qs, ...drawQuestions(a, 't', 6, 'Trait D6', n - 1, (f) => problem(rollTraits(n, f, s.house, false))?.startsWith('One more') ?? false).qs];
  },
  resolve(s, ctx, a) {
    const m = kit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const n = face(a, 'count')!;
    const { faces } = drawQuestions(a, 't', 6, '', n - 1, (f) => problem(rollTraits(n, f, s.house, false))?.startsWith('One more') ?? false);
    const r = rollTraits(n, faces, s.house, false);
    const p = problem(r);
    if (p) return { error: p };
    const ts = r as string[];
    return kit.preview(s, ctx, { type: 'dw.rollTraits', payload: { carId: ctx.carId, countDie: n, faces } }, ts.length ? `Traits: ${ts.map((t) => traitRow(t)!.name).join(', ')}` : 'No traits', []);
  },
};

/**
 * "Roll for me": answers every dice question of `p` with the app's dice, one question at a time
 * (a later question may depend on an earlier die), and returns the command the sheet would apply.
 */
export function autoRoll(p: DwProcedure, s: DwState, ctx: DwCtx): { command: ProcedureCommand } | { error: string } {
  let answers: Answers = {};
  for (let i = 0; i < 60; i++) {
    const qs = p.ask(s, ctx, answers);
    const withDefaults = applyDefaults(qs, answers);
    const q = qs.find((x) => !isAnswered(x, withDefaults[x.id]));
    if (!q) break;
    if (q.kind !== 'dice') return { error: `Still needed: ${q.label}.` };
    answers = { ...answers, [q.id]: rollPool(appRng, q.count, q.sides) };
  }
  const r = p.resolve(s, ctx, answers);
  return 'error' in r ? r : { command: r.command };
}
