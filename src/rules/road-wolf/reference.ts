// Quick-reference cards for Road Wolf, in Pitwall's own words. The tables are built from data.ts,
// the same rows the rules read; the worked example is computed by the real comparison.
import { describeContest } from '../core/contest';
import { houseRulesCard } from '../core/house-rules-card';
import type { ReferenceCard } from '../system';
import {
  ACTIONS,
  ACTIONS_PER_TURN,
  AMBUSH_ROW,
  DICE_SUMMARY,
  HOUSE_RULES,
  REPAIR_FACE,
  ROAD_DICE,
  SUGGESTED_POINTS,
  TOKENS,
  VEHICLE_TYPES,
  vehicleCost,
  WIPEOUT_CHART,
} from './data';
import { MISSION_CATALOGUE, type MissionId } from './missions/catalogue';
import { contest } from './pools';

const EXAMPLE_A = [6, 4, 2];
const EXAMPLE_B = [5, 3];
const EXAMPLE_C = [4, 4, 1];
const EXAMPLE_D = [4, 2];

function example(a: number[], b: number[]): string {
  const c = contest(a, b);
  return `Attacker ${a.join(', ')} against defender ${b.join(', ')}: ${describeContest(c.raw, 'the attacker', 'the defender')}.`;
}

/** The B13 resolutions each mission's card cites (besides R-36's common terms). */
const MISSION_CITES: Record<MissionId, string[]> = {
  INTERCEPTOR: [],
  BREAKOUT: ['R-38'],
  TWO_WHEEL_TERROR: ['R-40'],
  PRESIDENT: ['R-39'],
  HIJACKERS: ['R-41'],
  MONSTERS: ['R-35', 'R-42'],
  CHASE: ['R-37'],
  WAGES_OF_FEAR: ['R-43'],
  GAUNTLET: ['R-44'],
  DERAILED: ['R-45', 'R-47'],
};

