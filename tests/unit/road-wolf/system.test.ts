import { describe, expect, it } from 'vitest';
import roadWolf, { describeRw } from '../../../src/rules/road-wolf';
import { RW_TYPES } from '../../../src/rules/road-wolf/commands';
import { ACTIONS, HOUSE_RULES, TOKENS, VEHICLE_TYPES, WIPEOUT_CHART } from '../../../src/rules/road-wolf/data';
import { REFERENCE } from '../../../src/rules/road-wolf/reference';
import { houseRules } from '../../../src/rules/road-wolf/rules';
import { visibleKind } from '../../../src/rules/road-wolf/table-view';
import { apply, makeSetup, tokenOf, toPlay } from './helpers';

const card = (id: string) => REFERENCE.find((c) => c.id === id)!;

describe('RuleSystem object', () => {
  it('handles only rw.* commands and starts in force building', () => {
    expect(roadWolf.id).toBe('road-wolf');
    expect(roadWolf.handles('rw.move')).toBe(true);
    expect(roadWolf.handles('wlf.fire')).toBe(false);
    expect(roadWolf.init(makeSetup(2)).phase).toBe('FORCE_BUILDING');
    expect(roadWolf.outcome!(roadWolf.init(makeSetup(2)))).toBeNull();
    expect(roadWolf.carsPerPlayer?.default).toBeGreaterThan(0);
  });

  it('B13 house rules: unique ids, each cites an R-n, defaults fill unknown or bad values', () => {
    expect(new Set(HOUSE_RULES.map((h) => h.id)).size).toBe(HOUSE_RULES.length);
    for (const h of HOUSE_RULES) expect(h.spec).toMatch(/^R-\d+$/);
    expect(houseRules({ heavyBody: 'SQUISHY', basicShot: true })).toMatchObject({
      heavyBody: 'CLOSED',
      basicShot: true,
      driverLeaves: 'SEAT_PASSENGER',
    });
  });
});

describe('reference cards come from the data tables', () => {
  it('B2.2 the vehicle table lists the 12 catalogue vehicles with size = cost [R-1]', () => {
    const t = card('vehicles').table!;
    expect(t.rows).toHaveLength(VEHICLE_TYPES.length);
    expect(t.rows[0]).toEqual(['Street Bike', '1 / 1', 'Open', 'Street', 'No']);
    expect(t.rows[11]).toEqual(['Big Rig', '5 / 5', 'Closed', '—', 'Yes']);
  });

  it('B2.3 / B6.4 / B2.5 tokens, actions and the wipeout chart', () => {
    expect(card('tokens').table!.rows).toHaveLength(TOKENS.length);
    expect(card('actions').table!.rows).toHaveLength(ACTIONS.length);
    expect(card('wipeout').table!.rows).toEqual(
      WIPEOUT_CHART.map((r) => [r.max === null ? `${r.min} or more` : String(r.min), r.name, r.effect]),
    );
    expect(card('house-rules').table!.rows).toHaveLength(HOUSE_RULES.length);
  });

  it('B5.1 the worked examples are computed by the real comparison', () => {
    const text = card('contest').body.join(' ');
    expect(text).toMatch(/6 beats 5 at the first die: the attacker wins, overkill 1/);
    expect(text).toMatch(/4 ties 4, 4 beats 2: the attacker wins, overkill 0/);
  });

  it('every card has a title, body text and only known spec ids', () => {
    for (const c of REFERENCE) {
      expect(c.title.length).toBeGreaterThan(0);
      expect(c.body.length).toBeGreaterThan(0);
      for (const sp of c.specs ?? []) expect(sp).toMatch(/^R-\d+$/);
    }
    expect(REFERENCE.map((c) => c.id).slice(0, 10)).toEqual([
      'turn',
      'vehicles',
      'tokens',
      'actions',
      'contest',
      'dice',
      'combat',
      'wipeout',
      'damage',
      'house-rules',
    ]);
    // Issue 13: then one card per mission (B12).
    expect(REFERENCE.map((c) => c.id).slice(10)).toEqual([
      'mission-breakout',
      'mission-gauntlet',
      'mission-interceptor',
      'mission-chase',
      'mission-president',
      'mission-hijackers',
      'mission-monsters',
      'mission-two-wheel-terror',
      'mission-wages-of-fear',
      'mission-derailed',
    ]);
  });
});

