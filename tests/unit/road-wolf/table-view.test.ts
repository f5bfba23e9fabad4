// Issue 9: hidden tokens never reach the shared screen; the pending work and End turn say what
// stands in the way; a ram ends the move; Lock the forces and End turn know what is left.
import { describe, expect, it } from 'vitest';
import { availableActions, publicActions } from '../../../src/rules/road-wolf/actions';
import { TOKEN_KINDS, tokenRow } from '../../../src/rules/road-wolf/data';
import { unboughtTokens } from '../../../src/rules/road-wolf/forces';
import { describeRw, explainRw } from '../../../src/rules/road-wolf/index';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { PRIVATE_PROCEDURES, PROCEDURES, ramProcedure } from '../../../src/rules/road-wolf/procedures';
import { endTurnProblem, ramProblem, rerollOffered, vehiclesWithActions } from '../../../src/rules/road-wolf/rules';
import { hiddenTokens, publicView } from '../../../src/rules/road-wolf/table-view';
import { apply, buildForces, car, type Loadout, makeSetup, refused, TWIN_FORCES, tokenOf, toPlay } from './helpers';

const setup = makeSetup(2, 2);
const names = { player: (id: string) => id, car: (id: string) => `Car ${id}` };

/** Two forces that differ only in which face-down tokens were bought (same number per vehicle). */
const [A, B] = TWIN_FORCES;
const play = (f: Record<string, Loadout>) => toPlay(setup, f, { points: 6 });

