// Penalty Kick: the rules. The player takes penalties (aim with a sweeping marker, then stop a
// power meter, or swipe the ball) and keeps goal against the computer's kicks (dive left, centre
// or right after reading the kicker's tell). scene.js draws; this file decides.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'penalty';
  const V = Kit.variant(['shootout', 'keeper', 'sudden']);
  const S = window.PenaltyScene;
  const T = V.theme;

  /*
   * The title's speed: how fast the aim sweeps and the power meter runs, how sharp the computer's
   * keeper is, and how quickly the computer's kicker runs up, shows his tell and strikes.
   */
  const PACE = {
    1: { sweepMs: 2600, meterMs: 1500, guess: 0.3, react: 200, diveMs: 440, runUp: 1700, tell: 750, flight: 760, honest: 0.9, readsEarly: 0.3 },
    2: { sweepMs: 1900, meterMs: 1150, guess: 0.4, react: 140, diveMs: 380, runUp: 1350, tell: 560, flight: 620, honest: 0.82, readsEarly: 0.45 },
    3: { sweepMs: 1300, meterMs: 850, guess: 0.5, react: 90, diveMs: 330, runUp: 1050, tell: 400, flight: 500, honest: 0.74, readsEarly: 0.6 },
  }[V.speed];
  /* Shootout: five kicks each, then sudden death rounds; a draw after this many rounds. */
  const REGULATION = 5;
  const MAX_ROUNDS = 10;
  const KEEPER_KICKS = 10;
  const WIN_BONUS = 3;
  const SWEET = [0.58, 0.84]; // the power that beats the keeper without flying over
  const PLAYER_DIVE_MS = 300;
  const AIM_STOPS = [-0.78, -0.4, 0, 0.4, 0.78];
  const HEIGHTS = [0.18, 0.5, 0.82];
  const POST = 0.035; // the posts and bar, in goal units, either side of the frame
  const BODY = 0.17; // how close the ball must pass the keeper's body to be stopped

  const YOU = { shirt: T.accent, shorts: '#f5f5ff', socks: T.accent, number: '10' };
  const CPU = { shirt: T.pink, shorts: '#1a1a22', socks: T.pink, number: '9' };
  const YOUR_KEEPER = { shirt: T.accent2, shorts: '#1a1a22', gloves: '#ffc93c' };
  const CPU_KEEPER = { shirt: '#ffc93c', shorts: '#1a1a22', gloves: '#f5f5ff' };

  const stage = Kit.$('#stage');
  const canvas = Kit.$('#pitch');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const boardEl = Kit.$('#board');
  const statusEl = Kit.$('#status');
  const controlsEl = Kit.$('#controls');
  const buttons = [...document.querySelectorAll('.ctl')];

  let ctx = canvas.getContext('2d');
  let W = 340;
  let H = 520;
  let state = 'ready'; // ready | playing | paused | over
  let clock = 0; // game time in ms; it stands still while paused
  let last = 0;
  let score = 0;
  let you = []; // your kicks: true scored, false missed
  let cpu = []; // the computer's kicks: true scored, false kept out
  let turn = null; // { who: 'you' | 'cpu', phase: 'aim' | 'power' | 'runup' | 'flight' | 'after' }
  let aim = null;
  let meter = null;
  let shot = null;
  let ball = null;
  let banner = null;
  let confetti = [];
  let excite = 0;
  let netShake = 0;
  let nextAt = 0;

  const rnd = (a, b) => a + Math.random() * (b - a);
  const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
  const zoneOf = (x) => (x < -0.33 ? -1 : x > 0.33 ? 1 : 0);
  const goals = (list) => list.filter(Boolean).length;

  function setScore(value) {
    score = value;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  // ---- the scoreboard --------------------------------------------------------

  function dotsRow(label, list, slots, now, total) {
    const dots = [];
    for (let i = 0; i < slots; i += 1) {
      const cls = i < list.length ? (list[i] ? 'in' : 'out') : i === list.length && now ? 'now' : '';
      dots.push(`<span class="dot ${cls}"></span>`);
    }
    return `<div class="row"><span class="who">${label}</span><span class="dots">${dots.join('')}</span><b class="total">${total}</b></div>`;
  }

  function renderBoard() {
    const next = turn ? turn.who : '';
    if (V.mode === 'shootout') {
      const slots = Math.max(REGULATION, you.length + (next === 'you' ? 1 : 0), cpu.length + (next === 'cpu' ? 1 : 0));
      boardEl.innerHTML =
        dotsRow(Kit.t('You'), you, slots, next === 'you', goals(you)) + dotsRow(Kit.t('CPU'), cpu, slots, next === 'cpu', goals(cpu));
      boardEl.setAttribute('aria-label', Kit.t('You {you}, computer {cpu}', { you: goals(you), cpu: goals(cpu) }));
    } else if (V.mode === 'keeper') {
      // Green for a kick kept out, red for a goal let in.
      const saves = cpu.map((scored) => !scored);
      boardEl.innerHTML = dotsRow(Kit.t('Saves'), saves, KEEPER_KICKS, true, `${goals(saves)}/${KEEPER_KICKS}`);
      boardEl.setAttribute('aria-label', Kit.t('{saves} saves from {kicks} kicks', { saves: goals(saves), kicks: cpu.length }));
    } else {
      const shown = you.slice(-11);
      boardEl.innerHTML = dotsRow(Kit.t('Streak'), shown, Math.max(5, shown.length + 1), true, goals(you));
      boardEl.setAttribute('aria-label', Kit.t('{goals} goals in a row', { goals: goals(you) }));
    }
  }

  // ---- turns -----------------------------------------------------------------

  function setControls(who) {
    const labels =
      who === 'you'
        ? [[Kit.t('Left'), Kit.t('Aim left')], [Kit.t('Kick'), Kit.t('Kick')], [Kit.t('Right'), Kit.t('Aim right')]]
        : [[Kit.t('Dive'), Kit.t('Dive left')], [Kit.t('Stay'), Kit.t('Stay in the centre')], [Kit.t('Dive'), Kit.t('Dive right')]];
    buttons.forEach((b, i) => {
      b.querySelector('span').textContent = labels[i][0];
      b.setAttribute('aria-label', labels[i][1]);
    });
  }

  function say(text) {
    statusEl.textContent = text;
  }

  function kickerAt(kit, run) {
    return { kit, run, running: false, kick: 0, lean: 0, look: 0, cheer: false };
  }

  function startTurn(who) {
    turn = { who, phase: who === 'you' ? 'aim' : 'runup' };
    ball = { x: 0, z: 0, h: 0, spin: 0, vx: 0, vz: 0, vh: 0 };
    banner = null;
    setControls(who);
    if (who === 'you') {
      aim = { x: -1.1, h: HEIGHTS[1], sweeping: true, locked: false, curve: 0, t: 0 };
      meter = { value: 0, active: false, t: 0, sweet: SWEET };
      shot = { who, kicker: kickerAt(YOU, 0.72), keeper: { kit: CPU_KEEPER, dive: null, start: Infinity, ms: PACE.diveMs } };
      say(Kit.t('Your kick · tap the goal or press Kick to aim'));
    } else {
      aim = null;
      meter = null;
      shot = planComputerKick();
      say(Kit.t('You keep · dive as he strikes · watch his tell'));
    }
    renderBoard();
  }

  /* The computer's kick: a corner or the middle, sometimes off target, and a tell that is usually honest. */
  function planComputerKick() {
    const r = Math.random();
    const zone = r < 0.4 ? -1 : r < 0.8 ? 1 : 0;
    const target = aimIn(zone);
    const honest = Math.random() < PACE.honest;
    const tellDir = honest ? zone : [-1, 0, 1].filter((d) => d !== zone)[Math.floor(Math.random() * 2)];
    // The tell gets shorter as the keeper's run goes on (in keeper mode the last kicks are the hardest).
    const tellMs = PACE.tell * (V.mode === 'keeper' ? 1 - cpu.length * 0.04 : 1);
    return {
      who: 'cpu',
      ...target,
      power: rnd(0.55, 0.8),
      runStart: clock,
      kickAt: clock + PACE.runUp,
      flight: PACE.flight,
      tellDir,
      tellMs,
      read: false,
      kicker: kickerAt(CPU, 0),
      keeper: { kit: YOUR_KEEPER, dive: null, start: Infinity, ms: PLAYER_DIVE_MS },
    };
  }

  function aimIn(zone) {
    let tx = zone === 0 ? rnd(-0.25, 0.25) : zone * rnd(0.5, 0.94);
    let th = rnd(0.08, 0.9);
    // About one kick in ten goes wide or over.
    if (Math.random() < 0.1) {
      if (zone !== 0 && Math.random() < 0.6) tx = zone * rnd(1.06, 1.3);
      else th = rnd(1.06, 1.4);
    }
    return { tx, th, curve: (zone || (Math.random() < 0.5 ? -1 : 1)) * rnd(0.08, 0.2), arc: rnd(0.05, 0.2) };
  }

  // ---- your kick ---------------------------------------------------------------

  function nudgeAim(dir) {
    if (turn.phase !== 'aim') return;
    aim.sweeping = false;
    if (dir === 'left' || dir === 'right') {
      // Step to the next aiming stop on that side (left corner, left, centre, right, right corner).
      const i =
        dir === 'left'
          ? AIM_STOPS.reduce((found, x, j) => (x < aim.x - 0.05 ? j : found), 0)
          : AIM_STOPS.reduceRight((found, x, j) => (x > aim.x + 0.05 ? j : found), AIM_STOPS.length - 1);
      aim.x = AIM_STOPS[i];
    } else {
      const near = HEIGHTS.reduce((best, h, j) => (Math.abs(h - aim.h) < Math.abs(HEIGHTS[best] - aim.h) ? j : best), 0);
      aim.h = HEIGHTS[clamp(near + (dir === 'up' ? 1 : -1), 0, HEIGHTS.length - 1)];
    }
    Kit.answered();
  }

  function aimAt(x, h) {
    if (turn.phase !== 'aim') return;
    aim.sweeping = false;
    aim.x = clamp(x, -1.2, 1.2);
    aim.h = clamp(h, 0.05, 1.2);
    Kit.answered();
  }

  /* The Kick button, Space or Enter: first it fixes the aim, then it stops the power meter and shoots. */
  function press() {
    if (turn.phase === 'aim') {
      aim.sweeping = false;
      aim.locked = true;
      meter.active = true;
      meter.t = 0;
      turn.phase = 'power';
      buttons[1].querySelector('span').textContent = Kit.t('Shoot');
      buttons[1].setAttribute('aria-label', Kit.t('Shoot'));
      say(Kit.t('Stop the power in the white box'));
      Kit.answered();
    } else if (turn.phase === 'power') {
      kick(meter.value, aim.x, aim.h);
    }
  }

  function kick(power, x, h) {
    meter.active = false;
    meter.value = power;
    aim.locked = true;
    aim.x = x;
    aim.h = h;
    // A mishit drifts a little; an overhit rises, and a weak one is slow for the keeper.
    const sweet = power >= SWEET[0] && power <= SWEET[1];
    const wobble = sweet ? 0.05 : 0.1;
    const tx = x + rnd(-wobble, wobble);
    const th = Math.max(0.02, h + rnd(-wobble, wobble) + (power > SWEET[1] ? (power - SWEET[1]) * 2.8 : 0));
    Object.assign(shot, {
      tx,
      th,
      power,
      curve: (x >= 0 ? 1 : -1) * rnd(0.1, 0.2),
      arc: 0.06 + power * 0.12,
      kickAt: clock + 240,
      runStart: clock,
      flight: 950 - 480 * power,
    });
    planKeeperDive();
    turn.phase = 'runup';
    say('');
    Kit.answered();
  }

  /*
   * The computer's keeper guesses: a sharper keeper at a higher speed, sharper still in a long run.
   * Even a right guess cannot reach the very corners: a shot tucked inside the post is a goal.
   */
  function planKeeperDive() {
    const streak = V.mode === 'sudden' ? goals(you) : 0;
    // A weak shot gives the keeper time to see it and get across.
    const weak = Math.max(0, SWEET[0] - shot.power) * 1.5;
    const guessRight = Math.random() < Math.min(0.85, PACE.guess + streak * 0.035 + weak);
    const zone = zoneOf(shot.tx);
    let dive;
    if (guessRight) dive = { dir: zone, tx: clamp(shot.tx + rnd(-0.12, 0.12), -0.72, 0.72), th: clamp(shot.th + rnd(-0.15, 0.15), 0, 0.75) };
    else {
      const dir = [-1, 0, 1].filter((d) => d !== zone)[Math.floor(Math.random() * 2)];
      dive = { dir, tx: dir * 0.7, th: rnd(0.2, 0.7) };
    }
    dive.hold = 600 / PACE.diveMs; // the keeper stays stretched this long (as a share of the dive) before landing
    shot.keeper.dive = dive;
    shot.keeper.start = shot.kickAt + PACE.react;
  }

  // ---- your save -------------------------------------------------------------

  function dive(dir) {
    if (turn.who !== 'cpu' || (turn.phase !== 'runup' && turn.phase !== 'flight') || shot.keeper.dive) return;
    // A kicker who sees the keeper go before his tell puts it the other way.
    if (clock < shot.kickAt - shot.tellMs && shot.th < 1 && Math.abs(shot.tx) < 1 && Math.random() < PACE.readsEarly) {
      const away = dir === 0 ? (Math.random() < 0.5 ? -1 : 1) : Math.random() < 0.7 ? -dir : 0;
      Object.assign(shot, aimIn(away), { read: true });
      shot.th = Math.min(shot.th, 0.9);
      shot.tx = clamp(shot.tx, -0.94, 0.94);
    }
    const same = zoneOf(shot.tx) === dir;
    // The dive holds its stretch about a second: dive as the tell shows and it lasts till the ball comes.
    shot.keeper.dive = { dir, tx: dir === 0 ? shot.tx : dir * 0.8, th: same ? clamp(shot.th, 0, 1) : dir === 0 ? 0.6 : 0.45, hold: 1000 / PLAYER_DIVE_MS };
    shot.keeper.start = clock;
    Kit.answered();
  }

  // ---- the ball in flight and the verdict --------------------------------------

  function keeperProgress(k, at) {
    return k.dive ? (at - k.start) / k.ms : 0;
  }

  function keeperStops(k, at, x, h) {
    const segs = S.keeperSegments(S.keeperPose(k.dive, keeperProgress(k, at)));
    const A = S.GOAL_ASPECT;
    return segs.some(([a, b]) => {
      const px = x - a.x;
      const py = (h - a.h) * A;
      const sx = b.x - a.x;
      const sy = (b.h - a.h) * A;
      const t = clamp((px * sx + py * sy) / (sx * sx + sy * sy || 1), 0, 1);
      return Math.hypot(px - sx * t, py - sy * t) < BODY;
    });
  }

  /* What happened when the ball reached the goal line: 'goal', 'saved', 'post', 'bar', 'wide' or 'over'. */
  function verdict() {
    const { tx, th } = shot;
    const ax = Math.abs(tx);
    if (ax > 1 + POST) return th > 1 + POST ? 'over' : 'wide';
    if (ax > 1 - POST && th < 1 + POST) return 'post';
    if (th > 1 + POST) return 'over';
    if (th > 1 - POST) return 'bar';
    return keeperStops(shot.keeper, shot.kickAt + shot.flight, tx, th) ? 'saved' : 'goal';
  }

  function arrive() {
    const outcome = verdict();
    shot.outcome = outcome;
    const s = Math.sign(shot.tx) || 1;
    const after = {
      goal: [shot.tx * 0.3, 0.6, -0.3],
      saved: [(Math.sign(shot.tx - (shot.keeper.dive ? shot.keeper.dive.tx * 0.5 : 0)) || s) * 0.7, -0.6, 1.2],
      post: [-s * 0.9, -0.7, 0.4],
      bar: [shot.tx * 0.2, -0.6, 1.6],
      wide: [s * 0.6, 1.2, 0.2],
      over: [shot.tx * 0.3, 1.3, 1.4],
    }[outcome];
    [ball.vx, ball.vz, ball.vh] = after;
    if (outcome === 'goal') netShake = 1;
    turn.phase = 'after';
    settle(outcome);
  }

  const MISS_TEXT = { saved: Kit.t('SAVED!'), post: Kit.t('OFF THE POST'), bar: Kit.t('CROSSBAR!'), wide: Kit.t('WIDE!'), over: Kit.t('OVER THE BAR') };

  function settle(outcome) {
    const scored = outcome === 'goal';
    if (shot.who === 'you') {
      you.push(scored);
      shot.kicker.cheer = scored;
      if (scored) celebrate(Kit.t('GOAL!'), T.accent2, V.mode === 'sudden' ? Kit.t('{goals} in a row', { goals: goals(you) }) : '');
      else banner = { text: MISS_TEXT[outcome], colour: '#ff5c7a', sub: outcome === 'saved' ? Kit.t('The keeper read it') : '', at: clock };
    } else {
      cpu.push(scored);
      shot.kicker.cheer = scored;
      if (scored) banner = { text: Kit.t('GOAL'), colour: T.pink, sub: shot.read ? Kit.t('He saw you go early') : Kit.t('They scored'), at: clock };
      else if (outcome === 'saved') celebrate(Kit.t('SAVED!'), T.accent2, Kit.t('What a stop!'));
      else banner = { text: Kit.t('MISSED!'), colour: '#3ddc84', sub: MISS_TEXT[outcome].toLowerCase(), at: clock };
    }
    setScore(liveScore());
    renderBoard();
    nextAt = clock + 1700;
  }

  function celebrate(text, colour, sub) {
    banner = { text, colour, sub, at: clock };
    excite = 1;
    const palette = [T.accent, T.accent2, T.pink, '#ffc93c', '#ffffff'];
    for (let i = 0; i < 70; i += 1) {
      confetti.push({ x: rnd(0, W), y: rnd(-H * 0.3, 0), vx: rnd(-40, 40), vy: rnd(60, 180), rot: rnd(0, 6), vr: rnd(-8, 8), c: palette[i % palette.length] });
    }
  }

  function liveScore() {
    if (V.mode === 'keeper') return cpu.filter((s) => !s).length;
    if (V.mode === 'sudden') return goals(you);
    return goals(you) + cpu.filter((s) => !s).length;
  }

  /* After each kick: who kicks next, or how the game ended. */
  function afterKick() {
    if (V.mode === 'sudden') return you[you.length - 1] ? startTurn('you') : finish();
    if (V.mode === 'keeper') return cpu.length >= KEEPER_KICKS ? finish() : startTurn('cpu');
    if (shootoutDecided() !== null) return finish();
    return startTurn(you.length > cpu.length ? 'cpu' : 'you');
  }

  /* The shootout ends as soon as one side cannot catch up; level after five each, it goes to sudden death rounds. */
  function shootoutDecided() {
    const a = goals(you);
    const b = goals(cpu);
    if (you.length <= REGULATION && cpu.length <= REGULATION) {
      if (a + (REGULATION - you.length) < b) return 'cpu';
      if (b + (REGULATION - cpu.length) < a) return 'you';
      if (you.length < REGULATION || cpu.length < REGULATION) return null;
    }
    if (you.length !== cpu.length) return null;
    if (a !== b) return a > b ? 'you' : 'cpu';
    return you.length >= MAX_ROUNDS ? 'draw' : null;
  }

  function finish() {
    let title;
    let text;
    let final = liveScore();
    if (V.mode === 'shootout') {
      const winner = shootoutDecided();
      if (winner === 'you') final += WIN_BONUS;
      title = winner === 'you' ? Kit.t('You win the shootout!') : winner === 'cpu' ? Kit.t('The computer wins') : Kit.t('Honours even');
      text = Kit.t('You {you} – {cpu} CPU · {you} scored, {kept} kept out', { you: goals(you), cpu: goals(cpu), kept: cpu.filter((s) => !s).length });
      if (winner === 'you') text += ` · ${Kit.t('+{bonus} for the win', { bonus: WIN_BONUS })}`;
    } else if (V.mode === 'keeper') {
      title = final >= 7 ? Kit.t('Brick wall!') : final >= 4 ? Kit.t('Good hands') : Kit.t('Beaten');
      text = Kit.t('You kept out {saves} of {kicks} kicks', { saves: final, kicks: KEEPER_KICKS });
    } else {
      title = final >= 10 ? Kit.t('Unstoppable!') : Kit.t('Streak over');
      text = Kit.t(final === 1 ? '{goals} goal in a row before the miss' : '{goals} goals in a row before the miss', { goals: final });
    }
    setScore(final);
    state = 'over';
    Kit.state('over');
    turn = null;
    renderBoard();
    const best = Kit.best(SLUG, final);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, final);
    say('');
    Kit.showOverlay(overlay, title, Kit.t('{text} · Score {score} · Best {best}', { text, score: final, best }), Kit.t('Play again'));
  }

  // ---- the loop ------------------------------------------------------------------

  function step(dt) {
    clock += dt;
    const k = dt / 1000;
    if (turn && aim && turn.phase === 'aim' && aim.sweeping) {
      // The marker sweeps post to post and a little beyond: stop it too late and it is wide.
      aim.t += dt;
      aim.x = Math.sin((aim.t / PACE.sweepMs) * Math.PI * 2 - Math.PI / 2) * 1.12;
    }
    if (turn && meter && turn.phase === 'power') {
      meter.t += dt;
      const c = (meter.t / PACE.meterMs) % 2;
      meter.value = c < 1 ? c : 2 - c;
    }
    if (turn && shot && shot.kickAt !== undefined) {
      const kicker = shot.kicker;
      if (turn.phase === 'runup') {
        const span = shot.kickAt - shot.runStart;
        const from = shot.who === 'you' ? 0.72 : 0;
        kicker.run = from + (1 - from) * clamp((clock - shot.runStart) / span, 0, 1);
        kicker.running = true;
        if (clock >= shot.kickAt) {
          turn.phase = 'flight';
          kicker.running = false;
          say('');
        }
      }
      if (turn.phase === 'flight' || turn.phase === 'after') kicker.kick = clamp((clock - shot.kickAt) / 160, 0, 1);
      kicker.look = shot.who === 'cpu' && clock > shot.kickAt - shot.tellMs ? shot.tellDir : 0;
      kicker.lean = kicker.kick * 0.6;
      if (turn.phase === 'flight') {
        const t = clamp((clock - shot.kickAt) / shot.flight, 0, 1);
        ball.z = t;
        ball.x = shot.tx * t + shot.curve * Math.sin(Math.PI * t);
        ball.h = shot.th * t + shot.arc * Math.sin(Math.PI * t);
        ball.spin += k * 14;
        if (t >= 1) arrive();
      } else if (turn.phase === 'after') {
        ball.x += ball.vx * k;
        ball.z += ball.vz * k;
        ball.h += ball.vh * k;
        ball.vh -= 4 * k;
        ball.spin += k * ball.vz * 6;
        if (ball.h < 0) {
          ball.h = 0;
          ball.vh = -ball.vh * 0.45;
          ball.vx *= 0.7;
          ball.vz *= 0.7;
        }
        if (shot.outcome === 'goal' && ball.z > 1.15) {
          ball.z = 1.15;
          ball.vz = 0;
          ball.vx *= 0.5;
        }
        if (ball.z > 1.4) ball.vz = -Math.abs(ball.vz) * 0.3;
        if (clock >= nextAt) afterKick();
      }
    }
    excite = Math.max(0, excite - k * 0.5);
    netShake = Math.max(0, netShake - k * 1.5);
    for (const c of confetti) {
      c.x += c.vx * k;
      c.y += c.vy * k;
      c.rot += c.vr * k;
    }
    confetti = confetti.filter((c) => c.y < H + 10);
  }

  function view() {
    const kicking = turn && shot;
    const keeper = kicking ? shot.keeper : { kit: V.mode === 'keeper' ? YOUR_KEEPER : CPU_KEEPER, dive: null, start: Infinity, ms: 1 };
    const showTell = kicking && shot.who === 'cpu' && turn.phase === 'runup' && clock > shot.kickAt - shot.tellMs;
    return {
      theme: T,
      time: clock,
      excite,
      netShake,
      keeper: { dive: keeper.dive, p: keeperProgress(keeper, clock), ...keeper.kit },
      kicker: kicking ? { ...shot.kicker, ...shot.kicker.kit } : { ...kickerAt(V.mode === 'keeper' ? CPU : YOU, 0.72), ...(V.mode === 'keeper' ? CPU : YOU) },
      ball: ball || { x: 0, z: 0, h: 0, spin: 0 },
      aim: turn && turn.who === 'you' && (turn.phase === 'aim' || turn.phase === 'power') ? aim : null,
      meter: turn && turn.who === 'you' ? meter : null,
      tell: showTell ? { dir: shot.tellDir } : null,
      banner: banner && clock - banner.at < 1650 ? banner : null,
      confetti,
    };
  }

  function frame(now) {
    const dt = Math.min(50, now - last);
    last = now;
    if (state === 'playing') step(dt);
    S.draw(ctx, W, H, view());
    requestAnimationFrame(frame);
  }

  // ---- start, pause, end ----------------------------------------------------------

  function start() {
    you = [];
    cpu = [];
    confetti = [];
    excite = 0;
    clock = 0;
    setScore(0);
    state = 'playing';
    Kit.state('playing');
    Kit.hideOverlay(overlay);
    startTurn(V.mode === 'keeper' ? 'cpu' : 'you');
  }

  function pause() {
    if (state !== 'playing') return;
    state = 'paused';
    Kit.state('paused');
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('The referee holds the kick.'), Kit.t('Resume'));
  }

  function resume() {
    state = 'playing';
    Kit.state('playing');
    Kit.hideOverlay(overlay);
  }

  // ---- input ---------------------------------------------------------------------

  /* One action from a key, a button or a tap: left, up (centre / Kick) or right. */
  function act(dir) {
    if (state !== 'playing' || !turn) return;
    if (turn.who === 'you') {
      if (dir === 'press') press();
      else nudgeAim(dir);
    } else {
      dive(dir === 'left' ? -1 : dir === 'right' ? 1 : 0);
    }
  }

  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    if (state !== 'playing' || e.repeat) return;
    if (e.target instanceof HTMLButtonElement && (e.key === ' ' || e.key === 'Enter')) return;
    const d = Kit.keyDir(e);
    const shooting = turn && turn.who === 'you';
    if (d === 'left' || d === 'right') act(d);
    else if (d === 'up' || d === 'down') act(shooting ? d : 'up');
    else if (e.key === ' ' || e.key === 'Enter') act(shooting ? 'press' : 'up');
  });

  buttons.forEach((b) => {
    const dir = b.dataset.dir;
    const run = () => act(dir === 'up' ? (turn && turn.who === 'you' ? 'press' : 'up') : dir);
    b.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      run();
    });
    b.addEventListener('click', (e) => {
      if (e.detail === 0) run(); // keyboard activation; touches were handled on pointerdown
    });
  });

  /* On the pitch: tap the goal to aim, tap anywhere else to kick, or swipe the ball towards the goal. In goal, tap a side. */
  let down = null;
  canvas.addEventListener('pointerdown', (e) => {
    down = { x: e.clientX, y: e.clientY, at: performance.now() };
  });
  canvas.addEventListener('pointerup', (e) => {
    if (!down || state !== 'playing' || !turn) return;
    const rect = canvas.getBoundingClientRect();
    const g = S.geometry(W, H);
    const dx = e.clientX - down.x;
    const dy = e.clientY - down.y;
    const x = down.x - rect.left;
    const y = down.y - rect.top;
    const ms = Math.max(16, performance.now() - down.at);
    down = null;
    if (turn.who === 'cpu') {
      const side = Math.abs(dx) > 30 ? (dx < 0 ? -1 : 1) : x < W / 3 ? -1 : x > (2 * W) / 3 ? 1 : 0;
      act(side < 0 ? 'left' : side > 0 ? 'right' : 'up');
      return;
    }
    if (turn.phase !== 'aim' && turn.phase !== 'power') return;
    if (dy < -30 && y > g.gl) {
      // A swipe: its direction carried on to the goal line picks the spot, its end the height, its speed the power.
      const endY = e.clientY - rect.top;
      const reach = (g.spotY - g.gl) / -dy;
      const tx = (x + dx * reach - g.cx) / g.halfW;
      const th = endY < g.gl ? (g.gl - endY) / g.gh : 0.15;
      const power = clamp((Math.hypot(dx, dy) / ms - 0.3) / 1.6, 0.2, 1);
      if (turn.phase === 'aim') {
        turn.phase = 'power';
        meter.t = 0;
      }
      kick(power, clamp(tx, -1.4, 1.4), clamp(th, 0.05, 1.4));
      return;
    }
    const gx = (x - g.cx) / g.halfW;
    const gh = (g.gl - y) / g.gh;
    if (turn.phase === 'aim' && Math.abs(gx) < 1.3 && gh > -0.3 && gh < 1.4) aimAt(gx, clamp(gh, 0.05, 1.2));
    else act('press');
  });

  Kit.pauseControls({ phase: () => state, pause, resume, start });

  Kit.onResize(stage, (w, h) => {
    const used = boardEl.offsetHeight + statusEl.offsetHeight + controlsEl.offsetHeight + 34;
    // A portrait picture: never wider than 1 : 1.2, so a short landscape screen still shows the whole pitch.
    const room = Math.max(200, h - used);
    W = Math.max(160, Math.min(w - 16, 460, room / 1.2));
    H = Math.min(room, W * 1.75);
    ctx = Kit.fitCanvas(canvas, W, H);
  });

  const INTRO = {
    shootout: Kit.t('Five kicks each against the computer: you shoot, then you keep. Stop the sweeping marker, then the power in the white box. In goal, dive left, centre or right.'),
    keeper: Kit.t('Ten kicks and you are the keeper. Watch the kicker’s tell and dive left, centre or right: arrows, Space, or the buttons.'),
    sudden: Kit.t('Sudden death: keep scoring while the keeper gets sharper. The first miss ends your run. Tap the goal or swipe the ball.'),
  };
  overlay.querySelector('[data-text]').textContent = INTRO[V.mode];
  setControls(V.mode === 'keeper' ? 'cpu' : 'you');
  bestEl.textContent = String(Kit.best(SLUG, 0));
  renderBoard();
  requestAnimationFrame((now) => {
    last = now;
    frame(now);
  });
})();
