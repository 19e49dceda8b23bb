// Blocks: the rules of the well, with no drawing, timing or input in them. The game loop asks
// them to move, rotate, drop and lock the falling piece; they answer whether the board changed.
// Exposes one global, `BlocksRules`. Plain ES2020, no dependencies.
(() => {
  'use strict';

  const COLS = 10;
  const ROWS = 20;
  // Two rows above the visible well where pieces appear and may still turn before they drop in.
  const HIDDEN = 2;

  /* The seven pieces in the orientation they appear in; 1 marks a filled square. */
  const SHAPES = {
    I: [[0, 0, 0, 0], [1, 1, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]],
    O: [[1, 1], [1, 1]],
    T: [[0, 1, 0], [1, 1, 1], [0, 0, 0]],
    S: [[0, 1, 1], [1, 1, 0], [0, 0, 0]],
    Z: [[1, 1, 0], [0, 1, 1], [0, 0, 0]],
    J: [[1, 0, 0], [1, 1, 1], [0, 0, 0]],
    L: [[0, 0, 1], [1, 1, 1], [0, 0, 0]],
  };
  const TYPES = Object.keys(SHAPES);

  /*
   * Simple wall kicks: when a turn is blocked, try the turned piece one step aside, then one row
   * up (so a piece resting on the stack can still turn), then two steps aside for the long bar.
   */
  const KICKS = [[0, 0], [-1, 0], [1, 0], [0, -1], [-1, -1], [1, -1], [-2, 0], [2, 0]];

  /* Points for lines cleared at once, times the level: more lines at once pay far more. */
  const LINE_POINTS = [0, 100, 300, 500, 800];
  const LINE_NAMES = ['', 'Single', 'Double', 'Triple', 'Four lines!'];

  function rotateMatrix(m, dir) {
    const n = m.length;
    return m.map((row, r) => row.map((_, c) => (dir > 0 ? m[n - 1 - c][r] : m[c][n - 1 - r])));
  }

  /**
   * The 7-bag: every run of seven pieces holds each piece once, in a shuffled order, so no piece
   * is ever missing for long and no piece floods the well.
   */
  function makeBag(random) {
    let bag = [];
    return () => {
      if (bag.length === 0) {
        bag = TYPES.slice();
        for (let i = bag.length - 1; i > 0; i -= 1) {
          const j = Math.floor(random() * (i + 1));
          [bag[i], bag[j]] = [bag[j], bag[i]];
        }
      }
      return bag.pop();
    };
  }

  /** Seconds a piece takes to fall one row at a level: each level is about a fifth faster. */
  function fallInterval(level) {
    const l = Math.min(level, 20) - 1;
    return Math.max(0.03, Math.pow(0.8 - l * 0.007, l));
  }

  /**
   * A new round. `startLevel` is where the pace starts; with `levelEvery` > 0 the level goes up
   * every that many lines.
   */
  function newGame({ startLevel = 1, levelEvery = 10, random = Math.random } = {}) {
    const nextType = makeBag(random);
    const g = {
      cols: COLS,
      rows: ROWS,
      hidden: HIDDEN,
      // board[y][x] is null or the type of the piece that left the square there; y 0..1 are hidden.
      board: Array.from({ length: ROWS + HIDDEN }, () => Array(COLS).fill(null)),
      queue: [nextType(), nextType(), nextType()],
      piece: null,
      hold: null,
      canHold: true,
      score: 0,
      lines: 0,
      level: startLevel,
      startLevel,
      over: false,
    };

    const fits = (m, x, y) => {
      for (let r = 0; r < m.length; r += 1) {
        for (let c = 0; c < m.length; c += 1) {
          if (!m[r][c]) continue;
          const bx = x + c;
          const by = y + r;
          if (bx < 0 || bx >= COLS || by >= ROWS + HIDDEN) return false;
          if (by >= 0 && g.board[by][bx]) return false;
        }
      }
      return true;
    };

    function place(type) {
      const m = SHAPES[type];
      const x = Math.floor((COLS - m.length) / 2);
      // The bar's squares are on its second row; the others' on their first two.
      let y = type === 'I' ? HIDDEN - 1 : HIDDEN;
      if (!fits(m, x, y)) y -= 1;
      if (!fits(m, x, y)) y -= 1;
      g.piece = { type, m, x, y };
      if (!fits(m, x, y)) g.over = true; // block out: no room for the next piece
      return !g.over;
    }

    /** Bring in the next piece from the queue; false when it has no room (the round is over). */
    g.spawn = () => {
      g.queue.push(nextType());
      g.canHold = true;
      return place(g.queue.shift());
    };

    g.move = (dx) => {
      const p = g.piece;
      if (!p || !fits(p.m, p.x + dx, p.y)) return false;
      p.x += dx;
      return true;
    };

    /** Turn the piece (dir 1 clockwise, -1 the other way), kicking it off walls; false if it cannot. */
    g.rotate = (dir) => {
      const p = g.piece;
      if (!p || p.type === 'O') return false;
      const m = rotateMatrix(p.m, dir);
      for (const [kx, ky] of KICKS) {
        if (fits(m, p.x + kx, p.y + ky)) {
          p.m = m;
          p.x += kx;
          p.y += ky;
          return true;
        }
      }
      return false;
    };

    /** One row down; false when the piece is resting on something. */
    g.fall = () => {
      const p = g.piece;
      if (!p || !fits(p.m, p.x, p.y + 1)) return false;
      p.y += 1;
      return true;
    };

    g.resting = () => !!g.piece && !fits(g.piece.m, g.piece.x, g.piece.y + 1);

    /** The row the piece would land on: where the ghost is drawn. */
    g.ghostY = () => {
      const p = g.piece;
      let y = p.y;
      while (fits(p.m, p.x, y + 1)) y += 1;
      return y;
    };

    /** Soft drop: one row down, a point per row. */
    g.softDrop = () => {
      if (!g.fall()) return false;
      g.score += 1;
      return true;
    };

    /** Hard drop: straight down, two points per row; the caller locks the piece. */
    g.hardDrop = () => {
      const p = g.piece;
      const to = g.ghostY();
      const rows = to - p.y;
      p.y = to;
      g.score += rows * 2;
      return rows;
    };

    /** Swap the piece with the held one (or the next piece); once per piece. */
    g.holdPiece = () => {
      if (!g.piece || !g.canHold) return false;
      const held = g.hold;
      g.hold = g.piece.type;
      if (held) place(held);
      else {
        g.queue.push(nextType());
        place(g.queue.shift());
      }
      g.canHold = false;
      return true;
    };

    /**
     * Fix the piece into the board. Returns the full rows (to flash before they go), or null when
     * the piece locked wholly above the well (lock out: the round is over).
     */
    g.lock = () => {
      const p = g.piece;
      let visible = false;
      p.m.forEach((row, r) => row.forEach((v, c) => {
        if (!v) return;
        const y = p.y + r;
        if (y >= 0) g.board[y][p.x + c] = p.type;
        if (y >= HIDDEN) visible = true;
      }));
      g.piece = null;
      if (!visible) {
        g.over = true;
        return null;
      }
      const full = [];
      g.board.forEach((row, y) => {
        if (row.every(Boolean)) full.push(y);
      });
      return full;
    };

    /** Remove the full rows and score them; returns the points won. */
    g.clearRows = (full) => {
      if (full.length === 0) return 0;
      g.board = g.board.filter((_, y) => !full.includes(y));
      while (g.board.length < ROWS + HIDDEN) g.board.unshift(Array(COLS).fill(null));
      const points = LINE_POINTS[full.length] * g.level;
      g.score += points;
      g.lines += full.length;
      if (levelEvery > 0) g.level = Math.max(g.level, g.startLevel + Math.floor(g.lines / levelEvery));
      return points;
    };

    return g;
  }

  window.BlocksRules = { SHAPES, TYPES, LINE_NAMES, LINE_POINTS, newGame, fallInterval, rotateMatrix };
})();
