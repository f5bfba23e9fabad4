// Issue 39, "a command names who it acts for, once": the attacks of the table that named
// another seat beside the proposer's own, each through the data channel's path (frames →
// HostInbox → LiveHost) with the game's own reducer behind the host, wired as the app wires it.
// Bo's phone (seat bo) attacks Ann's car, player and tokens; each attack was accepted before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entry } from '../../../src/game/types';
import type { CsState } from '../../../src/rules/custom/model';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { NOT_ITS_FIELDS } from '../../../src/sync/live/host';
import { anyTable, type Fixture, loadFixture, step } from './live-any-table';

const ANNS = 'This is Ann’s to do: only Ann’s phone (or the host phone) can make it.';

let rw: Fixture;
let cs: Fixture;
beforeAll(async () => {
  rw = await loadFixture('road-wolf-v1.json');
  cs = await loadFixture('custom-v1.json');
});

/** Road Wolf with every car bought (hammer and sandfly are Ann's, brute and viper Bo's). */
const bought = () => rw.doc.journal.slice(0, 5) as Entry[];
/** Road Wolf in play: the forces locked, initiative rolled, every token still face down. */
const inPlay = () => rw.doc.journal.slice(0, 13) as Entry[];
const rwState = (t: { state: { sys: unknown } }) => t.state.sys as RwState;

describe('issue 39: a guest’s command for its own car with a second key naming another seat’s', () => {
  it('rw.buy with attackerId on Bo’s car and carId on Ann’s is refused: her vehicle stays', () => {
    const { hostT, phone } = anyTable(rw, bought());
    const bo = phone('bo-phone', 'link-bo', 'bo');
    const n = hostT.entries.length;
    expect(bo.propose(step('rw.buy', { attackerId: 'brute', carId: 'hammer', typeId: null }))).toBe(NOT_ITS_FIELDS);
    expect(hostT.entries).toHaveLength(n);
    expect(Object.keys(rwState(hostT).vehicles)).toContain('hammer');
    // Without the extra key it names Ann's car only: hers to do.
    expect(bo.propose(step('rw.buy', { carId: 'hammer', typeId: null }))).toBe(ANNS);
    // His own car is his.
    expect(bo.propose(step('rw.buy', { carId: 'brute', typeId: null }))).toBeNull();
    expect(Object.keys(rwState(hostT).vehicles)).not.toContain('brute');
  });

  it('rw.adjust with attackerId on Bo’s car and carId on Ann’s is refused: her car is not wrecked', () => {
    const { hostT, phone } = anyTable(rw, inPlay());
    const bo = phone('bo-phone', 'link-bo', 'bo');
    const n = hostT.entries.length;
    expect(bo.propose(step('rw.adjust', { attackerId: 'brute', carId: 'hammer', damage: 3 }))).toBe(NOT_ITS_FIELDS);
    expect(bo.propose(step('rw.adjust', { carId: 'hammer', damage: 3 }))).toBe(ANNS);
    expect(hostT.entries).toHaveLength(n);
    expect(rwState(hostT).vehicles.hammer).toMatchObject({ damage: 0, destroyed: false });
    expect(bo.propose(step('rw.adjust', { carId: 'brute', damage: 1 }))).toBeNull();
    expect(rwState(hostT).vehicles.brute?.damage).toBe(1);
  });

  it('cs.resource with carId on Bo’s car and playerId Ann is refused: her score is hers', () => {
    const { hostT, phone } = anyTable(cs, cs.doc.journal.slice(0, 3) as Entry[]);
    const bo = phone('bo-phone', 'link-bo', 'bo');
    const before = (hostT.state.sys as CsState).resources;
    const n = hostT.entries.length;
    expect(bo.propose(step('cs.resource', { carId: 'viper', playerId: 'ann', resource: 'cans', by: 5 }))).toBe(
      NOT_ITS_FIELDS,
    );
    expect(bo.propose(step('cs.resource', { playerId: 'ann', resource: 'cans', by: 5 }))).toBe(ANNS);
    expect(hostT.entries).toHaveLength(n);
    expect((hostT.state.sys as CsState).resources).toEqual(before);
    expect(bo.propose(step('cs.resource', { playerId: 'bo', resource: 'cans', by: 5 }))).toBeNull();
    expect((hostT.state.sys as CsState).resources.bo?.cans).toBe(5);
  });

  it('a key no command of its type carries is refused even when it names nobody', () => {
    const { hostT, phone } = anyTable(rw, inPlay());
    const bo = phone('bo-phone', 'link-bo', 'bo');
    const n = hostT.entries.length;
    // The turn flow and the table's commands too: a field they do not declare is not recorded.
    expect(bo.propose(step('rw.endTurn', { carId: 'hammer' }))).toBe(NOT_ITS_FIELDS);
    expect(
      bo.propose(step('dice.roll', { purpose: 'x', pools: [{ sides: 6, faces: [3] }], source: 'app', junk: 1 })),
    ).toBe(NOT_ITS_FIELDS);
    expect(hostT.entries).toHaveLength(n);
    expect(NOT_ITS_FIELDS).not.toMatch(/rw\.|payload|field|command/i);
  });
});

describe('issue 39: every token of a reveal is checked, not the first', () => {
  it('rw.reveal with Bo’s token first, then Ann’s face-down tokens, is refused: hers stay face down', () => {
    const { hostT, phone } = anyTable(rw, inPlay());
    const bo = phone('bo-phone', 'link-bo', 'bo');
    const s = rwState(hostT);
    expect([s.tokens.t5?.ownerId, s.tokens.t1?.ownerId, s.tokens.t4?.ownerId]).toEqual(['bo', 'ann', 'ann']);
    expect([s.tokens.t1?.revealed, s.tokens.t4?.revealed]).toEqual([false, false]);
    const n = hostT.entries.length;
    expect(bo.propose(step('rw.reveal', { tokenIds: ['t5', 't1', 't4'] }))).toBe(ANNS);
    expect(hostT.entries).toHaveLength(n);
    expect([rwState(hostT).tokens.t1?.revealed, rwState(hostT).tokens.t4?.revealed]).toEqual([false, false]);
    // His own tokens, all of them, are his to show.
    expect(bo.propose(step('rw.reveal', { tokenIds: ['t5', 't6'] }))).toBeNull();
    expect([rwState(hostT).tokens.t5?.revealed, rwState(hostT).tokens.t6?.revealed]).toEqual([true, true]);
  });

  it('a phone nobody claimed reveals no player’s token', () => {
    const { hostT, phone } = anyTable(rw, inPlay());
    const shared = phone('table-phone', 'link-t', null);
    expect(shared.propose(step('rw.reveal', { tokenIds: ['t5'] }))).toBe(
      'This is Bo’s to do: only Bo’s phone (or the host phone) can make it.',
    );
    expect(rwState(hostT).tokens.t5?.revealed).toBe(false);
  });
});
