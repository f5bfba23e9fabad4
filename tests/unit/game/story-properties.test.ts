// Issue 42: the game's story against random games of every system, played by each system's own
// random legal play (tests/unit/<system>/random-play.ts). Whatever happens, the story's totals are
// the final state's: every hit is damage a car took, every car out has the step that did it, and
// each chart ends where the car's tracker ends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storySource } from '../../../src/game/story/sources';
import { buildStory } from '../../../src/game/story/story';
import { Timeline } from '../../../src/game/timeline';
import type { GameDoc } from '../../../src/game/types';
import carCultD20 from '../../../src/rules/car-cult-d20';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import { type Command, type HouseRuleValue, RuleError, type Setup } from '../../../src/rules/core/model';
import custom from '../../../src/rules/custom';
import dirtyWheels from '../../../src/rules/dirty-wheels';
import roadWolf from '../../../src/rules/road-wolf';
import type { RwState } from '../../../src/rules/road-wolf/model';
import type { RuleSystem } from '../../../src/rules/system';
import whiteLineFever from '../../../src/rules/white-line-fever';
import type { SystemId } from '../../../src/systems';
import { makeSetup as ccSetup, toRound } from '../car-cult-d20/helpers';
import { nextCommand as ccNext } from '../car-cult-d20/play';
import { type Counts, play as csPlay } from '../custom/random-play';
import { play as dwPlay } from '../dirty-wheels/random-play';
import { type Cmd, Tape } from '../kit-helpers';
import { makeSetup as rwSetup, toPlay } from '../road-wolf/helpers';
import { nextCommand as rwNext } from '../road-wolf/random-play';
import { playToPlay } from '../white-line-fever/helpers';
import { gameArb as wlfGameArb, play as wlfPlay } from '../white-line-fever/random-play';

/** A random game: where it starts, every command in the journal (with its time), every state. */
interface Played {
  id: SystemId;
  system: RuleSystem;
  setup: Setup;
  start: unknown;
  journal: Command[];
  states: unknown[];
}

/**
 * The story of a random game. The generators start past the roster (a built force, cars placed),
 * so the game's system starts there too: the journal is what follows.
 */
function check({ id, system, setup, start, journal, states }: Played) {
  const doc: GameDoc = {
    schemaVersion: 1,
    id: 'random',
    name: 'Random game',
    system: id,
    createdAt: 0,
    updatedAt: 0,
    setup,
    journal: journal.map((command) => ({ kind: 'do', command })),
  };
  const from = { ...system, init: () => start } as RuleSystem;
  const source = storySource(id);
  if (!source) throw new Error(`no story source for ${id}`);
  const story = buildStory(doc, from, source);
  const final = states[states.length - 1];
  const timeline = Timeline.load(
    (s, c) => ({ ...s, sys: from.reduce(s.sys, c, setup) }),
    { core: { turnPlayerId: setup.players[0]!.id, round: 1, notes: {}, ended: null }, sys: start },
    doc.journal,
  );
  expect(timeline.state.sys).toEqual(final); // the journal replays to the game played

  expect(story.steps).toBe(journal.length);
  const taken = story.cars.reduce((a, c) => a + c.taken, 0);
  const carIds = new Set(setup.cars.map((c) => c.id));
  expect(story.hits.reduce((a, h) => a + h.amount, 0)).toBe(taken);
  const noCar = story.hits.reduce((a, h) => a + (h.from && carIds.has(h.from) ? 0 : h.amount), 0);
  expect(story.cars.reduce((a, c) => a + c.dealt, 0) + noCar).toBe(taken);
  for (const h of story.hits) expect(h.from).not.toBe(h.to); // a car's own doing is nobody's hit
  for (const c of story.cars) {
    // Taken: the sum of the damage figure's rises, step by step (a repair is no damage).
    let rises = 0;
    for (let i = 1; i < states.length; i++)
      rises += Math.max(0, source.damage(states[i], c.carId, setup) - source.damage(states[i - 1], c.carId, setup));
    expect(c.taken, c.carId).toBe(rises);
    expect(story.hits.filter((h) => h.to === c.carId).reduce((a, h) => a + h.amount, 0)).toBe(c.taken);
    if (source.out(final, c.carId, setup)) {
      expect(c.out, `${c.carId} is out`).not.toBeNull();
      const i = c.out!.index;
      expect(doc.journal[i]?.kind).toBe('do');
      expect(timeline.isActive(i)).toBe(true);
      expect(source.out(states[i + 1], c.carId, setup)).toBe(true);
      expect(source.out(states[i], c.carId, setup)).toBe(false);
    }
    const track = source.track(final, c.carId, setup);
    if (track) {
      expect(c.points.at(-1)).toEqual({ round: source.round!(final), value: track.value });
      for (const p of c.points) expect(p.value >= c.track!.min && p.value <= c.track!.max).toBe(true);
    }
  }
  for (const t of story.turning) {
    expect(t.weight).toBeGreaterThan(0);
    expect(timeline.isActive(t.index)).toBe(true);
  }
  return story;
}

