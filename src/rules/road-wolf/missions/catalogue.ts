// The ten missions of B12 as data for the screens: name, story, setup, special rules and goal in
// Pitwall's own words, the sides (roles) with their budgets, who goes first, and whether the
// mission scores. The rules of each mission are its hooks (missions/<id>.ts); this is what a
// player reads when choosing one and at the table.

export type MissionId =
  | 'INTERCEPTOR'
  | 'BREAKOUT'
  | 'TWO_WHEEL_TERROR'
  | 'PRESIDENT'
  | 'HIJACKERS'
  | 'MONSTERS'
  | 'CHASE'
  | 'WAGES_OF_FEAR'
  | 'GAUNTLET'
  | 'DERAILED';

export interface Role {
  id: string;
  name: string;
  /** The side's points to spend; null: the game's points value (B12: "P"). */
  budget: number | null;
}

export interface MissionInfo {
  id: MissionId;
  name: string;
  spec: string;
  story: string;
  /** Forces and deployment. */
  setup: string[];
  special: string[];
  goal: string[];
  /**
   * The sides in the order rw.config's teams are matched to them (first team: first role). Empty: every player for
   * themselves (Gauntlet) or any number of teams (Derailed).
   */
  roles: Role[];
  /** The role whose players roll for first player (B6.1); null: everyone rolls. */
  first: string | null;
  /** The scoreboard is shown at all times (B12.1, B12.7, B12.9). */
  scores: boolean;
  /** Neutral or app-run vehicles the mission brings (shown as their own group). */
  neutral: string | null;
  /** Built: the app runs its rules. An unbuilt mission cannot be chosen yet. */
  built: boolean;
}

