// Dirty Wheels quick-reference cards, in our own words; every table is built from data.ts, the
// same rows the rules read. The worked examples are computed by the real rules functions.
import { houseRulesCard } from '../core/house-rules-card';
import type { ReferenceCard } from '../system';
import {
  CAR_TYPES,
  DESTROYED_TABLE,
  HEAVY_PENALTY,
  HOUSE_RULES,
  POINT_BUDGET,
  RAM_AIM,
  SCENERY_PROFILES,
  STAT_ROWS,
  TERRAIN,
  TRAITS,
  UPGRADES,
  WEAPONS,
} from './data';
import { needOf, needText } from './rules';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const attacks = (w: (typeof WEAPONS)[number]) =>
  w.attacks === null ? 'auto 1 damage' : 'fixed' in w.attacks ? String(w.attacks.fixed) : w.attacks.dice;

/** A worked shot: a driver with aim +0 fires a light laser (strength 2) at a standard car (armour 5). */
function shotExample(): string {
  const T = 5 - 2;
  const need = needOf(T, 0, { natural6AlwaysSucceeds: false, natural1AlwaysFails: false });
  return `Example: a light laser (strength 2) at a standard car (armour 5) needs die + aim above 5 − 2 = ${T}. With aim +0 that is ${needText(need)} on each of its 3 dice; any success deals 1 damage, never more.`;
}

function ramExample(): string {
  const truck = CAR_TYPES.find((t) => t.id === 'truck')!;
  const racer = CAR_TYPES.find((t) => t.id === 'racer')!;
  const n = truck.armour - racer.armour;
  const need = needOf(racer.armour, RAM_AIM, { natural6AlwaysSucceeds: false, natural1AlwaysFails: false });
  return `Example: a truck (armour ${truck.armour}) rams a racer (armour ${racer.armour}) with 6" of movement left: both move ${6 / 3}" together; the truck rolls ${n} dice, each succeeding on ${needText(need)} (die + ${RAM_AIM} above ${racer.armour}); the racer rolls none.`;
}

