// Memory match: pairs of drawn SVG symbols (emoji fonts are not
// guaranteed on every device, and drawn shapes also differ by form, not just colour).
(() => {
  'use strict';

  const SLUG = 'memory';
  const SYMBOLS = [
    { name: Kit.t('circle'), color: '#22d3ee', svg: '<circle cx="50" cy="50" r="32"/>' },
    { name: Kit.t('square'), color: '#34e39a', svg: '<rect x="20" y="20" width="60" height="60" rx="10"/>' },
    { name: Kit.t('triangle'), color: '#ffc93c', svg: '<path d="M50 14 88 82H12z"/>' },
    { name: Kit.t('star'), color: '#ff4fa3', svg: '<path d="M50 10 61 38 90 40 67 58 75 87 50 71 25 87 33 58 10 40 39 38z"/>' },
    { name: Kit.t('heart'), color: '#ff5c7a', svg: '<path d="M50 86C20 64 8 46 16 30 24 14 44 16 50 31 56 16 76 14 84 30 92 46 80 64 50 86z"/>' },
    { name: Kit.t('diamond'), color: '#a98bff', svg: '<path d="M50 10 84 50 50 90 16 50z"/>' },
    { name: Kit.t('hexagon'), color: '#ff8a3d', svg: '<path d="M50 12 83 31V69L50 88 17 69V31z"/>' },
    { name: Kit.t('bolt'), color: '#c4f03c', svg: '<path d="M58 8 22 56H46L40 92 78 40H54z"/>' },
    { name: Kit.t('moon'), color: '#f5f5ff', svg: '<path d="M62 12a40 40 0 1 0 26 62A32 32 0 1 1 62 12z"/>' },
    { name: Kit.t('plus'), color: '#3ddcff', svg: '<path d="M38 12h24v26h26v24H62v26H38V62H12V38h26z"/>' },
    { name: Kit.t('ring'), color: '#ffd166', svg: '<path fill-rule="evenodd" d="M50 12a38 38 0 1 1 0 76 38 38 0 1 1 0-76zm0 18a20 20 0 1 0 0 40 20 20 0 1 0 0-40z"/>' },
    { name: Kit.t('drop'), color: '#4d8bff', svg: '<path d="M50 8C66 34 80 50 80 64a30 30 0 0 1-60 0c0-14 14-30 30-56z"/>' },
  ];
  /*
   * The title's variant: classic (8 pairs), big (12 pairs on a 4 x 6 grid) or timed (8 pairs
   * against a countdown that starts with the first card). Speed sets how long a mismatched pair
   * stays face up, and in timed play how many seconds the clock gives.
   */
  const V = Kit.variant(['classic', 'big', 'timed']);
  const PAIRS = V.mode === 'big' ? 12 : 8;
  const DECK = SYMBOLS.slice(0, PAIRS);
  const MISMATCH_MS = { 1: 1200, 2: 850, 3: 550 }[V.speed];
  const TIME_LIMIT_S = V.mode === 'timed' ? { 1: 90, 2: 60, 3: 40 }[V.speed] : 0;
  const BEST_KEY = V.mode === 'classic' ? SLUG : `${SLUG}-${V.mode}`;

  const grid = Kit.$('#grid');
  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const movesEl = Kit.$('#moves');
  const statusEl = Kit.$('#status');
  const timerEl = Kit.$('#timer');
  const timerText = Kit.$('#timer-text');
  const timerBar = Kit.$('#timer-bar');
  grid.dataset.layout = V.mode === 'big' ? 'big' : 'classic';
  timerEl.hidden = !TIME_LIMIT_S;
  if (TIME_LIMIT_S) Kit.$('.stage').classList.add('timed');
  Kit.$('.hint').textContent = {
    classic: Kit.t('Tap two cards to find a pair. Keyboard: arrows + Enter.'),
    big: Kit.t('12 pairs to find. Tap two cards at a time; keyboard: arrows + Enter.'),
    timed: Kit.t('Find all 8 pairs in {seconds} seconds. The clock starts with your first card.', { seconds: TIME_LIMIT_S }),
  }[V.mode];

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
  let over = false;

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
    const state = card.matched
      ? Kit.t('{name}, matched', { name: card.sym.name })
      : card.el.classList.contains('up') ? card.sym.name : Kit.t('face down');
    card.el.setAttribute('aria-label', Kit.t('Card {number}, {state}', { number: i + 1, state }));
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
    over = false;
    movesEl.textContent = '0';
    setScore(0);
    showClock();
    const deck = shuffle([...DECK, ...DECK]);
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
    if (over || card.matched || open.includes(card)) return;
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
      statusEl.textContent = Kit.t('Match: {name}. {left} pairs left.', { name: a.sym.name, left: PAIRS - matchedPairs });
      if (matchedPairs === PAIRS) finish();
    } else {
      streak = 0;
      setScore(score - 10);
      a.el.classList.add('wrong');
      b.el.classList.add('wrong');
      statusEl.textContent = Kit.t('No match: {a} and {b}.', { a: a.sym.name, b: b.sym.name });
      hideTimer = setTimeout(hideOpen, MISMATCH_MS);
    }
  }

  function playMs() {
    return elapsed + (runningSince > 0 ? performance.now() - runningSince : 0);
  }

  function playSeconds() {
    return Math.round(playMs() / 1000);
  }

  /** The countdown of timed play: seconds left as text and as a shrinking bar. */
  function showClock() {
    if (!TIME_LIMIT_S) return;
    const left = Math.max(0, TIME_LIMIT_S * 1000 - playMs());
    timerText.textContent = Kit.t('{seconds}s', { seconds: Math.ceil(left / 1000) });
    timerBar.style.transform = `scaleX(${left / (TIME_LIMIT_S * 1000)})`;
    timerEl.classList.toggle('low', left < 10000);
    if (left === 0 && !over) timeUp();
  }
  if (TIME_LIMIT_S) setInterval(showClock, 200);

  function timeUp() {
    over = true;
    elapsed = playMs();
    runningSince = 0;
    clearTimeout(hideTimer);
    const best = Kit.best(BEST_KEY, score);
    PortalBridge.gameOver(SLUG, score);
    Kit.state('over');
    Kit.showOverlay(
      overlay,
      Kit.t("Time's up!"),
      Kit.t('{matched} of {pairs} pairs in {moves} moves. Score {score} · Best {best}', { matched: matchedPairs, pairs: PAIRS, moves, score, best }),
      Kit.t('Play again'),
    );
  }

  function finish() {
    const secs = playSeconds();
    over = true;
    // Timed play pays for every second left on the clock; untimed play for finishing quickly.
    const bonus = TIME_LIMIT_S ? Math.max(0, TIME_LIMIT_S - secs) * 10 : Math.max(0, Math.round(PAIRS * 37.5) - secs * 3);
    elapsed = playMs(); // the clock stops where the last pair was found
    runningSince = 0;
    setScore(score + bonus);
    const best = Kit.best(BEST_KEY, score);
    PortalBridge.gameOver(SLUG, score);
    Kit.state('over');
    // Let the last card finish flipping before the overlay appears.
    const deck = cards;
    setTimeout(() => {
      if (deck !== cards) return; // a new game was started meanwhile
      Kit.showOverlay(overlay, Kit.t('All matched!'),
        Kit.t('{moves} moves in {secs}s (+{bonus} time bonus). Score {score} · Best {best}', { moves, secs, bonus, score, best }), Kit.t('Play again'));
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
