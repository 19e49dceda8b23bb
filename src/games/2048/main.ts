import { $, blockScrollKeys, keyDirection, onSwipe } from '../engine/dom';
import { pauseControls, startGame } from '../engine/game';
import { tilePalette } from './palette';
import { MODES, move, newBoard, readBoard, type Board, type Move, type Tile } from './rules';
import { BANGLA } from './words';

// 2048: tiles are DOM elements positioned with CSS variables, so movement is animated by CSS
// transitions (no frame loop needed). The rules are in rules.ts; this file draws and listens.

let board: Board;
const game = startGame({
  slug: '2048',
  modes: MODES,
  bangla: BANGLA,
  readSaved: (saved, variant) => readBoard(saved, variant.mode),
  resume: (saved) => show(saved),
  // A finished board has nothing to resume.
  snapshot: () => (board.over ? null : { state: board, score: board.score }),
});
const { t } = game;

const boardEl = $('#board');
const tilesEl = $('#tiles');
const scoreEl = $('#score');
const statusEl = $('#status');
const palette = tilePalette(game.variant.themeName, game.variant.theme);
const elements = new Map<number, HTMLElement>();

function paint(tile: Tile, el = elements.get(tile.id)): HTMLElement {
  if (!el) {
    el = document.createElement('div');
    el.appendChild(document.createElement('span'));
    tilesEl.appendChild(el);
    elements.set(tile.id, el);
  }
  const span = el.firstElementChild as HTMLElement;
  const digits = String(tile.value).length;
  el.className = `tile v${tile.value > 2048 ? 'big' : tile.value}` + (digits > 2 ? ` d${Math.min(digits, 5)}` : '');
  if (palette) {
    const [bg, fg] = palette[Math.min(Math.log2(tile.value), palette.length) - 1]!;
    el.style.setProperty('--tile', bg);
    span.style.color = fg;
  }
  el.style.setProperty('--r', String(tile.r));
  el.style.setProperty('--c', String(tile.c));
  span.textContent = String(tile.value);
  return el;
}

function setScore(score: number) {
  scoreEl.textContent = String(score);
  game.score(score);
}

/** Draws a whole board from nothing: a new game or a resumed one. */
function show(next: Board) {
  board = next;
  tilesEl.textContent = '';
  elements.clear();
  boardEl.style.setProperty('--size', String(board.size));
  boardEl.querySelectorAll('.cell').forEach((cell) => cell.remove());
  for (let i = 0; i < board.size * board.size; i += 1) {
    const cell = document.createElement('div');
    cell.className = 'cell';
    boardEl.insertBefore(cell, tilesEl);
  }
  $('#hint').textContent = t('{size}×{size} board: swipe or use the arrow keys to merge matching tiles up to {goal}.', {
    size: board.size,
    goal: board.goal,
  });
  for (const tile of board.tiles) paint(tile);
  setScore(board.score);
  game.overlay.hide();
  game.phase('playing');
}

function newGame() {
  show(newBoard(game.variant.mode, game.variant.speed, game.rng.next() * 2 ** 32));
  statusEl.textContent = t('New game');
  game.save();
}

const DIRECTION_WORDS: Record<Move, string> = { up: 'up', down: 'down', left: 'left', right: 'right' };

function play(dir: Move) {
  if (game.currentPhase !== 'playing') return;
  const result = move(board, dir);
  if (!result.moved) return;
  board = result.board;
  game.answered();
  for (const gone of result.absorbed) {
    // Slide the absorbed tile under its target, then remove it.
    const el = elements.get(gone.id);
    elements.delete(gone.id);
    if (!el) continue;
    el.classList.add('gone');
    el.style.setProperty('--r', String(gone.r));
    el.style.setProperty('--c', String(gone.c));
    setTimeout(() => el.remove(), 120);
  }
  for (const tile of board.tiles) paint(tile);
  for (const id of result.merged) {
    elements
      .get(id)
      ?.firstElementChild?.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.18)' }, { transform: 'scale(1)' }], {
        duration: 160,
        delay: 80,
      });
  }
  if (result.spawned) {
    // Appear after the slide has mostly finished, so it doesn't look like it slid in.
    elements.get(result.spawned.id)?.firstElementChild?.animate([{ transform: 'scale(0)' }, { transform: 'scale(1)' }], {
      duration: 140,
      delay: 90,
      fill: 'backwards',
      easing: 'ease-out',
    });
  }
  setScore(board.score);
  statusEl.textContent = t('Moved {dir}. Score {score}.', { dir: t(DIRECTION_WORDS[dir]), score: board.score });

  if (result.reachedGoal) {
    game.achieved('win');
    game.phase('paused');
    game.save();
    game.overlay.show(
      game.num(`${board.goal}!`),
      t('You made the {goal} tile with {score} points.', { goal: board.goal, score: board.score }),
      t('Keep going'),
    );
  } else if (board.over) {
    game.phase('over');
    const best = game.over(board.score);
    // A short delay, so that the last new tile is seen before the overlay covers the board.
    setTimeout(() => {
      if (game.currentPhase === 'over')
        game.overlay.show(t('No moves left'), t('Score {score} · Best {best}', { score: board.score, best }), t('Play again'));
    }, 450);
  } else {
    game.save();
  }
}

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  const dir = keyDirection(e);
  if (!dir) return;
  e.preventDefault();
  play(dir);
});
onSwipe($('#stage'), play, { threshold: 28, repeat: false });
$('#restart').addEventListener('click', newGame);
// P or Escape pause (the board waits under the overlay); the overlay's button resumes, keeps going
// after the goal, or starts again after the end.
pauseControls(game, {
  pause() {
    game.phase('paused');
    game.overlay.show(t('Paused'), t('Take a breather.'), t('Resume'));
  },
  resume() {
    game.overlay.hide();
    game.phase('playing');
  },
  start: newGame,
});

newGame();
