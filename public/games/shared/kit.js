// Small helpers shared by the games (canvas sizing, swipes, keys, overlays).
// Exposes one global, `Kit`. Plain ES2020, no dependencies.
(() => {
  'use strict';

  const memoryBest = {};

  // Older Safari (< 16) lacks roundRect; a plain rectangle is an acceptable fallback.
  if (!CanvasRenderingContext2D.prototype.roundRect) {
    CanvasRenderingContext2D.prototype.roundRect = function (x, y, w, h) { this.rect(x, y, w, h); };
  }

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

    /** Call cb(width, height) now and whenever the element's box changes. */
    onResize(el, cb) {
      const run = () => cb(el.clientWidth, el.clientHeight);
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
