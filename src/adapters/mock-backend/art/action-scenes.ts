import { badge, boxes, circle, gridPattern, rect, type Box, type Scene } from './art-kit';

/*
 * Scenes of the bundled action games, each what a player sees in the first seconds of the
 * title's game: the snake on its grid, the brick wall, the road, the pitch.
 */

/** A snake on its grid, hunting an apple; the maze mode has inner walls, wrap has open edges. */
export const snakeScene: Scene = ({ p, d, mode, id }) => {
  const s = 20;
  const [x0, y0, cols, rows] = [40, 10, 16, 10];
  const walls =
    mode === 'maze'
      ? [2, 7].map((row) => rect(x0 + (2 + d(3)) * s, y0 + row * s, (6 + d(5)) * s, s, p.muted, 'rx="4"')).join('')
      : '';
  // A walk of straight runs, kept between the maze walls (rows 3-6) or on the board.
  const [top, bottom] = mode === 'maze' ? [3, 6] : [1, rows - 2];
  let [cx, cy] = [2 + d(4), top + d(bottom - top + 1)];
  const points = [[cx, cy]];
  for (let run = 0; run < 5; run += 1) {
    if (run % 2 === 0) cx = Math.min(cols - 2, cx + 2 + d(4));
    else cy = cy <= (top + bottom) / 2 ? Math.min(bottom, cy + 1 + d(3)) : Math.max(top, cy - 1 - d(3));
    points.push([cx, cy]);
  }
  const at = (v: number, o: number) => o + v * s + s / 2;
  const path = points.map(([x, y], i) => `${i ? 'L' : 'M'}${at(x ?? 0, x0)} ${at(y ?? 0, y0)}`).join('');
  const [hx, hy] = [at(cx, x0), at(cy, y0)];
  const apple = [at(Math.max(1, cx - 3 - d(4)), x0), at(cy === top ? bottom : top, y0)] as const;
  const border = mode === 'wrap' ? `stroke-dasharray="12 8"` : '';
  return (
    `<defs>${gridPattern(`${id}g`, s, p.line)}</defs>` +
    rect(x0, y0, cols * s, rows * s, p.panel) +
    rect(x0, y0, cols * s, rows * s, `url(#${id}g)`, `stroke="${p.accent2}" stroke-width="4" ${border}`) +
    walls +
    `<path d="${path}" fill="none" stroke="${p.accent}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>` +
    circle(hx, hy, 11, p.accent) +
    circle(hx - 4, hy - 3, 3, p.bg) +
    circle(hx + 4, hy - 3, 3, p.bg) +
    circle(apple[0], apple[1], 8, p.pink) +
    `<path d="M${apple[0]} ${apple[1] - 8}q4-8 9-6" stroke="${p.accent2}" stroke-width="3" fill="none"/>` +
    (mode === 'classic' ? '' : badge(mode.toUpperCase(), p))
  );
};

/** The brick wall, paddle and ball; fortress bricks are armoured, rush has the wall creeping down. */
export const breakoutScene: Scene = ({ p, d, mode }) => {
  const colours = [p.pink, p.accent, p.accent2, p.accent, p.pink];
  const top = mode === 'rush' ? 44 : 14;
  let bricks = '';
  for (let row = 0; row < 5; row += 1) {
    const wall: Box[] = [];
    for (let col = 0; col < 8; col += 1) if (d(6) !== 0) wall.push([22 + col * 46, top + row * 20, 42, 16]);
    const fill = colours[row] ?? p.accent;
    // Fortress bricks take several hits: every other row is armoured in a light rim.
    bricks += boxes(wall, fill, '', mode === 'fortress' && row % 2 ? p.text : fill);
  }
  const px = 60 + d(220);
  const [bx, by] = [40 + d(320), top + 120 + d(20)];
  const arrows =
    mode === 'rush'
      ? `<path d="M10 14v24l-6-6m6 6 6-6M390 14v24l-6-6m6 6 6-6" stroke="${p.accent2}" stroke-width="3" fill="none"/>`
      : '';
  return (
    bricks +
    `<path d="M${px + 40} 192L${bx} ${by}" stroke="${p.accent2}" stroke-width="3" stroke-dasharray="6 6" opacity=".6"/>` +
    circle(bx, by, 8, p.accent2) +
    rect(px, 192, 80, 12, p.text, 'rx="6"') +
    arrows +
    (mode === 'classic' ? '' : badge(mode.toUpperCase(), p))
  );
};

