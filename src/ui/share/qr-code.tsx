import { encode } from 'uqr';

/**
 * One QR code drawn as an inline SVG path (no data: URL, no canvas): crisp at any size and
 * allowed by the app's CSP. Black on white with a quiet zone of 4 modules whatever the theme,
 * since scanners read dark modules on a light ground.
 *
 * `ecc` 'M' (15% recovery) is the default: codes are read off a screen that may glare.
 */
export function QrCode({
  text,
  ecc = 'M',
  label,
  maxVersion = 40,
}: {
  text: string;
  ecc?: 'L' | 'M' | 'Q' | 'H';
  label?: string;
  maxVersion?: number;
}) {
  const qr = encode(text, { ecc, border: 4, maxVersion });
  let d = '';
  for (let y = 0; y < qr.size; y++) {
    const row = qr.data[y] as boolean[];
    for (let x = 0; x < qr.size; x++) {
      if (!row[x]) continue;
      // Runs of dark modules become one rectangle: about 3x fewer path commands.
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return (
    <svg
      class="qr-code"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label ?? 'QR code'}
      data-qr-version={qr.version}
      shape-rendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
