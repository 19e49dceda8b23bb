// Minesweeper: dig every cell that hides no mine. Tap digs, a long press (or Flag mode, or a right
// click) flags, tapping a number whose flags are all placed opens its neighbours (chording).
// The rules live in minefield.js; this file draws the board and answers the player.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'mines';
  const V = Kit.variant(['classic', 'wide', 'timed']);
  /*
   * The boards. Wide still fits a 360 px phone in portrait with cells of 32 px or more; timed is
   * the classic board against a countdown. The title's speed says how many mines: sparse, normal,
   * dense.
   */
  const MODES = {
    classic: { name: Kit.t('Classic'), cols: 9, rows: 9, mines: [8, 10, 14] },
    wide: { name: Kit.t('Wide'), cols: 10, rows: 14, mines: [14, 20, 28] },
    timed: { name: Kit.t('Timed'), cols: 9, rows: 9, mines: [8, 10, 14], countdown: 120 },
  };
  const MODE = MODES[V.mode];
  const MINES = MODE.mines[V.speed - 1];
  /* Points for each cell dug; denser fields are worth more per cell. */
  const CELL_POINTS = [5, 10, 15][V.speed - 1];
  /* Seconds under which a win in the untimed modes still earns a time bonus. */
  const PAR = MODE.cols * MODE.rows * 2;
  const LONG_PRESS_MS = 400;
  /* Players who ask for less motion get cells that open at once, without ripples or pops. */
  const CALM = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const MIN_CELL = 32;
  const MAX_CELL = 56;
  /* Number colours, chosen to read well on every theme's dark open cells. */
  const NUMBER_COLOURS = ['', '#5aa9ff', '#3ddc84', '#ff5c7a', '#c08cff', '#ffb020', '#22d3ee', '#f5f5ff', '#b8bcd8'];

  const stage = Kit.$('#stage');
  const fieldEl = Kit.$('#field');
  const canvas = Kit.$('#board');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const minesEl = Kit.$('#mines-num');
  const clockEl = Kit.$('#clock');
  const clockNum = Kit.$('#clock-num');
  const statusEl = Kit.$('#status');
  const digBtn = Kit.$('#dig-mode');
  const flagBtn = Kit.$('#flag-mode');

  let ctx = canvas.getContext('2d');
  let cell = 36;
  let state = 'ready'; // ready | playing | paused | over
  let field = Minefield.create(MODE.cols, MODE.rows, MINES);
  let flagMode = false;
  let cursor = { x: Math.floor(MODE.cols / 2), y: Math.floor(MODE.rows / 2) };
  let showCursor = false; // the cursor shows once the keyboard is used, and hides on a tap
  let score = 0;
  let elapsed = 0; // ms of play since the first dig, stopped while paused
  let shownSecond = -1;
  let round = 0; // a new game makes a pending end screen of the last one stale
  let press = null; // the finger or mouse button held on a cell: { id, i, x, y, t0, down, timer, done }
  // Animation clocks per cell (performance.now() ms): when it opens, when its flag or mine shows.
  let openAt = [];
  let markAt = [];
  let animUntil = 0;
  let dirty = true;
  let last = performance.now();

  const cellCount = () => MODE.cols * MODE.rows;
  const idx = (x, y) => y * MODE.cols + x;

  // ---- colours ---------------------------------------------------------------

  function rgb(hex) {
    const n = parseInt(hex.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  /** Mix two theme colours: t = 0 gives a, 1 gives b. */
  function mix(a, b, t) {
    const A = rgb(a);
    const B = rgb(b);
    return `rgb(${A.map((v, k) => Math.round(v + (B[k] - v) * t)).join(',')})`;
  }
  const T = V.theme;
  const COLOURS = {
    frame: mix(T.bg, T.line, 0.55),
    tileTop: mix(T.panel, T.accent, 0.45),
    tileBottom: mix(T.panel, T.accent, 0.2),
    tilePressed: mix(T.bg, T.panel, 0.7),
    open: mix(T.bg, T.panel, 0.45),
    mineCell: mix(T.line, T.pink, 0.55),
    boom: '#ff3b4e',
  };

  // ---- score, clock, counters -------------------------------------------------

  function setScore(value) {
    score = value;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function showMinesLeft() {
    minesEl.textContent = String(MINES - field.flags);
  }

  function clockText(seconds) {
    const s = Math.max(0, seconds);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }

  /* The timed mode counts down from its countdown; the others count the seconds played. */
  function showClock() {
    const secs = Math.floor(elapsed / 1000);
    if (secs === shownSecond) return;
    shownSecond = secs;
    if (MODE.countdown) {
      const left = MODE.countdown - secs;
      clockNum.textContent = clockText(left);
      clockEl.classList.toggle('low', left <= 15);
    } else {
      clockNum.textContent = clockText(secs);
    }
  }

  // ---- phases -------------------------------------------------------------------

  function start() {
    round += 1;
    field = Minefield.create(MODE.cols, MODE.rows, MINES);
    openAt = new Array(cellCount()).fill(0);
    markAt = new Array(cellCount()).fill(0);
    cursor = { x: Math.floor(MODE.cols / 2), y: Math.floor(MODE.rows / 2) };
    elapsed = 0;
    shownSecond = -1;
    press = null;
    setFlagMode(false);
    showMinesLeft();
    showClock();
    setScore(0);
    state = 'playing';
    Kit.state('playing');
    overlay.classList.remove('result');
    stage.classList.remove('ended', 'boom', 'won');
    Kit.hideOverlay(overlay);
    last = performance.now();
    dirty = true;
  }

  function pause() {
    if (state !== 'playing') return;
    cancelPress();
    state = 'paused';
    Kit.state('paused');
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('The clock is stopped and the field is covered.'), Kit.t('Resume'));
    dirty = true;
  }

  function resume() {
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
    dirty = true;
  }

  function finish(title, text, delay) {
    state = 'over';
    Kit.state('over');
    cancelPress();
    showCursor = false;
    const best = Kit.best(SLUG, score);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, score);
    statusEl.textContent = `${title} ${text}`;
    const thisRound = round;
    // Let the board finish uncovering before the result appears under it.
    setTimeout(() => {
      if (thisRound !== round) return;
      stage.classList.add('ended');
      overlay.classList.add('result');
      Kit.showOverlay(overlay, title, Kit.t('{text} · Score {score} · Best {best}', { text, score, best }), Kit.t('Play again'));
    }, delay);
  }

  function lose(why, at) {
    const now = performance.now();
    // Every mine shows, rippling out from the one that went off (or from the middle at time-out).
    const ox = at >= 0 ? at % MODE.cols : MODE.cols / 2;
    const oy = at >= 0 ? Math.floor(at / MODE.cols) : MODE.rows / 2;
    let lastShow = now;
    field.cells.forEach((c, i) => {
      // Mines not flagged pop up; wrong flags get crossed out; right flags stay as they are.
      if (i === at || c.mine === c.flag) return;
      const ring = Math.max(Math.abs((i % MODE.cols) - ox), Math.abs(Math.floor(i / MODE.cols) - oy));
      markAt[i] = now + 180 + ring * 55;
      lastShow = Math.max(lastShow, markAt[i]);
    });
    if (at >= 0) markAt[at] = now;
    animUntil = Math.max(animUntil, lastShow + 300);
    dirty = true;
    const secs = Math.floor(elapsed / 1000);
    const text = Kit.t('{opened} of {safe} safe cells dug in {secs}s', { opened: field.opened, safe: cellCount() - MINES, secs });
    if (at >= 0) stage.classList.add('boom');
    finish(why === 'time' ? Kit.t("Time's up!") : Kit.t('Boom!'), text, Math.min(1500, lastShow - now + 500));
  }

  function win() {
    const now = performance.now();
    const secs = Math.floor(elapsed / 1000);
    // The mines left unflagged get their flags, one after another, as a little victory lap.
    let n = 0;
    field.cells.forEach((c, i) => {
      if (c.mine && !c.flag) {
        c.flag = true;
        field.flags += 1;
        markAt[i] = now + 120 + n * 70;
        n += 1;
      }
    });
    showMinesLeft();
    animUntil = Math.max(animUntil, now + 400 + n * 70);
    const bonus = MODE.countdown ? (MODE.countdown - secs) * 10 : Math.max(0, PAR - secs) * 5;
    const winBonus = 100 * V.speed;
    setScore(score + bonus + winBonus);
    stage.classList.add('won');
    finish(Kit.t('Field cleared!'), Kit.t('{cols}×{rows} with {mines} mines in {secs}s · +{bonus} bonus', { cols: MODE.cols, rows: MODE.rows, mines: MINES, secs, bonus: bonus + winBonus }), Math.min(1200, 500 + n * 70));
  }

  // ---- moves ----------------------------------------------------------------------

  /** After cells were opened: animate them outwards, score them, and see if the round ended. */
  function opened(result) {
    const now = performance.now();
    for (const { i, dist } of result.opened) {
      openAt[i] = CALM ? 0 : now + Math.min(dist, 16) * 28;
      animUntil = Math.max(animUntil, openAt[i] + 220);
    }
    setScore(field.opened * CELL_POINTS);
    Kit.answered();
    dirty = true;
    if (result.mine >= 0) lose('mine', result.mine);
    else if (Minefield.cleared(field)) win();
    else statusEl.textContent = Kit.t(result.opened.length === 1 ? '{count} cell opened' : '{count} cells opened', { count: result.opened.length });
  }

  function dig(i) {
    const c = field.cells[i];
    if (c.open) return chord(i);
    if (c.flag) return false;
    opened(Minefield.dig(field, i));
    return true;
  }

  function chord(i) {
    const result = Minefield.chord(field, i);
    if (!result) return false;
    opened(result);
    return true;
  }

  function flag(i) {
    if (field.cells[i].open) return chord(i);
    if (!Minefield.toggleFlag(field, i)) return false;
    markAt[i] = performance.now();
    animUntil = Math.max(animUntil, markAt[i] + 200);
    showMinesLeft();
    statusEl.textContent = Kit.t(field.cells[i].flag ? 'Flag placed, {left} mines left' : 'Flag removed, {left} mines left', { left: MINES - field.flags });
    Kit.answered();
    dirty = true;
    return true;
  }

  /* A plain tap follows the Dig / Flag mode; a long press does the other one. */
  const tap = (i) => (flagMode ? flag(i) : dig(i));
  const longPress = (i) => (flagMode ? dig(i) : flag(i));

  function setFlagMode(on) {
    flagMode = on;
    digBtn.setAttribute('aria-pressed', String(!on));
    flagBtn.setAttribute('aria-pressed', String(on));
  }

  // ---- drawing ----------------------------------------------------------------------

  function tile(x, y, s, pressed) {
    const g = Math.max(1.5, s * 0.05);
    const r = s * 0.2;
    if (pressed) {
      ctx.fillStyle = COLOURS.tilePressed;
    } else {
      const grad = ctx.createLinearGradient(0, y, 0, y + s);
      grad.addColorStop(0, COLOURS.tileTop);
      grad.addColorStop(1, COLOURS.tileBottom);
      ctx.fillStyle = grad;
    }
    ctx.beginPath();
    ctx.roundRect(x + g, y + g, s - 2 * g, s - 2 * g, r);
    ctx.fill();
    if (pressed) return;
    ctx.strokeStyle = 'rgba(255,255,255,0.22)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x + g + r, y + g + 0.75);
    ctx.lineTo(x + s - g - r, y + g + 0.75);
    ctx.stroke();
  }

  function openCell(x, y, s, fill) {
    const g = Math.max(1, s * 0.03);
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.roundRect(x + g, y + g, s - 2 * g, s - 2 * g, s * 0.12);
    ctx.fill();
  }

  function number(x, y, s, n, alpha) {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = NUMBER_COLOURS[n];
    ctx.font = `800 ${Math.round(s * 0.56)}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
    ctx.fillText(Kit.num(n), x + s / 2, y + s / 2 + s * 0.03);
    ctx.globalAlpha = 1;
  }

  function flagIcon(x, y, s, scale) {
    const cx = x + s / 2;
    const cy = y + s / 2;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(scale, scale);
    const u = s / 36;
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.beginPath();
    ctx.ellipse(0, 11 * u, 9 * u, 3 * u, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = T.text;
    ctx.fillRect(-4 * u, -11 * u, 2.6 * u, 22 * u);
    ctx.fillStyle = T.pink;
    ctx.beginPath();
    ctx.moveTo(-1.6 * u, -11 * u);
    ctx.lineTo(10 * u, -5.5 * u);
    ctx.lineTo(-1.6 * u, 0);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  function mineIcon(x, y, s, scale) {
    const cx = x + s / 2;
    const cy = y + s / 2;
    const r = s * 0.22 * scale;
    ctx.strokeStyle = '#15121c';
    ctx.lineWidth = Math.max(2, s * 0.07) * scale;
    ctx.lineCap = 'round';
    ctx.beginPath();
    for (let k = 0; k < 4; k += 1) {
      const a = (k * Math.PI) / 4;
      ctx.moveTo(cx - Math.cos(a) * r * 1.55, cy - Math.sin(a) * r * 1.55);
      ctx.lineTo(cx + Math.cos(a) * r * 1.55, cy + Math.sin(a) * r * 1.55);
    }
    ctx.stroke();
    ctx.fillStyle = '#15121c';
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.75)';
    ctx.beginPath();
    ctx.arc(cx - r * 0.35, cy - r * 0.35, r * 0.28, 0, Math.PI * 2);
    ctx.fill();
  }

  function cross(x, y, s) {
    ctx.strokeStyle = '#ff3b4e';
    ctx.lineWidth = Math.max(2.5, s * 0.08);
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x + s * 0.22, y + s * 0.22);
    ctx.lineTo(x + s * 0.78, y + s * 0.78);
    ctx.moveTo(x + s * 0.78, y + s * 0.22);
    ctx.lineTo(x + s * 0.22, y + s * 0.78);
    ctx.stroke();
  }

  /** 0..1 progress of an animation that starts at `at` and lasts `ms` (1 when there is none). */
  const progress = (now, at, ms) => (at <= 0 ? 1 : Math.max(0, Math.min(1, (now - at) / ms)));
  /** Scale of something popping in: from half size, a little past full size, then settling. */
  const pop = (t) => {
    if (CALM) return 1;
    const u = t - 1;
    return 0.5 + 0.5 * (1 + 2.70158 * u * u * u + 1.70158 * u * u);
  };

  function drawCell(i, now) {
    const c = field.cells[i];
    const s = cell;
    const x = (i % MODE.cols) * s;
    const y = Math.floor(i / MODE.cols) * s;
    // A paused game covers the field, so a pause (which stops the clock) is no time to think.
    if (state === 'paused') return tile(x, y, s, false);
    const over = state === 'over';
    const showsMine = over && c.mine && !c.flag && (markAt[i] <= 0 || now >= markAt[i]);
    if (c.open && !c.mine) {
      const t = CALM ? 1 : progress(now, openAt[i], 180);
      if (now < openAt[i]) return tile(x, y, s, false);
      openCell(x, y, s, COLOURS.open);
      if (c.near > 0) number(x, y, s, c.near, t);
      if (t < 1) {
        // The cover shrinks away as the cell opens.
        const k = 1 - t;
        ctx.save();
        ctx.globalAlpha = k;
        ctx.translate(x + s / 2, y + s / 2);
        ctx.scale(k, k);
        tile(-s / 2, -s / 2, s, false);
        ctx.restore();
      }
      return;
    }
    if (showsMine || (over && c.mine && i === field.exploded)) {
      openCell(x, y, s, i === field.exploded ? COLOURS.boom : COLOURS.mineCell);
      mineIcon(x, y, s, pop(progress(now, markAt[i], 220)));
      return;
    }
    const pressed = press && !press.done && press.i === i && !c.flag;
    tile(x, y, s, pressed);
    if (c.flag && now >= markAt[i]) {
      flagIcon(x, y, s, pop(progress(now, markAt[i], 200)));
      if (over && !c.mine && now >= markAt[i]) cross(x, y, s);
    }
  }

  function draw(now) {
    const W = cell * MODE.cols;
    const H = cell * MODE.rows;
    ctx.fillStyle = COLOURS.frame;
    ctx.fillRect(0, 0, W, H);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < field.cells.length; i += 1) drawCell(i, now);
    // A held press fills a ring around the cell: the flag (or dig, in Flag mode) it will become.
    if (press && !press.done && now - press.t0 > 90) {
      const t = Math.min(1, (now - press.t0) / LONG_PRESS_MS);
      const x = (press.i % MODE.cols) * cell + cell / 2;
      const y = Math.floor(press.i / MODE.cols) * cell + cell / 2;
      ctx.strokeStyle = flagMode ? T.accent2 : T.pink;
      ctx.lineWidth = 4;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.arc(x, y, cell * 0.44, -Math.PI / 2, -Math.PI / 2 + t * Math.PI * 2);
      ctx.stroke();
    }
    if (showCursor && state === 'playing') {
      ctx.strokeStyle = T.accent2;
      ctx.lineWidth = 3;
      ctx.shadowColor = T.accent2;
      ctx.shadowBlur = 10;
      ctx.beginPath();
      ctx.roundRect(cursor.x * cell + 1.5, cursor.y * cell + 1.5, cell - 3, cell - 3, cell * 0.2);
      ctx.stroke();
      ctx.shadowBlur = 0;
    }
  }

  function frame(now) {
    const dt = Math.min(now - last, 250);
    last = now;
    if (state === 'playing' && field.laid) {
      elapsed += dt;
      showClock();
      if (MODE.countdown && elapsed >= MODE.countdown * 1000) {
        elapsed = MODE.countdown * 1000;
        lose('time', -1);
      }
    }
    if (dirty || now < animUntil || press) {
      dirty = false;
      draw(now);
    }
    requestAnimationFrame(frame);
  }

  // ---- layout -----------------------------------------------------------------------

  /*
   * Cells as big as the space allows, but never under 32 px (a fingertip); a board that can't fit
   * at that size scrolls inside the stage, and only then may a drag on it scroll.
   */
  Kit.onResize(fieldEl, (w, h) => {
    const fit = Math.floor(Math.min(w / MODE.cols, h / MODE.rows));
    cell = Math.max(MIN_CELL, Math.min(MAX_CELL, fit));
    ctx = Kit.fitCanvas(canvas, cell * MODE.cols, cell * MODE.rows);
    const scrolls = cell * MODE.cols > w || cell * MODE.rows > h;
    canvas.style.touchAction = scrolls ? 'pan-x pan-y' : 'none';
    fieldEl.style.touchAction = scrolls ? 'pan-x pan-y' : 'none';
    dirty = true;
  });

  // ---- touch and mouse ----------------------------------------------------------------

  function cellAt(e) {
    const rect = canvas.getBoundingClientRect();
    const x = Math.floor(((e.clientX - rect.left) / rect.width) * MODE.cols);
    const y = Math.floor(((e.clientY - rect.top) / rect.height) * MODE.rows);
    return x >= 0 && y >= 0 && x < MODE.cols && y < MODE.rows ? idx(x, y) : -1;
  }

  function cancelPress() {
    if (!press) return;
    clearTimeout(press.timer);
    press = null;
    dirty = true;
  }

  canvas.addEventListener('pointerdown', (e) => {
    if (state !== 'playing') return;
    const i = cellAt(e);
    if (i < 0) return;
    showCursor = false;
    cursor = { x: i % MODE.cols, y: Math.floor(i / MODE.cols) };
    // Desktop: a right click flags at once.
    if (e.button === 2) {
      flag(i);
      return;
    }
    if (e.button !== 0) return;
    cancelPress();
    const p = { id: e.pointerId, i, x: e.clientX, y: e.clientY, t0: performance.now(), down: e.timeStamp, done: false, timer: 0 };
    p.timer = setTimeout(() => {
      if (press !== p || state !== 'playing') return;
      p.done = true;
      if (longPress(i) && navigator.vibrate) navigator.vibrate(25);
      dirty = true;
    }, LONG_PRESS_MS);
    press = p;
    dirty = true;
  });
  canvas.addEventListener('pointermove', (e) => {
    // A finger that slides away is scrolling or changing its mind, not pressing.
    if (press && e.pointerId === press.id && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 12) cancelPress();
  });
  canvas.addEventListener('pointerup', (e) => {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    cancelPress();
    if (p.done || state !== 'playing') return;
    // On a busy phone the long-press timer can run late: a press held long enough still flags.
    if (e.timeStamp - p.down >= LONG_PRESS_MS) longPress(p.i);
    else tap(p.i);
  });
  canvas.addEventListener('pointercancel', cancelPress);
  canvas.addEventListener('pointerleave', cancelPress);
  // Right click flags; a long press must not open the browser's menu either.
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());

  for (const [btn, on] of [[digBtn, false], [flagBtn, true]]) {
    btn.addEventListener('click', (e) => {
      setFlagMode(on);
      // A tapped button gives its focus back, so Space and Enter keep digging at the cursor.
      if (e.detail > 0) btn.blur();
    });
  }

  // ---- keyboard ------------------------------------------------------------------------

  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    const onButton = e.target instanceof HTMLButtonElement;
    const act = e.key === ' ' || e.key === 'Enter';
    if (state === 'ready') {
      if (act && !onButton) start();
      return;
    }
    if (state !== 'playing') return;
    const d = Kit.keyDir(e);
    if (d) {
      const x = Math.max(0, Math.min(MODE.cols - 1, cursor.x + (d === 'left' ? -1 : d === 'right' ? 1 : 0)));
      const y = Math.max(0, Math.min(MODE.rows - 1, cursor.y + (d === 'up' ? -1 : d === 'down' ? 1 : 0)));
      const moved = x !== cursor.x || y !== cursor.y;
      if (moved || !showCursor) {
        cursor = { x, y };
        showCursor = true;
        dirty = true;
        Kit.answered();
        const c = field.cells[idx(x, y)];
        const what = c.open ? (c.near ? Kit.num(c.near) : Kit.t('empty')) : c.flag ? Kit.t('flagged') : Kit.t('closed');
        statusEl.textContent = Kit.t('Row {row}, column {column}: {what}', { row: y + 1, column: x + 1, what });
      }
      return;
    }
    if (act && !onButton) {
      e.preventDefault();
      showCursor = true;
      if (!dig(idx(cursor.x, cursor.y))) dirty = true;
    } else if (e.key === 'f' || e.key === 'F') {
      showCursor = true;
      if (!flag(idx(cursor.x, cursor.y))) dirty = true;
    }
  });

  Kit.pauseControls({ phase: () => state, pause, resume, start });

  // The start screen names the board and what the mode asks of the player.
  const INTRO = {
    classic: Kit.t('Clear the {cols}×{rows} field of its {mines} mines without digging one up.', { cols: MODE.cols, rows: MODE.rows, mines: MINES }),
    wide: Kit.t('A tall {cols}×{rows} field hides {mines} mines. Dig every other cell.', { cols: MODE.cols, rows: MODE.rows, mines: MINES }),
    timed: Kit.t('Clear the {cols}×{rows} field of {mines} mines before {seconds} seconds run out. The faster, the higher the score.', {
      cols: MODE.cols, rows: MODE.rows, mines: MINES, seconds: MODE.countdown,
    }),
  };
  Kit.$('#mode-name').textContent = MODE.name;
  Kit.$('#mode-size').textContent = `${MODE.cols}×${MODE.rows}`;
  overlay.querySelector('[data-text]').textContent =
    `${INTRO[V.mode]} ${Kit.t('Tap to dig, long-press or use Flag mode to flag. Numbers count the mines touching a cell.')}`;
  openAt = new Array(cellCount()).fill(0);
  markAt = new Array(cellCount()).fill(0);
  showMinesLeft();
  showClock();
  bestEl.textContent = String(Kit.best(SLUG, 0));
  requestAnimationFrame(frame);
})();