describe('issue 9: the table view hides what was bought', () => {
  it('B3.4 actions, Ambush and reroll offers come from shown tokens only: the two forces look the same', () => {
    const a = play(A);
    const b = play(B);
    // The rules (true) view differs: Spikes, a Gunner shot and Shoot exist only in game A...
    expect(availableActions(a, 'P1c1')).toContain('SPIKES');
    expect(availableActions(b, 'P1c1')).not.toContain('SPIKES');
    expect(availableActions(a, 'P1c2')).toEqual(expect.arrayContaining(['SHOOT', 'GUNNER_SHOT']));
    // ...the table view does not.
    expect(publicActions(a, 'P1c1')).toEqual(publicActions(b, 'P1c1'));
    expect(publicActions(a, 'P1c1')).not.toContain('SPIKES');
    expect(publicActions(a, 'P1c2')).not.toContain('SHOOT');
    expect(publicView(a)).toEqual(publicView(b));
    expect(publicView(a).players.find((p) => p.id === 'P1')!.ambush).toBe(false);
    // Totals only: 4x4 3 face-down (seat + 2), Coupe 3 (free Driver + 2; the Street Nitro is known), bike 2.
    expect(publicView(a).vehicles.map((v) => v.hidden)).toEqual([3, 3, 2, 2]);
    expect(publicView(a).vehicles[1]!.known).toEqual([{ kind: 'NITRO', place: 'GEAR' }]);
  });

  it('B3.4 the views stay equal through moves, a ram, a wipeout, a skid and the next turn', () => {
    const steps: [string, Record<string, unknown>][] = [
      ['rw.move', { carId: 'P1c2', mode: 'MOVE' }],
      ['rw.moveEnd', { offRoad: false }],
      ['rw.move', { carId: 'P1c1', mode: 'MOVE' }],
      ['rw.ram', { defenderId: 'P2c1', attack: [5, 3, 1], defence: [5, 2, 2] }], // rammer wins on the second die: a wipeout
      ['rw.wipeout', { vehicle: [3, 1, 1], road: [4, 2], skid: 2 }],
      ['rw.moveEnd', { offRoad: false }],
      ['rw.moveEnd', { offRoad: false }],
      ['rw.endTurn', {}],
    ];
    let a = play(A);
    let b = play(B);
    for (const [type, payload] of steps) {
      a = apply(a, type, payload, setup);
      b = apply(b, type, payload, setup);
      expect(publicView(a), type).toEqual(publicView(b));
    }
    expect(a.phase).toBe('PLAYER_TURN');
    // P2's turn: game A holds Mechanic and Veteran, game B Spikes; the table sees neither.
    expect(publicActions(a, 'P2c1')).toEqual(publicActions(b, 'P2c1'));
  });

  it('R-12 a Veteran reroll is offered to any face-down seat; taking it shows the Veteran, and a plain Driver is refused', () => {
    const a = apply(play(A), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    const b = apply(play(B), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    for (const s of [a, b]) {
      expect(rerollOffered(s, car(s, 'P1c1'), 'ATTACK')).toBe(true);
      expect(rerollOffered(s, car(s, 'P2c1'), 'DEFENCE')).toBe(true);
      const q = ramProcedure.ask(s, { setup }, { other: 'P2c1', att: [5, 3, 1], def: [5, 2, 2] }).map((x) => x.id);
      expect(q).toEqual(['other', 'att', 'def', 'att.reroll', 'def.reroll']);
    }
    const ram = { defenderId: 'P2c1', attack: [5, 3, 1], attackReroll: { index: 1, newFace: 6 }, defence: [5, 2, 2] };
    const done = apply(a, 'rw.ram', ram, setup);
    expect(done.tokens[car(a, 'P1c1').driverSeat!]!.revealed).toBe(true);
    refused(b, 'rw.ram', ram, setup, /no Veteran reroll/);
    // Once the seat is known to hold a plain Driver, the offer stops (it reveals nothing more).
    const shown = apply(b, 'rw.reveal', { tokenIds: [car(b, 'P1c1').driverSeat] }, setup);
    expect(rerollOffered(shown, car(shown, 'P1c1'), 'ATTACK')).toBe(false);
  });

  it('B2.2 a Heavy vehicle is never offered a defence reroll, face-down seat or not', () => {
    const s = toPlay(
      setup,
      { P1c1: { type: 'big_rig', tokens: [['VETERAN', 'SEAT']] }, P2c1: { type: 'coupe' } },
      { points: 5 },
    );
    expect(rerollOffered(s, car(s, 'P1c1'), 'DEFENCE')).toBe(false);
    expect(rerollOffered(s, car(s, 'P1c1'), 'ATTACK')).toBe(true);
  });

  it('issue 9: the owner’s panel lists the face-down tokens and what each starts now', () => {
    const s = play(A);
    const mine = hiddenTokens(s, 'P1');
    const byKind = Object.fromEntries(mine.map((t) => [t.kind, t]));
    expect(byKind.SPIKES).toMatchObject({ carId: 'P1c1', place: 'GEAR', no: 1, use: 'SPIKES', problem: null });
    expect(byKind.AMBUSH).toMatchObject({ use: 'AMBUSH', problem: null });
    expect(byKind.GUNNER).toMatchObject({ carId: 'P1c2', place: 'PASSENGER', use: 'GUNNER_SHOT', problem: null });
    expect(byKind.VETERAN).toMatchObject({ place: 'SEAT', use: null });
    // The free Street Nitro is known to all, so it is on the card, not in the private panel.
    expect(mine.some((t) => t.kind === 'NITRO')).toBe(false);
    // Not P1's turn: P2's tokens are listed but nothing can be started.
    expect(hiddenTokens(s, 'P2').every((t) => t.use === null || t.problem !== null)).toBe(true);
    expect(
      hiddenTokens(s, 'P1', 'P1c2')
        .map((t) => t.kind)
        .sort(),
    ).toEqual(['DRIVER', 'GUNNER', 'SHOTGUN']);
  });

  it('issue 9: a Nitro tapped on the shared card uses the free Street Nitro, never a face-down bought one', () => {
    let s = play({ ...A, P1c2: { type: 'coupe', tokens: [['NITRO'], ['SHOTGUN']] } });
    const bought = car(s, 'P1c2').gear.find((id) => !s.tokens[id]!.free && s.tokens[id]!.kind === 'NITRO')!;
    s = apply(s, 'rw.move', { carId: 'P1c2', mode: 'NITRO', onRoad: true }, setup);
    expect(s.tokens[bought]!.loc).toMatchObject({ at: 'GEAR' });
    expect(s.tokens[bought]!.revealed).toBe(false);
  });

  it('B8.3 a second Gunner’s free shot shows the second Gunner', () => {
    let s = toPlay(
      setup,
      { P1c1: { type: 'truck_4x4', tokens: [['GUNNER'], ['GUNNER']] }, P2c1: { type: 'coupe' } },
      { points: 3 },
    );
    const shot = { attackerId: 'P1c1', targetId: 'P2c1', weapon: 'BASIC', free: true, attack: [1], defence: [6, 6] };
    s = apply(s, 'rw.shoot', shot, setup);
    expect(car(s, 'P1c1').passengers.filter((id) => s.tokens[id]!.revealed)).toHaveLength(1);
    s = apply(s, 'rw.shoot', shot, setup);
    expect(car(s, 'P1c1').passengers.filter((id) => s.tokens[id]!.revealed)).toHaveLength(2);
  });
});

describe('issue 9: what is pending, and what End turn and Lock the forces say', () => {
  it('B8.1 after a ram the move has stopped: Ram is no longer offered and a second ram is refused', () => {
    let s = apply(play(A), 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
    expect(ramProblem(s)).toBeNull();
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [4, 2], defence: [4, 2, 1] }, setup); // the defender wins on the third die, no overkill
    expect(s.pending).toEqual([{ kind: 'MOVE', carId: 'P1c2', mode: 'MOVE', clock: null, stopped: true }]);
    expect(ramProblem(s)).toMatch(/stopped at the contact/);
    refused(s, 'rw.ram', { defenderId: 'P2c2', attack: [6, 6], defence: [1] }, setup, /stopped at the contact/);
  });

  it('B8.1 a ram that destroys a bike lets the move go on, so a further ram is allowed', () => {
    let s = apply(play(A), 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c2', attack: [6, 6], defence: [1] }, setup);
    expect(car(s, 'P2c2').destroyed).toBe(true);
    expect(ramProblem(s)).toBeNull();
  });

  it('issue 9: End turn names the vehicle that owes a wipeout check or the end of its move', () => {
    let s = apply(play(A), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expect(endTurnProblem(s, names)).toBe('Car P1c1’s move must end first: tap “Move ends” at the top.');
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [5, 3, 1], defence: [5, 2, 2] }, setup);
    expect(endTurnProblem(s, names)).toBe('Car P2c1 must make a wipeout check first (at the top of the screen).');
    expect(endTurnProblem(play(A), names)).toBeNull();
  });

  it('issue 9: End turn lists the vehicles that still have actions', () => {
    let s = play(A);
    expect(vehiclesWithActions(s)).toEqual([
      { carId: 'P1c1', actionsLeft: 2 },
      { carId: 'P1c2', actionsLeft: 2 },
    ]);
    s = apply(apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup), 'rw.moveEnd', { offRoad: false }, setup);
    s = apply(apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup), 'rw.moveEnd', { offRoad: false }, setup);
    expect(vehiclesWithActions(s)).toEqual([{ carId: 'P1c2', actionsLeft: 2 }]);
  });

  it('R-2 Lock the forces knows who left tokens unbought (allowed, but worth saying)', () => {
    const s: RwState = buildForces(
      setup,
      { P1c1: { type: 'coupe', tokens: [['SHOTGUN']] }, P2c1: { type: 'coupe' } },
      { points: 4 },
    );
    expect(unboughtTokens(s)).toEqual([
      { playerId: 'P1', bought: 1, allowance: 2 },
      { playerId: 'P2', bought: 0, allowance: 2 },
    ]);
    expect(apply(s, 'rw.lockForces', {}, setup).phase).toBe('INITIATIVE');
    expect(tokenOf(apply(s, 'rw.lockForces', {}, setup), 'P1c1', 'SHOTGUN')).toBeTruthy();
  });
});

