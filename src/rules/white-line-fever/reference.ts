// Quick-reference cards for White Line Fever, in Pitwall's own words. The tables are built from
// data.ts, the same rows the rules read.
import { houseRulesCard } from '../core/house-rules-card';
import type { ReferenceCard } from '../system';
import {
  BOOTLEG_COST,
  BOOTLEG_MIN_SPEED,
  CONDITIONS,
  DEPLOYMENTS,
  FIRE_CHART,
  HOUSE_RULES,
  MANEUVERS,
  MINUTES_PER_CAR,
  MODIFIERS,
  MPH_PER_SPEED,
  OUTCOME_NAMES,
} from './data';

export const REFERENCE: readonly ReferenceCard[] = [
  {
    id: 'order',
    title: 'Order of play',
    specs: ['W-1', 'W-5', 'W-13'],
    body: [
      'Play goes clockwise. On your round you are the Driver: pick one of your cars and take it through four steps.',
      '1. Turn it back over if it is flipped; otherwise set its speed (up or down by at most 2, between 1 and 6).',
      '2. Pick a gear: forward, or reverse for this round only.',
      '3. Make exactly as many maneuvers as the speed shows. The count is fixed when the first maneuver starts.',
      '4. Fire once, at any point after your first maneuver (then keep driving).',
      'Then the next player clockwise who still has cars is the Driver. You are out when you have no cars left; the last player with cars wins. If the last cars all go at once, those players share a draw.',
    ],
  },
  {
    id: 'maneuvers',
    title: 'Maneuvers',
    specs: ['W-11', 'W-15', 'W-19'],
    body: [
      `Each point of speed is one maneuver (and ${MPH_PER_SPEED} mph on the dial). You must use them all: no skipping.`,
      'Your first maneuver is always a straight, and you never make two turns in a row.',
      `A bootleg counts as a turn and costs ${BOOTLEG_COST} maneuvers, so it needs speed ${BOOTLEG_MIN_SPEED} or more and forward gear.`,
      'In reverse, every straight is driven backwards; turns work as usual. Gear goes back to forward each round.',
    ],
    table: {
      caption: 'Maneuvers',
      columns: ['Maneuver', 'Costs', 'How'],
      rows: MANEUVERS.map((m) => [m.name, String(m.cost), m.howTo]),
    },
  },
  {
    id: 'control-check',
    title: 'Control check',
    specs: ['W-11', 'W-12', 'W-13'],
    body: [
      'Between the Driver’s maneuvers, any opponent may shout “Check!”: once per round in total, and never after the Driver has fired.',
      'The Driver rolls a D8. Equal to or above the car’s current speed passes. At speed 1 it passes without a roll.',
      'On a fail, the caller points the car any way they like and drives it one straight. That straight uses up the Driver’s next maneuver if any are left.',
      'Adrenaline: a Driver down to their last car, while outnumbered, cannot be checked at all.',
    ],
    table: {
      caption: 'Chance to pass',
      columns: ['Speed', 'Pass on', 'Chance'],
      rows: [1, 2, 3, 4, 5, 6].map((s) =>
        s === 1 ? ['1', 'automatic', '100%'] : [String(s), `${s}-8`, `${Math.round(((9 - s) / 8) * 100)}%`],
      ),
    },
  },
  {
    id: 'fire',
    title: 'Fire weapons',
    specs: ['W-7', 'W-8', 'W-9', 'W-18'],
    body: [
      'Pick a target in front of your car (the half circle ahead). Roll a D8.',
      'After seeing the die, set each modifier that applies to +1, −1 or leave it out. Then read the chart from the top: the first row that fits decides.',
      'Shooting your own cars is allowed, though rarely wise.',
    ],
    table: {
      caption: 'Fire chart (first match wins)',
      columns: ['Final roll', 'Result'],
      rows: FIRE_CHART.map((r) => [r.when, OUTCOME_NAMES[r.outcome]]),
    },
  },
  {
    id: 'modifiers',
    title: 'Fire modifiers',
    specs: ['W-8'],
    body: ['Each modifier that applies may add 1, take 1 away, or be left out, chosen after the roll.'],
    table: {
      caption: 'Modifiers',
      columns: ['Modifier', 'Applies when'],
      rows: MODIFIERS.map((m) => [m.name, m.when]),
    },
  },
  {
    id: 'conditions',
    title: 'Conditions',
    specs: ['W-3'],
    body: ['Speed never drops below 1; the rest of a loss is ignored. Losses add up: a spin then a flip costs 3.'],
    table: {
      caption: 'Conditions',
      columns: ['Condition', 'Effect', 'On the table'],
      rows: CONDITIONS.map((c) => [c.name, c.effect, c.onTable]),
    },
  },
  {
    id: 'explosion',
    title: 'Explosions',
    specs: ['W-10'],
    body: [
      'Every car within one template length (3") of the exploding car takes a blast roll: one plain D8 each, no modifiers, read on the fire chart.',
      'A blast roll tops out at 8, so blasts never set off another explosion. The shooter can be caught too.',
    ],
  },
  {
    id: 'collisions',
    title: 'Collisions',
    specs: ['W-2', 'W-14'],
    body: [
      'Car into car: every car involved spins out and the round ends at once. Each car then rolls a D8 (its owner rolls); the single lowest flips over. Only the tied lowest roll again.',
      'Car into an obstacle: the car spins out and flips over, and the round ends.',
    ],
  },
  {
    id: 'setup',
    title: 'Setting up',
    specs: ['W-2', 'W-6', 'W-16', 'W-17'],
    body: [
      `Players usually bring the same number of cars (3 is usual; allow about ${MINUTES_PER_CAR} minutes per car), but different counts work too.`,
      'Agree the deployment or roll off for it (highest D8 picks). Then roll off again: the winner places a car first and placing goes clockwise, one car each, skipping players who are done. Each car starts at a speed its owner picks from 1 to 6.',
      'A last roll-off decides the first Driver. In every roll-off only the tied leaders roll again.',
      ...DEPLOYMENTS.map((d) => `${d.name}: ${d.rule}`),
    ],
  },
  houseRulesCard('house-rules', HOUSE_RULES),
];
