// Derailed (B12.10, R-45, R-47): the train as the table sees it (how far it has come, who holds
// the engine, each car's crew groups and stashes) and what a crew group or a road vehicle may do
// with it: move crew between cars, search, drive, fight (a guided sheet), board from a vehicle,
// the train hitting a vehicle (a guided sheet), a vehicle crossing the track, the train leaving.
// The rules (missions/derailed.ts) decide; this lists and asks.
import { useState } from 'preact/hooks';
import { faces, str } from '../../../rules/core/answers';
import { carName as nameOfCar, playerName as nameOfPlayer } from '../../../rules/core/guards';
import { applyDefaults, type Question } from '../../../rules/core/procedure';
import { describeContest } from '../../../rules/core/contest';
import { uniformInt } from '../../../rules/core/rng';
import { TOKEN_KINDS, WEAPON_DICE, clockWords, skidClock, tokenRow } from '../../../rules/road-wolf/data';
import type { RwState } from '../../../rules/road-wolf/model';
import { TRAIN_CARS, crewGroup, engineSide, groupActionsLeft, groupProblem, groupsIn, stash, trainSticks } from '../../../rules/road-wolf/missions';
import { rwKit, type RwProcedure } from '../../../rules/road-wolf/procedures';
import { contest } from '../../../rules/road-wolf/pools';
import { allVehicles, currentPlayer, meleeAttackDice, onBoard, ramDefenceDice, sideOf } from '../../../rules/road-wolf/rules';
import { dispatch } from '../../../state/app-state';
import { appRng } from '../../dice/app-rng';
import { ReasonButton } from '../../components/reason-button';
import type { OpenSheet } from './rw-car-card';
import { ErrorNote } from '../../components/error-note';

type Car = (typeof TRAIN_CARS)[number];
type Name = (id: string | null | undefined) => string;

const CAR_NAME: Record<Car, string> = { ENGINE: 'Engine', GONDOLA_1: 'Front gondola', GONDOLA_2: 'Rear gondola' };
/** Where a group may go (B12.10): between the gondolas, and engine <-> front gondola only. */
const MOVES: Record<Car, Car[]> = { ENGINE: ['GONDOLA_1'], GONDOLA_1: ['ENGINE', 'GONDOLA_2'], GONDOLA_2: ['GONDOLA_1'] };
/** Which cars a group may attack from its own (B12.10): its own car, the other gondola, front gondola <-> engine. */
const REACH: Record<Car, Car[]> = { ENGINE: ['ENGINE', 'GONDOLA_1'], GONDOLA_1: ['GONDOLA_1', 'GONDOLA_2', 'ENGINE'], GONDOLA_2: ['GONDOLA_2', 'GONDOLA_1'] };

const isCar = (x: unknown): x is Car => TRAIN_CARS.includes(x as Car);
/** The engine's neutral crew (B12.10) are nobody's: named as such. */
const groupName = (name: (id: string) => string, id: string) => (id === 'NEUTRAL' ? 'The engine’s own crew' : name(id));