describe('issue 9 R-21: a token from the Supplies is picked where only its owner looks', () => {
  const kindWords = TOKEN_KINDS.flatMap((k) => [k, tokenRow(k).name]);
  const texts = (qs: { label: string; options?: { value: string; label: string }[] }[]) =>
    qs.flatMap((q) => [q.label, ...(q.options ?? []).flatMap((o) => [o.value, o.label])]);

  it('R-21 the table’s Supplies sheet names no token kind (repair only); the owner’s private sheet lists them', () => {
    const s = play(A);
    const table = PROCEDURES.supplies.ask(s, { setup, carId: 'P1c1' }, {}) as {
      label: string;
      options?: { value: string; label: string }[];
    }[];
    expect(texts(table).filter((t) => kindWords.some((w) => t.includes(w)))).toEqual([]);
    // Undamaged: the table sheet says where a token is picked instead of recording anything.
    expect(PROCEDURES.supplies.resolve(s, { setup, carId: 'P1c1' }, {})).toMatchObject({
      error: expect.stringMatching(/private panel/),
    });
    const hurt = { ...s, vehicles: { ...s.vehicles, P1c1: { ...car(s, 'P1c1'), damage: 1 } } };
    const r = PROCEDURES.supplies.resolve(hurt, { setup, carId: 'P1c1' }, {});
    expect(r).toMatchObject({ command: { type: 'rw.supplies', payload: { carId: 'P1c1', take: 'REPAIR' } } });
    const own = PRIVATE_PROCEDURES.supplies.ask(s, { setup, carId: 'P1c1' }, {}) as { options?: { value: string }[] }[];
    expect(own[1]!.options!.map((o) => o.value)).toEqual(expect.arrayContaining(['SHOTGUN', 'GUNNER', 'NITRO']));
  });

  it('R-21 a Nitro, a Gunner or a Shotgun taken from the Supplies look the same to the table: view, log line and log detail', () => {
    const before = play(A);
    const seen = (['NITRO', 'GUNNER', 'SHOTGUN'] as const).map((take) => {
      const c = { type: 'rw.supplies', payload: { carId: 'P1c1', take }, at: 1 };
      const after = apply(before, c.type, c.payload, setup);
      expect(after.tokens[`t${before.nextTokenNo}`]).toMatchObject({ kind: take, revealed: false });
      return { view: publicView(after), line: describeRw(c, setup), detail: explainRw(before, after, c, setup) };
    });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(seen[0]!.view.vehicles[0]!.hidden).toBe(publicView(before).vehicles[0]!.hidden + 1);
    expect(seen[0]!.line).toMatch(/to take a token/);
    expect(JSON.stringify([seen[0]!.line, seen[0]!.detail])).not.toMatch(/Nitro|Gunner|Shotgun|NITRO|GUNNER|SHOTGUN/);
  });
});

