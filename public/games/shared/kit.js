// Small helpers shared by the games (canvas sizing, swipes, keys, overlays).
// Exposes one global, `Kit`. Plain ES2020, no dependencies.
(() => {
  'use strict';

  const memoryBest = {};

  // Older Safari (< 16) lacks roundRect; a plain rectangle is an acceptable fallback.
  if (!CanvasRenderingContext2D.prototype.roundRect) {
    CanvasRenderingContext2D.prototype.roundRect = function (x, y, w, h) { this.rect(x, y, w, h); };
  }

  /*
   * Colour themes a catalogue title can ask for with ?theme=<name>. Each sets the shared CSS
   * variables, and games that draw on a canvas read the same colours from Kit.variant().theme.
   */
  const THEMES = {
    classic: { bg: '#0f1020', panel: '#1d2045', line: '#2e3266', accent: '#7c5cff', accent2: '#22d3ee', pink: '#ff4fa3', text: '#f5f5ff', muted: '#a8abd8' },
    neon: { bg: '#07010f', panel: '#1a0630', line: '#3d0f66', accent: '#ff2bd6', accent2: '#00f0ff', pink: '#fffb00', text: '#fdf6ff', muted: '#c59be0' },
    desert: { bg: '#2b1a0c', panel: '#4a2e14', line: '#6e4520', accent: '#f2a33a', accent2: '#ffd98a', pink: '#e2553d', text: '#fff4e2', muted: '#d9b98f' },
    ocean: { bg: '#021b2e', panel: '#06324f', line: '#0c4d74', accent: '#1fb6ff', accent2: '#7af0d8', pink: '#ff8a65', text: '#eefaff', muted: '#8fc3de' },
    forest: { bg: '#0b1f12', panel: '#153620', line: '#245232', accent: '#4cc76a', accent2: '#c7e86b', pink: '#ff9f43', text: '#f0fff2', muted: '#9cc7a5' },
    night: { bg: '#05060d', panel: '#11131f', line: '#23263a', accent: '#5b6cff', accent2: '#b8c0ff', pink: '#ff5c7a', text: '#e9ebff', muted: '#8b90b5' },
    candy: { bg: '#3a0d2e', panel: '#5a1848', line: '#80266a', accent: '#ff6fb5', accent2: '#ffd166', pink: '#6fffe9', text: '#fff0fa', muted: '#eab0d4' },
    lava: { bg: '#1a0500', panel: '#3a0d02', line: '#5c1a06', accent: '#ff5a1f', accent2: '#ffc21f', pink: '#ff2e63', text: '#fff1e8', muted: '#e0a58a' },
    ice: { bg: '#0c1a2b', panel: '#15304d', line: '#22476e', accent: '#7fd3ff', accent2: '#e0f7ff', pink: '#b69cff', text: '#f4fbff', muted: '#a6c8e0' },
    jungle: { bg: '#0d1a06', panel: '#1f3a0e', line: '#325a16', accent: '#8bd346', accent2: '#f4d35e', pink: '#ee6c4d', text: '#f6ffe9', muted: '#b4d196' },
    royal: { bg: '#14082b', panel: '#26114d', line: '#3c1d72', accent: '#9d6bff', accent2: '#ffd700', pink: '#ff7eb6', text: '#fbf6ff', muted: '#bfa8e6' },
    spooky: { bg: '#050805', panel: '#121a12', line: '#223022', accent: '#8aff5c', accent2: '#c9a7ff', pink: '#ff4d4d', text: '#e8ffe0', muted: '#8fa88a' },
    sunset: { bg: '#2a0f24', panel: '#4a1a35', line: '#6d2a47', accent: '#ff7b54', accent2: '#ffd56b', pink: '#c86bfa', text: '#fff3ec', muted: '#e3b0b8' },
    pitch: { bg: '#07240f', panel: '#0f3a1b', line: '#1a5a2b', accent: '#3ddc84', accent2: '#ffffff', pink: '#ffcc00', text: '#f2fff5', muted: '#a3d9b1' },
  };

  function readParam(name) {
    try { return new URLSearchParams(window.location.search).get(name); } catch { return null; }
  }

  // A game inside the portal's play screen shows no title or score bar of its own: the portal's
  // slim overlay names the game and shows the one score the bridge reports.
  if (window.parent !== window || readParam('embedded') === '1') document.documentElement.classList.add('embedded');

  const Kit = {
    $: (sel) => document.querySelector(sel),

    /**
     * Size a canvas to cssW x cssH CSS pixels with a devicePixelRatio backing store,
     * so drawing stays crisp; afterwards the context draws in CSS pixels.
     */
    fitCanvas(canvas, cssW, cssH) {
      const dpr = Math.min(window.devicePixelRatio || 1, 3);
      canvas.style.width = cssW + 'px';
      canvas.style.height = cssH + 'px';
      canvas.width = Math.round(cssW * dpr);
      canvas.height = Math.round(cssH * dpr);
      const ctx = canvas.getContext('2d');
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      return ctx;
    },

    THEMES,

    /**
     * The variant a catalogue title launches, read from the game's address:
     * ?theme=<THEMES key>&speed=<1|2|3>&mode=<one of modes>. Unknown or missing values fall back
     * to the defaults (classic theme, speed 2, the first mode), so the bare address always plays.
     * The theme's colours are applied to the shared CSS variables at once.
     */
    variant(modes) {
      const list = Array.isArray(modes) && modes.length > 0 ? modes : ['classic'];
      const themeName = Object.prototype.hasOwnProperty.call(THEMES, readParam('theme')) ? readParam('theme') : 'classic';
      const speedParam = Number(readParam('speed'));
      const speed = speedParam === 1 || speedParam === 3 ? speedParam : 2;
      const mode = list.includes(readParam('mode')) ? readParam('mode') : list[0];
      const theme = THEMES[themeName];
      const root = document.documentElement.style;
      root.setProperty('--bg', theme.bg);
      root.setProperty('--panel', theme.panel);
      root.setProperty('--line', theme.line);
      root.setProperty('--accent', theme.accent);
      root.setProperty('--accent-2', theme.accent2);
      root.setProperty('--pink', theme.pink);
      root.setProperty('--text', theme.text);
      root.setProperty('--muted', theme.muted);
      document.documentElement.dataset.theme = themeName;
      document.documentElement.dataset.mode = mode;
      return { themeName, theme, speed, mode };
    },

    /**
     * The game's phase, one of 'ready' | 'playing' | 'paused' | 'over', mirrored on <html
     * data-state> so the portal (and its browser tests) can tell a running game from a menu.
     */
    state(phase) {
      document.documentElement.dataset.state = phase;
    },

    /**
     * Call whenever the game has answered a player's input by changing what is on the board (a
     * move, a swing, a lane change, a flip): counted on <html data-answered>, the proof that a
     * player is really playing and not looking at a start screen.
     */
    answered() {
      const html = document.documentElement;
      html.dataset.answered = String((Number(html.dataset.answered) || 0) + 1);
    },

    /** Call cb(width, height) now and whenever the element's box changes. */
    onResize(el, cb) {
      // A frame being hidden or closed measures 0 x 0: a game laid out for no room would divide by
      // zero, so only a real size is passed on and the last good layout stays.
      const run = () => {
        if (el.clientWidth > 0 && el.clientHeight > 0) cb(el.clientWidth, el.clientHeight);
      };
      new ResizeObserver(run).observe(el);
      run();
    },

    /**
     * Swipe detection with pointer events (works for touch, pen and mouse drags).
     * Fires during the move as soon as the threshold is passed. With repeat=true it then
     * re-arms from the current point, so one long zig-zag drag can steer a snake several
     * times; with repeat=false a gesture yields at most one swipe (2048).
     */
    onSwipe(el, cb, { threshold = 22, repeat = true } = {}) {
      let start = null;
      el.addEventListener('pointerdown', (e) => {
        // Presses on real buttons (d-pad, overlay) are not the start of a swipe.
        if (e.target instanceof Element && e.target.closest('button')) return;
        start = { x: e.clientX, y: e.clientY, id: e.pointerId };
      });
      el.addEventListener('pointermove', (e) => {
        if (!start || e.pointerId !== start.id) return;
        const dx = e.clientX - start.x;
        const dy = e.clientY - start.y;
        if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return;
        if (Math.abs(dx) > Math.abs(dy)) cb(dx > 0 ? 'right' : 'left');
        else cb(dy > 0 ? 'down' : 'up');
        start = repeat ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
      });
      const end = () => { start = null; };
      el.addEventListener('pointerup', end);
      el.addEventListener('pointercancel', end);
    },

    /** Map a KeyboardEvent to 'up' | 'down' | 'left' | 'right' | null (arrows + WASD). */
    keyDir(e) {
      switch (e.key) {
        case 'ArrowUp': case 'w': case 'W': return 'up';
        case 'ArrowDown': case 's': case 'S': return 'down';
        case 'ArrowLeft': case 'a': case 'A': return 'left';
        case 'ArrowRight': case 'd': case 'D': return 'right';
        default: return null;
      }
    },

    /**
     * Keep arrows/space from scrolling the page (or the portal around the iframe).
     * Space on a focused button is left alone so it still activates the button.
     */
    blockScrollKeys() {
      window.addEventListener('keydown', (e) => {
        const k = e.key;
        if (k === ' ' && e.target instanceof HTMLButtonElement) return;
        if (k === ' ' || k.startsWith('Arrow') || k === 'PageUp' || k === 'PageDown') e.preventDefault();
      });
    },

    /** cb() when the tab/iframe becomes hidden (switching apps, scrolling away...). */
    onHidden(cb) {
      document.addEventListener('visibilitychange', () => {
        if (document.hidden) cb();
      });
    },

    /**
     * The pause controls every game shares: the #pause button and P toggle pause, Escape pauses,
     * the overlay's button resumes a paused game or starts a new round, and the game pauses when
     * the page is hidden. `phase()` is the game's current phase.
     */
    pauseControls({ phase, pause, resume, start }) {
      const toggle = () => {
        if (phase() === 'playing') pause();
        else if (phase() === 'paused') resume();
      };
      Kit.onHidden(pause);
      document.querySelector('#pause').addEventListener('click', toggle);
      document.querySelector('#overlay [data-btn]').addEventListener('click', () => (phase() === 'paused' ? resume() : start()));
      window.addEventListener('keydown', (e) => {
        if (e.key === 'p' || e.key === 'P') toggle();
        else if (e.key === 'Escape' && phase() === 'playing') pause();
      });
    },

    /** Show an overlay (an element with [data-title], [data-text], [data-btn] children). */
    showOverlay(el, title, text, btnLabel) {
      el.querySelector('[data-title]').textContent = title;
      el.querySelector('[data-text]').textContent = text;
      const btn = el.querySelector('[data-btn]');
      btn.textContent = btnLabel;
      el.hidden = false;
      // Focus the button so Enter/Space work straight away for keyboard players.
      btn.focus({ preventScroll: true });
    },

    hideOverlay(el) {
      el.hidden = true;
      // Drop focus from the overlay button so Space doesn't re-trigger it mid-game.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    },

    /**
     * Best score for this session. localStorage is tried but optional: in a sandboxed
     * iframe without allow-same-origin touching it throws, so fall back to memory.
     */
    best(slug, score) {
      const key = 'portal-best-' + slug;
      let best = memoryBest[slug] || 0;
      try { best = Math.max(best, Number(localStorage.getItem(key)) || 0); } catch { /* sandboxed */ }
      if (score > best) {
        best = score;
        try { localStorage.setItem(key, String(best)); } catch { /* sandboxed */ }
      }
      memoryBest[slug] = best;
      return best;
    },
  };

  window.Kit = Kit;
})();