/** B12.10: a fight aboard the train, or a road vehicle at a gondola's crew. Initial: from ('car:<id>' or '<CAR>:<player>'). */
export const trainFightProcedure: RwProcedure = rwKit.define({
  id: 'rw.trainFight',
  title: 'A fight on the train',
  ask(s, ctx, a) {
    const from = str(a, 'from') ?? '';
    const [fc, fp] = from.split(':');
    const fromVehicle = fc === 'car' ? s.vehicles[fp ?? ''] : undefined;
    const fromCar = isCar(fc) ? fc : null;
    const attacker = fromVehicle?.controllerId ?? fp ?? '';
    const reach: Car[] = fromCar ? REACH[fromCar] : ['GONDOLA_1', 'GONDOLA_2'];
    const targets = reach.flatMap((car) => Object.keys(groupsIn(s, car)).filter((p) => p !== attacker && sideOf(s, p)?.id !== sideOf(s, attacker)?.id).map((p) => `${car}:${p}`));
    const qs: Question[] = [{ kind: 'choice', id: 'target', label: 'Which crew group?', options: targets.map((t) => ({ value: t, label: `${groupName((id) => nameOfPlayer(ctx.setup, id), t.split(':')[1] as string)} in the ${CAR_NAME[t.split(':')[0] as Car].toLowerCase()}` })) }];
    // Hidden stays hidden (issue 9): only tokens the table has seen are offered on this shared sheet.
    const shown = (id: string, kind: string) => s.tokens[id]?.kind === kind && s.tokens[id]?.revealed === true;
    const weapons = fromVehicle ? ['SHOTGUN', 'MOLOTOV'].filter((w) => fromVehicle.gear.some((id) => shown(id, w))) : fromCar ? [...(crewGroup(s, fromCar, attacker).some((id) => shown(id, 'GUNNER')) ? ['BASIC'] : []), ...['SHOTGUN', 'MOLOTOV'].filter((w) => stash(s, fromCar, attacker).some((id) => shown(id, w)))] : [];
    const modes = [{ value: 'MELEE', label: 'Melee' }, ...weapons.map((w) => ({ value: `SHOOT:${w}`, label: w === 'BASIC' ? 'A Gunner’s shot (1 die)' : `Shoot: ${tokenRow(w as 'SHOTGUN').name}` }))];
    qs.push({ kind: 'choice', id: 'mode', label: 'How?', options: modes, default: 'MELEE' });
    const target = str(a, 'target');
    if (!target) return qs;
    const [tc, tp] = target.split(':') as [Car, string];
    const mode = str(a, 'mode') ?? 'MELEE';
    const weapon = mode.startsWith('SHOOT:') ? mode.slice(6) : null;
    const attDice = weapon ? WEAPON_DICE[weapon as 'SHOTGUN'] : fromVehicle ? meleeAttackDice(s, fromVehicle) : fromCar ? crewGroup(s, fromCar, attacker).length + crewGroup(s, fromCar, attacker).filter((id) => s.tokens[id]?.kind === 'BRAWLER').length : 0;
    const closed = tc === 'ENGINE' ? 1 : 0;
    const defDice = weapon ? 1 + closed : crewGroup(s, tc, tp).length + closed;
    qs.push({ kind: 'dice', id: 'att', label: 'The attackers', count: attDice, sides: 6, roller: nameOfPlayer(ctx.setup, attacker) });
    qs.push({ kind: 'dice', id: 'def', label: 'The defenders', count: defDice, sides: 6, roller: groupName((id) => nameOfPlayer(ctx.setup, id), tp) });
    return qs;
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const [fc, fp] = (str(a, 'from') ?? '').split(':');
    const [tc, tp] = (str(a, 'target') ?? '').split(':');
    const mode = str(a, 'mode') ?? 'MELEE';
    const weapon = mode.startsWith('SHOOT:') ? mode.slice(6) : undefined;
    const att = faces(a, 'att') ?? [];
    const def = faces(a, 'def') ?? [];
    const c = contest(att, def);
    const payload = { mode: weapon ? 'SHOOT' : 'MELEE', from: fc === 'car' ? { carId: fp } : { car: fc, playerId: fp }, target: { car: tc, playerId: tp }, ...(weapon ? { weapon } : {}), attack: att, defence: def, result: { winner: c.winner, overkill: c.overkill } };
    const summary = c.winner === 'TIE' ? 'No winner: nothing happens' : `${c.winner === 'ATTACKER' ? 'The attackers' : 'The defenders'} win${c.overkill ? `, ${c.overkill} crew lost` : ''}`;
    return rwKit.preview(s, ctx, { type: 'rw.trainFight', payload }, summary, ['Aboard the train nobody rerolls; a gondola defends like an Open vehicle, the engine like a Closed one [R-47].', `${describeContest(c.raw, 'the attackers', 'the defenders')}.`]);
  },
});

