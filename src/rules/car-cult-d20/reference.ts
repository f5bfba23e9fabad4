// Quick-reference cards for Car Cult D20, in Pitwall's own words. The tables are built from
// data.ts, the same rows the rules read.
import { houseRulesCard } from '../core/house-rules-card';
import { trackSlots } from '../core/track';
import type { ReferenceCard } from '../system';
import { ARMOUR, CANNON, CREW, cardDef, ENGINES, HOUSE_RULES, WEAPONS } from './data';
import { HOUSE_DEFAULTS } from './house-defaults';
import type { CcCar, CcTrack } from './model';
import { trackFrom } from './roster';
import { ends, judge, maxMove, minMove, visibleSymbols } from './rules';

/** A track drawn in text: ST and DT where they sit, +ST on an uncovered symbol, · on an empty AZ. */
export function drawTrack(t: CcTrack): string {
  return trackSlots(ends(t))
    .map((x, i) => (x === 'START' ? '[ST]' : x === 'END' ? '[DT]' : t.symbols.includes(i + 1) ? '[+ST]' : '[ · ]'))
    .join(' ');
}

function exampleCar(defId: string, st: number, dt: number): CcCar {
  const e = { ...trackFrom(cardDef(defId)!, `ex/1/${defId}`), st, dt };
  return {
    id: 'ex',
    playerId: 'ex',
    components: [e],
    status: 'in_play',
    activated: false,
    rerollsSpent: 0,
    swapsSpent: 0,
    act: null,
  };
}

const TRACK_EXAMPLE = exampleCar('street', 2, 1);
const TRACK_ENGINE = TRACK_EXAMPLE.components[0]!;

/** The attack worked example, computed by the rules: a cannon at a muscle car on 4 ST. */
function attackExample(): string[] {
  const target = exampleCar('muscle', 4, 0);
  const blast = cardDef(CANNON)!.blast ?? 0;
  const min = minMove(target, HOUSE_DEFAULTS);
  const mod = blast - min;
  const dd = mod - 2;
  const signed = (x: number) => (x >= 0 ? `+${x}` : `−${-x}`);
  const word = (r: string) =>
    r === 'CRACK'
      ? 'a crack shot, it hits'
      : r === 'CRAP'
        ? 'a crap shot, it misses'
        : r === 'HIT'
          ? 'a hit'
          : 'a miss';
  return [
    `Worked example: a Cannon (blast ${blast}) fires at a Muscle car with 4 engine Speed Tokens, so its minimum speed is ${min}". The modifier is ${blast} − ${min} = ${signed(mod)}.`,
    `A roll of 11 makes ${11 + mod}: ${word(judge(11, mod))}. A 20 is ${word(judge(20, mod))}; a 1 is ${word(judge(1, mod))}.`,
    `With one Speed Token on the target's Dangerous Driver the modifier drops to ${signed(dd)}, and the 11 makes ${11 + dd}: ${word(judge(11, dd))}.`,
  ];
}

const dmg = (d: number | 'engineST' | undefined) => (d === 'engineST' ? 'engine ST' : String(d ?? ''));

