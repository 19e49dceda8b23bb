import { badge, boxes, circle, clock, gridPattern, labels, rect, type Box, type Scene } from './art-kit';

/*
 * Scenes of the bundled board and puzzle games: the board as the title's mode sets it up
 * (a 5x5 2048, twelve memory pairs, a wide minefield), with a position drawn from the title.
 */

const text = (x: number, y: number, size: number, fill: string, body: string): string =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="800" fill="${fill}" text-anchor="middle">${body}</text>`;

/** Tiles on the board: 4x4 classic, 5x5 big, 3x3 mini, with the winning tile somewhere on it. */
export const tilesScene: Scene = ({ p, d, mode }) => {
  const n = mode === 'big' ? 5 : mode === 'mini' ? 3 : 4;
  const size = 196;
  const cell = size / n;
  const x0 = 24 + d(160);
  const goal = mode === 'mini' ? 256 : 2048;
  const goalAt = d(n * n);
  const fills = [p.accent2, p.accent, p.pink, p.text];
  const tiers: Box[][] = [[], [], [], []];
  const empty: Box[] = [];
  const numbers: Array<[number, number, string]> = [];
  const big: Array<[number, number, string]> = [];
  for (let i = 0; i < n * n; i += 1) {
    const value = i === goalAt ? goal : d(5) < 2 ? 0 : 2 ** (1 + d(mode === 'mini' ? 6 : 9));
    const [x, y] = [x0 + (i % n) * cell + 4, 8 + Math.floor(i / n) * cell + 4];
    const box: Box = [x, y, cell - 8, cell - 8];
    if (!value) {
      empty.push(box);
      continue;
    }
    tiers[Math.min(3, Math.floor(Math.log2(value) / 3))]?.push(box);
    (String(value).length > 3 ? big : numbers).push([x + cell / 2 - 4, y + cell / 2 + cell * 0.09, String(value)]);
  }
  const tiles =
    boxes(empty, p.panel) +
    tiers.map((list, tier) => boxes(list, fills[tier] ?? p.accent)).join('') +
    labels(numbers, Math.round(cell * 0.36), p.bg) +
    labels(big, Math.round(cell * 0.26), p.bg);
  const label = mode === 'big' ? '5\u00d75' : mode === 'mini' ? '3\u00d73' : '';
  return rect(x0, 8, size, size, p.line, 'rx="10"') + tiles + (label ? badge(label, p) : '');
};

/** Face-down cards with one pair turned up: 8 pairs, 12 pairs, or 8 against the clock. */
export const memoryScene: Scene = ({ p, d, mode }) => {
  const cols = mode === 'big' ? 6 : 4;
  const [w, h, gap] = [40, 44, 6];
  const x0 = 30 + d(380 - cols * (w + gap) - 40);
  const symbols = [
    (x: number, y: number) => circle(x, y, 10, p.pink),
    (x: number, y: number) => `<path d="M${x} ${y - 12}l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="${p.pink}"/>`,
    (x: number, y: number) => `<path d="M${x} ${y + 11}l-11-11a6 6 0 0 1 11-7 6 6 0 0 1 11 7z" fill="${p.pink}"/>`,
    (x: number, y: number) => `<path d="M${x} ${y - 11}l11 20h-22z" fill="${p.pink}"/>`,
  ];
  const symbol = symbols[d(symbols.length)] ?? symbols[0];
  const first = d(cols * 4);
  const second = (first + 3 + d(cols * 4 - 4)) % (cols * 4);
  const down: Box[] = [];
  let faces = '';
  for (let i = 0; i < cols * 4; i += 1) {
    const [x, y] = [x0 + (i % cols) * (w + gap), 10 + Math.floor(i / cols) * (h + gap)];
    if (i !== first && i !== second) down.push([x, y, w, h]);
    else
      faces += rect(x, y, w, h, p.text, `rx="6" stroke="${p.accent2}" stroke-width="3"`) + (symbol?.(x + w / 2, y + h / 2) ?? '');
  }
  const inner = down.map(([x, y]): Box => [x + 8, y + 8, w - 16, h - 16]);
  const cards = boxes(down, p.accent) + boxes(inner, p.accent2, 'opacity=".35"') + faces;
  const extra = mode === 'timed' ? clock(360, 40, p) + badge('TIMED', p) : mode === 'big' ? badge('12 PAIRS', p) : '';
  return cards + extra;
};

