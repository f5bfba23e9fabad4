// Issue 40, "each player rolls and answers on their own phone": a step open on another phone that
// asks this phone's player something (a defence roll, an initiative row, a Veteran reroll choice)
// shows here as a prompt the player cannot miss, with Roll and the face pad, or the choice. The
// answer goes to the host, which hands it to the phone with the step open (sync/live host.ts).
import { useEffect, useState } from 'preact/hooks';
import { live } from '../../state/app-state';
import type { Ask, Rolling } from '../../sync/live/messages';
import { Sheet } from '../dice/sheet';
import { DiceQuestion } from '../procedure/dice-question';
import { liveStatus } from './live-status';
import { rollingHere, sendAnswer } from './rolling-here';

/** The first step open on another phone with a question for `me` not answered yet, and who has it open. */
function stepFor(me: string): { by: string | null; rolling: Rolling; asks: Ask[] } | null {
  const st = liveStatus.value;
  // A guest off its link cannot send an answer: it is asked again once back.
  if (!st || (st.role === 'guest' && st.link !== 'open')) return null;
  const open: { by: string | null; rolling: Rolling | undefined }[] = [
    ...(st.role === 'guest' ? [{ by: st.host?.player ?? null, rolling: st.host?.rolling }] : []),
    ...st.peers.filter((p) => p.peer !== st.self && p.connected).map((p) => ({ by: p.player, rolling: p.rolling })),
  ];
  for (const o of open) {
    const asks = o.rolling?.asks?.filter((a) => a.player === me && !a.done) ?? [];
    if (o.rolling && asks.length) return { by: o.by, rolling: o.rolling, asks };
  }
  return null;
}

export function AnswerPrompt() {
  const st = liveStatus.value;
  const [closed, setClosed] = useState<string | null>(null);
  const [typed, setTyped] = useState<Record<string, number[]>>({});
  const [sent, setSent] = useState<Record<string, string>>({});
  const me = st?.me ?? null;
  // Answered in this phone's own sheet when it has the step (or another one) open.
  const step = me !== null && !rollingHere.value ? stepFor(me) : null;
  // A step gone (applied, or its sheet closed) takes what was typed and sent for it along.
  useEffect(() => {
    if (step) return;
    setTyped({});
    setSent({});
  }, [!step]);
  if (!step) return null;
  const sig = `${step.rolling.key} ${step.asks.map((a) => a.q).join(' ')}`;
  if (closed === sig) return null;
  const name = (id: string | null) =>
    (id && live.value?.doc.setup.players.find((p) => p.id === id)?.name) || 'Another phone';
  const send = (a: Ask, v: number[] | string) => {
    sendAnswer.value?.(step.rolling.key, a.q, v);
    setSent({ ...sent, [`${step.rolling.key} ${a.q}`]: Array.isArray(v) ? v.join(' ') : v });
  };
  return (
    <Sheet title={`${name(step.by)}’s ${step.rolling.title}`} onClose={() => setClosed(sig)}>
      <div class="proc-scroll stack" data-answer-prompt>
        {step.asks.map((a) => {
          const was = sent[`${step.rolling.key} ${a.q}`];
          if (a.kind === 'choice')
            return (
              <fieldset key={a.q} class="q">
                <legend>{a.label}</legend>
                <div class="choices" role="group" aria-label={a.label}>
                  {a.options.map((o) => (
                    <button key={o.value} type="button" aria-pressed={was === o.value} onClick={() => send(a, o.value)}>
                      {o.label}
                    </button>
                  ))}
                </div>
              </fieldset>
            );
          const label = `${a.label}: roll your ${a.count > 1 ? a.count : ''}D${a.sides}`;
          return was ? (
            <p key={a.q} role="status">
              {a.label}: <strong>{was}</strong>, sent to {name(step.by)}’s phone.
            </p>
          ) : (
            <DiceQuestion
              key={a.q}
              q={{ kind: 'dice', id: a.q, label, count: a.count, sides: a.sides as 6 }}
              value={typed[a.q]}
              onAnswer={(v) => {
                setTyped({ ...typed, [a.q]: v ?? [] });
                if (v && v.length === a.count) send(a, v);
              }}
            />
          );
        })}
        <p class="muted small">Your answer goes to {name(step.by)}’s phone, which applies the step.</p>
      </div>
    </Sheet>
  );
}