/** B12.10: the train's front (6 dice, then thrown 1 stick) or side (3 dice) hits a vehicle. Initial: car. */
export const trainRamProcedure: RwProcedure = rwKit.define({
  id: 'rw.trainRam',
  title: 'The train hits a vehicle',
  ask(s, ctx, a) {
    const v = s.vehicles[str(a, 'car') ?? ''];
    if (!v) return [];
    const qs: Question[] = [{ kind: 'choice', id: 'where', label: `What hit ${nameOfCar(ctx.setup, v.id)}?`, options: [{ value: 'FRONT', label: 'The train’s front (6 dice)' }, { value: 'SIDE', label: 'It ran into the side (3 dice)' }] }];
    const where = str(a, 'where');
    if (!where) return qs;
    qs.push({ kind: 'dice', id: 'att', label: 'The train', count: where === 'FRONT' ? 6 : 3, sides: 6, roller: 'anyone' });
    qs.push({ kind: 'dice', id: 'def', label: `${nameOfCar(ctx.setup, v.id)} defends`, count: ramDefenceDice(s, v), sides: 6, roller: nameOfPlayer(ctx.setup, v.controllerId) });
    if (where === 'FRONT') qs.push({ kind: 'dice', id: 'thrown', label: 'Thrown toward (D6, doubled for the clock)', count: 1, sides: 6, roller: 'anyone' });
    return qs;
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = rwKit.missing(this, s, ctx, a);
    if (m) return { error: m };
    const v = s.vehicles[str(a, 'car') ?? ''];
    if (!v) return { error: 'Pick the vehicle.' };
    const where = str(a, 'where') as 'FRONT' | 'SIDE';
    const att = faces(a, 'att') ?? [];
    const def = faces(a, 'def') ?? [];
    const thrown = faces(a, 'thrown')?.[0];
    const c = contest(att, def);
    const n = nameOfCar(ctx.setup, v.id);
    const payload = { carId: v.id, where, attack: att, defence: def, ...(thrown !== undefined ? { thrown } : {}), result: { winner: c.winner, overkill: c.overkill } };
    const reasons = [`${describeContest(c.raw, 'the train', n)}.`, ...(thrown !== undefined ? [`On the table: move ${n} (or its wreck) 1 stick toward ${skidClock(thrown)} o’clock (${clockWords(skidClock(thrown))}).`] : []), ...(c.winner === 'DEFENDER' && c.overkill >= 1 ? ['The train is slowed: move it 1 stick back.'] : [])];
    return rwKit.preview(s, ctx, { type: 'rw.trainRam', payload }, c.winner === 'TIE' ? 'No winner' : c.winner === 'ATTACKER' ? `The train wins${c.overkill ? `, overkill ${c.overkill}` : ''}` : `${n} holds`, reasons);
  },
});

/** A stash as the table may see it: the shown tokens by name, the others as a count (issue 9). */
function stashText(s: RwState, ids: string[]): string {
  const shown = ids.filter((id) => s.tokens[id]?.revealed).map((id) => tokenRow(s.tokens[id]!.kind).name);
  const hidden = ids.length - shown.length;
  return [...shown, ...(hidden ? [`${hidden} face down`] : [])].join(', ');
}

/** One crew group's own actions (2 a turn, R-45): move all its crew, search, drive, fight. */
function GroupActions({ s, car, player, carName, open }: { s: RwState; car: Car; player: string; carName: Name; open: OpenSheet }) {
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  const problem = groupProblem(s, car, player);
  const crew = crewGroup(s, car, player);
  const friendly = allVehicles(s).filter((v) => onBoard(s, v) && !v.destroyed && v.driverSeat && sideOf(s, v.controllerId)?.id === sideOf(s, player)?.id);
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <div class="grid2" role="group" aria-label={`Crew in the ${CAR_NAME[car].toLowerCase()}`}>
        {MOVES[car].map((to) => (
          <ReasonButton key={to} reason={problem} label={`Move the crew to the ${CAR_NAME[to].toLowerCase()}`} onClick={() => run('rw.board', { fromCar: car, playerId: player, to, tokenIds: crew })}>
            All to the {CAR_NAME[to].toLowerCase()}
          </ReasonButton>
        ))}
        <ReasonButton reason={problem} label={`Fight from the ${CAR_NAME[car].toLowerCase()}`} onClick={() => open('trainFight', undefined, { from: `${car}:${player}` })}>
          Fight
        </ReasonButton>
        {car !== 'ENGINE' && (
          <ReasonButton reason={problem} label={`Search the ${CAR_NAME[car].toLowerCase()}`} onClick={() => run('rw.search', { car, playerId: player, kind: TOKEN_KINDS[uniformInt(appRng, TOKEN_KINDS.length)] })}>
            Search (the app draws)
          </ReasonButton>
        )}
        {car === 'ENGINE' && (
          <ReasonButton reason={problem ?? (engineSide(s) !== sideOf(s, player)?.id ? 'Only the side holding the engine alone drives it.' : null)} onClick={() => run('rw.trainDrive', { playerId: player })}>
            Drive: train +1 stick
          </ReasonButton>
        )}
        {stash(s, car, player).some((id) => !s.tokens[id]?.revealed) && (
          // A weapon kept from a search is face down until its owner shows it (then it can be used here).
          <button type="button" aria-label={`Show the stash in the ${CAR_NAME[car].toLowerCase()} to the table`} onClick={() => run('rw.reveal', { tokenIds: stash(s, car, player) })}>
            Show the stash
          </button>
        )}
        {car !== 'ENGINE' &&
          friendly.map((v) => (
            <ReasonButton key={v.id} reason={problem} label={`Step down into ${carName(v.id)}`} onClick={() => run('rw.alight', { fromCar: car, playerId: player, carId: v.id, tokenIds: crew, gearIds: stash(s, car, player) })}>
              Step down into {carName(v.id)}
            </ReasonButton>
          ))}
      </div>
      <ErrorNote error={error} />
    </div>
  );
}

