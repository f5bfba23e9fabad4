// Issue 32: face-down tokens enter the shared journal as commitments; the kind stays on the
// owner's phone until a command opens it, and every phone checks the opening.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seal } from '../../../src/game/seal';
import { commitOf, type HeldOpenings, opens } from '../../../src/rules/core/commitment';
import { type Command, RuleError, type Setup } from '../../../src/rules/core/model';
import { roadWolf } from '../../../src/rules/road-wolf';
import { describeRw, reduceRw } from '../../../src/rules/road-wolf/commands';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { RW_SECRETS, shownUnopened } from '../../../src/rules/road-wolf/secrets';
import { publicView, unknownTokens } from '../../../src/rules/road-wolf/table-view';
import { type Cmd, Tape } from '../kit-helpers';
import { type Loadout, makeSetup, type Payload } from './helpers';
import { nextCommand } from './random-play';

/** Deterministic "random" bytes for the tests: 20 per call, never the same twice. */
function bytes(): () => Uint8Array {
  let n = 0;
  return () => {
    n += 1;
    return Uint8Array.from({ length: 20 }, (_, i) => (n * 31 + i * 7) % 256);
  };
}

/** A table whose every command goes through one phone's seal, as the app's dispatch does. */
class Phone {
  held: HeldOpenings = {};
  readonly journal: Command[] = [];
  private clock = 1_700_000_000_000;
  private readonly random = bytes();
  constructor(
    readonly setup: Setup,
    public s: RwState,
  ) {}
  /** What this phone shows: the shared state with the kinds it holds. */
  get view(): RwState {
    return RW_SECRETS.withHeld(this.s, this.held);
  }
  do(type: string, payload: Payload): Command {
    this.clock += 1;
    const sealed = seal(roadWolf, this.setup, this.s, this.held, { type, payload, at: this.clock }, this.random);
    if (sealed.kept) this.held = { ...this.held, [sealed.kept.tokenId]: sealed.kept.opening };
    this.s = reduceRw(this.s, sealed.command, this.setup);
    this.journal.push(sealed.command);
    return sealed.command;
  }
}

function built(setup: Setup, forces: Record<string, Loadout>, points = 6): Phone {
  const ph = new Phone(setup, initialState(setup));
  ph.do('rw.config', { pointsValue: points });
  for (const [carId, l] of Object.entries(forces)) {
    ph.do('rw.buy', { carId, typeId: l.type });
    const playerId = setup.cars.find((c) => c.id === carId)!.playerId;
    for (const [kind, where] of l.tokens ?? [])
      ph.do('rw.buyToken', { playerId, kind, carId, ...(where ? { place: where } : {}) });
  }
  return ph;
}

function toPlay(ph: Phone, first = 'P1'): Phone {
  ph.do('rw.lockForces', {});
  const pass: Record<string, number[]> = {};
  for (const id of ph.s.seatOrder) pass[id] = id === first ? [6, 6] : [1, 2];
  ph.do('rw.initiative', { passes: [pass], first });
  return ph;
}

const setup2 = makeSetup(2, 2);
const FORCES: Record<string, Loadout> = {
  P1c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT'], ['BRAWLER'], ['NITRO']] },
  P1c2: { type: 'street_bike', tokens: [['MOLOTOV']] },
  P2c1: { type: 'truck_4x4', tokens: [['GUNNER'], ['MECHANIC'], ['SPIKES']] },
  P2c2: { type: 'dirt_bike', tokens: [['AMBUSH']] },
};

