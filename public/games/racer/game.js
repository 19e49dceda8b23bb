// Racer: top-down lane racing. The road scrolls down; the player's car changes lanes to pass the
// traffic and collect coins. The pace rises with the distance; a crash ends the run.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'racer';
  const V = Kit.variant(['highway', 'desert', 'night']);
  /* The roads: lanes, traffic density, and what makes each one its own. */
  const ROADS = {
    highway: { lanes: 4, traffic: 0.9, sand: false, dark: false, road: '#2b2d3a', verge: '#1f6b3a' },
    desert: { lanes: 3, traffic: 0.7, sand: true, dark: false, road: '#4a3b2a', verge: '#c9a25e' },
    night: { lanes: 3, traffic: 0.8, sand: false, dark: true, road: '#1c1d26', verge: '#0d1a12' },
  };
  const ROAD = ROADS[V.mode];
  /* Base pace in road-heights per second, by the title's speed. */
  const BASE_PACE = { 1: 0.55, 2: 0.7, 3: 0.9 }[V.speed];
  const TRAFFIC_COLOURS = ['#ff5c7a', '#ffc93c', '#34e39a', '#22d3ee', '#f5f5ff'];

  const stage = Kit.$('#stage');
  const canvas = Kit.$('#road');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');

  let ctx = canvas.getContext('2d');
  let W = 300;
  let H = 480;
  let state = 'ready'; // ready | playing | paused | over
  let lane = 1;
  let carX = 0; // drawn position, easing towards the lane's centre
  let things = []; // { kind: 'car' | 'coin' | 'sand', lane, y (0 top .. 1 bottom), colour }
  let distance = 0;
  let coins = 0;
  let score = 0;
  let slowUntil = 0;
  let spawnIn = 0;
  let scroll = 0;
  let last = 0;

  const laneX = (i) => (W * (i + 0.5)) / ROAD.lanes;
  const pace = () => BASE_PACE * (1 + distance / 60) * (performance.now() < slowUntil ? 0.55 : 1);

  function setScore(value) {
    score = value;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function start() {
    lane = Math.floor(ROAD.lanes / 2);
    carX = laneX(lane);
    things = [];
    distance = 0;
    coins = 0;
    slowUntil = 0;
    spawnIn = 0.6;
    setScore(0);
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
  }

  function steer(dir) {
    if (state === 'ready' || state === 'over') return start();
    if (state !== 'playing') return;
    const next = Math.max(0, Math.min(ROAD.lanes - 1, lane + (dir === 'left' ? -1 : 1)));
    if (next === lane) return;
    lane = next;
    Kit.answered();
  }

  function spawn() {
    // Never block every lane: at least one stays open in each wave.
    const open = Math.floor(Math.random() * ROAD.lanes);
    for (let i = 0; i < ROAD.lanes; i += 1) {
      if (i === open) {
        if (Math.random() < 0.5) things.push({ kind: 'coin', lane: i, y: -0.1 });
        continue;
      }
      if (Math.random() < ROAD.traffic * 0.45) {
        things.push({ kind: 'car', lane: i, y: -0.15 - Math.random() * 0.1, colour: TRAFFIC_COLOURS[Math.floor(Math.random() * TRAFFIC_COLOURS.length)] });
      } else if (ROAD.sand && Math.random() < 0.25) {
        things.push({ kind: 'sand', lane: i, y: -0.1 });
      }
    }
  }

  function update(dt) {
    const step = pace() * dt;
    distance += step;
    scroll = (scroll + step) % 0.2;
    for (const t of things) t.y += step * (t.kind === 'car' ? 0.55 : 1);
    things = things.filter((t) => t.y < 1.2 && !t.taken);
    spawnIn -= step;
    if (spawnIn <= 0) {
      spawn();
      spawnIn = 0.42 + Math.random() * 0.2;
    }
    // The player's car occupies y 0.78..0.9 of the road.
    for (const t of things) {
      if (t.lane !== lane || t.y < 0.72 || t.y > 0.92) continue;
      if (t.kind === 'car') return crash();
      if (t.kind === 'coin') {
        t.taken = true;
        coins += 1;
      }
      if (t.kind === 'sand' && !t.hit) {
        t.hit = true;
        slowUntil = performance.now() + 900;
      }
    }
    setScore(Math.floor(distance * 10) + coins * 25);
  }

  function crash() {
    state = 'over';
    Kit.state('over');
    const best = Kit.best(SLUG, score);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, score);
    Kit.showOverlay(overlay, Kit.t('Crash!'), Kit.t(coins === 1 ? '{metres} m and {coins} coin · Score {score} · Best {best}' : '{metres} m and {coins} coins · Score {score} · Best {best}', {
      metres: Math.floor(distance * 100), coins, score, best,
    }), Kit.t('Race again'));
  }

  function pause() {
    if (state !== 'playing') return;
    state = 'paused';
    Kit.state('paused');
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('The engine is idling.'), Kit.t('Resume'));
  }

  function resume() {
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
  }

  // ---- drawing -------------------------------------------------------------

  function car(x, y, colour, w, h, lights) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.roundRect(x - w / 2, y - h / 2, w, h, w * 0.25);
    ctx.fill();
    ctx.fillStyle = 'rgba(0,0,0,0.45)';
    ctx.fillRect(x - w * 0.35, y - h * 0.25, w * 0.7, h * 0.2);
    if (lights) {
      ctx.fillStyle = '#ff3b3b';
      ctx.fillRect(x - w * 0.42, y + h * 0.4, w * 0.2, h * 0.08);
      ctx.fillRect(x + w * 0.22, y + h * 0.4, w * 0.2, h * 0.08);
    }
  }

  function draw() {
    ctx.fillStyle = ROAD.verge;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = ROAD.road;
    ctx.fillRect(W * 0.03, 0, W * 0.94, H);
    // Lane markings scroll with the road.
    ctx.fillStyle = V.theme.text;
    for (let i = 1; i < ROAD.lanes; i += 1) {
      const x = (W * i) / ROAD.lanes;
      for (let y = -0.2 + scroll; y < 1.1; y += 0.2) ctx.fillRect(x - 2, y * H, 4, H * 0.09);
    }
    const cw = Math.min(46, (W / ROAD.lanes) * 0.55);
    const ch = cw * 1.7;
    for (const t of things) {
      const x = laneX(t.lane);
      const y = t.y * H;
      if (t.kind === 'car') car(x, y, t.colour, cw, ch, true);
      else if (t.kind === 'coin') {
        ctx.fillStyle = V.theme.accent2;
        ctx.beginPath();
        ctx.arc(x, y, cw * 0.28, 0, Math.PI * 2);
        ctx.fill();
      } else {
        ctx.fillStyle = 'rgba(230, 190, 120, 0.75)';
        ctx.beginPath();
        ctx.ellipse(x, y, cw * 0.8, cw * 0.45, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    carX += (laneX(lane) - carX) * 0.35;
    const py = H * 0.84;
    if (ROAD.dark) {
      // At night only the headlights' cone ahead of the car can be seen.
      ctx.save();
      ctx.fillStyle = 'rgba(0,0,0,0.88)';
      ctx.beginPath();
      ctx.rect(0, 0, W, H);
      ctx.moveTo(carX - cw * 0.3, py - ch / 2);
      ctx.lineTo(carX - W * 0.42, py - H * 0.55);
      ctx.lineTo(carX + W * 0.42, py - H * 0.55);
      ctx.lineTo(carX + cw * 0.3, py - ch / 2);
      ctx.arc(carX, py, ch * 0.9, 0, Math.PI * 2);
      ctx.fill('evenodd');
      ctx.restore();
    }
    car(carX, py, V.theme.accent, cw, ch, false);
  }

  function frame(now) {
    if (state === 'playing') {
      const dt = Math.min(now - last, 100) / 1000;
      last = now;
      update(dt);
    }
    draw();
    requestAnimationFrame(frame);
  }

  // ---- layout & input ------------------------------------------------------

  Kit.onResize(stage, (w, h) => {
    W = Math.max(200, Math.min(w - 16, 420));
    H = Math.max(260, Math.min(h - 80, W * 1.8));
    ctx = Kit.fitCanvas(canvas, W, H);
    carX = laneX(lane);
  });

  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    const d = Kit.keyDir(e);
    if (d === 'left' || d === 'right') steer(d);
    else if (e.key === ' ' && state === 'paused') resume();
  });
  Kit.onSwipe(stage, (d) => {
    if (d === 'left' || d === 'right') steer(d);
  }, { repeat: false });
  canvas.addEventListener('pointerdown', (e) => {
    const rect = canvas.getBoundingClientRect();
    steer(e.clientX - rect.left < rect.width / 2 ? 'left' : 'right');
  });
  for (const b of document.querySelectorAll('.pad')) {
    b.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      steer(b.dataset.dir);
    });
    b.addEventListener('click', (e) => {
      if (e.detail === 0) steer(b.dataset.dir);
    });
  }

  Kit.pauseControls({ phase: () => state, pause, resume, start });

  bestEl.textContent = String(Kit.best(SLUG, 0));
  requestAnimationFrame(frame);
})();
