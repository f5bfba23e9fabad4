import type { Player } from '../../game/types';

/** "This is my phone": one big button per player, and one for a phone nobody owns. */
export function PhonePicker({ players, label, onPick }: { players: readonly Player[]; label: string; onPick: (player: string | null) => void }) {
  return (
    <fieldset class="stack live-picker">
      <legend>{label}</legend>
      {players.map((p) => (
        <button key={p.id} class="live-player" style={{ '--player-color': p.color }} onClick={() => onPick(p.id)}>
          {p.name}’s phone
        </button>
      ))}
      <button onClick={() => onPick(null)}>Nobody’s (a shared screen)</button>
    </fieldset>
  );
}
