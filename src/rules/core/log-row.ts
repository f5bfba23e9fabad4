// Who did what (issue 30): the one rule every system's log line goes through. A log row is the
// table's memory and Undo's label, so its first words name who acted ("Red Fury shoots Viper: 2
// hits"), then what came of it; dice faces come after. The same declaration answers issue 31's
// question "which seat may propose this command": the actor's player.
import type { Command, Setup } from './model';

/** Who a command acts for. */
export interface Actor {
  /** The player whose seat acts; null for a model no player runs (a mission's enemy vehicle). */
  playerId: string | null;
  /** The name the log row starts with: the acting car, or the player. */
  name: string;
}

/**
 * A system's declaration of who acts, read in this order: a shared command (the table's: set-up,
 * roll-offs, the road turn) has no actor; the turn flow names whose turn it is but no seat owns
 * it; a command with a rule of its own (byType) uses it; else the first payload key naming a car; else a payload
 * key naming a player; else whoever's turn it is in the state before the command.
 */
export interface ActorRules<S> {
  /** Command types the table makes together, whoever taps. */
  shared: ReadonlySet<string>;
  /**
   * The turn flow (issue 31: open to any seated phone, as a phone passed around is): the row still
   * names whose turn or activation ends, but no seat owns the command (Actor.playerId null).
   */
  turnFlow?: ReadonlySet<string>;
  /** Payload keys that name the acting car, in order of preference. */
  carKeys: readonly string[];
  /** Payload keys that name the acting player. */
  playerKeys: readonly string[];
  /** The car with this id as an actor, looked up in the state when the state knows it. */
  car(id: string, setup: Setup, before: S | null): Actor | null;
  /** The car or player whose turn it is before the command, for commands that name nobody. */
  current(before: S | null, setup: Setup): Actor | null;
  /** Commands whose actor is found another way (a placer the rules name, a defender who answers). */
  byType?: Readonly<Record<string, (p: Record<string, unknown>, setup: Setup, before: S | null) => Actor | null>>;
}

/** A car from the setup as an actor: its owner's seat acts for it. */
export function setupCar(id: string, setup: Setup): Actor | null {
  const car = setup.cars.find((c) => c.id === id);
  return car ? { playerId: car.playerId, name: car.name } : null;
}

/** A player from the setup as an actor. */
export function setupPlayer(id: unknown, setup: Setup): Actor | null {
  const p = setup.players.find((x) => x.id === id);
  return p ? { playerId: p.id, name: p.name } : null;
}

/** The actor function of a system, from its declaration. */
export function actorRule<S>(r: ActorRules<S>): (c: Command, setup: Setup, before: S | null) => Actor | null {
  return (c, setup, before) => {
    if (r.shared.has(c.type)) return null;
    if (r.turnFlow?.has(c.type)) {
      const a = r.current(before, setup);
      return a ? { playerId: null, name: a.name } : null;
    }
    const p = (c.payload && typeof c.payload === 'object' ? c.payload : {}) as Record<string, unknown>;
    const own = r.byType && Object.hasOwn(r.byType, c.type) ? r.byType[c.type] : undefined;
    if (own) return own(p, setup, before);
    for (const k of r.carKeys) {
      const id = p[k];
      if (typeof id === 'string') {
        const a = r.car(id, setup, before);
        if (a) return a;
      }
    }
    for (const k of r.playerKeys) {
      const a = setupPlayer(p[k], setup);
      if (a) return a;
    }
    return r.current(before, setup);
  };
}

/**
 * The log row: the line as the system wrote it when it already starts with the actor, else the
 * actor first ("Ann: Turn over" reads worse than "Ann's turn ends", so systems write their lines
 * actor-first; this keeps a line that does not from hiding who acted).
 */
export function logRow(actor: Actor | null, line: string): string {
  if (!actor || line.startsWith(actor.name)) return line;
  return `${actor.name}: ${line}`;
}

/**
 * The short form of a log row for a label with little room (the Undo button at 360 px holds about
 * 40 letters in its three lines): who and what, the words before the outcome ("Red Fury shoots
 * Viper" of "Red Fury shoots Viper: 2 damage (6 5 1)"). A row whose head is only the actor's name
 * ("Ann: …") or that has no outcome stays whole; the full row is the toast, the title and the log.
 */
export function shortRow(row: string, actor: Actor | null = null): string {
  const cut = [row.indexOf(': '), row.indexOf(' (')].filter((i) => i > 0);
  if (!cut.length) return row;
  const head = row.slice(0, Math.min(...cut));
  return head === actor?.name ? row : head;
}

/** What a system's line may read beyond the command: who acted and the states around it, when known. */
export interface LogAt<S> {
  /** The actor's name (RuleSystem.actor), or null. */
  who: string | null;
  before: S | null;
  /** The state after the command, when the state before it is known and the command applies. */
  after: S | null;
}

/** The LogAt of a command: its actor, and the state after it from the system's reducer. */
export function logAt<S>(
  c: Command,
  setup: Setup,
  before: S | null,
  actor: (c: Command, setup: Setup, before: S | null) => Actor | null,
  reduce: (s: S, c: Command, setup: Setup) => S,
): LogAt<S> {
  let after: S | null = null;
  if (before)
    try {
      after = reduce(before, c, setup);
    } catch {
      after = null; // an entry the rules now refuse still shows its line
    }
  return { who: actor(c, setup, before)?.name ?? null, before, after };
}