export const REFERENCE: readonly ReferenceCard[] = [
  {
    id: 'turn',
    title: 'A game turn',
    specs: ['R-5', 'R-7', 'R-25'],
    body: [
      'Everyone rolls two dice; the highest total starts and play goes clockwise (teams sit alternately). Tied leaders roll again.',
      `In your turn each of your vehicles gets ${ACTIONS_PER_TURN} actions, plus any free actions it has. Mix vehicles and actions in any order; unused actions are lost when you end the turn.`,
      'An abandoned vehicle of yours that nobody took over makes a wipeout check at the start of your turn; if it is still in one piece it becomes immobilized.',
      'When every player has gone, the road turn moves the scenery back, then the next game turn starts.',
    ],
  },
  {
    id: 'vehicles',
    title: 'Vehicles',
    specs: ['R-1', 'R-4', 'R-46'],
    body: [
      `Each player spends the points value (${SUGGESTED_POINTS.min} to ${SUGGESTED_POINTS.max} is a good range) on vehicles; a vehicle costs its size. Spending more is not allowed, spending less only earns a warning.`,
      'Size is the ram dice, the damage it can take and its crew room. Open vehicles carry one more crew and may start melees; Closed ones get an extra die defending against melee and shots.',
      'Street vehicles come with a free Nitro; Dirt vehicles ignore going off-road. Heavy vehicles are neither, never use Nitro, and their Veteran cannot reroll when defending. Bikes get a free move each turn.',
    ],
    table: {
      caption: 'Vehicle catalogue',
      columns: ['Vehicle', 'Size / cost', 'Body', 'Terrain', 'Heavy'],
      rows: VEHICLE_TYPES.map((t) => [
        t.name,
        `${t.size} / ${vehicleCost(t)}`,
        t.body === 'OPEN' ? 'Open' : 'Closed',
        t.terrain === 'NONE' ? '—' : t.terrain === 'STREET' ? 'Street' : 'Dirt',
        t.heavy ? 'Yes' : 'No',
      ]),
    },
  },
  {
    id: 'tokens',
    title: 'Crew and gear',
    specs: ['R-2', 'R-8', 'R-13', 'R-30', 'R-31', 'R-32'],
    body: [
      'You get one token per point of vehicles you field. Every vehicle also gets a free Driver, unless you seat a Veteran instead.',
      'Crew room counts the driver. Brawlers, Gunners and Mechanics only work as passengers; a Veteran only in the driver seat.',
      'Tokens stay face down until used.',
    ],
    table: {
      caption: 'Tokens',
      columns: ['Token', 'Kind', 'What it does', 'Cost', 'Afterwards'],
      rows: TOKENS.map((t) => [t.name, t.category === 'CREW' ? 'Crew' : 'Gear', t.effect, t.cost, t.afterUse]),
    },
  },
  {
    id: 'actions',
    title: 'Actions',
    specs: ['R-26', 'R-27', 'R-33'],
    body: [
      'A vehicle needs someone in the driver seat to do anything. While immobilized it can do nothing but turn around or hand over crew and gear.',
      `${AMBUSH_ROW.name}: ${AMBUSH_ROW.when}`,
    ],
    table: {
      caption: 'Actions',
      columns: ['Action', 'Cost', 'When'],
      rows: ACTIONS.map((a) => [a.name, a.costsAction ? '1 action' : 'Free', a.when]),
    },
  },
  {
    id: 'contest',
    title: 'Contested rolls and overkill',
    specs: ['R-9', 'R-10'],
    body: [
      'Both sides roll their dice. Line each pool up from highest to lowest and compare the top dice; if they match, compare the next pair, and so on. A missing die counts as nothing, so an extra die wins a tie.',
      'Overkill is the number of the winner’s dice that beat the loser’s best die. Equal all the way down is a tie, and nothing happens.',
      example(EXAMPLE_A, EXAMPLE_B),
      example(EXAMPLE_C, EXAMPLE_D),
    ],
  },
  {
    id: 'dice',
    title: 'How many dice',
    specs: ['R-12', 'R-15'],
    body: [
      'A Veteran at the wheel may throw one of their dice again in each roll, and the new face stands; the attacker decides first. No reroll on a Gunner’s free shot, a Mechanic’s free repair, an Ambush or the skid direction.',
    ],
    table: {
      caption: 'Dice',
      columns: ['Roll', 'Attacker / vehicle', 'Defender / Road'],
      rows: DICE_SUMMARY.map((r) => [r.contest, r.attacker, r.defender]),
    },
  },
  {
    id: 'combat',
    title: 'Ram, melee and shooting',
    specs: ['R-9', 'R-14', 'R-24', 'R-30'],
    body: [
      'Ram: win with overkill and the target takes that much damage; win without overkill and it makes a wipeout check. If the target wins with overkill, the rammer checks instead. A ram ends the move unless it destroyed a bike.',
      'A bike that rams while moving is destroyed, whatever the result. Backing into someone makes them the rammer.',
      'Melee: the loser loses one crew per point of overkill; an attacker win without overkill means a wipeout check for the defender.',
      'Shooting: a win with overkill kills that many crew; without overkill the target checks. A failed shot does nothing.',
      'Spikes work like a ram on an enemy behind you; losing or tying does nothing.',
    ],
  },
  {
    id: 'wipeout',
    title: 'Wipeout checks',
    specs: ['R-11', 'R-17', 'R-18', 'R-19', 'R-28'],
    body: [
      `The vehicle rolls one die per hit left (at least one); an opponent plays the Road with ${ROAD_DICE} dice. The vehicle holds on a win or tie. If the Road wins, read its overkill below.`,
      'Skid: roll a die and double it for a clock direction (12 is straight ahead) and slide 1 stick that way. Touching something is a ram by the skidding vehicle; ending off-road means another check unless it is a Dirt vehicle.',
      'Immobilized vehicles take no wipeout checks. Going off-road during a move means a check at the end of it, except for Dirt vehicles.',
    ],
    table: {
      caption: 'When the Road wins',
      columns: ['Road overkill', 'Result', 'Effect'],
      rows: WIPEOUT_CHART.map((r) => [r.max === null ? `${r.min} or more` : String(r.min), r.name, r.effect]),
    },
  },
  {
    id: 'damage',
    title: 'Damage, crew and abandoned vehicles',
    specs: ['R-23', 'R-24', 'R-25', 'R-29', 'R-34'],
    body: [
      `Damage equal to the size destroys a vehicle: its crew die, its gear stays in the wreck (an Ambush goes back to its player). Bikes leave no wreck and their gear is lost. Repair removes one damage per ${REPAIR_FACE}.`,
      'Crew losses are chosen by the vehicle’s player, but the driver always goes last. A vehicle with nobody in the driver seat is abandoned: it does nothing and anyone adjacent may take it over.',
      'Takeover: one action, one of your crew takes the seat, any gear may come along. Boarding a moving vehicle needs an Open vehicle and a wipeout check straight away. The taken vehicle acts once now, twice next turn.',
      'If a driver leaves and passengers remain, one of them drives at once.',
    ],
  },
  houseRulesCard('house-rules', HOUSE_RULES),
  // B12: each mission, as the mission screen shows it (missions/catalogue.ts), searchable offline.
  ...MISSION_CATALOGUE.map((m) => ({
    id: `mission-${m.id.toLowerCase().replace(/_/g, '-')}`,
    title: `Mission: ${m.name}`,
    specs: ['R-36', ...MISSION_CITES[m.id]],
    body: [m.story, ...m.setup, ...m.special, ...m.goal],
  })),
];