/** A question card over four answers, one of them lit up as right, and the countdown bar. */
export const quizScene: Scene = ({ p, d, mode }) => {
  const icons: Record<string, string> = {
    science:
      `<g fill="none" stroke="${p.accent2}" stroke-width="3"><ellipse cx="72" cy="46" rx="20" ry="8"/>` +
      `<ellipse cx="72" cy="46" rx="20" ry="8" transform="rotate(60 72 46)"/><ellipse cx="72" cy="46" rx="20" ry="8" transform="rotate(-60 72 46)"/></g>`,
    world:
      `<g fill="none" stroke="${p.accent2}" stroke-width="3"><circle cx="72" cy="46" r="20"/><ellipse cx="72" cy="46" rx="9" ry="20"/>` +
      `<path d="M52 46h40"/></g>`,
  };
  const card =
    rect(40, 14, 320, 66, p.panel, `rx="12" stroke="${p.accent2}" stroke-width="3"`) +
    (icons[mode] ?? text(72, 62, 40, p.accent2, '?')) +
    rect(110, 34, 150 + d(80), 10, p.muted, 'rx="5"') +
    rect(110, 52, 80 + d(100), 10, p.muted, 'rx="5" opacity=".6"');
  const right = d(4);
  let answers = '';
  ['A', 'B', 'C', 'D'].forEach((letter, i) => {
    const [x, y] = [40 + (i % 2) * 166, 96 + Math.floor(i / 2) * 56];
    answers +=
      rect(x, y, 154, 46, i === right ? p.accent : p.line, 'rx="10"') +
      circle(x + 23, y + 23, 14, p.bg, 'opacity=".5"') +
      text(x + 23, y + 29, 16, p.text, letter) +
      rect(x + 46, y + 18, 50 + d(50), 9, p.text, 'rx="4" opacity=".7"');
  });
  const bar = rect(40, 6, 320, 4, p.line) + rect(40, 6, 80 + d(240), 4, p.pink);
  return card + answers + bar;
};

/** The carrom board from above: frame, pockets, coins around the queen and the striker on its line. */
export const carromScene: Scene = ({ p, d, mode }) => {
  const x0 = 30 + d(140);
  const [y0, size] = [6, 198];
  const c = x0 + size / 2;
  const cy = y0 + size / 2;
  let coins = circle(c + d(20) - 10, cy + d(20) - 10, 9, p.pink);
  const count = mode === 'practice' ? 4 : 8;
  for (let i = 0; i < count; i += 1) {
    const angle = (i / count) * Math.PI * 2 + d(10) / 10;
    const r = 22 + d(40);
    coins += circle(
      Math.round(c + r * Math.cos(angle)),
      Math.round(cy + r * Math.sin(angle)),
      9,
      i % 2 ? p.bg : p.text,
      `stroke="${p.panel}" stroke-width="2"`,
    );
  }
  const sx = x0 + 50 + d(100);
  const pockets = [
    [x0 + 16, y0 + 16],
    [x0 + size - 16, y0 + 16],
    [x0 + 16, y0 + size - 16],
    [x0 + size - 16, y0 + size - 16],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 11, p.bg))
    .join('');
  return (
    rect(x0, y0, size, size, p.accent2, `rx="8" stroke="${p.line}" stroke-width="12"`) +
    pockets +
    circle(c, cy, 34, 'none', `stroke="${p.pink}" stroke-width="2"`) +
    `<path d="M${x0 + 40} ${y0 + size - 34}h${size - 80}M${x0 + 40} ${y0 + 34}h${size - 80}" stroke="${p.panel}" stroke-width="2"/>` +
    coins +
    `<path d="M${sx} ${y0 + size - 34}L${c} ${cy}" stroke="${p.panel}" stroke-width="2" stroke-dasharray="5 5"/>` +
    circle(sx, y0 + size - 34, 12, p.accent, `stroke="${p.bg}" stroke-width="3"`) +
    (mode === 'timed' ? clock(360, 40, p) + badge('TIMED', p) : mode === 'practice' ? badge('PRACTICE', p) : '')
  );
};

const WORDS = ['BRAIN', 'LUCKY', 'TIGER', 'RIVER', 'MANGO', 'CHESS', 'PLANT', 'STORM', 'GHOST', 'CANDY', 'OCEAN', 'MAGIC'];

