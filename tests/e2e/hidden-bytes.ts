// What a phone holds and sends, for the live hidden-information specs (issue 32's Road Wolf tokens in
// hidden-live.spec.ts, issue 33's hidden trackers in custom-live.spec.ts): every data channel frame
// the page sends and receives (an init script), its whole IndexedDB, its storages and its plain
// export, and the tracer that finds a face-down item's salt, or its id paired with a kind, in them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { myHead, strip } from './live-phones';

/** A data channel frame: its channel's number on this page and its text. */
export interface Frame {
  ch: number;
  text: string;
}

/**
 * Init script: every text this page hands to any RTCDataChannel (window.__sent) and every message
 * one hands to it (window.__recv), in order, with the channel's number. A channel the other side
 * opened is caught by the connection's own 'datachannel' listener, added before the app's.
 */
export function recordFrames(): void {
  type Log = { text: string[]; ch: number[] };
  const w = window as unknown as { __sent: Log; __recv: Log };
  w.__sent = { text: [], ch: [] };
  w.__recv = { text: [], ch: [] };
  const ids = new WeakMap<RTCDataChannel, number>();
  let next = 0;
  const idOf = (c: RTCDataChannel) => {
    let id = ids.get(c);
    if (id === undefined) {
      id = ++next;
      ids.set(c, id);
    }
    return id;
  };
  const textOf = (data: unknown) => {
    if (typeof data === 'string') return data;
    if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
    if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data as ArrayBufferView);
    return `[${Object.prototype.toString.call(data)}]`;
  };
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: unknown) {
    w.__sent.text.push(textOf(data));
    w.__sent.ch.push(idOf(this));
    return (send as (d: unknown) => void).call(this, data);
  } as typeof RTCDataChannel.prototype.send;
  const watched = new WeakSet<RTCDataChannel>();
  const watch = (c: RTCDataChannel) => {
    if (watched.has(c)) return;
    watched.add(c);
    c.addEventListener('message', (e) => {
      w.__recv.text.push(textOf(e.data));
      w.__recv.ch.push(idOf(c));
    });
  };
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (
    this: RTCPeerConnection,
    ...a: [string, RTCDataChannelInit?]
  ) {
    const c = create.apply(this, a);
    watch(c);
    return c;
  };
  const Base = window.RTCPeerConnection;
  class Recorded extends Base {
    constructor(...a: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...a);
      this.addEventListener('datachannel', (e) => watch(e.channel));
    }
  }
  window.RTCPeerConnection = Recorded;
}

/** The frames this page sent (or received) so far. */
export const framesOf = (page: Page, way: 'sent' | 'recv'): Promise<Frame[]> =>
  page.evaluate((k) => {
    const log = (window as unknown as Record<string, { text: string[]; ch: number[] }>)[
      k === 'sent' ? '__sent' : '__recv'
    ];
    return log ? log.text.map((text, i) => ({ ch: log.ch[i] as number, text })) : [];
  }, way);

/** The live frames ('F' whole, 'P'… 'E' parts) put back together per channel, parsed. */
export function messagesOf(frames: Frame[]): unknown[] {
  const parts = new Map<number, string[]>();
  const out: unknown[] = [];
  for (const { ch, text } of frames) {
    const kind = text[0];
    if (kind === 'F') out.push(JSON.parse(text.slice(1)));
    else if (kind === 'P' || kind === 'E') {
      const acc = parts.get(ch) ?? [];
      acc.push(text.slice(1));
      parts.set(ch, acc);
      if (kind === 'E') {
        out.push(JSON.parse(acc.join('')));
        parts.delete(ch);
      }
    } else throw new Error(`not a live frame: ${text.slice(0, 80)}`);
  }
  expect(parts.size, 'a message left half sent').toBe(0);
  return out;
}

/** Every record of every store of every IndexedDB database of this origin, raw API. */
export function dumpAllDbs(page: Page): Promise<Record<string, Record<string, unknown[]>>> {
  return page.evaluate(async () => {
    const out: Record<string, Record<string, unknown[]>> = {};
    for (const info of await indexedDB.databases()) {
      const name = info.name as string;
      out[name] = await new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const names = Array.from(db.objectStoreNames);
          const stores: Record<string, unknown[]> = {};
          if (!names.length) {
            db.close();
            return resolve(stores);
          }
          const tx = db.transaction(names, 'readonly');
          for (const n of names) {
            const r = tx.objectStore(n).getAll();
            r.onsuccess = () => (stores[n] = r.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(stores);
          };
          tx.onerror = () => reject(tx.error);
        };
      });
    }
    return out;
  });
}

export const storages = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));