export const MISSION_CATALOGUE: readonly MissionInfo[] = [
  {
    id: 'BREAKOUT',
    name: 'Breakout',
    spec: 'B12.2',
    story: 'A convoy has to get a loaded cargo rig through a road full of raiders.',
    setup: [
      'The Convoy spends 10 points and must field one Big Rig (its 5 points count toward the 10). The Attackers spend 12.',
      'One token per point of vehicles, as usual: 10 for the Convoy, 12 for the Attackers.',
      'The Convoy starts at the back end of the road; the Attackers come on from any edge.',
      'The Convoy goes first.',
    ],
    special: ['The first Big Rig the Convoy fields is the cargo.'],
    goal: [
      'The Convoy wins the moment the Big Rig drives off the far end under its own crew.',
      'The Attackers win the moment the Big Rig is immobilized, destroyed, taken over, or leaves by the back or a side.',
    ],
    roles: [
      { id: 'CONVOY', name: 'Convoy', budget: 10 },
      { id: 'ATTACKERS', name: 'Attackers', budget: 12 },
    ],
    first: 'CONVOY',
    scores: false,
    neutral: null,
    built: true,
  },
  {
    id: 'GAUNTLET',
    name: 'Gauntlet',
    spec: 'B12.9',
    story: 'Couriers race each other down a valley where mutants wait behind every bend.',
    setup: [
      'Everyone is a Courier for themselves: 4 points of vehicles, 4 tokens, and one extra Nitro for one of their vehicles.',
      'Before play the whole road is covered with face-down road cards a stick apart; a card is turned when it comes within 3 sticks of the leading vehicle, and a Clear is thrown away when turned.',
      'Game turn 1: the roll-off winner plays first, then clockwise. From game turn 2 each vehicle has its own turn, the leading one first; the table enters the order each game turn.',
    ],
    special: [
      'Couriers never attack one another; bumping another Courier just stops the move, with no ram.',
      'Each road turn lays two new cards while the deck lasts.',
      'After each road turn comes the enemy phase: enemies still on the road leave, then every player draws a token from their tin (the leader draws two) and an enemy attacks their leading vehicle. A skull may be spent to ignore a draw.',
      'Kill an enemy (destroy it or kill its whole crew) to earn a skull and its points.',
      'Nobody may leave by the far end until the last road card has been laid.',
    ],
    goal: [
      'The game ends when no Courier vehicle is left on the road.',
      '1 point for the first vehicle off the far end, 1 per vehicle off the far end, and 1 to whoever destroyed the most enemy points. Most points wins; a tie is shared.',
    ],
    roles: [],
    first: null,
    scores: true,
    neutral: 'Enemies',
    built: true,
  },
  {
    id: 'INTERCEPTOR',
    name: 'Interceptor',
    spec: 'B12.1',
    story: 'A crew of runners has to slip past a force sent to cut them off.',
    setup: [
      'Both sides spend the points value.',
      'Runners start at the back end of the road; Interceptors come on from any edge but that one.',
      'The Runners go first.',
    ],
    special: ['No special rules.'],
    goal: [
      'The game ends once every Runner vehicle has escaped off the far end or been stopped (destroyed, taken over, or gone by the back or a side).',
      'Runners score 1 per vehicle escaped, Interceptors 1 per Runner vehicle stopped. More points wins; equal is a draw.',
    ],
    roles: [
      { id: 'RUNNERS', name: 'Runners', budget: null },
      { id: 'INTERCEPTORS', name: 'Interceptors', budget: null },
    ],
    first: 'RUNNERS',
    scores: true,
    neutral: null,
    built: true,
  },
  {
    id: 'CHASE',
    name: 'Chase',
    spec: 'B12.7',
    story: 'Runners flee while the police call in more and more cars.',
    setup: [
      'Both sides spend the points value. The Cops buy no tokens: only the free Driver and Street Nitro.',
      'Runners start at the back end of the road; Cops come on from any edge.',
      'The Runners go first.',
    ],
    special: [
      'Bridge Out: a Runner driving over a Bridge card is unharmed; a Cop driving over one is destroyed. Going past beside it is the normal Bridge check.',
      'Each Cop vehicle lost (destroyed or immobilized, counted once) lets its player bring on a replacement of the same size from any edge at the start of their next turn, with its free tokens and at most one more token whose rank is no higher than that player’s losses: rank 1 Nitro or Gunner, rank 2 Shotgun or Spikes, rank 3 Veteran or Ambush.',
    ],
    goal: [
      'The game ends once every Runner vehicle has escaped off the far end or been stopped.',
      'No Runner escaped: the Cops win. At least one escaped and the Cops lost at least 3 times their starting points: the Runners win. Otherwise a draw.',
    ],
    roles: [
      { id: 'RUNNERS', name: 'Runners', budget: null },
      { id: 'COPS', name: 'Cops', budget: null },
    ],
    first: 'RUNNERS',
    scores: true,
    neutral: null,
    built: true,
  },
  {
    id: 'PRESIDENT',
    name: 'The President',
    spec: 'B12.4',
    story: 'Enforcers escort the President’s armoured limo through insurgent country.',
    setup: [
      'Both sides spend the points value. The Enforcers must field an Armored Car / Limo (size 4, Closed, Heavy) out of their points, so the points value is at least 4.',
      'The Limo and its escort start at the back end of the road; Insurgents come on from any edge.',
      'The Enforcers go first.',
    ],
    special: ['The Enforcers’ first Armored Car / Limo is the President’s limo.'],
    goal: [
      'Limo off the far end with the Enforcers driving: the Enforcers win. With the Insurgents driving (taken over): the Insurgents win.',
      'Limo destroyed, or gone by the back or a side: a draw.',
    ],
    roles: [
      { id: 'ENFORCERS', name: 'Enforcers', budget: null },
      { id: 'INSURGENTS', name: 'Insurgents', budget: null },
    ],
    first: 'ENFORCERS',
    scores: false,
    neutral: null,
    built: true,
  },
  {
    id: 'HIJACKERS',
    name: 'Hijackers',
    spec: 'B12.5',
    story: 'Two gangs fight over a custom truck rolling down the road on its own.',
    setup: [
      'Both gangs spend the points value.',
      'The Truck (size 4, Closed, Street, not Heavy, a Veteran at the wheel, its free Nitro aboard) starts at the back end; the gangs come on from the two long edges, one each.',
      'The gangs roll for first as usual; the Truck’s turn comes after theirs, before the road turn.',
    ],
    special: [
      'The Truck takes damage but never loses its last hit.',
      'In its turn, while nobody has taken it and it is crewed and not immobilized, the Truck drives 2 sticks straight ahead; if it hits something, it rams.',
      'A gang takes the Truck by taking it over when it is abandoned.',
    ],
    goal: [
      'The gang driving the Truck when it leaves by the far end wins.',
      'The Truck gone by the back or a side: a draw.',
    ],
    roles: [
      { id: 'GANG_A', name: 'Gang A', budget: null },
      { id: 'GANG_B', name: 'Gang B', budget: null },
    ],
    first: null,
    scores: false,
    neutral: 'The Truck',
    built: true,
  },
  {
    id: 'MONSTERS',
    name: 'Monsters',
    spec: 'B12.6',
    story: 'Two monster trucks hunt a band of survivors.',
    setup: [
      'The Monsters field exactly two Monster Trucks (8 points, 8 tokens): size 4, Closed, Heavy, Dirt; they may melee with an extra die, may use Nitro (none free), and keep going after a ram.',
      'The Survivors spend 10 points on vehicles of size 3 or less.',
      'Survivors start at the back end of the road; the Monster Trucks come on from any edge. The Survivors go first.',
    ],
    special: ['A Monster Truck rams each vehicle at most once per move.'],
    goal: [
      'Survivors win once both Monster Trucks are destroyed (one off the board counts).',
      'Monsters win once every Survivor vehicle is destroyed (one drifted off counts).',
      'Any Survivor vehicle driving off the board: a draw.',
    ],
    roles: [
      { id: 'MONSTERS', name: 'Monsters', budget: 8 },
      { id: 'SURVIVORS', name: 'Survivors', budget: 10 },
    ],
    first: 'SURVIVORS',
    scores: false,
    neutral: null,
    built: true,
  },
  {
    id: 'TWO_WHEEL_TERROR',
    name: 'Two-Wheel Terror',
    spec: 'B12.3',
    story: 'A bike gang preys on the traffic, and the Enforcers hunt the gang.',
    setup: [
      'Both sides spend the points value. Bikers field only bikes and Buggies; Enforcers field anything.',
      'As many civilian vehicles as the Bikers field, none Heavy, each with one Driver and nothing else, spread along the road.',
      'Bikers start at the back end; Enforcers come on from any edge before play starts.',
    ],
    special: [
      'Turn order: Enforcers, Bikers, then the civilians’ turn, then the road. The Enforcers sit out game turn 1.',
      'Civilians never act; their turn only checks abandoned civilians. When a civilian wipes out, the side that is losing plays the Road.',
      'A damaged civilian touching a Supplies card repairs 1 damage at once, and the card is used up.',
      'Bikers may take civilians over; those then count as Biker vehicles.',
    ],
    goal: [
      'Bikers win once every civilian is destroyed, immobilized, taken over or off the board.',
      'Enforcers win once every vehicle the Bikers control is destroyed, abandoned or off the board, unless the Bikers have won.',
    ],
    roles: [
      { id: 'BIKERS', name: 'Bikers', budget: null },
      { id: 'ENFORCERS', name: 'Enforcers', budget: null },
    ],
    first: 'ENFORCERS',
    scores: false,
    neutral: 'Civilians',
    built: true,
  },
  {
    id: 'WAGES_OF_FEAR',
    name: 'The Wages of Fear',
    spec: 'B12.8',
    story: 'Two trucks of unstable explosives must cross raider country.',
    setup: [
      'Both sides spend 14 points. The Explosives side must field two Explosives Trucks (size 4, Closed, not Heavy, no Nitro).',
      'The Explosives start at the back end of the road; the Raiders come on from any edge. The Explosives go first.',
    ],
    special: [
      'A truck blows up when a ram, a drifting object, a road card, Spikes or another blast damages it, or when any of its final wipeout dice shows a 1.',
      'A blast destroys the truck, then every vehicle within 1 stick of it is rammed with 6 dice.',
    ],
    goal: [
      'The Explosives win when a truck they still drive leaves by the far end in one piece.',
      'The Raiders win once both trucks are destroyed, taken over, or gone by the back or a side.',
    ],
    roles: [
      { id: 'EXPLOSIVES', name: 'Explosives', budget: 14 },
      { id: 'RAIDERS', name: 'Raiders', budget: 14 },
    ],
    first: 'EXPLOSIVES',
    scores: false,
    neutral: null,
    built: true,
  },
  {
    id: 'DERAILED',
    name: 'Derailed',
    spec: 'B12.10',
    story: 'Teams fight on two roads beside a freight train to seize its engine.',
    setup: [
      'Any number of teams, each spending the points value, all starting at the back end in seating order.',
      'A track runs down the middle with a road on each side; the train (engine and two gondolas) starts with its rear 1 stick ahead of the start.',
    ],
    special: [
      'The train never drifts and cannot be harmed. Its front rams with 6 dice, its side with 3; crossing the track is a wipeout check for any vehicle.',
      'Crews board the gondolas (1 action for any number), fight from them, search them for weapons, and take the engine once its crew is gone; the engine’s controller moves the train 1 stick a turn.',
    ],
    goal: ['The side in control of the engine when the train leaves by the far end wins.'],
    roles: [],
    first: null,
    scores: false,
    neutral: 'The train',
    built: true,
  },
];

export function catalogueOf(id: string): MissionInfo | undefined {
  return MISSION_CATALOGUE.find((m) => m.id === id);
}