/** A runner mid-jump over hurdles on a ground line, under a sun or moon. */
export const runnerScene: Scene = ({ p, d, mode }) => {
  const sun = circle(300 + d(80), 30 + d(30), 18 + d(10), p.accent2, 'opacity=".9"');
  const hills =
    `<path d="M0 170Q${60 + d(60)} ${90 + d(30)} 180 170T400 ${150 + d(20)}V210H0z" fill="${p.panel}"/>` +
    rect(0, 172, 400, 38, p.line);
  const count = mode === 'hurdles' ? 4 : 2;
  let hurdles = '';
  for (let i = 0; i < count; i += 1) {
    const x = 170 + i * (mode === 'hurdles' ? 58 : 110) + d(20);
    hurdles +=
      `<path d="M${x} 172v-34M${x + 22} 172v-34" stroke="${p.text}" stroke-width="4"/>` +
      rect(x - 3, 134, 28, 9, p.pink, 'rx="2"');
  }
  const x = 70 + d(60);
  const y = 80 + d(30);
  const lean = d(3) * 4;
  const figure =
    `<g stroke="${p.accent}" stroke-width="8" stroke-linecap="round" fill="none">` +
    `<path d="M${x} ${y}l${-6 - lean} 30M${x - 6 - lean} ${y + 30}l18 10l-4 18M${x - 6 - lean} ${y + 30}l-20 4l-4 16` +
    `M${x - 2} ${y + 8}l18 10M${x - 2} ${y + 8}l-20 2"/></g>` +
    circle(x + 2, y - 12, 10, p.accent) +
    `<path d="M${x - 60} ${y + 10}h30M${x - 70} ${y + 26}h30M${x - 56} ${y + 42}h24" stroke="${p.muted}" stroke-width="3" stroke-linecap="round"/>`;
  const finish = mode === 'sprint' ? badge('60 SEC SPRINT', p) : mode === 'hurdles' ? badge('HURDLES', p) : '';
  return sun + hills + hurdles + figure + finish;
};

/** A batter at the crease in front of the stumps, the ball on its way to the boundary rope. */
export const cricketScene: Scene = ({ p, d, mode }) => {
  const labels: Record<string, string> = { t20: 'T20', superover: 'SUPER OVER', test: 'TEST MATCH' };
  const cx = 150 + d(100);
  const field =
    `<ellipse cx="200" cy="150" rx="230" ry="120" fill="${p.panel}"/>` +
    `<ellipse cx="200" cy="150" rx="200" ry="100" fill="none" stroke="${p.text}" stroke-width="3" stroke-dasharray="10 8" opacity=".6"/>` +
    `<path d="M${cx - 30} 210L${cx - 12} 40h24L${cx + 30} 210z" fill="${p.accent2}" opacity=".3"/>`;
  const fielders = [0, 1, 2, 3].map(() => circle(30 + d(340), 70 + d(120), 6, p.muted)).join('');
  const stumps = `<path d="M${cx - 8} 190v-46M${cx} 190v-46M${cx + 8} 190v-46" stroke="${p.text}" stroke-width="5"/>`;
  const bx = cx + 34;
  const swing = -40 - d(60);
  const batter =
    `<g stroke="${p.accent}" stroke-width="9" stroke-linecap="round" fill="none">` +
    `<path d="M${bx} 130v34l-10 26M${bx} 164l12 26M${bx} 140l-16 12"/></g>` +
    circle(bx, 118, 11, p.accent) +
    rect(bx - 20, 148, 9, 46, p.accent2, `rx="4" transform="rotate(${swing} ${bx - 16} 152)"`);
  const [tx, ty] = [d(2) ? 40 + d(60) : 300 + d(60), 30 + d(40)];
  const ball =
    `<path d="M${bx - 30} 140Q${(bx + tx) / 2} ${ty - 60} ${tx} ${ty}" fill="none" stroke="${p.pink}" stroke-width="3" stroke-dasharray="6 6"/>` +
    circle(tx, ty, 8, p.pink);
  return field + fielders + stumps + batter + ball + badge(labels[mode] ?? 'CRICKET', p);
};

