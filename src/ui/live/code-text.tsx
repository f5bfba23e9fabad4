// Issue 39, joining without a camera: a live code sent as text (Web Share, else the clipboard,
// else shown to select), and read by the camera or pasted from the other phone's message.
import { useState } from 'preact/hooks';
import { pastedCode } from '../../sync/live/pasted-code';
import type { SdpKind } from '../../sync/live/sdp';
import { ErrorNote } from '../components/error-note';
import { QrScanner } from '../share/qr-part';

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
 * The other phone's code of kind `want`: the camera reads it, or a box takes its pasted message.
 * "Paste the code instead" is always offered; when the camera fails the box comes first at once,
 * the scanner below it saying why. A refusal (`error`) shows under the button just tapped.
 */
export function CodeIn({
  want,
  label,
  onCode,
  error,
  onError,
}: {
  want: SdpKind;
  label: string;
  onCode: (code: string) => void;
  error: string | null;
  onError: (error: string) => void;
}) {
  // 0: scanning; 1: pasting, chosen (the camera is off); 2: pasting, the camera failed.
  const [paste, setPaste] = useState(0);
  const [text, setText] = useState('');
  const note = <ErrorNote error={error} />;
  return (
    <>
      {paste > 0 && (
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
          {note}
        </>
      )}
      {paste !== 1 && <QrScanner label={`Camera for ${label}`} onText={onCode} onError={() => setPaste(2)} />}
      {!paste && (
        <>
          <button onClick={() => setPaste(1)}>Paste the code instead</button>
          {note}
        </>
      )}
    </>
  );
}
