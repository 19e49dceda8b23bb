// Blocks: the falling-blocks puzzle. Pieces fall into a 10 x 20 well; a row filled from wall to
// wall clears, and clearing several rows at once pays the most. This file runs the round: the
// pace, the modes' goals and clocks, the phases, and the player's keys, buttons and gestures.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'blocks';
  const V = Kit.variant(['marathon', 'sprint', 'timed']);
  /*
   * The modes: marathon is endless and speeds up every 10 lines; sprint is a race to 20 lines at
   * an unchanging pace; timed is two minutes to score what you can, speeding up like marathon.
   */
  const MODES = {
    marathon: { name: Kit.t('Marathon'), levelEvery: 10, goal: 0, limit: 0 },
    sprint: { name: Kit.t('Sprint'), levelEvery: 0, goal: 20, limit: 0 },
    timed: { name: Kit.t('Timed'), levelEvery: 10, goal: 0, limit: 120 },
  };
  const MODE = MODES[V.mode];
  /* The title's speed is the level the round starts at, and so the starting fall speed. */
  const START_LEVEL = { 1: 1, 2: 4, 3: 8 }[V.speed];

  const FLASH = 0.32; // seconds a cleared row flashes before it goes
  const LOCK_DELAY = 0.5; // seconds a resting piece waits before it locks
  const LOCK_RESETS = 15; // moves on the ground that may restart that wait
  const DAS = 0.16; // a held left/right repeats after this long...
  const ARR = 0.05; // ...every this long
  const SOFT_STEP = 0.035; // a held soft drop moves a row this often

  const stage = Kit.$('#stage');
  const pads = Kit.$('#pads');
  const canvas = Kit.$('#well');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const again = overlay.querySelector('[data-btn]');
  const view = BlocksView.create(canvas, V.theme);

  let phase = 'ready'; // ready | playing | paused | over
  let g = BlocksRules.newGame({ startLevel: START_LEVEL });
  let elapsed = 0;
  let fallAcc = 0;
  let lockTimer = 0;
  let lockResets = 0;
  let flash = null; // { rows, t } while cleared rows flash
  let popups = []; // { text, age, colour, big }
  let trail = null; // the last hard drop's streak, for a moment
  let warned = false;
  let last = 0;
  const held = { dir: null, t: 0, rep: 0, soft: false, softT: 0 };

  const bestKey = `${SLUG}-${V.mode}`;
  const LINE_NAMES = ['', Kit.t('Single'), Kit.t('Double'), Kit.t('Triple'), Kit.t('Four lines!')];
  const clock = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
  const stopwatch = (s) => `${clock(s)}.${Math.floor((s * 10) % 10)}`;

  /* Sprint is won on time: the fastest 20 lines are kept, in storage when the frame allows it. */
  const memoryTimes = {};
  function bestTime(seconds) {
    const key = `portal-best-time-${bestKey}-${V.speed}`;
    let best = memoryTimes[key] || 0;
    try { best = Number(localStorage.getItem(key)) || best; } catch { /* sandboxed */ }
    if (seconds > 0 && (best === 0 || seconds < best)) {
      best = seconds;
      try { localStorage.setItem(key, String(best)); } catch { /* sandboxed */ }
    }
    memoryTimes[key] = best;
    return best;
  }

  function syncScore() {
    scoreEl.textContent = String(g.score);
    PortalBridge.score(SLUG, g.score);
  }

  function popup(text, opts = {}) {
    popups.push({ text, age: 0, ...opts });
  }

  function start() {
    g = BlocksRules.newGame({ startLevel: START_LEVEL, levelEvery: MODE.levelEvery });
    g.spawn();
    elapsed = 0;
    fallAcc = 0;
    lockTimer = 0;
    lockResets = 0;
    flash = null;
    popups = [];
    trail = null;
    warned = false;
    releaseAll();
    syncScore();
    phase = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
    if (MODE.goal) popup(Kit.t('Clear {goal} lines!', { goal: MODE.goal }), { colour: V.theme.accent2 });
    else if (MODE.limit) popup(Kit.t('Two minutes: go!'), { colour: V.theme.accent2 });
  }

  function pause() {
    if (phase !== 'playing') return;
    phase = 'paused';
    Kit.state('paused');
    releaseAll();
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('The blocks will wait for you.'), Kit.t('Resume'));
  }

  function resume() {
    phase = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
  }

  /** The round ends: the goal reached, the clock run out, or the stack topped out. */
  function end(reason) {
    phase = 'over';
    Kit.state('over');
    releaseAll();
    const best = Kit.best(bestKey, g.score);
    bestEl.textContent = String(best);
    syncScore();
    PortalBridge.gameOver(SLUG, g.score);
    const lines = Kit.t(g.lines === 1 ? '{lines} line' : '{lines} lines', { lines: g.lines });
    let title = Kit.t('Game over');
    let text = Kit.t('Level {level} · {lines} · Score {score} · Best {best}', { level: g.level, lines, score: g.score, best });
    if (V.mode === 'sprint') {
      if (reason === 'goal') {
        const fastest = bestTime(elapsed);
        title = elapsed <= fastest ? Kit.t('New record!') : Kit.t('Sprint done!');
        text = Kit.t('{goal} lines in {time} · Best time {best} · Score {score}', { goal: MODE.goal, time: stopwatch(elapsed), best: stopwatch(fastest), score: g.score });
      } else {
        title = Kit.t('Topped out');
        text = Kit.t('{lines} of {goal} lines in {time} · Score {score}', { lines: g.lines, goal: MODE.goal, time: stopwatch(elapsed), score: g.score });
      }
    } else if (V.mode === 'timed') {
      title = reason === 'time' ? Kit.t("Time's up!") : Kit.t('Topped out');
      text = Kit.t('{score} points · {lines} · Best {best}', { score: g.score, lines, best });
    }
    // A player still hammering Space as the round ends must see the result, not a new round:
    // Play again is not focused (Enter starts the next round) and takes taps only after a moment.
    again.disabled = true;
    Kit.showOverlay(overlay, title, text, Kit.t('Play again'));
    setTimeout(() => { again.disabled = false; }, 800);
  }

  function spawnNext() {
    fallAcc = 0;
    lockTimer = 0;
    lockResets = 0;
    if (!g.spawn()) end('top');
  }

  function lockPiece() {
    const full = g.lock();
    lockTimer = 0;
    if (full === null) return end('top');
    if (full.length > 0) flash = { rows: full, t: 0 };
    else spawnNext();
  }

  function finishClear() {
    const n = flash.rows.length;
    const level = g.level;
    const points = g.clearRows(flash.rows);
    flash = null;
    syncScore();
    popup(`${LINE_NAMES[n]} +${Kit.num(points)}`, { big: n === 4, colour: n === 4 ? V.theme.accent2 : V.theme.text });
    if (g.level > level) popup(Kit.t('Level {level}', { level: g.level }), { y: 0.55, colour: V.theme.pink });
    if (MODE.goal && g.lines >= MODE.goal) return end('goal');
    spawnNext();
  }

  // ---- the player's actions ------------------------------------------------

  /** A ground move restarts the lock wait, a limited number of times per piece. */
  function steadied() {
    if (lockTimer > 0 && lockResets < LOCK_RESETS) {
      lockTimer = 0;
      lockResets += 1;
    }
  }

  /** Do one action; true when the board changed (the input was answered). */
  function act(name) {
    if (phase !== 'playing' || !g.piece) return false;
    let changed = false;
    switch (name) {
      case 'left': changed = g.move(-1); break;
      case 'right': changed = g.move(1); break;
      case 'rotate': changed = g.rotate(1); break;
      case 'ccw': changed = g.rotate(-1); break;
      case 'soft': changed = g.softDrop(); if (changed) fallAcc = 0; break;
      case 'hard': {
        // A streak from where the piece was to where it lands shows the drop that just happened.
        const p = g.piece;
        const cols = new Set();
        p.m.forEach((row) => row.forEach((on, c) => { if (on) cols.add(p.x + c); }));
        const from = p.y;
        g.hardDrop();
        trail = { type: p.type, cols: [...cols], from, to: p.y, age: 0 };
        changed = true;
        break;
      }
      case 'hold':
        changed = g.holdPiece();
        if (changed) { fallAcc = 0; lockTimer = 0; lockResets = 0; }
        break;
      default: return false;
    }
    if (!changed) return false;
    Kit.answered();
    if (name === 'hard') lockPiece();
    else if (name !== 'hold') steadied();
    syncScore();
    return true;
  }

  /** Press and release: left, right and soft drop repeat while held; the rest act once. */
  function press(name) {
    if (name === 'left' || name === 'right') {
      held.dir = name;
      held.t = 0;
      held.rep = ARR; // the first repeat comes as soon as DAS has passed
    } else if (name === 'soft') {
      held.soft = true;
      held.softT = 0;
    }
    act(name);
  }

  function release(name) {
    if (name === held.dir) held.dir = null;
    if (name === 'soft') held.soft = false;
  }

  function releaseAll() {
    held.dir = null;
    held.soft = false;
    for (const b of pads.querySelectorAll('.pad.down')) b.classList.remove('down');
  }

  // ---- the loop --------------------------------------------------------------

  function update(dt) {
    elapsed += dt;
    for (const p of popups) p.age += dt;
    if (trail && (trail.age += dt) > 0.2) trail = null;
    popups = popups.filter((p) => p.age < 1.1);
    if (MODE.limit) {
      const left = MODE.limit - elapsed;
      if (left <= 10 && !warned) {
        warned = true;
        popup(Kit.t('10 seconds left!'), { y: 0.25, colour: V.theme.pink });
      }
      if (left <= 0) return end('time');
    }
    if (flash) {
      flash.t += dt;
      if (flash.t >= FLASH) finishClear();
      return;
    }
    if (!g.piece) return;

    if (held.dir) {
      held.t += dt;
      if (held.t >= DAS) {
        held.rep += dt;
        while (held.rep >= ARR) {
          held.rep -= ARR;
          if (!act(held.dir)) { held.rep = 0; break; }
        }
      }
    }
    if (held.soft) {
      held.softT += dt;
      while (held.softT >= SOFT_STEP) {
        held.softT -= SOFT_STEP;
        if (!act('soft')) break;
      }
    }

    fallAcc += dt;
    const interval = BlocksRules.fallInterval(g.level);
    while (fallAcc >= interval) {
      fallAcc -= interval;
      if (!g.fall()) { fallAcc = 0; break; }
    }
    if (g.resting()) {
      lockTimer += dt;
      if (lockTimer >= LOCK_DELAY) lockPiece();
    } else lockTimer = 0;
  }

  function statsView() {
    const lines = String(g.lines);
    if (V.mode === 'sprint') {
      return { line: `${g.lines}/${MODE.goal} · ${stopwatch(elapsed)}`, rows: [[Kit.t('Lines'), `${g.lines}/${MODE.goal}`], [Kit.t('Time'), stopwatch(elapsed)], [Kit.t('Level'), String(g.level)]] };
    }
    if (V.mode === 'timed') {
      const left = clock(Math.max(0, Math.ceil(MODE.limit - elapsed)));
      return { line: Kit.t('{left} · Lv {level}', { left, level: g.level }), rows: [[Kit.t('Time left'), left], [Kit.t('Lines'), lines], [Kit.t('Level'), String(g.level)]] };
    }
    return { line: Kit.t(g.lines === 1 ? 'Lv {level} · {lines} line' : 'Lv {level} · {lines} lines', { level: g.level, lines }), rows: [[Kit.t('Level'), String(g.level)], [Kit.t('Lines'), lines]] };
  }

  function frame(now) {
    if (phase === 'playing') {
      const dt = Math.min(now - last, 100) / 1000;
      last = now;
      update(dt);
    }
    view.draw({
      game: g,
      flashRows: flash && flash.rows,
      flashT: flash ? flash.t / FLASH : 0,
      popups,
      trail,
      headline: MODE.name.toUpperCase(),
      score: g.score,
      over: phase === 'over',
      ...statsView(),
    });
    requestAnimationFrame(frame);
  }

  // ---- layout & input ------------------------------------------------------

  Kit.onResize(stage, (w, h) => {
    const styles = getComputedStyle(stage);
    const innerW = w - parseFloat(styles.paddingLeft) - parseFloat(styles.paddingRight);
    const innerH = h - parseFloat(styles.paddingTop) - parseFloat(styles.paddingBottom) - pads.offsetHeight - 8;
    view.resize(Math.max(160, innerW), Math.max(240, innerH));
  });

  /* Keys: arrows move, Up / X turn, Z turns back, Down drops softly, Space drops hard, C holds. */
  const KEYS = {
    ArrowLeft: 'left', a: 'left', A: 'left',
    ArrowRight: 'right', d: 'right', D: 'right',
    ArrowUp: 'rotate', w: 'rotate', W: 'rotate', x: 'rotate', X: 'rotate',
    z: 'ccw', Z: 'ccw',
    ArrowDown: 'soft', s: 'soft', S: 'soft',
    ' ': 'hard',
    c: 'hold', C: 'hold', Shift: 'hold',
  };
  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    // Enter starts a round from the start or end screen (a focused button answers it itself).
    const startable = phase === 'ready' || (phase === 'over' && !again.disabled);
    if (e.key === 'Enter' && startable && !(e.target instanceof HTMLButtonElement)) return start();
    const name = KEYS[e.key];
    if (!name) return;
    if (e.key === ' ' && e.target instanceof HTMLButtonElement) return; // Space presses the focused button
    if (e.key === ' ' && phase === 'paused') return resume();
    if (e.repeat) return; // holding a key repeats through DAS/ARR, not the system's key repeat
    press(name);
  });
  window.addEventListener('keyup', (e) => {
    const name = KEYS[e.key];
    if (name) release(name);
  });
  window.addEventListener('blur', releaseAll);

  /* The on-screen buttons: pressed on touch, repeating while a thumb stays on them. */
  for (const b of pads.querySelectorAll('.pad')) {
    const name = b.dataset.act;
    b.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      try { b.setPointerCapture(e.pointerId); } catch { /* a synthetic pointer */ }
      b.classList.add('down');
      press(name);
    });
    const up = () => {
      b.classList.remove('down');
      release(name);
    };
    b.addEventListener('pointerup', up);
    b.addEventListener('pointercancel', up);
    b.addEventListener('lostpointercapture', up);
    // Keyboard or assistive activation arrives as a click with no pointer behind it.
    b.addEventListener('click', (e) => {
      if (e.detail !== 0) return;
      act(name);
    });
  }

  /*
   * Gestures on the well: a tap turns the piece (a tap on HOLD holds it), a sideways drag moves
   * it a column per square dragged, a slow drag down soft-drops, a quick flick down hard-drops
   * and a flick up holds. The first clear direction of a drag decides its axis.
   */
  let touch = null;
  canvas.addEventListener('pointerdown', (e) => {
    if (phase !== 'playing') return;
    e.preventDefault();
    try { canvas.setPointerCapture(e.pointerId); } catch { /* a synthetic pointer */ }
    touch = { id: e.pointerId, x: e.clientX, y: e.clientY, t: performance.now(), cols: 0, rows: 0, axis: null };
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!touch || e.pointerId !== touch.id) return;
    const c = view.layout().c;
    const dx = e.clientX - touch.x;
    const dy = e.clientY - touch.y;
    if (!touch.axis && Math.max(Math.abs(dx), Math.abs(dy)) > c * 0.6) touch.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
    if (touch.axis === 'x') {
      const want = Math.trunc(dx / (c * 0.9));
      while (touch.cols !== want) {
        const step = want > touch.cols ? 1 : -1;
        if (!act(step > 0 ? 'right' : 'left')) break;
        touch.cols += step;
      }
      touch.cols = want;
    } else if (touch.axis === 'y' && dy > 0 && performance.now() - touch.t > 160) {
      // A slow drag down is a soft drop that follows the finger.
      const want = Math.trunc(dy / c);
      while (touch.rows < want && act('soft')) touch.rows += 1;
      touch.rows = Math.max(touch.rows, want);
    }
  });
  const endTouch = (e) => {
    if (!touch || e.pointerId !== touch.id) return;
    const c = view.layout().c;
    const dx = e.clientX - touch.x;
    const dy = e.clientY - touch.y;
    const quick = performance.now() - touch.t < 260;
    const t = touch;
    touch = null;
    if (e.type === 'pointercancel') return;
    if (!t.axis && Math.hypot(dx, dy) < c * 0.6) {
      const rect = canvas.getBoundingClientRect();
      act(view.onHold(e.clientX - rect.left, e.clientY - rect.top) ? 'hold' : 'rotate');
    } else if (t.axis === 'y' && quick && dy > c * 1.5) act('hard');
    else if (t.axis === 'y' && quick && dy < -c * 1.5) act('hold');
  };
  canvas.addEventListener('pointerup', endTouch);
  canvas.addEventListener('pointercancel', endTouch);

  Kit.pauseControls({ phase: () => phase, pause, resume, start });

  const intro = {
    marathon: Kit.t('Fill rows from wall to wall to clear them; every 10 lines the blocks fall faster. How long can you last?'),
    sprint: Kit.t('Clear 20 lines as fast as you can. The clock starts when you press Play.'),
    timed: Kit.t('Two minutes on the clock: clear several rows at once for the biggest points.'),
  }[V.mode];
  overlay.querySelector('[data-title]').textContent = MODE.name;
  overlay.querySelector('[data-text]').textContent = `${intro} ${Kit.t('Tap to turn, drag to move, flick down to drop.')}`;
  bestEl.textContent = String(Kit.best(bestKey, 0));
  requestAnimationFrame(frame);
})();