/** A road of lanes in perspective, your car below and traffic ahead; sand at the sides or a night beam. */
export const racerScene: Scene = ({ p, d, mode }) => {
  const lanes = mode === 'highway' ? 4 : 3;
  const sides =
    mode === 'desert'
      ? `<path d="M0 90Q60 60 130 90V210H0zM400 80Q330 60 270 90V210H400z" fill="${p.accent2}" opacity=".5"/>`
      : rect(0, 0, 400, 210, p.panel);
  // The road bends towards a vanishing point of its own on every title.
  const vx = 130 + d(120);
  const road = `<path d="M${vx} 0h60L400 210H0z" fill="${p.line}"/>`;
  let marks = '';
  for (let i = 1; i < lanes; i += 1) {
    const top = vx + (60 * i) / lanes;
    const bottom = (400 * i) / lanes;
    marks += `M${top} 0L${bottom} 210`;
  }
  const dashes = `<path d="${marks}" stroke="${p.text}" stroke-width="4" stroke-dasharray="16 14" opacity=".7"/>`;
  const laneX = (lane: number, y: number) => {
    const t = y / 210;
    const left = vx - vx * t;
    const width = 60 + 340 * t;
    return left + ((lane + 0.5) * width) / lanes;
  };
  const car = (lane: number, y: number, scale: number, colour: string) => {
    const w = 34 * scale;
    const h = 54 * scale;
    const x = laneX(lane, y) - w / 2;
    return (
      rect(Math.round(x), y, Math.round(w), Math.round(h), colour, 'rx="6"') +
      rect(Math.round(x + w * 0.15), Math.round(y + h * 0.2), Math.round(w * 0.7), Math.round(h * 0.22), p.bg, 'opacity=".7"')
    );
  };
  const me = d(lanes);
  const beam =
    mode === 'night'
      ? `<path d="M${laneX(me, 150) - 14} 150L${laneX(me, 40) - 40} 40h80L${laneX(me, 150) + 14} 150z" fill="${p.accent2}" opacity=".25"/>`
      : '';
  const traffic = [0, 1]
    .map((i) => car((me + 1 + i + d(2)) % lanes, 40 + i * 50 + d(20), 0.6 + i * 0.2, i ? p.pink : p.accent2))
    .join('');
  const coins = [0, 1, 2].map((i) => circle(Math.round(laneX(me, 30 + i * 30)), 30 + i * 30, 5 + i, p.accent2)).join('');
  const night = mode === 'night' ? rect(0, 0, 400, 210, p.bg, 'opacity=".45"') : '';
  return (
    sides +
    road +
    dashes +
    night +
    beam +
    coins +
    traffic +
    car(me, 150, 1, p.accent) +
    (mode === 'highway' ? '' : badge(mode.toUpperCase(), p))
  );
};

/** Your ship under a starfield, firing at an enemy wave, asteroids or a boss with its health bar. */
export const shooterScene: Scene = ({ p, d, mode }) => {
  let stars = '';
  for (let i = 0; i < 14; i += 1) stars += circle(d(400), d(210), 1 + d(2), p.text, 'opacity=".7"');
  const sx = 80 + d(240);
  const ship =
    `<path d="M${sx} 150l22 44h-14l-8-8-8 8h-14z" fill="${p.accent}"/>` +
    `<path d="M${sx - 6} 140v-50M${sx + 6} 140v-50" stroke="${p.accent2}" stroke-width="4" stroke-dasharray="14 10"/>`;
  let enemies = '';
  if (mode === 'waves') {
    const x0 = 40 + d(60);
    for (let row = 0; row < 2; row += 1) {
      for (let col = 0; col < 5; col += 1) {
        const x = x0 + col * 56 + row * 20;
        const y = 24 + row * 40;
        enemies +=
          `<path d="M${x} ${y}h28v12h-6v8h-4v-8h-8v8h-4v-8h-6z" fill="${p.pink}"/>` +
          circle(x + 9, y + 5, 2, p.bg) +
          circle(x + 19, y + 5, 2, p.bg);
      }
    }
  } else if (mode === 'asteroids') {
    for (let i = 0; i < 5; i += 1) {
      const [x, y, r] = [40 + d(320), 20 + d(90), 10 + d(16)];
      enemies += `<path d="M${x - r} ${y}l${r / 2} ${-r}h${r}l${r / 2} ${r}l${-r / 2} ${r}h${-r}z" fill="${p.line}" stroke="${p.muted}" stroke-width="3"/>`;
    }
  } else {
    const bx = 120 + d(160);
    enemies =
      `<path d="M${bx - 70} 40l30-24h80l30 24-20 30h-100z" fill="${p.pink}"/>` +
      circle(bx, 44, 12, p.accent2) +
      rect(bx - 70, 90, 140, 8, p.line, 'rx="4"') +
      rect(bx - 70, 90, 60 + d(70), 8, p.accent, 'rx="4"');
  }
  return stars + enemies + ship + (mode === 'waves' ? '' : badge(mode.toUpperCase(), p));
};

