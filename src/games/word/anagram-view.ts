import { $ } from '../engine/dom';
import type { Wording } from '../engine/words';
import { NOT_IN_POOL, wordOf, type AnagramRound } from './anagram-rules';

/**
 * The anagram and timed modes' board: the answer row's slots and the pool of letter tiles, as DOM
 * elements. It draws a round and passes a tapped tile on; the rules decide.
 */
export function anagramView(
  { t }: Wording,
  onTile: (tile: number) => void,
): {
  render(round: AnagramRound): void;
  readonly slots: HTMLElement;
} {
  const slots = $('#slots');
  const pool = $('#pool');
  pool.addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button') : null;
    if (!b || b.disabled) return;
    onTile(Number(b.dataset.i));
  });

  /** Keeps `count` children in el, made by make(). */
  const sized = (el: HTMLElement, count: number, make: () => HTMLElement) => {
    while (el.children.length < count) el.appendChild(make());
    while (el.children.length > count) el.lastElementChild!.remove();
    return [...el.children] as HTMLElement[];
  };

  return {
    slots,
    render(round) {
      const word = round.entry[0] ? wordOf(round) : '';
      sized(slots, word.length, () => {
        const s = document.createElement('div');
        s.className = 'slot';
        return s;
      }).forEach((s, i) => {
        const ch = round.typed[i] ?? '';
        s.textContent = ch;
        s.className = `slot${ch ? ' filled' : ''}${ch && round.usedIdx[i] === NOT_IN_POOL ? ' wrong' : ''}`;
      });
      slots.className = `slots${round.shown ? ` ${round.shown}` : ''}`;
      slots.setAttribute(
        'aria-label',
        round.typed.length
          ? t('Your answer: {letters}', { letters: round.typed.join('').toUpperCase() })
          : t('Your answer: empty'),
      );
      sized(pool, round.letters.length, () => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'letter';
        return b;
      }).forEach((b, i) => {
        const letter = round.letters[i]!;
        b.textContent = letter;
        b.dataset.i = String(i);
        (b as HTMLButtonElement).disabled = round.usedIdx.includes(i);
        b.setAttribute('aria-label', t('Letter {letter}', { letter: letter.toUpperCase() }));
      });
    },
  };
}
