import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import type { Answers, Outcome } from '../../../src/rules/core/procedure';
import { reduceRw } from '../../../src/rules/road-wolf/commands';
import type { RwState } from '../../../src/rules/road-wolf/model';
import {
  pickUpProcedure,
  type RwCommand,
  type RwProcedure,
  suppliesProcedure,
  takeoverProcedure,
  transferProcedure,
} from '../../../src/rules/road-wolf/procedures';
import { car, makeSetup, patch, tokenOf, toPlay } from './helpers';

function run(
  p: RwProcedure,
  s: RwState,
  setup: Setup,
  a: Answers,
  carId?: string,
): { out: Outcome<RwCommand>; next: RwState } {
  const r = p.resolve(s, { setup, ...(carId ? { carId } : {}) }, a);
  if ('error' in r) throw new Error(r.error);
  return { out: r, next: reduceRw(s, { ...r.command, at: 1 }, setup) };
}

const setup = makeSetup(2, 2);
// P1: a Buggy (Open) with a Brawler and a Shotgun, a Coupe; P2: a Convertible, a Roadster with a Molotov.
const base = () =>
  toPlay(
    setup,
    {
      P1c1: { type: 'buggy', tokens: [['BRAWLER'], ['SHOTGUN']] },
      P1c2: { type: 'coupe' },
      P2c1: { type: 'convertible' },
      P2c2: { type: 'roadster', tokens: [['MOLOTOV']] },
    },
    { points: 5 },
  );

/** P2c2 abandoned: its driver is gone. */
function abandoned(s: RwState): RwState {
  const v = car(s, 'P2c2');
  const driver = v.driverSeat!;
  return {
    ...patch(s, 'P2c2', { driverSeat: null, abandoned: true }),
    tokens: { ...s.tokens, [driver]: { ...s.tokens[driver]!, loc: { at: 'KILLED' } } },
  };
}

describe('table procedures: takeover, transfer, pick up, supplies', () => {
  it('B10.5 takeover from the card: the defaults board the last crew, the driver seat passes on [R-23]', () => {
    const s = abandoned(base());
    const ctx = { setup, carId: 'P1c1' };
    const qs = takeoverProcedure.ask(s, ctx, {});
    expect(qs.map((q) => q.id)).toEqual(['actor', 'target', 'crew', `gear.${tokenOf(s, 'P1c1', 'SHOTGUN')}`]);
    const { out, next } = run(takeoverProcedure, s, setup, { [`gear.${tokenOf(s, 'P1c1', 'SHOTGUN')}`]: true }, 'P1c1');
    expect(out.reasons).toContain('Player 1 now controls Car P2.2.');
    expect(car(next, 'P2c2')).toMatchObject({
      controllerId: 'P1',
      abandoned: false,
      driverSeat: tokenOf(s, 'P1c1', 'BRAWLER'),
    });
    expect(car(next, 'P2c2').gear).toContain(tokenOf(s, 'P1c1', 'SHOTGUN'));
    expect(next.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P2c2', why: 'TAKEOVER' });
  });

  it('takeover by the driver asks who takes the wheel of the vehicle left behind', () => {
    const s = abandoned(base());
    const driver = car(s, 'P1c1').driverSeat!;
    const qs = takeoverProcedure.ask(s, { setup, carId: 'P1c1' }, { crew: driver });
    expect(qs.map((q) => q.id)).toContain('newDriver');
    const { next } = run(takeoverProcedure, s, setup, { crew: driver }, 'P1c1');
    expect(car(next, 'P1c1').driverSeat).toBe(tokenOf(s, 'P1c1', 'BRAWLER'));
    expect(car(next, 'P2c2').driverSeat).toBe(driver);
  });

  it('R-34 transfer hands the picked tokens over; nothing picked is an error', () => {
    const s = base();
    const shotgun = tokenOf(s, 'P1c1', 'SHOTGUN');
    expect('error' in transferProcedure.resolve(s, { setup, carId: 'P1c1' }, {})).toBe(true);
    const { next } = run(transferProcedure, s, setup, { [`tok.${shotgun}`]: true }, 'P1c1');
    expect(car(next, 'P1c2').gear).toContain(shotgun);
    expect(car(next, 'P1c1').turn.actionsLeft).toBe(1);
  });

  it('R-22 pick up takes all the gear of the one source offered', () => {
    const s = abandoned(base());
    const { next } = run(pickUpProcedure, s, setup, {}, 'P1c1');
    const molotov = tokenOf(s, 'P2c2', 'MOLOTOV');
    expect(car(next, 'P1c1').gear).toContain(molotov);
    expect(next.tokens[molotov]!.ownerId).toBe('P1');
  });

  it('R-21 supplies: repair only when damaged, or take a token', () => {
    const s = base();
    const opts = (st: RwState) =>
      (suppliesProcedure.ask(st, { setup, carId: 'P1c1' }, {})[1] as { options: { value: string }[] }).options.map(
        (o) => o.value,
      );
    expect(opts(s)).not.toContain('REPAIR');
    expect(opts(patch(s, 'P1c1', { damage: 1 }))).toContain('REPAIR');
    const { next } = run(suppliesProcedure, s, setup, { take: 'MOLOTOV' }, 'P1c1');
    expect(next.tokens[car(next, 'P1c1').gear.at(-1)!]!.kind).toBe('MOLOTOV');
  });
});
