// One log line per command, actor first (issue 30): "Red Fury: Shoot on Viper: 2 successes; Viper
// Hull 4 → 2 (3D6 6 5 2)". A move's line is worked out again from the state before it (the same
// pure evaluator the reducer ran), so it names what came of it before the dice.
import { names } from '../core/guards';
import type { Command, Setup } from '../core/model';
import { describeChanges } from './changes';
import { firedBy, reduceCs } from './commands';
import type { CsState } from './model';
import { readRoll } from './rules';
import { dieFaces, dieName, type Sheet } from './sheet';
import { readSheet } from './validate';

const dice = (name: string, faces: readonly string[]) =>
  /^D\d+$/.test(name)
    ? `${faces.length > 1 ? faces.length : ''}${name} ${faces.join(' ')}`
    : `${faces.length > 1 ? `${faces.length} × ` : ''}${name}: ${faces.join(' ')}`;

/** The game's own sheet from its setup, for a row without the state before it (an undone entry). */
function setupSheet(setup: Setup) {
  const r = readSheet(setup.sheet);
  return r.ok ? r.sheet : undefined;
}

/**
 * Issue 41: an order's roll-off in words, each one's dice in turn: "tied on Gear: Ana Buggy 6
 * then 1, Bo Buggy 6 then 2".
 */
export function tiedText(
  sheet: Sheet,
  rolls: Readonly<Record<string, readonly number[]>>,
  who: (id: string) => string,
): string {
  const stat = sheet.turns.stat ? sheet.trackers.find((t) => t.id === sheet.turns.stat)?.name : undefined;
  const each = Object.entries(rolls).map(([id, f]) => `${who(id)} ${f.join(' then ')}`);
  return `tied${stat ? ` on ${stat}` : ''}: ${each.join(', ')}`;
}

export function describeCs(c: Command, setup: Setup, before: CsState | null = null): string | null {
  const p = (c.payload ?? {}) as Record<string, unknown>;
  const { car, player } = names(setup);
  // Issue 41: an undone row keeps its meaning ("Ana Buggy uses Skid (…)", not "uses a move").
  const sheet = before?.sheet ?? setupSheet(setup);
  const trackerName = (id: unknown) => sheet?.trackers.find((t) => t.id === id)?.name ?? String(id);
  const after = () => {
    try {
      return before
        ? describeChanges(before, reduceCs(before, c, setup), setup, firedBy(before, c, setup)).map((l) =>
            l.replace(/\.$/, ''),
          )
        : [];
    } catch {
      return [];
    }
  };
  switch (c.type) {
    case 'cs.move': {
      const move = sheet?.moves.find((m) => m.id === p.move);
      const name = move?.name ?? 'a move';
      const on = p.targetId ? ` on ${car(p.targetId)}` : '';
      const faces = Array.isArray(p.faces) ? (p.faces as number[]) : [];
      const table = p.source === 'typed' ? ', table dice' : '';
      if (!move || !sheet) return `${car(p.carId)} uses ${name}${on} (${faces.join(' ')})`;
      const all = dieFaces(sheet, move.die);
      let shown = faces.map((f) => all?.[f - 1]?.name ?? String(f));
      if (!before) return `${car(p.carId)} uses ${name}${on} (${dice(dieName(sheet, move.die), shown)}${table})`;
      let read = '';
      try {
        const target = p.targetId ? (before.cars[p.targetId as string] ?? null) : null;
        const r = readRoll(before, move, faces, target);
        read = r.text;
        shown = r.dice.map((d) => d.name);
      } catch {
        read = '';
      }
      const changes = after();
      const what = [read, ...changes].filter(Boolean).join('; ');
      return `${car(p.carId)} uses ${name}${on}: ${what || 'no effect'} (${dice(dieName(sheet, move.die), shown)}${table})`;
    }
    case 'cs.track': {
      const ch = after();
      return ch.length
        ? ch.join('; ')
        : `${car(p.carId)}: ${trackerName(p.tracker)} ${p.to !== undefined ? `set to ${String(p.to)}` : `${Number(p.by) > 0 ? '+' : ''}${String(p.by)}`}`;
    }
    case 'cs.max':
      return `${car(p.carId)}: ${trackerName(p.tracker)} maximum ${String(p.max)}`;
    case 'cs.condition': {
      const cond = sheet?.conditions.find((x) => x.id === p.condition);
      const nm = cond?.name ?? String(p.condition);
      return p.on
        ? `${car(p.carId)} is ${nm}${cond?.model ? `: ${cond.model}` : ''}`
        : `${car(p.carId)} is no longer ${nm}`;
    }
    case 'cs.resource': {
      const r = sheet?.resources.find((x) => x.id === p.resource);
      const ch = after();
      return ch.length
        ? ch.join('; ')
        : `${player(p.playerId)}: ${r?.name ?? String(p.resource)} ${Number(p.by) > 0 ? '+' : ''}${String(p.by)}`;
    }
    case 'cs.out':
      return p.out ? `${car(p.carId)} taken out by the table` : `${car(p.carId)} back in the game`;
    case 'cs.next': {
      if (!before) return 'Next turn';
      let s2: CsState;
      try {
        s2 = reduceCs(before, c, setup);
      } catch {
        return 'Next turn';
      }
      const who = (id: string | undefined) =>
        id === undefined ? '' : before.sheet.turns.by === 'car' ? car(id) : player(id);
      const rolls =
        s2.turn.rolls && s2.turn.round !== before.turn.round
          ? ` (roll-off, ${tiedText(before.sheet, s2.turn.rolls, who)})`
          : '';
      if (s2.turn.round !== before.turn.round) {
        const first = s2.turn.order[0];
        const round = `ound ${s2.turn.round}${first ? `, ${who(first)} first` : ''}${rolls}`;
        // The row starts with whoever's turn ends (issue 30's actor), when someone's does.
        const ending = before.turn.order[before.turn.at];
        return ending ? `${who(ending)} ends the turn: r${round}` : `R${round}`;
      }
      return `${who(before.turn.order[before.turn.at])} ends the turn: ${who(s2.turn.order[s2.turn.at])} to play`;
    }
    case 'cs.hide':
      return `${car(p.carId)} takes a face-down ${trackerName(p.tracker)}`;
    case 'cs.reveal': {
      const ch = after().filter((l) => / shows /.test(l));
      return ch.length ? `${ch.join('; ')}${p.owed ? ' (owed at the end)' : ''}` : 'Hidden items shown';
    }
    case 'cs.drop':
      return `${car(p.carId)} discards a hidden item`;
    default:
      return null;
  }
}