/** Letter tiles: guess rows coloured right / misplaced / absent, or a word scrambled for an anagram. */
export const wordScene: Scene = ({ p, d, mode }) => {
  const word = WORDS[d(WORDS.length)] ?? 'BRAIN';
  const tile = (x: number, y: number, letter: string, fill: string, turn = 0) =>
    `<g transform="rotate(${turn} ${x + 20} ${y + 20})">${rect(x, y, 40, 40, fill, 'rx="6"')}${text(x + 20, y + 29, 24, p.bg, letter)}</g>`;
  let tiles = '';
  if (mode === 'guess') {
    const x0 = 40 + d(120);
    const byFill = new Map<string, Box[]>();
    const letters: Array<[number, number, string]> = [];
    for (let row = 0; row < 4; row += 1) {
      const guess = row === 3 ? word : (WORDS[d(WORDS.length)] ?? word);
      for (let col = 0; col < 5; col += 1) {
        const letter = guess[col] ?? '';
        const fill = letter === word[col] ? p.accent : word.includes(letter) ? p.accent2 : p.muted;
        const [x, y] = [x0 + col * 46, 8 + row * 50];
        byFill.set(fill, [...(byFill.get(fill) ?? []), [x, y, 40, 40]]);
        letters.push([x + 20, y + 29, letter]);
      }
    }
    tiles = [...byFill].map(([fill, list]) => boxes(list, fill)).join('') + labels(letters, 24, p.bg);
  } else {
    const order = [...word].map((letter, i) => ({ letter, key: d(100) + i / 10 })).sort((a, b) => a.key - b.key);
    order.forEach(({ letter }, i) => {
      tiles += tile(50 + i * 62, 50 + d(40), letter, i % 2 ? p.accent : p.accent2, d(30) - 15);
    });
    tiles += `<path d="M80 170q120 40 240 0" fill="none" stroke="${p.pink}" stroke-width="4" stroke-dasharray="8 8"/>`;
    tiles += mode === 'timed' ? clock(360, 40, p) + badge('TIMED', p) : badge('ANAGRAMS', p);
  }
  return tiles;
};

/** A corner of the ludo board: coloured homes with their tokens, the track and the die. */
export const ludoScene: Scene = ({ p, d, mode, id }) => {
  const cell = 14;
  const x0 = 90 + d(100);
  const y0 = 0;
  const size = cell * 15;
  const homes: Array<[number, number, string]> = [
    [x0, y0, p.pink],
    [x0 + cell * 9, y0, p.accent],
    [x0, y0 + cell * 9, p.accent2],
    [x0 + cell * 9, y0 + cell * 9, p.muted],
  ];
  const tokens = mode === 'quick' ? 2 : 4;
  // Classic: you and one computer player, on opposite corners; four: everyone plays.
  const playing = mode === 'classic' ? [0, 3] : [0, 1, 2, 3];
  let board =
    `<defs>${gridPattern(`${id}t`, cell, p.line)}</defs>` +
    rect(x0, y0, size, size, p.text) +
    rect(x0, y0, size, size, `url(#${id}t)`);
  homes.forEach(([x, y, colour], i) => {
    board += rect(x, y, cell * 6, cell * 6, colour) + rect(x + 12, y + 12, cell * 6 - 24, cell * 6 - 24, p.text, 'rx="6"');
    if (!playing.includes(i)) return;
    for (let t = 0; t < tokens; t += 1)
      board += circle(x + 28 + (t % 2) * 28, y + 28 + Math.floor(t / 2) * 28, 9, colour, `stroke="${p.bg}" stroke-width="3"`);
  });
  const c = x0 + size / 2;
  board +=
    `<path d="M${c - 21} ${c - x0 - 21}h42L${c} ${c - x0}z" fill="${p.accent}"/>` +
    `<path d="M${c - 21} ${c - x0 + 21}h42L${c} ${c - x0}z" fill="${p.muted}"/>`;
  const [tx, ty] = [x0 + cell * (6 + d(3)) + 7, y0 + cell * (1 + d(4)) + 7];
  board += circle(tx, ty, 8, p.pink, `stroke="${p.bg}" stroke-width="3"`);
  const dx = x0 + size + 30 > 360 ? x0 - 70 : x0 + size + 24;
  const face = 1 + d(6);
  const pips: Record<number, Array<[number, number]>> = {
    1: [[1, 1]],
    2: [
      [0, 0],
      [2, 2],
    ],
    3: [
      [0, 0],
      [1, 1],
      [2, 2],
    ],
    4: [
      [0, 0],
      [2, 0],
      [0, 2],
      [2, 2],
    ],
    5: [
      [0, 0],
      [2, 0],
      [1, 1],
      [0, 2],
      [2, 2],
    ],
    6: [
      [0, 0],
      [2, 0],
      [0, 1],
      [2, 1],
      [0, 2],
      [2, 2],
    ],
  };
  const die =
    rect(dx, 120, 48, 48, p.text, `rx="10" transform="rotate(${d(30) - 15} ${dx + 24} 144)"`) +
    (pips[face] ?? []).map(([i, j]) => circle(dx + 10 + i * 14, 130 + j * 14, 4, p.bg)).join('');
  return board + die + (mode === 'classic' ? '' : badge(mode === 'four' ? '4 PLAYERS' : 'QUICK', p));
};

