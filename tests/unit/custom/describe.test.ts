// Issue 33 with issue 30's rule: every log row of a sheet game starts with who acted, then what
// came of it, the dice last. The rows are the game layer's (describeCommand: the system's line, the
// actor put first when the line does not already start with them), for every cs.* command type.
import { describe, expect, it } from 'vitest';
import { commandActor } from '../../../src/game/actor';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import type { GameState } from '../../../src/game/types';
import type { Command, Setup } from '../../../src/rules/core/model';
import custom, { sheetCards } from '../../../src/rules/custom';
import { CS_ACTORS } from '../../../src/rules/custom/actor';
import { describeChanges } from '../../../src/rules/custom/changes';
import type { CsState } from '../../../src/rules/custom/model';
import { moveProblem, moveProcedure } from '../../../src/rules/custom/procedures';
import { CS_SECRETS } from '../../../src/rules/custom/secrets';
import { CS_TYPES, starter, table, withGear } from './helpers';

/** A game through the game layer's reducer: Ann's Red Fury (ann1) and Blue Streak, Bo's Viper (bo1) and Hammer. */
class Game {
  readonly setup: Setup;
  readonly reduce: (s: GameState, c: Command) => GameState;
  s: GameState;
  private at = 1_800_000_000_000;
  constructor(sheet = withGear(), cars = 2) {
    this.setup = table(sheet, 2, cars);
    this.reduce = makeReducer(custom, this.setup);
    this.s = initialState(custom, this.setup);
  }
  get sys(): CsState {
    return this.s.sys as CsState;
  }
  cmd(type: string, payload: Record<string, unknown>): Command {
    this.at += 1;
    return { type, payload, at: this.at };
  }
  /** The row of the command on the state as it is now, then the command applied. */
  row(type: string, payload: Record<string, unknown>): string {
    const c = this.cmd(type, payload);
    const text = describeCommand(custom, c, this.setup, this.s);
    const actor = commandActor(custom, c, this.setup, this.s);
    if (actor) expect(text.startsWith(actor.name), `"${text}" starts with ${actor.name}`).toBe(true);
    this.s = this.reduce(this.s, c);
    return text;
  }
}

/** Hull and Hazards with hidden gear, its first roll-off made: Red Fury, Blue Streak, Viper, Hammer. */
function game(): Game {
  const g = new Game();
  g.row('cs.next', { rolls: { ann1: [6], ann2: [5], bo1: [4], bo2: [3] } });
  return g;
}

