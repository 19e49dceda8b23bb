// The rules of Minesweeper, with no drawing and no input: a field of cells, mines laid after the
// first dig (so the first dig is always safe and opens an area), flood-fill of empty areas,
// flags, and chording. Exposes one global, `Minefield`. Plain ES2020.
(() => {
  'use strict';

  /** A fresh field: every cell closed, no mines laid yet (they wait for the first dig). */
  function create(cols, rows, mines) {
    const cells = [];
    for (let i = 0; i < cols * rows; i += 1) cells.push({ mine: false, near: 0, open: false, flag: false });
    return { cols, rows, mines, cells, laid: false, opened: 0, flags: 0, exploded: -1 };
  }

  /** Indexes of the up-to-8 cells touching cell i. */
  function neighbours(f, i) {
    const x = i % f.cols;
    const y = Math.floor(i / f.cols);
    const out = [];
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const nx = x + dx;
        const ny = y + dy;
        if ((dx || dy) && nx >= 0 && ny >= 0 && nx < f.cols && ny < f.rows) out.push(ny * f.cols + nx);
      }
    }
    return out;
  }

  /**
   * Lays the mines anywhere except the first dug cell and its neighbours, so that cell is a 0 and
   * the first dig opens an area. `random` returns [0, 1) (Math.random; a fixed one in checks).
   */
  function layMines(f, safe, random) {
    const keepClear = new Set([safe, ...neighbours(f, safe)]);
    // A field too crowded to keep the whole ring clear still keeps the dug cell itself safe.
    if (f.cells.length - keepClear.size < f.mines) {
      keepClear.clear();
      keepClear.add(safe);
    }
    const spots = [];
    for (let i = 0; i < f.cells.length; i += 1) if (!keepClear.has(i)) spots.push(i);
    for (let n = 0; n < f.mines && spots.length > 0; n += 1) {
      const pick = Math.floor(random() * spots.length);
      f.cells[spots[pick]].mine = true;
      spots[pick] = spots[spots.length - 1];
      spots.pop();
    }
    for (let i = 0; i < f.cells.length; i += 1) {
      f.cells[i].near = neighbours(f, i).filter((j) => f.cells[j].mine).length;
    }
    f.laid = true;
  }

  /**
   * Opens the given cells, spreading through empty (0) cells like water. Returns the cells opened,
   * each with its distance from where the spreading began (the drawing ripples outwards by it),
   * and the mine dug into, if any (-1 when none).
   */
  function openFrom(f, starts) {
    const opened = [];
    let mine = -1;
    const queue = [];
    for (const s of starts) queue.push({ i: s, dist: 0 });
    while (queue.length > 0) {
      const { i, dist } = queue.shift();
      const c = f.cells[i];
      if (c.open || c.flag) continue;
      c.open = true;
      if (c.mine) {
        if (mine < 0) mine = i;
        continue;
      }
      f.opened += 1;
      opened.push({ i, dist });
      if (c.near === 0) for (const j of neighbours(f, i)) if (!f.cells[j].open && !f.cells[j].flag) queue.push({ i: j, dist: dist + 1 });
    }
    if (mine >= 0) f.exploded = mine;
    return { opened, mine };
  }

  /** Digs cell i (the first dig lays the mines). A flagged or open cell is not dug. */
  function dig(f, i, random = Math.random) {
    const c = f.cells[i];
    if (c.open || c.flag) return { opened: [], mine: -1 };
    if (!f.laid) layMines(f, i, random);
    return openFrom(f, [i]);
  }

  /**
   * Chording: digging an open number whose flags are all placed opens every other neighbour at
   * once. Returns null when the cell can't chord (not a number, flags don't match, nothing to open).
   */
  function chord(f, i) {
    const c = f.cells[i];
    if (!c.open || c.mine || c.near === 0) return null;
    const around = neighbours(f, i);
    const flags = around.filter((j) => f.cells[j].flag).length;
    const closed = around.filter((j) => !f.cells[j].open && !f.cells[j].flag);
    if (flags !== c.near || closed.length === 0) return null;
    return openFrom(f, closed);
  }

  /** Puts a flag on a closed cell or takes it off; false when the cell is open. */
  function toggleFlag(f, i) {
    const c = f.cells[i];
    if (c.open) return false;
    c.flag = !c.flag;
    f.flags += c.flag ? 1 : -1;
    return true;
  }

  /** Won when every cell without a mine is open. */
  const cleared = (f) => f.laid && f.exploded < 0 && f.opened === f.cells.length - f.mines;

  window.Minefield = { create, neighbours, dig, chord, toggleFlag, cleared };
})();
