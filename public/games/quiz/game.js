// Quiz: 10 random questions per round from the title's topic (questions.js), answers
// shuffled, a countdown per question, faster correct answers score more.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'quiz';
  const ROUND = 10;

  /*
   * The title's variant: the topic of the questions (mixed, science, or world: geography,
   * history and culture with a good share about Bangladesh and South Asia; questions.js) and,
   * by speed, the seconds for each question.
   */
  const V = Kit.variant(['mixed', 'science', 'world']);
  const POOL = window.QUIZ_QUESTIONS[V.mode];
  const SECONDS = { 1: 20, 2: 15, 3: 10 }[V.speed];
  const TOPIC = { mixed: Kit.t('General knowledge'), science: Kit.t('Science'), world: Kit.t('World') }[V.mode];
  const BEST_KEY = V.mode === 'mixed' ? SLUG : `${SLUG}-${V.mode}`;

  const overlay = Kit.$('#overlay');
  const scoreEl = Kit.$('#score');
  const progressEl = Kit.$('#progress');
  const timerEl = Kit.$('#timer');
  const categoryEl = Kit.$('#category');
  const questionEl = Kit.$('#question');
  const answersEl = Kit.$('#answers');
  const feedbackEl = Kit.$('#feedback');
  const nextBtn = Kit.$('#next');

  let round = [];
  let index = 0;
  let score = 0;
  let correctCount = 0;
  let state = 'ready'; // ready | asking | answered | paused | over
  let timeLeft = SECONDS;
  let lastTick = 0;
  let buttons = [];

  function shuffle(a) {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }

  function setScore(v) {
    score = v;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function start() {
    round = shuffle([...POOL]).slice(0, ROUND);
    index = 0;
    correctCount = 0;
    setScore(0);
    Kit.hideOverlay(overlay);
    ask();
  }

  function ask() {
    const [category, text, correct, ...wrong] = round[index];
    progressEl.textContent = `${index + 1}/${ROUND}`;
    categoryEl.textContent = `${TOPIC} · ${Kit.t(category)}`;
    questionEl.textContent = Kit.t(text);
    feedbackEl.textContent = '';
    feedbackEl.className = 'feedback';
    nextBtn.hidden = true;
    answersEl.textContent = '';
    buttons = shuffle([correct, ...wrong]).map((answer, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'answer';
      b.dataset.correct = String(answer === correct);
      const key = document.createElement('span');
      key.className = 'key';
      key.setAttribute('aria-hidden', 'true');
      key.textContent = String(i + 1);
      const label = document.createElement('span');
      label.textContent = Kit.t(answer);
      b.append(key, label);
      b.addEventListener('click', () => choose(b));
      answersEl.appendChild(b);
      return b;
    });
    timeLeft = SECONDS;
    state = 'asking';
    Kit.state('playing');
    lastTick = performance.now();
    requestAnimationFrame(tick);
  }

  // The countdown only runs while a question is open, so no loop idles between rounds.
  function tick(t) {
    if (state !== 'asking') return;
    timeLeft -= Math.min(t - lastTick, 250) / 1000;
    lastTick = t;
    if (timeLeft <= 0) {
      timeLeft = 0;
      choose(null);
    }
    timerEl.style.transform = `scaleX(${Math.max(0, timeLeft / SECONDS)})`;
    timerEl.classList.toggle('low', timeLeft < 5);
    if (state === 'asking') requestAnimationFrame(tick);
  }

  function choose(btn) {
    if (state !== 'asking') return;
    state = 'answered';
    Kit.state('playing');
    if (btn !== null) Kit.answered();
    const right = btn !== null && btn.dataset.correct === 'true';
    for (const b of buttons) {
      b.disabled = true;
      if (b.dataset.correct === 'true') b.classList.add('correct');
      else if (b === btn) b.classList.add('wrong');
      else b.classList.add('dim');
    }
    const answer = Kit.t(round[index][2]);
    if (right) {
      // Up to 75 points for speed, scaled to the question's time so every speed pays alike.
      const points = 100 + Math.round((timeLeft / SECONDS) * 75);
      correctCount++;
      setScore(score + points);
      feedbackEl.textContent = Kit.t('Correct! +{points}', { points });
      feedbackEl.classList.add('good');
    } else {
      feedbackEl.textContent = btn ? Kit.t("Wrong: it's {answer}.", { answer }) : Kit.t("Time's up: it's {answer}.", { answer });
      feedbackEl.classList.add('bad');
    }
    nextBtn.textContent = index + 1 < ROUND ? Kit.t('Next') : Kit.t('See results');
    nextBtn.hidden = false;
    nextBtn.focus({ preventScroll: true });
  }

  function next() {
    if (state !== 'answered') return;
    index++;
    if (index < ROUND) return ask();
    state = 'over';
    Kit.state('over');
    const best = Kit.best(BEST_KEY, score);
    PortalBridge.gameOver(SLUG, score);
    const verdict = correctCount >= 8 ? Kit.t('Brilliant!') : correctCount >= 5 ? Kit.t('Well played!') : Kit.t('Keep practising!');
    Kit.showOverlay(overlay, verdict, Kit.t('{correct}/{round} correct. Score {score} · Best {best}', { correct: correctCount, round: ROUND, score, best }), Kit.t('Play again'));
  }

  function pause() {
    if (state !== 'asking') return;
    state = 'paused';
    Kit.state('paused');
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('The clock is stopped.'), Kit.t('Resume'));
  }

  function resume() {
    Kit.hideOverlay(overlay);
    state = 'asking';
    Kit.state('playing');
    lastTick = performance.now();
    requestAnimationFrame(tick);
  }

  nextBtn.addEventListener('click', next);
  overlay.querySelector('[data-btn]').addEventListener('click', () => {
    if (state === 'paused') resume();
    else start();
  });
  Kit.onHidden(pause);

  // Keys 1-4 pick an answer; up/down move focus between answers.
  window.addEventListener('keydown', (e) => {
    if (state === 'asking' && /^[1-4]$/.test(e.key)) {
      e.preventDefault();
      return choose(buttons[Number(e.key) - 1]);
    }
    if (state === 'asking' && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      const i = buttons.indexOf(document.activeElement);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      buttons[(i + step + buttons.length) % buttons.length].focus();
    }
    if (e.key === 'Escape') pause();
  });
  Kit.blockScrollKeys();

  document.querySelector('.card').dataset.topic = V.mode;
  overlay.querySelector('[data-title]').textContent = V.mode === 'mixed' ? Kit.t('Quiz') : Kit.t('{topic} quiz', { topic: TOPIC });
  overlay.querySelector('[data-text]').textContent = {
    mixed: Kit.t('{round} questions on science and the world, {seconds} seconds each. Faster correct answers score more.', { round: ROUND, seconds: SECONDS }),
    science: Kit.t('{round} questions on space, physics, chemistry, nature and the human body, {seconds} seconds each.', { round: ROUND, seconds: SECONDS }),
    world: Kit.t("{round} questions on Bangladesh, South Asia and the world's places, history and culture, {seconds} seconds each.", { round: ROUND, seconds: SECONDS }),
  }[V.mode];

  // Show a preview question behind the start overlay so the layout isn't empty.
  round = [POOL[0]];
  ask();
  state = 'ready';
  Kit.state('ready');
  progressEl.textContent = `0/${ROUND}`;
})();
