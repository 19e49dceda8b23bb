import type { Direction } from './dom';
import type { Wording } from './words';

const ARROWS: ReadonlyArray<[Direction, string, string]> = [
  ['up', 'Up', 'M10 4 17 14H3z'],
  ['left', 'Left', 'M4 10 14 3v14z'],
  ['right', 'Right', 'M16 10 6 3v14z'],
  ['down', 'Down', 'M10 16 17 6H3z'],
];

/**
 * An on-screen direction pad: four arrow buttons (class "pad <direction>", named Up, Left, Right,
 * Down in the player's language) put into `el`. A press answers on pointerdown, faster than a click;
 * a click with detail 0 is the keyboard's (Enter or Space on a focused button).
 */
export function directionPad(el: HTMLElement, { t }: Wording, cb: (dir: Direction) => void): void {
  for (const [dir, label, path] of ARROWS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `pad ${dir}`;
    button.setAttribute('aria-label', t(label));
    button.innerHTML = `<svg viewBox="0 0 20 20" aria-hidden="true"><path d="${path}"/></svg>`;
    button.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      cb(dir);
    });
    button.addEventListener('click', (e) => {
      if (e.detail === 0) cb(dir);
    });
    el.append(button);
  }
}
