// Road Wolf's part of the printable record sheet (issue 10). The rules ask for a vehicle record
// sheet with every token on it; players also keep paper backups. The table's copy is built from
// publicView() only (issue 9, "hidden stays hidden"): face-down tokens print as empty boxes. A
// player may print their own force, which names their face-down tokens, as the owner's panel does.
import { tokenRow } from '../../../rules/road-wolf/data';
import type { RwState } from '../../../rules/road-wolf/model';
import { crewCapacity, stats } from '../../../rules/road-wolf/rules';
import { type HiddenToken, hiddenTokens, publicView } from '../../../rules/road-wolf/table-view';
import type { ShownToken } from '../../components/token-list';
import type { SheetSource } from '../../print/sheet-data';
import { shownTokens } from './rw-tokens';

const PLACE: Record<HiddenToken['place'], string> = {
  SEAT: 'driver',
  PASSENGER: 'passenger',
  GEAR: 'gear',
  RESERVE: 'reserve',
};
const faceDown = (t: HiddenToken): ShownToken => ({
  name: tokenRow(t.kind).name,
  where: `${PLACE[t.place]}, face down`,
});

export const rwSheet: SheetSource<RwState> = {
  privateFor: (s) => s.seatOrder.filter((p) => hiddenTokens(s, p).length > 0),

  summary(s, setup) {
    const name = (id: string | null) => setup.players.find((p) => p.id === id)?.name ?? '?';
    const pv = publicView(s);
    if (pv.phase === 'FORCE_BUILDING') return `Building the forces · points value ${s.pointsValue}`;
    if (pv.phase === 'ENDED') return `Game over after turn ${pv.gameTurn}`;
    return `Turn ${pv.gameTurn}${pv.player ? ` · ${name(pv.player)} to play` : ''}`;
  },

  groupOf: (s, car) => s.vehicles[car.id]?.controllerId ?? car.playerId,

  car(s, car, viewer) {
    const v = s.vehicles[car.id];
    const pv = publicView(s).vehicles.find((x) => x.id === car.id);
    if (!v || !pv) return null;
    const st = stats(s, v);
    const body = [
      st.body === 'OPEN' ? 'open' : 'closed',
      ...(st.terrain === 'STREET' ? ['street'] : st.terrain === 'DIRT' ? ['dirt'] : []),
      ...(st.heavy ? ['heavy'] : []),
    ].join(', ');
    const mine = viewer.kind === 'PLAYER' ? hiddenTokens(s, viewer.playerId, car.id).map(faceDown) : [];
    return {
      stats: [
        { label: 'Vehicle', value: st.name },
        { label: 'Size', value: String(st.size) },
        { label: 'Body', value: body },
        { label: 'Crew seats', value: String(crewCapacity(s, v)) },
      ],
      checks: [
        { label: pv.wreck ? 'Wreck' : 'Destroyed', on: pv.destroyed },
        { label: 'Immobilized', on: pv.immobilized },
        { label: 'Abandoned', on: pv.abandoned },
        { label: 'Left the board', on: pv.offBoard !== 'NONE' },
      ],
      boxes: [{ label: 'Hits', total: st.size, marked: pv.damage }],
      tokens: { shown: [...shownTokens(pv), ...mine], hidden: pv.hidden - mine.length },
    };
  },

  player(s, playerId, viewer) {
    const pp = publicView(s).players.find((p) => p.id === playerId);
    if (!pp) return null;
    const reserve: ShownToken[] = pp.reserve.map((k) => ({ name: tokenRow(k).name, where: 'reserve' }));
    const lost: ShownToken[] = pp.lost.map((k) => ({ name: tokenRow(k).name, spent: true }));
    const own =
      viewer.kind === 'PLAYER' && viewer.playerId === playerId
        ? hiddenTokens(s, playerId)
            .filter((t) => t.carId === null)
            .map(faceDown)
        : [];
    const shown = [...reserve, ...own, ...lost];
    return {
      stats: [{ label: 'Points', value: String(s.budgets[playerId] ?? 0) }],
      ...(shown.length ? { tokens: { shown, hidden: 0 } } : {}),
    };
  },
};