describe('issue 33: a row for every cs.* command, the actor first', () => {
  it('the types listed here are every type the reducer knows', () => {
    const g = new Game();
    for (const t of CS_TYPES) {
      let msg = '';
      try {
        g.reduce(g.s, g.cmd(t, {}));
      } catch (e) {
        msg = (e as Error).message;
      }
      expect(msg, t).not.toMatch(/Unknown command/);
    }
  });

  it('cs.move: "Red Fury uses Shoot on Viper: 2 successes; …" with what changed, then the dice', () => {
    const g = game();
    expect(g.row('cs.move', { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 4] })).toBe(
      'Red Fury uses Shoot on Viper: 2 successes; Viper: Hull 4 → 2; Ann: Cans 0 → 1 (2D6 6 4)',
    );
    expect(g.row('cs.move', { move: 'ram', carId: 'bo1', targetId: 'ann1', faces: [3], source: 'typed' })).toBe(
      'Viper uses Ram on Red Fury: highest 3: fails (D6 3, table dice)',
    );
  });

  it('cs.move with the custom die: the faces by name', () => {
    const g = game();
    expect(g.row('cs.move', { move: 'skid', carId: 'ann2', faces: [1, 2] })).toBe(
      'Blue Streak uses Skid: Hazard, Spin; Blue Streak: Hazard 0 → 1; Blue Streak is Spun: turn the car a quarter turn, away from where it was heading (2 × Skid die: Hazard Spin)',
    );
  });

  it('cs.move that wrecks the last car of a player: the trigger’s instruction and the winner', () => {
    const g = new Game(withGear(), 1);
    g.row('cs.next', { rolls: { ann1: [6], bo1: [1] } });
    g.row('cs.track', { carId: 'bo1', tracker: 'hull', to: 1 });
    expect(g.row('cs.move', { move: 'ram', carId: 'ann1', targetId: 'bo1', faces: [5] })).toBe(
      'Red Fury uses Ram on Viper: highest 5: succeeds; Red Fury: Hazard 0 → 1; Viper: Hull 1 → 0; Viper is out: wrecked: take it off the table; Ann wins: the last with a car in (D6 5)',
    );
  });

  it('cs.track: the change, with what the trigger did; a change that changes nothing says what was asked', () => {
    const g = game();
    expect(g.row('cs.track', { carId: 'bo2', tracker: 'hull', by: -1 })).toBe('Hammer: Hull 4 → 3');
    // Issue 41: the reset leaves Hazard where it was; the row shows the 6 that set the trigger off.
    expect(g.row('cs.track', { carId: 'bo2', tracker: 'hazard', to: 6 })).toBe(
      'Hammer: Hazard 0 → 6 → 0: Wiped out: spin the car to face any way its opponent picks, then clear its hazards',
    );
    expect(g.row('cs.track', { carId: 'bo2', tracker: 'armour', by: 5 })).toBe('Hammer: Armour 4 → 6');
    expect(g.row('cs.track', { carId: 'bo2', tracker: 'armour', by: 1 })).toBe('Hammer: Armour +1');
    expect(g.row('cs.track', { carId: 'bo2', tracker: 'hull', to: 0 })).toBe(
      'Hammer: Hull 3 → 0; Hammer is out: wrecked: take it off the table',
    );
  });

  it('cs.max, cs.condition, cs.out: the car first', () => {
    const g = game();
    expect(g.row('cs.max', { carId: 'bo1', tracker: 'hull', max: 6 })).toBe('Viper: Hull maximum 6');
    expect(g.row('cs.condition', { carId: 'bo1', condition: 'fire', on: true })).toBe(
      'Viper is On fire: put a flame marker beside the car',
    );
    expect(g.row('cs.condition', { carId: 'bo1', condition: 'fire', on: false })).toBe('Viper is no longer On fire');
    expect(g.row('cs.out', { carId: 'bo1', out: true })).toBe('Viper taken out by the table');
    expect(g.row('cs.out', { carId: 'bo1', out: false })).toBe('Viper back in the game');
  });

  it('cs.resource: the player first', () => {
    const g = game();
    expect(g.row('cs.resource', { playerId: 'bo', resource: 'cans', by: 2 })).toBe('Bo: Cans 0 → 2');
    expect(g.row('cs.resource', { playerId: 'bo', resource: 'cans', by: -5 })).toBe('Bo: Cans 2 → 0');
    expect(g.row('cs.resource', { playerId: 'bo', resource: 'cans', by: -1 })).toBe('Bo: Cans -1');
  });

  it('cs.next: whose turn ends and who plays; a new round names its first, with the roll-off', () => {
    const g = new Game();
    expect(g.row('cs.next', { rolls: { ann1: [6], ann2: [5], bo1: [4], bo2: [3] } })).toBe(
      'Round 1, Red Fury first (roll-off, tied on Gear: Red Fury 6, Blue Streak 5, Viper 4, Hammer 3)',
    );
    expect(g.row('cs.next', {})).toBe('Red Fury ends the turn: Blue Streak to play');
    g.row('cs.next', {});
    g.row('cs.next', {});
    expect(g.row('cs.next', { rolls: { ann1: [1], ann2: [2], bo1: [3], bo2: [4] } })).toBe(
      'Hammer ends the turn: round 2, Hammer first (roll-off, tied on Gear: Red Fury 1, Blue Streak 2, Viper 3, Hammer 4)',
    );
  });

  it('cs.next by player and in free order', () => {
    const byPlayer = new Game({ ...starter('lap-race'), turns: { by: 'player', order: 'seats' } });
    expect(byPlayer.row('cs.next', {})).toBe('Ann ends the turn: Bo to play');
    expect(byPlayer.row('cs.next', {})).toBe('Bo ends the turn: round 2, Ann first');
    const free = new Game({ ...starter('lap-race'), turns: { by: 'car', order: 'free' } });
    expect(free.row('cs.next', {})).toBe('Round 2');
  });

  it('cs.hide, cs.reveal, cs.drop: the item’s car, and at a reveal its kind', () => {
    const g = game();
    expect(g.row('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Mines' })).toBe(
      'Red Fury takes a face-down Hidden gear',
    );
    expect(g.row('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Smoke' })).toBe(
      'Red Fury takes a face-down Hidden gear',
    );
    expect(g.row('cs.drop', { carId: 'ann1', itemId: 'i2-kit-ann1' })).toBe('Red Fury discards a hidden item');
    // Concealed through the seal, then shown by the owner: the row is the owner's.
    const random = Uint8Array.from({ length: 20 }, (_, i) => i * 3);
    const sealed = CS_SECRETS.conceal(
      g.sys,
      g.cmd('cs.hide', { carId: 'ann2', tracker: 'kit', kind: 'Nitro' }),
      g.setup,
      random,
    )!;
    const text = describeCommand(custom, sealed.command, g.setup, g.s);
    expect(text).toBe('Blue Streak takes a face-down Hidden gear');
    expect(text).not.toContain('Nitro');
    g.s = g.reduce(g.s, sealed.command);
    const { kind, salt } = sealed.opening;
    expect(g.row('cs.reveal', { itemIds: [sealed.tokenId], open: { [sealed.tokenId]: { kind, salt } } })).toBe(
      'Ann: Blue Streak shows Nitro',
    );
  });

  it('the Undo button’s short form of a move (no target) and a face-down item’s step (the car’s tracker, never a kind)', () => {
    const g = game();
    const short = (type: string, payload: Record<string, unknown>) =>
      custom.describeShort?.(g.cmd(type, payload), g.setup, g.sys) ?? null;
    expect(short('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Mines' })).toBe('Red Fury’s Hidden gear');
    expect(short('cs.move', { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 4] })).toBe('Red Fury’s Shoot');
    const random = Uint8Array.from({ length: 20 }, (_, i) => i * 7);
    const sealed = CS_SECRETS.conceal(
      g.sys,
      g.cmd('cs.hide', { carId: 'bo1', tracker: 'kit', kind: 'Nitro' }),
      g.setup,
      random,
    )!;
    g.s = g.reduce(g.s, sealed.command);
    const { kind, salt } = sealed.opening;
    const reveal = { itemIds: [sealed.tokenId], open: { [sealed.tokenId]: { kind, salt } } };
    expect(short('cs.reveal', reveal)).toBe('Viper’s Hidden gear');
    expect(short('cs.drop', { carId: 'bo1', itemId: sealed.tokenId })).toBe('Viper’s Hidden gear');
    // Without the state before it, the row's own head.
    expect(custom.describeShort?.(g.cmd('cs.reveal', reveal), g.setup, null)).toBeNull();
  });

  it('issue 41: a trigger with a reset shows the value that set it off, in the row, the detail and the result card', () => {
    const g = game();
    g.row('cs.track', { carId: 'ann2', tracker: 'hazard', to: 4 });
    const before = g.sys;
    const payload = { move: 'skid', carId: 'ann2', faces: [1, 1] };
    const wiped =
      'Blue Streak: Hazard 4 → 6 → 0: Wiped out: spin the car to face any way its opponent picks, then clear its hazards';
    expect(g.row('cs.move', payload)).toBe(
      `Blue Streak uses Skid: Hazard, Hazard; ${wiped} (2 × Skid die: Hazard Hazard)`,
    );
    const c = g.cmd('cs.move', payload);
    expect(custom.explain!(before, custom.reduce(before, c, g.setup), c, g.setup).lines).toContain(`${wiped}.`);
    const skid = withGear().moves.find((m) => m.id === 'skid')!;
    const card = moveProcedure(skid, 'ann2').resolve(before, { setup: g.setup }, { dice: [1, 1] });
    expect('error' in card ? card.error : card.reasons).toContain(`${wiped}.`);
  });

  it('a row without the state before it (an undone entry) still names the actor and the command', () => {
    const g = game();
    const row = (type: string, payload: Record<string, unknown>) =>
      describeCommand(custom, g.cmd(type, payload), g.setup, null);
    // Issue 41: the move and its dice read from the game's own sheet, not "uses a move (6 4)".
    expect(row('cs.move', { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 4] })).toBe(
      'Red Fury uses Shoot on Viper (2D6 6 4)',
    );
    expect(row('cs.move', { move: 'skid', carId: 'ann2', faces: [2, 6], source: 'typed' })).toBe(
      'Blue Streak uses Skid (2 × Skid die: Spin Shift, table dice)',
    );
    expect(row('cs.track', { carId: 'bo1', tracker: 'hull', by: -1 })).toBe('Viper: Hull -1');
    expect(row('cs.next', {})).toBe('Next turn');
    expect(row('cs.reveal', { itemIds: ['h00000000'] })).toBe('Hidden items shown');
    expect(custom.describe({ type: 'cs.nope', payload: {}, at: 1 }, g.setup, g.sys)).toBeNull();
  });

  it('every type has an actor: a car, a player, whose turn it is, or the item’s owner', () => {
    const g = game();
    const who = (type: string, payload: Record<string, unknown>) =>
      commandActor(custom, g.cmd(type, payload), g.setup, g.s)?.name ?? null;
    expect(who('cs.track', { carId: 'bo2' })).toBe('Hammer');
    expect(who('cs.resource', { playerId: 'bo' })).toBe('Bo');
    expect(who('cs.next', {})).toBe('Red Fury');
    // Issue 40: ending the turn is the act of its car's player.
    expect(commandActor(custom, g.cmd('cs.next', {}), g.setup, g.s)?.playerId).toBe('ann');
    expect(CS_ACTORS.turnFlow?.has('cs.next')).toBe(true);
    expect(CS_ACTORS.shared.size).toBe(0);
  });
});

