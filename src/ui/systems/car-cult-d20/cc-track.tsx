import type { ComponentChildren } from 'preact';
import type { CcTrack } from '../../../rules/car-cult-d20/model';
import { ends, visibleSymbols } from '../../../rules/car-cult-d20/rules';
import { type TokenLook, Track, type TrackSlot } from '../../components/track';
import { endsTrackSlots } from '../../components/track-slots';

/** B2's two tokens as the cards show them: Speed Tokens filled, Damage Tokens struck red. */
export const CC_LOOKS: Record<string, TokenLook> = {
  ST: { mark: 'ST', class: 'cc-st' },
  DT: { mark: '✕', class: 'cc-dt' },
  /** A Speed Token being tapped on in this allocation (not yet applied). */
  NEW: { mark: 'ST', class: 'cc-st cc-new' },
};

/** A track's slots (B2): the counts packed from both ends, +ST where printed, an engine's speeds over the AZ. */
export function ccSlots(t: Pick<CcTrack, 'n' | 'st' | 'dt' | 'symbols' | 'speeds'>): TrackSlot[] {
  return endsTrackSlots(
    ends(t as CcTrack),
    { START: 'ST', END: 'DT' },
    { markers: t.symbols, ...(t.speeds ? { labels: t.speeds.map((v) => `${v}"`) } : {}) },
  );
}

/** What a card does, in a few words, under its name (range, blast, damage, shots; accel). */
export function cardFacts(t: CcTrack): string {
  const bits: string[] = [`${t.n} AZ`];
  if (t.kind === 'engine') bits.push(`accel ${t.accel ?? 0}`);
  if (t.kind === 'weapon' || t.kind === 'mines')
    bits.push(
      `${t.range ?? 0}"`,
      `blast ${t.blast ?? 0}`,
      `dmg ${t.damage ?? 0}`,
      `${t.shots ?? 1} ${t.shots === 1 ? 'shot' : 'shots'}`,
    );
  if (t.kind === 'ram') bits.push('dmg = engine ST');
  if (t.symbols.length && t.kind !== 'engine') bits.push(`+${t.symbols.length} ST`);
  return bits.join(' · ');
}

const TOKEN_WORD: Record<string, string> = { ST: 'Speed Token', DT: 'Damage Token', NEW: 'new Speed Token' };

/**
 * One card of a car as its track of Action Zones (the issue: "the tracks ARE the car card"), drawn
 * with the kit's Track. `view` draws counts other than the card's own (an allocation being tapped
 * in); with `onSlot` every AZ is a 48px target that says why when it cannot take the tap.
 */
export function CcTrackView({
  carName,
  t,
  view,
  onSlot,
  reason,
  hint,
  children,
  compact,
  fresh = 0,
}: {
  carName: string;
  t: CcTrack;
  view?: { st: number; dt: number };
  onSlot?: (i: number) => void;
  reason?: (i: number) => string | null;
  /** A short note after the card's name ("suggested", "+2 this activation"). */
  hint?: string | null;
  /** How many of the shown Speed Tokens (the right-most) are new, drawn apart until applied. */
  fresh?: number;
  children?: ComponentChildren;
  compact?: boolean;
}) {
  const shown = { ...t, ...(view ?? {}) };
  const slots = ccSlots(shown).map((x, i) => (i >= shown.st - fresh && i < shown.st ? { ...x, token: 'NEW' } : x));
  const symbolsNote = t.symbols.length
    ? ` · ${visibleSymbols(shown as CcTrack)} of ${t.symbols.length} +ST showing`
    : '';
  const label = `${t.name} of ${carName}`;
  return (
    <div class={`cc-card-track${compact ? ' compact' : ''}`} data-kind={t.kind}>
      <div class="cc-track-head">
        <strong>{t.name}</strong>
        {!compact && <span class="muted small"> {cardFacts(t)}</span>}
        {hint && <span class="cc-hint"> {hint}</span>}
      </div>
      <Track
        label={label}
        class={`cc-track${t.n >= 7 ? ' cc-wide' : ''}`}
        slots={slots}
        looks={CC_LOOKS}
        // The name holds what the slot shows, in its order: the speed printed over it, then "ST" or
        // "+ST" (WCAG 2.5.3, issue 30).
        slotLabel={(i, s) =>
          `${t.name} of ${carName}, AZ ${i + 1}${s.label ? ` at speed ${s.label}` : ''}: ${s.token ? `${s.token === 'DT' ? '' : 'ST, '}${TOKEN_WORD[s.token]}` : s.marker ? '+ST showing, empty' : 'empty'}`
        }
        {...(onSlot ? { onSlot } : {})}
        {...(reason ? { reason } : {})}
      />
      {!compact && <span class="sr-only">{`${shown.st} Speed, ${shown.dt} Damage of ${t.n}${symbolsNote}`}</span>}
      {children}
    </div>
  );
}
