// Commit, then reveal (issue 32): a face-down token enters the shared journal as a salted hash of
// its kind; the kind and the salt stay on its owner's phone until a command opens it, and every
// phone checks the opening against the hash. SHA-256 from @noble/hashes: small, audited and
// synchronous, so the reducer stays a pure function.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { RuleError } from './model';

/** What the owner's phone keeps of one face-down token, and what a command carries to open it. */
export interface Opening {
  kind: string;
  /** 32 hex digits (128 random bits) from the owner's phone. */
  salt: string;
}

/** Openings by token id. */
export type Openings = Record<string, Opening>;

/** A held opening: whose token it is, so a phone can hand out or export only its own. */
export interface HeldOpening extends Opening {
  playerId: string;
}

export type HeldOpenings = Record<string, HeldOpening>;

const SALT = /^[0-9a-f]{32}$/;
const COMMIT = /^[0-9a-f]{64}$/;

/** SHA-256 of kind, token id and salt, as 64 hex digits. The separators keep the fields apart. */
export function commitOf(kind: string, tokenId: string, salt: string): string {
  return bytesToHex(sha256(utf8ToBytes(`pitwall-token\n${kind}\n${tokenId}\n${salt}`)));
}

export const isCommit = (x: unknown): x is string => typeof x === 'string' && COMMIT.test(x);

/** 16 random bytes as hex. The caller passes the bytes: the rules never draw randomness. */
export function saltOf(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new Error('A salt needs 16 random bytes.');
  return bytesToHex(bytes.subarray(0, 16));
}

/**
 * The openings a command carries (payload.open), checked for shape: every key a token id, every
 * value a kind from `kinds` and a well-formed salt. Throws a RuleError naming the bad one.
 */
export function openingsIn(payload: Record<string, unknown>, kinds: readonly string[]): Openings {
  const raw = payload.open;
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new RuleError('The shown tokens are not readable.');
  const out: Openings = {};
  for (const [id, o] of Object.entries(raw as Record<string, unknown>)) {
    const { kind, salt } = (o ?? {}) as Record<string, unknown>;
    if (typeof kind !== 'string' || !kinds.includes(kind) || typeof salt !== 'string' || !SALT.test(salt))
      throw new RuleError(`Token ${id} is shown without a readable kind and salt.`);
    out[id] = { kind, salt };
  }
  return out;
}

/** Does `o` open `commit` for `tokenId`? */
export const opens = (commit: string, tokenId: string, o: Opening): boolean =>
  commitOf(o.kind, tokenId, o.salt) === commit;

/** The openings of `held` for `ids` (those it holds). */
export function pickOpenings(held: Readonly<Record<string, Opening>>, ids: Iterable<string>): Openings {
  const out: Openings = {};
  for (const id of ids) {
    const o = held[id];
    if (o) out[id] = { kind: o.kind, salt: o.salt };
  }
  return out;
}
