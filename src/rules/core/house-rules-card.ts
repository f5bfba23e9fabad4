import type { HouseRuleDef, ReferenceCard } from '../system';

/** The label of a house rule's default option ("Off", "6 inches"). */
const defaultLabel = (h: HouseRuleDef): string =>
  h.options.find((o) => o.value === h.default)?.label ?? String(h.default);

/**
 * A system's house rules as one reference card, laid out the same way in every system: a row per
 * switch with its spec id, its default and what it changes. They are the definitions the new-game
 * wizard offers, so the reference cannot say otherwise.
 */
export function houseRulesCard(id: string, rules: readonly HouseRuleDef[], specs?: string[]): ReferenceCard {
  return {
    id,
    title: 'House rules',
    variants: true,
    body: ['Chosen when the game is set up. Pitwall plays the default unless the table switches it.'],
    table: {
      caption: 'House rules',
      columns: ['Rule', 'Default', 'What it changes'],
      rows: rules.map((h) => [`${h.label} (${h.spec})`, defaultLabel(h), h.help]),
    },
    ...(specs ? { specs } : {}),
  };
}
