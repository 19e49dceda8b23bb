import { $, blockScrollKeys } from '../engine/dom';
import { pauseControls, startGame } from '../engine/game';
import { frameLoop } from '../engine/loop';
import * as Quiz from './rules';
import type { Round } from './rules';
import { BANGLA } from './words';

// Quiz: ten questions of the title's topic, answers shuffled, a countdown per question. The rules
// are in rules.ts and the questions in questions.ts; this file shows them and listens.

let round: Round | null = null;
const snapshot = () => (round && !round.over ? { state: round, score: round.score } : null);
const readSaved = (saved: unknown, v: { mode: Quiz.Mode; speed: 1 | 2 | 3 }) => Quiz.readRound(saved, v.mode, v.speed);
const game = startGame({ slug: 'quiz', modes: Quiz.MODES, bangla: BANGLA, readSaved, resume, snapshot });
const { t } = game;
const { mode, speed } = game.variant;

const [scoreEl, progressEl, timerEl, categoryEl, questionEl, answersEl, feedbackEl] =
  '#score #question #timer #category #question-text #answers #feedback'.split(' ').map((id) => $(id));
const nextBtn = $<HTMLButtonElement>('#next');
let buttons: HTMLButtonElement[] = [];

const TOPIC = { mixed: t('General knowledge'), science: t('Science'), world: t('World') }[mode];
const SECONDS = Quiz.newRound(mode, speed, 0).seconds;

const clock = frameLoop({
  update() {
    if (!round || game.currentPhase !== 'playing') return;
    round = Quiz.tick(round);
    if (Quiz.status(round) !== 'answered') return;
    showAnswer();
    // Stopped after this frame, which asks for the next one once its steps are done.
    queueMicrotask(() => clock.stop());
  },
  draw() {
    if (round) drawClock(round.stepsLeft);
  },
});

function drawClock(stepsLeft: number) {
  timerEl.style.transform = `scaleX(${stepsLeft / (SECONDS * Quiz.STEPS_PER_SECOND)})`;
  timerEl.classList.toggle('low', stepsLeft < 5 * Quiz.STEPS_PER_SECOND);
}

function setScore(score: number) {
  scoreEl.textContent = String(score);
  game.score(score);
}

/** Puts the round's question on screen, its answers as buttons. */
function showQuestion(q = Quiz.shown(round!), index = round!.index) {
  progressEl.textContent = `${index + 1}/${Quiz.ROUND}`;
  categoryEl.textContent = `${TOPIC} · ${t(q.category)}`;
  questionEl.textContent = t(q.text);
  feedbackEl.textContent = '';
  feedbackEl.className = 'feedback';
  nextBtn.hidden = true;
  answersEl.textContent = '';
  buttons = q.answers.map((text, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'answer';
    const key = document.createElement('span');
    key.className = 'key';
    key.setAttribute('aria-hidden', 'true');
    key.textContent = String(i + 1);
    const label = document.createElement('span');
    label.textContent = t(text);
    b.append(key, label);
    b.addEventListener('click', () => choose(i));
    answersEl.appendChild(b);
    return b;
  });
  drawClock(SECONDS * Quiz.STEPS_PER_SECOND);
}

/** Marks the answered question: the right answer, the wrong pick, the points. */
function showAnswer() {
  const r = round!;
  const q = Quiz.shown(r);
  const { chosen, points } = r.answers[r.index]!;
  buttons.forEach((b, i) => {
    b.disabled = true;
    b.classList.add(i === q.right ? 'correct' : i === chosen ? 'wrong' : 'dim');
  });
  const correct = t(q.correct);
  if (Quiz.lastRight(r)) {
    feedbackEl.textContent = t('Correct! +{points}', { points });
    feedbackEl.classList.add('good');
  } else {
    feedbackEl.textContent =
      chosen === null ? t("Time's up: it's {answer}.", { answer: correct }) : t("Wrong: it's {answer}.", { answer: correct });
    feedbackEl.classList.add('bad');
  }
  setScore(r.score);
  drawClock(r.stepsLeft);
  nextBtn.textContent = r.index + 1 < r.asked.length ? t('Next') : t('See results');
  nextBtn.hidden = false;
  nextBtn.focus({ preventScroll: true });
  clock.stop();
  game.save();
}

