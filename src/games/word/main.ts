import { $, blockScrollKeys } from '../engine/dom';
import { startGame } from '../engine/game';
import { realtimeRound, resumePaused } from '../engine/round';
import { readForModeAndSpeed } from '../engine/variant';
import {
  addLetter,
  backLetter,
  check,
  CLOCK,
  ROUND_WORDS,
  shuffleTiles,
  skip,
  solvedCount,
  step,
  wordOf,
  type AnagramRound,
  type Moved,
} from './anagram-rules';
import { anagramView } from './anagram-view';
import { backspace, submit, TRIES, typeLetter, type GuessRound, type Problem } from './guess-rules';
import { flash, guessView } from './guess-view';
import { MODES, newRound, readRound, type WordRound } from './rules';
import { BANGLA } from './words';

// Word Guess: a Wordle-style five-letter guessing game, plus an anagram round and a timed anagram
// race. The rules are in guess-rules.ts and anagram-rules.ts; the boards are DOM elements drawn by
// guess-view.ts and anagram-view.ts; this file runs the round and listens.

let round: WordRound;
const snapshot = (): { state: WordRound; score: number } | null =>
  game.currentPhase !== 'ready' && !ended(round) ? { state: round, score: round.score } : null;
// A saved round comes back paused, so that the timed clock waits until the player is ready.
const resume = resumePaused(show, () => play);
const readSaved = readForModeAndSpeed(readRound);
const game = startGame({ slug: 'word', modes: MODES, bangla: BANGLA, readSaved, resume, snapshot });
const { t, variant } = game;
const MODE = variant.mode;
const SECONDS = CLOCK[variant.speed - 1];
const statusEl = $('#status');
const guessMsg = $('#guessMsg');
const anaMsg = $('#anaMsg');
let ending = 0; // the pending end screen of a solved or lost guess round

const ended = (r: WordRound) => (r.mode === 'guess' ? r.end !== null : r.end);
const guess = guessView(game.words, (key) => guessKey(key));
const ana = anagramView(game.words, (tile) => {
  if (round.mode !== 'guess') anaMoved(addLetter(round, round.letters[tile]!, tile));
});

const playing = () => game.currentPhase === 'playing' && !ended(round);

// ---- guess mode ------------------------------------------------------------------------------

function guessStatus(r: GuessRound) {
  statusEl.textContent =
    r.hint >= 0
      ? t('Hint: letter {position} is {letter}', { position: r.hint + 1, letter: r.answer[r.hint]!.toUpperCase() })
      : r.hard
        ? t('Hard mode: reuse every letter you find')
        : t('Guess the word in {tries} tries', { tries: TRIES });
}

function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'short':
      return t('Not enough letters');
    case 'unknown':
      return t('Not in the word list');
    case 'position':
      return t('Letter {position} must be {letter}', { position: problem.position, letter: problem.letter.toUpperCase() });
    case 'use':
      return t('Use the {letter}', { letter: problem.letter.toUpperCase() });
  }
}

function guessKey(key: string) {
  if (round.mode !== 'guess' || !playing()) return;
  if (key === 'Enter') return submitGuess(round);
  const next = key === 'Backspace' ? backspace(round) : typeLetter(round, key);
  if (next === round) return;
  round = next;
  guessMsg.textContent = '';
  guess.render(round);
  game.answered();
}