describe('log lines', () => {
  const setup = makeSetup(2);
  const samples: Record<string, Record<string, unknown>> = {
    'rw.config': { pointsValue: 4 },
    'rw.buy': { carId: 'P1c1', typeId: 'coupe' },
    'rw.buyToken': { playerId: 'P1', kind: 'GUNNER' },
    'rw.assignToken': { tokenId: 't1', carId: 'P1c1' },
    'rw.sellToken': { tokenId: 't1' },
    'rw.lockForces': {},
    'rw.initiative': { passes: [{ P1: [6, 6], P2: [1, 1] }], first: 'P1' },
    'rw.move': { carId: 'P1c1', mode: 'NITRO' },
    'rw.moveEnd': { carId: 'P1c1', offRoad: true, exited: 'END' },
    'rw.ram': { attackerId: 'P1c1', defenderId: 'P2c1', attack: [6, 1], defence: [5, 5] },
    'rw.wipeout': { carId: 'P1c1', vehicle: [2], road: [5, 1], skid: 2 },
    'rw.melee': { attackerId: 'P1c1', defenderId: 'P2c1', free: true, attack: [3], defence: [3] },
    'rw.shoot': { attackerId: 'P1c1', targetId: 'P2c1', weapon: 'SHOTGUN', free: false, attack: [6, 2], defence: [1] },
    'rw.ambush': { playerId: 'P1', targetId: 'P2c1', attack: [6, 2], defence: [1] },
    'rw.spikes': { attackerId: 'P1c1', targetId: 'P2c1', attack: [6, 2], defence: [1] },
    'rw.repair': { carId: 'P1c1', free: false, dice: [6] },
    'rw.takeover': { carId: 'P1c1', targetId: 'P2c1' },
    'rw.transfer': { carId: 'P1c1', toId: 'P1c2', tokenIds: ['t1'] },
    'rw.pickUp': { carId: 'P1c1', sourceId: 'P2c1' },
    'rw.turnAround': { carId: 'P1c1' },
    'rw.supplies': { carId: 'P1c1', take: 'REPAIR' },
    'rw.reveal': { tokenIds: ['t1'] },
    'rw.resetToken': { tokenId: 't1', kind: 'VETERAN' },
    'rw.endTurn': {},
    'rw.endGame': { winnerSide: null },
    'rw.adjust': { carId: 'P1c1', damage: 1 },
    'rw.roadDeck': { mode: 'DIGITAL', counts: { SLICK: 2, DEBRIS: 1 } },
    'rw.roadShuffle': { order: [2, 0, 1] },
    'rw.roadCard': { kind: 'SLICK' },
    'rw.drift': { carId: 'P1c1' },
    'rw.driftEnd': { carId: 'P1c1', offBack: true },
    'rw.objectRam': { defenderId: 'P2c1', attack: [6, 1], defence: [5, 5], side: 4 },
    'rw.cardContact': { cardId: 'k1', kind: 'DEBRIS', carId: 'P2c1', attack: [6], defence: [5, 5] },
    'rw.mission': { missionId: 'BREAKOUT' },
    'rw.enemyDraw': { leadPlayerId: 'P1', draws: [{ playerId: 'P1', kind: 'GUNNER' }] },
    'rw.enemyAttack': { carId: 'P1c1', attack: [6], defence: [1] },
    'rw.vehicleOrder': { carIds: ['P1c1'] },
    'rw.lastCard': {},
    'rw.replacement': { playerId: 'P2', typeId: 'coupe', token: 'GUNNER' },
    'rw.blast': { defenderId: 'P2c1', attack: [6, 6, 5, 4, 3, 1], defence: [2] },
    'rw.blastEnd': {},
    'rw.civilians': { typeIds: ['coupe', 'muscle_car'] },
    'rw.board': { carId: 'P1c1', to: 'GONDOLA_2', tokenIds: ['t1'] },
    'rw.trainFight': {
      mode: 'MELEE',
      from: { car: 'GONDOLA_1', playerId: 'P1' },
      target: { car: 'ENGINE', playerId: 'NEUTRAL' },
      attack: [6],
      defence: [1, 1, 1],
    },
    'rw.search': { car: 'GONDOLA_1', playerId: 'P1', kind: 'SHOTGUN' },
    'rw.trainDrive': { playerId: 'P1' },
    'rw.trainRam': { carId: 'P1c1', where: 'FRONT', attack: [6, 6, 6, 6, 6, 6], defence: [1], thrown: 3 },
    'rw.trackCross': { carId: 'P1c1' },
    'rw.trainExit': {},
    'rw.alight': { fromCar: 'GONDOLA_1', playerId: 'P1', carId: 'P1c2', tokenIds: ['t1'] },
    'rw.courierNitro': { carId: 'P1c2' },
    'rw.layRoad': { count: 8 },
    'rw.revealCard': { kind: 'SLICK' },
  };

  it('every command type has a log line; unknown types have none', () => {
    expect(Object.keys(samples).sort()).toEqual([...RW_TYPES].sort());
    for (const type of RW_TYPES) expect(describeRw({ type, payload: samples[type], at: 0 }, setup), type).toMatch(/\w/);
    expect(describeRw({ type: 'rw.nope', payload: {}, at: 0 }, setup)).toBeNull();
  });

  it('log lines read the dice from the command', () => {
    expect(describeRw({ type: 'rw.ram', payload: samples['rw.ram'], at: 0 }, setup)).toBe(
      'Car P1.1 rams Car P2.1: 6 1 against 5 5, rammer wins, overkill 1',
    );
    expect(describeRw({ type: 'rw.wipeout', payload: samples['rw.wipeout'], at: 0 }, setup)).toBe(
      'Car P1.1 wipeout check: 2 against the Road 5 1 → Spin; skid back and to the right',
    );
    expect(describeRw({ type: 'rw.buyToken', payload: samples['rw.buyToken'], at: 0 }, setup)).toBe(
      'Player 1 buys a token',
    );
    // B11 (issue 13): the road turn's commands
    expect(describeRw({ type: 'rw.objectRam', payload: samples['rw.objectRam'], at: 0 }, setup)).toBe(
      'The drifting object rams Car P2.1: 6 1 against 5 5, object wins, overkill 1; slides right',
    );
    expect(describeRw({ type: 'rw.cardContact', payload: samples['rw.cardContact'], at: 0 }, setup)).toBe(
      'Car P2.1 meets the Debris card: 6 against 5 5, card wins, overkill 1',
    );
    expect(describeRw({ type: 'rw.roadDeck', payload: samples['rw.roadDeck'], at: 0 }, setup)).toBe(
      'Road cards: the app’s deck of 3 cards',
    );
    expect(describeRw({ type: 'rw.driftEnd', payload: samples['rw.driftEnd'], at: 0 }, setup)).toBe(
      'Car P1.1 passes the back edge and is removed',
    );
    // the shuffle's order stays out of the log
    expect(describeRw({ type: 'rw.roadShuffle', payload: samples['rw.roadShuffle'], at: 0 }, setup)).toBe(
      'Road deck shuffled (3 cards)',
    );
  });
});

describe('B3.4 hidden tokens', () => {
  it('B3.4 an unrevealed token shows to its owner and its carrier’s controller only', () => {
    const setup = makeSetup(2);
    let s = toPlay(setup, { P1c1: { type: 'buggy', tokens: [['GUNNER']] }, P2c1: { type: 'buggy' } }, { points: 2 });
    const g = tokenOf(s, 'P1c1', 'GUNNER');
    expect(visibleKind(s, g, 'P1')).toBe('GUNNER');
    expect(visibleKind(s, g, 'P2')).toBe('HIDDEN');
    s = apply(s, 'rw.reveal', { tokenIds: [g] }, setup);
    expect(visibleKind(s, g, 'P2')).toBe('GUNNER');
    expect(visibleKind(s, 'nope', 'P2')).toBeNull();
  });
});
