// Issue 40, "a game sheet as a link": a sheet goes out as a link to the app's own origin
// (#/sheets/<packed>) and comes back the same sheet, through the same door as a file
// (restoreSheet); a cut, changed, oversized or foreign link says what is wrong and yields nothing.
import { describe, expect, it } from 'vitest';
import { restoreSheet } from '../../../src/game/restore-sheet';
import { SHEET_LIMITS } from '../../../src/rules/custom/sheet';
import { STARTERS } from '../../../src/rules/custom/starters';
import { toBase64url } from '../../../src/share/base64url';
import { wholeGame } from '../../../src/share/envelope';
import { deflate } from '../../../src/share/pack';
import { MAX_LINK_CHARS, packedOf, readSheetLink, SHEET_ROUTE, sheetLink } from '../../../src/share/sheet-link';
import { parseRoute } from '../../../src/state/route-parse';

const BASE = 'https://pitwall.example/app/';
const packJson = async (x: unknown) => toBase64url(await deflate(new TextEncoder().encode(JSON.stringify(x))));

describe('a game sheet as a link (issue 40)', () => {
  it('every starter goes out as a link and comes back the same sheet, through the file’s door', async () => {
    for (const s of STARTERS) {
      const link = await sheetLink(BASE, s.sheet);
      expect(link.startsWith(`${BASE}${SHEET_ROUTE}`)).toBe(true);
      expect(link).toMatch(/^[A-Za-z0-9:/._#-]+$/); // nothing a chat app would escape or cut at
      // The app's router opens the library with the packed part.
      const route = parseRoute(link.slice(link.indexOf('#')));
      expect(route).toEqual({ name: 'sheets', link: packedOf(link) });
      const read = await readSheetLink(packedOf(link) as string);
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      expect(restoreSheet(read.sheet, 'The sheet in this link')).toEqual({ ok: true, sheet: s.sheet });
    }
  });

  it('the link is found in a whole shared message, and nothing is found in other text', async () => {
    const link = await sheetLink(BASE, STARTERS[0]!.sheet);
    const packed = packedOf(link) as string;
    expect(packedOf(`Pitwall game sheet “Hull and Hazards”: ${link} see you Friday`)).toBe(packed);
    expect(packedOf('https://pitwall.example/#/game/abc')).toBeNull();
    expect(packedOf('no link here')).toBeNull();
  });

  it('a cut or changed link says so and yields no sheet', async () => {
    const packed = packedOf(await sheetLink(BASE, STARTERS[1]!.sheet)) as string;
    for (const bad of [
      packed.slice(0, -7),
      packed.slice(0, 10),
      `${packed.slice(0, 40)}AAAA${packed.slice(44)}`,
      'x',
      '',
    ]) {
      const r = await readSheetLink(bad);
      expect(r.ok, bad.slice(0, 20)).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/cut short or was changed|holds no game sheet/);
    }
  });

  it('an oversized link is refused before it is unpacked; one that unpacks past a sheet’s size is refused while unpacking', async () => {
    const long = await readSheetLink('A'.repeat(MAX_LINK_CHARS + 1));
    expect(long).toEqual({ ok: false, error: expect.stringMatching(/longer than any game sheet’s/) });
    // Deflate bomb: a few hundred characters that unpack to 1 MB.
    const bomb = await packJson({ v: 1, kind: 'sheet', sheet: { name: ' '.repeat(1 << 20) } });
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS);
    expect(await readSheetLink(bomb)).toEqual({
      ok: false,
      error: `This link unpacks to more than ${SHEET_LIMITS.bytes / 1024} kB, larger than any game sheet.`,
    });
  });

  it('a link holding a game, or a sheet the file import would refuse, is refused with the file’s words', async () => {
    const game = await packJson(
      wholeGame({ id: 'g', name: 'G', setup: { players: [], cars: [], houseRules: {} } } as never),
    );
    expect(await readSheetLink(game)).toEqual({ ok: false, error: expect.stringMatching(/holds no game sheet/) });
    // A hostile sheet unpacks, and the sheet door refuses it as it refuses the same file.
    const hostile = JSON.parse(`{"v":1,"kind":"sheet","sheet":{"name":"X","__proto__":{"polluted":1}}}`);
    const r = await readSheetLink(await packJson(hostile));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const door = restoreSheet(r.sheet, 'The sheet in this link');
    expect(door).toEqual({
      ok: false,
      error: expect.stringMatching(/^The sheet in this link contains the key "__proto__"/),
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