/** The train's card: where it is, who holds the engine, each car's groups; the current player's groups act from here. */
export function TrainPanel({ s, player, carName, open }: { s: RwState; player: Name; carName: Name; open: OpenSheet }) {
  if (s.mission !== 'DERAILED' || s.phase === 'FORCE_BUILDING') return null;
  const side = engineSide(s);
  const me = currentPlayer(s);
  const holders = side ? (s.sides.find((x) => x.id === side)?.players ?? []).map(player).join(' and ') : 'nobody yet';
  return (
    <section class="card stack" aria-label="The train" style={{ gap: '8px' }}>
      <h2>The train</h2>
      <p>
        Rear <strong>{trainSticks(s)}</strong> {trainSticks(s) === 1 ? 'stick' : 'sticks'} from the start · engine held by <strong>{holders}</strong>
      </p>
      {TRAIN_CARS.map((car) => {
        const groups = groupsIn(s, car);
        return (
          <div key={car} class="stack rw-train-car" style={{ gap: '4px' }}>
            <strong>{CAR_NAME[car]}</strong>
            {Object.keys(groups).length === 0 && <span class="muted small">Empty</span>}
            {Object.entries(groups).map(([p, n]) => (
              <span key={p} class="small">
                {groupName(player, p)}: {n} crew{p !== 'NEUTRAL' && s.seatOrder.includes(p) ? ` · ${groupActionsLeft(s, car, p)} actions left` : ''}
                {stash(s, car, p).length ? ` · stash: ${stashText(s, stash(s, car, p))}` : ''}
              </span>
            ))}
            {me && groups[me] && s.phase === 'PLAYER_TURN' && !s.pending.length && <GroupActions s={s} car={car} player={me} carName={carName} open={open} />}
          </div>
        );
      })}
      {s.phase !== 'ENDED' && (
        <button type="button" onClick={() => dispatch({ type: 'rw.trainExit', payload: {} })}>
          The train has left by the far end
        </button>
      )}
    </section>
  );
}

/** A road vehicle and the train (B12.10): board a gondola, attack a gondola's crew, cross the track, be hit. */
export function VehicleTrainButtons({ s, carId, name, open }: { s: RwState; carId: string; name: string; open: OpenSheet }) {
  const [error, setError] = useState<string | null>(null);
  const v = s.vehicles[carId];
  if (s.mission !== 'DERAILED' || !v || !onBoard(s, v) || v.destroyed) return null;
  const top = s.pending[0];
  const moving = top?.kind === 'MOVE' && top.carId === carId;
  if (top && !moving) return null;
  const mine = s.phase === 'PLAYER_TURN' && currentPlayer(s) === v.controllerId && !moving;
  const crew = v.passengers;
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  return (
    <div class="stack" style={{ gap: '6px' }}>
      <div class="grid2" role="group" aria-label={`${name} and the train`}>
        {mine && crew.length > 0 &&
          (['GONDOLA_1', 'GONDOLA_2'] as const).map((to) => (
            <button key={to} type="button" aria-label={`${name}: passengers board the ${CAR_NAME[to].toLowerCase()}`} onClick={() => run('rw.board', { carId, to, tokenIds: crew })}>
              Passengers board the {CAR_NAME[to].toLowerCase()}
            </button>
          ))}
        {mine && (
          <button type="button" aria-label={`${name} attacks a gondola’s crew`} onClick={() => open('trainFight', undefined, { from: `car:${carId}` })}>
            Attack a gondola’s crew
          </button>
        )}
        {(mine || moving) && (
          <button type="button" aria-label={`${name} crossed the track`} onClick={() => run('rw.trackCross', { carId })}>
            Crossed the track
          </button>
        )}
        {!moving && (
          <button type="button" aria-label={`The train hits ${name}`} onClick={() => open('trainRam', undefined, { car: carId })}>
            Hit by the train
          </button>
        )}
      </div>
      <ErrorNote error={error} />
    </div>
  );
}
