// What a command changed on a sheet game, in the words the result card and the log's detail view
// use, with what to do with the real models (a condition's or a trigger's instruction).
import { names } from '../core/guards';
import type { Setup } from '../core/model';
import type { CsCar, CsState } from './model';
import { type Fired, standing, trackerValue } from './rules';

/**
 * `fired`: what the command's triggers did (commands.ts firedBy). Issue 41: a trigger that resets
 * its tracker shows the value that set it off and what it did: "Hazard 2 → 6 → 0: Wiped out", once.
 */
export function describeChanges(before: CsState, after: CsState, setup: Setup, fired: readonly Fired[] = []): string[] {
  const { car, player } = names(setup);
  const out: string[] = [];
  for (const id of after.carOrder) {
    const a = after.cars[id] as CsCar;
    const b = before.cars[id];
    if (!b) continue;
    const said = new Set<string>();
    for (const t of after.sheet.trackers) {
      const from = trackerValue(b, t);
      const to = trackerValue(a, t);
      const via = fired.filter((f) => f.carId === id && f.reached?.tracker === t.id);
      if (via[0]?.reached) {
        const what = via.filter((f) => f.condition).map((f) => f.text);
        for (const f of via) if (f.condition) said.add(f.condition);
        out.push(
          `${car(id)}: ${t.name} ${from} → ${via[0].reached.value} → ${to}${what.length ? `: ${what.join('; ')}` : ''}.`,
        );
      } else if (from !== to) out.push(`${car(id)}: ${t.name} ${from} → ${to}.`);
    }
    // Issue 41: a condition that means out (Wrecked) is the one line of the wreck: "… is out" is not said again.
    let outSaid = false;
    for (const cid of a.conditions)
      if (!b.conditions.includes(cid)) {
        const c = after.sheet.conditions.find((x) => x.id === cid);
        if (c?.out && a.out && !b.out) outSaid = true;
        // A condition a trigger set is said on the trigger's line.
        if (c && !said.has(cid))
          out.push(`${car(id)} is ${c.name}${c.out ? ' (out of the game)' : ''}${c.model ? `: ${c.model}` : ''}.`);
      }
    for (const cid of b.conditions)
      if (!a.conditions.includes(cid)) {
        const c = after.sheet.conditions.find((x) => x.id === cid);
        if (c) out.push(`${car(id)} is no longer ${c.name}.`);
      }
    if (a.out && !b.out && !outSaid) out.push(`${car(id)} is out: ${a.outWhy ?? 'take it off the table'}.`);
    if (!a.out && b.out) out.push(`${car(id)} is back in the game.`);
    for (const h of a.hidden) {
      const was = b.hidden.find((x) => x.id === h.id);
      if (h.revealed && was && !was.revealed) out.push(`${car(id)} shows ${h.kind ?? 'an item'}.`);
    }
  }
  for (const pid of after.players)
    for (const r of after.sheet.resources) {
      const from = before.resources[pid]?.[r.id] ?? r.start;
      const to = after.resources[pid]?.[r.id] ?? r.start;
      if (from !== to) out.push(`${player(pid)}: ${r.name} ${from} → ${to}.`);
    }
  const end = standing(after);
  if (end && !standing(before))
    out.push(
      end.winnerIds.length
        ? `${end.winnerIds.map(player).join(' & ')} wins: the last with a car in.`
        : 'No car is left in: a draw.',
    );
  return out;
}
