// Portal bridge shared by every game: reports score changes and game over to the
// embedding portal page. Exposes one global, `PortalBridge`.
// The games run in a sandboxed iframe that may have an opaque origin, so the target
// origin has to be '*'; the payload carries nothing sensitive.
(() => {
  'use strict';

  const embedded = window.parent !== window;
  let lastScore = null;

  function post(type, game, score) {
    if (!embedded) return;
    try {
      window.parent.postMessage({ source: 'portal-game', type, game, score }, '*');
    } catch {
      // The parent may be gone (navigated away); nothing useful to do.
    }
  }

  window.PortalBridge = {
    /** Call whenever the score may have changed; duplicate values are not re-sent. */
    score(game, score) {
      if (score === lastScore) return;
      lastScore = score;
      post('score', game, score);
    },
    /** Call once when a round ends. */
    gameOver(game, score) {
      lastScore = score;
      post('game-over', game, score);
    },
  };
})();
