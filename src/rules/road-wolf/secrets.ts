// Face-down tokens under commitments (issue 32, B3.4). A token bought face down enters the journal
// as {commit, cat, tokenId}: no kind. A command that uses or loses one carries its opening
// (payload.open: kind and salt), which every phone checks here before the rule runs; the rules
// then read the kind as they always did. A kind nobody has opened reads as null, so a rule that
// asks "is this a Veteran?" of it answers no, on every phone alike.
import { record } from '../core/check';
import {
  commitOf,
  type HeldOpening,
  isCommit,
  type Opening,
  openingsIn,
  opens,
  pickOpenings,
  saltOf,
} from '../core/commitment';
import { produce } from '../core/draft';
import { names } from '../core/guards';
import { type Command, RuleError, type Setup } from '../core/model';
import type { SystemSecrets } from '../system';
import { TOKEN_KINDS, type TokenCategory, type TokenKind, tokenCategory, tokenRow } from './data';
import type { RwState, RwToken } from './model';

/** A committed token's id: the phone picks it, so the commitment can name it before the host numbers anything. */
export const COMMITTED_ID = /^h[0-9a-f]{8}$/;

/** Issue 39: a face-down token turned face up without its opening. */
export const NOT_OPENED = 'A face-down token is shown with its kind and salt: only its owner’s phone has them.';

/**
 * Why opening `o` does not fit the face-down token `tok` (issue 39), or null when it does: the
 * kind and salt must open its commitment, the kind must be of the token's public place (crew or
 * gear), and the game's house rules must allow it (R-2: a bought token is no plain Driver when
 * Drivers are not for sale). The buyer's phone checks all three before it commits; every phone
 * checks them again here, so a phone running changed code cannot open what an honest one could
 * not have bought.
 */
export function openingProblem(s: RwState, tok: RwToken, o: Opening, whose = 'That token'): string | null {
  if (!TOKEN_KINDS.includes(o.kind as TokenKind)) return NOT_OPENED;
  const kind = o.kind as TokenKind;
  const name = tokenRow(kind).name;
  if (!tok.commit || !opens(tok.commit, tok.id, o))
    return `${whose} does not open as a ${name}: kind and salt do not match what was committed when it was bought.`;
  if (tokenCategory(kind) !== tok.cat)
    return `${whose} was bought as ${tok.cat === 'CREW' ? 'crew' : 'gear'}: it cannot be a ${name}.`;
  if (kind === 'DRIVER' && !tok.free && s.house.forbidBoughtDrivers)
    return `${whose} cannot be a Driver: plain Drivers are not for sale [R-2].`;
  return null;
}

/**
 * Checks the openings `p.open` carries against their tokens' commitments, places and the house
 * rules (openingProblem), and writes the kinds into `d` (issue 32), before any rule reads them.
 * A token bought in the open may be "opened" only to the kind it shows.
 */
export function openTokens(d: RwState, p: Record<string, unknown>, setup: Setup): void {
  const shown = openingsIn(p, TOKEN_KINDS);
  for (const [id, o] of Object.entries(shown)) {
    const tok = Object.hasOwn(d.tokens, id) ? d.tokens[id] : undefined;
    if (!tok) throw new RuleError(`There is no token ${id} to show.`);
    const kind = o.kind as TokenKind;
    const whose = `${names(setup).player(tok.ownerId)}’s token`;
    if (tok.kind !== null && tok.kind !== kind)
      throw new RuleError(`${whose} is a ${tokenRow(tok.kind).name}, not a ${tokenRow(kind).name}.`);
    if (!tok.commit) continue;
    const problem = openingProblem(d, tok, o, whose);
    if (problem) throw new RuleError(problem);
    tok.kind = kind;
  }
}

/**
 * Issue 39: a token the command turned face up (and kept in play) whose kind nobody opened. Only
 * the owner's phone holds a kind and salt, so a reveal without them is another phone's doing.
 */
export function shownUnopened(before: RwState, after: RwState): RwToken | null {
  for (const t of Object.values(after.tokens)) {
    if (!t.commit || t.kind !== null || !t.revealed || before.tokens[t.id]?.revealed !== false) continue;
    if (t.loc.at === 'KILLED' || t.loc.at === 'DISCARDED') continue; // lost: its owner's phone shows it (owed)
    return t;
  }
  return null;
}

/** Crew or gear, as a committed token's command says it (public with its place). */
export function committedCategory(p: Record<string, unknown>): TokenCategory {
  if (p.cat === 'CREW' || p.cat === 'GEAR') return p.cat;
  throw new RuleError('A face-down token says whether it is crew or gear.');
}

/**
 * A token made face down under a commitment (a purchase, or one taken in play): the kind's place
 * is public (crew or gear), the kind is not. `picked`: taken in play, free (R-21, B12.7).
 */
