import { tokenRow } from '../../../rules/road-wolf/data';
import type { PublicVehicle } from '../../../rules/road-wolf/table-view';
import { placeNote } from '../../../rules/road-wolf/table-view';
import type { ShownToken } from '../../components/token-list';

const WHERE = { SEAT: 'driver', PASSENGER: 'passenger', GEAR: 'gear' } as const;

/** The face-up tokens aboard, as the table sees them (issue 9): from the public view only. */
export const shownTokens = (pv: PublicVehicle): ShownToken[] =>
  pv.known.map((t) => ({ name: tokenRow(t.kind).name, where: placeNote(t.kind, WHERE[t.place]) }));
