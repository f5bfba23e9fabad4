// Car Cult D20's part of the printable record sheet (issue 12): each car's cards as their tracks
// of Action Zones as they stand, with the +ST symbols on every AZ no token covers and the
// engine's speeds over its AZ, so a paper backup can carry on the game with cardboard tokens.
import type { CcState } from '../../../rules/car-cult-d20/model';
import { carAZ, derived, engineOf, houseRulesOf } from '../../../rules/car-cult-d20/rules';
import type { SheetSource } from '../../print/sheet-data';
import { CC_LOOKS, cardFacts, ccSlots } from './cc-track';

export const ccSheet: SheetSource<CcState> = {
  summary(s, setup) {
    if (s.phase === 'roster') return `Building the cars · build limit ${s.buildLimit} AZ per player`;
    if (s.phase === 'setup') return 'Setup: starting speeds';
    if (s.phase === 'ended') return `Game over after round ${s.round}`;
    const active = s.activeCarId ? setup.cars.find((c) => c.id === s.activeCarId)?.name : null;
    return `Round ${s.round}${active ? ` · ${active} activating` : ''}`;
  },

  car(s, car, _viewer) {
    const c = s.cars[car.id];
    if (!c) return null;
    const e = engineOf(c);
    // Derived values need the game's house rules; the sheet source has none, so the defaults'
    // minimum-speed rule is not needed: only max move and AZ are printed.
    const d = derived(c, houseRulesOf({ players: [], cars: [], houseRules: {} }));
    return {
      stats: [
        { label: 'Engine', value: e ? `${e.name}, accel ${e.accel ?? 0}` : 'none' },
        { label: 'AZ', value: String(carAZ(c)) },
        { label: 'Engine ST', value: String(e?.st ?? 0) },
        { label: 'Blast', value: `${d.blastRadius}"` },
      ],
      checks: [
        { label: 'Immobile', on: s.phase !== 'roster' && !!e && d.immobile && c.status === 'in_play' },
        { label: 'Exploded', on: c.status === 'exploded' },
        { label: 'Removed', on: c.status === 'removed' },
      ],
      tracks: c.components.map((t) => ({ label: `${t.name} (${cardFacts(t)})`, slots: ccSlots(t), looks: CC_LOOKS })),
    };
  },
};