function ask() {
  showQuestion();
  game.phase('playing');
  clock.start();
}

function start() {
  round = Quiz.newRound(mode, speed, game.rng.next() * 2 ** 32);
  setScore(0);
  game.overlay.hide();
  ask();
}

function choose(place: number) {
  if (!round || Quiz.status(round) !== 'asking' || game.currentPhase !== 'playing') return;
  round = Quiz.answer(round, place);
  game.answered();
  showAnswer();
}

function onNext() {
  if (!round || Quiz.status(round) !== 'answered') return;
  round = Quiz.next(round);
  if (!round.over) {
    ask();
    game.save();
    return;
  }
  game.phase('over');
  const right = Quiz.rightAnswers(round);
  // A clean round: every question answered right.
  if (right === Quiz.ROUND) game.achieved('clean-round');
  const best = game.over(round.score);
  const title = { brilliant: t('Brilliant!'), well: t('Well played!'), practise: t('Keep practising!') }[Quiz.verdict(right)];
  game.overlay.show(
    title,
    t('{correct}/{round} correct. Score {score} · Best {best}', { correct: right, round: Quiz.ROUND, score: round.score, best }),
    t('Play again'),
  );
}

function pause(text = t('The clock is stopped.')) {
  if (!round || Quiz.status(round) !== 'asking') return;
  clock.stop();
  game.phase('paused');
  game.overlay.show(t('Paused'), text, t('Resume'));
}

/** A saved round back on screen: an open question waits paused, an answered one shows its answer. */
function resume(saved: Round) {
  round = saved;
  setScore(round.score);
  game.overlay.hide();
  showQuestion();
  if (Quiz.status(round) === 'answered') {
    game.phase('playing');
    showAnswer();
  } else {
    drawClock(round.stepsLeft);
    game.phase('playing');
    pause(t('Welcome back: your game is where you left it.'));
  }
}

nextBtn.addEventListener('click', onNext);
pauseControls(game, {
  pause: () => pause(),
  resume() {
    game.overlay.hide();
    game.phase('playing');
    clock.start();
  },
  start,
});

// Keys 1-4 pick an answer; up and down move the focus between the answers.
blockScrollKeys();
window.addEventListener('keydown', (e) => {
  if (!round || Quiz.status(round) !== 'asking' || game.currentPhase !== 'playing') return;
  if (/^[1-4]$/.test(e.key)) {
    e.preventDefault();
    choose(Number(e.key) - 1);
  } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    e.preventDefault();
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = e.key === 'ArrowDown' ? 1 : -1;
    buttons[(i + step + buttons.length) % buttons.length]?.focus();
  }
});

$('.card').dataset.topic = mode;
$('#overlay [data-title]').textContent = mode === 'mixed' ? t('Quiz') : t('{topic} quiz', { topic: TOPIC });
$('#overlay [data-text]').textContent = {
  mixed: t('{round} questions on science and the world, {seconds} seconds each. Faster correct answers score more.', {
    round: Quiz.ROUND,
    seconds: SECONDS,
  }),
  science: t('{round} questions on space, physics, chemistry, nature and the human body, {seconds} seconds each.', {
    round: Quiz.ROUND,
    seconds: SECONDS,
  }),
  world: t("{round} questions on Bangladesh, South Asia and the world's places, history and culture, {seconds} seconds each.", {
    round: Quiz.ROUND,
    seconds: SECONDS,
  }),
}[mode];

// A preview question behind the start panel, so that the card is not empty. It is drawn from the
// page's seed itself, not from the game's generator, whose first draw deals the first round: the
// same seed gives a friend the same first round.
const preview = Quiz.newRound(mode, speed, game.variant.seed);
showQuestion(Quiz.shown({ ...preview, asked: [{ question: 0, order: preview.asked[0]!.order }] }), -1);
progressEl.textContent = `0/${Quiz.ROUND}`;
game.phase('ready');
