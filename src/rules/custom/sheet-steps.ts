// Sheet format upgrades (issue 33): one step per format version, as a game's payload steps are
// (rules/payload-step.ts) and tldraw keeps one migration sequence per store. SHEET_STEPS[n - 1]
// turns a version-n sheet into version n + 1; a later format adds its step here, with a fixture
// of the old shape under tests/fixtures/.
import { SHEET_VERSION } from './sheet';

export type SheetStep = (sheet: Record<string, unknown>) => Record<string, unknown>;

export const SHEET_STEPS: readonly SheetStep[] = [
  // 1 → 2 (issue 41): a condition may mean "out of the game". A format-1 sheet has none, so it
  // reads as it was; the version moves so that an older app refuses a sheet whose wrecks it would
  // not take off the table, rather than quietly keep a wrecked car in play.
  (sheet) => sheet,
];

/** Brings a sheet up to SHEET_VERSION; a newer or unversioned one is refused with why. */
export function upgradeSheet(
  raw: Record<string, unknown>,
  steps: readonly SheetStep[] = SHEET_STEPS,
  current = SHEET_VERSION,
): { ok: true; sheet: Record<string, unknown> } | { ok: false; error: string } {
  const v = raw.v;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    return { ok: false, error: 'This is not a game sheet (no version).' };
  if (v > current)
    return {
      ok: false,
      error: `This sheet was made by a newer Pitwall (sheet format ${v}; this app reads up to ${current}). Update the app, then try again.`,
    };
  let out = raw;
  for (let n = v; n < current; n++) {
    const step = steps[n - 1];
    if (!step) return { ok: false, error: `No way to upgrade a format-${n} sheet in this version.` };
    try {
      out = { ...step(out), v: n + 1 };
    } catch (e) {
      return {
        ok: false,
        error: `This format-${n} sheet could not be upgraded: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
  }
  return { ok: true, sheet: out };
}