describe('issue 30: the count of face-down tokens aboard', () => {
  const view = (tokens: Loadout['tokens']) => {
    const s = toPlay(
      makeSetup(2, 1),
      { P1c1: { type: 'convertible', tokens }, P2c1: { type: 'convertible', tokens: [] } },
      { points: 5 },
    );
    return publicView(s).vehicles.find((v) => v.id === 'P1c1')!;
  };

  it('B3.4: three bought passengers show the same count whatever their kinds (free Driver included: 4)', () => {
    const counts = (['VETERAN', 'GUNNER', 'MECHANIC', 'BRAWLER'] as const).map(
      (k) => view([[k], ['BRAWLER'], ['SHOTGUN']]).hidden,
    );
    expect(counts).toEqual([4, 4, 4, 4]);
  });

  it('R-2: a Veteran in the driver’s seat replaces the free Driver, so the card holds one token fewer, as the physical card does', () => {
    // The seat is a placement the table sees (a token goes on the seat instead of the Driver),
    // not a kind: the count follows the tokens on the card, never which kinds they are.
    expect(view([['VETERAN', 'SEAT'], ['BRAWLER'], ['SHOTGUN']]).hidden).toBe(3);
    expect(view([['VETERAN', 'SEAT'], ['GUNNER'], ['MOLOTOV']]).hidden).toBe(3);
  });
});
