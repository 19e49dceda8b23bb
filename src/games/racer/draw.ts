import type { Theme } from '../themes';
import { CAR_Y, ROADS, type Race } from './rules';

/** The road's colours by mode: the asphalt and the verge beside it. */
const PAINT = {
  highway: { road: '#2b2d3a', verge: '#1f6b3a' },
  desert: { road: '#4a3b2a', verge: '#c9a25e' },
  night: { road: '#1c1d26', verge: '#0d1a12' },
} as const;
const TRAFFIC_COLOURS = ['#ff5c7a', '#ffc93c', '#34e39a', '#22d3ee', '#f5f5ff'];

/** Where the road is drawn, and the player's car's drawn position, easing towards its lane. */
export interface View {
  ctx: CanvasRenderingContext2D;
  w: number;
  h: number;
  carX: number;
  theme: Theme;
}

function car(ctx: CanvasRenderingContext2D, x: number, y: number, colour: string, w: number, h: number, lights: boolean) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  // Older Safari (before 16) has no roundRect: a plain rectangle does.
  if (ctx.roundRect) ctx.roundRect(x - w / 2, y - h / 2, w, h, w * 0.25);
  else ctx.rect(x - w / 2, y - h / 2, w, h);
  ctx.fill();
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fillRect(x - w * 0.35, y - h * 0.25, w * 0.7, h * 0.2);
  if (lights) {
    ctx.fillStyle = '#ff3b3b';
    ctx.fillRect(x - w * 0.42, y + h * 0.4, w * 0.2, h * 0.08);
    ctx.fillRect(x + w * 0.22, y + h * 0.4, w * 0.2, h * 0.08);
  }
}

/** At night only the headlights' cone ahead of the car can be seen. */
function darkness(view: View, py: number, cw: number, ch: number) {
  const { ctx, w: W, h: H, carX } = view;
  ctx.fillStyle = 'rgba(0,0,0,0.88)';
  ctx.beginPath();
  ctx.rect(0, 0, W, H);
  ctx.moveTo(carX - cw * 0.3, py - ch / 2);
  ctx.lineTo(carX - W * 0.42, py - H * 0.55);
  ctx.lineTo(carX + W * 0.42, py - H * 0.55);
  ctx.lineTo(carX + cw * 0.3, py - ch / 2);
  ctx.closePath();
  // The glow around the car, a shape of its own (no seam drawn from the cone to it).
  ctx.moveTo(carX + ch * 0.9, py);
  ctx.arc(carX, py, ch * 0.9, 0, Math.PI * 2);
  ctx.fill('evenodd');
}

/** Paints the road, its traffic, coins and sand, and the player's car. */
export function drawRoad(view: View, race: Race): void {
  const { ctx, w: W, h: H, theme } = view;
  const { lanes } = ROADS[race.mode];
  const paint = PAINT[race.mode];
  const laneX = (lane: number) => (W * (lane + 0.5)) / lanes;
  ctx.fillStyle = paint.verge;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = paint.road;
  ctx.fillRect(W * 0.03, 0, W * 0.94, H);
  // Lane markings scroll with the road.
  ctx.fillStyle = theme.text;
  const scroll = race.distance % 0.2;
  for (let i = 1; i < lanes; i += 1) {
    const x = (W * i) / lanes;
    for (let y = -0.2 + scroll; y < 1.1; y += 0.2) ctx.fillRect(x - 2, y * H, 4, H * 0.09);
  }
  const cw = Math.min(46, (W / lanes) * 0.55);
  const ch = cw * 1.7;
  for (const t of race.things) {
    const x = laneX(t.lane);
    const y = t.y * H;
    if (t.kind === 'car') car(ctx, x, y, TRAFFIC_COLOURS[t.colour]!, cw, ch, true);
    else {
      ctx.fillStyle = t.kind === 'coin' ? theme.accent2 : 'rgba(230, 190, 120, 0.75)';
      ctx.beginPath();
      if (t.kind === 'coin') ctx.arc(x, y, cw * 0.28, 0, Math.PI * 2);
      else ctx.ellipse(x, y, cw * 0.8, cw * 0.45, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  view.carX += (laneX(race.lane) - view.carX) * 0.35;
  const py = H * CAR_Y;
  if (race.mode === 'night') darkness(view, py, cw, ch);
  car(ctx, view.carX, py, theme.accent, cw, ch, false);
}