/** Plays `next` from `start` through the system's reducer; a refused pick is skipped, as the table would. */
function playOn<S>(
  system: RuleSystem,
  setup: Setup,
  start: S,
  steps: number,
  next: (s: S) => Cmd | null,
  over: (s: S) => boolean,
) {
  const journal: Command[] = [];
  const states: unknown[] = [start];
  let s = start;
  for (let i = 0; i < steps && !over(s); i++) {
    const c = next(s);
    if (!c) break;
    const command = { ...c, at: 1_800_000_000_000 + i };
    try {
      s = system.reduce(s, command, setup) as S;
    } catch (e) {
      if (e instanceof RuleError) continue;
      throw e;
    }
    journal.push(command);
    states.push(s);
  }
  return { journal, states };
}

const tapes = (min: number, max: number) => fc.array(fc.nat(1_000_000), { minLength: min, maxLength: max });
/** How many cars out and hits a system's random games reached (so a run that tests nothing fails). */
const reach = () => ({ games: 0, out: 0, hits: 0 });
/** Counts one game's cars out and hit rows into `r`. */
const tally = (r: ReturnType<typeof reach>, story: { cars: { out: unknown }[]; hits: unknown[] }) => {
  r.games++;
  r.out += story.cars.filter((c) => c.out).length;
  r.hits += story.hits.length;
};