export function commitToken(d: RwState, p: Record<string, unknown>, ownerId: string, picked = false): string {
  if (!isCommit(p.commit)) throw new RuleError('The token’s commitment is not readable.');
  const cat = committedCategory(p);
  const id = p.tokenId;
  if (typeof id !== 'string' || !COMMITTED_ID.test(id)) throw new RuleError('The token’s id is not readable.');
  if (Object.hasOwn(d.tokens, id)) throw new RuleError('That token id is taken: try again.');
  d.nextTokenNo += 1;
  d.tokens[id] = {
    id,
    kind: null,
    commit: p.commit,
    cat,
    free: picked,
    ownerId,
    loc: { at: 'UNASSIGNED' },
    revealed: false,
    ...(picked ? { picked: true as const } : {}),
  };
  return id;
}

/** A token set again from the table (rw.resetToken): the same id, a new salt and commitment. */
function concealReset(s: RwState, command: Command, random: Uint8Array) {
  const p = record(command.payload);
  const id = typeof p.tokenId === 'string' && Object.hasOwn(s.tokens, p.tokenId) ? p.tokenId : null;
  if (!id || typeof p.kind !== 'string' || !TOKEN_KINDS.includes(p.kind as TokenKind)) return null;
  const salt = saltOf(random);
  const { kind, ...rest } = p;
  return {
    command: { ...command, payload: { ...rest, commit: commitOf(kind as string, id, salt) } },
    tokenId: id,
    opening: { kind: kind as string, salt, playerId: (s.tokens[id] as RwToken).ownerId },
  };
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** Road Wolf's answers to the game layer's seal (rules/system.ts SystemSecrets). */
export const RW_SECRETS: SystemSecrets<RwState> = {
  conceal(s, command, _setup, random) {
    if (command.type === 'rw.resetToken') return concealReset(s, command, random);
    const p = record(command.payload);
    if (p.commit !== undefined) return null;
    // A purchase names its kind in `kind`; a token taken from the Supplies in `take`.
    const field = command.type === 'rw.buyToken' ? 'kind' : command.type === 'rw.supplies' ? 'take' : null;
    const kind = field ? p[field] : undefined;
    if (!field || typeof kind !== 'string' || !TOKEN_KINDS.includes(kind as TokenKind)) return null;
    const owner = field === 'kind' ? p.playerId : s.vehicles[String(p.carId)]?.controllerId;
    if (typeof owner !== 'string') return null;
    if (random.length < 20) throw new Error('Concealing a token needs 20 random bytes.');
    const salt = saltOf(random);
    const tokenId = `h${hex(random.subarray(16, 20))}`;
    const { [field]: _kind, ...rest } = p;
    const hidden = { tokenId, cat: tokenCategory(kind as TokenKind), commit: commitOf(kind, tokenId, salt) };
    return {
      command: { ...command, payload: { ...rest, ...(field === 'take' ? { take: 'TOKEN' } : {}), ...hidden } },
      tokenId,
      opening: { kind, salt, playerId: owner },
    };
  },

  fits(s, tokenId, o) {
    const t = Object.hasOwn(s.tokens, tokenId) ? s.tokens[tokenId] : undefined;
    return !!t?.commit && openingProblem(s, t, o) === null;
  },

  withHeld(s, held) {
    const fill = Object.values(s.tokens).filter((t) => t.kind === null && t.commit && held[t.id]);
    if (!fill.length) return s;
    return produce(s, (d) => {
      for (const t of fill) {
        const o = held[t.id] as HeldOpening;
        // A held opening that does not fit its token is not shown: the reducer would refuse it too.
        if (openingProblem(s, t, o) === null) (d.tokens[t.id] as RwToken).kind = o.kind as TokenKind;
      }
    });
  },

  shown(before, after) {
    const out: string[] = [];
    for (const t of Object.values(before.tokens)) {
      if (!t.commit) continue;
      const a = after.tokens[t.id];
      const lost = a && (a.loc.at === 'KILLED' || a.loc.at === 'DISCARDED') && a.loc.at !== t.loc.at;
      // A token sold back in force building (gone) was never in play: its kind stays on the phone.
      if (a && ((a.revealed && !t.revealed) || lost)) out.push(t.id);
    }
    return out;
  },

  unopened(s) {
    return Object.values(s.tokens)
      .filter((t) => t.commit && t.kind === null)
      .map((t) => t.id);
  },

  owed(s, held) {
    if (s.phase === 'FORCE_BUILDING') return null;
    const ids = Object.values(s.tokens)
      .filter(
        (t) =>
          t.commit &&
          t.kind === null &&
          held[t.id] &&
          (t.revealed || s.phase === 'ENDED' || t.loc.at === 'KILLED' || t.loc.at === 'DISCARDED'),
      )
      .map((t) => t.id);
    // One player's at a time, so each log row names whose tokens are shown.
    const owner = ids[0] === undefined ? null : s.tokens[ids[0]]?.ownerId;
    if (!owner) return null;
    const mine = ids.filter((id) => s.tokens[id]?.ownerId === owner);
    return { type: 'rw.reveal', payload: { tokenIds: mine, open: pickOpenings(held, mine), owed: true }, at: 0 };
  },
};
