/**
 * Left and right arrow buttons of a game's own naming (change lane, fly…), for games steered
 * sideways on a touch screen: each is a `<button class="arrow-pad" data-dir>` (base.css) with its accessible name.
 * `press` comes on pointerdown (faster than a click) and on a keyboard's click (detail 0: Enter or
 * Space on a focused pad); `release` when the finger lifts, leaves or is cancelled, for a pad held.
 */
export type Side = 'left' | 'right';

const ARROW: Record<Side, string> = { left: 'M4 10 14 3v14z', right: 'M16 10 6 3v14z' };

export function arrowPad(
  side: Side,
  label: string,
  { press, release }: { press(side: Side): void; release?(side: Side): void },
): HTMLButtonElement {
  const pad = Object.assign(document.createElement('button'), { type: 'button', className: 'arrow-pad' });
  pad.dataset.dir = side;
  pad.setAttribute('aria-label', label);
  pad.innerHTML = `<svg viewBox="0 0 20 20" aria-hidden="true"><path d="${ARROW[side]}"/></svg>`;
  const pressed = (e: MouseEvent) => {
    // A pointer's click was pressed already at its pointerdown; a keyboard's click (detail 0) was not.
    if (e.type === 'click' && e.detail !== 0) return;
    e.preventDefault();
    press(side);
  };
  pad.addEventListener('pointerdown', pressed);
  pad.addEventListener('click', pressed);
  if (release) for (const type of ['pointerup', 'pointerleave', 'pointercancel']) pad.addEventListener(type, () => release(side));
  return pad;
}
