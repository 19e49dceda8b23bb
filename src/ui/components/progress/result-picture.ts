import { PICTURE_NAME, type ResultPictureWords } from './result-picture-words';

/**
 * The day's result as a small picture to share (docs/decisions/0057): how well the player did, in
 * their language, and nothing of the board (no seed, no cells, no moves), so a friend who has not
 * played yet learns nothing of it. Drawn on a canvas with the page's own font and colours; loaded
 * only when a result is there to share, never with /home's first screen.
 */

export const PICTURE_WIDTH = 600;
export const PICTURE_HEIGHT = 315;

/** The page's colours, read from its CSS variables, with the dark theme's as a fallback. */
function pageLook(root: Element = document.documentElement) {
  const style = getComputedStyle(root);
  const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    font: getComputedStyle(document.body).fontFamily || 'sans-serif',
    bg: colour('--color-bg', '#0e0f1a'),
    surface: colour('--color-surface-2', '#20243a'),
    text: colour('--color-text', '#f3f4fb'),
    muted: colour('--color-text-muted', '#b4b8d4'),
    accent: colour('--color-accent-strong', '#a58bff'),
    onAccent: colour('--color-on-accent', '#0b0b14'),
  };
}

/** Text kept within `width`, shortened with an ellipsis when a long name would run off the picture. */
function fitted(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let chars = [...text];
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > width) chars = chars.slice(0, -1);
  return `${chars.join('')}…`;
}

/** The picture as a PNG file, or null where the browser cannot draw one. */
export async function drawResultPicture(words: ResultPictureWords): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = PICTURE_WIDTH;
  canvas.height = PICTURE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  // Bangla is drawn with the page's own font only once it has loaded.
  await document.fonts?.ready;
  const look = pageLook();
  const pad = 36;
  const inner = PICTURE_WIDTH - pad * 2;
  const font = (size: number, weight = 400) => `${weight} ${size}px ${look.font}`;

  ctx.fillStyle = look.bg;
  ctx.fillRect(0, 0, PICTURE_WIDTH, PICTURE_HEIGHT);
  ctx.fillStyle = look.accent;
  ctx.fillRect(0, 0, PICTURE_WIDTH, 8);
  ctx.textBaseline = 'alphabetic';

  ctx.fillStyle = look.accent;
  ctx.font = font(22, 700);
  ctx.fillText(fitted(ctx, words.heading, inner), pad, 56);
  ctx.fillStyle = look.muted;
  ctx.font = font(18);
  ctx.fillText(fitted(ctx, words.date, inner), pad, 86);

  ctx.fillStyle = look.text;
  ctx.font = font(26, 700);
  ctx.fillText(fitted(ctx, words.game, inner), pad, 136);
  ctx.fillStyle = look.accent;
  ctx.font = font(56, 800);
  ctx.fillText(fitted(ctx, words.score, inner), pad, 204);

  if (words.streak) {
    ctx.fillStyle = look.text;
    ctx.font = font(20, 600);
    ctx.fillText(fitted(ctx, words.streak, inner), pad, 248);
  }
  // The marks as pills along the foot, filled once reached.
  ctx.font = font(16, 600);
  let x = pad;
  for (const mark of words.marks) {
    const width = ctx.measureText(mark.label).width + 24;
    ctx.fillStyle = mark.reached ? look.accent : look.surface;
    if (typeof ctx.roundRect === 'function') {
      ctx.beginPath();
      ctx.roundRect(x, 266, width, 30, 15);
      ctx.fill();
    } else ctx.fillRect(x, 266, width, 30);
    ctx.fillStyle = mark.reached ? look.onAccent : look.muted;
    ctx.fillText(mark.label, x + 12, 287);
    x += width + 10;
  }

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new File([blob], PICTURE_NAME, { type: 'image/png' }) : null;
}
