// What the table sees (issue 9, B3.4): the shared screen's view, from the public state only, and
// the face-down tokens a player may look at and use from their private panel.

import { actionProblem, publicActions } from './actions';
import { type ActionId, type TokenCategory, type TokenKind, tokenRow } from './data';
import type { RwState, RwToken, RwVehicle } from './model';
import {
  allVehicles,
  ambushProblem,
  ambushTokens,
  currentPlayer,
  isWreck,
  knownKind,
  rerollOffered,
  token,
  vehiclesOf,
} from './rules';

export type Place = 'SEAT' | 'PASSENGER' | 'GEAR' | 'RESERVE';

export interface HiddenToken {
  tokenId: string;
  kind: TokenKind;
  carId: string | null;
  place: Place;
  /** 1-based position among the vehicle's passengers or gear, as the owner's panel numbers them. */
  no: number;
  /** What using it starts, if anything: a vehicle action or the player's Ambush. */
  use: ActionId | 'AMBUSH' | null;
  /** Why that use is not possible now (null: go ahead). */
  problem: string | null;
}

const USE: Partial<Record<TokenKind, ActionId | 'AMBUSH'>> = {
  SHOTGUN: 'SHOOT',
  MOLOTOV: 'SHOOT',
  SPIKES: 'SPIKES',
  NITRO: 'NITRO',
  GUNNER: 'GUNNER_SHOT',
  MECHANIC: 'MECHANIC_REPAIR',
  AMBUSH: 'AMBUSH',
};

function tokenUse(
  s: RwState,
  t: RwToken,
  carId: string | null,
  place: Place,
  playerId: string,
  kind: TokenKind,
): Pick<HiddenToken, 'use' | 'problem'> {
  let use = USE[kind] ?? null;
  // Gunners and Mechanics work only as passengers (B2.3).
  if ((use === 'GUNNER_SHOT' || use === 'MECHANIC_REPAIR') && place !== 'PASSENGER') use = null;
  if (!use) return { use: null, problem: null };
  if (use === 'AMBUSH')
    return {
      use,
      problem:
        ambushProblem(s, playerId) ??
        (ambushTokens(s, playerId).includes(t.id) ? null : 'This Ambush cannot be sprung now.'),
    };
  if (!carId) return { use: null, problem: null };
  const v = s.vehicles[carId] as RwVehicle;
  if (kind === 'SHOTGUN' && v.turn.shotgunsFired.includes(t.id))
    return { use, problem: 'This Shotgun has fired this turn.' };
  return { use, problem: actionProblem(s, carId, use) };
}

interface Placed {
  t: RwToken;
  carId: string | null;
  place: Place;
  /** 1-based position among the vehicle's passengers or gear (or the face-down reserve), as the owner's panel numbers them. */
  no: number;
}

/** Every token aboard the vehicles `playerId` controls (seat, passengers, gear), then their face-down reserve. */
function placedTokens(s: RwState, playerId: string, carId?: string): Placed[] {
  const out: Placed[] = [];
  const at = (id: string, vid: string | null, place: Place, no: number) => {
    const t = s.tokens[id];
    if (t) out.push({ t, carId: vid, place, no });
  };
  for (const v of vehiclesOf(s, playerId)) {
    if (carId !== undefined && v.id !== carId) continue;
    if (v.driverSeat) at(v.driverSeat, v.id, 'SEAT', 1);
    for (const [i, id] of v.passengers.entries()) at(id, v.id, 'PASSENGER', i + 1);
    for (const [i, id] of v.gear.entries()) at(id, v.id, 'GEAR', i + 1);
  }
  if (carId === undefined) {
    const reserve = Object.values(s.tokens).filter(
      (t) => !t.revealed && t.loc.at === 'RESERVE' && t.loc.playerId === playerId,
    );
    for (const [i, t] of reserve.entries()) at(t.id, null, 'RESERVE', i + 1);
  }
  return out;
}

/** The face-down tokens `playerId` may look at: aboard the vehicles they control, and their reserve. */
export function hiddenTokens(s: RwState, playerId: string, carId?: string): HiddenToken[] {
  const out: HiddenToken[] = [];
  for (const { t, carId: vid, place, no } of placedTokens(s, playerId, carId)) {
    if (knownKind(s, t.id) !== null) continue; // shown on the card already
    // Issue 32: a kind this phone does not hold (another player's token after a takeover) stays on its owner's phone.
    if (t.kind === null) continue;
    out.push({ tokenId: t.id, kind: t.kind, carId: vid, place, no, ...tokenUse(s, t, vid, place, playerId, t.kind) });
  }
  return out;
}

/** A face-down token of a player's whose kind this phone does not hold (issue 32). */
export interface UnknownToken {
  tokenId: string;
  carId: string | null;
  place: Place;
  no: number;
  cat: TokenCategory;
}

/**
 * Issue 32: `playerId`'s own face-down tokens whose kinds this state does not hold: the phone that
 * held them was lost or wiped. The owner sets each again from the physical token (rw.resetToken).
 */
