// General-knowledge quiz: 10 random questions per round from a built-in pool,
// answers shuffled, 15 s per question, faster correct answers score more.
(() => {
  'use strict';
  Kit.state('ready');

  const SLUG = 'quiz';
  const ROUND = 10;
  const SECONDS = 15;

  // [category, question, correct answer, ...wrong answers]
  const POOL = [
    ['Space', 'Which is the largest planet in our Solar System?', 'Jupiter', 'Saturn', 'Neptune', 'Earth'],
    ['Space', 'Which planet is known as the Red Planet?', 'Mars', 'Venus', 'Mercury', 'Jupiter'],
    ['Space', 'In which year did humans first land on the Moon?', '1969', '1959', '1965', '1972'],
    ['Science', 'What is the chemical symbol for gold?', 'Au', 'Ag', 'Gd', 'Go'],
    ['Science', 'Which element has the atomic number 1?', 'Hydrogen', 'Helium', 'Oxygen', 'Carbon'],
    ['Science', 'At sea level, water boils at how many degrees Celsius?', '100', '90', '110', '120'],
    ['Science', 'Water freezes at how many degrees Fahrenheit?', '32', '0', '100', '212'],
    ['Science', 'Which gas do plants take from the air for photosynthesis?', 'Carbon dioxide', 'Oxygen', 'Nitrogen', 'Hydrogen'],
    ['Science', 'What is the hardest natural substance?', 'Diamond', 'Quartz', 'Iron', 'Granite'],
    ['Nature', 'How many legs does a spider have?', '8', '6', '10', '12'],
    ['Nature', 'What is the largest animal on Earth?', 'Blue whale', 'African elephant', 'Giraffe', 'Great white shark'],
    ['Nature', 'What is the fastest land animal?', 'Cheetah', 'Lion', 'Horse', 'Greyhound'],
    ['Human body', 'Which organ pumps blood around the body?', 'Heart', 'Liver', 'Lungs', 'Kidneys'],
    ['Geography', 'How many continents are there?', '7', '5', '6', '8'],
    ['Geography', 'Which is the largest ocean?', 'Pacific', 'Atlantic', 'Indian', 'Arctic'],
    ['Geography', 'What is the capital of Japan?', 'Tokyo', 'Kyoto', 'Osaka', 'Seoul'],
    ['Geography', 'What is the capital of Australia?', 'Canberra', 'Sydney', 'Melbourne', 'Perth'],
    ['Geography', 'In which country are the Pyramids of Giza?', 'Egypt', 'Mexico', 'Peru', 'Sudan'],
    ['Geography', 'What is the longest river in South America?', 'Amazon', 'Paraná', 'Orinoco', 'Magdalena'],
    ['Art', 'Who painted the Mona Lisa?', 'Leonardo da Vinci', 'Michelangelo', 'Raphael', 'Vincent van Gogh'],
    ['Literature', 'Who wrote "Romeo and Juliet"?', 'William Shakespeare', 'Charles Dickens', 'Jane Austen', 'Mark Twain'],
    ['Music', 'Which instrument usually has 88 keys?', 'Piano', 'Violin', 'Harp', 'Trumpet'],
    ['Maths', 'What is the square root of 144?', '12', '11', '14', '16'],
    ['Maths', 'What is the smallest prime number?', '2', '1', '3', '0'],
    ['Maths', 'How many sides does a hexagon have?', '6', '5', '7', '8'],
    ['Maths', 'How many minutes are there in a day?', '1440', '1240', '1600', '1000'],
    ['Money', 'What is the currency of the United Kingdom?', 'Pound sterling', 'Euro', 'Dollar', 'Franc'],
  ];

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
    categoryEl.textContent = category;
    questionEl.textContent = text;
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
      label.textContent = answer;
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
    const answer = round[index][2];
    if (right) {
      const points = 100 + Math.round(timeLeft * 5);
      correctCount++;
      setScore(score + points);
      feedbackEl.textContent = `Correct! +${points}`;
      feedbackEl.classList.add('good');
    } else {
      feedbackEl.textContent = btn ? `Wrong: it's ${answer}.` : `Time's up: it's ${answer}.`;
      feedbackEl.classList.add('bad');
    }
    nextBtn.textContent = index + 1 < ROUND ? 'Next' : 'See results';
    nextBtn.hidden = false;
    nextBtn.focus({ preventScroll: true });
  }

  function next() {
    if (state !== 'answered') return;
    index++;
    if (index < ROUND) return ask();
    state = 'over';
    Kit.state('over');
    const best = Kit.best(SLUG, score);
    PortalBridge.gameOver(SLUG, score);
    const verdict = correctCount >= 8 ? 'Brilliant!' : correctCount >= 5 ? 'Well played!' : 'Keep practising!';
    Kit.showOverlay(overlay, verdict, `${correctCount}/${ROUND} correct. Score ${score} · Best ${best}`, 'Play again');
  }

  function pause() {
    if (state !== 'asking') return;
    state = 'paused';
    Kit.state('paused');
    Kit.showOverlay(overlay, 'Paused', 'The clock is stopped.', 'Resume');
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

  // Show a preview question behind the start overlay so the layout isn't empty.
  round = [POOL[0]];
  ask();
  state = 'ready';
  Kit.state('ready');
  progressEl.textContent = `0/${ROUND}`;
})();
