// White Line Fever's part of the printable record sheet (issue 10): each car's speed die on a
// 1-6 track, flipped, and whether it is still on the table. Nothing in this game is hidden.
import { MPH_PER_SPEED, SPEED_MAX, SPEED_MIN } from '../../../rules/white-line-fever/data';
import type { WlfState } from '../../../rules/white-line-fever/model';
import type { SheetSource } from '../../print/sheet-data';

const SPEEDS = Array.from({ length: SPEED_MAX - SPEED_MIN + 1 }, (_, i) => i + SPEED_MIN);
const STATUS = {
  UNPLACED: 'not placed',
  ON_TABLE: 'on the table',
  DESTROYED: 'destroyed',
  EXPLODED: 'exploded',
} as const;

export const wlfSheet: SheetSource<WlfState> = {
  summary(s, setup) {
    const name = (id: string | null) => setup.players.find((p) => p.id === id)?.name ?? '?';
    if (s.phase === 'ENDED') return 'Game over';
    if (s.phase !== 'PLAY') return 'Setting up';
    return `Round ${s.roundNumber}${s.round ? ` · ${name(s.round.driverId)} driving` : ''}`;
  },

  car(s, car) {
    const c = s.cars[car.id];
    if (!c) return null;
    const placed = c.status === 'ON_TABLE';
    return {
      stats: [
        { label: 'Status', value: STATUS[c.status] },
        ...(placed ? [{ label: 'Speed', value: `${c.speed} (${c.speed * MPH_PER_SPEED} mph)` }] : []),
      ],
      checks: [{ label: 'Flipped', on: c.flipped }],
      tracks: [
        {
          label: 'Speed',
          slots: SPEEDS.map((v) => ({ label: String(v), token: placed && v === c.speed ? 'SPEED' : null })),
        },
      ],
    };
  },
};
