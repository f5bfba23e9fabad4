import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduceWlf } from '../../../src/rules/white-line-fever/commands';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { carsOnTable, slotsUsed } from '../../../src/rules/white-line-fever/rules';
import type { Cmd } from '../kit-helpers';
import { playToPlay } from './helpers';
import { gameArb, play } from './random-play';

const RUNS = 200;

describe('A4 properties of random legal play (fast-check)', { timeout: 60_000 }, () => {
  it('A2/W-3 every placed car keeps its speed in 1..6', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, speeds, firstDriver, tape }) => {
        const { states } = play(playToPlay(setup, { speeds, firstDriver }), setup, tape);
        for (const s of states)
          for (const c of Object.values(s.cars))
            if (c.status !== 'UNPLACED') expect(c.speed >= 1 && c.speed <= 6 && Number.isInteger(c.speed)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('A3.3 destroyed and exploded cars never come back (terminal statuses)', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, speeds, firstDriver, tape }) => {
        const { states } = play(playToPlay(setup, { speeds, firstDriver }), setup, tape);
        const gone = new Map<string, string>();
        for (const s of states) {
          for (const [id, status] of gone) expect(s.cars[id]?.status).toBe(status);
          for (const c of Object.values(s.cars))
            if (c.status === 'DESTROYED' || c.status === 'EXPLODED') gone.set(c.id, c.status);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('W-13 the slots used in a round never exceed its budget; a completed round used exactly its budget', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, speeds, firstDriver, tape }) => {
        const { commands, states } = play(playToPlay(setup, { speeds, firstDriver }), setup, tape);
        states.forEach((s, i) => {
          const r = s.round;
          if (r && r.budget !== null) {
            expect(slotsUsed(r)).toBeLessThanOrEqual(r.budget);
            expect(r.budget).toBeGreaterThanOrEqual(1);
            expect(r.budget).toBeLessThanOrEqual(6);
          }
          if (commands[i]?.type === 'wlf.endRound' && r && !r.endReason) expect(slotsUsed(r)).toBe(r.budget);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('A4.3 / W-1 while PLAY the current driver has a car on the table (unless W-13 or a collision just removed it, ending the round); ENDED has a consistent result', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, speeds, firstDriver, tape }) => {
        const { states } = play(playToPlay(setup, { speeds, firstDriver }), setup, tape);
        for (const s of states) {
          if (s.phase === 'PLAY') {
            const driver = s.currentDriver as string;
            expect(s.round?.driverId).toBe(driver);
            if (carsOnTable(s, driver) === 0) {
              // only possible mid-round, after the driver's active car left the table; the round is over
              expect(s.round?.endReason).not.toBeNull();
              expect(s.cars[s.round!.carId!]?.status).not.toBe('ON_TABLE');
            }
            if (!s.round?.carId) expect(carsOnTable(s, driver)).toBeGreaterThan(0);
            expect(s.players.filter((p) => carsOnTable(s, p) > 0).length).toBeGreaterThanOrEqual(2);
          } else {
            expect(s.phase).toBe('ENDED');
            const alive = s.players.filter((p) => carsOnTable(s, p) > 0);
            if (s.result && 'winner' in s.result) expect(alive).toEqual([s.result.winner]);
            else expect(alive).toEqual([]);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('A4.7 / A4.8 at most one check and one shot per round', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, speeds, firstDriver, tape }) => {
        const { commands, states } = play(playToPlay(setup, { speeds, firstDriver }), setup, tape);
        let checks = 0;
        let shots = 0;
        commands.forEach((c, i) => {
          if (c.type === 'wlf.check') checks += 1;
          if (c.type === 'wlf.fire') shots += 1;
          expect(checks).toBeLessThanOrEqual(1);
          expect(shots).toBeLessThanOrEqual(1);
          if (c.type === 'wlf.check') expect(states[i]?.round?.fired).toBe(false);
          if (c.type === 'wlf.endRound') checks = shots = 0;
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('0.3 replaying the same commands gives the same state (the reducer is pure and deterministic)', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, speeds, firstDriver, tape }) => {
        const start = playToPlay(setup, { speeds, firstDriver });
        const frozen = JSON.stringify(start);
        const { commands, states } = play(start, setup, tape);
        const replayed = commands.reduce(
          (s, c, i) => reduceWlf(s, { ...c, at: i }, setup),
          playToPlay(setup, { speeds, firstDriver }),
        );
        expect(replayed).toEqual(states[states.length - 1]);
        expect(JSON.stringify(start)).toBe(frozen); // no command mutated an earlier state
        // and through a JSON round trip of the commands (as the journal stores them)
        const stored: Cmd[] = JSON.parse(JSON.stringify(commands));
        expect(stored.reduce((s, c, i) => reduceWlf(s, { ...c, at: i }, setup), start)).toEqual(replayed);
      }),
      { numRuns: RUNS },
    );
  });

  it('A4 the random games are not vacuous: they reach shots, explosions, failed checks, collisions, eliminations and ends', () => {
    const seen = {
      endRound: 0,
      fire: 0,
      explode: 0,
      failedCheck: 0,
      forced: 0,
      collision: 0,
      eliminated: 0,
      ended: 0,
      draw: 0,
      w13: 0,
    };
    for (const g of fc.sample(gameArb, { numRuns: RUNS, seed: 42 })) {
      const { commands, states } = play(
        playToPlay(g.setup, { speeds: g.speeds, firstDriver: g.firstDriver }),
        g.setup,
        g.tape,
      );
      commands.forEach((c, i) => {
        const after = states[i + 1] as WlfState;
        if (c.type === 'wlf.endRound') seen.endRound += 1;
        if (c.type === 'wlf.fire') seen.fire += 1;
        if (c.type === 'wlf.fire' && after.cars[c.payload.targetId as string]?.status === 'EXPLODED') seen.explode += 1;
        if (c.type === 'wlf.check' && after.round?.check?.pass === false) seen.failedCheck += 1;
        if (c.type === 'wlf.check' && after.round?.sequence.at(-1) === 'FORCED_STRAIGHT') seen.forced += 1;
        if (c.type === 'wlf.collision') seen.collision += 1;
        if (after.round?.endReason === 'ACTIVE_CAR_FLIPPED' || after.round?.endReason === 'ACTIVE_CAR_REMOVED')
          seen.w13 += 1;
      });
      const last = states[states.length - 1] as WlfState;
      if (last.players.some((p) => carsOnTable(last, p) === 0)) seen.eliminated += 1;
      if (last.phase === 'ENDED') seen.ended += 1;
      if (last.result && 'draw' in last.result) seen.draw += 1;
    }
    for (const [k, n] of Object.entries(seen)) if (k !== 'draw') expect(n, k).toBeGreaterThan(0);
  });
});
