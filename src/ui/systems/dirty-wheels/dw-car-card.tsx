// A Dirty Wheels car's card: type, speed now with what makes it, damage boxes against structure
// (one tap marks a hit: a correction the rules apply, destruction included), armour, weapons,
// upgrades with their use marks, the driver's stats and traits with the shock penalty, status.
// Everything shown is derived by the rules (A4); the card only renders it.
import { useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import { carTypeRow, traitRow, type UpgradeId, upgradeRow, weaponRow } from '../../../rules/dirty-wheels/data';
import type { DwActivation, DwCar, DwState } from '../../../rules/dirty-wheels/model';
import {
  armour,
  attackCount,
  effInit,
  hasTrait,
  heavyPenalty,
  speed,
  strength,
  structure,
  upgradeCount,
} from '../../../rules/dirty-wheels/rules';
import { dispatch } from '../../../state/app-state';
import { CarCardHead } from '../../components/car-card-head';
import { Counter } from '../../components/counter';
import { HitBoxes } from '../../components/hit-boxes';
import { type Stat, StatLine } from '../../components/stat-line';
import { signed } from './dw-names';

const SLOT: Record<string, string> = { fixed1: 'fixed', fixed2: 'fixed', turret: 'turret' };

/** "Speed 6": base 8, −2 heavy weapon, +3 modded engine, −1 damage, −2 tyres. */
export function speedParts(s: DwState, c: DwCar): string {
  if (!c.type) return '';
  const parts = [`base ${carTypeRow(c.type).speed}`];
  const mod = upgradeCount(s, c.id, 'modded_engine');
  if (mod) parts.push(`+${3 * mod} engine`);
  const heavy = heavyPenalty(c);
  if (heavy) parts.push(`−${heavy} heavy weapon`);
  if (c.damage) parts.push(`−${c.damage} damage`);
  if (c.tyreHits) parts.push(`−${2 * c.tyreHits} tyres`);
  return parts.join(', ');
}

/** A weapon in one line: "Machine gun (fixed): 6", 6 attacks, strength 0". */
export function weaponLine(s: DwState, carId: string, weaponId: string, slot?: string): string {
  const w = weaponRow(weaponId);
  if (!w) return '?';
  const where = slot ? ` (${SLOT[slot]})` : '';
  if (!w.attacks) return `${w.name}${where}: ${w.range}", 1 damage, no dice`;
  // Sniper: one attack die fewer, shown on the dice weapons as "2D6 − 1" [DW-A11].
  const n =
    'fixed' in w.attacks
      ? String(attackCount(s, w, carId))
      : `${w.attacks.dice}${hasTrait(s, carId, 'sniper') ? ' − 1' : ''}`;
  return `${w.name}${where}: ${w.range}", ${n} attacks, strength ${strength(s, w, carId)}`;
}

/** An upgrade's use mark: "used this activation", "used" (harpoon, once a game). */
function upgradeMark(c: DwCar, a: DwActivation | null, u: UpgradeId): string {
  if (u === 'harpoon') return c.harpoonUsed ? ' (used)' : ' (once a game)';
  const mine = a?.entityId === c.id ? a : null;
  const used =
    mine &&
    ((u === 'coms_booster' && mine.comsUsed) ||
      (u === 'experimental_engine' && mine.expBoostUsed) ||
      (u === 'gunner' && mine.gunnerUsed) ||
      (u === 'pipe_bombs' && mine.pipeBombsUsed));
  return upgradeRow(u)?.use === 'activation' ? (used ? ' (used this activation)' : ' (once an activation)') : '';
}

export function statusOf(s: DwState, c: DwCar): string[] {
  const out: string[] = [];
  if (c.status === 'destroyed') out.push(c.wreck ? 'Wreck' : 'Destroyed');
  if (s.activation?.entityId === c.id) out.push('Activating');
  else if (c.activated && c.status === 'in_play' && s.phase === 'round') out.push('Done this round');
  if (s.tethers.some((t) => t.from === c.id || t.to === c.id)) out.push('Tethered');
  return out;
}

/**
 * Table corrections a tap on the damage boxes cannot make: tyre hits (Gunner, A7.8.3) and the
 * driver's shock penalty (A7.10). Each is a logged dw.adjust, undoable like everything else.
 */
function Corrections({ c, name }: { c: DwCar; name: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const adjust = (patch: Record<string, number>) =>
    setError(dispatch({ type: 'dw.adjust', payload: { entityId: c.id, ...patch } }));
  if (!open) {
    return (
      <button
        type="button"
        class="dw-correct"
        aria-expanded={false}
        aria-label={`Corrections for ${name}`}
        onClick={() => setOpen(true)}
      >
        Corrections
      </button>
    );
  }
  return (
    <div class="stack dw-part" style={{ gap: '6px' }}>
      <Counter
        label="Tyre hits"
        value={c.tyreHits}
        min={0}
        max={10}
        onChange={(v) => adjust({ tyreHits: v })}
        decLabel={`Fewer tyre hits on ${name}`}
        incLabel={`More tyre hits on ${name}`}
        minReason="No tyre hits to take off."
        maxReason="10 tyre hits at most."
      />
      {c.driver && (
        <Counter
          label="Shock penalty"
          value={-c.driver.initiativeModifier}
          min={0}
          max={20}
          onChange={(v) => adjust({ initiativeModifier: -v })}
          decLabel={`Less shock on ${name}'s driver`}
          incLabel={`More shock on ${name}'s driver`}
          minReason="No shock penalty to take off."
          maxReason="20 at most."
        />
      )}
      <button type="button" onClick={() => setOpen(false)}>
        Done correcting
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function DwCarCard({
  s,
  car,
  c,
  note,
  children,
}: {
  s: DwState;
  car: Car;
  c: DwCar;
  note: string;
  children?: preact.ComponentChildren;
}) {
  const building = s.phase === 'roster';
  const t = c.type ? carTypeRow(c.type) : null;
  const live = !building && s.phase !== 'ended' && c.status === 'in_play';
  const struct = structure(s, c.id);
  const d = c.driver;
  const acting = s.activation?.entityId === c.id;
  const badges = statusOf(s, c);
  const stats: Stat[] = t
    ? [
        { label: 'Speed', value: `${speed(s, c.id)}"` },
        { label: 'Armour', value: String(armour(s, c.id)) },
        { label: 'Structure', value: String(struct) },
      ]
    : [];
  const penalty = d ? d.initiativeModifier + d.nextRoundModifier : 0;
  return (
    <article
      class={`card car dw-car${acting ? ' active' : ''}${c.status !== 'in_play' ? ' out' : ''}`}
      style={{ '--car-color': car.color }}
      aria-label={car.name}
    >
      <CarCardHead
        car={car}
        sub={t ? `${t.name}${c.config ? ` · configuration ${c.config}` : ''}` : null}
        badges={badges}
        hot={['Activating', 'Wreck', 'Destroyed']}
        note={note}
      />
      {t && <StatLine items={stats} />}
      {t && c.status === 'in_play' && speedParts(s, c).includes(',') && (
        <p class="small muted dw-why">Speed: {speedParts(s, c)}</p>
      )}
      {t && !building && (
        <div class="stack" style={{ gap: '4px' }}>
          <StatLine
            class="small muted"
            items={[
              { label: 'Damage', value: `${c.damage} of ${struct}` },
              ...(c.tyreHits ? [{ label: 'Tyre hits', value: String(c.tyreHits) }] : []),
            ]}
          />
          <HitBoxes
            total={struct}
            marked={c.damage}
            label={`Damage on ${car.name}`}
            live={live}
            boxLabel={(i, hit) =>
              `${hit ? 'Clear a damage on' : 'Mark a damage on'} ${car.name} (box ${i + 1} of ${struct})`
            }
            onToggle={(_, hit) =>
              dispatch({ type: 'dw.adjust', payload: { entityId: c.id, damage: hit ? c.damage - 1 : c.damage + 1 } })
            }
          />
        </div>
      )}
      {c.weapons.length > 0 && (
        <ul class="plain-list small dw-list" aria-label={`Weapons of ${car.name}`}>
          {c.weapons.map((w) => (
            <li key={w.slot}>{weaponLine(s, c.id, w.weaponId, w.slot)}</li>
          ))}
        </ul>
      )}
      {c.upgrades.length > 0 && (
        <p class="small" role="group" aria-label={`Upgrades of ${car.name}`}>
          Upgrades:{' '}
          {c.upgrades
            .map((u) => `${upgradeRow(u)?.name ?? u}${building ? '' : upgradeMark(c, s.activation, u)}`)
            .join(', ')}
        </p>
      )}
      {d && (
        <div class="small" role="group" aria-label={`Driver of ${car.name}`}>
          <StatLine
            items={[
              {
                label: 'Initiative',
                value: penalty ? `${effInit(d)} (${d.initiative}, shock ${signed(penalty)})` : String(d.initiative),
              },
              { label: 'Bravery', value: `${d.bravery}+` },
              { label: 'Aim', value: signed(d.aim) },
              { label: 'Skill', value: `${d.skill}+` },
            ]}
          />
          {d.traits.length > 0 && <span>Traits: {d.traits.map((x) => traitRow(x)?.name ?? x).join(', ')}</span>}
        </div>
      )}
      {live && <Corrections c={c} name={car.name} />}
      {children}
    </article>
  );
}
