// Issue 30 (WCAG 1.4.3): text on a --danger fill (a Car Cult D20 Damage Token slot, a ticked hit
// box) keeps 4.5:1 in both themes. Reads the colours from the stylesheets themselves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = ['src/ui/start.css', 'src/ui/styles.css'].map((f) => readFileSync(f, 'utf8')).join('\n');
// The light theme is each `@media (prefers-color-scheme: light) { :root { … } }`; the dark theme is the rest.
const LIGHT = /@media \(prefers-color-scheme: light\)\s*\{\s*:root\s*\{([^}]*)\}\s*\}/g;
const light = [...css.matchAll(LIGHT)].map((m) => m[1]).join('\n');
const dark = css.replace(LIGHT, '');

const colour = (block: string, name: string): string => {
  const m = [...block.matchAll(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'gi'))];
  const last = m[m.length - 1];
  if (!last?.[1]) throw new Error(`--${name} not found`);
  return last[1];
};
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('text on a danger fill', () => {
  it('is at least 4.5:1 in the dark and the light theme', () => {
    for (const theme of [dark, light]) {
      expect(contrast(colour(theme, 'danger'), colour(theme, 'on-danger'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the Damage Token slot and the ticked hit box use it', () => {
    expect(readFileSync('src/ui/systems/car-cult-d20/cc.css', 'utf8')).toMatch(
      /\.track-slot\.cc-dt \{[^}]*color: var\(--on-danger\)/,
    );
    expect(readFileSync('src/ui/components/hit-boxes.css', 'utf8')).toMatch(
      /\.hit-box\.hit \{[^}]*color: var\(--on-danger\)/,
    );
  });
});
