// Issue 33: a sheet's hidden tracker on issue 32's machinery. An item taken face down enters the
// journal as a commitment (the game layer's seal, src/game/seal.ts); its kind and salt stay on the
// owner's phone until a command shows it, and every phone checks the opening before the rule runs.
import { describe, expect, it } from 'vitest';
import { seal } from '../../../src/game/seal';
import { commitOf, type HeldOpenings, opens } from '../../../src/rules/core/commitment';
import type { Command, Setup } from '../../../src/rules/core/model';
import custom from '../../../src/rules/custom';
import { initCs, reduceCs } from '../../../src/rules/custom/commands';
import type { CsState } from '../../../src/rules/custom/model';
import { CS_SECRETS, ITEM_ID } from '../../../src/rules/custom/secrets';
import { apply, begin, car, deepFreeze, type Payload, refused, starter, table, withGear } from './helpers';

/** Deterministic "random" bytes: 20 per call, never the same twice. */
function bytes(): () => Uint8Array {
  let n = 0;
  return () => {
    n += 1;
    return Uint8Array.from({ length: 20 }, (_, i) => (n * 37 + i * 11) % 256);
  };
}

/** One phone passed around the table: every command through the seal, as the app's dispatch does. */
class Phone {
  held: HeldOpenings = {};
  readonly journal: Command[] = [];
  private clock = 1_800_000_000_000;
  private readonly random = bytes();
  readonly start: CsState;
  constructor(
    readonly setup: Setup,
    public s: CsState,
  ) {
    this.start = s;
  }
  get view(): CsState {
    return CS_SECRETS.withHeld(this.s, this.held);
  }
  do(type: string, payload: Payload): Command {
    this.clock += 1;
    const sealed = seal(custom, this.setup, this.s, this.held, { type, payload, at: this.clock }, this.random);
    if (sealed.kept) this.held = { ...this.held, [sealed.kept.tokenId]: sealed.kept.opening };
    this.s = reduceCs(this.s, sealed.command, this.setup);
    this.journal.push(sealed.command);
    return sealed.command;
  }
}

function phone(cars = 1): Phone {
  const { s, setup } = begin(withGear(), 2, cars);
  return new Phone(setup, s);
}

const SALT = 'ab'.repeat(16);