describe('the log’s detail and the reference', () => {
  it('explain: a move’s dice with what succeeded and the rule, the reading, then what changed', () => {
    const g = game();
    const before = g.sys;
    const c = g.cmd('cs.move', { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 2] });
    const after = custom.reduce(before, c, g.setup);
    expect(custom.explain!(before, after, c, g.setup).lines).toEqual([
      'Dice: 6 ✓, 2 (4+ succeeds (the target’s Armour)).',
      'Read: 1 success.',
      'Viper: Hull 4 → 3.',
      'Ann: Cans 0 → 1.',
    ]);
    const t = g.cmd('cs.track', { carId: 'bo1', tracker: 'hull', by: -1 });
    expect(custom.explain!(before, custom.reduce(before, t, g.setup), t, g.setup).lines).toEqual([
      'Set by hand from the car card.',
      'Viper: Hull 4 → 3.',
    ]);
  });

  it('what changed names the real model’s instruction and the end of the game', () => {
    const g = new Game(withGear(), 1);
    const before = g.sys;
    const after = custom.reduce(before, g.cmd('cs.track', { carId: 'ann1', tracker: 'hull', to: 0 }), g.setup);
    expect(describeChanges(before, after, g.setup)).toEqual([
      'Red Fury: Hull 4 → 0.',
      'Red Fury is out: wrecked: take it off the table.',
      'Bo wins: the last with a car in.',
    ]);
    const both = custom.reduce(after, g.cmd('cs.out', { carId: 'bo1', out: true }), g.setup);
    expect(describeChanges(before, both, g.setup).at(-1)).toBe('No car is left in: a draw.');
    expect(custom.outcome!(both)).toEqual({ winnerIds: [] });
  });

  it('the sheet’s notes are its reference cards, paragraphs split on blank lines', () => {
    const s = { ...starter('lap-race'), notes: [{ title: 'Pits', body: 'Stop for a turn.\n\nRepair one box.' }] };
    expect(sheetCards(s)).toEqual([{ id: 'note-1', title: 'Pits', body: ['Stop for a turn.', 'Repair one box.'] }]);
    expect(sheetCards(starter('hull-and-hazards')).map((c) => c.title)).toEqual(['A turn', 'Skids']);
  });
});