describe('issue 32: commit, then reveal', () => {
  it('the commitment is SHA-256 of kind, token id and salt: any change gives another', () => {
    const salt = '0123456789abcdef0123456789abcdef';
    const c = commitOf('VETERAN', 'h00000001', salt);
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(commitOf('VETERAN', 'h00000001', salt)).toBe(c);
    expect(commitOf('DRIVER', 'h00000001', salt)).not.toBe(c);
    expect(commitOf('VETERAN', 'h00000002', salt)).not.toBe(c);
    expect(commitOf('VETERAN', 'h00000001', salt.replace('0', '1'))).not.toBe(c);
  });

  it('B4 / B3.4 a purchase enters the journal as a commitment: no kind in the command or the shared state', () => {
    const ph = built(setup2, FORCES);
    const buys = ph.journal.filter((c) => c.type === 'rw.buyToken');
    expect(buys).toHaveLength(8);
    for (const b of buys) {
      const p = b.payload as Payload;
      expect(p.kind).toBeUndefined();
      expect(p.commit).toMatch(/^[0-9a-f]{64}$/);
      expect(['CREW', 'GEAR']).toContain(p.cat);
      const t = ph.s.tokens[p.tokenId as string]!;
      expect(t).toMatchObject({ kind: null, commit: p.commit, cat: p.cat, revealed: false });
      // The phone that bought it holds the opening, and it opens the commitment.
      expect(opens(t.commit!, t.id, ph.held[t.id]!)).toBe(true);
    }
    const json = JSON.stringify(ph.journal);
    for (const k of ['VETERAN', 'BRAWLER', 'MOLOTOV', 'GUNNER', 'MECHANIC', 'SPIKES', 'AMBUSH'])
      expect(json).not.toContain(k);
    expect(describeRw(buys[0]!, setup2)).toBe('Player 1 buys a token for Car P1.1');
  });

  it('B4 the phone sees its kinds; a phone without the store sees the same table', () => {
    const ph = toPlay(built(setup2, FORCES));
    const seat = ph.s.vehicles.P1c1!.driverSeat!;
    expect(ph.s.tokens[seat]!.kind).toBeNull();
    expect(ph.view.tokens[seat]!.kind).toBe('VETERAN');
    expect(publicView(ph.view)).toEqual(publicView(ph.s));
  });

  it('R-2 a house-rule ban on plain Drivers is checked on the buying phone before the commitment', () => {
    const setup = makeSetup(2, 2, { forbidBoughtDrivers: true });
    const ph = built(setup, { P1c1: { type: 'coupe' } });
    expect(() => ph.do('rw.buyToken', { playerId: 'P1', kind: 'DRIVER', carId: 'P1c1', place: 'SEAT' })).toThrow(
      /Drivers are not for sale/,
    );
  });

  it('B3.4 crew or gear is public with the place: a committed crew token cannot be carried as gear', () => {
    const ph = built(setup2, { P1c1: { type: 'coupe' } });
    const go = () =>
      seal(
        roadWolf,
        setup2,
        ph.s,
        {},
        {
          type: 'rw.buyToken',
          payload: { playerId: 'P1', kind: 'GUNNER', carId: 'P1c1', place: 'GEAR' },
          at: 1,
        },
        bytes(),
      );
    expect(go).toThrow(/crew place must be one of SEAT, PASSENGER/);
  });

  it('R-12 a Veteran reroll carries the seat’s opening; every phone checks it and shows the Veteran', () => {
    const ph = toPlay(built(setup2, FORCES));
    const seat = ph.s.vehicles.P1c1!.driverSeat!;
    ph.do('rw.adjust', { carId: 'P1c1', damage: 1 });
    const c = ph.do('rw.repair', { carId: 'P1c1', free: false, dice: [1], diceReroll: { index: 0, newFace: 4 } });
    expect((c.payload as Payload).open).toEqual({ [seat]: { kind: 'VETERAN', salt: ph.held[seat]!.salt } });
    expect(ph.s.tokens[seat]).toMatchObject({ kind: 'VETERAN', revealed: true });
  });

  it('R-12 a reroll from a seat that is no Veteran is refused on the phone, and nothing is opened', () => {
    const ph = toPlay(built(setup2, { ...FORCES, P1c1: { type: 'convertible', tokens: [['BRAWLER', 'SEAT']] } }));
    expect(() =>
      ph.do('rw.repair', { carId: 'P1c1', free: false, dice: [1], diceReroll: { index: 0, newFace: 4 } }),
    ).toThrow(RuleError);
    expect(ph.journal.some((c) => (c.payload as Payload).open)).toBe(false);
  });

  it('R-12 a reroll for a seat whose kind is on another phone is refused with what to do: show it from that phone first', () => {
    const table = toPlay(built(setup2, FORCES), 'P2');
    const bo = new Phone(setup2, table.s);
    bo.held = Object.fromEntries(Object.entries(table.held).filter(([, o]) => o.playerId === 'P2'));
    expect(() =>
      bo.do('rw.shoot', {
        attackerId: 'P2c1',
        targetId: 'P1c1',
        weapon: 'BASIC',
        free: true,
        attack: [6],
        defence: [1],
        defenceReroll: { index: 0, newFace: 6 },
      }),
    ).toThrow(
      'The target: its driver is face down and only its owner’s phone can show a Veteran: show it from that phone first (hidden tokens, Show the table), then reroll [R-12].',
    );
  });

  it('B3.7 a Nitro move opens the Nitro it burns, no other token', () => {
    const ph = toPlay(built(setup2, FORCES));
    const nitro = Object.keys(ph.held).find((id) => ph.held[id]!.kind === 'NITRO')!;
    const c = ph.do('rw.move', { carId: 'P1c1', mode: 'NITRO', onRoad: true, tokenId: nitro });
    expect(Object.keys((c.payload as Payload).open as object)).toEqual([nitro]);
    expect(ph.s.tokens[nitro]!.kind).toBe('NITRO');
    const still = Object.values(ph.s.tokens).filter((t) => t.commit && t.kind === null);
    expect(still).toHaveLength(7);
  });

  it('R-21 a token taken from the Supplies enters the journal as a commitment too, crew or gear, free and face down', () => {
    const ph = toPlay(built(setup2, FORCES));
    const c = ph.do('rw.supplies', { carId: 'P1c1', take: 'GUNNER' });
    const p = c.payload as Payload;
    expect(p).toMatchObject({
      carId: 'P1c1',
      take: 'TOKEN',
      cat: 'CREW',
      commit: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(c)).not.toContain('GUNNER');
    const t = ph.s.tokens[p.tokenId as string]!;
    expect(t).toMatchObject({
      kind: null,
      free: true,
      picked: true,
      revealed: false,
      loc: { at: 'PASSENGER', carId: 'P1c1' },
    });
    expect(ph.held[t.id]).toMatchObject({ kind: 'GUNNER', playerId: 'P1' });
    expect(ph.view.tokens[t.id]!.kind).toBe('GUNNER');
  });

  it('a forged reveal (another kind with the same salt) is refused with the reason', () => {
    const ph = toPlay(built(setup2, FORCES));
    const seat = ph.s.vehicles.P1c1!.driverSeat!;
    const forged: Command = {
      type: 'rw.reveal',
      payload: { tokenIds: [seat], open: { [seat]: { kind: 'DRIVER', salt: ph.held[seat]!.salt } } },
      at: 5,
    };
    expect(() => reduceRw(ph.s, forged, setup2)).toThrow(
      'Player 1’s token does not open as a Driver: kind and salt do not match what was committed when it was bought.',
    );
    const honest = { ...forged, payload: { tokenIds: [seat], open: { [seat]: ph.held[seat] } } };
    expect(reduceRw(ph.s, honest, setup2).tokens[seat]).toMatchObject({ kind: 'VETERAN', revealed: true });
  });

  it('an opening of another shape, or of a token bought in the open to another kind, is refused', () => {
    const ph = toPlay(built(setup2, FORCES));
    const seat = ph.s.vehicles.P1c1!.driverSeat!;
    const bad = (open: unknown) =>
      reduceRw(ph.s, { type: 'rw.reveal', payload: { tokenIds: [seat], open }, at: 5 }, setup2);
    expect(() => bad({ [seat]: { kind: 'VETERAN', salt: 'xyz' } })).toThrow(/without a readable kind and salt/);
    expect(() => bad({ [seat]: { kind: 'PIRATE', salt: '0'.repeat(32) } })).toThrow(/without a readable kind and salt/);
    expect(() => bad([1, 2])).toThrow(/not readable/);
    expect(() => bad({ nope: { kind: 'VETERAN', salt: '0'.repeat(32) } })).toThrow(/no token nope/);
    const free = ph.s.vehicles.P2c1!.driverSeat!; // the free Driver, issued in the open at the lock
    expect(() =>
      reduceRw(
        ph.s,
        {
          type: 'rw.reveal',
          payload: { tokenIds: [free], open: { [free]: { kind: 'VETERAN', salt: '0'.repeat(32) } } },
          at: 5,
        },
        setup2,
      ),
    ).toThrow('Player 2’s token is a Driver, not a Veteran.');
  });

  it('R-24 a crew token lost to another phone’s shot is shown by its owner’s phone (owed), and the opening is checked', () => {
    const table = toPlay(built(setup2, FORCES), 'P2');
    const only = (pid: string) =>
      Object.fromEntries(Object.entries(table.held).filter(([, o]) => o.playerId === pid)) as HeldOpenings;
    const ann = only('P1');
    // Bo's phone: the shared journal and Bo's own kinds, none of Ann's.
    const bo = new Phone(setup2, table.s);
    bo.held = only('P2');
    const brawler = table.s.vehicles.P1c1!.passengers[0]!;
    const gunner = table.s.vehicles.P2c1!.passengers[0]!;
    const shot = bo.do('rw.shoot', {
      attackerId: 'P2c1',
      targetId: 'P1c1',
      weapon: 'BASIC',
      free: true,
      attack: [6],
      defence: [1],
      losses: [brawler],
    });
    // Bo's Gunner, used, is opened by Bo's phone; Ann's Brawler is lost face down: no phone here can show it.
    expect(Object.keys((shot.payload as Payload).open as object)).toEqual([gunner]);
    expect(bo.s.tokens[brawler]).toMatchObject({ kind: null, loc: { at: 'KILLED' } });
    expect(RW_SECRETS.owed(bo.s, bo.held)).toBeNull();
    const owed = RW_SECRETS.owed(bo.s, ann)!;
    expect(owed.payload).toMatchObject({
      tokenIds: [brawler],
      open: { [brawler]: { kind: 'BRAWLER', salt: ann[brawler]!.salt } },
    });
    const shown = reduceRw(bo.s, owed, setup2);
    expect(shown.tokens[brawler]).toMatchObject({ kind: 'BRAWLER', revealed: true });
    expect(describeRw(owed, setup2, bo.s)).toBe('Player 1 shows a token to the table: Brawler');
  });

  it('a lost phone loses only its kinds: the owner sets a token again from the table, under a new commitment (a correction)', () => {
    const table = toPlay(built(setup2, FORCES));
    const nitro = Object.keys(table.held).find((id) => table.held[id]!.kind === 'NITRO')!;
    // Ann's new phone: the shared journal, no store.
    const ann = new Phone(setup2, table.s);
    expect(unknownTokens(ann.view, 'P1').map((t) => t.cat)).toEqual(['CREW', 'CREW', 'GEAR', 'GEAR']);
    expect(() => ann.do('rw.resetToken', { tokenId: nitro, kind: 'VETERAN' })).toThrow('This token is gear.');
    const c = ann.do('rw.resetToken', { tokenId: nitro, kind: 'NITRO' });
    expect((c.payload as Payload).kind).toBeUndefined();
    expect(ann.s.tokens[nitro]).toMatchObject({ kind: null, commit: (c.payload as Payload).commit, revealed: false });
    expect(ann.s.tokens[nitro]!.commit).not.toBe(table.s.tokens[nitro]!.commit);
    expect(describeRw(c, setup2, table.s)).toBe('Player 1 resets a face-down token from the table (correction)');
    expect(unknownTokens(ann.view, 'P1')).toHaveLength(3);
    // The new opening works; the old phone's no longer does.
    const used = ann.do('rw.move', { carId: 'P1c1', mode: 'NITRO', onRoad: true, tokenId: nitro });
    expect(Object.keys((used.payload as Payload).open as object)).toEqual([nitro]);
    const stale: Command = {
      type: 'rw.reveal',
      payload: { tokenIds: [nitro], open: { [nitro]: table.held[nitro] } },
      at: 7,
    };
    expect(() => reduceRw(ann.s, stale, setup2)).toThrow(RuleError);
    // A token the table has seen keeps its kind.
    expect(() => ann.do('rw.resetToken', { tokenId: nitro, kind: 'NITRO' })).toThrow(/known already/);
  });

  it('B11 when the game ends every commitment is opened by its owner’s phone and checked', () => {
    const ph = toPlay(built(setup2, FORCES));
    ph.do('rw.endGame', { winnerSide: null });
    let rounds = 0;
    for (let owed = RW_SECRETS.owed(ph.s, ph.held); owed; owed = RW_SECRETS.owed(ph.s, ph.held)) {
      ph.do(owed.type, owed.payload as Payload);
      rounds += 1;
    }
    expect(rounds).toBe(2); // one per player, so each row names whose tokens they are
    const committed = Object.values(ph.s.tokens).filter((t) => t.commit);
    expect(committed).toHaveLength(8);
    for (const t of committed) expect(t.kind).toBe(ph.held[t.id]!.kind);
  });
});

describe('issue 39: a reveal is the owner’s act and carries its proof', () => {
  const SALT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  /** What a phone running changed code can put in the journal: a commitment of its choosing. */
  const forgedBuy = (ph: Phone, kind: string, cat: 'CREW' | 'GEAR', place: string, tokenId = 'h0000abcd') =>
    ph.do('rw.buyToken', {
      playerId: 'P1',
      carId: 'P1c1',
      place,
      cat,
      tokenId,
      commit: commitOf(kind, tokenId, SALT),
    });
  const revealOf = (ids: string[], open?: Record<string, unknown>): Command => ({
    type: 'rw.reveal',
    payload: { tokenIds: ids, ...(open ? { open } : {}) },
    at: 9,
  });

  it('B3.4 rw.reveal of a face-down token without its kind and salt is refused, as cs.reveal is', () => {
    const ph = toPlay(built(setup2, FORCES));
    const seat = ph.s.vehicles.P1c1!.driverSeat!;
    expect(() => reduceRw(ph.s, revealOf([seat]), setup2)).toThrow(
      'A face-down token is shown with its kind and salt: only its owner’s phone has them.',
    );
    expect(reduceRw(ph.s, revealOf([seat], { [seat]: ph.held[seat] }), setup2).tokens[seat]).toMatchObject({
      kind: 'VETERAN',
      revealed: true,
    });
  });

  it('B3.4 a guest’s own token first, then another player’s face-down tokens: refused, nothing turns face up', () => {
    const ph = toPlay(built(setup2, FORCES));
    const mine = ph.s.vehicles.P2c1!.passengers[0]!;
    const theirs = [ph.s.vehicles.P1c1!.driverSeat!, ph.s.vehicles.P1c1!.passengers[0]!];
    const open = { [mine]: ph.held[mine] };
    expect(() => reduceRw(ph.s, revealOf([mine, ...theirs], open), setup2)).toThrow(
      'Each player shows their own tokens: one player’s at a time.',
    );
    // Even one player's tokens without their openings are refused.
    expect(() => reduceRw(ph.s, revealOf(theirs), setup2)).toThrow(/only its owner’s phone has them/);
    expect(theirs.every((id) => !ph.s.tokens[id]!.revealed)).toBe(true);
  });

  it('B2.3 a token committed as crew (in a passenger seat) does not open as Spikes (gear)', () => {
    const ph = built(setup2, { ...FORCES, P1c1: { type: 'convertible' } });
    forgedBuy(ph, 'SPIKES', 'CREW', 'PASSENGER');
    toPlay(ph);
    const open = { h0000abcd: { kind: 'SPIKES', salt: SALT } };
    expect(ph.s.tokens.h0000abcd).toMatchObject({ cat: 'CREW', loc: { at: 'PASSENGER', carId: 'P1c1' } });
    expect(() => reduceRw(ph.s, revealOf(['h0000abcd'], open), setup2)).toThrow(
      'Player 1’s token was bought as crew: it cannot be a Spikes.',
    );
    // Nor does its owner's phone show it as Spikes.
    expect(RW_SECRETS.fits(ph.s, 'h0000abcd', { ...open.h0000abcd, playerId: 'P1' })).toBe(false);
    expect(RW_SECRETS.withHeld(ph.s, { h0000abcd: { ...open.h0000abcd, playerId: 'P1' } }).tokens.h0000abcd!.kind).toBe(
      null,
    );
  });

  it('R-2 a face-down Driver bought under "plain Drivers are not for sale" does not open', () => {
    const setup = makeSetup(2, 2, { forbidBoughtDrivers: true });
    const ph = built(setup, { ...FORCES, P1c1: { type: 'convertible' } });
    forgedBuy(ph, 'DRIVER', 'CREW', 'PASSENGER');
    toPlay(ph);
    const open = { h0000abcd: { kind: 'DRIVER', salt: SALT } };
    expect(() => reduceRw(ph.s, revealOf(['h0000abcd'], open), setup)).toThrow(
      'Player 1’s token cannot be a Driver: plain Drivers are not for sale [R-2].',
    );
    // Without the house rule the same opening is a Driver bought as extra crew.
    const free = built(setup2, { ...FORCES, P1c1: { type: 'convertible' } });
    forgedBuy(free, 'DRIVER', 'CREW', 'PASSENGER');
    toPlay(free);
    expect(reduceRw(free.s, revealOf(['h0000abcd'], open), setup2).tokens.h0000abcd).toMatchObject({
      kind: 'DRIVER',
      revealed: true,
    });
  });

  it('R-21 a Driver taken from the Supplies is free, not bought: it opens under the Driver ban', () => {
    const setup = makeSetup(2, 2, { forbidBoughtDrivers: true });
    const ph = toPlay(built(setup, FORCES));
    const c = ph.do('rw.supplies', { carId: 'P1c1', take: 'DRIVER' });
    const id = (c.payload as Payload).tokenId as string;
    const shown = reduceRw(ph.s, revealOf([id], { [id]: ph.held[id] }), setup);
    expect(shown.tokens[id]).toMatchObject({ kind: 'DRIVER', revealed: true });
  });

  it('a command that turns a face-down token face up in play without its opening is refused, whatever its type', () => {
    const ph = toPlay(built(setup2, FORCES));
    const seat = ph.s.vehicles.P1c1!.driverSeat!;
    const turned = { ...ph.s, tokens: { ...ph.s.tokens, [seat]: { ...ph.s.tokens[seat]!, revealed: true } } };
    expect(shownUnopened(ph.s, turned)?.id).toBe(seat);
    // Lost face down is not shown: its owner's phone shows it afterwards (owed).
    const killed = { ...turned.tokens[seat]!, loc: { at: 'KILLED' as const } };
    expect(shownUnopened(ph.s, { ...turned, tokens: { ...turned.tokens, [seat]: killed } })).toBeNull();
    expect(shownUnopened(ph.s, ph.s)).toBeNull();
  });
});

describe('issue 32 properties: random games on a phone that holds the kinds, replayed on one that does not', () => {
  const setup = makeSetup(3, 2);
  const FORCES3: Record<string, Loadout> = {
    P1c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT'], ['BRAWLER'], ['SHOTGUN']] },
    P1c2: { type: 'street_bike', tokens: [['MOLOTOV']] },
    P2c1: { type: 'truck_4x4', tokens: [['GUNNER'], ['MECHANIC'], ['SPIKES']] },
    P2c2: { type: 'dirt_bike', tokens: [['AMBUSH']] },
    P3c1: { type: 'big_rig', tokens: [['VETERAN', 'SEAT'], ['GUNNER'], ['MOLOTOV'], ['SHOTGUN'], ['BRAWLER']] },
  };
  const START = toPlay(built(setup, FORCES3, 5));
  const tapes = fc.array(fc.nat(1_000_000), { minLength: 50, maxLength: 600 });

  it('the result shown is the result applied; every opening matches its commitment; only opened kinds reach the shared state; the journal replays alone', () => {
    let opened = 0;
    let stayedHidden = 0;
    let steps = 0;
    fc.assert(
      fc.property(tapes, (nums) => {
        const tape = new Tape(nums);
        const ph = new Phone(setup, START.s);
        ph.held = START.held;
        const from = ph.journal.length;
        const openedIds = new Set<string>();
        for (let i = 0; i < 150 && ph.s.phase !== 'ENDED' && !tape.done; i++) {
          const known = ph.view;
          const cmd: Cmd = nextCommand(known, tape);
          let truth: RwState;
          try {
            truth = reduceRw(known, { ...cmd, at: i }, setup);
          } catch (e) {
            if (!(e instanceof RuleError)) throw e;
            expect(() => ph.do(cmd.type, cmd.payload)).toThrow(RuleError); // refused here too
            continue;
          }
          const before = ph.s;
          const frozen = JSON.stringify(before);
          const sent = ph.do(cmd.type, cmd.payload);
          steps += 1;
          // The result shown (the rules on what this phone knows) is the result applied (the shared state plus openings).
          expect(RW_SECRETS.withHeld(ph.s, ph.held)).toEqual(RW_SECRETS.withHeld(truth, ph.held));
          expect(JSON.stringify(before)).toBe(frozen); // neither the seal nor the reducer changed the state it was given
          for (const id of Object.keys(((sent.payload as Payload).open as object | undefined) ?? {})) {
            openedIds.add(id);
            opened += 1;
          }
          for (const t of Object.values(ph.s.tokens)) {
            if (!t.commit) continue;
            if (t.kind !== null) {
              expect(openedIds.has(t.id)).toBe(true); // only a command's opening puts a kind in the shared state
              expect(t.kind).toBe(ph.held[t.id]!.kind); // every reveal matches its commitment
            }
          }
        }
        stayedHidden += Object.values(ph.s.tokens).filter((t) => t.commit && t.kind === null).length;
        // A phone with no store replays the journal to the same shared state, and sees the same table.
        let replay = START.s;
        for (const c of ph.journal.slice(from)) replay = reduceRw(replay, c, setup);
        expect(replay).toEqual(ph.s);
        expect(publicView(replay)).toEqual(publicView(ph.view));
      }),
      { numRuns: 60 },
    );
    // Not vacuous: commands opened tokens, and tokens stayed face down to the end.
    expect(steps).toBeGreaterThan(1000);
    expect(opened).toBeGreaterThan(50);
    expect(stayedHidden).toBeGreaterThan(100);
  }, 60_000); // about 2 s alone; the whole suite on 2 busy cores has taken over 5
});
