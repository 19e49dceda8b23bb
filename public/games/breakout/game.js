// Breakout: paddle, ball, bricks. The game runs in a fixed 360 x 520 "world" that is
// scaled to fit the screen, so physics tuning is independent of device size.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'breakout';
  const W = 360;
  const H = 520;
  const COLS = 8;
  const ROWS = 6;
  const PADDLE_Y = H - 42;
  const BALL_R = 6;
  const BRICK_H = 16;
  const ROW_STEP = BRICK_H + 6;
  /*
   * The title's variant: classic, fortress (tough bricks that take two or three hits) or rush
   * (the wall creeps down while the ball is in play, with new rows coming in at the top; it ends
   * the game when it reaches the paddle). Speed sets the ball's speed.
   */
  const V = Kit.variant(['classic', 'fortress', 'rush']);
  const T = V.theme;
  const BALL_SPEED = { 1: 220, 2: 270, 3: 330 }[V.speed];
  const CREEP_PX_S = V.mode === 'rush' ? { 1: 4, 2: 6, 3: 8 }[V.speed] : 0;
  const BEST_KEY = V.mode === 'classic' ? SLUG : `${SLUG}-${V.mode}`;
  const INTRO = {
    classic: Kit.t('Drag or use the arrow keys to move the paddle. Tap or press Space to launch.'),
    fortress: Kit.t('Armoured bricks take two or three hits. Drag or use the arrows; tap or Space to launch.'),
    rush: Kit.t('The wall creeps down while the ball is in play: clear it before it reaches your paddle.'),
  }[V.mode];

  /** '#rrggbb' halfway to another '#rrggbb'. */
  function mix(a, b) {
    const c = (hex, i) => parseInt(hex.slice(i, i + 2), 16);
    return '#' + [1, 3, 5].map((i) => Math.round((c(a, i) + c(b, i)) / 2).toString(16).padStart(2, '0')).join('');
  }
  // The classic theme keeps its rainbow; a themed title paints the wall in the theme's colours.
  const ROW_COLORS = V.themeName === 'classic'
    ? ['#ff4fa3', '#ff5c7a', '#ff8a3d', '#ffc93c', '#34e39a', '#22d3ee']
    : [T.pink, mix(T.pink, T.accent), T.accent, mix(T.accent, T.accent2), T.accent2, mix(T.accent2, T.text)];
  /* Fortress: the two top rows take three hits, the next two take two. */
  const MODE_NAME = { classic: '', fortress: Kit.t('FORTRESS'), rush: Kit.t('RUSH') }[V.mode];
  const hitsForRow = (r) => (V.mode !== 'fortress' ? 1 : r < 2 ? 3 : r < 4 ? 2 : 1);

  const stage = Kit.$('#stage');
  const canvas = Kit.$('#board');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const livesEl = Kit.$('#lives');

  let ctx = canvas.getContext('2d');
  let scale = 1;
  let state = 'ready'; // ready | serve (ball on paddle) | playing | over
  let paused = false;
  let score = 0;
  let lives = 3;
  let level = 1;
  let bricks = [];
  let particles = [];
  let rowsMade = 0; // rows built so far this level; rush keeps adding them at the top
  let crept = 0; // rush: how far the wall has moved since the last new row
  const paddle = { x: W / 2, w: 72, h: 12, target: null };
  const ball = { x: W / 2, y: PADDLE_Y - BALL_R, vx: 0, vy: 0, speed: 280 };
  const keys = { left: false, right: false };

  function addRow(r, y) {
    const margin = 14;
    const gap = 6;
    const bw = (W - margin * 2 - gap * (COLS - 1)) / COLS;
    const hits = hitsForRow(r);
    for (let c = 0; c < COLS; c++) {
      bricks.push({
        x: margin + c * (bw + gap), y, w: bw, h: BRICK_H,
        color: ROW_COLORS[((r % ROWS) + ROWS) % ROWS], points: ((ROWS - (r % ROWS)) * 5 + 5) * hits, alive: true, hits, maxHits: hits,
      });
    }
    rowsMade++;
  }

  function buildBricks() {
    bricks = [];
    rowsMade = 0;
    crept = 0;
    for (let r = 0; r < ROWS; r++) addRow(r, 64 + r * ROW_STEP);
  }

  /** Rush: the wall moves down; a new row enters above it; it must not reach the paddle. */
  function creep(dt) {
    const dy = CREEP_PX_S * dt;
    crept += dy;
    let bottom = 0;
    for (const b of bricks) {
      b.y += dy;
      if (b.alive) bottom = Math.max(bottom, b.y + b.h);
    }
    bricks = bricks.filter((b) => b.alive);
    // One new row for every row's height the wall has moved, whatever the player has cleared.
    if (crept >= ROW_STEP) {
      crept -= ROW_STEP;
      addRow(-rowsMade, 64 + crept); // where the wall's top row stood before it moved down
    }
    if (bottom >= PADDLE_Y - 10) wallReached();
  }

  function wallReached() {
    state = 'over';
    Kit.state('over');
    const best = Kit.best(BEST_KEY, score);
    PortalBridge.gameOver(SLUG, score);
    Kit.showOverlay(overlay, Kit.t('The wall got you'), Kit.t('Level {level} · Score {score} · Best {best}', { level, score, best }), Kit.t('Play again'));
  }

  function setScore(v) {
    score = v;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function serve() {
    state = 'serve';
    Kit.state('playing');
    ball.vx = ball.vy = 0;
    ball.speed = BALL_SPEED + (level - 1) * 30;
  }

  function launch() {
    if (state !== 'serve' || paused) return;
    state = 'playing';
    Kit.state('playing');
    Kit.answered();
    const angle = (Math.random() * 0.6 - 0.3); // slight random tilt so serves differ
    ball.vx = ball.speed * Math.sin(angle);
    ball.vy = -ball.speed * Math.cos(angle);
  }

  function newGame() {
    level = 1;
    lives = 3;
    livesEl.textContent = '3';
    setScore(0);
    paddle.x = W / 2;
    paddle.target = null;
    particles = [];
    buildBricks();
    serve();
    paused = false;
    Kit.hideOverlay(overlay);
  }

  function setPaused(p) {
    if (state === 'ready' || state === 'over') return;
    paused = p;
    if (p) Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('Take a breather.'), Kit.t('Resume'));
    else Kit.hideOverlay(overlay);
  }

  function loseLife() {
    lives--;
    livesEl.textContent = String(lives);
    if (lives > 0) return serve();
    state = 'over';
    Kit.state('over');
    const best = Kit.best(BEST_KEY, score);
    PortalBridge.gameOver(SLUG, score);
    Kit.showOverlay(overlay, Kit.t('Game over'), Kit.t('Level {level} · Score {score} · Best {best}', { level, score, best }), Kit.t('Play again'));
  }

  function burst(x, y, color) {
    for (let i = 0; i < 10; i++) {
      const a = Math.random() * Math.PI * 2;
      const s = 40 + Math.random() * 120;
      particles.push({ x, y, vx: Math.cos(a) * s, vy: Math.sin(a) * s, life: 0.5, color });
    }
  }

  // ---- physics -------------------------------------------------------------

  function update(dt) {
    // Paddle: keyboard moves at a fixed speed; a pointer sets a target it eases toward.
    const half = paddle.w / 2;
    if (keys.left || keys.right) {
      paddle.target = null;
      paddle.x += ((keys.right ? 1 : 0) - (keys.left ? 1 : 0)) * 460 * dt;
    } else if (paddle.target !== null) {
      paddle.x += (paddle.target - paddle.x) * Math.min(1, dt * 25);
    }
    paddle.x = Math.max(half, Math.min(W - half, paddle.x));

    for (const p of particles) {
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.life -= dt;
    }
    particles = particles.filter((p) => p.life > 0);

    if (state === 'serve') {
      ball.x = paddle.x;
      ball.y = PADDLE_Y - BALL_R - 1;
      return;
    }
    if (state !== 'playing') return;
    if (CREEP_PX_S) creep(dt);
    if (state !== 'playing') return;

    // Sub-step so a fast ball can't tunnel through a 16px brick in one frame.
    const dist = Math.hypot(ball.vx, ball.vy) * dt;
    const steps = Math.max(1, Math.ceil(dist / 4));
    for (let i = 0; i < steps && state === 'playing'; i++) stepBall(dt / steps);
  }

  function stepBall(dt) {
    ball.x += ball.vx * dt;
    ball.y += ball.vy * dt;

    if (ball.x < BALL_R) { ball.x = BALL_R; ball.vx = Math.abs(ball.vx); }
    if (ball.x > W - BALL_R) { ball.x = W - BALL_R; ball.vx = -Math.abs(ball.vx); }
    if (ball.y < BALL_R) { ball.y = BALL_R; ball.vy = Math.abs(ball.vy); }
    if (ball.y - BALL_R > H) return loseLife();

    // Paddle: bounce angle depends on where the ball lands, which is what makes the
    // game steerable. Only when moving down, so the ball can't get stuck inside it.
    const half = paddle.w / 2;
    if (ball.vy > 0 && ball.y + BALL_R >= PADDLE_Y && ball.y - BALL_R <= PADDLE_Y + paddle.h &&
        ball.x >= paddle.x - half - BALL_R && ball.x <= paddle.x + half + BALL_R) {
      const rel = Math.max(-1, Math.min(1, (ball.x - paddle.x) / half));
      const angle = rel * (Math.PI / 3); // up to 60 degrees from vertical
      ball.vx = ball.speed * Math.sin(angle);
      ball.vy = -ball.speed * Math.cos(angle);
      ball.y = PADDLE_Y - BALL_R;
    }

    for (const b of bricks) {
      if (!b.alive) continue;
      const cx = Math.max(b.x, Math.min(ball.x, b.x + b.w));
      const cy = Math.max(b.y, Math.min(ball.y, b.y + b.h));
      if ((ball.x - cx) ** 2 + (ball.y - cy) ** 2 > BALL_R * BALL_R) continue;
      b.hits--;
      b.alive = b.hits > 0;
      // Reflect on the axis with the smaller overlap: that's the side we came through.
      const overlapX = Math.min(ball.x + BALL_R - b.x, b.x + b.w - (ball.x - BALL_R));
      const overlapY = Math.min(ball.y + BALL_R - b.y, b.y + b.h - (ball.y - BALL_R));
      if (overlapX < overlapY) ball.vx = -ball.vx;
      else ball.vy = -ball.vy;
      // Speed up a little per brick, keeping direction.
      const k = (ball.speed + 3) / ball.speed;
      ball.speed += 3;
      ball.vx *= k;
      ball.vy *= k;
      if (b.alive) {
        // A tough brick cracks: a few chips fly, the brick stays.
        particles.push({ x: ball.x, y: ball.y, vx: 0, vy: 60, life: 0.3, color: T.text });
        break;
      }
      burst(b.x + b.w / 2, b.y + b.h / 2, b.color);
      setScore(score + b.points * level);
      if (bricks.every((x) => !x.alive)) {
        level++;
        buildBricks();
        serve();
      }
      break; // one brick per sub-step avoids double reflections at brick corners
    }
  }

  // ---- drawing -------------------------------------------------------------

  function draw() {
    const g = ctx.createLinearGradient(0, 0, 0, H);
    g.addColorStop(0, T.panel);
    g.addColorStop(1, T.bg);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);

    ctx.fillStyle = T.muted;
    ctx.font = '600 13px system-ui, sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText(Kit.t('LEVEL {level}', { level }) + (MODE_NAME ? ` · ${MODE_NAME}` : ''), 14, 20);
    ctx.textAlign = 'right';
    ctx.fillText('♥'.repeat(Math.max(0, lives)), W - 14, 20);
    ctx.textAlign = 'start';

    if (CREEP_PX_S) {
      // The line the wall must not reach.
      ctx.strokeStyle = T.pink;
      ctx.globalAlpha = 0.5;
      ctx.setLineDash([6, 6]);
      ctx.beginPath();
      ctx.moveTo(0, PADDLE_Y - 10);
      ctx.lineTo(W, PADDLE_Y - 10);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
    }

    for (const b of bricks) {
      if (!b.alive || b.y + b.h < 0) continue;
      ctx.fillStyle = b.color;
      ctx.beginPath();
      ctx.roundRect(b.x, b.y, b.w, b.h, 4);
      ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,0.28)'; // top highlight for a bit of depth
      ctx.fillRect(b.x + 3, b.y + 2, b.w - 6, 3);
      if (b.maxHits > 1) drawArmour(b);
    }

    for (const p of particles) {
      ctx.globalAlpha = Math.max(0, p.life * 2);
      ctx.fillStyle = p.color;
      ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    ctx.globalAlpha = 1;

    ctx.save();
    ctx.shadowColor = T.accent;
    ctx.shadowBlur = 18;
    const pg = ctx.createLinearGradient(paddle.x - paddle.w / 2, 0, paddle.x + paddle.w / 2, 0);
    pg.addColorStop(0, T.accent2);
    pg.addColorStop(1, T.accent);
    ctx.fillStyle = pg;
    ctx.beginPath();
    ctx.roundRect(paddle.x - paddle.w / 2, PADDLE_Y, paddle.w, paddle.h, 6);
    ctx.fill();

    ctx.shadowColor = '#ffffff';
    ctx.shadowBlur = 12;
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(ball.x, ball.y, BALL_R, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();

    if (state === 'serve' && !paused) {
      ctx.fillStyle = T.text;
      ctx.font = '600 15px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(Kit.t('Tap or press Space to launch'), W / 2, PADDLE_Y - 90);
      ctx.textAlign = 'start';
    }
  }

  /** An armoured brick: a dark steel frame, rivets for the hits left, cracks once it is hit. */
  function drawArmour(b) {
    // A steel plate over the brick's colour: darker the more hits it still takes.
    ctx.fillStyle = `rgba(20,22,40,${0.12 * b.hits})`;
    ctx.fillRect(b.x + 3, b.y + 6, b.w - 6, b.h - 8);
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.roundRect(b.x + 1, b.y + 1, b.w - 2, b.h - 2, 4);
    ctx.stroke();
    ctx.fillStyle = 'rgba(0,0,0,0.6)';
    for (let i = 0; i < b.hits; i++) {
      ctx.beginPath();
      ctx.arc(b.x + b.w / 2 + (i - (b.hits - 1) / 2) * 8, b.y + b.h / 2 + 2, 2.2, 0, Math.PI * 2);
      ctx.fill();
    }
    if (b.hits < b.maxHits) {
      ctx.strokeStyle = 'rgba(255,255,255,0.75)';
      ctx.lineWidth = 1.2;
      ctx.beginPath();
      ctx.moveTo(b.x + 5, b.y + 3);
      ctx.lineTo(b.x + 12, b.y + 9);
      ctx.lineTo(b.x + 9, b.y + b.h - 2);
      if (b.hits < b.maxHits - 1) {
        ctx.moveTo(b.x + b.w - 4, b.y + 3);
        ctx.lineTo(b.x + b.w - 11, b.y + 8);
        ctx.lineTo(b.x + b.w - 7, b.y + b.h - 3);
      }
      ctx.stroke();
    }
  }

  let last = 0;
  function frame(t) {
    const dt = Math.min((t - last) / 1000, 1 / 30); // clamp: no giant steps after a hitch
    last = t;
    if (!paused && state !== 'ready' && state !== 'over') update(dt);
    draw();
    requestAnimationFrame(frame);
  }

  // ---- layout & input ------------------------------------------------------

  Kit.onResize(stage, (w, h) => {
    scale = Math.min((w - 16) / W, (h - 16) / H);
    ctx = Kit.fitCanvas(canvas, Math.floor(W * scale), Math.floor(H * scale));
    ctx.scale(scale, scale); // draw in world units from here on
  });

  function pointerToWorld(e) {
    const rect = canvas.getBoundingClientRect();
    paddle.target = ((e.clientX - rect.left) / rect.width) * W;
  }
  stage.addEventListener('pointerdown', (e) => {
    if (e.target instanceof Element && e.target.closest('button')) return;
    pointerToWorld(e);
    launch();
  });
  // Mouse follows on hover; touch/pen only while pressed (pointermove fires only then).
  stage.addEventListener('pointermove', pointerToWorld);

  Kit.blockScrollKeys();
  function onKey(e, down) {
    const d = Kit.keyDir(e);
    if (d === 'left') keys.left = down;
    if (d === 'right') keys.right = down;
    if (!down) return;
    if ((d === 'left' || d === 'right') && state !== 'ready' && state !== 'over' && !paused) Kit.answered();
    if (e.key === ' ' || d === 'up') {
      if (e.target instanceof HTMLButtonElement) return;
      launch();
    }
    if (e.key === 'p' || e.key === 'P' || e.key === 'Escape') setPaused(!paused);
  }
  window.addEventListener('keydown', (e) => onKey(e, true));
  window.addEventListener('keyup', (e) => onKey(e, false));
  // Releasing a key while another window has focus would otherwise leave it "held".
  window.addEventListener('blur', () => { keys.left = keys.right = false; });

  Kit.$('#pause').addEventListener('click', () => setPaused(!paused));
  overlay.querySelector('[data-btn]').addEventListener('click', () => {
    if (paused) setPaused(false);
    else newGame();
  });
  Kit.onHidden(() => setPaused(true));

  overlay.querySelector('[data-text]').textContent = INTRO;
  buildBricks();
  requestAnimationFrame((t) => { last = t; frame(t); });
})();
