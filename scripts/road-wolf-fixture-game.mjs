// The game of the Road Wolf fixtures (road-wolf-v1.json, and road-wolf-v2.json with committed
// tokens): "Dust Road Derby", Ann's Hammerhead and Sandfly against Bo's Brute and Viper, played to
// Ann's win. `s` is the state as the recording phone sees it, `run` applies a command (as that
// phone records it), `undo` takes the last one back.

/** Its players and cars. */
export const DERBY_TABLE = {
  players: [
    { id: 'ann', name: 'Ann', color: '#e53935' },
    { id: 'bo', name: 'Bo', color: '#1e88e5' },
  ],
  cars: [
    { id: 'hammer', playerId: 'ann', name: 'Hammerhead', color: '#e53935' },
    { id: 'sandfly', playerId: 'ann', name: 'Sandfly', color: '#fb8c00' },
    { id: 'brute', playerId: 'bo', name: 'Brute', color: '#1e88e5' },
    { id: 'viper', playerId: 'bo', name: 'Viper', color: '#43a047' },
  ],
};

export async function dustRoadDerby({ load, s, run, undo }) {
  const { contest } = await load('/src/rules/road-wolf/pools.ts');
  /** A contested roll: the dice as thrown, and the result the rules will re-derive. */
  const vs = (attack, defence, extra = {}) => {
    const c = contest(attack, defence);
    return { attack, defence, ...extra, result: { winner: c.winner, overkill: c.overkill } };
  };
  const tokenOf = (carId, kind) => {
    const v = s().vehicles[carId];
    const id = [v.driverSeat, ...v.passengers, ...v.gear].find((x) => x && s().tokens[x]?.kind === kind);
    if (!id) throw new Error(`no ${kind} on ${carId}`);
    return id;
  };

  // ---- forces (B4): a points value of 5, tokens bought face down --------------------------------
  run('rw.config', { pointsValue: 5 });
  run('rw.buy', { carId: 'hammer', typeId: 'convertible' });
  run('rw.buy', { carId: 'sandfly', typeId: 'buggy' });
  run('rw.buy', { carId: 'brute', typeId: 'muscle_car' });
  run('rw.buy', { carId: 'viper', typeId: 'roadster' });
  run('rw.buyToken', { playerId: 'ann', kind: 'VETERAN', carId: 'hammer', place: 'SEAT' });
  run('rw.buyToken', { playerId: 'ann', kind: 'BRAWLER', carId: 'hammer' });
  run('rw.buyToken', { playerId: 'ann', kind: 'SHOTGUN', carId: 'hammer' });
  run('rw.buyToken', { playerId: 'ann', kind: 'GUNNER', carId: 'sandfly' });
  run('rw.buyToken', { playerId: 'bo', kind: 'MECHANIC', carId: 'brute' });
  run('rw.buyToken', { playerId: 'bo', kind: 'BRAWLER', carId: 'viper' });
  run('rw.lockForces');
  // Initiative: a tie on the first pass, re-rolled between the tied.
  run('rw.initiative', {
    passes: [
      { ann: [4, 4], bo: [6, 2] },
      { ann: [5, 1], bo: [2, 2] },
    ],
    first: 'ann',
  });

  // ---- turn 1, Ann --------------------------------------------------------------------------
  // A slip at the table: the Sandfly was moved by mistake, then undone (the entry stays, struck).
  run('rw.move', { carId: 'sandfly', mode: 'MOVE' });
  undo();
  // Nitro ram: 3 + 1 dice, the Veteran rerolls the 1 into a 5.
  run('rw.move', { carId: 'hammer', mode: 'NITRO', onRoad: true });
  run('rw.ram', {
    attackerId: 'hammer',
    defenderId: 'brute',
    ...vs([6, 2, 2, 5], [4, 3, 3], { attack: [6, 2, 2, 1], attackReroll: { index: 3, newFace: 5 } }),
  });
  run('rw.moveEnd', { carId: 'hammer', offRoad: false, exited: 'NONE' });
  run('rw.move', { carId: 'hammer', mode: 'MOVE' });
  run('rw.moveEnd', { carId: 'hammer', offRoad: false, exited: 'NONE' });
  // The free melee after a move clears the Viper's crew: it is abandoned.
  run('rw.melee', { attackerId: 'hammer', defenderId: 'viper', free: true, ...vs([6, 6, 3], [5, 2]) });
  // Shotgun at the Brute: a win without overkill calls a wipeout check.
  run('rw.shoot', { attackerId: 'hammer', targetId: 'brute', weapon: 'SHOTGUN', free: false, ...vs([5, 3], [5, 2]) });
  // The Road wins without overkill: a skid, which touches the abandoned Viper (a ram, R-17).
  run('rw.wipeout', { carId: 'brute', vehicle: [2], road: [2, 1], roadPlayerId: 'ann', skid: 3, result: 'SKID' });
  run('rw.ram', { attackerId: 'brute', defenderId: 'viper', ...vs([3, 2, 1], [3, 2]) });
  run('rw.wipeout', { carId: 'viper', vehicle: [6, 1], road: [3, 3], result: 'PASSED' });
  run('rw.moveEnd', { carId: 'brute', offRoad: false, exited: 'NONE' });
  // The Sandfly's Gunner takes over the abandoned Viper (boarding a moving car: a wipeout check).
  run('rw.takeover', { carId: 'sandfly', targetId: 'viper', crewTokenId: tokenOf('sandfly', 'GUNNER') });
  run('rw.wipeout', { carId: 'viper', vehicle: [5, 4], road: [5, 2], result: 'PASSED' });
  run('rw.move', { carId: 'viper', mode: 'MOVE' });
  run('rw.moveEnd', { carId: 'viper', offRoad: false, exited: 'NONE' });
  run('car.note', { carId: 'brute', text: 'Smoking, nose into the verge' });
  run('rw.endTurn');

  // ---- turn 1, Bo ---------------------------------------------------------------------------
  run('rw.repair', { carId: 'brute', free: true, dice: [6, 3], removed: 1 });
  run('rw.move', { carId: 'brute', mode: 'MOVE' });
  run('rw.ram', { attackerId: 'brute', defenderId: 'sandfly', ...vs([2, 2, 1], [6, 5]) });
  run('rw.wipeout', { carId: 'brute', vehicle: [1, 1], road: [3, 1], skid: 1, result: 'SPIN' });
  run('rw.moveEnd', { carId: 'brute', offRoad: true, exited: 'NONE' });
  run('rw.moveEnd', { carId: 'brute', offRoad: false, exited: 'NONE' });
  run('rw.endTurn');
  run('rw.endTurn'); // the Road's turn

  // ---- turn 2, Ann: the Hammerhead rams the spun Brute into a wreck --------------------------
  run('rw.move', { carId: 'hammer', mode: 'MOVE' });
  run('rw.ram', { attackerId: 'hammer', defenderId: 'brute', ...vs([6, 6, 4], [2, 1]) });
  run('rw.moveEnd', { carId: 'hammer', offRoad: false, exited: 'NONE' });
}
