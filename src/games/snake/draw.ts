import { rgb } from '../engine/colour';
import { offscreenCanvas } from '../engine/offscreen';
import type { Theme } from '../themes';
import { N, VECTORS, wallsOf, type Mode, type Snake } from './rules';

/** Snake's drawing: the board once (checkerboard and walls), the snake and its dot every frame. */

/** The board that never changes, drawn once per size: a checkerboard to judge distances, and the maze's bricks. */
export function drawBoard(cell: number, mode: Mode, T: Theme): HTMLCanvasElement {
  const { canvas, ctx } = offscreenCanvas(cell * N, cell * N);
  ctx.fillStyle = T.bg;
  ctx.fillRect(0, 0, cell * N, cell * N);
  ctx.fillStyle = T.panel;
  for (let y = 0; y < N; y += 1) for (let x = y % 2; x < N; x += 2) ctx.fillRect(x * cell, y * cell, cell, cell);
  for (const key of wallsOf(mode)) {
    const x = (key % N) * cell;
    const y = Math.floor(key / N) * cell;
    ctx.fillStyle = T.line;
    ctx.fillRect(x, y, cell, cell);
    ctx.fillStyle = T.pink;
    ctx.globalAlpha = 0.55;
    ctx.fillRect(x + 2, y + 2, cell - 4, cell - 4);
    ctx.globalAlpha = 1;
    ctx.fillStyle = T.bg;
    ctx.fillRect(x + 2, y + cell / 2 - 1, cell - 4, 2); // a brick's mortar line
  }
  return canvas;
}

/** The body's colours, tail to head, for a snake of each length (computed once per length). */
const shades = new Map<number, string[]>();
function bodyColours(n: number, T: Theme): string[] {
  let list = shades.get(n);
  if (list) return list;
  const head = rgb(T.accent2);
  const tail = rgb(T.accent);
  list = Array.from({ length: n }, (_, i) => {
    const k = n > 1 ? i / (n - 1) : 0;
    return `rgb(${head.map((c, j) => Math.round(c + (tail[j]! - c) * k)).join(',')})`;
  });
  shades.set(n, list);
  return list;
}

export function drawSnake(ctx: CanvasRenderingContext2D, snake: Snake, cell: number, T: Theme, now: number): void {
  // Food: a pulsing pink dot with a glow.
  const pulse = 0.8 + 0.12 * Math.sin(now / 180);
  ctx.save();
  ctx.shadowColor = T.pink;
  ctx.shadowBlur = cell * 0.8;
  ctx.fillStyle = T.pink;
  ctx.beginPath();
  ctx.arc((snake.food.x + 0.5) * cell, (snake.food.y + 0.5) * cell, (cell / 2) * pulse * 0.8, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();

  // Body: tail to head so the head is on top; from the theme's second accent to its first.
  const { body } = snake;
  const colours = bodyColours(body.length, T);
  for (let i = body.length - 1; i >= 0; i -= 1) {
    const s = body[i]!;
    ctx.fillStyle = colours[i]!;
    const inset = i === 0 ? 1 : 2;
    ctx.beginPath();
    ctx.roundRect(s.x * cell + inset, s.y * cell + inset, cell - inset * 2, cell - inset * 2, cell * 0.3);
    ctx.fill();
    // Fill the gap towards the previous segment so the body reads as one piece; across a wrapped
    // edge the two are not neighbours on screen, and nothing joins them.
    const p = body[i - 1];
    if (p && Math.abs(s.x - p.x) + Math.abs(s.y - p.y) === 1) {
      const w = Math.abs(s.x - p.x) + 1;
      const h = Math.abs(s.y - p.y) + 1;
      ctx.fillRect(
        Math.min(s.x, p.x) * cell + cell * 0.25,
        Math.min(s.y, p.y) * cell + cell * 0.25,
        w * cell - cell * 0.5,
        h * cell - cell * 0.5,
      );
    }
  }

  // Eyes look where the snake is heading.
  const head = body[0]!;
  const [dx, dy] = VECTORS[snake.queue[0] ?? snake.dir];
  const cx = (head.x + 0.5) * cell;
  const cy = (head.y + 0.5) * cell;
  for (const side of [-1, 1]) {
    const ex = cx + dx * cell * 0.18 + dy * side * cell * 0.2;
    const ey = cy + dy * cell * 0.18 + dx * side * cell * 0.2;
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(ex, ey, cell * 0.13, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = T.bg;
    ctx.beginPath();
    ctx.arc(ex + dx * cell * 0.04, ey + dy * cell * 0.04, cell * 0.07, 0, Math.PI * 2);
    ctx.fill();
  }

  // The edge: a wall (pink), or open in wrap (a dashed glow: you come back on the other side).
  const size = cell * N;
  ctx.save();
  ctx.lineWidth = 3;
  if (snake.mode === 'wrap') {
    ctx.strokeStyle = T.accent2;
    ctx.setLineDash([cell * 0.5, cell * 0.5]);
    ctx.shadowColor = T.accent2;
    ctx.shadowBlur = 8;
  } else {
    ctx.strokeStyle = T.pink;
  }
  ctx.strokeRect(1.5, 1.5, size - 3, size - 3);
  ctx.restore();
}
