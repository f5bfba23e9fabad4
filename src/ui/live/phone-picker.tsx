import { useEffect, useRef, useState } from 'preact/hooks';
import type { Player } from '../../game/types';
import { heldBy, type SeatHolder, seatRefusedWords } from '../../sync/live/seats';

/**
 * "This is my phone": one big button per player, and one for a phone nobody owns. A seat another
 * phone holds (`taken`) is shown with the reason and does not take the tap: a tap says why, and
 * (issue 39) a guest phone's seat can be asked for: the host's player decides (`onAsk`).
 */
export function PhonePicker({
  players,
  label,
  onPick,
  taken,
  onAsk,
}: {
  players: readonly Player[];
  label: string;
  onPick: (player: string | null) => void;
  taken?: ReadonlyMap<string, SeatHolder>;
  onAsk?: (player: string) => void;
}) {
  const [why, setWhy] = useState<string | null>(null);
  const [ask, setAsk] = useState<Player | null>(null);
  // The reason appears above "Nobody’s": bring both above the bottom bar (at 360x640 the reason
  // pushed "Nobody’s" under it).
  const last = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (why) last.current?.scrollIntoView({ block: 'nearest' });
  }, [why]);
  return (
    <fieldset class="stack live-picker">
      <legend>{label}</legend>
      {players.map((p) => {
        const holder = taken?.get(p.id);
        return holder ? (
          <button
            key={p.id}
            class="live-player taken"
            aria-disabled="true"
            data-seat-taken={holder.by}
            style={{ '--player-color': p.color }}
            onClick={() => {
              setWhy(seatRefusedWords(p.name, holder));
              setAsk(holder.by === 'phone' && onAsk ? p : null);
            }}
          >
            {p.name}’s phone: <span class="live-taken">{heldBy(holder)}</span>
          </button>
        ) : (
          <button key={p.id} class="live-player" style={{ '--player-color': p.color }} onClick={() => onPick(p.id)}>
            {p.name}’s phone
          </button>
        );
      })}
      {why && (
        <p role="alert" class="live-why">
          {why}
        </p>
      )}
      {ask && <button onClick={() => onAsk?.(ask.id)}>Ask the host for {ask.name}’s seat</button>}
      <button ref={last} class="above-bar" onClick={() => onPick(null)}>
        Nobody’s (a shared screen)
      </button>
    </fieldset>
  );
}
