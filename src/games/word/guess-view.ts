import { $ } from '../engine/dom';
import type { Wording } from '../engine/words';
import { keyMarks, LENGTH, TRIES, type GuessRound, type Mark } from './guess-rules';

/**
 * The guess mode's board: the six rows of five tiles and the on-screen keyboard, as DOM elements
 * (no canvas). It draws a round and passes the keyboard's keys on; the rules decide.
 */

/** The marks' colours in style.css: green, yellow, grey. */
const CLASS: Record<Mark, string> = { right: 'g', present: 'y', absent: 'x' };
const BACKSPACE_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5h11a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H9l-6-7zm3.5 3.5-1.4 1.4 2.1 2.1-2.1 2.1 1.4 1.4 2.1-2.1 2.1 2.1 1.4-1.4-2.1-2.1 2.1-2.1-1.4-1.4-2.1 2.1z"/></svg>';

export interface GuessView {
  /** Draws the round; revealRow flips that row's tiles in; over hides the hint. */
  render(round: GuessRound, revealRow?: number, over?: boolean): void;
  /** The row being typed shakes: the guess was not taken. */
  shake(row: number): void;
}

/** Restarts a CSS animation class on an element. */
export function flash(el: Element, cls: string): void {
  el.classList.remove(cls);
  void (el as HTMLElement).offsetWidth;
  el.classList.add(cls);
}

export function guessView({ t }: Wording, onKey: (key: string) => void): GuessView {
  const grid = $('#grid');
  const tiles: HTMLElement[][] = [];
  const rowEls: HTMLElement[] = [];
  const keys = new Map<string, HTMLButtonElement>();
  for (let r = 0; r < TRIES; r += 1) {
    const row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'row');
    const cells: HTMLElement[] = [];
    for (let c = 0; c < LENGTH; c += 1) {
      const tile = document.createElement('div');
      tile.className = 'tile';
      tile.setAttribute('role', 'gridcell');
      row.appendChild(tile);
      cells.push(tile);
    }
    grid.appendChild(row);
    tiles.push(cells);
    rowEls.push(row);
  }
  const keyboard = $('#keyboard');
  for (const letters of ['qwertyuiop', 'asdfghjkl', '>zxcvbnm<']) {
    const row = document.createElement('div');
    row.className = 'krow';
    for (const ch of letters) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'soft-btn key';
      if (ch === '>') {
        b.classList.add('wide');
        b.textContent = t('Enter');
        b.setAttribute('aria-label', t('Check guess'));
        b.dataset.k = 'Enter';
      } else if (ch === '<') {
        b.classList.add('wide');
        b.setAttribute('aria-label', t('Delete letter'));
        b.dataset.k = 'Backspace';
        b.innerHTML = BACKSPACE_ICON;
      } else {
        b.textContent = ch;
        b.dataset.k = ch;
        keys.set(ch, b);
      }
      row.appendChild(b);
    }
    keyboard.appendChild(row);
  }
  keyboard.addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button') : null;
    if (!b?.dataset.k) return;
    b.blur();
    onKey(b.dataset.k);
  });
  const words: Record<Mark, string> = { right: t('correct'), present: t('in the word'), absent: t('not in the word') };

  return {
    render(round, revealRow = -1, over = false) {
      for (let r = 0; r < TRIES; r += 1) {
        const done = round.rows[r];
        const text = done ? done.word : r === round.rows.length ? round.cur : '';
        for (let c = 0; c < LENGTH; c += 1) {
          const tile = tiles[r]![c]!;
          const ch = text[c] ?? '';
          const showHint = !done && !ch && r === round.rows.length && c === round.hint && !over;
          tile.textContent = showHint ? round.answer[c]! : ch;
          let cls = 'tile';
          if (done) cls += ` ${CLASS[done.marks[c]!]}${r === revealRow ? ' reveal' : ''}`;
          else if (ch) cls += ' filled';
          else if (showHint) cls += ' hintpos';
          tile.className = cls;
          if (r === revealRow) tile.style.animationDelay = `${c * 90}ms`;
          const what = done ? words[done.marks[c]!] : '';
          tile.setAttribute('aria-label', ch ? `${ch.toUpperCase()}${what ? `, ${what}` : ''}` : t('empty'));
        }
      }
      const marks = keyMarks(round);
      for (const [ch, key] of keys) {
        const mark = marks.get(ch);
        key.className = mark ? `soft-btn key ${CLASS[mark]}` : 'soft-btn key';
      }
    },
    shake(row) {
      const el = rowEls[row];
      if (el) flash(el, 'shake');
    },
  };
}
