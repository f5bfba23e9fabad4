import { describe, expect, it } from 'vitest';
import carCult from '../../../src/rules/car-cult-d20';
import dirtyWheels from '../../../src/rules/dirty-wheels';
import roadWolf from '../../../src/rules/road-wolf';
import whiteLineFever from '../../../src/rules/white-line-fever';

// W-4, R-32, A8, CC-A09…: a system's house rules are one reference card, the same table in every
// system, built from the definitions the new-game wizard offers.
describe('house rules in the reference', () => {
  for (const system of [whiteLineFever, roadWolf, dirtyWheels, carCult]) {
    it(`${system.name}: one row per switch, with its spec id and the default the wizard picks`, () => {
      const defs = system.houseRules ?? [];
      expect(defs.length).toBeGreaterThan(0);
      const cards = (system.reference ?? []).filter((c) => c.title === 'House rules');
      expect(cards).toHaveLength(1);
      const table = cards[0]!.table!;
      expect(table.columns).toEqual(['Rule', 'Default', 'What it changes']);
      expect(table.rows).toHaveLength(defs.length);
      defs.forEach((d, i) => {
        const picked = d.options.find((o) => o.value === d.default);
        expect(picked).toBeDefined();
        expect(table.rows[i]).toEqual([`${d.label} (${d.spec})`, picked!.label, d.help]);
      });
    });
  }
});
