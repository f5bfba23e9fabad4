import { describe, expect, it } from 'vitest';
import { actionProblem, type DwAction } from '../../../src/rules/dirty-wheels/actions';
import { activate, apply, duel, MG, refused } from './helpers';

const COMMAND: Record<DwAction, string> = {
  segment: 'dw.segment',
  manoeuvre: 'dw.manoeuvre',
  shoot: 'dw.shoot',
  speedDemon: 'dw.speedDemon',
  expEngine: 'dw.expEngine',
  coms: 'dw.coms',
  gunner: 'dw.gunner',
  pipeBombs: 'dw.pipeBombs',
  harpoon: 'dw.harpoon',
  mud: 'dw.mud',
  tetherPulled: 'dw.tetherPulled',
  stop: 'dw.stop',
  endActivation: 'dw.endActivation',
};

describe('A7.2 boundary options: one reason for the greyed button and the refusal', () => {
  it('an option the car lacks gives the reason, and the reducer refuses with the same words', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [MG] }, { type: 'racer' });
    const a = activate(s, setup, 'P1c1');
    const lacking: [DwAction, RegExp, Record<string, unknown>][] = [
      ['speedDemon', /Speed demon driver/, {}],
      ['expEngine', /no experimental engine/, { d3: 1, d6: 1 }],
      ['coms', /no coms booster/, { friendId: 'P2c1' }],
      ['gunner', /no gunner/, { targetId: 'P2c1', aimAt: 'tyres', roll: 4 }],
      ['pipeBombs', /no pipe bombs/, { targets: [] }],
      ['harpoon', /no harpoon/, { targetId: 'P2c1', roll: 4 }],
      ['tetherPulled', /not tethered/, {}],
    ];
    for (const [action, why, payload] of lacking) {
      expect(actionProblem(a, action)).toMatch(why);
      refused(a, COMMAND[action], payload, setup, why);
    }
    for (const action of ['segment', 'manoeuvre', 'shoot', 'mud', 'stop', 'endActivation'] as DwAction[])
      expect(actionProblem(a, action)).toBeNull();
    const stopped = apply(a, 'dw.stop', {}, setup);
    expect(actionProblem(stopped, 'segment')).toMatch(/movement has ended/);
    expect(actionProblem(stopped, 'stop')).toMatch(/already ended/);
    expect(actionProblem(stopped, 'shoot')).toBeNull(); // shooting stays allowed after the move [A7.2]
    expect(actionProblem(s, 'segment')).toMatch(/No car is activating/);
  });

  it('DW-A29: thick mud is not offered once the movement is over (0" left: nothing to lose)', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [MG] }, { type: 'racer' });
    const stopped = apply(activate(s, setup, 'P1c1'), 'dw.stop', {}, setup);
    expect(stopped.activation!.movementEnded).toBe(true);
    expect(actionProblem(stopped, 'mud')).toMatch(/movement has ended/);
    refused(stopped, 'dw.mud', {}, setup, /movement has ended/);
  });
});
