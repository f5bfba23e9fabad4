// The player's core flows in Safari's engine (WebKitGTK), kept small: they are here to catch what
// only WebKit does wrong. Each test is a fresh browser session (fresh storage).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { ENGINE_PROBE, type EngineFeatures, featureLine } from '../shared/engine-probe';
import {
  button,
  click,
  field,
  fill,
  freePlayGame,
  logRows,
  open,
  seeText,
  sessionPerTest,
  text,
  until,
  type WebDriver,
} from './webkit';

const session = sessionPerTest();
let d: WebDriver;
beforeEach(() => {
  d = session();
});

describe('WebKit', () => {
  test('what this engine offers the app (printed for the README feature table)', async () => {
    await open(d, '/');
    await button(d, 'New game');
    const f = (await d.executeScript(ENGINE_PROBE)) as EngineFeatures;
    console.log(featureLine('webkit', f));
    // What the app cannot work without.
    expect(f.serviceWorker && f.indexedDB && f.dialog).toBe(true);
  });

  test('Free play: turns, a note, the dice tray, undo and redo, and a reload keep the game', async () => {
    await freePlayGame(d, 'Webkit night');
    await click(d, 'Pass turn');
    await seeText(d, 'Bo to play');
    // The dice tray: an app roll with a purpose, then typed table dice.
    await click(d, 'Dice tray');
    await fill(d, 'What the roll is for', 'Ram');
    await click(d, /^Roll (1)?D6$/);
    await until('a roll in the tray log', async () =>
      (
        (await d.executeScript(`return document.querySelector('[aria-label="Roll log"]')?.textContent ?? ''`)) as string
      ).includes('Ram: '),
    );
    await click(d, 'Enter table dice');
    await click(d, 'Face 4');
    await click(d, 'Log D6');
    await until('the typed roll in the tray log', async () =>
      (
        (await d.executeScript(`return document.querySelector('[aria-label="Roll log"]')?.textContent ?? ''`)) as string
      ).includes('Roll: D6 4 (table dice)'),
    );
    await click(d, 'Close');
    // Undo and redo: undone entries stay in the log, struck through.
    const before = await logRows(d);
    expect(before.length).toBe(3);
    await click(d, /^Undo/);
    await until('the newest row struck', async () => (await logRows(d))[0]?.startsWith('(undone)'));
    await click(d, /^Redo/);
    await until('the row back', async () => !(await logRows(d))[0]?.startsWith('(undone)'));
    await click(d, /^Undo/);
    await until('the newest row struck again', async () => (await logRows(d))[0]?.startsWith('(undone)'));
    const kept = await logRows(d);
    await d.navigate().refresh();
    await seeText(d, 'Bo to play');
    await until('the same log after the reload', async () => JSON.stringify(await logRows(d)) === JSON.stringify(kept));
  });

  test('export falls back to a download (no Web Share here), and the file imports as a new game', async () => {
    await freePlayGame(d, 'Road trip');
    await click(d, 'Pass turn');
    await seeText(d, 'Bo to play');
    const rows = await logRows(d);
    // Record what the download would save: the blob behind the object URL and the anchor's file name.
    await d.executeScript(`
      window.__downloads = [];
      const blobs = new Map();
      const create = URL.createObjectURL;
      URL.createObjectURL = (b) => { const u = create.call(URL, b); blobs.set(u, b); return u; };
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function () {
        const b = blobs.get(this.href);
        if (this.download && b) window.__downloads.push(b.text().then((body) => ({ name: this.download, body })));
        return click.call(this);
      };`);
    await click(d, 'Game options');
    await click(d, 'Export to file');
    const file = (await until('the exported file', async () =>
      d.executeAsyncScript(
        `const done = arguments[arguments.length - 1]; Promise.all(window.__downloads ?? []).then((f) => done(f[0] ?? null));`,
      ),
    )) as { name: string; body: string };
    expect(file.name).toMatch(/^pitwall-road-trip-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(file.body) as { name: string; journal: unknown[] };
    expect(exported.journal).toHaveLength(1);
    const path = join(mkdtempSync(join(tmpdir(), 'pitwall-webkit-')), file.name);
    writeFileSync(path, file.body);

    await click(d, 'Back');
    const input = await field(d, 'Game file to import');
    await input.sendKeys(path);
    await seeText(d, /Imported “Road trip/);
    const opens = (await d.executeScript(
      `return [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? '').filter((n) => n.startsWith('Open Road trip'))`,
    )) as string[];
    expect(opens.length).toBe(2);
    // The newest game is listed first: the import.
    await click(d, opens[0] as string);
    await seeText(d, 'Bo to play');
    expect(await logRows(d)).toEqual(rows);
  });

  test('no navigator.storage.persisted() here: Settings says the browser does not say, and the games list tells how to keep the games', async () => {
    // The hint waits for a game worth keeping (a first visit's list is empty).
    await freePlayGame(d, 'Keep me');
    await open(d, '/');
    await seeText(d, 'Keep me');
    await seeText(d, 'Keep your games on this phone');
    await seeText(d, 'Share, then Add to Home Screen');
    await click(d, 'Got it');
    await until('the hint gone', async () => !(await text(d)).includes('Keep your games on this phone'));
    await click(d, 'Settings');
    await seeText(d, 'This browser does not say whether it will keep your games');
  });
});
