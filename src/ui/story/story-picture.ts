// Issue 42: the story as one picture, drawn on the phone (a 2D canvas: no network, no
// html-to-image library) from the same GameStory and chart shapes as the screen, so both tell the
// same thing. Shared through the share sheet where the phone can share files, else downloaded.
import type { GameStory } from '../../game/story/story';
import { chartShape, firstRound, hasCharts, hitsOf, outLine, playedLine } from './chart';

/** The picture's width in pixels; its height follows what it holds. */
export const PICTURE_W = 1080;
const PAD = 48;
const INK = '#15171b';
const MUTED = '#4b5260';
const LINE = '#c9cdd5';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

type Ctx = CanvasRenderingContext2D;

/** Splits `text` into lines no wider than `width` at the context's font (a longer word stays whole). */
function wrap(ctx: Ctx, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lays the story out from the top (and draws it when `draw`); returns the height it takes. One
 * function for both, so the measured height is the drawn one.
 */
function paint(ctx: Ctx, story: GameStory, dice: readonly string[], none: string | null, draw: boolean): number {
  const width = PICTURE_W - 2 * PAD;
  let y = PAD;
  const text = (t: string, size: number, opts: { bold?: boolean; color?: string; gap?: number } = {}) => {
    ctx.font = `${opts.bold ? '700 ' : ''}${size}px ${FONT}`;
    ctx.fillStyle = opts.color ?? INK;
    ctx.textBaseline = 'top';
    for (const l of wrap(ctx, t, width)) {
      if (draw) ctx.fillText(l, PAD, y);
      y += Math.round(size * 1.3);
    }
    y += opts.gap ?? 8;
  };
  const rule = () => {
    y += 12;
    if (draw) {
      ctx.fillStyle = LINE;
      ctx.fillRect(PAD, y, width, 3);
    }
    y += 27;
  };
  text(story.name, 56, { bold: true });
  text(playedLine(story), 34, { color: MUTED });
  text(story.result ?? 'The game goes on.', 44, { bold: true, gap: 4 });
  if (!hasCharts(story) && none) {
    rule();
    text(none, 30);
  }
  if (hasCharts(story)) {
    rule();
    text(story.trackLabel ? `${story.trackLabel} by round` : 'Each car by round', 40, { bold: true });
    for (const car of story.cars) {
      if (draw) {
        ctx.fillStyle = car.color;
        ctx.fillRect(PAD, y + 6, 28, 28);
      }
      ctx.font = `700 36px ${FONT}`;
      if (draw) {
        ctx.fillStyle = INK;
        ctx.textBaseline = 'top';
        ctx.fillText(car.name, PAD + 40, y);
      }
      y += 50;
      if (car.track) {
        const h = 220;
        const s = chartShape(car, story.rounds, firstRound(story), width, h, 30);
        if (draw) {
          ctx.save();
          ctx.translate(PAD, y);
          ctx.fillStyle = LINE;
          ctx.fillRect(s.left, s.y0, s.right - s.left, 2);
          ctx.fillRect(s.left, s.y1, s.right - s.left, 2);
          ctx.fillStyle = MUTED;
          ctx.font = `28px ${FONT}`;
          ctx.textBaseline = 'middle';
          ctx.textAlign = 'right';
          ctx.fillText(String(s.top), s.left - 20, s.y0);
          ctx.fillText(String(s.bottom), s.left - 20, s.y1);
          ctx.textBaseline = 'bottom';
          for (const [i, t] of s.ticks.entries()) {
            ctx.textAlign = i === 0 ? 'left' : i === s.ticks.length - 1 ? 'right' : 'center';
            ctx.fillText(`R${t.round}`, t.x, h);
          }
          ctx.strokeStyle = car.color;
          ctx.lineWidth = 7;
          ctx.lineJoin = 'round';
          ctx.beginPath();
          for (const [i, [x, py]] of s.line.entries()) i ? ctx.lineTo(x, py) : ctx.moveTo(x, py);
          ctx.stroke();
          for (const m of s.marks) {
            ctx.fillStyle = MUTED;
            ctx.fillRect(m.x - 1, m.ty + 8, 2, m.y - m.ty - 8);
            ctx.beginPath();
            ctx.arc(m.x, m.y, 12, 0, Math.PI * 2);
            ctx.fillStyle = '#ffffff';
            ctx.fill();
            ctx.lineWidth = 6;
            ctx.stroke();
            ctx.fillStyle = INK;
            ctx.font = `700 30px ${FONT}`;
            ctx.textAlign = m.align === 'middle' ? 'center' : m.align === 'end' ? 'right' : 'left';
            ctx.textBaseline = 'alphabetic';
            ctx.fillText(m.what, m.tx, m.ty);
          }
          ctx.restore();
        }
        y += h + 8;
      } else text('Never on the table.', 30, { color: MUTED });
    }
  }
  if (story.hits.length || story.cars.some((c) => c.out)) {
    rule();
    text('Who hit whom', 40, { bold: true });
    for (const car of story.cars) {
      const { gave, got } = hitsOf(story, car.carId);
      text(`${car.name}: dealt ${car.dealt}, took ${car.taken}`, 32, { bold: true, gap: 2 });
      if (gave) text(`Hit ${gave}`, 30, { gap: 2 });
      if (got) text(`Hit by ${got}`, 30, { gap: 2 });
      const out = outLine(car);
      if (out) text(out, 30, { gap: 2 });
      y += 10;
    }
  }
  if (story.turning.length) {
    rule();
    text('Turning points', 40, { bold: true });
    for (const t of story.turning) text(`Round ${t.round} · ${t.row} (${t.what})`, 30, { gap: 10 });
  }
  if (dice.length) {
    rule();
    text('Were the dice fair?', 40, { bold: true });
    for (const d of dice) text(d, 30, { gap: 10 });
  }
  y += 8;
  text('Pitwall · drawn on the phone from the game’s log', 26, { color: MUTED, gap: 0 });
  return y + PAD - 8;
}

/**
 * The story as a PNG, PICTURE_W pixels wide. `dice`: the dice sentences to add (may be empty);
 * `none`: what to say instead of the charts when no car has one (free play).
 */
export async function storyPng(
  story: GameStory,
  dice: readonly string[] = [],
  none: string | null = null,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = PICTURE_W;
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('This phone cannot draw a picture here.');
  canvas.height = Math.ceil(paint(measure, story, dice, none, false));
  const ctx = canvas.getContext('2d') as Ctx; // sizing the canvas reset the context's state
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  paint(ctx, story, dice, none, true);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The picture could not be made.'))), 'image/png'),
  );
}

/** The file name of a game's picture: its name in lower case words, "dust-road-derby-story.png". */
export const pictureName = (story: GameStory) =>
  `${
    story.name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'game'
  }-story.png`;

/**
 * Shares the story's picture through the phone's share sheet where it takes files; else saves it
 * (a download). 'cancelled': the player closed the share sheet.
 */
export async function sharePicture(
  story: GameStory,
  dice: readonly string[] = [],
  none: string | null = null,
): Promise<'shared' | 'saved' | 'cancelled'> {
  const file = new File([await storyPng(story, dice, none)], pictureName(story), { type: 'image/png' });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: story.name });
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
      throw e;
    }
  }
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'saved';
}
