// Issue 40, "whose move it is": the host phone may act for anyone, but ending the turn of a player
// who has a phone of their own, or taking back their step, is asked once first ("End Cy's turn?",
// "Undo Cy's step (Cy's turn ends)?"). The live session's entry gate holds the entry and sets
// liveAsk; the answer applies it as it was made, or drops it.
import { signal } from '@preact/signals';
import type { Entry } from '../../game/types';
import { applyEntries, showToast } from '../../state/app-state';
import { ConfirmPair } from '../components/confirm-pair';
import { Sheet } from '../dice/sheet';

export interface LiveAsk {
  question: string;
  note: string;
  confirm: string;
  entry: Entry;
  /** The toast once made (an undo's "Undone: …"). */
  done?: string;
}

export const liveAsk = signal<LiveAsk | null>(null);

export function LiveAskSheet() {
  const a = liveAsk.value;
  if (!a) return null;
  const close = () => {
    if (liveAsk.value === a) liveAsk.value = null;
  };
  return (
    <Sheet title={a.question} onClose={close}>
      <p>{a.note}</p>
      <ConfirmPair
        inSheet
        confirm={a.confirm}
        keep="Not now"
        onClose={close}
        onConfirm={() => {
          const err = applyEntries([a.entry]);
          if (!err && a.done) showToast({ message: a.done }, 4000);
          return err;
        }}
      />
    </Sheet>
  );
}
