// Issue 31, a raced roll: a guided roll the rules give to one player is rolled on that player's
// phone (or the host phone, or a shared one), and a sheet for a step another phone has open says
// so before any die is rolled. The procedure sheet calls this hook; outside live play it says
// nothing.
import { useEffect } from 'preact/hooks';
import type { Command, Setup } from '../../rules/core/model';
import { type Procedure, placeholderCommand } from '../../rules/core/procedure';
import type { Ask } from '../../sync/live/messages';
import { liveStatus } from '../live/live-status';
import { othersRolling, rollingHere, seatOf, stepKey } from '../live/rolling-here';

export interface RollPresence {
  /** Other phones have this step open: who, in words (null: none). */
  elsewhere: string | null;
  /** This phone may not make this roll, and why (null: it may). */
  notHere: string | null;
}

/** Whose roll the sheet makes, when its answers do not change it (null: the table's, or unknown). */
function rollOwner<S, Ctx>(p: Procedure<S, Ctx, unknown>, state: S, ctx: Ctx): string | null {
  const owner = seatOf.value;
  if (!owner) return null;
  const actor = (pick: 'first' | 'last') => {
    const c = placeholderCommand(p, state, ctx, pick) as Omit<Command, 'at'> | null;
    return c ? owner({ ...c, at: 0 }) : null;
  };
  const first = actor('first');
  return first !== null && first === actor('last') ? first : null;
}

export function useRollPresence<S, Ctx>(
  procedure: Procedure<S, Ctx, unknown>,
  state: S,
  ctx: Ctx & { setup: Setup },
  asks: Ask[] = [],
): RollPresence & { key: string } {
  const key = stepKey(procedure.id, ctx);
  // Issue 40: the questions this step asks of other players go with it, for their phones.
  const asked = JSON.stringify(asks);
  useEffect(() => {
    rollingHere.value = { key, title: procedure.title.slice(0, 80), ...(asks.length ? { asks } : {}) };
  }, [key, procedure.title, asked]);
  useEffect(
    () => () => {
      if (rollingHere.value?.key === key) rollingHere.value = null;
    },
    [key],
  );
  const st = liveStatus.value;
  if (!st) return { key, elsewhere: null, notHere: null };
  const name = (id: string | null) =>
    id === null ? 'A phone nobody claimed' : (ctx.setup.players.find((p) => p.id === id)?.name ?? 'Another player');
  const others = othersRolling(key);
  const elsewhere = others.length
    ? `${others.map((id) => (id === null ? name(id) : `${name(id)}’s phone`)).join(' and ')} ${others.length > 1 ? 'have' : 'has'} this open now: the first Apply counts.`
    : null;
  // A guest that is not the roll's player's phone: the host would refuse what it applies.
  const owner = st.role === 'guest' ? rollOwner(procedure, state, ctx) : null;
  const notHere =
    owner !== null && owner !== st.me
      ? `This is ${name(owner)}’s to do: only ${name(owner)}’s phone (or the host phone) can do it.`
      : null;
  return { key, elsewhere, notHere };
}
