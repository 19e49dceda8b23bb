// Memory match: 16 cards, 8 pairs of drawn SVG symbols (emoji fonts are not
// guaranteed on every device, and drawn shapes also differ by form, not just colour).
(() => {
  'use strict';

  const SLUG = 'memory';
  const SYMBOLS = [
    { name: 'circle', color: '#22d3ee', svg: '<circle cx="50" cy="50" r="32"/>' },
    { name: 'square', color: '#34e39a', svg: '<rect x="20" y="20" width="60" height="60" rx="10"/>' },
    { name: 'triangle', color: '#ffc93c', svg: '<path d="M50 14 88 82H12z"/>' },
    { name: 'star', color: '#ff4fa3', svg: '<path d="M50 10 61 38 90 40 67 58 75 87 50 71 25 87 33 58 10 40 39 38z"/>' },
    { name: 'heart', color: '#ff5c7a', svg: '<path d="M50 86C20 64 8 46 16 30 24 14 44 16 50 31 56 16 76 14 84 30 92 46 80 64 50 86z"/>' },
    { name: 'diamond', color: '#a98bff', svg: '<path d="M50 10 84 50 50 90 16 50z"/>' },
    { name: 'hexagon', color: '#ff8a3d', svg: '<path d="M50 12 83 31V69L50 88 17 69V31z"/>' },
    { name: 'bolt', color: '#c4f03c', svg: '<path d="M58 8 22 56H46L40 92 78 40H54z"/>' },
  ];

  const grid = Kit.$('#grid');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const movesEl = Kit.$('#moves');
  const statusEl = Kit.$('#status');

  let cards = []; // { sym, el, matched }
  let open = []; // face-up, not-yet-matched cards (0..2)
  let hideTimer = 0;
  let score = 0;
  let moves = 0;
  let streak = 0;
  let matchedPairs = 0;
  // Play time for the finish bonus; accumulated so it can stop while the page is hidden.
  let elapsed = 0;
  let runningSince = 0; // 0 = clock stopped

  function shuffle(a) {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }

  function setScore(v) {
    score = Math.max(0, v);
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function label(card, i) {
    const state = card.matched ? `${card.sym.name}, matched` : card.el.classList.contains('up') ? card.sym.name : 'face down';
    card.el.setAttribute('aria-label', `Card ${i + 1}, ${state}`);
  }

  function newGame() {
    clearTimeout(hideTimer);
    Kit.state('playing');
    grid.textContent = '';
    open = [];
    moves = 0;
    streak = 0;
    matchedPairs = 0;
    elapsed = 0;
    runningSince = 0;
    movesEl.textContent = '0';
    setScore(0);
    const deck = shuffle([...SYMBOLS, ...SYMBOLS]);
    cards = deck.map((sym, i) => {
      const el = document.createElement('button');
      el.type = 'button';
      el.className = 'card';
      // Static markup from the SYMBOLS table above; no user data goes into innerHTML.
      el.innerHTML = '<div class="inner"><div class="face back"></div><div class="face front">' +
        `<svg viewBox="0 0 100 100" aria-hidden="true" fill="${sym.color}">${sym.svg}</svg></div></div>`;
      const card = { sym, el, matched: false };
      el.addEventListener('click', () => flip(card, i));
      grid.appendChild(el);
      label(card, i);
      return card;
    });
    Kit.hideOverlay(overlay);
  }

  function hideOpen() {
    clearTimeout(hideTimer);
    for (const c of open) {
      c.el.classList.remove('up', 'wrong');
      label(c, cards.indexOf(c));
    }
    open = [];
  }

  function flip(card, i) {
    if (card.matched || open.includes(card)) return;
    // A third tap while a wrong pair is still showing flips that pair back at once,
    // instead of ignoring the tap, so fast players are never blocked.
    if (open.length === 2) hideOpen();
    if (!runningSince) runningSince = performance.now();

    card.el.classList.add('up');
    Kit.answered();
    label(card, i);
    open.push(card);
    if (open.length < 2) return;

    moves++;
    movesEl.textContent = String(moves);
    const [a, b] = open;
    if (a.sym === b.sym) {
      a.matched = b.matched = true;
      for (const c of open) {
        c.el.classList.add('matched');
        label(c, cards.indexOf(c));
      }
      open = [];
      matchedPairs++;
      setScore(score + 100 + streak * 50); // consecutive matches are worth more
      streak++;
      statusEl.textContent = `Match: ${a.sym.name}. ${SYMBOLS.length - matchedPairs} pairs left.`;
      if (matchedPairs === SYMBOLS.length) finish();
    } else {
      streak = 0;
      setScore(score - 10);
      a.el.classList.add('wrong');
      b.el.classList.add('wrong');
      statusEl.textContent = `No match: ${a.sym.name} and ${b.sym.name}.`;
      hideTimer = setTimeout(hideOpen, 850);
    }
  }

  function playSeconds() {
    const now = runningSince > 0 ? performance.now() - runningSince : 0;
    return Math.round((elapsed + now) / 1000);
  }

  function finish() {
    const secs = playSeconds();
    runningSince = 0;
    const bonus = Math.max(0, 300 - secs * 3);
    setScore(score + bonus);
    const best = Kit.best(SLUG, score);
    PortalBridge.gameOver(SLUG, score);
    Kit.state('over');
    // Let the last card finish flipping before the overlay appears.
    const deck = cards;
    setTimeout(() => {
      if (deck !== cards) return; // a new game was started meanwhile
      Kit.showOverlay(overlay, 'All matched!',
        `${moves} moves in ${secs}s (+${bonus} time bonus). Score ${score} · Best ${best}`, 'Play again');
    }, 600);
  }

  // Stop the clock while hidden so the time bonus isn't lost to a phone call.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden && runningSince) {
      elapsed += performance.now() - runningSince;
      runningSince = -1; // "paused" marker: truthy, so flip() won't restart it
    } else if (!document.hidden && runningSince === -1) {
      runningSince = performance.now();
    }
  });

  // Arrow keys move focus around the grid; Enter/Space flip the focused card natively.
  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    const d = Kit.keyDir(e);
    if (!d || !overlay.hidden) return;
    const i = cards.findIndex((c) => c.el === document.activeElement);
    if (i < 0) return cards[0].el.focus();
    // Column count depends on the layout (4 in portrait, 8 on wide screens).
    const cols = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    const step = { left: -1, right: 1, up: -cols, down: cols }[d];
    const next = (i + step + cards.length) % cards.length;
    cards[next].el.focus();
  });

  Kit.$('#restart').addEventListener('click', newGame);
  overlay.querySelector('[data-btn]').addEventListener('click', newGame);

  newGame();
})();