/** The app's "Export to file" (a plain export), read back as text. */
export async function exportText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Game options' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: 'Export to file', exact: true }).click(),
  ]);
  const text = readFileSync((await download.path()) as string, 'utf8');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return text;
}

/** A face-down token or item as its owner's phone holds it. */
export interface Tok<Owner extends string = string> {
  id: string;
  kind: string;
  salt: string;
  owner: Owner;
}

/** Every JSON-looking string inside `x`, parsed (a page of entries, a stored snapshot, a storage value). */
export function walk(x: unknown, visit: (o: Record<string, unknown>) => void, depth = 0): void {
  if (depth > 200) return;
  if (typeof x === 'string') {
    const t = x.trim();
    if ((t.startsWith('{') || t.startsWith('[')) && t.length > 1) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(t);
      } catch {
        return;
      }
      walk(parsed, visit, depth + 1);
    }
    return;
  }
  if (Array.isArray(x)) {
    for (const v of x) walk(v, visit, depth + 1);
    return;
  }
  if (x && typeof x === 'object') {
    visit(x as Record<string, unknown>);
    for (const v of Object.values(x)) walk(v, visit, depth + 1);
  }
}

/** Where `toks` show in `value` (and its text): a salt anywhere, or an object pairing a token's id with a kind. */
export function leaksIn(where: string, value: unknown, toks: Tok[]): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const found: string[] = [];
  for (const t of toks) if (text.includes(t.salt)) found.push(`${where}: the salt of ${t.owner}’s ${t.kind} ${t.id}`);
  const hasKind = (o: unknown) =>
    !!o &&
    typeof o === 'object' &&
    'kind' in o &&
    (o as { kind: unknown }).kind !== null &&
    (o as { kind: unknown }).kind !== undefined;
  walk(value, (o) => {
    for (const t of toks) {
      if (Object.hasOwn(o, t.id) && hasKind(o[t.id]))
        found.push(
          `${where}: {${t.id}: {kind: ${JSON.stringify((o[t.id] as { kind: unknown }).kind)}}} (${t.owner}’s ${t.kind})`,
        );
      if ((o.id === t.id || o.tokenId === t.id || o.itemId === t.id) && hasKind(o))
        found.push(`${where}: {id: ${t.id}, kind: ${JSON.stringify(o.kind)}} (${t.owner}’s ${t.kind})`);
    }
  });
  return found;
}

/**
 * Live hidden tokens (issue 32, issue 39): once every guest is up to date with the host, reads every
 * phone's whole IndexedDB, storages, the frames it sent (plus `extraSent`, sent before a reload) and
 * its plain export. Ground truth is each phone's own `hidden` store (it must hold exactly its
 * player's `forces` tokens); a token is unrevealed until some journal entry carries its opening.
 * Returns the leaks found: another player's unrevealed salt, or its id paired with its kind, on a
 * phone; an unrevealed one in what any phone sent or exports.
 */
