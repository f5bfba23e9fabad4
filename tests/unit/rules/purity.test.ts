import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// src/rules is a pure room (DESIGN.md): no Preact, DOM, storage, timers, clocks or Math.random.
// Its own tsconfig has no DOM types; this test also catches what a type check cannot.
const root = resolve(__dirname, '../../../src/rules');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const FORBIDDEN = [
  /Math\.random/,
  /Date\.now/,
  /new Date\(/,
  /\bsetTimeout\b/,
  /\bsetInterval\b/,
  /\bdocument\./,
  /\bwindow\./,
  /\bindexedDB\b/,
  /\blocalStorage\b/,
  /\bfetch\(/,
];

/** Pure npm packages src/rules may use (scripts/check-layers.mjs RULES_MAY_IMPORT says why). */
const PURE_PACKAGES = ['@noble/hashes'];

describe('src/rules stays pure', () => {
  const all = files(root);
  it('has rules files to check', () => {
    expect(all.length).toBeGreaterThan(5);
  });
  for (const file of all) {
    const rel = relative(root, file);
    it(`${rel} imports only from inside src/rules`, () => {
      const src = readFileSync(file, 'utf8');
      const specs = [
        ...src.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
      ].map((m) => m[1] ?? m[2] ?? '');
      for (const spec of specs) {
        if (PURE_PACKAGES.some((p) => spec.startsWith(`${p}/`))) continue;
        expect(spec.startsWith('.'), `${rel} imports "${spec}"`).toBe(true);
        const target = resolve(dirname(file), spec);
        expect(target.startsWith(root), `${rel} reaches outside src/rules with "${spec}"`).toBe(true);
      }
    });
    it(`${rel} uses no clock, randomness, timer, DOM or storage`, () => {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\/.*$/gm, '')
        .replace(/\/\*[\s\S]*?\*\//g, '');
      for (const re of FORBIDDEN) expect(re.test(code), `${rel} matches ${re}`).toBe(false);
    });
  }
});
