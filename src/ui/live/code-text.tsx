// Issue 39, joining without a camera: a live code sent as text (Web Share, else the clipboard,
// else shown to select), and read by the camera or pasted from the other phone's message.
import { useState } from 'preact/hooks';
import { pastedCode } from '../../sync/live/pasted-code';
import type { SdpKind } from '../../sync/live/sdp';
import { QrScanner } from '../share/qr-scanner';

export function ShareCode({ text }: { text: string }) {
  // After a tap without Web Share: copied, or (no clipboard either) the text to select.
  const [copied, setCopied] = useState<boolean | null>(null);
  const share = async () => {
    try {
      if (navigator.share) return await navigator.share({ text });
    } catch {
      // Refused, or closed without sending: the code is copied all the same.
    }
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <button onClick={() => void share()}>Share as text</button>
      {copied && (
        <p role="status" class="live-step">
          Copied. Send it to the other phone.
        </p>
      )}
      {copied === false && <textarea readOnly value={text} aria-label="The code: copy it" />}
    </>
  );
}

/**
 * The other phone's code of kind `want`: the camera reads it, or a box takes its pasted message
 * ("Paste the code instead", always offered; shown at once with the reason when the camera fails).
 */
export function CodeIn({
  want,
  label,
  onCode,
  onError,
}: {
  want: SdpKind;
  label: string;
  onCode: (code: string) => void;
  onError: (error: string) => void;
}) {
  const [paste, setPaste] = useState(false);
  const [text, setText] = useState('');
  if (!paste)
    return (
      <>
        <QrScanner
          label={`Camera for ${label}`}
          onText={onCode}
          onError={(m) => {
            setPaste(true);
            onError(m);
          }}
        />
        <button onClick={() => setPaste(true)}>Paste the code instead</button>
      </>
    );
  return (
    <>
      <textarea
        aria-label={label}
        placeholder="Paste the whole message here"
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <button
        class="primary"
        onClick={() => {
          const p = pastedCode(text, want);
          if (p.code !== undefined) onCode(p.code);
          else onError(p.error);
        }}
      >
        Connect
      </button>
    </>
  );
}
