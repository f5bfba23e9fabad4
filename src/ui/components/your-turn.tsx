// Issue 40, "whose move it is, on every phone": the active player's own phone says so on the turn
// card; the other phones (and one phone passed round) show whose turn it is as before.
import { turnHere } from '../live/live-status';

export function YourTurn({ player }: { player: string | null | undefined }) {
  // The space before it is its own: a turn card's text is unchanged on the other phones.
  return turnHere(player) === 'mine' ? (
    <>
      {' '}
      <span class="badge hot" data-your-turn>
        Your turn
      </span>
    </>
  ) : null;
}
