import { $ } from '../engine/dom';
import type { Wording } from '../engine/words';
import { COLOURS, pipsOf } from './draw';
import { HOME, type Seat } from './rules-board';
import type { Ludo } from './rules';

/**
 * The page around the board: the turn banner, one chip per player (whose turn, tokens home), the
 * news line, the die button's face, and the board's accessible description of where everyone stands.
 */
export interface TableView {
  /** Whose turn it is and what to do, in the seat's colour (none before a game). */
  banner(seat: Seat | null, text: string): void;
  news(text: string): void;
  die(face: number): void;
  players(game: Ludo, turn: number, nameOf: (player: number) => string, solo: boolean): void;
}

export function tableView({
  t,
  num,
  names,
  tokens,
}: Pick<Wording, 't' | 'num'> & { names: Readonly<Record<Seat, string>>; tokens: number }): TableView {
  const banner = $('#banner');
  const status = $('#status');
  const list = $('#players');
  const canvas = $('#board');
  const pips = $('#pips');
  let chips: HTMLElement[] = [];
  let built = '';

  return {
    banner(seat, text) {
      if (seat === null) banner.style.removeProperty('--seat');
      else banner.style.setProperty('--seat', COLOURS[seat].color);
      banner.classList.toggle('seated', seat !== null);
      banner.textContent = text;
    },
    news(text) {
      status.textContent = text;
    },
    die(face) {
      pips.innerHTML = pipsOf(face)
        .map(([a, b]) => `<circle cx="${30 + a * 12}" cy="${30 + b * 13}" r="5.5"/>`)
        .join('');
    },
    players(game, turn, nameOf, solo) {
      const key = game.players.map((p) => `${p.seat}${p.person ? 'p' : 'c'}`).join();
      if (key !== built) {
        built = key;
        list.textContent = '';
        chips = game.players.map((p, i) => {
          const li = document.createElement('li');
          li.className = 'player';
          li.style.setProperty('--seat', COLOURS[p.seat].color);
          // Four chips share a phone's width: the others are known by their colour alone.
          const shown = (solo && p.person) || game.players.length < 4;
          const label = document.createElement('span');
          label.textContent = nameOf(i);
          if (!shown) label.className = 'sr-only';
          li.append(document.createElement('i'), label, ' ', document.createElement('b'));
          list.append(li);
          return li;
        });
      }
      const where = game.players.map((p, i) => {
        const count = (test: (q: number) => boolean) => p.tokens.filter(test).length;
        return t('{name}: {yard} in the yard, {way} on the way, {home} home', {
          name: nameOf(i),
          yard: count((q) => q < 0),
          way: count((q) => q >= 0 && q < HOME),
          home: count((q) => q === HOME),
        });
      });
      canvas.setAttribute(
        'aria-label',
        solo
          ? t('Ludo board, you play red from the bottom-left yard. {where}.', { where: where.join('. ') })
          : t('Ludo board. {where}.', { where: where.join('. ') }),
      );
      game.players.forEach((p, i) => {
        const chip = chips[i]!;
        const home = p.tokens.filter((q) => q === HOME).length;
        chip.querySelector('b')!.textContent = num(`${home}/${tokens}`);
        chip.classList.toggle('turn', i === turn);
        chip.classList.toggle('computer', !p.person);
        chip.title = p.person
          ? t('{name}: {home} of {tokens} tokens home', { name: names[p.seat], home, tokens })
          : t('{name} (computer): {home} of {tokens} tokens home', { name: names[p.seat], home, tokens });
      });
    },
  };
}
