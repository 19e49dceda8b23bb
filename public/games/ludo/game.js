// Ludo: the cross-shaped board with four coloured yards, played against the computer. A six
// brings a token out and earns another roll; landing on a rival sends it back to its yard (stars
// and start squares are safe); the first to bring every token home to the centre wins.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'ludo';
  const V = Kit.variant(['classic', 'four', 'quick']);

  // ---- the board -------------------------------------------------------------
  // A 15 x 15 grid. Seats are numbered clockwise from the top-left yard; the player sits
  // bottom-left (seat 3) so their tokens set off up the left side of the bottom arm.
  const SEATS = [
    { name: Kit.t('Green'), color: '#2fa65a', dark: '#1c6b39' },
    { name: Kit.t('Yellow'), color: '#f4c430', dark: '#a07b0c' },
    { name: Kit.t('Blue'), color: '#2f80ed', dark: '#1b4f99' },
    { name: Kit.t('Red'), color: '#e53935', dark: '#99201d' },
  ];
  const YOU = 3;
  const MODES = {
    classic: { seats: [3, 1], tokens: 4, text: Kit.t('You (red) against Yellow. First to bring all four tokens home wins.') },
    four: { seats: [3, 0, 1, 2], tokens: 4, text: Kit.t('You (red) against Green, Yellow and Blue. First to bring all four tokens home wins.') },
    quick: { seats: [3, 1], tokens: 2, out: 1, text: Kit.t('A short game: two tokens each, one already out, you (red) against Yellow.') },
  };
  const MODE = MODES[V.mode];
  const N = MODE.tokens;

  /* The shared 52-square track, for the top-left seat, as grid cells in walking order. */
  const TRACK = [];
  const walk = (c, r, dc, dr, n) => {
    for (let i = 0; i < n; i += 1) TRACK.push([c + dc * i, r + dr * i]);
  };
  walk(1, 6, 1, 0, 5);
  walk(6, 5, 0, -1, 6);
  walk(7, 0, 0, 0, 1);
  walk(8, 0, 0, 1, 6);
  walk(9, 6, 1, 0, 6);
  walk(14, 7, 0, 0, 1);
  walk(14, 8, -1, 0, 6);
  walk(8, 9, 0, 1, 6);
  walk(7, 14, 0, 0, 1);
  walk(6, 14, 0, -1, 6);
  walk(5, 8, -1, 0, 6);
  walk(0, 7, 0, 0, 1);
  walk(0, 6, 0, 0, 1);
  const LAP = TRACK.length; // 52
  const START = [0, 13, 26, 39]; // where each seat's tokens enter the track
  /* Start squares and the star eight squares on from each are safe: nobody is captured there. */
  const SAFE = new Set([0, 8, 13, 21, 26, 34, 39, 47]);
  /* A token's progress: -1 in the yard, 0..50 on the track, 51..55 its home column, 56 home. */
  const LAST_TRACK = 50;
  const HOME = 56;

  /* Rotate a point (in cell units from the board's corner) a quarter turn clockwise per seat. */
  function rotate(x, y, seat) {
    for (let i = 0; i < seat; i += 1) [x, y] = [15 - y, x];
    return [x, y];
  }
  /* Centre of the square (in cell units) where a seat's token with this progress stands. */
  function spot(seat, p, idx) {
    if (p < 0) {
      const [x, y] = [[1.75, 1.75], [4.25, 1.75], [1.75, 4.25], [4.25, 4.25]][idx];
      return rotate(x, y, seat);
    }
    if (p <= LAST_TRACK) {
      const [c, r] = TRACK[(START[seat] + p) % LAP];
      return [c + 0.5, r + 0.5];
    }
    if (p < HOME) return rotate(p - LAST_TRACK + 0.5, 7.5, seat);
    // Home: tokens gather in the seat's triangle of the centre.
    const [ox, oy] = [[-0.25, -0.3], [-0.25, 0.3], [0.25, -0.3], [0.25, 0.3]][idx];
    return rotate(6.55 + ox * 0.9, 7.5 + oy * 1.4, seat);
  }
  const square = (seat, p) => (START[seat] + p) % LAP;

  // ---- pace and strategy -----------------------------------------------------
  /* Speed 1/2/3: how quickly the computer rolls and walks, and how sharp its choices are. */
  const PACE = {
    1: { think: 900, step: 250, roll: 650 },
    2: { think: 600, step: 170, roll: 500 },
    3: { think: 380, step: 115, roll: 380 },
  }[V.speed];
  const YOUR_STEP = 140;
  const YOUR_ROLL = 380;
  /* Scoring: a point a square, and bonuses for captures, tokens home and the win. */
  const POINTS = { capture: 20, home: 50, win: 100 };

  // ---- elements ----------------------------------------------------------------
  const stage = Kit.$('#stage');
  const canvas = Kit.$('#board');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const statusEl = Kit.$('#status');
  const dieBtn = Kit.$('#die');
  const pipsEl = Kit.$('#pips');
  const playersEl = Kit.$('#players');

  let ctx = canvas.getContext('2d');
  let S = 22; // one cell in CSS pixels
  let boardImg = null;

  // ---- game state --------------------------------------------------------------
  let state = 'ready'; // ready | playing | paused | over
  let clock = 0; // game time in ms; stands still while paused
  let timers = [];
  let tokens = {}; // seat -> progress per token
  let turn = YOU;
  let phase = 'idle'; // roll | rolling | pick | moving | idle
  let die = 6;
  let sixes = 0;
  let moves = []; // legal moves after the roll: { idx, from, to }
  let selected = -1; // the player's chosen token while picking
  let walker = null; // the token walking: { seat, idx, from: [x,y], at }
  let flights = []; // captured tokens flying home: { seat, idx, from: [x,y], at }
  let pops = []; // points won, floating up from the square: { x, y, text, at }
  let score = 0;
  let captures = 0;
  let chips = {};
  let dieShown = false; // false until this turn's roll lands: the yard's die shows a "?"

  const after = (ms, fn) => timers.push({ at: clock + ms, fn });
  const isYou = (seat) => seat === YOU;

  function setScore(value) {
    score = value;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function say(text) {
    statusEl.textContent = text;
  }

  // ---- rules ---------------------------------------------------------------------

  function legalMoves(seat, roll) {
    const list = [];
    tokens[seat].forEach((p, idx) => {
      if (p < 0 && roll === 6) list.push({ idx, from: p, to: 0 });
      else if (p >= 0 && p + roll <= HOME) list.push({ idx, from: p, to: p + roll }); // home needs the exact roll
    });
    return list;
  }

  /* Rival tokens standing on a track square (only tokens still on the shared track count). */
  function rivalsOn(seat, sq) {
    const found = [];
    for (const other of MODE.seats) {
      if (other === seat) continue;
      tokens[other].forEach((q, idx) => {
        if (q >= 0 && q <= LAST_TRACK && square(other, q) === sq) found.push({ seat: other, idx, p: q });
      });
    }
    return found;
  }

  /* Can a rival reach this square with one roll? (A rival already turning home cannot.) */
  function threatened(seat, sq) {
    for (const other of MODE.seats) {
      if (other === seat) continue;
      for (const q of tokens[other]) {
        if (q < 0 || q > LAST_TRACK) continue;
        const gap = (sq - square(other, q) + LAP) % LAP;
        if (gap >= 1 && gap <= 6 && q + gap <= LAST_TRACK) return true;
      }
    }
    return false;
  }

  function describe(seat, m) {
    const onTrack = m.to <= LAST_TRACK;
    const sq = onTrack ? square(seat, m.to) : -1;
    const victims = onTrack && !SAFE.has(sq) ? rivalsOn(seat, sq) : [];
    const safeNow = m.from < 0 || m.from > LAST_TRACK || SAFE.has(square(seat, m.from));
    return {
      ...m,
      victims,
      home: m.to === HOME,
      safe: !onTrack || SAFE.has(sq) || !threatened(seat, sq),
      escapes: !safeNow && threatened(seat, square(seat, m.from)),
    };
  }

  /*
   * The computer's choice. Gentle (speed 1) often just moves something; normal (2) captures when
   * it can, otherwise advances its leading token that lands safe; sharp (3) weighs captures,
   * escapes, safety and getting home.
   */
  function choose(seat, list) {
    const opts = list.map((m) => describe(seat, m));
    const lead = (a, b) => b.from - a.from;
    if (V.speed === 1 && Math.random() < 0.5) return opts[Math.floor(Math.random() * opts.length)];
    if (V.speed <= 2) {
      const hit = opts.filter((o) => o.victims.length).sort((a, b) => b.victims[0].p - a.victims[0].p)[0];
      if (hit) return hit;
      const home = opts.find((o) => o.home);
      if (home) return home;
      if (V.speed === 2) {
        const out = opts.find((o) => o.from < 0);
        const safe = opts.filter((o) => o.safe && o.from >= 0).sort(lead)[0];
        return safe || out || opts.slice().sort(lead)[0];
      }
      return opts.slice().sort(lead)[0];
    }
    let best = null;
    let bestValue = -Infinity;
    for (const o of opts) {
      let v = o.to / 10;
      for (const victim of o.victims) v += 60 + victim.p;
      if (o.home) v += 55;
      if (o.from < 0) v += 38;
      if (o.escapes) v += 28 + o.from / 3;
      if (o.to > LAST_TRACK && o.from <= LAST_TRACK) v += 22;
      if (o.to <= LAST_TRACK && SAFE.has(square(seat, o.to))) v += 14;
      if (!o.safe) v -= 26 + o.to / 2;
      v += Math.random() * 2;
      if (v > bestValue) {
        bestValue = v;
        best = o;
      }
    }
    return best;
  }

  // ---- turns ---------------------------------------------------------------------

  function start() {
    timers = [];
    flights = [];
    walker = null;
    tokens = {};
    // The quick game starts with a token already on each start square, so nobody waits for a six.
    for (const seat of MODE.seats) tokens[seat] = Array.from({ length: N }, (_, i) => (i < (MODE.out || 0) ? 0 : -1));
    pops = [];
    captures = 0;
    setScore(0);
    state = 'playing';
    Kit.state('playing');
    Kit.hideOverlay(overlay);
    renderChips();
    beginTurn(YOU, true);
  }

  function beginTurn(seat, fresh) {
    turn = seat;
    if (fresh) sixes = 0;
    moves = [];
    selected = -1;
    dieShown = false;
    renderChips();
    if (isYou(seat)) {
      phase = 'roll';
      say(fresh ? Kit.t('Your turn: tap the die to roll') : Kit.t('Roll again!'));
      setDie('roll', Kit.t('Roll the die'));
    } else {
      phase = 'idle';
      say(Kit.t(fresh ? '{name} is rolling…' : '{name} rolls again…', { name: SEATS[seat].name }));
      setDie('wait', Kit.t('{name} is playing', { name: SEATS[seat].name }));
      after(PACE.think, roll);
    }
  }

  function nextTurn() {
    const order = MODE.seats.slice().sort((a, b) => a - b);
    const next = order[(order.indexOf(turn) + 1) % order.length];
    beginTurn(next, true);
  }

  function roll() {
    if (state !== 'playing' || (phase !== 'roll' && phase !== 'idle')) return;
    phase = 'rolling';
    die = 1 + Math.floor(Math.random() * 6);
    if (isYou(turn)) {
      Kit.answered();
      setDie('rolling', Kit.t('Rolling'));
    }
    after(isYou(turn) ? YOUR_ROLL : PACE.roll, rolled);
  }

  function rolled() {
    const seat = turn;
    const name = isYou(seat) ? Kit.t('You') : SEATS[seat].name;
    drawPips(die);
    dieShown = true;
    setDie(isYou(seat) ? 'shown' : 'wait', Kit.t('The die shows {die}', { die }));
    sixes = die === 6 ? sixes + 1 : 0;
    if (sixes === 3) {
      // Three sixes in a row forfeit the turn.
      phase = 'idle';
      say(isYou(seat) ? Kit.t('Three sixes! Your turn is lost.') : Kit.t("Three sixes! {name}'s turn is lost.", { name }));
      after(1100, nextTurn);
      return;
    }
    moves = legalMoves(seat, die);
    if (moves.length === 0) {
      phase = 'idle';
      say(Kit.t(die === 6 ? '{name} rolled {die}: no move, roll again.' : '{name} rolled {die}: no move.', { name, die }));
      after(isYou(seat) ? 900 : PACE.think + 200, () => (die === 6 ? beginTurn(seat, false) : nextTurn()));
      return;
    }
    if (!isYou(seat)) {
      phase = 'idle';
      const pick = choose(seat, moves);
      after(PACE.think * 0.6, () => move(seat, pick.idx));
      return;
    }
    phase = 'pick';
    const distinct = new Set(moves.map((m) => m.from));
    const lead = moves.slice().sort((a, b) => b.from - a.from)[0];
    selected = lead.idx;
    setDie('move', Kit.t('Move the chosen token'));
    if (distinct.size === 1) {
      // Only one real choice: make it for the player after a beat, so they see what happens.
      say(Kit.t('You rolled {die}.', { die }));
      after(480, () => phase === 'pick' && turn === seat && move(seat, selected));
    } else {
      say(Kit.t('You rolled {die}: tap a token to move', { die }));
    }
  }

  function move(seat, idx) {
    const m = moves.find((x) => x.idx === idx);
    if (!m || state !== 'playing') return;
    phase = 'moving';
    moves = [];
    if (isYou(seat)) {
      Kit.answered();
      setDie('wait', Kit.t('Moving'));
      say(m.from < 0 ? Kit.t('A six! Token out.') : Kit.t('Moving {steps}…', { steps: m.to - m.from }));
    }
    const stepMs = isYou(seat) ? YOUR_STEP : PACE.step;
    const step = () => {
      const p = tokens[seat][idx];
      walker = { seat, idx, from: spot(seat, p, idx), at: clock, ms: stepMs };
      tokens[seat][idx] = p < 0 ? 0 : p + 1;
      if (isYou(seat)) setScore(score + 1);
      if (tokens[seat][idx] < m.to) after(stepMs, step);
      else after(stepMs, () => land(seat, idx, m));
    };
    step();
  }

  function land(seat, idx, m) {
    walker = null;
    const name = isYou(seat) ? Kit.t('You') : SEATS[seat].name;
    let extra = die === 6;
    let news = '';
    if (m.to <= LAST_TRACK && !SAFE.has(square(seat, m.to))) {
      const victims = rivalsOn(seat, square(seat, m.to));
      for (const v of victims) {
        flights.push({ seat: v.seat, idx: v.idx, from: spot(v.seat, v.p, v.idx), at: clock });
        tokens[v.seat][v.idx] = -1;
      }
      if (victims.length) {
        extra = true;
        if (isYou(seat)) {
          captures += victims.length;
          setScore(score + POINTS.capture * victims.length);
          pop(seat, idx, Kit.num(`+${POINTS.capture * victims.length}`));
          news = Kit.t('Captured {name}!', { name: SEATS[victims[0].seat].name });
        } else if (victims.some((v) => isYou(v.seat))) news = Kit.t('{name} captured your token!', { name });
        else news = Kit.t('{name} captured {other}!', { name, other: SEATS[victims[0].seat].name });
      }
    }
    if (m.to === HOME) {
      extra = true;
      if (isYou(seat)) {
        setScore(score + POINTS.home);
        pop(seat, idx, Kit.num(`+${POINTS.home}`));
      }
      news = isYou(seat) ? Kit.t('Your token is home!') : Kit.t("{name}'s token is home!", { name });
    }
    renderChips();
    if (tokens[seat].every((p) => p === HOME)) return finish(seat);
    if (news) say(news);
    if (extra && sixes < 3) after(news ? 700 : 250, () => beginTurn(seat, false));
    else after(news ? 700 : 250, nextTurn);
  }

  function pop(seat, idx, text) {
    const [x, y] = spot(seat, tokens[seat][idx], idx);
    pops.push({ x, y, text, at: clock });
  }

  function finish(winner) {
    phase = 'idle';
    turn = winner;
    say(isYou(winner) ? Kit.t('You win!') : Kit.t('{name} wins.', { name: SEATS[winner].name }));
    if (isYou(winner)) setScore(score + POINTS.win);
    state = 'over';
    Kit.state('over');
    const best = Kit.best(SLUG, score);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, score);
    const home = tokens[YOU].filter((p) => p === HOME).length;
    const title = isYou(winner) ? Kit.t('You win!') : Kit.t('{name} wins', { name: SEATS[winner].name });
    renderChips();
    const text = Kit.t(captures === 1 ? 'Score {score} · {captures} capture · {home}/{tokens} tokens home · Best {best}' : 'Score {score} · {captures} captures · {home}/{tokens} tokens home · Best {best}', {
      score, captures, home, tokens: N, best,
    });
    setDie('wait', Kit.t('Game over'));
    Kit.showOverlay(overlay, title, text, Kit.t('Play again'));
  }

  function pause() {
    if (state !== 'playing') return;
    state = 'paused';
    Kit.state('paused');
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('The dice will wait for you.'), Kit.t('Resume'));
  }

  function resume() {
    state = 'playing';
    Kit.state('playing');
    Kit.hideOverlay(overlay);
  }

  // ---- the player's input -----------------------------------------------------------

  function movable() {
    return moves.map((m) => m.idx);
  }

  function cycle(dir) {
    const list = movable().sort((a, b) => a - b);
    if (list.length < 2) return;
    const at = list.indexOf(selected);
    selected = list[(at + dir + list.length) % list.length];
    Kit.answered();
  }

  function act() {
    if (state !== 'playing' || !isYou(turn)) return;
    if (phase === 'roll') roll();
    else if (phase === 'pick' && selected >= 0) move(YOU, selected);
  }

  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLButtonElement && (e.key === ' ' || e.key === 'Enter')) return; // the button acts
    if ((state === 'ready' || state === 'over') && (e.key === ' ' || e.key === 'Enter')) return start();
    if (state !== 'playing' || !isYou(turn)) return;
    if (e.key === ' ' || e.key === 'Enter') act();
    else if (phase === 'pick') {
      const d = Kit.keyDir(e);
      if (d === 'left' || d === 'up') cycle(-1);
      else if (d === 'right' || d === 'down') cycle(1);
      const n = Number(e.key) - 1;
      if (n >= 0 && n < N && movable().includes(n) && n !== selected) {
        selected = n;
        Kit.answered();
      }
    }
  });

  dieBtn.addEventListener('click', act);

  canvas.addEventListener('pointerdown', (e) => {
    if (state !== 'playing' || !isYou(turn)) return;
    const rect = canvas.getBoundingClientRect();
    const x = (e.clientX - rect.left) / S;
    const y = (e.clientY - rect.top) / S;
    if (phase === 'roll') {
      // A tap on your own yard (where the die sits) rolls too.
      if (x < 6 && y > 9) roll();
      return;
    }
    if (phase !== 'pick') return;
    let hit = -1;
    let near = Math.max(0.95, 24 / S);
    for (const m of moves) {
      const [tx, ty] = spot(YOU, m.from, m.idx);
      const d = Math.hypot(tx - x, ty - y);
      if (d < near) {
        near = d;
        hit = m.idx;
      }
    }
    if (hit >= 0) move(YOU, hit);
    else say(Kit.t('Tap one of your glowing tokens'));
  });

  Kit.pauseControls({ phase: () => state, pause, resume, start });

  // ---- the HUD around the board ---------------------------------------------------------

  function renderChips() {
    if (!chips[YOU]) {
      playersEl.textContent = '';
      for (const seat of MODE.seats) {
        const li = document.createElement('li');
        li.className = 'player';
        li.style.setProperty('--seat', SEATS[seat].color);
        // Four chips share a phone's width: the rivals are known by their colour alone.
        const label = isYou(seat) ? Kit.t('You') : SEATS[seat].name;
        const shown = isYou(seat) || MODE.seats.length < 4;
        li.innerHTML = `<i></i><span${shown ? '' : ' class="sr-only"'}>${label}</span> <b></b>`;
        playersEl.append(li);
        chips[seat] = li;
      }
    }
    // The canvas's label tells a screen reader where everyone stands.
    const where = MODE.seats.map((seat) => {
      const list = tokens[seat] || Array(N).fill(-1);
      const count = (test) => list.filter(test).length;
      return Kit.t('{name}: {yard} in the yard, {way} on the way, {home} home', {
        name: isYou(seat) ? Kit.t('You') : SEATS[seat].name,
        yard: count((p) => p < 0),
        way: count((p) => p >= 0 && p < HOME),
        home: count((p) => p === HOME),
      });
    });
    canvas.setAttribute('aria-label', Kit.t('Ludo board, you play red from the bottom-left yard. {where}.', { where: where.join('. ') }));
    for (const seat of MODE.seats) {
      const home = tokens[seat] ? tokens[seat].filter((p) => p === HOME).length : 0;
      chips[seat].querySelector('b').textContent = `${home}/${N}`;
      chips[seat].classList.toggle('turn', state === 'playing' && seat === turn);
      chips[seat].title = Kit.t('{name}: {home} of {tokens} tokens home', { name: SEATS[seat].name, home, tokens: N });
    }
  }

  function drawPips(n) {
    const at = { 1: [[30, 30]], 2: [[18, 18], [42, 42]], 3: [[17, 17], [30, 30], [43, 43]], 4: [[18, 18], [42, 18], [18, 42], [42, 42]], 5: [[17, 17], [43, 17], [30, 30], [17, 43], [43, 43]], 6: [[18, 16], [42, 16], [18, 30], [42, 30], [18, 44], [42, 44]] }[n];
    pipsEl.innerHTML = at.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5.5"/>`).join('');
  }

  function setDie(mode, label) {
    dieBtn.dataset.mode = mode;
    dieBtn.setAttribute('aria-label', label);
  }

  // ---- drawing ------------------------------------------------------------------------

  function mix(a, b, t) {
    const pa = parseInt(a.slice(1), 16);
    const pb = parseInt(b.slice(1), 16);
    const ch = (p, s) => (p >> s) & 255;
    const c = (s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
    return `rgb(${c(16)},${c(8)},${c(0)})`;
  }

  function star(g, x, y, r, fill) {
    g.beginPath();
    for (let i = 0; i < 10; i += 1) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    }
    g.closePath();
    g.fillStyle = fill;
    g.fill();
  }

  /* The board never changes during a game, so it is painted once per size into its own canvas. */
  function paintBoard() {
    const t = V.theme;
    const dpr = Math.min(window.devicePixelRatio || 1, 3);
    const size = S * 15;
    boardImg = document.createElement('canvas');
    boardImg.width = Math.round(size * dpr);
    boardImg.height = Math.round(size * dpr);
    const g = boardImg.getContext('2d');
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    const tile = mix(t.text, '#ffffff', 0.35);
    const grid = mix(t.line, t.text, 0.35);
    g.fillStyle = mix(t.panel, t.text, 0.1);
    g.fillRect(0, 0, size, size);
    const cell = (c, r, fill) => {
      g.fillStyle = fill;
      g.fillRect(c * S, r * S, S, S);
      g.strokeStyle = grid;
      g.lineWidth = 1;
      g.strokeRect(c * S + 0.5, r * S + 0.5, S - 1, S - 1);
    };
    TRACK.forEach(([c, r]) => cell(c, r, tile));
    for (let seat = 0; seat < 4; seat += 1) {
      const col = SEATS[seat].color;
      const playing = MODE.seats.includes(seat);
      const soft = playing ? col : mix(col, t.text, 0.55);
      // The yard: a coloured square with a light court and four token pads.
      const [yx, yy] = rotate(0, 0, seat);
      const [zx, zy] = rotate(6, 6, seat);
      const x0 = Math.min(yx, zx) * S;
      const y0 = Math.min(yy, zy) * S;
      g.fillStyle = soft;
      g.fillRect(x0, y0, 6 * S, 6 * S);
      g.fillStyle = 'rgba(0,0,0,0.12)';
      g.fillRect(x0, y0, 6 * S, 6 * S);
      g.fillStyle = soft;
      g.fillRect(x0 + 0.15 * S, y0 + 0.15 * S, 5.7 * S, 5.7 * S);
      g.fillStyle = tile;
      g.beginPath();
      g.roundRect(x0 + 0.8 * S, y0 + 0.8 * S, 4.4 * S, 4.4 * S, S * 0.5);
      g.fill();
      for (let i = 0; i < 4; i += 1) {
        const [px, py] = spot(seat, -1, i);
        // An empty pad: a ring, so it never looks like a token waiting there.
        g.fillStyle = 'rgba(0,0,0,0.05)';
        g.strokeStyle = soft;
        g.lineWidth = Math.max(2, S * 0.12);
        g.beginPath();
        g.arc(px * S, py * S, S * 0.5, 0, Math.PI * 2);
        g.fill();
        g.stroke();
      }
      // The home column and the start square in the seat's colour.
      for (let k = 1; k <= 5; k += 1) {
        const [hx, hy] = rotate(k + 0.5, 7.5, seat);
        cell(hx - 0.5, hy - 0.5, soft);
      }
      const [sc, sr] = TRACK[START[seat]];
      cell(sc, sr, soft);
      star(g, (sc + 0.5) * S, (sr + 0.5) * S, S * 0.36, 'rgba(255,255,255,0.9)');
      // The star square eight on from the start.
      const [tc, tr] = TRACK[(START[seat] + 8) % LAP];
      star(g, (tc + 0.5) * S, (tr + 0.5) * S, S * 0.38, mix(t.line, t.muted, 0.3));
      // An arrow on the square where the seat turns into its home column.
      const [ac, ar] = TRACK[(START[seat] + LAST_TRACK) % LAP];
      const [dx, dy] = rotate(1, 0, seat).map((v, i) => v - rotate(0, 0, seat)[i]);
      g.save();
      g.translate((ac + 0.5) * S, (ar + 0.5) * S);
      g.rotate(Math.atan2(dy, dx));
      g.fillStyle = soft;
      g.beginPath();
      g.moveTo(S * 0.32, 0);
      g.lineTo(-S * 0.2, -S * 0.26);
      g.lineTo(-S * 0.2, S * 0.26);
      g.closePath();
      g.fill();
      g.restore();
      // The seat's triangle of the centre, pointing at the middle.
      const [p1x, p1y] = rotate(6, 6, seat);
      const [p2x, p2y] = rotate(6, 9, seat);
      g.fillStyle = soft;
      g.beginPath();
      g.moveTo(p1x * S, p1y * S);
      g.lineTo(p2x * S, p2y * S);
      g.lineTo(7.5 * S, 7.5 * S);
      g.closePath();
      g.fill();
      g.strokeStyle = 'rgba(255,255,255,0.6)';
      g.lineWidth = 1.5;
      g.stroke();
    }
    g.strokeStyle = mix(t.line, '#000000', 0.2);
    g.lineWidth = 2;
    g.strokeRect(6 * S, 6 * S, 3 * S, 3 * S);
    g.strokeRect(1, 1, size - 2, size - 2);
  }

  function tokenAt(seat, idx) {
    const f = flights.find((x) => x.seat === seat && x.idx === idx);
    if (f) {
      const k = Math.min(1, (clock - f.at) / 450);
      const to = spot(seat, -1, idx);
      return { x: f.from[0] + (to[0] - f.from[0]) * k, y: f.from[1] + (to[1] - f.from[1]) * k, lift: Math.sin(k * Math.PI) * 1.2 };
    }
    const [x, y] = spot(seat, tokens[seat][idx], idx);
    if (walker && walker.seat === seat && walker.idx === idx) {
      const k = Math.min(1, (clock - walker.at) / (walker.ms * 0.85));
      const e = k * (2 - k);
      return { x: walker.from[0] + (x - walker.from[0]) * e, y: walker.from[1] + (y - walker.from[1]) * e, lift: Math.sin(k * Math.PI) * 0.35 };
    }
    return { x, y, lift: 0 };
  }

  function drawToken(seat, idx, x, y, lift, scale) {
    const s = SEATS[seat];
    const r = S * 0.42 * scale;
    const px = x * S;
    const py = y * S - lift * S;
    ctx.fillStyle = 'rgba(0,0,0,0.28)';
    ctx.beginPath();
    ctx.ellipse(x * S, y * S + r * 0.55, r * 0.95, r * 0.45, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = s.dark;
    ctx.beginPath();
    ctx.arc(px, py + r * 0.18, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = s.color;
    ctx.beginPath();
    ctx.arc(px, py, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.4)';
    ctx.beginPath();
    ctx.arc(px - r * 0.38, py - r * 0.42, r * 0.24, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = Math.max(1.5, r * 0.16);
    ctx.beginPath();
    ctx.arc(px, py, r * 0.62, 0, Math.PI * 2);
    ctx.stroke();
    // Your tokens carry their number: the 1-4 keys choose them.
    if (isYou(seat) && scale >= 0.8) {
      ctx.fillStyle = '#fff';
      ctx.font = `800 ${Math.round(r * 0.95)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(Kit.num(idx + 1), px, py + 1);
    }
  }

  function drawDie(seat, now) {
    // The die sits in the middle of the yard whose turn it is.
    const [cx, cy] = rotate(3, 3, seat);
    const size = S * 1.3;
    const rolling = phase === 'rolling' && seat === turn;
    const face = rolling ? 1 + (Math.floor(now / 70) % 6) : die;
    ctx.save();
    ctx.translate(cx * S, cy * S);
    if (rolling) ctx.rotate(Math.sin(now / 60) * 0.5);
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.beginPath();
    ctx.roundRect(-size / 2 + 2, -size / 2 + 3, size, size, size * 0.2);
    ctx.fill();
    ctx.fillStyle = '#fffdf6';
    ctx.strokeStyle = SEATS[seat].dark;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.roundRect(-size / 2, -size / 2, size, size, size * 0.2);
    ctx.fill();
    ctx.stroke();
    if (dieShown || rolling) {
      const q = size * 0.26;
      const at = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]], 5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] }[face];
      ctx.fillStyle = '#1b1b2a';
      for (const [a, b] of at) {
        ctx.beginPath();
        ctx.arc(a * q, b * q, size * 0.09, 0, Math.PI * 2);
        ctx.fill();
      }
    } else {
      ctx.fillStyle = SEATS[seat].dark;
      ctx.font = `800 ${Math.round(size * 0.5)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('?', 0, 1);
    }
    ctx.restore();
  }

  function draw(now) {
    const size = S * 15;
    ctx.clearRect(0, 0, size, size);
    if (boardImg) ctx.drawImage(boardImg, 0, 0, size, size);
    if (!tokens[YOU]) {
      // Before the first game: the tokens wait in their yards.
      for (const seat of MODE.seats) for (let i = 0; i < N; i += 1) drawToken(seat, i, ...spot(seat, -1, i), 0, 1);
      return;
    }
    if (state === 'playing' || state === 'paused') drawDie(turn, now);
    // Tokens that share a square shrink and fan out a little so every one stays visible.
    const groups = new Map();
    const list = [];
    for (const seat of MODE.seats) {
      for (let i = 0; i < N; i += 1) {
        const at = tokenAt(seat, i);
        const p = tokens[seat][i];
        const key = p < 0 || p === HOME || at.lift ? `${seat}:${i}` : `${Math.round(at.x * 2)},${Math.round(at.y * 2)}`;
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push({ seat, i, at });
        list.push({ seat, i, at, key, small: p === HOME && !at.lift });
      }
    }
    const yourTurn = state !== 'over' && isYou(turn) && phase === 'pick';
    const pulse = 0.5 + 0.5 * Math.sin(now / 180);
    if (yourTurn) {
      for (const m of moves) {
        const [x, y] = spot(YOU, m.from, m.idx);
        ctx.strokeStyle = V.theme.accent2;
        ctx.globalAlpha = 0.55 + 0.45 * pulse;
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.arc(x * S, y * S, S * (0.5 + 0.08 * pulse), 0, Math.PI * 2);
        ctx.stroke();
        ctx.globalAlpha = 1;
      }
      const m = moves.find((x) => x.idx === selected);
      if (m) {
        // Where the chosen token would land.
        const [x, y] = spot(YOU, m.to, m.idx);
        ctx.setLineDash([4, 3]);
        ctx.strokeStyle = SEATS[YOU].dark;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(x * S, y * S, S * 0.38, 0, Math.PI * 2);
        ctx.stroke();
        ctx.setLineDash([]);
      }
    }
    // The walking and flying tokens are drawn last so they pass over the others.
    list.sort((a, b) => a.at.lift - b.at.lift);
    for (const { seat, i, at, key, small } of list) {
      const group = groups.get(key);
      const n = group.length;
      const k = group.findIndex((g) => g.seat === seat && g.i === i);
      const spread = n > 1 ? 0.2 : 0;
      const ox = n > 1 ? Math.cos((k / n) * Math.PI * 2 + 0.8) * spread : 0;
      const oy = n > 1 ? Math.sin((k / n) * Math.PI * 2 + 0.8) * spread : 0;
      const big = yourTurn && seat === YOU && i === selected ? 1.15 + 0.05 * pulse : 1;
      drawToken(seat, i, at.x + ox, at.y + oy, at.lift, (n > 1 || small ? 0.72 : 1) * big);
    }
    for (const p of pops) {
      const k = (clock - p.at) / 900;
      ctx.globalAlpha = Math.max(0, 1 - k);
      ctx.font = `900 ${Math.round(S * 0.9)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 3;
      ctx.strokeStyle = SEATS[YOU].dark;
      ctx.strokeText(p.text, p.x * S, (p.y - 0.6 - k * 1.2) * S);
      ctx.fillStyle = '#fff';
      ctx.fillText(p.text, p.x * S, (p.y - 0.6 - k * 1.2) * S);
      ctx.globalAlpha = 1;
    }
  }

  let last = 0;
  function frame(now) {
    const dt = Math.min(100, now - (last || now));
    last = now;
    if (state === 'playing') {
      clock += dt;
      const due = timers.filter((x) => x.at <= clock);
      if (due.length) {
        timers = timers.filter((x) => x.at > clock);
        for (const x of due) x.fn();
      }
      flights = flights.filter((f) => clock - f.at < 450);
      pops = pops.filter((p) => clock - p.at < 900);
    }
    draw(now);
    requestAnimationFrame(frame);
  }

  // ---- layout ----------------------------------------------------------------------------

  Kit.onResize(stage, (w, h) => {
    const room = Math.min(w - 10, h - 130, 600);
    S = Math.max(14, Math.floor(room / 15));
    ctx = Kit.fitCanvas(canvas, S * 15, S * 15);
    Kit.$('#table').style.width = `${S * 15}px`;
    paintBoard();
  });

  bestEl.textContent = String(Kit.best(SLUG, 0));
  drawPips(6);
  setDie('wait', Kit.t('Roll the die'));
  overlay.querySelector('[data-text]').textContent = `${MODE.text} ${Kit.t('Roll a six to bring a token out; land on a rival to send it home. Stars are safe.')}`;
  say(MODE.text);
  renderChips();
  requestAnimationFrame(frame);
})();
