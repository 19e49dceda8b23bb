// Cricket: a batting game. The bowler delivers down the pitch; the player swings as the ball
// reaches the bat and aims to the off side, straight or to the leg side. Timing decides the runs.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'cricket';
  const V = Kit.variant(['t20', 'superover', 'test']);
  /* The formats: balls and wickets (0 balls = until the wickets fall), and a target to chase. */
  const FORMATS = {
    t20: { balls: 12, wickets: 3, target: 0, name: Kit.t('Two overs') },
    superover: { balls: 6, wickets: 2, target: 14 + V.speed * 2, name: Kit.t('Super over') },
    test: { balls: 0, wickets: 1, target: 0, name: Kit.t('Test innings') },
  };
  const FORMAT = FORMATS[V.mode];
  /* Ball flight time from the bowler's hand to the bat, in ms: quicker bowling at higher speed. */
  const FLIGHT_MS = { 1: 1500, 2: 1150, 3: 850 }[V.speed];
  /* The fraction of the flight when the ball reaches the bat: the perfect moment to swing. */
  const AT_BAT = 0.9;
  const ZONE = 0.13; // a swing counts within this fraction of the flight around the bat

  const stage = Kit.$('#stage');
  const canvas = Kit.$('#pitch');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const lineEl = Kit.$('#scoreline');
  const aimButtons = [...document.querySelectorAll('.shot')];

  let ctx = canvas.getContext('2d');
  let W = 300;
  let H = 420;
  let state = 'ready'; // ready | playing | paused | over
  let runs = 0;
  let wickets = 0;
  let balls = 0;
  let aim = 0; // -1 off side, 0 straight, 1 leg side
  let ball = null; // { start, line, length, swungAt, result, hitAt, dir }
  let nextBallAt = 0;
  let pausedAt = 0;
  let banner = null; // { text, until }

  function setRuns(value) {
    runs = value;
    scoreEl.textContent = String(runs);
    PortalBridge.score(SLUG, runs);
  }

  function scoreline() {
    const left = FORMAT.balls ? ` · ${Kit.t('{balls} balls left', { balls: FORMAT.balls - balls })}` : '';
    const chase = FORMAT.target ? ` · ${Kit.t('target {target}', { target: FORMAT.target })}` : '';
    lineEl.textContent = `${Kit.num(`${runs}/${wickets}`)}${left}${chase}`;
  }

  function setAim(value) {
    aim = value;
    for (const b of aimButtons) b.setAttribute('aria-pressed', String(Number(b.dataset.aim) === aim && aim !== 0));
  }

  function start() {
    setRuns(0);
    wickets = 0;
    balls = 0;
    ball = null;
    banner = null;
    setAim(0);
    state = 'playing';
    Kit.state('playing');
    nextBallAt = performance.now() + 700;
    scoreline();
    Kit.hideOverlay(overlay);
  }

  function bowl(now) {
    // Line: where the ball passes the batter (-1 wide off side .. 1 leg side); length: where it bounces.
    ball = { start: now, line: (Math.random() * 2 - 1) * 0.6, length: 0.55 + Math.random() * 0.2, swungAt: 0, result: null, hitAt: 0, dir: 0 };
  }

  function progress(now) {
    return ball ? (now - ball.start) / FLIGHT_MS : 0;
  }

  /* Runs for a swing: timing (0 = perfect) and whether the aim matches the line of the ball. */
  function shotResult(timing, matched) {
    const t = Math.abs(timing);
    if (t > ZONE) return { runs: 0, out: false, text: Kit.t('Missed') };
    if (t < 0.025) return matched ? { runs: 6, out: false, text: Kit.t('SIX!') } : { runs: 4, out: false, text: Kit.t('FOUR!') };
    if (t < 0.05) return matched ? { runs: 4, out: false, text: Kit.t('FOUR!') } : { runs: 2, out: false, text: Kit.t('2 runs') };
    if (t < 0.09) return { runs: 1, out: false, text: Kit.t('1 run') };
    // An edge: sometimes caught behind.
    return Math.random() < 0.45 ? { runs: 0, out: true, text: Kit.t('Caught!') } : { runs: 0, out: false, text: Kit.t('Edged, no run') };
  }

  function swing() {
    if (state === 'ready' || state === 'over') return start();
    if (state !== 'playing' || !ball || ball.swungAt) return;
    const now = performance.now();
    const p = progress(now);
    if (p < 0.35) return; // too early to be a swing at this ball
    ball.swungAt = now;
    Kit.answered();
    const lineSide = ball.line < -0.2 ? -1 : ball.line > 0.2 ? 1 : 0;
    const result = shotResult(p - AT_BAT, aim === lineSide);
    if (result.runs > 0 || result.out || result.text !== Kit.t('Missed')) {
      ball.result = result;
      ball.hitAt = now;
      ball.dir = aim !== 0 ? aim : (Math.random() - 0.5) * 0.6;
    }
  }

  function settle(now) {
    // The ball has passed the batter: count it.
    let result = ball.result;
    if (!result) {
      // Not hit: on the stumps it bowls the batter, otherwise a dot ball.
      result = Math.abs(ball.line) < 0.18 ? { runs: 0, out: true, text: Kit.t('Bowled!') } : { runs: 0, out: false, text: Kit.t('Dot ball') };
    }
    balls += 1;
    if (result.out) wickets += 1;
    if (result.runs) setRuns(runs + result.runs);
    banner = { text: result.text, until: now + 1100 };
    ball = null;
    scoreline();
    const chased = FORMAT.target && runs >= FORMAT.target;
    const allOut = wickets >= FORMAT.wickets;
    const oversDone = FORMAT.balls && balls >= FORMAT.balls;
    if (chased || allOut || oversDone) {
      const verdict = FORMAT.target ? (chased ? Kit.t('Target chased!') : Kit.t('Short by {runs}.', { runs: FORMAT.target - runs })) : Kit.t('{format} over.', { format: FORMAT.name });
      return gameOver(verdict);
    }
    nextBallAt = now + 1300;
  }

  function gameOver(verdict) {
    state = 'over';
    Kit.state('over');
    const best = Kit.best(SLUG, runs);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, runs);
    Kit.showOverlay(overlay, verdict, Kit.t(wickets === 1 ? '{runs} runs for {wickets} wicket off {balls} balls · Best {best}' : '{runs} runs for {wickets} wickets off {balls} balls · Best {best}', { runs, wickets, balls, best }), Kit.t('Play again'));
  }

  function pause() {
    if (state !== 'playing') return;
    state = 'paused';
    Kit.state('paused');
    pausedAt = performance.now();
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('The bowler waits for you.'), Kit.t('Resume'));
  }

  function resume() {
    const gap = performance.now() - pausedAt;
    if (ball) ball.start += gap;
    nextBallAt += gap;
    state = 'playing';
    Kit.state('playing');
    Kit.hideOverlay(overlay);
  }

  // ---- drawing -------------------------------------------------------------

  function draw(now) {
    const t = V.theme;
    ctx.fillStyle = t.bg;
    ctx.fillRect(0, 0, W, H);
    // The field and the pitch strip.
    ctx.fillStyle = V.themeName === 'classic' ? '#1f6b3a' : t.panel;
    ctx.fillRect(0, 0, W, H);
    const px = W * 0.3;
    const pw = W * 0.4;
    ctx.fillStyle = '#c8a96b';
    ctx.fillRect(px, H * 0.08, pw, H * 0.86);
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(px - 6, H * 0.84);
    ctx.lineTo(px + pw + 6, H * 0.84);
    ctx.stroke();
    // Stumps at both ends.
    for (const [y, s] of [[H * 0.9, 1], [H * 0.1, 0.6]]) {
      ctx.fillStyle = '#f5e6c8';
      for (let i = -1; i <= 1; i += 1) ctx.fillRect(W / 2 + i * 7 * s - 2, y - 22 * s, 4 * s, 22 * s);
    }
    // The bowler, and the batter with the bat turned to the aim.
    ctx.fillStyle = t.accent2;
    ctx.beginPath();
    ctx.arc(W / 2, H * 0.06, 9, 0, Math.PI * 2);
    ctx.fill();
    const bx = W / 2 - 26;
    const by = H * 0.86;
    ctx.fillStyle = t.accent;
    ctx.beginPath();
    ctx.arc(bx, by - 30, 10, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(bx - 8, by - 20, 16, 30);
    ctx.save();
    ctx.translate(bx + 8, by - 8);
    const swingAngle = ball && ball.swungAt ? Math.min(1, (now - ball.swungAt) / 150) * 1.6 : 0;
    ctx.rotate(-0.9 + aim * 0.35 + swingAngle);
    ctx.fillStyle = '#e8c27a';
    ctx.fillRect(-3, 0, 7, 34);
    ctx.restore();

    if (ball) drawBall(now);
    if (banner && now < banner.until) {
      ctx.fillStyle = t.text;
      ctx.font = `800 ${Math.round(W / 9)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillText(banner.text, W / 2, H * 0.45);
    }
  }

  function drawBall(now) {
    const p = progress(now);
    let x;
    let y;
    let h = 0;
    if (ball.hitAt) {
      // After the hit the ball flies off towards the aimed side.
      const k = (now - ball.hitAt) / 700;
      const sx = W / 2 + ball.line * W * 0.15;
      x = sx + ball.dir * k * W * 0.9;
      y = H * 0.84 - k * H * (ball.result.runs >= 4 ? 1.1 : 0.5);
      h = ball.result.runs === 6 ? Math.sin(Math.min(k, 1) * Math.PI) * 26 : 0;
    } else {
      x = W / 2 + ball.line * W * 0.15 * p;
      y = H * 0.1 + (H * 0.84 - H * 0.1) * Math.min(p / AT_BAT, 1.15);
      // Up to the bounce the ball drops, then rises a little off the pitch.
      h = p < ball.length ? (1 - p / ball.length) * 22 : Math.sin(((p - ball.length) / (1 - ball.length)) * Math.PI) * 10;
    }
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.beginPath();
    ctx.ellipse(x, y + 3, 6, 3, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#d7263d';
    ctx.beginPath();
    ctx.arc(x, y - h, 6, 0, Math.PI * 2);
    ctx.fill();
  }

  function frame(now) {
    if (state === 'playing') {
      if (!ball && (!banner || now >= banner.until - 200) && now >= nextBallAt) bowl(now);
      if (ball && !ball.hitAt && progress(now) > 1.05) settle(now);
      else if (ball && ball.hitAt && now - ball.hitAt > 700) settle(now);
    }
    draw(now);
    requestAnimationFrame(frame);
  }

  // ---- layout & input ------------------------------------------------------

  Kit.onResize(stage, (w, h) => {
    W = Math.max(220, Math.min(w - 16, 460));
    H = Math.max(260, Math.min(h - 130, W * 1.5));
    ctx = Kit.fitCanvas(canvas, W, H);
  });

  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    const d = Kit.keyDir(e);
    if (state === 'paused') return;
    if (d === 'left' || d === 'right') {
      const next = d === 'left' ? Math.max(-1, aim - 1) : Math.min(1, aim + 1);
      if (next !== aim && state === 'playing') Kit.answered();
      setAim(next);
      return;
    }
    if (e.target instanceof HTMLButtonElement) return;
    if (e.key === ' ' || e.key === 'Enter' || d === 'up' || d === 'down') swing();
  });

  for (const b of aimButtons) {
    b.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      const value = Number(b.dataset.aim);
      if (value !== 0) setAim(value);
      swing();
    });
    b.addEventListener('click', (e) => {
      if (e.detail !== 0) return; // keyboard activation only; touches were handled on pointerdown
      const value = Number(b.dataset.aim);
      if (value !== 0) setAim(value);
      swing();
    });
  }
  canvas.addEventListener('pointerdown', (e) => {
    // A tap on the pitch swings; its left or right third aims.
    const rect = canvas.getBoundingClientRect();
    const third = (e.clientX - rect.left) / rect.width;
    setAim(third < 0.33 ? -1 : third > 0.67 ? 1 : 0);
    swing();
  });

  Kit.pauseControls({ phase: () => state, pause, resume, start });

  bestEl.textContent = String(Kit.best(SLUG, 0));
  scoreline();
  requestAnimationFrame(frame);
})();