/** The well of falling blocks: a ragged stack at the bottom and a piece on its way down. */
export const blocksScene: Scene = ({ p, d, mode }) => {
  const cell = 16;
  const [cols, rows] = [10, 13];
  const x0 = 40 + d(180);
  const colours = [p.accent, p.accent2, p.pink, p.muted];
  const byColour: Box[][] = colours.map(() => []);
  for (let row = rows - 4; row < rows; row += 1) {
    const gap = d(cols);
    for (let col = 0; col < cols; col += 1) {
      if (col === gap || (row === rows - 4 && d(2))) continue;
      byColour[d(4)]?.push([x0 + col * cell, 2 + row * cell, cell, cell]);
    }
  }
  const stack = byColour.map((list, i) => boxes(list, colours[i] ?? p.accent)).join('');
  const shapes: Array<Array<[number, number]>> = [
    [
      [0, 0],
      [1, 0],
      [2, 0],
      [1, 1],
    ],
    [
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
    ],
    [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ],
    [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ],
  ];
  const [px, py] = [x0 + (1 + d(5)) * cell, 2 + (2 + d(3)) * cell];
  const piece = boxes(
    (shapes[d(shapes.length)] ?? []).map(([i, j]): Box => [px + i * cell, py + j * cell, cell, cell]),
    p.pink,
  );
  const side = x0 + cols * cell + 16;
  const info =
    mode === 'timed'
      ? clock(side + 30, 60, p) + badge('2 MIN', p)
      : mode === 'sprint'
        ? badge('20 LINES', p)
        : badge('MARATHON', p);
  return rect(x0, 2, cols * cell, rows * cell, p.panel, `stroke="${p.line}" stroke-width="3"`) + stack + piece + info;
};

/** A minefield half cleared: numbered cells, flags on the mines, covered cells around. */
export const minesScene: Scene = ({ p, d, mode, id }) => {
  const [cols, rows, cell] = mode === 'wide' ? [14, 10, 20] : [9, 9, 22];
  const x0 = 20 + d(360 - cols * cell);
  const y0 = 6;
  const opened = [0, 1].map(() => {
    const [c, r] = [d(cols - 4), d(rows - 4)];
    return [c, r, 3 + d(cols - c - 3), 2 + d(rows - r - 2)] as const;
  });
  const numberColours = [p.accent, p.accent2, p.pink];
  let cells = '';
  for (const [c, r, w, h] of opened) {
    cells += rect(x0 + c * cell, y0 + r * cell, w * cell, h * cell, p.bg);
    for (let k = 0; k < 3; k += 1) {
      const [nc, nr] = [c + d(w), r + d(h)];
      const n = 1 + d(3);
      cells += text(
        x0 + nc * cell + cell / 2,
        y0 + nr * cell + cell * 0.75,
        Math.round(cell * 0.7),
        numberColours[n - 1] ?? p.accent,
        String(n),
      );
    }
  }
  let flags = '';
  for (let k = 0; k < 4; k += 1) {
    const [fx, fy] = [x0 + d(cols) * cell + cell / 2, y0 + d(rows) * cell + 3];
    flags += `<path d="M${fx - 3} ${fy + cell - 6}V${fy}l10 4-10 5" fill="${p.pink}" stroke="${p.text}" stroke-width="2"/>`;
  }
  return (
    `<defs>${gridPattern(`${id}m`, cell, p.panel)}</defs>` +
    rect(x0, y0, cols * cell, rows * cell, p.line) +
    cells +
    rect(x0, y0, cols * cell, rows * cell, `url(#${id}m)`, `stroke="${p.accent2}" stroke-width="3"`) +
    flags +
    (mode === 'timed' ? clock(364, 40, p) + badge('TIMED', p) : mode === 'wide' ? badge('10\u00d714', p) : '')
  );
};
