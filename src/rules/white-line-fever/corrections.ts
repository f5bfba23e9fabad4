// Table corrections for White Line Fever (0.3, issue 9): when the app and the table disagree, set
// any placed car's status, speed or side by hand. It is a guided procedure like the others, so
// the same sheet renders it and the outcome says what changes; Apply records one wlf.adjust,
// logged as a correction and undone like any command.
import { carName } from '../core/guards';
import { applyDefaults, type Question } from '../core/procedure';
import { SPEED_MAX, SPEED_MIN } from './data';
import type { CarStatus } from './model';
import { wlfKit } from './procedures';

const STATUS_OPTIONS: { value: Exclude<CarStatus, 'UNPLACED'>; label: string }[] = [
  { value: 'ON_TABLE', label: 'On the table' },
  { value: 'DESTROYED', label: 'Destroyed' },
  { value: 'EXPLODED', label: 'Exploded' },
];

const SPEED_OPTIONS = Array.from({ length: SPEED_MAX - SPEED_MIN + 1 }, (_, i) => ({
  value: String(i + SPEED_MIN),
  label: String(i + SPEED_MIN),
}));

export const correctionProcedure = wlfKit.define({
  id: 'wlf.adjust',
  title: 'Correct a car',
  ask(s, _ctx, a) {
    const ids = s.carOrder.filter((id) => s.cars[id] && s.cars[id].status !== 'UNPLACED');
    const qs: Question[] = [{ kind: 'car', id: 'car', label: 'Which car?', carIds: ids }];
    const c = typeof a.car === 'string' ? s.cars[a.car] : undefined;
    if (!c || c.status === 'UNPLACED') return qs;
    qs.push({ kind: 'choice', id: 'status', label: 'Where is it now?', options: STATUS_OPTIONS, default: c.status });
    if ((a.status ?? c.status) === 'ON_TABLE') {
      qs.push(
        {
          kind: 'choice',
          id: 'speed',
          label: 'Speed (what its speed die shows)',
          options: SPEED_OPTIONS,
          default: String(c.speed),
        },
        { kind: 'yesno', id: 'flipped', label: 'Upside down?', default: c.flipped },
      );
    }
    return qs;
  },
  resolve(s, ctx, a0) {
    if (s.phase !== 'PLAY') return { error: 'Corrections are made during play; before that, Undo takes back a step.' };
    const m = wlfKit.missing(this, s, ctx, a0);
    if (m) return { error: m };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const c = s.cars[a.car as string]!;
    const payload: Record<string, unknown> = { carId: c.id };
    if (a.status !== c.status) payload.status = a.status;
    if (a.status === 'ON_TABLE') {
      if (Number(a.speed) !== c.speed) payload.speed = Number(a.speed);
      if (a.flipped !== c.flipped) payload.flipped = a.flipped;
    }
    if (Object.keys(payload).length === 1)
      return { error: 'Nothing changed yet: set what the table shows.', notYet: true };
    // The summary (always on screen) is the change itself; the model's reminder follows below.
    const summary = (changes: string[]) =>
      changes.find((x) => !x.startsWith('On the table:'))?.replace(/\.$/, '') ?? `Correct ${carName(ctx.setup, c.id)}`;
    return wlfKit.preview(s, ctx, { type: 'wlf.adjust', payload }, summary, [
      'Set by hand: no dice, no rule. The log marks it as a correction.',
    ]);
  },
});