function submitGuess(before: GuessRound) {
  const { round: after, problem } = submit(before);
  if (problem) {
    guessMsg.textContent = problemText(problem);
    guess.shake(before.rows.length);
    return;
  }
  round = after;
  const n = after.rows.length;
  guess.render(after, n - 1);
  game.answered();
  play.score(after.score);
  const answer = after.answer.toUpperCase();
  if (after.end === 'solved') {
    // A clean round: the word found in three tries or fewer.
    if (n <= 3) game.achieved('clean-round');
    const praise = [t('Genius!'), t('Brilliant!'), t('Great!'), t('Nice!'), t('Good!'), t('Phew!')][n - 1] ?? t('Solved!');
    guessMsg.textContent = praise;
    const points = after.score;
    game.phase('over');
    ending = window.setTimeout(
      () =>
        endRound(
          t(n === 1 ? 'Solved in {tries} try!' : 'Solved in {tries} tries!', { tries: n }),
          t('The word was {word}.\n+{points} points.', { word: answer, points }),
        ),
      900,
    );
  } else if (after.end === 'out') {
    guessMsg.textContent = answer;
    game.phase('over');
    ending = window.setTimeout(() => endRound(t('Out of tries'), t('The word was {word}.', { word: answer })), 900);
  } else {
    guessMsg.textContent = t(TRIES - n === 1 ? '{tries} try left' : '{tries} tries left', { tries: TRIES - n });
    game.save();
  }
}

// ---- anagram and timed modes ------------------------------------------------------------------

