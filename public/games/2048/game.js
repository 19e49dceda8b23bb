// 2048: slide tiles, merge equal neighbours. Tiles are DOM elements positioned with
// CSS variables, so movement is animated by CSS transitions (no render loop needed).
(() => {
  'use strict';
  Kit.state('playing');

  const SLUG = '2048';
  /*
   * The title's variant: classic (4x4 to 2048), big (a roomier 5x5 board, still to 2048) or mini
   * (a cramped 3x3 board where 256 wins). Speed is the difficulty: how often a new tile is a 4
   * instead of a 2 (a 4 fills the board faster and is harder to pair), from rarely to often.
   */
  const V = Kit.variant(['classic', 'big', 'mini']);
  const SIZE = { classic: 4, big: 5, mini: 3 }[V.mode];
  const GOAL = V.mode === 'mini' ? 256 : 2048;
  const FOUR_CHANCE = { 1: 0.05, 2: 0.1, 3: 0.25 }[V.speed];
  const BEST_KEY = V.mode === 'classic' ? SLUG : `${SLUG}-${V.mode}`;
  const VEC = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };

  const board = Kit.$('#board');
  const tilesEl = Kit.$('#tiles');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const bestEl = Kit.$('#best');
  const statusEl = Kit.$('#status');

  let grid = []; // grid[r][c] -> tile | null
  let score = 0;
  let won = false; // once the goal tile is reached we offer "keep going" only the first time
  let state = 'playing'; // playing | won | over
  let nextId = 1;

  board.style.setProperty('--size', String(SIZE));
  Kit.$('.hint').textContent = `${SIZE}×${SIZE} board: swipe or use the arrow keys to merge matching tiles up to ${GOAL}.`;
  const palette = tilePalette(V.theme);

  // Background cells (static).
  for (let i = 0; i < SIZE * SIZE; i++) {
    const cell = document.createElement('div');
    cell.className = 'cell';
    board.insertBefore(cell, tilesEl);
  }

  function makeTile(r, c, value) {
    const el = document.createElement('div');
    const span = document.createElement('span');
    el.appendChild(span);
    tilesEl.appendChild(el);
    const tile = { id: nextId++, r, c, value, el, span };
    paint(tile);
    return tile;
  }

  function paint(tile) {
    const digits = String(tile.value).length;
    tile.el.className = `tile v${tile.value > 2048 ? 'big' : tile.value}` + (digits > 2 ? ` d${Math.min(digits, 5)}` : '');
    if (palette) {
      const [bg, fg] = palette[Math.min(Math.log2(tile.value), palette.length) - 1];
      tile.el.style.setProperty('--tile', bg);
      tile.span.style.color = fg;
    }
    tile.el.style.setProperty('--r', tile.r);
    tile.el.style.setProperty('--c', tile.c);
    tile.span.textContent = String(tile.value);
  }

  function emptyCells() {
    const out = [];
    for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) if (!grid[r][c]) out.push([r, c]);
    return out;
  }

  function spawn() {
    const free = emptyCells();
    if (!free.length) return;
    const [r, c] = free[Math.floor(Math.random() * free.length)];
    const tile = makeTile(r, c, Math.random() < FOUR_CHANCE ? 4 : 2);
    grid[r][c] = tile;
    // Appear after the slide has mostly finished, so it doesn't look like it slid in.
    tile.span.animate([{ transform: 'scale(0)' }, { transform: 'scale(1)' }], { duration: 140, delay: 90, fill: 'backwards', easing: 'ease-out' });
  }

  function setScore(v) {
    score = v;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function newGame() {
    tilesEl.textContent = '';
    grid = Array.from({ length: SIZE }, () => Array(SIZE).fill(null));
    won = false;
    state = 'playing';
    Kit.state('playing');
    setScore(0);
    spawn();
    spawn();
    Kit.hideOverlay(overlay);
    statusEl.textContent = Kit.t('New game');
  }

  function move(dir) {
    if (state !== 'playing') return;
    const [dr, dc] = VEC[dir];
    // Visit cells nearest the destination wall first, so each tile slides into
    // space already settled by the tiles ahead of it.
    const order = Array.from({ length: SIZE }, (_, i) => i);
    const rows = dr === 1 ? [...order].reverse() : order;
    const cols = dc === 1 ? [...order].reverse() : order;
    const mergedInto = new Set(); // a tile can absorb at most one other per move
    let moved = false;
    let gained = 0;

    for (const r of rows) {
      for (const c of cols) {
        const tile = grid[r][c];
        if (!tile) continue;
        let nr = r;
        let nc = c;
        let target = null;
        for (;;) {
          const tr = nr + dr;
          const tc = nc + dc;
          if (tr < 0 || tc < 0 || tr >= SIZE || tc >= SIZE) break;
          const other = grid[tr][tc];
          if (!other) { nr = tr; nc = tc; continue; }
          if (other.value === tile.value && !mergedInto.has(other)) target = other;
          break;
        }
        if (target) {
          grid[r][c] = null;
          target.value *= 2;
          mergedInto.add(target);
          gained += target.value;
          // Slide the absorbed tile under its target, then remove it.
          tile.r = target.r;
          tile.c = target.c;
          tile.el.classList.add('gone');
          tile.el.style.setProperty('--r', tile.r);
          tile.el.style.setProperty('--c', tile.c);
          setTimeout(() => tile.el.remove(), 120);
          moved = true;
        } else if (nr !== r || nc !== c) {
          grid[r][c] = null;
          grid[nr][nc] = tile;
          tile.r = nr;
          tile.c = nc;
          paint(tile);
          moved = true;
        }
      }
    }
    if (!moved) return;
    Kit.answered();

    for (const t of mergedInto) {
      paint(t);
      t.span.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.18)' }, { transform: 'scale(1)' }], { duration: 160, delay: 80 });
    }
    if (gained) setScore(score + gained);
    spawn();
    statusEl.textContent = Kit.t('Moved {dir}. Score {score}.', { dir: { up: Kit.t('up'), down: Kit.t('down'), left: Kit.t('left'), right: Kit.t('right') }[dir], score });

    if (!won && [...mergedInto].some((t) => t.value >= GOAL)) {
      won = true;
      state = 'won';
      Kit.state('over');
      Kit.best(BEST_KEY, score);
      Kit.showOverlay(overlay, Kit.num(`${GOAL}!`), Kit.t('You made the {goal} tile with {score} points.', { goal: GOAL, score }), Kit.t('Keep going'));
    } else if (!canMove()) {
      state = 'over';
      Kit.state('over');
      const best = Kit.best(BEST_KEY, score);
      bestEl.textContent = String(best);
      PortalBridge.gameOver(SLUG, score);
      // Short delay so the final spawn is visible before the overlay covers the board.
      setTimeout(() => {
        if (state === 'over') Kit.showOverlay(overlay, Kit.t('No moves left'), Kit.t('Score {score} · Best {best}', { score, best }), Kit.t('Play again'));
      }, 450);
    }
  }

  function canMove() {
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const t = grid[r][c];
        if (!t) return true;
        if (c + 1 < SIZE && grid[r][c + 1] && grid[r][c + 1].value === t.value) return true;
        if (r + 1 < SIZE && grid[r + 1][c] && grid[r + 1][c].value === t.value) return true;
      }
    }
    return false;
  }

  /**
   * Tile colours for a themed title: a ramp from the theme's panel through its accents, one step
   * per doubling, with dark or light digits by brightness. The classic theme keeps the hand-tuned
   * colours of style.css (null).
   */
  function tilePalette(theme) {
    if (V.themeName === 'classic') return null;
    const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const [line, accent, pink, accent2] = [theme.line, theme.accent, theme.pink, theme.accent2].map(rgb);
    // The smallest tile starts halfway from the grid lines to the accent so a 2 stands out from an empty cell.
    const stops = [line.map((v, j) => Math.round((v + accent[j]) / 2)), accent, pink, accent2];
    const steps = 12; // 2 .. 4096
    const out = [];
    for (let i = 0; i < steps; i++) {
      const at = (i / (steps - 1)) * (stops.length - 1);
      const a = stops[Math.min(Math.floor(at), stops.length - 2)];
      const b = stops[Math.min(Math.floor(at), stops.length - 2) + 1];
      const k = at - Math.min(Math.floor(at), stops.length - 2);
      const c = a.map((v, j) => Math.round(v + (b[j] - v) * k));
      const light = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2] > 150;
      out.push([`rgb(${c.join(',')})`, light ? theme.bg : '#fff']);
    }
    return out;
  }

  // ---- input ---------------------------------------------------------------

  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    const d = Kit.keyDir(e);
    if (d) {
      e.preventDefault();
      move(d);
    }
  });
  Kit.onSwipe(Kit.$('#stage'), move, { threshold: 28, repeat: false });

  Kit.$('#restart').addEventListener('click', newGame);
  overlay.querySelector('[data-btn]').addEventListener('click', () => {
    if (state === 'won') {
      state = 'playing';
      Kit.state('playing');
      Kit.hideOverlay(overlay);
    } else {
      newGame();
    }
  });

  // Turn-based: nothing runs in the background, so there is nothing to pause when the
  // page is hidden. Report the score so the portal is up to date if the user leaves.
  Kit.onHidden(() => PortalBridge.score(SLUG, score));

  bestEl.textContent = String(Kit.best(BEST_KEY, 0));
  newGame();
})();
