// Issue 10: one typed registration per system (src/systems/<id>.ts) behind the catalogue.

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type whiteLineFever from '../../../src/rules/white-line-fever';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { defineKit, isSystemAvailable, loadKit, loadSystem, SYSTEMS } from '../../../src/systems';
import { defineUi, loadSystemUi } from '../../../src/ui/systems';

const built = SYSTEMS.filter((s) => s.load);

describe('system registrations', () => {
  it('lists the three built systems and keeps the unbuilt ones as coming soon', () => {
    expect(built.map((s) => s.id)).toEqual([
      'white-line-fever',
      'road-wolf',
      'dirty-wheels',
      'car-cult-d20',
      'custom',
      'freeplay',
    ]);
    expect(SYSTEMS.filter((s) => !isSystemAvailable(s.id)).map((s) => s.name)).toEqual([]);
  });

  for (const s of built) {
    it(`${s.id}: its registration loads its own rules, a fixture of its own and a payload version of 1 + its steps`, async () => {
      const kit = await loadKit(s.id);
      const rules = await kit.rules();
      expect(rules.id).toBe(s.id);
      expect(rules.name).toBe(s.name);
      expect(await loadSystem(s.id)).toBe(rules); // one object, however often it is asked for
      expect(kit.payloadVersion).toBe(1 + kit.steps.length);
      const fixture = new URL(`../../fixtures/${kit.fixture}`, import.meta.url);
      expect(existsSync(fixture)).toBe(true);
      expect(JSON.parse(readFileSync(fixture, 'utf8')).system).toBe(s.id);
    });
  }

  it('White Line Fever, Road Wolf, Dirty Wheels and Car Cult D20 bring their own table; free play uses the generic cards', async () => {
    for (const id of ['white-line-fever', 'road-wolf', 'dirty-wheels', 'car-cult-d20']) {
      const ui = await loadSystemUi(id);
      expect(ui?.Table).toBeTypeOf('function');
      expect(ui?.Primary).toBeTypeOf('function');
    }
    expect(await loadSystemUi('freeplay')).toBeNull();
  });

  it('an unbuilt or unknown system fails with a sentence', async () => {
    await expect(loadKit('monster-trucks')).rejects.toThrow(
      'The rule system "monster-trucks" is not available in this version.',
    );
    await expect(loadSystem('monster-trucks')).rejects.toThrow(
      'The rule system "monster-trucks" is not available in this version.',
    );
  });

  it("a registration whose UI does not take its rules' state does not compile (npm run typecheck)", () => {
    const kit = defineKit<WlfState>({
      rules: () => import('../../../src/rules/white-line-fever').then((m) => m.default),
      fixture: 'white-line-fever-v1.json',
    });
    const mismatched = defineUi<typeof whiteLineFever>(
      // @ts-expect-error Road Wolf's table takes Road Wolf's state, not White Line Fever's
      () => import('../../../src/ui/systems/road-wolf').then((m) => m.ui),
    );
    expect(kit.payloadVersion).toBe(1); // nothing is loaded until asked
    expect(mismatched).toBeTypeOf('function');
  });
});
