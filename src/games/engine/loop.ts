/**
 * The frame loop of a game that moves by itself. The rules advance in fixed steps of `step`
 * seconds, whatever the display's rate: the same inputs at the same steps give the same game, on a
 * 60 Hz phone as on a 120 Hz one. A slow frame runs several steps (at most maxSteps, so a phone
 * waking from a long pause does not freeze catching up); drawing happens once per frame.
 */
export interface LoopHooks {
  /** Advances the rules by one fixed step of `dt` seconds. */
  update(dt: number): void;
  /** Draws the current state; `alpha` is how far the next step is (0..1), for smooth drawing. */
  draw(alpha: number): void;
}

export interface Loop {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

export function frameLoop(hooks: LoopHooks, { step = 1 / 60, maxSteps = 5 } = {}): Loop {
  let handle = 0;
  let last = 0;
  let carry = 0;
  const frame = (now: number) => {
    carry = Math.min(carry + (now - last) / 1000, step * maxSteps);
    last = now;
    // A step may end the round and stop the loop: no step after it, and no next frame.
    while (carry >= step && handle) {
      hooks.update(step);
      carry -= step;
    }
    hooks.draw(carry / step);
    if (handle) handle = requestAnimationFrame(frame);
  };
  return {
    start() {
      if (handle) return;
      last = performance.now();
      carry = 0;
      handle = requestAnimationFrame(frame);
    },
    stop() {
      cancelAnimationFrame(handle);
      handle = 0;
    },
    get running() {
      return handle !== 0;
    },
  };
}
