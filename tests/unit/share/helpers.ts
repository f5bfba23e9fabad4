import { readFileSync } from 'node:fs';
import type { Entry, GameDoc } from '../../../src/game/types';

export function fixture(name: string): GameDoc {
  return JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8')) as GameDoc;
}

/** sfc32-like small seeded generator, enough for test data. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PURPOSES = ['Shoot the Hearse', 'Initiative', 'Ram', 'Skid', 'Handling', 'Attack', 'Hazard', 'Speed'];

/**
 * A Free play game of `count` commands as a table plays it (the mix scripts/bench-open.mjs uses:
 * dice rolls 60%, passes 25%, car notes 15%, an undo and redo now and then), on the setup of
 * tests/fixtures/game-v1.json. Every entry replays.
 */
export function freePlayGame(count: number, seed = 7): GameDoc {
  const base = fixture('game-v1.json');
  const cars = base.setup.cars.map((c) => c.id);
  const rand = seeded(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const journal: Entry[] = [];
  let at = base.createdAt;
  let dos = 0;
  while (dos < count) {
    at += 5_000 + Math.floor(rand() * 20_000);
    if (dos > 0 && rand() < 0.03) {
      journal.push({ kind: 'undo', at }, { kind: 'redo', at: at + 2_000 });
      continue;
    }
    const r = rand();
    if (r < 0.6) {
      const pools = [];
      for (let p = 0, n = rand() < 0.8 ? 1 : 2; p < n; p++) {
        const sides = pick([6, 6, 6, 8, 12, 20]);
        const faces: number[] = [];
        for (let f = 0, k = 1 + Math.floor(rand() * 4); f < k; f++) faces.push(1 + Math.floor(rand() * sides));
        pools.push({ sides, faces });
      }
      journal.push({
        kind: 'do',
        command: {
          type: 'dice.roll',
          payload: { purpose: pick(PURPOSES), pools, source: rand() < 0.9 ? 'app' : 'typed' },
          at,
        },
      });
    } else if (r < 0.85) {
      journal.push({ kind: 'do', command: { type: 'turn.pass', payload: {}, at } });
    } else {
      journal.push({
        kind: 'do',
        command: {
          type: 'car.note',
          payload: { carId: pick(cars), text: `Lost ${1 + Math.floor(rand() * 3)} hull, smoking` },
          at,
        },
      });
    }
    dos++;
  }
  return { ...base, id: 'g-bench-300', name: `Table game ${count}`, updatedAt: at, journal };
}
