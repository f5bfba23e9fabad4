// Log-line pieces shared by the sections' describe(): dice pools with their rerolls and the
// verdict of a contest, read from a command's payload alone.
import type { LogAt } from '../core/log-row';
import { wipeoutRow } from './data';
import type { LogNames, Payload } from './handler';
import type { RwState } from './model';
import { contest, type Reroll, withReroll } from './pools';

function faces(x: unknown): number[] | null {
  return Array.isArray(x) && x.every((f) => typeof f === 'number') ? (x as number[]) : null;
}

/** "6 4 2" or "6 4 2, reroll 2 → 5" */
export function pool(p: Payload, key: string): string {
  const f = faces(p[key]);
  if (!f) return '?';
  const r = p[`${key}Reroll`] as Reroll | undefined;
  return `${f.join(' ') || 'no dice'}${r ? `, reroll ${f[r.index] ?? '?'} → ${r.newFace}` : ''}`;
}

export function final(p: Payload, key: string): number[] {
  return withReroll(faces(p[key]) ?? [], (p[`${key}Reroll`] as Reroll | undefined) ?? null);
}

export function verdict(p: Payload, win: string, lose: string): string {
  try {
    const c = contest(final(p, 'attack'), final(p, 'defence'));
    if (c.winner === 'TIE') return 'tie, nothing happens';
    return `${c.winner === 'ATTACKER' ? win : lose} wins, overkill ${c.overkill}`;
  } catch {
    return 'unreadable dice';
  }
}

export function wipeoutVerdict(p: Payload): string {
  if (p.result === 'EXPLODE') return 'a 1 on the dice: it explodes'; // B12.8 [R-43]
  try {
    const c = contest(final(p, 'vehicle'), faces(p.road) ?? []);
    return c.winner === 'DEFENDER' ? wipeoutRow(c.overkill).name : 'holds the road';
  } catch {
    return '?';
  }
}

/**
 * What a won contest did to a vehicle's crew, for the end of its row: "; Viper loses its driver:
 * abandoned". Read from the states around the command (lost crew are shown face up [R-24]), so
 * the row says what the table must do with the model; '' when nothing was lost or the states are
 * not known (an undone row).
 */
export function crewOutcome(at: LogAt<RwState>, id: unknown, n: LogNames): string {
  const b = typeof id === 'string' ? at.before?.vehicles[id] : undefined;
  const a = typeof id === 'string' ? at.after?.vehicles[id] : undefined;
  if (!a || !b) return '';
  const crew = (v: typeof a) => (v.driverSeat ? 1 : 0) + v.passengers.length;
  const lost = crew(b) - crew(a);
  if (lost <= 0) return '';
  const driver = b.driverSeat !== null && a.driverSeat === null;
  const what = lost === 1 ? (driver ? 'its driver' : 'a passenger') : `${lost} crew${driver ? ', its driver too' : ''}`;
  return `; ${n.car(id)} loses ${what}${a.abandoned && !b.abandoned ? ': abandoned, put a skull by it' : ''}`;
}