export const REFERENCE: readonly ReferenceCard[] = [
  {
    id: 'dw-round',
    title: 'The round',
    body: [
      "Every car (and armed scenery) rolls a D6 and adds its driver's initiative. Highest goes first; a tie goes to the higher initiative, then a D6 roll-off. The order holds for the whole round; a destroyed car simply misses its turn.",
      'On its turn a car moves up to its speed in segments of 4" (3" for an Expert driver). Before each segment it may turn up to 90°. Backwards costs 2" per inch. Unused inches of a segment are lost.',
      'Between segments (or before the first, or after the last) it may shoot once (twice with Trigger happy). A manoeuvre can replace a segment. A ram ends the move.',
      'When every car has gone, the shock round: each driver who was attacked takes a bravery test; each point it fails by costs 1 initiative for good.',
    ],
    specs: ['A7.1', 'A7.2', 'A7.10', 'DW-A01', 'DW-A14'],
  },
  {
    id: 'dw-cars',
    title: 'Car types',
    body: [
      `A heavy weapon costs ${HEAVY_PENALTY}" of speed, except on a truck. Each damage costs 1" of speed; a car is destroyed when its damage reaches its structure.`,
    ],
    table: {
      caption: 'Car types',
      columns: ['type', 'speed', 'structure', 'armour', 'weapons'],
      rows: CAR_TYPES.map((t) => [
        t.name,
        `${t.speed}"`,
        String(t.structure),
        String(t.armour),
        t.configs.map((c) => `${c.id}: ${c.label}`).join('; '),
      ]),
    },
    specs: ['A2.1', 'DW-A07', 'DW-A08'],
  },
  {
    id: 'dw-weapons',
    title: 'Weapons',
    body: [
      'Fixed weapons fire at what is directly in front; turrets fire all round. Range is inclusive. Variable attack counts are rolled every time the weapon fires. The flamethrower rolls nothing and simply deals 1 damage.',
    ],
    table: {
      caption: 'Weapons',
      columns: ['weapon', 'class', 'range', 'attacks', 'strength'],
      rows: WEAPONS.map((w) => [
        w.name,
        w.class,
        `${w.range}"`,
        attacks(w),
        w.strength === null ? '—' : String(w.strength),
      ]),
    },
    specs: ['A2.2', 'DW-A09', 'DW-A10', 'DW-A45'],
  },
  {
    id: 'dw-shooting',
    title: 'Shooting',
    body: [
      'Pick one target. Every weapon that can bear on it fires once. A die succeeds when die + aim is higher than armour − strength. However many dice succeed, a weapon deals at most 1 damage.',
      "Aim is the driver's aim, +1 Targeting system, +1 Sniper; −1 on the second (Trigger happy) action, −1 from bumpy ground, −1 facing an enemy's bright lights.",
      shotExample(),
    ],
    specs: ['A7.4', 'DW-A02', 'DW-A04', 'DW-A05'],
  },
  {
    id: 'dw-ramming',
    title: 'Ramming',
    body: [
      "Touching another car or scenery while moving is a ram. Both cars move on together a third of the rammer's remaining movement (a sixth when reversing); scenery and wrecks do not move.",
      "The car with more armour rolls the difference in dice against the other; each die succeeds when die + 2 beats the target's armour; at most 1 damage per side. Ram upgrade: +2 dice for the rammer. Explosive ram: D3+2 dice whatever the armour, and D3+2 against itself.",
      ramExample(),
    ],
    specs: ['A7.7', 'DW-A20', 'DW-A21', 'DW-A22', 'DW-A23'],
  },
  {
    id: 'dw-manoeuvres',
    title: 'Manoeuvres',
    body: [
      'Instead of a segment: hairpin (turn up to 180° on the spot), skid (3" straight sideways) or hop (a normal move that passes over things). Roll a D6 (−1 in mud) against the driver\'s skill.',
      'Fail by 1 or 2: the car stays put. Fail by 3 or more: it stays put and takes 1 damage. The segment is used up either way.',
    ],
    specs: ['A7.3', 'DW-A18', 'DW-A19'],
  },
  {
    id: 'dw-destroyed',
    title: 'Destroyed table',
    body: [
      'Roll a D6 when a car is destroyed. An explosion deals 1 damage to every car within 3" (it is not an attack); cars it destroys roll in turn, one at a time, in the order they fell. Destroyed scenery stays as rubble.',
    ],
    table: {
      caption: 'Destroyed table (D6)',
      columns: ['D6', 'what happens'],
      rows: DESTROYED_TABLE.map((r) => [r.faces.join('–'), r.text]),
    },
    specs: ['A2.6', 'A7.6', 'DW-A30', 'DW-A31'],
  },
  {
    id: 'dw-upgrades',
    title: 'Upgrades',
    body: [
      'Rolled: D3 upgrades, a D12 each (a repeat is rolled again). Chosen: up to the agreed number, never more than 3.',
    ],
    table: {
      caption: 'Upgrades (D12)',
      columns: ['D12', 'upgrade', 'effect'],
      rows: UPGRADES.map((u) => [String(u.d12), u.name, u.effect]),
    },
    specs: ['A2.3', 'DW-A32'],
  },
  {
    id: 'dw-traits',
    title: 'Traits',
    body: [
      'Rolled: D3 − 1 traits per driver, a D6 each (a repeat is rolled again). Chosen: each player shares the agreed number among their drivers, at most 2 each.',
    ],
    table: {
      caption: 'Traits (D6)',
      columns: ['D6', 'trait', 'effect'],
      rows: TRAITS.map((t) => [String(t.d6), t.name, t.effect]),
    },
    specs: ['A2.4', 'DW-A33'],
  },
  {
    id: 'dw-stats',
    title: 'Driver stats',
    body: [
      `Rolled: a D6 per stat (initiative, bravery, aim, skill). Bought: each stat costs its row number, ${POINT_BUDGET} points per driver; unspent points are lost.`,
    ],
    table: {
      caption: 'Stat table',
      columns: ['D6', 'cost', 'initiative', 'bravery', 'aim', 'skill'],
      rows: STAT_ROWS.map((r) => [
        r.d6.join('–'),
        String(r.cost),
        String(r.initiative),
        `${r.bravery}+`,
        signed(r.aim),
        `${r.skill}+`,
      ]),
    },
    specs: ['A2.5', 'A5.4', 'DW-A34'],
  },
  {
    id: 'dw-terrain',
    title: 'Terrain',
    body: [
      'The app cannot see the table: say when a car starts in or enters mud, and when a shooter is on bumpy ground.',
    ],
    table: { caption: 'Terrain', columns: ['terrain', 'effect'], rows: TERRAIN.map((t) => [t.name, t.effect]) },
    specs: ['A2.7', 'A7.11', 'DW-A29'],
  },
  {
    id: 'dw-scenery',
    title: 'Scenery',
    body: [
      'Scenery can be a plain obstacle or an armed emplacement with a gunner (built like a driver, no movement traits). It shoots on its initiative, cannot move and is not pushed by rams. Destroyed, it stays as rubble.',
    ],
    table: {
      caption: 'Scenery profiles',
      columns: ['profile', 'structure', 'armour', 'weapons'],
      rows: SCENERY_PROFILES.map((p) => [
        p.name,
        String(p.structure),
        String(p.armour),
        '1 heavy or up to 2 light, turrets',
      ]),
    },
    specs: ['A2.8', 'A5.7', 'A7.12', 'DW-A43'],
  },
  houseRulesCard('dw-house', HOUSE_RULES, ['A5.1', 'A8']),
];
