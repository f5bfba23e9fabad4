// Dirty Wheels' part of the printable record sheet (issue 11): the roster as the rules hold it
// (type, speed now, armour, structure, weapons, upgrades, driver and traits) with the damage and
// tyre boxes to tick on paper. Nothing in Dirty Wheels is hidden, so there is only the table's copy.
import { carTypeRow, traitRow, upgradeRow } from '../../../rules/dirty-wheels/data';
import type { DwState } from '../../../rules/dirty-wheels/model';
import { armour, effInit, speed, structure } from '../../../rules/dirty-wheels/rules';
import type { SheetSource } from '../../print/sheet-data';
import { weaponLine } from './dw-car-card';
import { signed } from './dw-names';

const PHASE: Record<DwState['phase'], string> = {
  roster: 'Building the teams',
  scenery: 'Placing the scenery',
  deployment: 'Deploying',
  round: 'Round',
  shock: 'Shock round of round',
  initiative: 'After round',
  ended: 'Game over after round',
};

export const dwSheet: SheetSource<DwState> = {
  summary(s) {
    const scenery = s.sceneryOrder.length
      ? ` · scenery: ${s.sceneryOrder.map((id) => s.scenery[id]!.name).join(', ')}`
      : '';
    return `${PHASE[s.phase]}${s.round && s.phase !== 'roster' && s.phase !== 'scenery' && s.phase !== 'deployment' ? ` ${s.round}` : ''}${scenery}`;
  },

  car(s, car) {
    const c = s.cars[car.id];
    if (!c?.type) return null;
    const t = carTypeRow(c.type);
    const d = c.driver;
    const stats = [
      { label: 'Type', value: `${t.name}${c.config ? ` (${c.config})` : ''}` },
      { label: 'Speed', value: `${speed(s, c.id)}"` },
      { label: 'Armour', value: String(armour(s, c.id)) },
      { label: 'Structure', value: String(structure(s, c.id)) },
      {
        label: 'Weapons',
        value: c.weapons.length ? c.weapons.map((w) => weaponLine(s, c.id, w.weaponId, w.slot)).join('; ') : 'none',
      },
      ...(c.upgrades.length
        ? [{ label: 'Upgrades', value: c.upgrades.map((u) => upgradeRow(u)?.name ?? u).join(', ') }]
        : []),
      ...(d
        ? [
            {
              label: 'Driver',
              value: `initiative ${effInit(d)}, bravery ${d.bravery}+, aim ${signed(d.aim)}, skill ${d.skill}+`,
            },
            ...(d.traits.length
              ? [{ label: 'Traits', value: d.traits.map((x) => traitRow(x)?.name ?? x).join(', ') }]
              : []),
          ]
        : []),
    ];
    return {
      stats,
      checks: [
        { label: 'Destroyed', on: c.status === 'destroyed' },
        { label: 'Wreck', on: c.wreck },
        ...(c.upgrades.includes('harpoon') ? [{ label: 'Harpoon used', on: c.harpoonUsed }] : []),
      ],
      boxes: [
        { label: 'Damage', total: t.structure, marked: c.damage },
        { label: 'Tyre hits (−2" each)', total: 3, marked: Math.min(3, c.tyreHits) },
      ],
    };
  },
};