describe('a move as a guided roll', () => {
  it('asks a target (another player’s car first), then the pool of its die with the custom faces’ names', () => {
    const g = game();
    const shoot = g.sys.sheet.moves[0]!;
    const skid = g.sys.sheet.moves[1]!;
    const ctx = { setup: g.setup };
    expect(moveProcedure(shoot, 'ann1').ask(g.sys, ctx, {})).toEqual([
      { kind: 'car', id: 'target', label: 'Target', carIds: ['bo1', 'bo2'] },
      { kind: 'dice', id: 'dice', label: 'Red Fury: 2 dice, D6', count: 2, sides: 6 },
    ]);
    expect(moveProcedure(skid, 'ann1').ask(g.sys, ctx, {})).toEqual([
      {
        kind: 'dice',
        id: 'dice',
        label: 'Red Fury: 2 dice, Skid die',
        count: 2,
        sides: 6,
        faceNames: ['Hazard', 'Spin', 'Slide', 'Shift', 'Shift', 'Shift'],
      },
    ]);
  });

  it('resolves to the one command the reducer applies, with the reading and the rule as its reason', () => {
    const g = game();
    const shoot = g.sys.sheet.moves[0]!;
    const out = moveProcedure(shoot, 'ann1').resolve(g.sys, { setup: g.setup }, { target: 'bo1', dice: [6, 3] });
    expect(out).toEqual({
      summary: '1 success',
      reasons: ['Red Fury rolls 6✓ 3: 4+ succeeds (the target’s Armour).', 'Viper: Hull 4 → 3.', 'Ann: Cans 0 → 1.'],
      command: { type: 'cs.move', payload: { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 3] } },
    });
    const miss = moveProcedure(shoot, 'ann1').resolve(g.sys, { setup: g.setup }, { target: 'bo1', dice: [1, 1] });
    expect(miss).toMatchObject({ summary: '0 successes: no effect' });
    expect(moveProcedure(shoot, 'ann1').resolve(g.sys, { setup: g.setup }, { target: 'bo1' })).toEqual({
      error: 'Still needed: Red Fury: 2 dice, D6.',
    });
  });

  it('says why a car cannot make a move: out, no dice, nobody to target', () => {
    const g = new Game(withGear(), 1);
    const [shoot] = g.sys.sheet.moves;
    expect(moveProblem(g.sys, shoot!, 'ann1')).toBeNull();
    expect(moveProblem(g.sys, shoot!, 'zed')).toBe('No such car.');
    const unarmed = custom.reduce(g.sys, g.cmd('cs.track', { carId: 'ann1', tracker: 'guns', to: 0 }), g.setup);
    expect(moveProblem(unarmed, shoot!, 'ann1')).toBe('Shoot: no dice to roll.');
    const alone = custom.reduce(g.sys, g.cmd('cs.out', { carId: 'bo1', out: true }), g.setup);
    expect(moveProblem(alone, shoot!, 'ann1')).toBe('Shoot: no car to target.');
    expect(moveProblem(alone, shoot!, 'bo1')).toBe('That car is out of the game.');
  });
});