describe('taking an item face down', () => {
  it('conceal turns cs.hide into a commitment: an item id and SHA-256 of kind, id and salt, no kind', () => {
    const { s, setup } = begin(withGear(), 2, 1);
    const random = Uint8Array.from({ length: 20 }, (_, i) => i + 1);
    const c = { type: 'cs.hide', payload: { carId: 'ann1', tracker: 'kit', kind: 'Mines' }, at: 5 };
    const out = CS_SECRETS.conceal(s, c, setup, random);
    if (!out) throw new Error('not concealed');
    const p = out.command.payload as Record<string, unknown>;
    expect(p.kind).toBeUndefined();
    expect(out.tokenId).toBe('h11121314');
    expect(out.tokenId).toMatch(ITEM_ID);
    expect(p).toEqual({
      carId: 'ann1',
      tracker: 'kit',
      itemId: out.tokenId,
      commit: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(out.opening).toEqual({ kind: 'Mines', salt: '0102030405060708090a0b0c0d0e0f10', playerId: 'ann' });
    expect(p.commit).toBe(commitOf('Mines', out.tokenId, out.opening.salt));
    expect(JSON.stringify(out.command)).not.toContain('Mines');
  });

  it('conceal leaves alone what is not a face-down item of a known kind; it needs 20 random bytes', () => {
    const { s, setup } = begin(withGear(), 2, 1);
    const r = new Uint8Array(20);
    const c = (type: string, payload: Payload) => CS_SECRETS.conceal(s, { type, payload, at: 1 }, setup, r);
    expect(c('cs.track', { carId: 'ann1', tracker: 'hull', by: 1 })).toBeNull();
    expect(c('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Lasers' })).toBeNull();
    expect(c('cs.hide', { carId: 'zed', tracker: 'kit', kind: 'Mines' })).toBeNull();
    expect(c('cs.hide', { carId: 'ann1', tracker: 'hull', kind: 'Mines' })).toBeNull();
    expect(c('cs.hide', { carId: 'ann1', tracker: 'kit', itemId: 'h00000000', commit: 'f'.repeat(64) })).toBeNull();
    expect(() =>
      CS_SECRETS.conceal(
        s,
        { type: 'cs.hide', payload: { carId: 'ann1', tracker: 'kit', kind: 'Mines' }, at: 1 },
        setup,
        new Uint8Array(19),
      ),
    ).toThrow(/20 random bytes/);
  });

  it('through the seal: the journal and the shared state hold the commitment; the owner’s phone sees the kind', () => {
    const ph = phone();
    const c = ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Smoke' });
    const id = (c.payload as { itemId: string }).itemId;
    expect(car(ph.s, 'ann1').hidden).toEqual([
      { id, tracker: 'kit', kind: null, commit: expect.any(String), revealed: false },
    ]);
    expect(JSON.stringify(ph.journal)).not.toContain('Smoke');
    expect(JSON.stringify(ph.s.cars)).not.toContain('Smoke');
    expect(car(ph.view, 'ann1').hidden[0]!.kind).toBe('Smoke');
    expect(CS_SECRETS.unopened(ph.s)).toEqual([id]);
    // The count is public: the tracker's value is the number of items.
    expect(car(ph.s, 'ann1').hidden).toHaveLength(1);
  });

  it('a kind the tracker does not have is refused before anything is sealed, and so is one item too many', () => {
    const ph = phone();
    expect(() => ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Lasers' })).toThrow(
      /Hidden gear has no kind "Lasers"/,
    );
    for (const k of ['Mines', 'Smoke', 'Nitro']) ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: k });
    expect(() => ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Mines' })).toThrow(/Hidden gear: at most 3/);
    expect(ph.journal).toHaveLength(3);
  });

  it('a commitment or item id that cannot be read, an id already taken, or a tracker that is not hidden is refused', () => {
    const ph = phone();
    const c = ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Nitro' });
    const id = (c.payload as { itemId: string }).itemId;
    const s = deepFreeze(ph.s);
    const hide = (p: Payload) => ({ carId: 'ann1', tracker: 'kit', itemId: 'h12345678', commit: 'c'.repeat(64), ...p });
    refused(s, 'cs.hide', hide({ commit: 'xyz' }), ph.setup, /commitment is not readable/);
    refused(s, 'cs.hide', hide({ itemId: 'H12345678' }), ph.setup, /item’s id is not readable/);
    refused(s, 'cs.hide', hide({ itemId: id }), ph.setup, /That item id is taken/);
    refused(s, 'cs.hide', hide({ tracker: 'hazard' }), ph.setup, /No such hidden tracker/);
    refused(s, 'cs.hide', { carId: 'ann1', tracker: 'kit' }, ph.setup, /The kind is missing/);
  });

  it('in the open (no seal), an item is taken with its kind shown; after a discard the next one still gets an id of its own', () => {
    const { s, setup } = begin(withGear(), 2, 1);
    let t = apply(s, 'cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Mines' }, setup);
    t = apply(t, 'cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Smoke' }, setup);
    expect(car(t, 'ann1').hidden).toEqual([
      { id: 'i1-kit-ann1', tracker: 'kit', kind: 'Mines', revealed: true },
      { id: 'i2-kit-ann1', tracker: 'kit', kind: 'Smoke', revealed: true },
    ]);
    t = apply(t, 'cs.drop', { carId: 'ann1', itemId: 'i1-kit-ann1' }, setup);
    t = apply(t, 'cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Nitro' }, setup);
    expect(car(t, 'ann1').hidden.map((h) => [h.id, h.kind])).toEqual([
      ['i2-kit-ann1', 'Smoke'],
      ['i3-kit-ann1', 'Nitro'],
    ]);
  });
});

describe('showing an item', () => {
  function hidden() {
    const ph = phone();
    const c = ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Mines' });
    return { ph, id: (c.payload as { itemId: string }).itemId };
  }

  it('cs.reveal through the owner’s seal carries the opening; every phone checks it and fills in the kind', () => {
    const { ph, id } = hidden();
    const before = ph.s;
    const c = ph.do('cs.reveal', { itemIds: [id] });
    expect((c.payload as { open: unknown }).open).toEqual({ [id]: { kind: 'Mines', salt: ph.held[id]!.salt } });
    expect(car(ph.s, 'ann1').hidden[0]).toMatchObject({ id, kind: 'Mines', revealed: true });
    expect(CS_SECRETS.shown(before, ph.s)).toEqual([id]);
    expect(CS_SECRETS.unopened(ph.s)).toEqual([]);
    // Another phone, holding nothing, replays the journal to the same state.
    const other = ph.journal.reduce((s, cmd) => reduceCs(s, cmd, ph.setup), ph.start);
    expect(other).toEqual(ph.s);
  });

  it('a reveal with a wrong opening (another kind, another salt, a kind no tracker has) is refused, nothing changed', () => {
    const { ph, id } = hidden();
    const s = deepFreeze(ph.s);
    const { salt } = ph.held[id]!;
    const reveal = (o: unknown) => ({ itemIds: [id], open: { [id]: o } });
    refused(s, 'cs.reveal', reveal({ kind: 'Smoke', salt }), ph.setup, /does not open as Smoke/);
    refused(s, 'cs.reveal', reveal({ kind: 'Mines', salt: SALT }), ph.setup, /does not open as Mines/);
    refused(s, 'cs.reveal', reveal({ kind: 'Lasers', salt }), ph.setup, /without a readable kind and salt/);
    refused(s, 'cs.reveal', reveal({ kind: 'Mines' }), ph.setup, /without a readable kind and salt/);
    refused(s, 'cs.reveal', { itemIds: [id], open: 'Mines' }, ph.setup, /not readable/);
    refused(
      s,
      'cs.reveal',
      { itemIds: ['h00000000'], open: { h00000000: { kind: 'Mines', salt } } },
      ph.setup,
      /no item h00000000/,
    );
  });

  it('a reveal without the opening, of nothing, or of an item that is not there is refused', () => {
    const { ph, id } = hidden();
    const s = deepFreeze(ph.s);
    refused(s, 'cs.reveal', { itemIds: [id] }, ph.setup, /only its owner’s phone has them/);
    refused(s, 'cs.reveal', { itemIds: [] }, ph.setup, /Which items are shown/);
    refused(s, 'cs.reveal', { itemIds: 'all' }, ph.setup, /Which items are shown/);
    refused(s, 'cs.reveal', { itemIds: Array(61).fill(id) }, ph.setup, /Which items are shown/);
    refused(s, 'cs.reveal', { itemIds: ['i9-kit-ann1'] }, ph.setup, /no item i9-kit-ann1 to show/);
    refused(s, 'cs.reveal', { itemIds: [JSON.parse('{"toString":1}')] }, ph.setup, /no such item/);
  });

  it('a face-down item discarded through the seal goes with its opening, so the log can say what it was', () => {
    const { ph, id } = hidden();
    const c = ph.do('cs.drop', { carId: 'ann1', itemId: id });
    expect((c.payload as { open: unknown }).open).toEqual({ [id]: { kind: 'Mines', salt: ph.held[id]!.salt } });
    expect(car(ph.s, 'ann1').hidden).toEqual([]);
  });

  it('a discard of an item the car does not have is refused', () => {
    const { ph, id } = hidden();
    refused(ph.s, 'cs.drop', { carId: 'bo1', itemId: id }, ph.setup, /No such item on that car/);
    refused(ph.s, 'cs.drop', { carId: 'ann1', itemId: 'h99999999' }, ph.setup, /No such item/);
  });
});

