// Offline in WebKit: after the first visit the service worker serves the app and the saved game
// with the server gone (this engine has no "offline" switch over WebDriver, so the server stops).
import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, expect, test } from 'vitest';
import { click, logRows, newSession, seeText, until, type WebDriver } from './webkit';
import { appUrl, WEBKIT } from './webkit-env';

const PORT = WEBKIT.appPort + 1;
let d: WebDriver | undefined;
let server: ChildProcess | undefined;

async function startServer(): Promise<void> {
  server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT), '--dir', WEBKIT.dist], { stdio: 'ignore' });
  await until('the app server', async () => (await fetch(appUrl('/', PORT))).ok);
}

afterEach(async () => {
  await d?.quit();
  server?.kill();
});

test('after the first visit the app and a saved game open with the server gone', async () => {
  await startServer();
  d = await newSession();
  await d.get(appUrl('/', PORT));
  await click(d, 'New game');
  await click(d, /^Free play/);
  await click(d, 'Next');
  await click(d, 'Next');
  await click(d, 'Start game');
  await click(d, 'Pass turn');
  await until('the pass in the log', async () => (await logRows(d!)).length === 1);
  const url = await d.getCurrentUrl();
  // The service worker takes control from the next load ('prompt' mode: the first is uncontrolled).
  await d.executeAsyncScript(
    'const done = arguments[arguments.length - 1]; navigator.serviceWorker.ready.then(() => done(true));',
  );
  await d.navigate().refresh();
  await until('a controlling service worker', async () =>
    d!.executeScript('return navigator.serviceWorker.controller !== null'),
  );
  // Issue 15: that reload showed the game's last picture (taken as the page was left) first, and
  // the live table took its place: Safari's engine has what the picture needs.
  await seeText(d, 'to play');
  expect(await d.executeScript("return performance.getEntriesByName('pitwall:picture').length")).toBe(1);
  expect(await d.executeScript("return document.getElementById('last-screen') === null")).toBe(true);

  server?.kill('SIGKILL');
  await until('the server gone', async () =>
    fetch(appUrl('/', PORT)).then(
      () => false,
      () => true,
    ),
  );
  await d.get(url);
  await seeText(d, 'to play');
  expect(await logRows(d)).toHaveLength(1);
  await d.get(appUrl('/', PORT));
  await click(d, 'Rules reference');
  await seeText(d, 'White Line Fever');
});
