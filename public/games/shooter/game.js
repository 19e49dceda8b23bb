// Space Shooter: a vertical shooter. The ship fires by itself; the player flies it left and right
// (drag, buttons or keys) and drops a bomb that clears the screen. Three lives.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'shooter';
  const V = Kit.variant(['waves', 'asteroids', 'boss']);
  /* Enemy speed and the gap between spawns scale with the title's speed. */
  const PACE = { 1: 0.75, 2: 1, 3: 1.3 }[V.speed];
  const FIRE_MS = 260;

  const stage = Kit.$('#stage');
  const canvas = Kit.$('#space');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const bombsEl = Kit.$('#bombs');

  let ctx = canvas.getContext('2d');
  let W = 300;
  let H = 480;
  let state = 'ready'; // ready | playing | paused | over
  let ship = { x: 150, vx: 0 };
  let shots = [];
  let foes = []; // { x, y, r, hp, vx, vy, kind: 'ship' | 'rock' | 'boss' }
  let sparks = [];
  let stars = [];
  let score = 0;
  let lives = 3;
  let bombs = 3;
  let wave = 0;
  let nextWaveAt = 0;
  let lastShot = 0;
  let hurtUntil = 0;
  let last = 0;
  let held = { left: false, right: false };

  function setScore(value) {
    score = value;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function start() {
    ship = { x: W / 2, vx: 0 };
    shots = [];
    foes = [];
    sparks = [];
    lives = 3;
    bombs = 3;
    bombsEl.textContent = '3';
    wave = 0;
    nextWaveAt = performance.now() + 600;
    setScore(0);
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
  }

  /* The next wave, shaped by the title's mode. */
  function spawnWave() {
    wave += 1;
    const speed = (40 + wave * 4) * PACE;
    if (V.mode === 'boss' && wave % 5 === 0) {
      foes.push({ kind: 'boss', x: W / 2, y: -40, r: 34, hp: 30 + wave * 2, vx: 60 * PACE, vy: 18 });
      return;
    }
    if (V.mode === 'asteroids') {
      for (let i = 0; i < 2 + Math.min(wave, 5); i += 1) {
        foes.push({ kind: 'rock', x: 20 + Math.random() * (W - 40), y: -20 - i * 50, r: 18 + Math.random() * 8, hp: 3, vx: (Math.random() - 0.5) * 50, vy: speed });
      }
      return;
    }
    const count = 4 + Math.min(wave, 6);
    for (let i = 0; i < count; i += 1) {
      const col = i % 5;
      const row = Math.floor(i / 5);
      foes.push({ kind: 'ship', x: W * (0.15 + col * 0.175), y: -30 - row * 40, r: 13, hp: 1, vx: Math.sin(i) * 30, vy: speed });
    }
  }

  function fly(dir, pressed) {
    if (state === 'ready' || state === 'over') {
      if (pressed) start();
      return;
    }
    held[dir] = pressed;
    if (pressed && state === 'playing') Kit.answered();
  }

  function bomb() {
    if (state !== 'playing' || bombs === 0) return;
    bombs -= 1;
    bombsEl.textContent = String(bombs);
    Kit.answered();
    for (const f of foes) {
      if (f.kind === 'boss') f.hp -= 10;
      else f.hp = 0;
      burst(f.x, f.y, V.theme.accent2);
    }
    reap();
  }

  function burst(x, y, colour) {
    for (let i = 0; i < 8; i += 1) sparks.push({ x, y, vx: (Math.random() - 0.5) * 160, vy: (Math.random() - 0.5) * 160, life: 0.4, colour });
  }

  /* Removes destroyed enemies, scoring them; a rock splits in two. */
  function reap() {
    const kept = [];
    for (const f of foes) {
      if (f.hp > 0) {
        kept.push(f);
        continue;
      }
      setScore(score + (f.kind === 'boss' ? 500 : f.kind === 'rock' ? 20 : 10));
      if (f.kind === 'rock' && f.r > 14) {
        for (const side of [-1, 1]) kept.push({ kind: 'rock', x: f.x, y: f.y, r: f.r * 0.6, hp: 1, vx: side * 60, vy: f.vy });
      }
    }
    foes = kept;
  }

  function hurt(now) {
    if (now < hurtUntil) return;
    lives -= 1;
    hurtUntil = now + 1200;
    burst(ship.x, H - 40, V.theme.pink);
    if (lives <= 0) gameOver();
  }

  function update(dt, now) {
    const dir = (held.right ? 1 : 0) - (held.left ? 1 : 0);
    if (dir) ship.x += dir * 260 * dt;
    ship.x = Math.max(16, Math.min(W - 16, ship.x));
    if (now - lastShot > FIRE_MS) {
      lastShot = now;
      shots.push({ x: ship.x, y: H - 56 });
    }
    for (const s of shots) s.y -= 520 * dt;
    shots = shots.filter((s) => s.y > -10);
    for (const f of foes) {
      f.x += f.vx * dt;
      f.y += f.vy * dt;
      if (f.kind === 'boss' && f.y > H * 0.18) f.vy = 0;
      if (f.x < f.r || f.x > W - f.r) f.vx = -f.vx;
      for (const s of shots) {
        if (!s.hit && Math.hypot(s.x - f.x, s.y - f.y) < f.r + 3) {
          s.hit = true;
          f.hp -= 1;
          if (f.hp <= 0) burst(f.x, f.y, V.theme.accent);
        }
      }
      if (Math.hypot(f.x - ship.x, f.y - (H - 40)) < f.r + 12) {
        f.hp = 0;
        hurt(now);
      }
    }
    shots = shots.filter((s) => !s.hit);
    // An enemy that gets past costs a life (the boss never leaves; it fires instead).
    for (const f of foes) if (f.y - f.r > H) { f.gone = true; hurt(now); }
    foes = foes.filter((f) => !f.gone);
    reap();
    for (const p of sparks) {
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.life -= dt;
    }
    sparks = sparks.filter((p) => p.life > 0);
    if (foes.length === 0 && now > nextWaveAt) {
      spawnWave();
      nextWaveAt = now + 900;
    }
  }

  function gameOver() {
    state = 'over';
    Kit.state('over');
    const best = Kit.best(SLUG, score);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, score);
    Kit.showOverlay(overlay, Kit.t('Game over'), Kit.t('Wave {wave} · Score {score} · Best {best}', { wave, score, best }), Kit.t('Play again'));
  }

  function pause() {
    if (state !== 'playing') return;
    state = 'paused';
    Kit.state('paused');
    held = { left: false, right: false };
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('The fleet holds position.'), Kit.t('Resume'));
  }

  function resume() {
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
  }

  // ---- drawing -------------------------------------------------------------

  function draw(now) {
    const t = V.theme;
    ctx.fillStyle = t.bg;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = t.muted;
    for (const s of stars) {
      s.y = (s.y + s.v * 0.016) % H;
      ctx.fillRect(s.x, s.y, s.size, s.size);
    }
    ctx.fillStyle = t.accent2;
    for (const s of shots) ctx.fillRect(s.x - 1.5, s.y - 8, 3, 10);
    for (const f of foes) {
      if (f.kind === 'rock') {
        ctx.fillStyle = t.muted;
        ctx.beginPath();
        ctx.arc(f.x, f.y, f.r, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = t.line;
        ctx.beginPath();
        ctx.arc(f.x - f.r * 0.3, f.y - f.r * 0.2, f.r * 0.25, 0, Math.PI * 2);
        ctx.fill();
      } else {
        ctx.fillStyle = f.kind === 'boss' ? t.pink : t.accent;
        ctx.beginPath();
        ctx.moveTo(f.x, f.y + f.r);
        ctx.lineTo(f.x - f.r, f.y - f.r * 0.6);
        ctx.lineTo(f.x + f.r, f.y - f.r * 0.6);
        ctx.closePath();
        ctx.fill();
        if (f.kind === 'boss') {
          ctx.fillStyle = t.text;
          ctx.fillRect(f.x - 40, f.y - f.r - 12, 80 * Math.max(0, f.hp / (30 + wave * 2)), 5);
        }
      }
    }
    for (const p of sparks) {
      ctx.globalAlpha = Math.max(0, p.life / 0.4);
      ctx.fillStyle = p.colour;
      ctx.fillRect(p.x, p.y, 3, 3);
    }
    ctx.globalAlpha = now < hurtUntil && Math.floor(now / 100) % 2 ? 0.35 : 1;
    const y = H - 40;
    ctx.fillStyle = t.text;
    ctx.beginPath();
    ctx.moveTo(ship.x, y - 18);
    ctx.lineTo(ship.x - 14, y + 12);
    ctx.lineTo(ship.x, y + 5);
    ctx.lineTo(ship.x + 14, y + 12);
    ctx.closePath();
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.fillStyle = t.text;
    ctx.font = '700 14px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.fillText(`${'♥'.repeat(Math.max(lives, 0))}  ${Kit.t('Wave {wave}', { wave })}`, 8, 20);
  }

  function frame(now) {
    if (state === 'playing') {
      const dt = Math.min(now - last, 100) / 1000;
      last = now;
      update(dt, now);
    }
    draw(now);
    requestAnimationFrame(frame);
  }

  // ---- layout & input ------------------------------------------------------

  Kit.onResize(stage, (w, h) => {
    W = Math.max(220, Math.min(w - 16, 440));
    H = Math.max(260, Math.min(h - 80, W * 1.8));
    ctx = Kit.fitCanvas(canvas, W, H);
    stars = Array.from({ length: 40 }, () => ({ x: Math.random() * W, y: Math.random() * H, v: 20 + Math.random() * 60, size: Math.random() < 0.2 ? 2 : 1 }));
    ship.x = Math.min(ship.x, W - 16);
  });

  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    const d = Kit.keyDir(e);
    if ((d === 'left' || d === 'right') && !e.repeat) fly(d, true);
    else if (e.key === ' ' && !(e.target instanceof HTMLButtonElement)) {
      if (state === 'paused') resume();
      else bomb();
    }
  });
  window.addEventListener('keyup', (e) => {
    const d = Kit.keyDir(e);
    if (d === 'left' || d === 'right') held[d] = false;
  });
  window.addEventListener('blur', () => { held = { left: false, right: false }; });

  // Dragging on the sky moves the ship under the finger.
  let dragging = false;
  canvas.addEventListener('pointerdown', (e) => {
    if (state !== 'playing') return;
    dragging = true;
    Kit.answered();
    canvas.setPointerCapture(e.pointerId);
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!dragging) return;
    const rect = canvas.getBoundingClientRect();
    ship.x = ((e.clientX - rect.left) / rect.width) * W;
  });
  const endDrag = () => { dragging = false; };
  canvas.addEventListener('pointerup', endDrag);
  canvas.addEventListener('pointercancel', endDrag);

  for (const b of document.querySelectorAll('.pad[data-dir]')) {
    b.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      fly(b.dataset.dir, true);
    });
    for (const type of ['pointerup', 'pointerleave', 'pointercancel']) b.addEventListener(type, () => { held[b.dataset.dir] = false; });
  }
  Kit.$('#bomb').addEventListener('click', bomb);

  Kit.pauseControls({ phase: () => state, pause, resume, start });

  bestEl.textContent = String(Kit.best(SLUG, 0));
  requestAnimationFrame(frame);
})();
