// Endless runner: jump over obstacles; the world speeds up over time.
// World units: the view is scaled so at least 480 x 270 units are visible; extra screen
// space just shows more sky/ground, so gameplay is the same on phones and desktops.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'runner';
  const MIN_W = 480;
  const MIN_H = 270;
  const GRAVITY = 2400;
  const JUMP_V = -800;
  const CUT_V = -400; // releasing early caps the upward speed -> lower hop
  const MIN_AIR = 0.1; // ...but never before this, so even the quickest tap clears an obstacle
  const PLAYER = { x: 70, w: 30, h: 38 };
  /*
   * The title's variant: endless (run until you crash), hurdles (a track of closely spaced
   * hurdles) or sprint (60 seconds for the longest distance; a crash only knocks you back to a
   * jog). Speed sets the run speed at the start and its ceiling.
   */
  const V = Kit.variant(['endless', 'hurdles', 'sprint']);
  const T = V.theme;
  const HURDLES = V.mode === 'hurdles';
  const SPRINT_S = V.mode === 'sprint' ? 60 : 0;
  const START_SPEED = { 1: 240, 2: 300, 3: 370 }[V.speed];
  const TOP_SPEED = { 1: 660, 2: 780, 3: 900 }[V.speed];
  const ACCEL = SPRINT_S ? 14 : 9; // a sprint builds up pace faster
  const BEST_KEY = V.mode === 'endless' ? SLUG : `${SLUG}-${V.mode}`;
  const INTRO = {
    endless: Kit.t('Tap or press Space to jump over obstacles. Hold for a higher jump. It keeps getting faster!'),
    hurdles: Kit.t('A track packed with hurdles, close together. Tap or Space to jump; hold for a higher jump.'),
    sprint: Kit.t('Run as far as you can in 60 seconds. A crash costs you your pace, not the race.'),
  }[V.mode];

  const stage = Kit.$('#stage');
  const canvas = Kit.$('#view');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');

  let ctx = canvas.getContext('2d');
  let W = MIN_W;
  let H = MIN_H;
  let groundY = 230;
  let state = 'ready'; // ready | playing | over
  let paused = false;
  let y = 0; // player height above ground (0 = on ground, negative = up)
  let vy = 0;
  let jumpBuffer = 0; // seconds a too-early jump press stays valid before landing
  let holding = false;
  let airTime = 0;
  let speed = 0;
  let elapsed = 0;
  let distance = 0;
  let score = 0;
  let lastReport = 0;
  let obstacles = [];
  let nextGap = 0;
  let stars = [];
  let stumbleFlash = 0;
  let elapsedAtPace = 0; // when the pace last restarted, so it builds up again after a stumble

  function makeStars() {
    stars = Array.from({ length: 60 }, () => ({ x: Math.random(), y: Math.random(), r: Math.random() * 1.3 + 0.3 }));
  }

  function reset() {
    y = 0;
    vy = 0;
    jumpBuffer = 0;
    speed = START_SPEED;
    elapsed = 0;
    elapsedAtPace = 0;
    stumbleFlash = 0;
    distance = 0;
    obstacles = [];
    nextGap = W * 0.8; // a calm run-up before the first obstacle
    setScore(0, true);
  }

  function setScore(v, force) {
    score = v;
    scoreEl.textContent = String(score);
    // The score ticks every frame; tell the portal at most twice a second.
    const now = performance.now();
    if (force || now - lastReport > 500) {
      lastReport = now;
      PortalBridge.score(SLUG, score);
    }
  }

  function start() {
    reset();
    state = 'playing';
    Kit.state('playing');
    paused = false;
    Kit.hideOverlay(overlay);
  }

  function setPaused(p) {
    if (state !== 'playing') return;
    paused = p;
    if (p) Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('Take a breather.'), Kit.t('Resume'));
    else Kit.hideOverlay(overlay);
  }

  function die(timeUp) {
    state = 'over';
    Kit.state('over');
    PortalBridge.score(SLUG, score);
    const best = Kit.best(BEST_KEY, score);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, score);
    if (timeUp) Kit.showOverlay(overlay, Kit.t('Time!'), Kit.t('You ran {score} m in {seconds} seconds. Best {best} m.', { score, seconds: SPRINT_S, best }), Kit.t('Run again'));
    else Kit.showOverlay(overlay, Kit.t('Game over'), Kit.t('You ran {score} m. Best {best} m.', { score, best }), Kit.t('Play again'));
  }

  /** Sprint: a crash knocks the obstacle flat and the runner back to the starting pace. */
  function stumble(o) {
    o.down = true;
    speed = START_SPEED;
    elapsedAtPace = elapsed;
    stumbleFlash = 0.35;
  }

  function pressJump() {
    if (state === 'ready') start();
    if (state !== 'playing' || paused) return;
    holding = true;
    if (y === 0) jump();
    else jumpBuffer = 0.12;
  }

  function jump() {
    vy = JUMP_V;
    Kit.answered();
    airTime = 0;
  }

  function releaseJump() {
    holding = false;
  }

  function spawnObstacle() {
    if (HURDLES) return spawnHurdle();
    // 1-3 pillars side by side; clusters only once the player has had some practice.
    const count = elapsed < 8 ? 1 : 1 + Math.floor(Math.random() * Math.min(3, 1 + elapsed / 15));
    let x = W + 20;
    for (let i = 0; i < count; i++) {
      const w = 18 + Math.random() * 14;
      const h = 28 + Math.random() * (elapsed < 10 ? 22 : 42);
      obstacles.push({ x, w, h, hue: Math.random() < 0.5 ? T.pink : T.accent2 });
      x += w + 4;
    }
    // The gap must cover a full jump's airtime at the current speed, plus some slack.
    const airtime = (-2 * JUMP_V) / GRAVITY;
    nextGap = speed * airtime + 90 + Math.random() * speed * 1.1;
  }

  /* Hurdles: single, evenly built, and much closer together than the endless run's pillars. */
  function spawnHurdle() {
    const h = 30 + Math.random() * (elapsed < 6 ? 8 : 20);
    obstacles.push({ x: W + 20, w: 26, h, hue: T.accent, hurdle: true });
    const airtime = (-2 * JUMP_V) / GRAVITY;
    nextGap = speed * airtime + 50 + Math.random() * speed * 0.35;
  }

  function update(dt) {
    elapsed += dt;
    if (SPRINT_S && elapsed >= SPRINT_S) return die(true);
    speed = Math.min(TOP_SPEED, START_SPEED + (elapsed - elapsedAtPace) * ACCEL);
    stumbleFlash = Math.max(0, stumbleFlash - dt);
    const dx = speed * dt;
    distance += dx;
    const s = Math.floor(distance / 10);
    if (s !== score) setScore(s);

    // Player physics; holding the button gives the full jump height.
    vy += GRAVITY * dt;
    airTime += dt;
    if (!holding && airTime > MIN_AIR && vy < CUT_V) vy = CUT_V;
    y += vy * dt;
    if (y >= 0) {
      y = 0;
      vy = 0;
      if (jumpBuffer > 0) {
        jumpBuffer = 0;
        jump();
      }
    }
    jumpBuffer = Math.max(0, jumpBuffer - dt);

    for (const o of obstacles) o.x -= dx;
    obstacles = obstacles.filter((o) => o.x + o.w > -20);
    nextGap -= dx;
    if (nextGap <= 0) spawnObstacle();

    // Collision with a few units of forgiveness: near misses should feel like wins.
    const px = PLAYER.x + 5;
    const pw = PLAYER.w - 10;
    const pBottom = groundY + y - 3;
    for (const o of obstacles) {
      if (o.down || !(px < o.x + o.w && px + pw > o.x && pBottom > groundY - o.h)) continue;
      if (SPRINT_S) stumble(o);
      else return die(false);
    }
  }

  // ---- drawing -------------------------------------------------------------

  function drawMountains(offset, color, height, spacing) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, groundY);
    const shift = offset % spacing;
    for (let x = -shift - spacing; x < W + spacing; x += spacing) {
      // Deterministic peak height per mountain index so the skyline doesn't flicker.
      const idx = Math.round((x + offset) / spacing);
      const peak = height * (0.6 + 0.4 * Math.abs(Math.sin(idx * 12.9898)));
      ctx.lineTo(x, groundY);
      ctx.lineTo(x + spacing / 2, groundY - peak);
      ctx.lineTo(x + spacing, groundY);
    }
    ctx.lineTo(W, groundY);
    ctx.closePath();
    ctx.fill();
  }

  function draw(t) {
    const sky = ctx.createLinearGradient(0, 0, 0, groundY);
    sky.addColorStop(0, T.bg);
    sky.addColorStop(1, T.line);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, groundY);

    ctx.fillStyle = T.text;
    ctx.globalAlpha = 0.7;
    for (const s of stars) {
      const sx = (s.x * W - distance * 0.02) % W;
      ctx.fillRect(sx < 0 ? sx + W : sx, s.y * (groundY - 60), s.r, s.r);
    }
    ctx.globalAlpha = 1;

    drawMountains(distance * 0.1, T.panel, 110, 160);
    ctx.globalAlpha = 0.85;
    drawMountains(distance * 0.3, T.line, 60, 110);
    ctx.globalAlpha = 1;

    // Ground with moving stripes to sell the speed.
    ctx.fillStyle = T.bg;
    ctx.fillRect(0, groundY, W, H - groundY);
    if (HURDLES) {
      // A running track: a coloured band with white lane lines.
      ctx.fillStyle = T.pink;
      ctx.globalAlpha = 0.35;
      ctx.fillRect(0, groundY, W, 46);
      ctx.globalAlpha = 0.8;
      ctx.fillStyle = T.text;
      ctx.fillRect(0, groundY + 22, W, 2);
      ctx.fillRect(0, groundY + 44, W, 2);
      ctx.globalAlpha = 1;
    }
    ctx.fillStyle = T.accent;
    ctx.fillRect(0, groundY, W, 3);
    ctx.fillStyle = T.line;
    const stripe = 40;
    for (let x = -(distance % stripe); x < W; x += stripe) ctx.fillRect(x, groundY + 14, 18, 3);
    if (SPRINT_S) drawSprintClock();
    if (state === 'playing' && elapsed < 4 && H - groundY > 70) {
      // First-seconds reminder in the spare ground area (tall portrait screens).
      ctx.fillStyle = T.muted;
      ctx.globalAlpha = Math.min(1, 4 - elapsed);
      ctx.font = '600 18px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(Kit.t('Tap anywhere to jump'), W / 2, groundY + 60);
      ctx.textAlign = 'start';
      ctx.globalAlpha = 1;
    }

    for (const o of obstacles) {
      if (o.hurdle || o.down) {
        drawHurdle(o);
        continue;
      }
      const top = groundY - o.h;
      ctx.save();
      ctx.shadowColor = o.hue;
      ctx.shadowBlur = 14;
      ctx.fillStyle = o.hue;
      ctx.beginPath();
      ctx.roundRect(o.x, top, o.w, o.h + 2, [6, 6, 0, 0]);
      ctx.fill();
      ctx.restore();
      ctx.fillStyle = 'rgba(15,16,32,0.35)';
      ctx.fillRect(o.x + o.w * 0.55, top + 6, o.w * 0.25, o.h - 6);
    }
    if (stumbleFlash > 0) {
      ctx.fillStyle = T.pink;
      ctx.globalAlpha = stumbleFlash;
      ctx.fillRect(0, 0, W, H);
      ctx.globalAlpha = 1;
    }

    // Player: a little neon robot; legs alternate while running, tuck in the air.
    const px = PLAYER.x;
    const py = groundY + y - PLAYER.h;
    const running = y === 0 && state === 'playing';
    const phase = running ? Math.floor(t / 90) % 2 : 0;
    ctx.fillStyle = T.accent2;
    if (y === 0) {
      ctx.fillRect(px + 6, py + PLAYER.h - 8, 6, 8 - phase * 4);
      ctx.fillRect(px + PLAYER.w - 12, py + PLAYER.h - 8, 6, 4 + phase * 4);
    } else {
      ctx.fillRect(px + 8, py + PLAYER.h - 6, 14, 5);
    }
    ctx.save();
    ctx.shadowColor = T.accent;
    ctx.shadowBlur = 16;
    ctx.fillStyle = T.accent;
    ctx.beginPath();
    ctx.roundRect(px, py, PLAYER.w, PLAYER.h - 7, 8);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = T.bg;
    ctx.beginPath();
    ctx.roundRect(px + 12, py + 8, 15, 9, 4);
    ctx.fill();
    ctx.fillStyle = T.accent2;
    ctx.fillRect(px + 20, py + 10, 4, 5);
  }

  /** A track hurdle: two posts and a striped bar; a knocked-down one lies flat. */
  function drawHurdle(o) {
    if (o.down) {
      ctx.fillStyle = o.hue;
      ctx.globalAlpha = 0.6;
      ctx.fillRect(o.x - 6, groundY - 5, o.w + 12, 5);
      ctx.globalAlpha = 1;
      return;
    }
    const top = groundY - o.h;
    ctx.fillStyle = T.muted;
    ctx.fillRect(o.x + 2, top, 4, o.h);
    ctx.fillRect(o.x + o.w - 6, top, 4, o.h);
    ctx.fillRect(o.x - 2, groundY - 3, 12, 3);
    ctx.fillRect(o.x + o.w - 10, groundY - 3, 12, 3);
    ctx.save();
    ctx.shadowColor = o.hue;
    ctx.shadowBlur = 12;
    ctx.fillStyle = T.text;
    ctx.fillRect(o.x - 2, top, o.w + 4, 9);
    ctx.restore();
    ctx.fillStyle = o.hue;
    for (let i = 0; i < 3; i++) ctx.fillRect(o.x - 2 + i * ((o.w + 4) / 3), top, (o.w + 4) / 6, 9);
  }

  /** Sprint: the seconds left, large, at the top of the sky. */
  function drawSprintClock() {
    const left = Math.max(0, SPRINT_S - elapsed);
    ctx.textAlign = 'center';
    ctx.font = '800 34px system-ui, sans-serif';
    ctx.fillStyle = left < 10 ? T.pink : T.text;
    ctx.fillText(Kit.t('{seconds} s', { seconds: left.toFixed(1) }), W / 2, Math.max(44, groundY - 170));
    ctx.font = '600 14px system-ui, sans-serif';
    ctx.fillStyle = T.muted;
    ctx.fillText(Kit.t('{metres} m', { metres: score }), W / 2, Math.max(66, groundY - 146));
    ctx.textAlign = 'start';
  }

  let last = 0;
  function frame(t) {
    const dt = Math.min((t - last) / 1000, 1 / 30); // clamp after hitches/tab switches
    last = t;
    if (state === 'playing' && !paused) update(dt);
    draw(t);
    requestAnimationFrame(frame);
  }

  // ---- layout & input ------------------------------------------------------

  Kit.onResize(stage, (w, h) => {
    const scale = Math.min(w / MIN_W, h / MIN_H);
    W = w / scale;
    H = h / scale;
    // In tall portrait views keep the horizon a bit above the bottom, so the action
    // sits near the middle of the screen rather than at the very bottom edge.
    groundY = Math.min(H - 40, Math.max(MIN_H - 40, H * 0.62));
    ctx = Kit.fitCanvas(canvas, w, h);
    ctx.scale(scale, scale);
  });

  stage.addEventListener('pointerdown', (e) => {
    if (e.target instanceof Element && e.target.closest('button')) return;
    e.preventDefault();
    pressJump();
  });
  stage.addEventListener('pointerup', releaseJump);
  stage.addEventListener('pointercancel', releaseJump);

  Kit.blockScrollKeys();
  const isJumpKey = (e) => e.key === ' ' || e.key === 'ArrowUp' || e.key === 'w' || e.key === 'W';
  window.addEventListener('keydown', (e) => {
    if (e.key === 'p' || e.key === 'P' || e.key === 'Escape') return setPaused(!paused);
    if (!isJumpKey(e) || e.repeat || e.target instanceof HTMLButtonElement) return;
    pressJump();
  });
  window.addEventListener('keyup', (e) => { if (isJumpKey(e)) releaseJump(); });

  Kit.$('#pause').addEventListener('click', () => setPaused(!paused));
  overlay.querySelector('[data-btn]').addEventListener('click', () => {
    if (paused) setPaused(false);
    else start();
  });
  Kit.onHidden(() => setPaused(true));

  makeStars();
  overlay.querySelector('[data-text]').textContent = INTRO;
  bestEl.textContent = String(Kit.best(BEST_KEY, 0));
  reset();
  requestAnimationFrame((t) => { last = t; frame(t); });
})();