export const REFERENCE: readonly ReferenceCard[] = [
  {
    id: 'cc-tracks',
    title: 'Cards, Action Zones and tokens',
    specs: ['B2', 'CC-A09'],
    body: [
      'A car is a stack of cards. Each card has a row of Action Zones (AZ), and each AZ holds one token at most.',
      'Speed Tokens (ST) fill a card from the left, Damage Tokens (DT) from the right. A +ST symbol counts only while no token covers it.',
      'A DT on a card with no empty AZ knocks off that card’s right-most ST first.',
      `Example: a Street engine with 2 ST and 1 DT reads ${drawTrack(TRACK_ENGINE)}. Only ${visibleSymbols(TRACK_ENGINE)} +ST symbols still show, and the car moves ${minMove(TRACK_EXAMPLE, HOUSE_DEFAULTS)}" to ${maxMove(TRACK_EXAMPLE)}".`,
    ],
  },
  {
    id: 'cc-engines',
    title: 'Engines',
    specs: ['B3.2', 'CC-A05', 'CC-A06', 'CC-A07', 'CC-A29'],
    body: [
      'The speed printed over the engine’s last ST is the most the car may move; the one to its left is the least. One ST: anywhere from 0 up to the maximum.',
      'Drift: a quarter of the minimum, rounded down, as sideways inches over the move. Turns: one 45° turn for each engine AZ without an ST.',
      'The spark plug (acceleration) caps how many ST go onto the engine in one activation.',
    ],
    table: {
      caption: 'App default engines',
      columns: ['Engine', 'AZ', 'Accel', 'Speeds'],
      rows: ENGINES.map((e) => [e.name, String(e.n), String(e.accel), (e.speeds ?? []).join(', ')]),
    },
  },
  {
    id: 'cc-weapons',
    title: 'Weapons, mines and ram',
    specs: ['B3.1', 'B8.8', 'CC-A16', 'CC-A17'],
    body: [
      'Each ST on a weapon is one attack: name the target first, then measure. Roll one D20 per shot; add blast and take away the target’s current minimum speed. 10 or more hits; a 20 always hits, a 1 always misses.',
      'The target’s owner places the first DT of each hit, the attacker the rest. Armour fills first.',
      ...attackExample(),
    ],
    table: {
      caption: 'Weapons',
      columns: ['Card', 'AZ', 'Range', 'Blast', 'Damage', 'Shots'],
      rows: WEAPONS.map((w) => [w.name, String(w.n), `${w.range}"`, String(w.blast), dmg(w.damage), String(w.shots)]),
    },
  },
  {
    id: 'cc-crew',
    title: 'Crew and armour',
    specs: ['B8.12', 'CC-A18', 'CC-A19', 'CC-A20', 'CC-A10'],
    body: [
      ...CREW.map((c) => `${c.name} (+${c.symbols.length} ST): ${c.text ?? ''}`),
      `Armour (${ARMOUR.map((a) => a.n).join(', ')} AZ): ${ARMOUR[0]?.text ?? ''}`,
    ],
  },
  {
    id: 'cc-activation',
    title: 'An activation',
    specs: ['B8.1', 'B8.2', 'CC-A01', 'CC-A03', 'CC-A15'],
    body: [
      'The car with the most engine ST goes next; ties roll a D20, kept for the round.',
      '1. Take the ST off every card but the engine. 2. Down shift if you want: one ST off is free; two or more need a D20 each, 10+, and each failure puts a DT on the engine. 3. Count the +ST symbols showing (plus any bonus). 4. Put them on cards; ST you cannot or do not place are lost. 5. Fixer swaps. 6. Move and attack in any order.',
    ],
  },
  {
    id: 'cc-terrain',
    title: 'Braking, terrain and collisions',
    specs: ['B8.7', 'CC-A21', 'CC-A22', 'CC-A23', 'CC-A24', 'CC-A25'],
    body: [
      'Braking (stopping short of the minimum): D20 minus the inches short; under 10 and an opponent may place a DT.',
      'Rough terrain: D20 minus the inches through each piece; under 10 is a DT.',
      'Blocking terrain or hitting a model without a ram: stop, clear the engine, take a DT per whole inch short of the minimum. The model hit takes as many.',
      'With a reinforced ram: stop at contact and make one ram attack (blast 10, damage = your engine ST).',
    ],
  },
  {
    id: 'cc-damage',
    title: 'Immobile and explosions',
    specs: ['B8.9', 'B8.10', 'CC-A27', 'CC-A28'],
    body: [
      'An engine full of DT cannot move, but the car still activates, generates ST from its other cards and may attack.',
      'When every AZ on the car holds a DT it explodes: every model within the engine’s AZ count in inches takes a DT. Take the model away; its mines stay.',
    ],
  },
  houseRulesCard('cc-house', HOUSE_RULES),
];
