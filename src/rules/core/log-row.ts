// Who did what (issue 30): the one rule every system's log line goes through. A log row is the
// table's memory and Undo's label, so its first words name who acted ("Red Fury shoots Viper: 2
// hits"), then what came of it; dice faces come after. The same declaration answers issue 31's
// question "which seat may propose this command": the actor's player; issue 39's declaration of
// each command's subject fields says whom else it names, and the seat check reads all of them.
import type { Command, Setup } from './model';

/** Who a command acts for. */
export interface Actor {
  /** The player whose seat acts; null for a model no player runs (a mission's enemy vehicle). */
  playerId: string | null;
  /** The name the log row starts with: the acting car, or the player. */
  name: string;
}

/** Resolves one id a subject field holds to the actor it names (null: nobody the game knows). */
export type SubjectResolver<S> = (id: string, setup: Setup, before: S | null) => Actor | null;

/**
 * A system's declaration of who acts, read in this order: a shared command (the table's: set-up,
 * roll-offs, the road turn) has no actor; the turn flow names whose turn it is but no seat owns
 * it; a command with a rule of its own (byType) uses it; else the first of its subject fields
 * found; else whoever's turn it is in the state before the command.
 */
export interface ActorRules<S> {
  /** Command types the table makes together, whoever taps. */
  shared: ReadonlySet<string>;
  /**
   * The turn flow: ending a turn or an activation. Issue 40: it is the act of the player whose turn
   * or activation it is (their phone, or the host's); it names nobody in its payload.
   */
  turnFlow?: ReadonlySet<string>;
  /**
   * Issue 39, once for each command type: the payload fields naming whom it acts for (the acting
   * car, the player, the tokens a player handles), space-separated, in the order the log row looks
   * for its actor. Each holds one id or a list. A target, a receiving car or a token the acting
   * car carries is not a subject. A type not named here names nobody: whoever's turn it is acts.
   */
  subjects: Readonly<Record<string, string>>;
  /** How the id a subject field holds resolves, by field name. */
  resolve: Readonly<Record<string, SubjectResolver<S>>>;
  /** The car or player whose turn it is before the command, for commands that name nobody. */
  current(before: S | null, setup: Setup): Actor | null;
  /** Commands whose actor is found from the state (a placer the rules name, a defender who answers). */
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

/** Whom a command acts for, read from its type's declaration (issue 39). */
export interface CommandSubjects {
  /** The log row's actor (null: the table's). */
  actor: Actor | null;
  /**
   * Everyone the command acts for: the actor and every subject its payload names. A seat may make
   * it only when each of them is that seat's player or nobody's (the table's, a mission's vehicle).
   */
  acts: Actor[];
  /** Its type's subject fields. */
  fields: string[];
  /** Issue 40: it ends the actor's turn or activation (the host phone asks before doing it for them). */
  endsTurn?: true;
}

/** The subject fields `type` declares. */
export const subjectFields = <S>(r: ActorRules<S>, type: string): string[] =>
  !r.shared.has(type) && !r.turnFlow?.has(type) && Object.hasOwn(r.subjects, type)
    ? (r.subjects[type] as string).split(' ')
    : [];

/** Whom `c` acts for, from the system's declaration: the one reading the log row and the seat check share. */
export function commandSubjects<S>(r: ActorRules<S>, c: Command, setup: Setup, before: S | null): CommandSubjects {
  const fields = subjectFields(r, c.type);
  if (r.shared.has(c.type)) return { actor: null, acts: [], fields };
  if (r.turnFlow?.has(c.type)) {
    // Issue 40: ending a turn is that player's act, not any seat's.
    const a = r.current(before, setup);
    return { actor: a, acts: a ? [a] : [], fields, endsTurn: true };
  }
  const p = (c.payload && typeof c.payload === 'object' ? c.payload : {}) as Record<string, unknown>;
  const named: Actor[] = [];
  for (const field of fields) {
    const resolve = r.resolve[field];
    const v = Object.hasOwn(p, field) ? p[field] : undefined;
    for (const id of Array.isArray(v) ? v : [v]) {
      const a = typeof id === 'string' && resolve ? resolve(id, setup, before) : null;
      if (a) named.push(a);
    }
  }
  const own = r.byType && Object.hasOwn(r.byType, c.type) ? r.byType[c.type] : undefined;
  const actor = own ? own(p, setup, before) : (named[0] ?? r.current(before, setup));
  return { actor, acts: actor ? [actor, ...named] : named, fields };
}

/** The actor function of a system, from its declaration. */
export function actorRule<S>(r: ActorRules<S>): (c: Command, setup: Setup, before: S | null) => Actor | null {
  return (c, setup, before) => commandSubjects(r, c, setup, before).actor;
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
 * Issue 40, who acted for whom: a step one seat's phone made for another player reads "Ann, for
 * Cy: Cy's car shoots…" (`by`: the maker's player id, `forPlayer`: the actor's). Else the row.
 */
export function actedFor(row: string, by: string, forPlayer: string | null, setup: Setup): string {
  const maker = setupPlayer(by, setup);
  const whom = setupPlayer(forPlayer, setup);
  return maker && whom && maker.playerId !== whom.playerId ? `${maker.name}, for ${whom.name}: ${row}` : row;
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
