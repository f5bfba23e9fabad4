import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { threwDice } from '../../../src/game/journal-rolls';
import type { Command } from '../../../src/rules/core/model';

// Issue 41: "Rolls in this game" lists the game's rolls. Every system's fixture is a played game:
// the steps that threw dice are found, and no step that threw none.
const dir = new URL('../../fixtures/', import.meta.url);
const types = (rolled: boolean) => {
  const out = new Set<string>();
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
    const raw = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { journal: { command?: Command }[] };
    for (const e of raw.journal) if (e.command && threwDice(e.command) === rolled) out.add(e.command.type);
  }
  return [...out].sort();
};

describe('the game steps that threw dice (issue 41)', () => {
  it('every guided roll of every system is found in its fixture', () => {
    expect(types(true)).toEqual(
      [
        'dice.roll',
        'cc.activate',
        'cc.attack',
        'cc.rough',
        'cc.moveEnd',
        'cc.downShift',
        'cc.mine',
        'cs.next',
        'cs.move',
        'dw.rollUpgrades',
        'dw.rollStats',
        'dw.rollTraits',
        'dw.deploy',
        'dw.initiative',
        'dw.shoot',
        'dw.ram',
        'dw.manoeuvre',
        'dw.shock',
        'dw.destroyed',
        'rw.initiative',
        'rw.enemyAttack',
        'rw.shoot',
        'rw.wipeout',
        'rw.ram',
        'rw.melee',
        'rw.repair',
        'wlf.placementOrder',
        'wlf.firstDriver',
        'wlf.check',
        'wlf.fire',
        'wlf.collision',
      ].sort(),
    );
  });

  it('no step without dice is taken for a roll (setup values, moves, tokens, turns, notes)', () => {
    const none = types(false);
    for (const t of ['cc.startST', 'cc.allocate', 'cs.track', 'cs.max', 'rw.layRoad', 'wlf.place', 'wlf.setSpeed'])
      expect(none).toContain(t);
    expect(threwDice({ type: 'car.note', payload: { carId: 'a', text: 'roll 6' }, at: 1 })).toBe(false);
    expect(threwDice({ type: 'cs.track', payload: { carId: 'a', tracker: 'hull', to: 3, by: -1 }, at: 1 })).toBe(false);
    expect(threwDice({ type: 'x', payload: { road: 'card-3', dice: [] }, at: 1 })).toBe(false);
  });
});
