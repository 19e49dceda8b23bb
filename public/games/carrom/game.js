// Carrom: flick the striker from your baseline to knock coins into the four corner pockets.
// The board is simulated in its own units (the playing surface is 1000 x 1000) with simple
// circle physics: sliding friction, elastic collisions, cushions that lose a little energy.
(() => {
  'use strict';

  const SLUG = 'carrom';
  const V = Kit.variant(['classic', 'practice', 'timed']);
  const T = V.theme;
  const MODE = V.mode;
  const SOLO = MODE !== 'classic';

  // ---- board geometry (board units) ----------------------------------------
  const U = 1000;
  const COIN_R = 26;
  const STRIKER_R = 34;
  const POCKET_R = 40;
  const POCKETS = [[POCKET_R, POCKET_R], [U - POCKET_R, POCKET_R], [POCKET_R, U - POCKET_R], [U - POCKET_R, U - POCKET_R]];
  const BASE_D = 135; // distance of a baseline from its edge
  const BASE_MIN = 205; // striker centre range along a baseline
  const BASE_MAX = U - BASE_MIN;
  const PLAYER_Y = U - BASE_D;
  const CPU_Y = BASE_D;
  const CENTRE_R = 140;

  // ---- pace and difficulty by speed ------------------------------------------
  const FRICTION = [820, 700, 560][V.speed - 1]; // units/s² of sliding deceleration
  const TIME_SCALE = [0.85, 1, 1.2][V.speed - 1];
  const MAX_SHOT = 3000; // striker speed at full power
  const CPU_ERROR = [9, 5.5, 3][V.speed - 1] * Math.PI / 180; // aiming error (radians, about 1 sd)
  const CPU_THINK = [1300, 1000, 700][V.speed - 1];
  const TIME_LIMIT = [120, 90, 60][V.speed - 1]; // timed mode clock, seconds
  const GUIDE = ['full', 'ghost', 'short'][V.speed - 1];
  const PRACTICE_MAX = 60; // strikes before a practice round ends on its own
  const POINTS = { w: 10, b: 10, q: 50 };

  const stage = Kit.$('#stage');
  const canvas = Kit.$('#board');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const turnEl = Kit.$('#turn');
  const infoEl = Kit.$('#info');
  const pauseBtn = Kit.$('#pause');
  const reducedMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  let ctx = canvas.getContext('2d');
  // Layout in CSS pixels: the board square, the surface inside its frame, and the slider strip.
  const L = { size: 300, frame: 14, k: 0.27, ox: 14, oy: 14, stripY: 300, stripH: 52, w: 300, h: 352 };

  // ---- game state --------------------------------------------------------------
  let pieces = []; // { x, y, vx, vy, r, m, kind: 'w'|'b'|'q'|'s', on, fall }
  let striker = null;
  let state = 'ready'; // ready | playing | paused | over
  let phase = 'aim'; // aim | moving | cpu
  let turn = 'you'; // you | cpu (classic only)
  let score = 0;
  let cpuScore = 0;
  let strikes = 0;
  let timeLeft = TIME_LIMIT;
  let aim = 0; // radians from straight up (player) or straight down (computer)
  let power = 0; // 0..1 while charging or pulling
  let charging = null; // { t0, held } while Space charges
  let drag = null; // pointer gesture
  let shot = null; // what happened during the current shot
  let queenPending = null; // classic: 'you' | 'cpu' who must cover the queen
  let cpuPlan = null;
  let message = null; // { text, until }
  let lastInfo = '';
  let homeX = U / 2; // where the player last struck from, to start the next turn there
  let last = 0;

  // ---- helpers -------------------------------------------------------------------
  const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
  const hyp = Math.hypot;
  function gauss() { return (Math.random() + Math.random() + Math.random() - 1.5) * 1.4; }
  const ownColour = (who) => (who === 'you' ? 'w' : 'b');

  function setScore(v) {
    score = Math.max(0, v);
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function say(text, ms = 1600) {
    message = { text, until: performance.now() + ms };
  }

  function setTurnText(text) {
    if (turnEl.textContent !== text) turnEl.textContent = text;
  }

  function remaining(kind) {
    return pieces.filter((p) => p.on && p.kind !== 's' && (!kind || p.kind === kind)).length;
  }

  // ---- setup -----------------------------------------------------------------------
  function formation() {
    const out = [{ x: U / 2, y: U / 2, kind: 'q' }];
    const d = COIN_R * 2 + 1;
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3 + Math.PI / 6;
      out.push({ x: U / 2 + Math.cos(a) * d, y: U / 2 + Math.sin(a) * d, kind: i % 2 ? 'b' : 'w' });
    }
    // Outer ring: six on the corners of the hexagon (two coins out) and six between them.
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3 + Math.PI / 6;
      out.push({ x: U / 2 + Math.cos(a) * d * 2, y: U / 2 + Math.sin(a) * d * 2, kind: i % 2 ? 'w' : 'b' });
      const b = a + Math.PI / 6;
      out.push({ x: U / 2 + Math.cos(b) * d * Math.sqrt(3), y: U / 2 + Math.sin(b) * d * Math.sqrt(3), kind: i % 2 ? 'b' : 'w' });
    }
    return out;
  }

  function reset() {
    pieces = formation().map((c) => ({ x: c.x, y: c.y, vx: 0, vy: 0, r: COIN_R, m: 1, kind: c.kind, on: true, fall: 0 }));
    striker = { x: U / 2, y: PLAYER_Y, vx: 0, vy: 0, r: STRIKER_R, m: 1.7, kind: 's', on: true, fall: 0 };
    pieces.push(striker);
    phase = 'aim';
    turn = 'you';
    cpuScore = 0;
    strikes = 0;
    timeLeft = TIME_LIMIT;
    aim = 0;
    power = 0;
    charging = null;
    drag = null;
    shot = null;
    queenPending = null;
    cpuPlan = null;
    message = null;
    setScore(0);
    homeX = U / 2;
    placeStriker('you', U / 2);
    updateInfo(true);
  }

  // ---- striker placement -----------------------------------------------------------
  function overlapsAt(x, y, r) {
    return pieces.some((p) => p !== striker && p.on && hyp(p.x - x, p.y - y) < p.r + r + 1);
  }

  /** Put the striker on a side's baseline at x, or at the nearest free spot to x. */
  function placeStriker(who, x) {
    const y = who === 'cpu' ? CPU_Y : PLAYER_Y;
    x = clamp(x, BASE_MIN, BASE_MAX);
    let best = x;
    if (overlapsAt(x, y, STRIKER_R)) {
      best = null;
      for (let d = 4; d < BASE_MAX - BASE_MIN; d += 4) {
        if (x - d >= BASE_MIN && !overlapsAt(x - d, y, STRIKER_R)) { best = x - d; break; }
        if (x + d <= BASE_MAX && !overlapsAt(x + d, y, STRIKER_R)) { best = x + d; break; }
      }
      if (best === null) best = x; // the whole line is blocked: extremely rare, allow it
    }
    striker.x = best;
    striker.y = y;
    striker.vx = striker.vy = 0;
    striker.on = true;
    striker.fall = 0;
  }

  /** Move the player's striker along the baseline, sliding past coins rather than into them. */
  function moveStriker(x) {
    const nx = clamp(x, BASE_MIN, BASE_MAX);
    if (Math.abs(nx - striker.x) < 0.5) return false;
    if (overlapsAt(nx, PLAYER_Y, STRIKER_R)) {
      // Jump over the blocking coin to the first free spot in the direction of travel.
      const dir = Math.sign(nx - striker.x);
      let t = nx;
      while (t >= BASE_MIN && t <= BASE_MAX && overlapsAt(t, PLAYER_Y, STRIKER_R)) t += dir * 4;
      if (t < BASE_MIN || t > BASE_MAX) return false;
      striker.x = t;
    } else {
      striker.x = nx;
    }
    return true;
  }

  function aimVector(who, a) {
    // Player shoots "up" the board, the computer "down"; a is measured from that direction.
    return who === 'cpu' ? [Math.sin(a), Math.cos(a)] : [Math.sin(a), -Math.cos(a)];
  }

  // ---- shooting ---------------------------------------------------------------------
  function canAim() {
    return state === 'playing' && phase === 'aim' && (SOLO || turn === 'you');
  }

  function strike(who, angle, pw) {
    const [dx, dy] = aimVector(who, angle);
    const v = 150 + (MAX_SHOT - 150) * clamp(pw, 0, 1);
    striker.vx = dx * v;
    striker.vy = dy * v;
    phase = 'moving';
    shot = { who, pocketed: [], foul: false, t: 0 };
    power = 0;
    charging = null;
    if (who === 'you') { strikes++; homeX = striker.x; }
    updateInfo(true);
  }

  function playerStrike(pw) {
    if (!canAim()) return;
    strike('you', aim, pw);
    Kit.answered();
  }

  // ---- physics ------------------------------------------------------------------------
  function physics(dt) {
    const moving = pieces.filter((p) => p.on);
    let vmax = 0;
    for (const p of moving) vmax = Math.max(vmax, Math.abs(p.vx), Math.abs(p.vy));
    const steps = clamp(Math.ceil((vmax * dt) / (COIN_R * 0.35)), 1, 60);
    const h = dt / steps;
    for (let s = 0; s < steps; s++) {
      for (const p of moving) {
        if (!p.on) continue;
        const sp = hyp(p.vx, p.vy);
        if (sp > 0) {
          const ns = Math.max(0, sp - FRICTION * h - sp * 0.12 * h);
          if (ns < 6) { p.vx = 0; p.vy = 0; } else { p.vx *= ns / sp; p.vy *= ns / sp; }
        }
        p.x += p.vx * h;
        p.y += p.vy * h;
        for (const [px, py] of POCKETS) {
          if (hyp(p.x - px, p.y - py) < POCKET_R - 2) { pocket(p, px, py); break; }
        }
        if (!p.on) continue;
        const e = 0.72;
        if (p.x < p.r) { p.x = p.r; p.vx = Math.abs(p.vx) * e; }
        if (p.x > U - p.r) { p.x = U - p.r; p.vx = -Math.abs(p.vx) * e; }
        if (p.y < p.r) { p.y = p.r; p.vy = Math.abs(p.vy) * e; }
        if (p.y > U - p.r) { p.y = U - p.r; p.vy = -Math.abs(p.vy) * e; }
      }
      for (let i = 0; i < moving.length; i++) {
        const a = moving[i];
        if (!a.on) continue;
        for (let j = i + 1; j < moving.length; j++) {
          const b = moving[j];
          if (!b.on) continue;
          const dx = b.x - a.x;
          const dy = b.y - a.y;
          const rr = a.r + b.r;
          if (Math.abs(dx) > rr || Math.abs(dy) > rr) continue;
          const d = hyp(dx, dy);
          if (d >= rr || d === 0) continue;
          const nx = dx / d;
          const ny = dy / d;
          // Push apart in proportion to the other's mass, then exchange momentum along the normal.
          const over = rr - d;
          const ia = 1 / a.m;
          const ib = 1 / b.m;
          a.x -= nx * over * (ia / (ia + ib));
          a.y -= ny * over * (ia / (ia + ib));
          b.x += nx * over * (ib / (ia + ib));
          b.y += ny * over * (ib / (ia + ib));
          const vn = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny;
          if (vn >= 0) continue;
          const j2 = (-(1 + 0.92) * vn) / (ia + ib);
          a.vx -= j2 * ia * nx;
          a.vy -= j2 * ia * ny;
          b.vx += j2 * ib * nx;
          b.vy += j2 * ib * ny;
        }
      }
    }
  }

  function pocket(p, px, py) {
    p.on = false;
    p.vx = p.vy = 0;
    p.fall = reducedMotion ? 0 : 1;
    p.fx = px;
    p.fy = py;
    if (shot) {
      if (p.kind === 's') shot.foul = true;
      else shot.pocketed.push(p.kind);
    }
  }

  function allStopped() {
    return pieces.every((p) => !p.on || (p.vx === 0 && p.vy === 0));
  }

  // ---- turn resolution ------------------------------------------------------------------
  function returnQueen() {
    const q = pieces.find((p) => p.kind === 'q');
    q.vx = q.vy = 0;
    q.fall = 0;
    // Back on the centre spot, or as close to it as there is room.
    for (let r = 0; r < 400; r += 6) {
      for (let a = 0; a < Math.PI * 2; a += Math.PI / 8) {
        const x = U / 2 + Math.cos(a) * r;
        const y = U / 2 + Math.sin(a) * r;
        if (!pieces.some((o) => o !== q && o.on && hyp(o.x - x, o.y - y) < o.r + COIN_R + 1)) {
          q.x = x; q.y = y; q.on = true;
          return;
        }
        if (r === 0) break;
      }
    }
  }

  function resolveShot() {
    const { who, pocketed, foul } = shot;
    shot = null;
    const notes = [];
    if (SOLO) {
      let gain = 0;
      for (const k of pocketed) gain += POINTS[k];
      if (foul) { gain -= 10; notes.push(Kit.t('Foul! Striker pocketed −10')); }
      if (pocketed.includes('q')) notes.push(Kit.t('Queen! +50'));
      else if (gain > 0) notes.push(Kit.num(`+${gain}`));
      setScore(score + gain);
      if (notes.length) say(notes.join(' · '));
      if (remaining() === 0) return endRound();
      if (MODE === 'practice' && strikes >= PRACTICE_MAX) return endRound();
      if (MODE === 'timed' && timeLeft <= 0) return endRound();
      return nextAim('you');
    }

    // Classic: each side scores its own colour; the queen must be covered by a coin of yours.
    const own = ownColour(who);
    const other = own === 'w' ? 'b' : 'w';
    const ownCount = pocketed.filter((k) => k === own).length;
    const otherCount = pocketed.filter((k) => k === other).length;
    let gainYou = 0;
    let gainCpu = 0;
    const credit = (side, pts) => { if (side === 'you') gainYou += pts; else gainCpu += pts; };
    credit(who, ownCount * 10);
    credit(who === 'you' ? 'cpu' : 'you', otherCount * 10);
    if (foul) { credit(who, -10); notes.push(who === 'you' ? Kit.t('Foul! −10') : Kit.t('Computer fouled')); }
    let keepTurn = ownCount > 0 && !foul;
    const queenNow = pocketed.includes('q');
    if (queenNow) {
      if (foul) { returnQueen(); notes.push(Kit.t('Queen back to the centre')); }
      else if (ownCount > 0) { credit(who, 50); notes.push(who === 'you' ? Kit.t('Queen covered! +50') : Kit.t('Computer took the queen')); }
      else { queenPending = who; keepTurn = true; notes.push(who === 'you' ? Kit.t('Queen! Cover it with your next coin') : Kit.t('Computer must cover the queen')); }
    } else if (queenPending === who) {
      if (ownCount > 0 && !foul) { credit(who, 50); notes.push(who === 'you' ? Kit.t('Queen covered! +50') : Kit.t('Computer covered the queen')); }
      else { returnQueen(); notes.push(Kit.t('Not covered: queen returns')); }
      queenPending = null;
    }
    if (!notes.length && gainYou > 0) notes.push(Kit.num(`+${gainYou}`));
    setScore(score + gainYou);
    cpuScore = Math.max(0, cpuScore + gainCpu);
    if (notes.length) say(notes.join(' · '), 2000);
    if (remaining('w') === 0 || remaining('b') === 0) return endRound();
    const next = keepTurn ? who : (who === 'you' ? 'cpu' : 'you');
    return nextAim(next);
  }

  function nextAim(who) {
    turn = who;
    phase = who === 'cpu' ? 'cpu' : 'aim';
    aim = 0;
    power = 0;
    if (who === 'cpu') {
      placeStriker('cpu', striker.x);
      cpuPlan = planCpuShot();
      cpuPlan.t0 = performance.now();
      cpuPlan.fromX = striker.x;
    } else {
      placeStriker('you', homeX);
    }
    updateInfo(true);
  }

  // ---- the computer --------------------------------------------------------------------
  function pathClear(x0, y0, x1, y1, rad, skip) {
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    for (const p of pieces) {
      if (!p.on || p === striker || skip.includes(p)) continue;
      const t = clamp(((p.x - x0) * dx + (p.y - y0) * dy) / len2, 0, 1);
      if (hyp(x0 + dx * t - p.x, y0 + dy * t - p.y) < rad + p.r) return false;
    }
    return true;
  }

  /** Ghost-ball aiming: find a baseline spot and angle that sends one of its coins to a pocket. */
  function planCpuShot() {
    const targets = pieces.filter((p) => p.on && (p.kind === 'b' || (p.kind === 'q' && queenPending !== 'cpu')));
    let best = null;
    for (const c of targets) {
      for (const [px, py] of POCKETS) {
        const cd = hyp(px - c.x, py - c.y);
        const ux = (px - c.x) / cd;
        const uy = (py - c.y) / cd;
        const gx = c.x - ux * (COIN_R + STRIKER_R);
        const gy = c.y - uy * (COIN_R + STRIKER_R);
        if (!pathClear(c.x, c.y, px, py, COIN_R * 0.9, [c])) continue;
        for (let x = BASE_MIN; x <= BASE_MAX; x += 25) {
          if (overlapsAt(x, CPU_Y, STRIKER_R)) continue;
          const sd = hyp(gx - x, gy - CPU_Y);
          const sx = (gx - x) / sd;
          const sy = (gy - CPU_Y) / sd;
          if (sy < 0.15) continue; // the computer shoots forward, down the board
          const cut = Math.acos(clamp(sx * ux + sy * uy, -1, 1));
          if (cut > 1.2) continue;
          if (!pathClear(x, CPU_Y, gx, gy, STRIKER_R * 0.95, [c])) continue;
          const cost = cut * 2.2 + (sd + cd) / 900 + (c.kind === 'q' ? -0.3 : 0);
          if (!best || cost < best.cost) best = { cost, x, gx, gy, cut, sd, cd };
        }
      }
    }
    if (!best) {
      // Nothing clean: blast at the nearest own coin from the middle of the line.
      const c = targets.sort((a, b) => hyp(a.x - U / 2, a.y - CPU_Y) - hyp(b.x - U / 2, b.y - CPU_Y))[0] || pieces.find((p) => p.on && p !== striker);
      const x = clamp(c.x, BASE_MIN, BASE_MAX);
      const a = Math.atan2(c.x - x, Math.max(20, c.y - CPU_Y));
      return { x, angle: a + gauss() * CPU_ERROR, power: 0.85 };
    }
    const angle = Math.atan2(best.gx - best.x, best.gy - CPU_Y);
    // Speed the coin needs to reach the pocket with some to spare, then what the striker needs.
    const transfer = Math.max(0.25, Math.cos(best.cut)) * (1.92 * 1.7) / (1.7 + 1);
    const vc = Math.sqrt(2 * FRICTION * best.cd) * 1.35 + 120;
    const vs = Math.sqrt((vc / transfer) ** 2 + 2 * FRICTION * best.sd);
    const pw = clamp(((vs - 150) / (MAX_SHOT - 150)) * (0.9 + Math.random() * 0.25), 0.12, 1);
    return { x: best.x, angle: angle + gauss() * CPU_ERROR, power: pw };
  }

  function cpuTick(now) {
    const p = cpuPlan;
    const t = (now - p.t0) / CPU_THINK;
    // Slide to the chosen spot, turn to aim, then strike.
    const slide = clamp(t / 0.55, 0, 1);
    const ease = slide * slide * (3 - 2 * slide);
    striker.x = p.fromX + (p.x - p.fromX) * ease;
    aim = t < 0.55 ? 0 : p.angle * clamp((t - 0.55) / 0.3, 0, 1);
    power = t < 0.85 ? 0 : clamp((t - 0.85) / 0.15, 0, 1) * p.power;
    if (t >= 1) {
      striker.x = p.x;
      if (overlapsAt(striker.x, CPU_Y, STRIKER_R)) placeStriker('cpu', p.x);
      cpuPlan = null;
      strike('cpu', p.angle, p.power);
    }
  }

  // ---- round flow --------------------------------------------------------------------------
  function start() {
    reset();
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
    say(SOLO ? (MODE === 'timed' ? Kit.t('Pocket all you can in {seconds} s', { seconds: TIME_LIMIT }) : Kit.t('Pocket every coin in few strikes')) : Kit.t('You are white · your turn'), 1800);
  }

  function pause() {
    if (state !== 'playing') return;
    state = 'paused';
    Kit.state('paused');
    drag = null;
    charging = null;
    if (phase === 'aim') power = 0;
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('Take a breather.'), Kit.t('Resume'));
  }

  function resume() {
    if (state !== 'paused') return;
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    if (cpuPlan) cpuPlan.t0 = performance.now();
    Kit.hideOverlay(overlay);
  }

  function endRound() {
    state = 'over';
    phase = 'aim';
    let title = Kit.t('Round over');
    let text;
    if (MODE === 'classic') {
      const whitesGone = remaining('w') === 0;
      const blacksGone = remaining('b') === 0;
      if (score > cpuScore) title = Kit.t('You win!');
      else if (score < cpuScore) title = Kit.t('Computer wins');
      else title = Kit.t('A draw');
      const why = whitesGone && blacksGone ? Kit.t('The board is clear.') : whitesGone ? Kit.t('All the white coins are gone.') : Kit.t('All the black coins are gone.');
      text = Kit.t('{why} You {score} · Computer {cpu}.', { why, score, cpu: cpuScore });
    } else if (MODE === 'practice') {
      const cleared = remaining() === 0;
      const bonus = cleared ? Math.max(0, PRACTICE_MAX - strikes) * 5 : 0;
      setScore(score + bonus);
      title = cleared ? Kit.t('Board cleared!') : Kit.t('Out of strikes');
      text = cleared
        ? Kit.t('{strikes} strikes, bonus +{bonus}. Score {score}.', { strikes, bonus, score })
        : Kit.t('{strikes} strikes used, {left} left. Score {score}.', { strikes: PRACTICE_MAX, left: remaining(), score });
    } else {
      const cleared = remaining() === 0;
      const bonus = cleared ? Math.ceil(timeLeft) * 2 : 0;
      setScore(score + bonus);
      title = cleared ? Kit.t('Board cleared!') : Kit.t("Time's up");
      text = bonus
        ? Kit.t('{pocketed} of 19 pocketed, time bonus +{bonus}. Score {score}.', { pocketed: 19 - remaining(), bonus, score })
        : Kit.t('{pocketed} of 19 pocketed. Score {score}.', { pocketed: 19 - remaining(), score });
    }
    const best = Kit.best(SLUG, score);
    bestEl.textContent = String(best);
    text += ` ${Kit.t('Best {best}.', { best })}`;
    PortalBridge.gameOver(SLUG, score);
    Kit.state('over');
    updateInfo(true);
    Kit.showOverlay(overlay, title, text, Kit.t('Play again'));
  }

  function updateInfo(force) {
    let turnText;
    let info;
    if (MODE === 'classic') {
      turnText = state === 'over' ? Kit.t('Game over') : turn === 'you' ? Kit.t('Your turn (white)') : Kit.t('Computer (black)');
      info = Kit.t('You {score} · CPU {cpu}', { score, cpu: cpuScore });
    } else if (MODE === 'practice') {
      turnText = Kit.t('Left {left}', { left: remaining() });
      info = Kit.t('Strikes {strikes}/{max}', { strikes, max: PRACTICE_MAX });
    } else {
      turnText = Kit.t('Left {left}', { left: remaining() });
      const s = Math.max(0, Math.ceil(timeLeft));
      info = Kit.t('Time {clock}', { clock: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` });
    }
    if (force || info !== lastInfo) { infoEl.textContent = info; lastInfo = info; }
    setTurnText(turnText);
  }

  // ---- drawing --------------------------------------------------------------------------------
  function mix(a, b, t) {
    const pa = parseInt(a.slice(1), 16);
    const pb = parseInt(b.slice(1), 16);
    const ch = (s) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t);
    return `rgb(${ch(16)},${ch(8)},${ch(0)})`;
  }
  const WOOD = mix('#e9cc95', T.accent2, 0.14);
  const WOOD_DARK = mix('#b98a4e', T.accent, 0.15);
  const INK = mix('#3a2414', T.bg, 0.4);
  const FRAME = mix('#5a3618', T.panel, 0.55);

  const bx = (x) => L.ox + x * L.k;
  const by = (y) => L.oy + y * L.k;

  function circle(x, y, r, fill, stroke, lw) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    if (fill) { ctx.fillStyle = fill; ctx.fill(); }
    if (stroke) { ctx.lineWidth = lw || 1; ctx.strokeStyle = stroke; ctx.stroke(); }
  }

  function drawBoard() {
    const k = L.k;
    ctx.clearRect(0, 0, L.w, L.h);
    // Frame and surface.
    ctx.fillStyle = FRAME;
    ctx.beginPath();
    ctx.roundRect(0, 0, L.size, L.size, 10);
    ctx.fill();
    ctx.strokeStyle = T.line;
    ctx.lineWidth = 2;
    ctx.stroke();
    const g = ctx.createRadialGradient(bx(500), by(500), 40 * k, bx(500), by(500), 720 * k);
    g.addColorStop(0, WOOD);
    g.addColorStop(1, WOOD_DARK);
    ctx.fillStyle = g;
    ctx.fillRect(L.ox, L.oy, U * k, U * k);

    ctx.strokeStyle = INK;
    ctx.lineWidth = Math.max(1, 2.2 * k);
    // Baselines: a double line on each side with a red circle at each end.
    const inner = BASE_D - STRIKER_R;
    const outer = BASE_D + STRIKER_R;
    for (let side = 0; side < 4; side++) {
      ctx.save();
      ctx.translate(bx(500), by(500));
      ctx.rotate((side * Math.PI) / 2);
      ctx.translate(-bx(500), -by(500));
      const y1 = by(U - outer);
      const y2 = by(U - inner);
      const x1 = bx(BASE_MIN);
      const x2 = bx(BASE_MAX);
      ctx.beginPath();
      ctx.moveTo(x1, y1); ctx.lineTo(x2, y1);
      ctx.moveTo(x1, y2); ctx.lineTo(x2, y2);
      ctx.stroke();
      for (const x of [x1, x2]) {
        circle(x, by(U - BASE_D), STRIKER_R * k, T.pink, INK, Math.max(1, 2 * k));
        circle(x, by(U - BASE_D), STRIKER_R * 0.45 * k, WOOD, null);
      }
      // Diagonal arrow from the corner towards the centre, ending in an arc.
      ctx.beginPath();
      ctx.moveTo(bx(U - 130), by(U - 130));
      ctx.lineTo(bx(U - 330), by(U - 330));
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(bx(U - 300), by(U - 300), 40 * k, Math.PI * 0.75 - 1.2, Math.PI * 0.75 + 1.2);
      ctx.stroke();
      ctx.restore();
    }
    // Centre circles.
    circle(bx(500), by(500), CENTRE_R * k, null, INK, Math.max(1, 2.2 * k));
    circle(bx(500), by(500), (CENTRE_R - 12) * k, null, T.accent, Math.max(1, 2 * k));
    circle(bx(500), by(500), 30 * k, null, T.pink, Math.max(1, 2 * k));
    // Pockets.
    for (const [px, py] of POCKETS) {
      circle(bx(px), by(py), POCKET_R * k, '#120b07', mix('#5a3618', T.line, 0.5), Math.max(1, 3 * k));
    }
  }

  function drawPiece(p, alpha) {
    const k = L.k;
    let x = p.x;
    let y = p.y;
    let r = p.r;
    if (!p.on) {
      // Falling into a pocket: slide to its centre and shrink.
      const t = 1 - p.fall;
      x = p.x + (p.fx - p.x) * t;
      y = p.y + (p.fy - p.y) * t;
      r = p.r * (0.35 + 0.65 * p.fall);
    }
    ctx.globalAlpha = alpha;
    const cx = bx(x);
    const cy = by(y);
    const rr = r * k;
    circle(cx + rr * 0.12, cy + rr * 0.16, rr, 'rgba(0,0,0,0.28)');
    if (p.kind === 's') {
      circle(cx, cy, rr, mix('#f4f1e8', T.accent2, 0.35), T.accent, Math.max(1.5, 4 * k));
      circle(cx, cy, rr * 0.45, null, T.accent, Math.max(1, 2.5 * k));
    } else {
      const fill = p.kind === 'w' ? '#f3e9d2' : p.kind === 'b' ? '#2b2220' : '#d3263a';
      const edge = p.kind === 'w' ? '#bfa97f' : p.kind === 'b' ? '#0c0908' : '#8d1020';
      circle(cx, cy, rr, fill, edge, Math.max(1, 2 * k));
      circle(cx, cy, rr * 0.62, null, p.kind === 'b' ? '#4a3b36' : edge, Math.max(0.8, 1.6 * k));
    }
    ctx.globalAlpha = 1;
  }

  /** Where the striker would first touch something along the aim, for the guide line. */
  function rayHit(x, y, dx, dy) {
    let best = { t: Infinity, p: null };
    for (const p of pieces) {
      if (!p.on || p === striker) continue;
      const rr = p.r + STRIKER_R;
      const fx = x - p.x;
      const fy = y - p.y;
      const b = fx * dx + fy * dy;
      const c = fx * fx + fy * fy - rr * rr;
      const disc = b * b - c;
      if (disc < 0) continue;
      const t = -b - Math.sqrt(disc);
      if (t > 0 && t < best.t) best = { t, p };
    }
    const walls = [
      dx > 0 ? (U - STRIKER_R - x) / dx : dx < 0 ? (STRIKER_R - x) / dx : Infinity,
      dy > 0 ? (U - STRIKER_R - y) / dy : dy < 0 ? (STRIKER_R - y) / dy : Infinity,
    ];
    const tw = Math.min(...walls);
    if (tw < best.t) best = { t: Math.max(0, tw), p: null };
    return best;
  }

  function drawGuide(who) {
    const k = L.k;
    const [dx, dy] = aimVector(who, aim);
    const hit = rayHit(striker.x, striker.y, dx, dy);
    let len = hit.t;
    if (GUIDE === 'short') len = Math.min(len, 260);
    const ex = striker.x + dx * len;
    const ey = striker.y + dy * len;
    ctx.save();
    ctx.lineCap = 'round';
    ctx.setLineDash([4, 6]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = who === 'cpu' ? T.pink : T.accent2;
    ctx.globalAlpha = 0.9;
    ctx.beginPath();
    ctx.moveTo(bx(striker.x + dx * STRIKER_R), by(striker.y + dy * STRIKER_R));
    ctx.lineTo(bx(ex), by(ey));
    ctx.stroke();
    ctx.setLineDash([]);
    if (hit.p && GUIDE !== 'short' && who === 'you') {
      circle(bx(ex), by(ey), STRIKER_R * k, null, T.accent2, 1.5);
      if (GUIDE === 'full') {
        const nx = hit.p.x - ex;
        const ny = hit.p.y - ey;
        const nl = hyp(nx, ny) || 1;
        ctx.strokeStyle = T.accent;
        ctx.lineWidth = 2.5;
        ctx.beginPath();
        ctx.moveTo(bx(hit.p.x), by(hit.p.y));
        ctx.lineTo(bx(hit.p.x + (nx / nl) * 160), by(hit.p.y + (ny / nl) * 160));
        ctx.stroke();
      }
    }
    // Power arrow behind the striker, like a pulled sling.
    if (power > 0) {
      const pl = 40 + power * 180;
      ctx.strokeStyle = T.pink;
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.moveTo(bx(striker.x - dx * STRIKER_R), by(striker.y - dy * STRIKER_R));
      ctx.lineTo(bx(striker.x - dx * pl), by(striker.y - dy * pl));
      ctx.stroke();
    }
    ctx.restore();
  }

  function drawStrip() {
    // The slider under the board: drag it to place the striker; it also shows power.
    const y = L.stripY;
    const h = L.stripH;
    const x1 = bx(BASE_MIN);
    const x2 = bx(BASE_MAX);
    ctx.fillStyle = T.panel;
    ctx.beginPath();
    ctx.roundRect(0, y, L.size, h, 12);
    ctx.fill();
    ctx.strokeStyle = T.line;
    ctx.lineWidth = 1;
    ctx.stroke();
    const my = y + h * 0.4;
    ctx.strokeStyle = T.line;
    ctx.lineWidth = 6;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x1, my); ctx.lineTo(x2, my);
    ctx.stroke();
    const active = canAim();
    const kx = bx(striker.x);
    circle(kx, my, 13, active ? T.accent : T.line, T.text, 2);
    ctx.fillStyle = T.text;
    ctx.font = '600 14px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('‹ ›', kx, my + 0.5);
    // Power bar along the bottom of the strip.
    const pw = power;
    ctx.fillStyle = T.line;
    ctx.fillRect(x1, y + h - 10, x2 - x1, 4);
    if (pw > 0) {
      ctx.fillStyle = pw > 0.8 ? T.pink : T.accent2;
      ctx.fillRect(x1, y + h - 10, (x2 - x1) * pw, 4);
    }
    ctx.lineCap = 'butt';
  }

  function drawMessage(now) {
    if (!message || now > message.until) return;
    const k = L.k;
    ctx.font = `700 ${Math.max(13, Math.round(34 * k))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const w = ctx.measureText(message.text).width + 24;
    const x = bx(500);
    const y = by(300);
    const h = Math.max(26, 60 * k);
    ctx.globalAlpha = clamp((message.until - now) / 300, 0, 1);
    ctx.fillStyle = T.bg;
    ctx.beginPath();
    ctx.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
    ctx.fill();
    ctx.strokeStyle = T.accent;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = T.text;
    ctx.fillText(message.text, x, y + 1);
    ctx.globalAlpha = 1;
  }

  function draw(now) {
    drawBoard();
    for (const p of pieces) if (!p.on && p.fall > 0) drawPiece(p, p.fall);
    for (const p of pieces) if (p.on && p !== striker) drawPiece(p, 1);
    if (state !== 'over' && (phase === 'aim' || phase === 'cpu')) drawGuide(phase === 'cpu' ? 'cpu' : 'you');
    if (striker.on) {
      const blocked = phase === 'aim' && overlapsAt(striker.x, striker.y, STRIKER_R);
      drawPiece(striker, blocked ? 0.5 : 1);
    }
    drawStrip();
    drawMessage(now);
  }

  // ---- main loop ---------------------------------------------------------------------------------
  function frame(now) {
    const dt = Math.min((now - last) / 1000, 1 / 20);
    last = now;
    if (state === 'playing') {
      if (MODE === 'timed' && timeLeft > 0) {
        timeLeft -= dt;
        if (timeLeft <= 0) {
          timeLeft = 0;
          if (phase === 'aim') endRound();
          else say(Kit.t('Last shot!'), 1200);
        }
      }
      if (state === 'playing' && phase === 'moving') {
        physics(dt * TIME_SCALE);
        shot.t += dt;
        if (allStopped() || shot.t > 14) {
          for (const p of pieces) { p.vx = 0; p.vy = 0; }
          resolveShot();
        }
      } else if (phase === 'cpu' && cpuPlan) {
        cpuTick(now);
      }
      if (charging) {
        // Power swings up and down while Space is held (or until it is pressed again).
        const t = ((now - charging.t0) / 1300) % 2;
        power = Math.max(0.05, t < 1 ? t : 2 - t);
      }
      if (state === 'playing') updateInfo(false);
    }
    for (const p of pieces) if (!p.on && p.fall > 0) p.fall = Math.max(0, p.fall - dt * 4);
    draw(now);
    requestAnimationFrame(frame);
  }

  // ---- layout --------------------------------------------------------------------------------------
  Kit.onResize(stage, (w, h) => {
    const infoH = 28;
    L.stripH = 52;
    const gap = 8;
    const size = Math.floor(clamp(Math.min(w - 16, h - 16 - L.stripH - gap - infoH), 200, 640));
    L.size = size;
    L.frame = Math.round(size * 0.045);
    L.ox = L.frame;
    L.oy = L.frame;
    L.k = (size - 2 * L.frame) / U;
    L.stripY = size + gap;
    L.w = size;
    L.h = size + gap + L.stripH;
    ctx = Kit.fitCanvas(canvas, L.w, L.h);
    Kit.$('#table').style.width = size + 'px';
  });

  // ---- pointer input -----------------------------------------------------------------------------
  function toBoard(e) {
    const r = canvas.getBoundingClientRect();
    const cx = e.clientX - r.left;
    const cy = e.clientY - r.top;
    return { cx, cy, x: (cx - L.ox) / L.k, y: (cy - L.oy) / L.k, inStrip: cy >= L.stripY - 4 };
  }

  function placeFromPointer(x) {
    if (moveStriker(x)) Kit.answered();
  }

  canvas.addEventListener('pointerdown', (e) => {
    if (!canAim()) return;
    e.preventDefault();
    const p = toBoard(e);
    charging = null;
    power = 0;
    let mode;
    let anchor = null;
    if (p.inStrip) mode = 'place';
    else if (Math.abs(p.y - PLAYER_Y) < 70 && p.y < U + 10) {
      // On the baseline: grab the striker (then a sideways drag slides it, a pull aims),
      // or tap elsewhere on the line to move it there.
      if (Math.abs(p.x - striker.x) < 75) mode = 'grab';
      else mode = 'place';
    } else {
      mode = 'pull';
      anchor = { cx: p.cx, cy: p.cy };
    }
    drag = { id: e.pointerId, mode, sx: p.cx, sy: p.cy, anchor, offset: p.x - striker.x };
    if (mode === 'place') { drag.offset = 0; placeFromPointer(p.x); }
    try { canvas.setPointerCapture(e.pointerId); } catch { /* not capturable */ }
  });

  canvas.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.id || !canAim()) return;
    const p = toBoard(e);
    if (drag.mode === 'grab') {
      const dx = p.cx - drag.sx;
      const dy = p.cy - drag.sy;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < 8) return;
      if (dy > 0 && Math.abs(dy) > Math.abs(dx) * 0.8) {
        drag.mode = 'pull';
        drag.anchor = { cx: bx(striker.x), cy: by(striker.y) };
      } else {
        drag.mode = 'place';
      }
    }
    if (drag.mode === 'place') {
      placeFromPointer(p.x - drag.offset);
      return;
    }
    // Pulling: the shot goes from the pointer back through the anchor; power grows with distance.
    const vx = drag.anchor.cx - p.cx;
    const vy = drag.anchor.cy - p.cy;
    const dist = hyp(vx, vy);
    const maxPull = clamp(L.size * 0.3, 80, 150);
    if (dist < 6) { power = 0; return; }
    const a = Math.atan2(vx, -vy);
    aim = clamp(a, -Math.PI * 0.62, Math.PI * 0.62);
    power = clamp(dist / maxPull, 0, 1);
    canvas.classList.add('pulling');
  });

  function endDrag(e) {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    canvas.classList.remove('pulling');
    if (d.mode === 'pull' && canAim()) {
      if (power >= 0.06) {
        if (overlapsAt(striker.x, striker.y, STRIKER_R)) { say(Kit.t('Move the striker off the coin')); power = 0; return; }
        playerStrike(power);
      } else {
        power = 0;
      }
    }
  }
  canvas.addEventListener('pointerup', endDrag);
  canvas.addEventListener('pointercancel', (e) => { if (drag && e.pointerId === drag.id) { drag = null; power = 0; } });

  // ---- keyboard -------------------------------------------------------------------------------------
  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    if (e.key === 'p' || e.key === 'P' || e.key === 'Escape') {
      if (state === 'playing') pause();
      else if (state === 'paused' && e.key !== 'Escape') resume();
      return;
    }
    if (state !== 'playing') return;
    if (e.target instanceof HTMLButtonElement && (e.key === ' ' || e.key === 'Enter')) return;
    const d = Kit.keyDir(e);
    if (d && canAim()) {
      e.preventDefault();
      if (d === 'left' || d === 'right') {
        const step = e.shiftKey ? 4 : 14;
        if (moveStriker(striker.x + (d === 'left' ? -step : step))) Kit.answered();
      } else {
        const na = clamp(aim + (d === 'up' ? -1 : 1) * (e.shiftKey ? 0.01 : 0.035), -Math.PI * 0.62, Math.PI * 0.62);
        if (na !== aim) { aim = na; Kit.answered(); }
      }
      return;
    }
    if ((e.key === ' ' || e.key === 'Enter') && canAim()) {
      e.preventDefault();
      if (e.repeat) return;
      if (!charging) {
        charging = { t0: performance.now(), down: true };
        Kit.answered();
      } else if (!charging.down) {
        // Second press of a tap-tap: strike with the power showing now.
        if (overlapsAt(striker.x, striker.y, STRIKER_R)) { say(Kit.t('Move the striker off the coin')); charging = null; power = 0; return; }
        playerStrike(power);
      }
    }
  });
  window.addEventListener('keyup', (e) => {
    if ((e.key === ' ' || e.key === 'Enter') && charging && charging.down) {
      // Held long enough: releasing strikes. A quick tap leaves the meter swinging for a second press.
      if (performance.now() - charging.t0 > 250 && canAim()) {
        if (overlapsAt(striker.x, striker.y, STRIKER_R)) { say(Kit.t('Move the striker off the coin')); charging = null; power = 0; return; }
        playerStrike(power);
      } else {
        charging.down = false;
      }
    }
  });

  pauseBtn.addEventListener('click', () => {
    if (state === 'playing') pause();
    else if (state === 'paused') resume();
  });

  overlay.querySelector('[data-btn]').addEventListener('click', () => {
    if (state === 'paused') resume();
    else start();
  });

  Kit.onHidden(pause);

  const INTRO = {
    classic: Kit.t('You are white, the computer is black. Pocket your colour to strike again; the red queen is worth 50 if you cover it.'),
    practice: Kit.t('Pocket all 19 coins in as few strikes as you can (at most {max}).', { max: PRACTICE_MAX }),
    timed: Kit.t('Pocket as many coins as you can in {seconds} seconds.', { seconds: TIME_LIMIT }),
  };
  overlay.querySelector('[data-text]').textContent = `${INTRO[MODE]} ${Kit.t('Drag the striker, pull back and release; or ← → move, ↑ ↓ aim, Space strike.')}`;

  reset();
  Kit.state('ready');
  bestEl.textContent = String(Kit.best(SLUG, 0));
  requestAnimationFrame((t) => { last = t; frame(t); });
})();
