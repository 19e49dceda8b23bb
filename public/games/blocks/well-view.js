// Blocks: drawing the well, the held and next pieces and the round's numbers on one canvas.
// On a phone held upright the hold / numbers / next strip sits above the well; on a wide screen
// the same boxes stand to the right of it, whichever gives the bigger squares.
// Exposes one global, `BlocksView`. Plain ES2020, no dependencies.
(() => {
  'use strict';

  /* Each piece keeps its own hue in every theme, tinted a little towards the theme's accent. */
  const HUES = { I: '#22d3ee', O: '#ffc93c', T: '#b06bff', S: '#34e39a', Z: '#ff4f6d', J: '#4f7dff', L: '#ff9a3c' };

  const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const rgb = ([r, g, b]) => `rgb(${Math.round(r)},${Math.round(g)},${Math.round(b)})`;
  const mix = (a, b, t) => { const x = hex(a); const y = hex(b); return x.map((v, i) => v + (y[i] - v) * t); };
  const shade = (c, t) => rgb(c.map((v) => (t > 0 ? v + (255 - v) * t : v * (1 + t))));

  function create(canvas, theme) {
    const colours = {};
    for (const [type, hue] of Object.entries(HUES)) colours[type] = mix(hue, theme.accent, 0.1);

    let ctx = canvas.getContext('2d');
    let L = null; // the layout: cell size and the boxes' rectangles, in CSS pixels
    let sprites = {}; // one pre-drawn square per piece type and size, so a frame is mostly drawImage

    function sprite(type, size) {
      const key = type + size;
      if (sprites[key]) return sprites[key];
      const dpr = Math.min(window.devicePixelRatio || 1, 3);
      const s = document.createElement('canvas');
      s.width = s.height = Math.ceil(size * dpr);
      const g = s.getContext('2d');
      g.scale(dpr, dpr);
      const c = colours[type];
      const r = Math.max(2, size * 0.16);
      const grad = g.createLinearGradient(0, 0, size, size);
      grad.addColorStop(0, shade(c, 0.12));
      grad.addColorStop(1, shade(c, -0.18));
      g.fillStyle = grad;
      g.beginPath();
      g.roundRect(0.5, 0.5, size - 1, size - 1, r);
      g.fill();
      // A bevel: a light top edge and a darker inner square, so stacked squares read as blocks.
      g.fillStyle = 'rgba(255,255,255,0.45)';
      g.fillRect(size * 0.16, size * 0.1, size * 0.68, Math.max(1.5, size * 0.09));
      g.fillStyle = 'rgba(255,255,255,0.12)';
      g.fillRect(size * 0.16, size * 0.24, size * 0.68, size * 0.5);
      g.fillStyle = 'rgba(0,0,0,0.22)';
      g.fillRect(size * 0.12, size * 0.84, size * 0.76, Math.max(1.5, size * 0.08));
      sprites[key] = s;
      return s;
    }

    function square(type, x, y, size, alpha = 1) {
      ctx.globalAlpha = alpha;
      ctx.drawImage(sprite(type, size), x, y, size, size);
      ctx.globalAlpha = 1;
    }

    /** Work out the layout for the space the stage offers; returns the canvas size to use. */
    function resize(availW, availH) {
      const top = Math.min(availW / 10, availH / 23.3);
      const side = Math.min(availW / 15.6, availH / 20.4);
      const beside = side > top * 1.05;
      const c = Math.max(10, Math.floor(beside ? side : top));
      const pad = Math.round(c * 0.2);
      if (beside) {
        const well = { x: pad, y: pad, w: c * 10, h: c * 20 };
        const px = well.x + well.w + pad;
        const pw = c * 5;
        L = {
          c, well, side: true,
          hold: { x: px, y: pad, w: pw, h: c * 3.4 },
          next: { x: px, y: pad + c * 3.6, w: pw, h: c * 3.4 },
          stats: { x: px, y: pad + c * 7.2, w: pw, h: well.h - c * 7.2 },
          W: px + pw + pad, H: well.h + pad * 2,
        };
      } else {
        const strip = c * 3;
        const bw = c * 2.6;
        const well = { x: 0, y: strip + pad, w: c * 10, h: c * 20 };
        L = {
          c, well, side: false,
          hold: { x: 0, y: 0, w: bw, h: strip },
          next: { x: well.w - bw, y: 0, w: bw, h: strip },
          stats: { x: bw + pad, y: 0, w: well.w - 2 * (bw + pad), h: strip },
          W: well.w, H: well.y + well.h,
        };
      }
      ctx = Kit.fitCanvas(canvas, L.W, L.H);
      sprites = {};
      return { width: L.W, height: L.H };
    }

    function box(r, label) {
      ctx.fillStyle = theme.panel;
      ctx.strokeStyle = theme.line;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.roundRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1, 10);
      ctx.fill();
      ctx.stroke();
      if (!label) return;
      ctx.fillStyle = theme.muted;
      ctx.font = `700 ${Math.round(L.c * 0.38)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(label, r.x + r.w / 2, r.y + L.c * 0.2);
    }

    /** A whole piece centred in a box, below its label; dimmed when it cannot be used now. */
    function preview(r, type, alpha) {
      if (!type) return;
      const m = BlocksRules.SHAPES[type];
      const cells = [];
      m.forEach((row, y) => row.forEach((v, x) => { if (v) cells.push([x, y]); }));
      const minX = Math.min(...cells.map((p) => p[0]));
      const maxX = Math.max(...cells.map((p) => p[0]));
      const minY = Math.min(...cells.map((p) => p[1]));
      const maxY = Math.max(...cells.map((p) => p[1]));
      const top = L.c * 0.75;
      const s = Math.floor(Math.min((r.w - L.c * 0.5) / 4, (r.h - top - L.c * 0.25) / 2, L.c * 0.8));
      const ox = r.x + (r.w - (maxX - minX + 1) * s) / 2;
      const oy = r.y + top + (r.h - top - L.c * 0.1 - (maxY - minY + 1) * s) / 2;
      for (const [x, y] of cells) square(type, ox + (x - minX) * s, oy + (y - minY) * s, s, alpha);
    }

    function stats(r, v) {
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const cx = r.x + r.w / 2;
      if (!L.side) {
        ctx.fillStyle = theme.muted;
        ctx.font = `700 ${Math.round(L.c * 0.36)}px system-ui, sans-serif`;
        ctx.fillText(v.headline, cx, r.y + L.c * 0.45);
        ctx.fillStyle = theme.text;
        ctx.font = `800 ${Math.round(L.c * 0.85)}px system-ui, sans-serif`;
        ctx.fillText(Kit.num(v.score), cx, r.y + L.c * 1.35, r.w);
        ctx.fillStyle = theme.accent2;
        ctx.font = `700 ${Math.round(L.c * 0.42)}px system-ui, sans-serif`;
        ctx.fillText(Kit.num(v.line), cx, r.y + L.c * 2.35, r.w);
        return;
      }
      const rows = [[Kit.t('Score'), String(v.score)], ...v.rows];
      const step = Math.min(L.c * 1.9, r.h / (rows.length + 0.5));
      ctx.fillStyle = theme.muted;
      ctx.font = `700 ${Math.round(L.c * 0.4)}px system-ui, sans-serif`;
      ctx.fillText(v.headline, cx, r.y + step * 0.3);
      rows.forEach(([label, value], i) => {
        const y = r.y + step * (i + 0.9);
        ctx.fillStyle = theme.muted;
        ctx.font = `600 ${Math.round(L.c * 0.36)}px system-ui, sans-serif`;
        ctx.fillText(label.toUpperCase(), cx, y);
        ctx.fillStyle = i === 0 ? theme.text : theme.accent2;
        ctx.font = `800 ${Math.round(L.c * 0.72)}px system-ui, sans-serif`;
        ctx.fillText(Kit.num(value), cx, y + L.c * 0.65, r.w - 6);
      });
    }

    /**
     * Draw a frame. `v`: { game, flashRows, flashT (0..1 of the clear's flash), popups
     * [{ text, age }], trail { type, cols, from, to, age }, headline, score, line, rows [[label, value]], over }.
     */
    function draw(v) {
      if (!L) return;
      const g = v.game;
      const { c, well } = L;
      ctx.clearRect(0, 0, L.W, L.H);

      box(L.hold, Kit.t('HOLD'));
      box(L.next, Kit.t('NEXT'));
      if (g) {
        preview(L.hold, g.hold, g.canHold ? 1 : 0.35);
        preview(L.next, g.queue[0], 1);
      }
      if (L.side) box(L.stats, '');
      stats(L.stats, v);

      // The well: a dark shaft with a faint grid so the player can count columns.
      const grad = ctx.createLinearGradient(0, well.y, 0, well.y + well.h);
      grad.addColorStop(0, theme.bg);
      grad.addColorStop(1, theme.panel);
      ctx.fillStyle = grad;
      ctx.beginPath();
      ctx.roundRect(well.x, well.y, well.w, well.h, 4);
      ctx.fill();
      ctx.save();
      ctx.beginPath();
      ctx.roundRect(well.x, well.y, well.w, well.h, 4);
      ctx.clip();
      ctx.strokeStyle = theme.line;
      ctx.globalAlpha = 0.55;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let x = 1; x < 10; x += 1) { ctx.moveTo(well.x + x * c + 0.5, well.y); ctx.lineTo(well.x + x * c + 0.5, well.y + well.h); }
      for (let y = 1; y < 20; y += 1) { ctx.moveTo(well.x, well.y + y * c + 0.5); ctx.lineTo(well.x + well.w, well.y + y * c + 0.5); }
      ctx.stroke();
      ctx.globalAlpha = 1;

      if (g) {
        const hid = g.hidden;
        const at = (x, y) => [well.x + x * c, well.y + (y - hid) * c];
        // The stack. Rows just completed flash white, then squeeze shut before they go.
        for (let y = hid; y < g.board.length; y += 1) {
          const flashing = v.flashRows && v.flashRows.includes(y);
          const squeeze = flashing ? Math.max(0, (v.flashT - 0.45) / 0.55) : 0;
          for (let x = 0; x < g.cols; x += 1) {
            const t = g.board[y][x];
            if (!t) continue;
            const [px, py] = at(x, y);
            if (squeeze > 0) {
              const s = c * (1 - squeeze);
              square(t, px + (c - s) / 2, py + (c - s) / 2, s);
            } else square(t, px, py, c, v.over ? 0.4 : 1);
          }
          if (flashing) {
            const glow = v.flashT < 0.45 ? 0.9 - 0.25 * Math.sin(v.flashT * Math.PI * 6) : 0.9 * (1 - squeeze);
            ctx.fillStyle = `rgba(255,255,255,${glow.toFixed(3)})`;
            ctx.fillRect(well.x, well.y + (y - hid) * c + (c * squeeze) / 2, well.w, c * (1 - squeeze));
          }
        }
        if (v.trail && v.trail.to > v.trail.from) {
          const t = v.trail;
          const top = Math.max(0, t.from - hid) * c;
          const bottom = (t.to - hid + 1) * c;
          const streak = ctx.createLinearGradient(0, well.y + top, 0, well.y + bottom);
          streak.addColorStop(0, 'rgba(255,255,255,0)');
          streak.addColorStop(1, shade(colours[t.type], 0.3));
          ctx.globalAlpha = 0.45 * (1 - t.age / 0.2);
          ctx.fillStyle = streak;
          for (const x of t.cols) ctx.fillRect(well.x + x * c + c * 0.15, well.y + top, c * 0.7, bottom - top);
          ctx.globalAlpha = 1;
        }
        const p = g.piece;
        if (p) {
          // The ghost: where the piece will land, as an outline in its colour.
          const gy = g.ghostY();
          ctx.strokeStyle = shade(colours[p.type], 0.1);
          ctx.fillStyle = shade(colours[p.type], -0.2);
          ctx.lineWidth = 2;
          p.m.forEach((row, r) => row.forEach((on, col) => {
            if (!on || gy + r < hid) return;
            const [px, py] = at(p.x + col, gy + r);
            ctx.globalAlpha = 0.16;
            ctx.fillRect(px + 1, py + 1, c - 2, c - 2);
            ctx.globalAlpha = 0.7;
            ctx.strokeRect(px + 2, py + 2, c - 4, c - 4);
          }));
          ctx.globalAlpha = 1;
          // The piece itself.
          p.m.forEach((row, r) => row.forEach((on, col) => {
            if (!on || p.y + r < hid) return;
            const [px, py] = at(p.x + col, p.y + r);
            square(p.type, px, py, c);
          }));
        }
      }
      ctx.restore();

      // Clears and level-ups announce themselves over the well, rising and fading.
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (const pop of v.popups) {
        const t = Math.min(1, pop.age / 1.1);
        ctx.globalAlpha = 1 - t * t;
        const y = well.y + well.h * (pop.y || 0.4) - t * c * 2;
        ctx.font = `900 ${Math.round(c * (pop.big ? 0.95 : 0.7))}px system-ui, sans-serif`;
        ctx.lineWidth = 4;
        ctx.strokeStyle = 'rgba(0,0,0,0.6)';
        ctx.strokeText(pop.text, well.x + well.w / 2, y);
        ctx.fillStyle = pop.colour || theme.text;
        ctx.fillText(pop.text, well.x + well.w / 2, y);
      }
      ctx.globalAlpha = 1;
    }

    /** Whether a point (CSS pixels, relative to the canvas) is on the hold box. */
    function onHold(x, y) {
      const r = L && L.hold;
      return !!r && x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
    }

    return { resize, draw, onHold, layout: () => L };
  }

  window.BlocksView = { create };
})();
