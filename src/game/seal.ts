// Issue 32: a command leaves this phone sealed. A purchase carries a commitment instead of its
// kind; a command that uses or loses a face-down token this phone holds carries its opening. The
// check: the rules run once on the state as this phone knows it (its kinds filled in) and once on
// the shared state with the openings; the two must agree on everything the table can see, so the
// result shown here is the result every phone applies.
import type { HeldOpening, HeldOpenings } from '../rules/core/commitment';
import { pickOpenings } from '../rules/core/commitment';
import type { Command, Setup } from '../rules/core/model';
import type { RuleSystem, SystemSecrets } from '../rules/system';
import { CORE_TYPES } from './core-commands';

export interface Sealed {
  command: Command;
  /** A kind this phone now holds for the table (a purchase's opening), to store before the command goes. */
  kept?: { tokenId: string; opening: HeldOpening };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function withOpen(c: Command, held: HeldOpenings, ids: Iterable<string>): Command {
  const p = (c.payload ?? {}) as Record<string, unknown>;
  const open = { ...((p.open as object | undefined) ?? {}), ...pickOpenings(held, ids) };
  return Object.keys(open).length ? { ...c, payload: { ...p, open } } : c;
}

/**
 * The command as it should enter the journal. Throws the rules' refusal (a RuleError), checked on
 * what this phone knows. `random` gives 20 fresh random bytes (a purchase's salt and token id).
 */
export function seal<S>(
  system: RuleSystem<S>,
  setup: Setup,
  sys: S,
  held: HeldOpenings,
  command: Command,
  random: () => Uint8Array,
): Sealed {
  const sec: SystemSecrets<S> | undefined = system.secrets;
  if (!sec || CORE_TYPES.has(command.type)) return { command };
  let c = command;
  let mine = held;
  let kept: Sealed['kept'];
  const concealed = sec.conceal(sys, command, setup, random());
  if (concealed) {
    // The rules that read the kind (a house rule's ban) are checked here, in the open, first.
    system.reduce(sec.withHeld(sys, held), command, setup);
    c = concealed.command;
    kept = { tokenId: concealed.tokenId, opening: concealed.opening };
    mine = { ...held, [concealed.tokenId]: concealed.opening };
  }
  const closed = sec.unopened(sys).filter((id) => mine[id]);
  if (!closed.length) return { command: c, ...(kept ? { kept } : {}) };

  const known = sec.withHeld(sys, mine);
  const truth = system.reduce(known, c, setup);
  const agrees = (x: Command) => {
    try {
      return same(sec.withHeld(system.reduce(sys, x, setup), mine), truth);
    } catch {
      return false;
    }
  };
  const shown = sec.shown(known, truth).filter((id) => closed.includes(id));
  let out = withOpen(c, mine, shown);
  if (!agrees(out)) {
    // The result hangs on a kind the rule did not show (a Veteran's reroll refused, an Ambush
    // saved from a wreck): open what it takes, fewest first.
    let extra = closed.filter((id) => !shown.includes(id));
    if (agrees(withOpen(c, mine, [...shown, ...extra]))) {
      for (const id of [...extra]) {
        const without = extra.filter((x) => x !== id);
        if (agrees(withOpen(c, mine, [...shown, ...without]))) extra = without;
      }
      out = withOpen(c, mine, [...shown, ...extra]);
    }
  }
  return { command: out, ...(kept ? { kept } : {}) };
}
