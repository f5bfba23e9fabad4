// A sheet game's part of the printable record sheet (issue 33): every car's own trackers (numbers,
// boxes, a speed row, face-down items), its conditions as tick boxes, whether it is out and why,
// and each player's resources. The table's copy prints a face-down item as an empty box; the
// owner's own copy names the kinds this phone holds, as Road Wolf's does (rw-sheet.ts).
import type { Car } from '../../../game/types';
import type { CsState } from '../../../rules/custom/model';
import { current, maxOf, trackerValue } from '../../../rules/custom/rules';
import type { Stat } from '../../components/stat-line';
import type { ShownToken } from '../../components/token-list';
import type { SheetBoxes, SheetCarPart, SheetSource, SheetTrack } from '../../print/sheet-data';
import { takerName } from './cs-order';

/** The value a speed row stands at shows as its filled slot, its number being the slot's label. */
const ON_LOOK = { ON: { mark: '' } };

const heldBy = (s: CsState, playerId: string) =>
  Object.values(s.cars).some((c) => c.ownerId === playerId && c.hidden.some((h) => !h.revealed && h.kind !== null));

export const csSheet: SheetSource<CsState> = {
  secret: (s) => s.sheet.trackers.some((t) => t.kind === 'hidden'),

  privateFor: (s) => s.players.filter((p) => heldBy(s, p)),

  summary(s, setup) {
    const ended = s.players.filter((p) => s.carOrder.some((id) => s.cars[id]?.ownerId === p)).length >= 2;
    const left = s.players.filter((p) => s.carOrder.some((id) => s.cars[id]?.ownerId === p && !s.cars[id]?.out));
    if (ended && left.length <= 1) return 'Game over';
    if (s.turn.round === 0) return 'Before round 1: roll off for the order';
    const who = current(s);
    return `Round ${s.turn.round}${who ? ` · ${takerName(s, setup, who)}’s turn` : ''}`;
  },

  car(s, car: Car, viewer): SheetCarPart | null {
    const c = s.cars[car.id];
    if (!c) return null;
    const stats: Stat[] = [];
    const boxes: SheetBoxes[] = [];
    const tracks: SheetTrack[] = [];
    const shown: ShownToken[] = [];
    let hidden = 0;
    const own = viewer.kind === 'PLAYER' && viewer.playerId === c.ownerId;
    for (const t of s.sheet.trackers) {
      const v = trackerValue(c, t);
      const max = maxOf(c, t);
      if (t.kind === 'boxes') boxes.push({ label: t.name, total: max - t.min, marked: v - t.min });
      else if (t.kind === 'speed') {
        const values = Array.from({ length: max - t.min + 1 }, (_, i) => t.min + i);
        tracks.push({
          label: t.name,
          slots: values.map((x) => ({ label: String(x), token: x === v ? 'ON' : null })),
          looks: ON_LOOK,
        });
      } else if (t.kind === 'hidden') {
        for (const h of c.hidden.filter((x) => x.tracker === t.id)) {
          if (h.revealed) shown.push({ name: h.kind ?? '?', where: t.name });
          else if (own && h.kind !== null) shown.push({ name: h.kind, where: `${t.name}, face down` });
          else hidden++;
        }
      } else stats.push({ label: t.name, value: t.kind === 'tokens' || t.perCar ? `${v} of ${max}` : String(v) });
    }
    if (c.out) stats.push({ label: 'Out', value: c.outWhy ?? 'yes' });
    return {
      stats,
      checks: s.sheet.conditions.map((x) => ({ label: x.name, on: c.conditions.includes(x.id) })),
      ...(boxes.length ? { boxes } : {}),
      ...(tracks.length ? { tracks } : {}),
      ...(shown.length || hidden ? { tokens: { shown, hidden } } : {}),
    };
  },

  player(s, playerId) {
    if (!s.sheet.resources.length) return null;
    return {
      stats: s.sheet.resources.map((r) => ({
        label: `${r.name}${r.score ? ' (score)' : ''}`,
        value: String(s.resources[playerId]?.[r.id] ?? r.start),
      })),
    };
  },
};