/** The goal and its net, a diving keeper and the ball flying for a corner. */
export const penaltyScene: Scene = ({ p, d, mode, id }) => {
  const labels: Record<string, string> = { shootout: 'SHOOTOUT', keeper: 'SAVE 10', sudden: 'SUDDEN DEATH' };
  const net = `<defs>${gridPattern(`${id}n`, 14, p.muted)}</defs>`;
  const ground =
    rect(0, 140, 400, 70, p.panel) +
    `<path d="M40 210l40-62h240l40 62" fill="none" stroke="${p.text}" stroke-width="3" opacity=".5"/>`;
  const goal =
    rect(80, 36, 240, 104, `url(#${id}n)`, 'opacity=".5"') +
    `<path d="M80 142V36h240v106" fill="none" stroke="${p.text}" stroke-width="7"/>`;
  const kx = 140 + d(120);
  const tilt = (d(2) ? 1 : -1) * (20 + d(40));
  const keeper =
    `<g transform="rotate(${tilt} ${kx} 120)"><g stroke="${p.accent2}" stroke-width="9" stroke-linecap="round" fill="none">` +
    `<path d="M${kx} 92v28l-10 18M${kx} 120l10 18M${kx - 26} 84l26 12 26-12"/></g>` +
    circle(kx, 78, 10, p.accent2) +
    (mode === 'keeper' ? circle(kx - 28, 82, 8, p.accent) + circle(kx + 28, 82, 8, p.accent) : '') +
    `</g>`;
  const [gx, gy] = [tilt > 0 ? 110 + d(40) : 250 + d(40), 50 + d(40)];
  const ball =
    `<path d="M200 196Q${(200 + gx) / 2} ${gy + 20} ${gx} ${gy}" fill="none" stroke="${p.text}" stroke-width="3" stroke-dasharray="6 6"/>` +
    circle(gx, gy, 10, p.text) +
    circle(gx, gy, 4, p.bg);
  const score =
    mode === 'shootout'
      ? [0, 1, 2, 3, 4].map((i) => circle(340 + (i % 3) * 16, 160 + Math.floor(i / 3) * 16, 6, d(3) ? p.accent : p.pink)).join('')
      : '';
  return net + ground + goal + keeper + ball + score + badge(labels[mode] ?? 'PENALTY', p);
};

/** A cup on a podium under confetti, for esports cups that have no bundled game. */
export const trophyScene: Scene = ({ p, d }) => {
  let confetti = '';
  for (let i = 0; i < 12; i += 1) {
    const [cx, cy] = [d(400), d(200)];
    confetti += rect(cx, cy, 6, 10, [p.pink, p.accent, p.accent2][i % 3] ?? p.pink, `transform="rotate(${d(90)} ${cx} ${cy})"`);
  }
  const x = 140 + d(120);
  return (
    confetti +
    `<path d="M${x - 44} 24h88v30a44 44 0 0 1-88 0z" fill="${p.accent2}"/>` +
    `<path d="M${x - 44} 34h-20v12a20 20 0 0 0 20 20M${x + 44} 34h20v12a20 20 0 0 1-20 20" fill="none" stroke="${p.accent2}" stroke-width="7"/>` +
    rect(x - 8, 96, 16, 40, p.accent2) +
    rect(x - 40, 136, 80, 22, p.accent, 'rx="4"') +
    rect(x - 70, 158, 140, 40, p.line, 'rx="6"')
  );
};
