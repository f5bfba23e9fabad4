// The sheets the app ships (issue 33), in our own words: a blank one and two examples a table can
// play at once or copy and change. Each passes readSheet (tests/unit/custom/starters.test.ts).
import { blankSheet, SHEET_VERSION, type Sheet } from './sheet';

/** A skirmish of hulls, hazards and a skid die: shoot, skid, ram. */
const SKIRMISH: Sheet = {
  v: SHEET_VERSION,
  name: 'Hull and Hazards',
  about: 'A skirmish: shots against armour, a skid die that piles up hazards, and wrecks taken off the table.',
  trackers: [
    {
      id: 'hull',
      name: 'Hull',
      kind: 'counter',
      min: 0,
      max: 10,
      start: 4,
      perCar: true,
      help: 'At 0 the car is wrecked.',
    },
    {
      id: 'armour',
      name: 'Armour',
      kind: 'counter',
      min: 2,
      max: 6,
      start: 4,
      help: 'A shot needs this or more on a die.',
    },
    { id: 'guns', name: 'Guns', kind: 'counter', min: 0, max: 6, start: 2, help: 'Dice a shot rolls.' },
    { id: 'gear', name: 'Gear', kind: 'speed', min: 1, max: 6, start: 1, help: 'Higher gears go first and skid more.' },
    { id: 'hazard', name: 'Hazard', kind: 'tokens', min: 0, max: 8, start: 0, help: 'Six or more: a wipeout.' },
  ],
  conditions: [
    { id: 'spun', name: 'Spun', model: 'turn the car a quarter turn, away from where it was heading' },
    { id: 'fire', name: 'On fire', model: 'put a flame marker beside the car' },
    { id: 'wipeout', name: 'Wiped out', model: 'spin the car to face any way its opponent picks' },
  ],
  resources: [{ id: 'cans', name: 'Cans', min: 0, max: 99, start: 0, score: true }],
  turns: { by: 'car', order: 'stat', stat: 'gear' },
  dice: [
    {
      id: 'skid',
      name: 'Skid die',
      faces: [
        { name: 'Hazard', value: 0 },
        { name: 'Spin', value: 0 },
        { name: 'Slide', value: 0 },
        { name: 'Shift', value: 1 },
        { name: 'Shift', value: 1 },
        { name: 'Shift', value: 1 },
      ],
    },
  ],
  moves: [
    {
      id: 'shoot',
      name: 'Shoot',
      pool: { tracker: 'guns' },
      die: 'd6',
      target: true,
      success: { kind: 'target', tracker: 'armour' },
      read: 'count',
      effects: [
        { who: 'target', what: 'tracker', id: 'hull', sign: -1, amount: 'result', n: 1 },
        { who: 'self', what: 'resource', id: 'cans', sign: 1, amount: 'once', n: 1 },
      ],
      help: 'One die per gun; each at or above the target’s Armour takes a Hull point.',
    },
    {
      id: 'skid',
      name: 'Skid',
      pool: { n: 2 },
      die: 'skid',
      target: false,
      success: { kind: 'none' },
      read: 'each',
      effects: [
        { who: 'self', what: 'tracker', id: 'hazard', sign: 1, amount: 'face', n: 1, face: 'Hazard' },
        { who: 'self', what: 'condition', id: 'spun', sign: 1, amount: 'face', n: 1, face: 'Spin' },
        { who: 'self', what: 'tracker', id: 'gear', sign: 1, amount: 'face', n: 1, face: 'Shift' },
      ],
      help: 'Two skid dice: each Hazard adds a token, a Spin spins the car, each Shift goes up a gear.',
    },
    {
      id: 'ram',
      name: 'Ram',
      pool: { n: 1 },
      die: 'd6',
      target: true,
      success: { kind: 'atLeast', n: 4 },
      read: 'highest',
      effects: [
        { who: 'target', what: 'tracker', id: 'hull', sign: -1, amount: 'once', n: 2 },
        { who: 'self', what: 'tracker', id: 'hazard', sign: 1, amount: 'once', n: 1 },
      ],
      help: 'On 4 or more the target loses 2 Hull and the rammer takes a hazard.',
    },
  ],
  triggers: [
    { tracker: 'hull', when: 'atMost', value: 0, does: 'out', model: 'wrecked: take it off the table' },
    {
      tracker: 'hazard',
      when: 'atLeast',
      value: 6,
      does: 'condition',
      condition: 'wipeout',
      reset: 0,
      model: 'spin the car to face any way its opponent picks, then clear its hazards',
    },
  ],
  notes: [
    {
      title: 'A turn',
      body: 'Cars act from the highest gear down; ties roll off. On its turn a car moves with the tape, then may shoot or ram one car it touches or can see.',
    },
    {
      title: 'Skids',
      body: 'Any time a car turns sharply it rolls two skid dice. Hazards pile up; six of them wipe the car out and the pile clears.',
    },
  ],
};

/** A race of laps and pit stops. */
const LAPS: Sheet = {
  v: SHEET_VERSION,
  name: 'Lap Race',
  about: 'A race: push for laps, keep the damage down, first to five laps scores most.',
  trackers: [
    { id: 'laps', name: 'Laps', kind: 'counter', min: 0, max: 5, start: 0 },
    { id: 'speed', name: 'Speed', kind: 'speed', min: 1, max: 5, start: 2 },
    { id: 'damage', name: 'Damage', kind: 'boxes', min: 0, max: 4, start: 0, help: 'Four ticked: the car retires.' },
  ],
  conditions: [
    { id: 'pits', name: 'In the pits', model: 'park the car in the pit lane' },
    { id: 'finished', name: 'Finished', model: 'park the car past the line' },
  ],
  resources: [{ id: 'points', name: 'Points', min: 0, max: 99, start: 0, score: true }],
  turns: { by: 'car', order: 'seats' },
  dice: [],
  moves: [
    {
      id: 'push',
      name: 'Push',
      pool: { tracker: 'speed' },
      die: 'd6',
      target: false,
      success: { kind: 'atLeast', n: 5 },
      read: 'count',
      effects: [
        { who: 'self', what: 'tracker', id: 'laps', sign: 1, amount: 'once', n: 1 },
        { who: 'self', what: 'tracker', id: 'damage', sign: 1, amount: 'face', n: 1, face: '1' },
      ],
      help: 'A die per point of speed: any 5 or 6 gains a lap, each 1 ticks a damage box.',
    },
    {
      id: 'bump',
      name: 'Bump',
      pool: { n: 2 },
      die: 'd6',
      target: true,
      success: { kind: 'atLeast', n: 8 },
      read: 'sum',
      effects: [{ who: 'target', what: 'tracker', id: 'damage', sign: 1, amount: 'once', n: 1 }],
      help: 'Two dice: a total of 8 or more ticks a damage box on the car bumped.',
    },
  ],
  triggers: [
    { tracker: 'damage', when: 'atLeast', value: 4, does: 'out', model: 'retired: park it off the track' },
    { tracker: 'laps', when: 'atLeast', value: 5, does: 'condition', condition: 'finished' },
  ],
  notes: [{ title: 'Scoring', body: 'The first car over the line scores 3 points, the second 2, the third 1.' }],
};

export interface Starter {
  id: string;
  sheet: Sheet;
}

export const STARTERS: readonly Starter[] = [
  { id: 'blank', sheet: blankSheet('My game') },
  { id: 'hull-and-hazards', sheet: SKIRMISH },
  { id: 'lap-race', sheet: LAPS },
];
