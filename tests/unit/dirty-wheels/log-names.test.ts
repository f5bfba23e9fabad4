// Log lines name scenery by the name the players gave it, not its id: a log line sees only the
// command and the setup, so a command that mentions a scenery piece carries its name (withNames).
import { describe, expect, it } from 'vitest';
import { describeDw, reduceDw } from '../../../src/rules/dirty-wheels/commands';
import { withNames } from '../../../src/rules/dirty-wheels/handler';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { PROCEDURES } from '../../../src/rules/dirty-wheels/procedures';
import { apply, makeSetup, rosters } from './helpers';

const setup = makeSetup(2, 1);
const GUNNER = { rows: { initiative: 2, bravery: 2, aim: 2, skill: 1 }, traits: [] };

function withTower(): DwState {
  let s = rosters(setup, {});
  s = apply(
    s,
    'dw.addScenery',
    { name: 'Watchtower', controller: 'P1', profile: 'standard', weapons: ['machine_gun'], gunner: GUNNER },
    setup,
  );
  return apply(s, 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
}

describe('A7.1 / A7.12 log lines name scenery (issue 11 follow-up)', () => {
  it('A7.1: the initiative sheet\'s log line names the armed piece "Watchtower", not "s1"', () => {
    const s = withTower();
    expect(s.sceneryOrder).toEqual(['s1']);
    const r = PROCEDURES.initiative.resolve(s, { setup }, { 'roll.P1c1': [6], 'roll.P2c1': [3], 'roll.s1': [1] });
    if ('error' in r) throw new Error(r.error);
    expect(r.command.payload).toMatchObject({ names: { s1: 'Watchtower' } });
    const line = describeDw({ ...r.command, at: 0 }, setup);
    expect(line).toContain('Watchtower 1');
    expect(line).not.toMatch(/\bs1\b/);
    // The reducer ignores the names: same state as the command without them.
    const { names: _n, ...bare } = r.command.payload as Record<string, unknown>;
    expect(reduceDw(s, { ...r.command, at: 0 }, setup)).toEqual(
      reduceDw(s, { type: 'dw.initiative', payload: bare, at: 0 }, setup),
    );
  });

  it('A7.12: activating it, shooting at it and a correction name the piece', () => {
    const s = withTower();
    const act = withNames(s, { type: 'dw.activate', payload: { entityId: 's1' } });
    expect(describeDw({ ...act, at: 0 }, setup)).toBe('Watchtower activates');
    const shot = withNames(s, { type: 'dw.shoot', payload: { targetId: 's1', fire: [{ weapon: 0, hit: true }] } });
    expect(describeDw({ ...shot, at: 0 }, setup)).toBe('Shoots at Watchtower: hit');
    const fix = withNames(s, { type: 'dw.adjust', payload: { entityId: 's1', damage: 1 } });
    expect(describeDw({ ...fix, at: 0 }, setup)).toBe('Watchtower corrected: damage 1');
    // A command naming only cars carries nothing extra.
    expect(withNames(s, { type: 'dw.activate', payload: { entityId: 'P1c1' } })).toEqual({
      type: 'dw.activate',
      payload: { entityId: 'P1c1' },
    });
  });

  it('saved games: a command recorded without names keeps its old log text', () => {
    expect(describeDw({ type: 'dw.activate', payload: { entityId: 's1' }, at: 0 }, setup)).toBe('Scenery activates');
    expect(
      describeDw({ type: 'dw.shoot', payload: { targetId: 's1', fire: [{ weapon: 0, hit: true }] }, at: 0 }, setup),
    ).toBe('Shoots at scenery: hit');
  });
});
