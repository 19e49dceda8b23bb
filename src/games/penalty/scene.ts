import { mix } from '../engine/colour';
import { offscreenCanvas } from '../engine/offscreen';
import type { Theme } from '../themes';
import { drawBall, drawKeeper, drawKicker, type KeeperKit, type KickerKit } from './figures';
import { geometry, project, type Geometry } from './geometry';
import { diveProgress } from './kicks';
import { drawAim, drawBanner, drawConfetti, drawMeter, drawTell, type BannerText, type Confetti } from './marks';
import type { Kicker, Penalty } from './rules';

/**
 * Penalty Kick's picture: a goal seen from behind the penalty spot, the stands and their crowd, the
 * striped pitch, the goal and its net, the keeper, the kicker, the ball, the aim marker, the power
 * meter, banners and confetti. It draws what the rules' state says and keeps no rules. What never
 * moves (sky, boards, grass, markings, the crowd at rest) is drawn once per size to offscreen
 * canvases; a frame copies them and draws only what moves.
 */

export interface Words {
  t(english: string): string;
  num(value: string | number): string;
}

interface Fan {
  x: number;
  y: number;
  r: number;
  ph: number;
}
/** The crowd in groups of one colour and one shade, each filled as one path. */
interface FanGroup {
  colour: string;
  alpha: number;
  fans: Fan[];
}

const BOARD_Z = 1.45;

