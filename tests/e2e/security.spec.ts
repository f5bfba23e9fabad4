import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from '../../playwright.config';

// Static checks of what ships: they read files, so they use the plain Playwright test (no browser).
function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p, ext) : ext.test(p) ? [p] : [];
  });
}

test('no inline script or inline event handler in the built app', () => {
  const html = files(DIST, /\.html$/);
  expect(html.length).toBeGreaterThan(0);
  for (const f of html) {
    const text = readFileSync(f, 'utf8');
    const scripts = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attrs, body] of scripts) {
      expect(attrs, `${f}: every script is loaded from a file`).toMatch(/\bsrc=/);
      expect(body?.trim(), `${f}: no inline script body`).toBe('');
    }
    expect(text, `${f}: no inline event handlers`).not.toMatch(/\son[a-z]+\s*=/i);
    expect(text, `${f}: a strict CSP is set`).toContain("script-src 'self'");
  }
});

test('no request to another origin is written into the built code', () => {
  for (const f of files(DIST, /\.(js|html|css|webmanifest)$/)) {
    const text = readFileSync(f, 'utf8');
    // Allowed: XML/SVG namespace URIs, and Workbox's documentation link inside an error message
    // (text shown to a developer, never fetched; every e2e test fails on a real off-origin request).
    const TEXT_ONLY = [/^https?:\/\/(www\.)?w3\.org\//, /^https:\/\/bit\.ly\/wb-precache$/];
    const urls = [...text.matchAll(/https?:\/\/[^\s"'`)]+/g)]
      .map((m) => m[0])
      .filter((u) => !TEXT_ONLY.some((re) => re.test(u)));
    expect(urls, f).toEqual([]);
  }
});

test('the source never injects raw HTML', () => {
  for (const f of files('src', /\.(ts|tsx)$/)) {
    const text = readFileSync(f, 'utf8');
    expect(text, f).not.toMatch(
      /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(|\beval\(|new Function\(/,
    );
  }
});