describe('the owner’s phone and the rest of the table', () => {
  it('withHeld fills in only openings that fit their commitment; with none to fill it returns the same state', () => {
    const ph = phone();
    const c = ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Nitro' });
    const id = (c.payload as { itemId: string }).itemId;
    const good = ph.held[id]!;
    const kind = (held: HeldOpenings) => car(CS_SECRETS.withHeld(ph.s, held), 'ann1').hidden[0]!.kind;
    expect(kind({ [id]: good })).toBe('Nitro');
    expect(kind({ [id]: { ...good, kind: 'Mines' } })).toBeNull();
    expect(kind({ [id]: { ...good, salt: SALT } })).toBeNull();
    expect(CS_SECRETS.withHeld(ph.s, {})).toBe(ph.s);
    expect(CS_SECRETS.withHeld(ph.s, { h00000000: good })).toBe(ph.s);
    expect(ph.s.cars.ann1!.hidden[0]!.kind).toBeNull(); // the shared state is left as it was
  });

  it('fits: an opening from a file is kept only if it opens one of the game’s commitments', () => {
    const ph = phone();
    const c = ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Nitro' });
    const id = (c.payload as { itemId: string }).itemId;
    const o = ph.held[id]!;
    expect(opens((c.payload as { commit: string }).commit, id, o)).toBe(true);
    expect(CS_SECRETS.fits(ph.s, id, o)).toBe(true);
    expect(CS_SECRETS.fits(ph.s, id, { ...o, kind: 'Smoke' })).toBe(false);
    expect(CS_SECRETS.fits(ph.s, 'h00000000', o)).toBe(false);
    expect(CS_SECRETS.fits(ph.s, id, { ...o, kind: 'Lasers' })).toBe(false);
  });

  it('owed: nothing while the game goes on; at its end the phone shows every item it kept face down', () => {
    const ph = phone(2);
    const a = ph.do('cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Mines' });
    const b = ph.do('cs.hide', { carId: 'ann2', tracker: 'kit', kind: 'Smoke' });
    const ids = [a, b].map((c) => (c.payload as { itemId: string }).itemId);
    expect(CS_SECRETS.owed(ph.s, ph.held)).toBeNull();
    ph.do('cs.out', { carId: 'bo1', out: true });
    ph.do('cs.out', { carId: 'bo2', out: true });
    const owed = CS_SECRETS.owed(ph.s, ph.held);
    expect(owed).toMatchObject({ type: 'cs.reveal', payload: { itemIds: ids, owed: true } });
    ph.s = reduceCs(ph.s, { ...owed!, at: 1 }, ph.setup);
    expect(car(ph.s, 'ann1').hidden[0]).toMatchObject({ kind: 'Mines', revealed: true });
    expect(car(ph.s, 'ann2').hidden[0]).toMatchObject({ kind: 'Smoke', revealed: true });
    expect(CS_SECRETS.owed(ph.s, ph.held)).toBeNull();
    // A phone that holds nothing owes nothing.
    expect(CS_SECRETS.owed(ph.s, {})).toBeNull();
  });

  it('a game whose sheet has no hidden tracker has nothing to conceal or owe', () => {
    const setup = table(starter('hull-and-hazards'));
    const s = initCs(setup);
    expect(CS_SECRETS.unopened(s)).toEqual([]);
    expect(CS_SECRETS.owed(s, {})).toBeNull();
  });
});