function anaStatus(r: AnagramRound) {
  const parts: string[] = [];
  if (r.mode === 'timed') {
    const s = Math.max(0, Math.ceil(r.timeLeft));
    parts.push(t('Time {clock}', { clock: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` }));
    parts.push(t('Words {count}', { count: solvedCount(r) }));
  } else {
    parts.push(t('Word {number} of {words}', { number: Math.min(r.index + 1, ROUND_WORDS), words: ROUND_WORDS }));
  }
  parts.push(t('{points} pts', { points: wordOf(r).length * 10 }));
  const text = parts.join(' · ');
  if (statusEl.textContent !== text) statusEl.textContent = text;
  statusEl.classList.toggle('low', r.mode === 'timed' && r.timeLeft <= 10);
}

function anaMoved({ round: next, changed, feedback }: Moved) {
  if (!playing() || round.mode === 'guess') return;
  const word = wordOf(round).toUpperCase();
  if (feedback === 'short') {
    anaMsg.textContent = t('Use all {count} letters', { count: word.length });
    flash(ana.slots, 'shake');
  }
  if (!changed) return;
  round = next;
  game.answered();
  ana.render(next);
  play.score(next.score);
  const letter = (next.typed.at(-1) ?? '').toUpperCase();
  if (feedback === 'not-in-pool') anaMsg.textContent = t('No {letter} to use here', { letter });
  else if (feedback === 'solved') anaMsg.textContent = t('Yes! +{points}', { points: word.length * 10 });
  else if (feedback === 'skipped') anaMsg.textContent = t('It was {word}', { word });
  else if (feedback === 'not-quite') {
    anaMsg.textContent = t('Not quite, try again');
    flash(ana.slots, 'shake');
  } else anaMsg.textContent = '';
  game.save();
}

function endAnagram(r: AnagramRound) {
  const solved = solvedCount(r);
  if (r.mode === 'timed') {
    // A long race would list dozens of words: show the solved ones and count the skips.
    const got = r.history.filter((h) => h.ok).map((h) => h.word.toUpperCase());
    const skipped = r.history.length - got.length;
    const lines = [
      skipped
        ? t(solved === 1 ? '{solved} word solved, {skipped} skipped.' : '{solved} words solved, {skipped} skipped.', {
            solved,
            skipped,
          })
        : t(solved === 1 ? '{solved} word solved.' : '{solved} words solved.', { solved }),
    ];
    if (got.length) lines.push(got.slice(-12).join(' · '));
    if (r.wait === 0) lines.push(t('Last word: {word}', { word: wordOf(r).toUpperCase() }));
    endRound(t("Time's up!"), lines.join('\n'));
  } else {
    const list = r.history.map((h) => `${h.ok ? '✓\u00a0' : '✗\u00a0'}${h.word.toUpperCase()}`).join(' · ');
    endRound(
      solved === ROUND_WORDS ? t('Perfect round!') : t('Round over'),
      `${t('{solved} of {words} solved.', { solved, words: ROUND_WORDS })}\n${list}`,
    );
  }
}

// ---- the round --------------------------------------------------------------------------------

/** Puts a round on the board. */
function show(next: WordRound) {
  round = next;
  clearTimeout(ending);
  play.score(round.score);
  guessMsg.textContent = '';
  anaMsg.textContent = '';
  if (round.mode === 'guess') {
    guess.render(round);
    guessStatus(round);
  } else {
    ana.render(round);
    anaStatus(round);
  }
}

function endRound(title: string, text: string) {
  if (round.mode === 'guess') guess.render(round, -1, true);
  play.end(round.score, title, (best) => `${text}\n${t('Score {score} · Best {best}', { score: round.score, best })}`);
}

// ---- keyboard ----------------------------------------------------------------------------------

blockScrollKeys();
// Registered before the shared pause controls: while a round is played, P is a letter, not a pause.
window.addEventListener('keydown', (e) => {
  if (!playing() || e.ctrlKey || e.metaKey || e.altKey || e.key === 'Escape') return;
  if (e.target instanceof HTMLButtonElement && (e.key === 'Enter' || e.key === ' ')) return;
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (k === 'p') e.stopImmediatePropagation();
  if (round.mode === 'guess') {
    if (k === 'Enter' || k === 'Backspace' || /^[a-z]$/.test(k)) {
      e.preventDefault();
      guessKey(k);
    }
    return;
  }
  const r = round;
  if (/^[a-z]$/.test(k)) {
    e.preventDefault();
    anaMoved(addLetter(r, k));
  } else if (/^[1-9]$/.test(k)) {
    const i = Number(k) - 1;
    if (i < r.letters.length) anaMoved(addLetter(r, r.letters[i]!, i));
  } else if (k === 'Backspace') {
    e.preventDefault();
    anaMoved(backLetter(r));
  } else if (k === 'Enter') {
    e.preventDefault();
    anaMoved(check(r));
  } else if (k === ' ') {
    e.preventDefault();
    anaMoved(shuffleTiles(r));
  }
});

const act = (id: string, move: (r: AnagramRound) => Moved) =>
  $(id).addEventListener('click', () => {
    if (round.mode !== 'guess') anaMoved(move(round));
  });
act('#back', backLetter);
act('#shuffle', shuffleTiles);
act('#skip', skip);
act('#check', (r) => check(r));

// ---- the view for this mode ------------------------------------------------------------------------

const INTRO = {
  guess: t('Find the hidden 5-letter word in {tries} tries. Green: right place. Yellow: in the word. Grey: not in it.', {
    tries: TRIES,
  }),
  anagram: t('Unscramble {words} words. Tap the letters or type them; longer words score more.', { words: ROUND_WORDS }),
  timed: t('Unscramble as many words as you can in {seconds} seconds. Tap the letters or type them.', { seconds: SECONDS }),
};
$('#guessView').hidden = MODE !== 'guess';
$('#anaView').hidden = MODE === 'guess';
$('#hint').textContent =
  MODE === 'guess'
    ? t('Type or tap letters · Enter to check · Esc to pause')
    : t('Type or tap letters · Space to mix · Enter to check · Esc to pause');
round = newRound(MODE, variant.speed, 0);
if (round.mode === 'guess') guess.render({ ...round, hint: -1 });
else ana.render({ ...round, entry: ['     '], letters: [], typed: [], usedIdx: [] });
round = { ...round, used: [] };
// The round's phases and panels; the timed clock and the wait between words run in its fixed steps.
const play = realtimeRound(
  game,
  {
    newRound: () => show(newRound(MODE, variant.speed, game.rng.next() * 2 ** 32, round.used)),
    update(dt) {
      if (round.mode === 'guess' || ended(round)) return;
      const before = round;
      round = step(round, dt);
      if (round === before) return;
      if (round.index !== before.index) {
        anaMsg.textContent = '';
        ana.render(round);
        game.save();
      }
      anaStatus(round);
      if (round.end) endAnagram(round);
    },
    draw() {},
  },
  { intro: INTRO[MODE] },
);