export async function auditHidden<Player extends string>(
  phones: Record<Player, Page>,
  host: Player,
  guests: Page[],
  forces: Record<Player, { tokens: string[] }>,
  extraSent: Partial<Record<Player, Frame[]>> = {},
) {
  for (const p of guests) {
    await expect(strip(p)).toHaveAttribute('data-live-waiting', '0');
    await expect.poll(async () => (await myHead(p, 'guest')) === (await myHead(phones[host], 'host'))).toBe(true);
  }
  const bytes = {} as Record<
    Player,
    {
      db: Record<string, Record<string, unknown[]>>;
      storage: unknown;
      sent: unknown[];
      sentText: string;
      plain: string;
    }
  >;
  for (const [who, p] of Object.entries(phones) as [Player, Page][]) {
    await expect(p.locator('[data-save]')).toHaveAttribute('data-save', 'saved');
    const frames = [...(extraSent[who] ?? []), ...(await framesOf(p, 'sent'))];
    bytes[who] = {
      db: await dumpAllDbs(p),
      storage: await storages(p),
      sent: messagesOf(frames),
      sentText: frames.map((f) => f.text).join('\n'),
      plain: await exportText(p),
    };
  }
  const plainDoc = JSON.parse(bytes[host].plain) as {
    id: string;
    journal: { kind: string; command?: { type: string; payload: Record<string, unknown> } }[];
  };
  const gameId = plainDoc.id;
  // Ground truth: each phone's own `hidden` record for the game.
  const toks: Tok<Player>[] = [];
  for (const [who, x] of Object.entries(bytes) as [Player, (typeof bytes)[Player]][]) {
    const rows = (x.db.pitwall?.hidden ?? []) as {
      gameId: string;
      tokens: Record<string, { kind: string; salt: string; playerId: string }>;
    }[];
    const row = rows.find((r) => r.gameId === gameId);
    expect(row, `${who}’s phone keeps its own face-down kinds`).toBeTruthy();
    const mine = Object.entries(row!.tokens);
    const playerId = (
      (x.db.pitwall?.games ?? []) as { id: string; setup: { players: { id: string; name: string }[] } }[]
    )
      .find((g) => g.id === gameId)
      ?.setup.players.find((q) => q.name === who)?.id;
    expect(playerId, `${who}’s player id`).toBeTruthy();
    expect(mine.length, `${who}’s phone holds ${who}’s tokens`).toBe(forces[who].tokens.length);
    for (const [id, o] of mine) {
      expect(o.playerId, `${who}’s phone holds only ${who}’s tokens (${id})`).toBe(playerId);
      expect(o.salt).toMatch(/^[0-9a-f]{32}$/);
      toks.push({ id, kind: o.kind, salt: o.salt, owner: who });
    }
    // Any other game's record on this phone holds only this player's tokens too.
    for (const r of rows) for (const o of Object.values(r.tokens)) expect(o.playerId).toBe(playerId);
    expect(mine.map(([, o]) => o.kind).sort()).toEqual([...forces[who].tokens].sort());
  }
  const leaks: string[] = [];
  // The journal's purchases are exactly these tokens, each under its commitment, with no kind.
  const buys = plainDoc.journal
    .filter((e) => e.kind === 'do' && e.command?.type === 'rw.buyToken')
    .map((e) => e.command!.payload);
  expect(buys.map((p) => p.tokenId).sort()).toEqual(toks.map((t) => t.id).sort());
  for (const t of toks) {
    const buy = buys.find((p) => p.tokenId === t.id)!;
    expect(buy.commit).toBe(createHash('sha256').update(`pitwall-token\n${t.kind}\n${t.id}\n${t.salt}`).digest('hex'));
    if ('kind' in buy) leaks.push(`rw.buyToken ${t.id}: kind ${JSON.stringify(buy.kind)} (${t.owner}’s ${t.kind})`);
  }
  // Opened: its id is a key of some entry's "open".
  const opened = new Set<string>();
  walk(plainDoc.journal, (o) => {
    if (o.open && typeof o.open === 'object') for (const id of Object.keys(o.open)) opened.add(id);
  });
  const closed = toks.filter((t) => !opened.has(t.id));
  // The tracers see what they look for: each phone's own store holds its own salts and kinds, and
  // each opened token's salt and kind left its owner's phone in a live message (its opening).
  for (const t of toks) {
    const own = leaksIn('own', bytes[t.owner].db, [t]);
    expect(
      own.some((h) => h.includes('the salt of')),
      `${t.owner}’s own ${t.kind}: salt found`,
    ).toBe(true);
    expect(
      own.some((h) => h.includes(`{${t.id}: {kind`)),
      `${t.owner}’s own ${t.kind}: kind found`,
    ).toBe(true);
    if (!opened.has(t.id)) continue;
    const out = leaksIn('sent', bytes[t.owner].sent, [t]);
    expect(
      out.some((h) => h.includes('the salt of')),
      `${t.owner}’s ${t.kind} opened: salt sent`,
    ).toBe(true);
    expect(
      out.some((h) => h.includes(`{${t.id}: {kind`)),
      `${t.owner}’s ${t.kind} opened: kind sent`,
    ).toBe(true);
    for (const who of Object.keys(bytes) as Player[]) expect(bytes[who].plain).toContain(t.salt);
  }
  // No purchase names the kind of a token still face down.
  for (const p of buys) {
    const text = JSON.stringify(p).toLowerCase();
    for (const t of closed)
      if (text.includes(t.kind.toLowerCase())) leaks.push(`rw.buyToken ${p.tokenId}: names ${t.owner}’s ${t.kind}`);
  }
  for (const [who, x] of Object.entries(bytes) as [Player, (typeof bytes)[Player]][]) {
    const theirs = closed.filter((t) => t.owner !== who);
    leaks.push(...leaksIn(`${who}’s IndexedDB`, x.db, theirs));
    leaks.push(...leaksIn(`${who}’s local/sessionStorage`, x.storage, theirs));
    // What leaves a phone, its own tokens included, holds no face-down kind.
    leaks.push(...leaksIn(`${who}’s data channel frames`, x.sentText, closed));
    leaks.push(...leaksIn(`${who}’s data channel messages`, x.sent, closed));
    leaks.push(...leaksIn(`${who}’s plain export`, x.plain, closed));
  }
  return { n: toks.length, m: closed.length, leaks, closed, toks, journal: plainDoc.journal, bytes };
}