/** The crowd laid out on the stands above `top`, always the same people (a fixed little generator). */
function layoutCrowd(W: number, top: number, theme: Theme): FanGroup[] {
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const shirts = [theme.accent, theme.accent2, theme.pink, theme.text, '#ffc93c', theme.accent, '#ff5c7a'];
  const groups = new Map<string, FanGroup>();
  for (let row = 0, y = top - 6; y > -6; row += 1) {
    const r = 3.4 - Math.min(1.6, row * 0.16);
    const alpha = 0.55 + 0.35 * Math.min(1, r / 3.4);
    for (let x = (row % 2) * r; x < W + r; x += r * 2.6) {
      const fan = { x: x + (rnd() - 0.5) * r, y: y + (rnd() - 0.5) * 1.5, r, ph: 0 };
      const colour = shirts[Math.floor(rnd() * shirts.length)]!;
      fan.ph = rnd() * 6.28;
      const key = `${colour}|${alpha}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { colour, alpha, fans: [] }));
      group.fans.push(fan);
    }
    y -= r * 2.5;
  }
  return [...groups.values()];
}

/** Sky, advertising boards, the striped grass and its markings. */
function drawGround(ctx: CanvasRenderingContext2D, g: Geometry, t: Theme, boardTop: number, boardH: number, ground: number) {
  const sky = ctx.createLinearGradient(0, 0, 0, boardTop);
  sky.addColorStop(0, t.bg);
  sky.addColorStop(1, t.panel);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, g.W, boardTop);
  const adGrad = ctx.createLinearGradient(0, 0, g.W, 0);
  adGrad.addColorStop(0, t.accent);
  adGrad.addColorStop(0.5, t.pink);
  adGrad.addColorStop(1, t.accent2);
  ctx.fillStyle = adGrad;
  ctx.fillRect(0, boardTop, g.W, boardH);
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  ctx.fillRect(0, boardTop, g.W, boardH);
  // Grass, mown in stripes across the pitch.
  ctx.fillStyle = mix('#2f8d47', t.bg, 0.22);
  ctx.fillRect(0, ground, g.W, g.H - ground);
  ctx.fillStyle = mix('#3ba557', t.bg, 0.18);
  for (let z = -0.45, i = 0; z < BOARD_Z; z += 0.15, i += 1) {
    if (i % 2) continue;
    const a = project(g, 0, z, 0).ground;
    const b = project(g, 0, Math.min(BOARD_Z, z + 0.15), 0).ground;
    ctx.fillRect(0, b, g.W, a - b);
  }
  // The markings: goal line, six-yard box and the penalty spot.
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 2;
  const line = (x1: number, z1: number, x2: number, z2: number) => {
    const a = project(g, x1, z1, 0);
    const b = project(g, x2, z2, 0);
    ctx.beginPath();
    ctx.moveTo(a.x, a.ground);
    ctx.lineTo(b.x, b.ground);
    ctx.stroke();
  };
  line(-8, 1, 8, 1);
  line(-2.5, 1, -2.5, 0.5);
  line(2.5, 1, 2.5, 0.5);
  line(-2.5, 0.5, 2.5, 0.5);
  const spot = project(g, 0, 0, 0);
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.beginPath();
  ctx.ellipse(spot.x, spot.ground + 2, 6, 2.5, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** The crowd: at rest, or jumping (excite 0..1) with camera flashes when it goes wild. */
function drawCrowd(ctx: CanvasRenderingContext2D, crowd: readonly FanGroup[], excite: number, now: number) {
  for (const group of crowd) {
    ctx.globalAlpha = group.alpha;
    ctx.fillStyle = group.colour;
    ctx.beginPath();
    for (const p of group.fans) {
      const jump = excite > 0 ? Math.abs(Math.sin(now / 90 + p.ph)) * 3.5 * excite : 0;
      ctx.moveTo(p.x + p.r, p.y - jump);
      ctx.arc(p.x, p.y - jump, p.r, 0, Math.PI * 2);
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  if (excite <= 0.3) return;
  ctx.fillStyle = '#fff';
  for (const group of crowd) {
    for (const p of group.fans) {
      if (Math.sin(now / 37 + p.ph * 50) <= 0.995) continue;
      ctx.fillRect(p.x - 1.5, p.y - Math.abs(Math.sin(now / 90 + p.ph)) * 3.5 * excite - 1.5, 3, 3);
    }
  }
}

function drawNet(ctx: CanvasRenderingContext2D, g: Geometry, netShake: number, time: number) {
  const backZ = 1.18;
  const wob = netShake > 0 ? Math.sin(time / 30) * 3 * netShake : 0;
  const fl = project(g, -1, 1, 1);
  const fr = project(g, 1, 1, 1);
  const bl = project(g, -0.92, backZ, 0.75);
  const br = project(g, 0.92, backZ, 0.75);
  const bgl = project(g, -0.92, backZ, 0);
  const bgr = project(g, 0.92, backZ, 0);
  const gl = project(g, -1, 1, 0);
  const gr = project(g, 1, 1, 0);
  ctx.fillStyle = 'rgba(255,255,255,0.07)';
  ctx.beginPath();
  ctx.moveTo(bl.x, bl.y + wob);
  ctx.lineTo(br.x, br.y + wob);
  ctx.lineTo(bgr.x, bgr.y);
  ctx.lineTo(bgl.x, bgl.y);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.28)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let i = 0; i <= 20; i += 1) {
    const k = i / 20;
    const bx = bl.x + (br.x - bl.x) * k;
    ctx.moveTo(bx + wob * Math.sin(k * Math.PI), bl.y + wob);
    ctx.lineTo(bgl.x + (bgr.x - bgl.x) * k, bgl.y);
    // The roof of the net, from the crossbar back.
    ctx.moveTo(fl.x + (fr.x - fl.x) * k, fl.y);
    ctx.lineTo(bx, bl.y + wob);
  }
  for (let j = 0; j <= 8; j += 1) {
    const k = j / 8;
    ctx.moveTo(bl.x, bl.y + (bgl.y - bl.y) * k);
    ctx.lineTo(br.x, br.y + (bgr.y - br.y) * k + wob * Math.sin(k * Math.PI));
    // The side nets.
    ctx.moveTo(fl.x, fl.y + (gl.y - fl.y) * k);
    ctx.lineTo(bl.x, bl.y + (bgl.y - bl.y) * k);
    ctx.moveTo(fr.x, fr.y + (gr.y - fr.y) * k);
    ctx.lineTo(br.x, br.y + (bgr.y - br.y) * k);
  }
  ctx.stroke();
}

function drawPosts(ctx: CanvasRenderingContext2D, g: Geometry) {
  const gl = project(g, -1, 1, 0);
  const top = project(g, -1, 1, 1);
  const gr = project(g, 1, 1, 0);
  const w = Math.max(4, g.halfW * 0.035);
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fillRect(gl.x - w / 2 + 3, top.y + 3, gr.x - gl.x + w, w);
  ctx.fillStyle = '#f7f7fb';
  ctx.fillRect(gl.x - w / 2, top.y - w / 2, w, gl.y - top.y + w / 2);
  ctx.fillRect(gr.x - w / 2, top.y - w / 2, w, gl.y - top.y + w / 2);
  ctx.fillRect(gl.x - w / 2, top.y - w / 2, gr.x - gl.x + w, w);
}

/** The picture for one theme; `resize` lays it out for a canvas size, `draw` paints a state. */
export function penaltyScene(theme: Theme, words: Words) {
  const you: KickerKit = { shirt: theme.accent, shorts: '#f5f5ff', socks: theme.accent, number: '10' };
  const cpu: KickerKit = { shirt: theme.pink, shorts: '#1a1a22', socks: theme.pink, number: '9' };
  const yourKeeper: KeeperKit = { shirt: theme.accent2, shorts: '#1a1a22', gloves: '#ffc93c' };
  const cpuKeeper: KeeperKit = { shirt: '#ffc93c', shorts: '#1a1a22', gloves: '#f5f5ff' };
  const waiting: Kicker = { run: 0.72, running: false, kick: 0, lean: 0, look: 0, cheer: false };
  const adWords = [words.t('PENALTY  ·  KICK  ·  SCORE  ·  PENALTY'), words.t('GOAL!  GOAL!  GOAL!  GOAL!  GOAL!')];
  const power = words.t('POWER');

  let g = geometry(340, 520);
  let ground: HTMLCanvasElement | null = null;
  let restingCrowd: HTMLCanvasElement | null = null;
  let crowd: FanGroup[] = [];
  let board = { top: 0, h: 0 };

  return {
    get geometry() {
      return g;
    },
    resize(W: number, H: number) {
      g = geometry(W, H);
      const at = project(g, 0, BOARD_Z, 0);
      board = { h: 0.3 * g.gh * at.s, top: 0 };
      board.top = at.ground - board.h;
      crowd = layoutCrowd(W, board.top, theme);
      const still = offscreenCanvas(W, H);
      drawGround(still.ctx, g, theme, board.top, board.h, at.ground);
      const stands = offscreenCanvas(W, board.top);
      drawCrowd(stands.ctx, crowd, 0, 0);
      ground = still.canvas;
      restingCrowd = stands.canvas;
    },
    draw(ctx: CanvasRenderingContext2D, game: Penalty, banner: BannerText | null, confetti: readonly Confetti[]) {
      const { turn, shot, clock: time } = game;
      if (ground) ctx.drawImage(ground, 0, 0, g.W, g.H);
      if (game.excite > 0) drawCrowd(ctx, crowd, game.excite, time);
      else if (restingCrowd) ctx.drawImage(restingCrowd, 0, 0, g.W, board.top);
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.font = `800 ${Math.round(board.h * 0.7)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(adWords[game.excite > 0.2 ? 1 : 0]!, g.cx, board.top + board.h / 2 + 1);
      drawNet(ctx, g, game.netShake, time);

      const kicking = turn && shot ? shot : null;
      const keeperMode = game.mode === 'keeper';
      const keeperKit = kicking ? (kicking.who === 'you' ? cpuKeeper : yourKeeper) : keeperMode ? yourKeeper : cpuKeeper;
      const behind = game.ball.z > 1.0;
      if (behind) drawBall(ctx, g, game.ball);
      const dive = kicking ? kicking.keeper.dive : null;
      drawKeeper(ctx, g, keeperKit, dive, kicking ? diveProgress(kicking.keeper, time) : 0, time);
      drawPosts(ctx, g);
      if (!behind) drawBall(ctx, g, game.ball);
      if (kicking) drawKicker(ctx, g, kicking.who === 'you' ? you : cpu, kicking.kicker, time, words.num);
      else drawKicker(ctx, g, keeperMode ? cpu : you, waiting, time, words.num);
      if (turn?.who === 'you' && (turn.phase === 'aim' || turn.phase === 'power') && game.aim)
        drawAim(ctx, g, game.aim, theme, time);
      if (turn?.who === 'you' && game.meter) drawMeter(ctx, g, game.meter, theme, power);
      if (kicking?.who === 'cpu' && turn?.phase === 'runup' && time > kicking.kickAt! - kicking.tellMs)
        drawTell(ctx, g, kicking.tellDir, time);
      if (banner && game.banner) drawBanner(ctx, g, banner, time - game.banner.at);
      drawConfetti(ctx, confetti);
    },
  };
}