/**
 * The Undo button's short form (issue 30) of the lines that are lists of changes ("Viper: Hull
 * 2 → 0; Viper out: wrecked…" is longer than the button's three lines at 360 px): whose tracker or
 * resource was changed. Live, another player's step starts "Ann’s step: " (issue 31), and a move's
 * head with its target ("Rust Bucket uses Ram on Blue Bolt") or a face-down item's line ("Rust
 * Bucket takes a face-down Kit") did not fit either: the move without its target, the car's tracker.
 * Other lines' own heads are short already (core/log-row.ts shortRow).
 */
export function describeCsShort(c: Command, setup: Setup, before: CsState | null = null): string | null {
  const p = (c.payload ?? {}) as Record<string, unknown>;
  const r = readSheet(setup.sheet);
  const sheet = r.ok ? r.sheet : null;
  const { car, player } = names(setup);
  const trackerName = (id: unknown) => sheet?.trackers.find((t) => t.id === id)?.name ?? String(id);
  switch (c.type) {
    case 'cs.track':
      return `${car(p.carId)}’s ${trackerName(p.tracker)}`;
    case 'cs.resource':
      return `${player(p.playerId)}’s ${sheet?.resources.find((x) => x.id === p.resource)?.name ?? String(p.resource)}`;
    case 'cs.hide':
      return `${car(p.carId)}’s ${trackerName(p.tracker)}`;
    case 'cs.move':
      // The target is in the line: "Ann’s step: Rust Bucket uses Skid" did not fit at 360 px.
      return `${car(p.carId)}’s ${sheet?.moves.find((m) => m.id === p.move)?.name ?? 'move'}`;
    case 'cs.reveal':
    case 'cs.drop': {
      const ids = c.type === 'cs.drop' ? [p.itemId] : Array.isArray(p.itemIds) ? p.itemIds : [];
      const found = ids.map((id) => {
        const holder = before && Object.values(before.cars).find((x) => x.hidden.some((h) => h.id === id));
        return holder ? { car: holder, item: holder.hidden.find((h) => h.id === id) } : null;
      });
      const first = found[0];
      if (!first?.item) return null;
      // An owed reveal at the end may show items on several cars: the owner's, then.
      return found.every((f) => f?.car.id === first.car.id && f.item?.tracker === first.item?.tracker)
        ? `${car(first.car.id)}’s ${trackerName(first.item.tracker)}`
        : `${player(first.car.ownerId)}’s hidden items`;
    }
    default:
      return null;
  }
}
