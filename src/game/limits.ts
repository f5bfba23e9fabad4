// How big a game may be: restore() refuses more, and the import button does not read a bigger
// file. Its own module so that export can check its file without loading restore().

export const MAX_ENTRIES = 100_000;
export const MAX_CARS = 60;
export const MAX_PHOTO = 400_000; // a 512px JPEG data URL is ~30-80 KB; this leaves room and stops abuse
/** Room per log entry in MAX_IMPORT_BYTES: this app's entries take about 100-130 bytes (tests/fixtures). */
const ENTRY_ROOM = 160;
const MB8 = 8 * 1048576;

/**
 * The largest game file the import button reads (checked before reading, so a huge file cannot
 * freeze the phone). Derived from restore()'s own limits rather than picked: every car's photo at
 * its limit plus a full log of ordinary entries fits, so Export to file never makes a file that
 * import refuses for its size (60 × 400 KB + 100,000 × 160 B ≈ 38.1 MB, rounded up to 40 MB).
 * Only a log of thousands of long notes could pass it; exportGame warns then (import-words.ts).
 */
export const MAX_IMPORT_BYTES = Math.ceil((MAX_CARS * MAX_PHOTO + MAX_ENTRIES * ENTRY_ROOM) / MB8) * MB8;
