// Issue 13: choosing a mission (B12) and the catalogue every screen reads; the common terms of
// R-36 and the draw when both sides' conditions hold at once.
import { describe, expect, it } from 'vitest';
import { missionOf } from '../../../src/rules/road-wolf/mission';
import {
  MISSION_CATALOGUE,
  missionInfo,
  missionProblem,
  scoreboard,
  sideRoles,
} from '../../../src/rules/road-wolf/missions';
import { decide } from '../../../src/rules/road-wolf/missions/common';
import { LAST_SIDE_STANDING } from '../../../src/rules/road-wolf/missions/last-side-standing';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { apply, buildForces, makeSetup, refused, toPlay } from './helpers';

const setup = makeSetup(2, 2);

describe('B12 mission catalogue', () => {
  it('B12 lists all ten missions with a story, setup, special rules and goal', () => {
    expect(MISSION_CATALOGUE.map((m) => m.id).sort()).toEqual(
      [
        'BREAKOUT',
        'CHASE',
        'DERAILED',
        'GAUNTLET',
        'HIJACKERS',
        'INTERCEPTOR',
        'MONSTERS',
        'PRESIDENT',
        'TWO_WHEEL_TERROR',
        'WAGES_OF_FEAR',
      ].sort(),
    );
    for (const m of MISSION_CATALOGUE) {
      expect(m.story.length, m.id).toBeGreaterThan(10);
      expect(m.setup.length, m.id).toBeGreaterThan(0);
      expect(m.special.length, m.id).toBeGreaterThan(0);
      expect(m.goal.length, m.id).toBeGreaterThan(0);
      expect(m.spec).toMatch(/^B12\.\d+$/);
    }
  });

  it('B12.1 B12.7 B12.9 exactly the scoring missions show a scoreboard', () => {
    expect(
      MISSION_CATALOGUE.filter((m) => m.scores)
        .map((m) => m.id)
        .sort(),
    ).toEqual(['CHASE', 'GAUNTLET', 'INTERCEPTOR']);
  });
});

describe('rw.mission: chosen while the forces are built', () => {
  it('B12 names the mission and re-splits the budgets by role (B12.2: Convoy 10, Attackers 12)', () => {
    let s = apply(initialState(setup), 'rw.config', { pointsValue: 6 }, setup);
    s = apply(s, 'rw.mission', { missionId: 'BREAKOUT' }, setup);
    expect(s.mission).toBe('BREAKOUT');
    expect(missionInfo(s)?.name).toBe('Breakout');
    expect(s.budgets).toEqual({ P1: 10, P2: 12 });
    expect(sideRoles(s)).toEqual([
      { sideId: 'P1', role: 'CONVOY', name: 'Convoy', budget: 10 },
      { sideId: 'P2', role: 'ATTACKERS', name: 'Attackers', budget: 12 },
    ]);
  });

  it('B12 the table may name which side plays which role; rw.config afterwards keeps the mission budgets', () => {
    let s = apply(
      initialState(setup),
      'rw.mission',
      { missionId: 'BREAKOUT', roles: { CONVOY: 'P2', ATTACKERS: 'P1' } },
      setup,
    );
    expect(s.budgets).toEqual({ P1: 12, P2: 10 });
    s = apply(s, 'rw.config', { pointsValue: 3 }, setup);
    expect(s.budgets).toEqual({ P1: 12, P2: 10 });
    refused(s, 'rw.mission', { missionId: 'BREAKOUT', roles: { CONVOY: 'P2', ATTACKERS: 'P2' } }, setup, /one role/);
  });

  it('B12 back to no mission: last side standing, budgets the points value', () => {
    let s = apply(initialState(setup), 'rw.mission', { missionId: 'BREAKOUT' }, setup);
    s = apply(s, 'rw.mission', { missionId: null }, setup);
    expect(s.mission).toBeNull();
    expect(missionOf(s)).toBe(LAST_SIDE_STANDING);
    expect(s.budgets).toEqual({ P1: 4, P2: 4 });
  });

  it('B12 refused once the forces are locked, and for a mission not built yet, with the reason', () => {
    const s = toPlay(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } });
    expect(missionProblem(s, 'BREAKOUT')).toMatch(/while the forces are built/);
    refused(s, 'rw.mission', { missionId: 'BREAKOUT' }, setup, /while the forces are built/);
    refused(initialState(setup), 'rw.mission', { missionId: 'NOPE' }, setup);
    const unbuilt = MISSION_CATALOGUE.find((m) => !m.built);
    if (unbuilt) expect(missionProblem(initialState(setup), unbuilt.id)).toMatch(/not built yet/);
  });

  it('B12 a two-side mission refuses the lock without two sides', () => {
    const three = makeSetup(3, 1);
    let s = apply(initialState(three), 'rw.mission', { missionId: 'INTERCEPTOR' }, three);
    s = buildForces(three, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' }, P3c1: { type: 'coupe' } });
    s = apply(s, 'rw.mission', { missionId: 'INTERCEPTOR' }, three);
    refused(s, 'rw.lockForces', {}, three, /2 sides/);
  });

  it('B12 no mission, no scoreboard', () => {
    expect(scoreboard(initialState(setup))).toBeNull();
  });
});

describe('R-36 common terms', () => {
  it('R-36 both sides’ conditions in one resolution: a draw; one side: its win', () => {
    expect(
      decide([
        { side: 'A', why: 'a' },
        { side: 'B', why: 'b' },
      ]),
    ).toMatchObject({ draw: true, by: 'MISSION' });
    expect(decide([{ side: 'A', why: 'a' }, false, null])).toEqual({ winnerSide: 'A', by: 'MISSION', why: 'a' });
    expect(decide([false, null])).toBeNull();
  });
});
