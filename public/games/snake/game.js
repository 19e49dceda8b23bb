// Snake: classic grid snake. Logic runs on a fixed tick; drawing runs every frame.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'snake';
  const N = 17; // cells per side; odd so the snake starts centred
  /*
   * The title's variant: classic (the edge is a wall), wrap (the snake leaves one edge and comes
   * back at the opposite one) or maze (inner walls to steer around). Speed sets the tick rate.
   */
  const V = Kit.variant(['classic', 'wrap', 'maze']);
  const BEST_KEY = V.mode === 'classic' ? SLUG : `${SLUG}-${V.mode}`;
  const WRAP = V.mode === 'wrap';
  const START_MS = { 1: 180, 2: 140, 3: 105 }[V.speed];
  const FASTEST_MS = { 1: 100, 2: 70, 3: 55 }[V.speed];
  /*
   * The maze: two bars above and below the start, and side walls with a door in the middle row,
   * so the centre is a room with four exits. The start row ahead of the snake stays open.
   */
  const T = V.theme;
  const WALLS = new Set();
  if (V.mode === 'maze') {
    const add = (x, y) => WALLS.add(y * N + x);
    for (const x of [3, 4, 5, 6, 7, 9, 10, 11, 12, 13]) {
      add(x, 3);
      add(x, 13);
    }
    for (const y of [5, 6, 7, 9, 10, 11]) {
      add(3, y);
      add(13, y);
    }
  }
  const isWall = (x, y) => WALLS.has(y * N + x);
  const INTRO = {
    classic: Kit.t('Eat the dots and grow. The edge is a wall and your tail bites.'),
    wrap: Kit.t('No walls here: leave one edge and come back at the other. Just don\'t bite your tail.'),
    maze: Kit.t('Inner walls block the way: steer through the doors to reach the dots.'),
  }[V.mode];
  const VEC = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
  const OPPOSITE = { up: 'down', down: 'up', left: 'right', right: 'left' };

  const stage = Kit.$('#stage');
  const canvas = Kit.$('#board');
  const dpad = Kit.$('#dpad');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const pauseBtn = Kit.$('#pause');

  let ctx = canvas.getContext('2d');
  let cell = 20;
  let snake = [];
  let dir = 'right';
  let queue = []; // buffered turns, so quick double taps (e.g. up+left) both register
  let food = { x: 0, y: 0 };
  let score = 0;
  let stepMs = START_MS;
  let state = 'ready'; // ready | playing | paused | over
  let acc = 0;
  let last = 0;

  function reset() {
    const mid = (N - 1) / 2;
    snake = [{ x: mid, y: mid }, { x: mid - 1, y: mid }, { x: mid - 2, y: mid }];
    dir = 'right';
    queue = [];
    score = 0;
    stepMs = START_MS;
    acc = 0;
    placeFood();
    setScore(0);
  }

  function setScore(v) {
    score = v;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function placeFood() {
    const free = [];
    for (let y = 0; y < N; y++) {
      for (let x = 0; x < N; x++) {
        if (!isWall(x, y) && !snake.some((s) => s.x === x && s.y === y)) free.push({ x, y });
      }
    }
    if (free.length === 0) return gameOver(Kit.t('You filled the board!'));
    food = free[Math.floor(Math.random() * free.length)];
  }

  function turn(d) {
    if (state === 'ready' || state === 'over') start();
    if (state !== 'playing') return;
    // Compare against the last *queued* direction, not the current one, so a fast
    // "up, left" while moving right can't turn straight back into the neck.
    const ref = queue.length ? queue[queue.length - 1] : dir;
    if (d === ref || d === OPPOSITE[ref]) return;
    if (queue.length < 3) {
      queue.push(d);
      Kit.answered();
    }
  }

  function step() {
    if (queue.length) dir = queue.shift();
    const [dx, dy] = VEC[dir];
    const head = { x: snake[0].x + dx, y: snake[0].y + dy };
    if (WRAP) {
      head.x = (head.x + N) % N;
      head.y = (head.y + N) % N;
    }
    if (head.x < 0 || head.y < 0 || head.x >= N || head.y >= N) return gameOver(Kit.t('You hit the wall.'));
    if (isWall(head.x, head.y)) return gameOver(Kit.t('You ran into the maze.'));
    const eating = head.x === food.x && head.y === food.y;
    // The tail moves out of the way this tick unless we grow, so it is a legal target.
    const body = eating ? snake : snake.slice(0, -1);
    if (body.some((s) => s.x === head.x && s.y === head.y)) return gameOver(Kit.t('You bit yourself.'));
    snake.unshift(head);
    if (eating) {
      setScore(score + 10);
      stepMs = Math.max(FASTEST_MS, stepMs - 3); // speed up gently with every bite
      placeFood();
    } else {
      snake.pop();
    }
  }

  function start() {
    reset();
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
  }

  function pause() {
    if (state !== 'playing') return;
    state = 'paused';
    Kit.state('paused');
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('Take a breather.'), Kit.t('Resume'));
  }

  function resume() {
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
  }

  function gameOver(reason) {
    state = 'over';
    Kit.state('over');
    const best = Kit.best(BEST_KEY, score);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, score);
    Kit.showOverlay(overlay, Kit.t('Game over'), Kit.t('{reason} Score {score} · Best {best}', { reason, score, best }), Kit.t('Play again'));
  }

  // ---- drawing -------------------------------------------------------------

  function roundRect(x, y, w, h, r) {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    ctx.fill();
  }

  /** '#rrggbb' to [r, g, b]. */
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const HEAD_RGB = rgb(T.accent2);
  const TAIL_RGB = rgb(T.accent);

  function drawEdges(size) {
    ctx.save();
    ctx.lineWidth = 3;
    if (WRAP) {
      // Open edges: a dashed glow says "you come back on the other side".
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

  function drawWalls() {
    for (const key of WALLS) {
      const x = key % N;
      const y = Math.floor(key / N);
      ctx.fillStyle = T.line;
      ctx.fillRect(x * cell, y * cell, cell, cell);
      ctx.fillStyle = T.pink;
      ctx.globalAlpha = 0.55;
      ctx.fillRect(x * cell + 2, y * cell + 2, cell - 4, cell - 4);
      ctx.globalAlpha = 1;
      ctx.fillStyle = T.bg;
      ctx.fillRect(x * cell + 2, y * cell + cell / 2 - 1, cell - 4, 2); // a brick's mortar line
    }
  }

  function draw(t) {
    const size = cell * N;
    ctx.fillStyle = T.bg;
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = T.panel; // subtle checkerboard helps judge distances
    for (let y = 0; y < N; y++) {
      for (let x = (y % 2); x < N; x += 2) ctx.fillRect(x * cell, y * cell, cell, cell);
    }
    drawWalls();

    // Food: pulsing pink dot with a glow.
    const pulse = 0.8 + 0.12 * Math.sin(t / 180);
    ctx.save();
    ctx.shadowColor = T.pink;
    ctx.shadowBlur = cell * 0.8;
    ctx.fillStyle = T.pink;
    ctx.beginPath();
    ctx.arc((food.x + 0.5) * cell, (food.y + 0.5) * cell, (cell / 2) * pulse * 0.8, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();

    // Body: tail to head so the head is on top; colour fades from the theme's second accent to its first.
    const n = snake.length;
    for (let i = n - 1; i >= 0; i--) {
      const s = snake[i];
      const k = n > 1 ? i / (n - 1) : 0;
      const [r, g, b] = HEAD_RGB.map((c, j) => Math.round(c + (TAIL_RGB[j] - c) * k));
      ctx.fillStyle = `rgb(${r},${g},${b})`;
      const inset = i === 0 ? 1 : 2;
      roundRect(s.x * cell + inset, s.y * cell + inset, cell - inset * 2, cell - inset * 2, cell * 0.3);
      // Fill the gap towards the previous segment so the body reads as one piece.
      const p = snake[i - 1];
      // Across a wrapped edge the two segments are not neighbours on screen: no bridge between them.
      if (p && Math.abs(s.x - p.x) + Math.abs(s.y - p.y) === 1) {
        const mx = Math.min(s.x, p.x);
        const my = Math.min(s.y, p.y);
        const w = Math.abs(s.x - p.x) + 1;
        const h = Math.abs(s.y - p.y) + 1;
        ctx.fillRect(mx * cell + cell * 0.25, my * cell + cell * 0.25, w * cell - cell * 0.5, h * cell - cell * 0.5);
      }
    }

    // Eyes look where the snake is heading.
    const h = snake[0];
    const [dx, dy] = VEC[queue[0] || dir];
    const cx = (h.x + 0.5) * cell;
    const cy = (h.y + 0.5) * cell;
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
    drawEdges(size);
  }

  function frame(t) {
    if (state === 'playing') {
      // Clamp dt so a long frame (tab switch, GC pause) can't run many ticks at once.
      acc += Math.min(t - last, 250);
      last = t;
      while (acc >= stepMs && state === 'playing') {
        acc -= stepMs;
        step();
      }
    }
    draw(t);
    requestAnimationFrame(frame);
  }

  // ---- layout & input ------------------------------------------------------

  Kit.onResize(stage, (w, h) => {
    // Show the d-pad only when portrait leaves room for it under the board.
    const showPad = h - w > 150;
    dpad.hidden = !showPad;
    const avail = Math.min(w - 20, h - 20 - (showPad ? 160 : 0));
    cell = Math.max(8, Math.floor(avail / N)); // integer cells keep the grid crisp
    ctx = Kit.fitCanvas(canvas, cell * N, cell * N);
  });

  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    const d = Kit.keyDir(e);
    if (d) return turn(d);
    if (e.key === ' ' || e.key === 'p' || e.key === 'P' || e.key === 'Escape') {
      if (state === 'playing') pause();
      else if (state === 'paused' && e.key !== 'Escape') resume();
    }
  });

  Kit.onSwipe(stage, turn);

  for (const b of dpad.querySelectorAll('button')) {
    // pointerdown reacts faster than click; click with detail 0 covers keyboard activation.
    b.addEventListener('pointerdown', (e) => { e.preventDefault(); turn(b.dataset.dir); });
    b.addEventListener('click', (e) => { if (e.detail === 0) turn(b.dataset.dir); });
  }

  pauseBtn.addEventListener('click', () => {
    if (state === 'playing') pause();
    else if (state === 'paused') resume();
  });

  overlay.querySelector('[data-btn]').addEventListener('click', () => {
    if (state === 'paused') resume();
    else start();
  });

  Kit.onHidden(pause);

  reset();
  overlay.querySelector('[data-text]').textContent = INTRO;
  bestEl.textContent = String(Kit.best(BEST_KEY, 0));
  requestAnimationFrame((t) => { last = t; frame(t); });
})();