export function unknownTokens(s: RwState, playerId: string, carId?: string): UnknownToken[] {
  return placedTokens(s, playerId, carId)
    .filter(({ t }) => t.kind === null && !!t.commit && !t.revealed && t.ownerId === playerId)
    .map(({ t, carId: vid, place, no }) => ({ tokenId: t.id, carId: vid, place, no, cat: t.cat ?? 'GEAR' }));
}

/** Where a shown token sits, as its label adds it ("Veteran (driver)"); none when the name says it: a Driver in the driver's seat is "Driver". */
export function placeNote(kind: TokenKind, where: string): string | undefined {
  return tokenRow(kind).name.toLowerCase() === where ? undefined : where;
}

/** How the shared screen names a token: its kind when known, else where it sits ("passenger 2"). */
export function tokenPublicLabel(s: RwState, v: RwVehicle, tokenId: string): string {
  const k = knownKind(s, tokenId);
  const where =
    v.driverSeat === tokenId
      ? 'driver'
      : v.passengers.includes(tokenId)
        ? `passenger ${v.passengers.indexOf(tokenId) + 1}`
        : `gear ${v.gear.indexOf(tokenId) + 1}`;
  if (!k) return `Hidden token (${where})`;
  const note = placeNote(k, where);
  return note ? `${tokenRow(k).name} (${note})` : tokenRow(k).name;
}

export interface PublicVehicle {
  id: string;
  typeId: string;
  controllerId: string;
  damage: number;
  destroyed: boolean;
  wreck: boolean;
  abandoned: boolean;
  immobilized: boolean;
  offBoard: string;
  actionsLeft: number;
  /** Revealed tokens (and the free Street Nitro), with where they sit. */
  known: { kind: TokenKind; place: 'SEAT' | 'PASSENGER' | 'GEAR' }[];
  /** Face-down tokens aboard: the number the table sees, never their kinds or crew/gear split. */
  hidden: number;
  actions: ActionId[];
  reroll: { attack: boolean; defence: boolean };
}

export interface PublicView {
  phase: RwState['phase'];
  gameTurn: number;
  player: string | null;
  pending: RwState['pending'];
  freeMeleeFor: string | null;
  result: RwState['result'];
  vehicles: PublicVehicle[];
  players: { id: string; reserve: TokenKind[]; lost: TokenKind[]; ambush: boolean }[];
}

/**
 * Issue 9: everything the shared table screen may show, and nothing else. Two states that differ
 * only in which face-down tokens were bought give the same view (tested as a property).
 */
export function publicView(s: RwState): PublicView {
  const player = currentPlayer(s);
  return {
    phase: s.phase,
    gameTurn: s.gameTurn,
    player,
    pending: s.pending.map((p) => ({ ...p })),
    freeMeleeFor: s.freeMeleeFor,
    result: s.result,
    vehicles: allVehicles(s).map((v) => {
      const aboard: [string, 'SEAT' | 'PASSENGER' | 'GEAR'][] = [
        ...(v.driverSeat ? [[v.driverSeat, 'SEAT'] as [string, 'SEAT']] : []),
        ...v.passengers.map((id): [string, 'PASSENGER'] => [id, 'PASSENGER']),
        ...v.gear.map((id): [string, 'GEAR'] => [id, 'GEAR']),
      ];
      const known = aboard.flatMap(([id, place]) => {
        const k = knownKind(s, id);
        return k ? [{ kind: k, place }] : [];
      });
      return {
        id: v.id,
        typeId: v.typeId,
        controllerId: v.controllerId,
        damage: v.damage,
        destroyed: v.destroyed,
        wreck: isWreck(s, v),
        abandoned: v.abandoned,
        immobilized: v.immobilized,
        offBoard: v.offBoard,
        actionsLeft: v.turn.actionsLeft,
        known,
        hidden: aboard.length - known.length,
        actions: publicActions(s, v.id),
        reroll: { attack: rerollOffered(s, v, 'ATTACK'), defence: rerollOffered(s, v, 'DEFENCE') },
      };
    }),
    players: s.seatOrder.map((id) => {
      const mine = Object.values(s.tokens).filter((t) => t.ownerId === id && knownKind(s, t.id) !== null);
      return {
        id,
        reserve: mine.filter((t) => t.loc.at === 'RESERVE').map((t) => t.kind as TokenKind),
        lost: mine.filter((t) => t.loc.at === 'DISCARDED' || t.loc.at === 'KILLED').map((t) => t.kind as TokenKind),
        ambush: player === id && ambushProblem(s, id, 'TABLE') === null,
      };
    }),
  };
}

/**
 * B3.4: what a player may see of a token. Unrevealed tokens show only to their owner and to the
 * controller of the vehicle carrying them; everyone else sees 'HIDDEN'.
 */
export function visibleKind(s: RwState, tokenId: string, viewerId: string): TokenKind | 'HIDDEN' | null {
  const tok = token(s, tokenId);
  if (!tok) return null;
  if (tok.revealed || tok.ownerId === viewerId) return tok.kind;
  const loc = tok.loc;
  const carrier = loc.at === 'SEAT' || loc.at === 'PASSENGER' || loc.at === 'GEAR' ? s.vehicles[loc.carId] : undefined;
  return carrier?.controllerId === viewerId ? tok.kind : 'HIDDEN';
}