describe('issue 42: the story of random games adds up to their final state', { timeout: 120_000 }, () => {
  it('Road Wolf (three sides, bikes, rams, wipeouts, takeovers)', () => {
    const setup = rwSetup(3, 2);
    const start = toPlay(
      setup,
      {
        P1c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT'], ['BRAWLER'], ['SHOTGUN']] },
        P1c2: { type: 'street_bike', tokens: [['MOLOTOV']] },
        P2c1: { type: 'truck_4x4', tokens: [['GUNNER'], ['MECHANIC'], ['SPIKES']] },
        P2c2: { type: 'dirt_bike', tokens: [['AMBUSH']] },
        P3c1: { type: 'big_rig', tokens: [['VETERAN', 'SEAT'], ['GUNNER'], ['MOLOTOV'], ['SHOTGUN'], ['BRAWLER']] },
      },
      { points: 5 },
    );
    const r = reach();
    fc.assert(
      fc.property(tapes(50, 600), (nums) => {
        const tape = new Tape(nums);
        const { journal, states } = playOn<RwState>(
          roadWolf,
          setup,
          start,
          400,
          (s) => (tape.done ? null : rwNext(s, tape)),
          (s) => s.phase === 'ENDED',
        );
        const story = check({ id: 'road-wolf', system: roadWolf, setup, start, journal, states });
        tally(r, story);
      }),
      { numRuns: 40 },
    );
    expect(r.out).toBeGreaterThan(0);
    expect(r.hits).toBeGreaterThan(0);
  });

  it('Car Cult D20 (Damage Tokens placed by a tap or by the rules, explosions, mines)', () => {
    const LOADOUT: Record<string, string[]> = {
      P1c1: ['street', 'machine_gun', 'gutsy_gunner', 'fanatical_fixer', 'armour_2'],
      P1c2: ['buggy', 'mines', 'reinforced_ram'],
      P2c1: ['muscle', 'cannon', 'dangerous_driver', 'armour_1'],
      P2c2: ['hauler', 'flamethrower', 'rifle'],
    };
    const HOUSE: Record<string, HouseRuleValue>[] = [{}, { struckModelDT: 'one', minesSelfTrigger: 'never' }];
    const r = reach();
    fc.assert(
      fc.property(tapes(1000, 3000), fc.nat(1), (nums, house) => {
        const tape = new Tape(nums);
        const setup = ccSetup(2, 2, HOUSE[house]);
        const start = toRound(setup, LOADOUT, { P1c1: tape.pick(4), P1c2: tape.pick(4), P2c1: 2, P2c2: 2 });
        const { journal, states } = playOn<CcState>(
          carCultD20,
          setup,
          start,
          600,
          (s) => (tape.done ? null : ccNext(s, setup, tape)),
          (s) => s.phase === 'ended',
        );
        const story = check({ id: 'car-cult-d20', system: carCultD20, setup, start, journal, states });
        tally(r, story);
      }),
      { numRuns: 40 },
    );
    expect(r.out).toBeGreaterThan(0);
    expect(r.hits).toBeGreaterThan(0);
  });

  it('Dirty Wheels (shots, rams both ways, manoeuvres, chained explosions)', () => {
    const r = reach();
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 800, maxLength: 3000 }), (nums) => {
        const g = dwPlay(nums);
        const journal = g.commands.map((c, i) => ({ ...c, at: i }));
        const story = check({
          id: 'dirty-wheels',
          system: dirtyWheels,
          setup: g.setup,
          start: g.start,
          journal,
          states: g.states,
        });
        tally(r, story);
      }),
      { numRuns: 30 },
    );
    expect(r.out).toBeGreaterThan(0);
    expect(r.hits).toBeGreaterThan(0);
  });

  it('White Line Fever (no damage: flips, collisions, explosions and blasts)', () => {
    const r = reach();
    fc.assert(
      fc.property(wlfGameArb, ({ setup, speeds, firstDriver, tape }) => {
        const start = playToPlay(setup, { speeds, firstDriver });
        const { commands, states } = wlfPlay(start, setup, tape);
        const journal = commands.map((c, i) => ({ ...c, at: i }));
        const story = check({ id: 'white-line-fever', system: whiteLineFever, setup, start, journal, states });
        expect(story.hits).toEqual([]);
        tally(r, story);
      }),
      { numRuns: 60 },
    );
    expect(r.out).toBeGreaterThan(0);
  });

  it('game sheets (random sheets, triggers, hidden trackers through the seal)', () => {
    const counts: Counts = {
      games: 0,
      commands: 0,
      moves: 0,
      byType: {},
      readings: {},
      triggered: 0,
      ended: 0,
      rollOffs: 0,
      committed: 0,
      opened: 0,
    };
    const r = reach();
    fc.assert(
      fc.property(tapes(200, 1500), (nums) => {
        const g = csPlay(new Tape(nums), 150, counts);
        const story = check({
          id: 'custom',
          system: custom,
          setup: g.setup,
          start: g.states[0],
          journal: g.journal,
          states: g.states,
        });
        tally(r, story);
      }),
      { numRuns: 60 },
    );
    expect(r.out).toBeGreaterThan(0);
    expect(r.hits).toBeGreaterThan(0);
  });
});
