// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameLoop } from '../../../src/games/engine/loop';

describe('the games’ frame loop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances the rules in fixed steps whatever the frame rate, and draws once a frame', () => {
    const update = vi.fn();
    const draw = vi.fn();
    frameLoop({ update, draw }, { step: 1 / 60 }).start();
    vi.advanceTimersByTime(1000);
    expect(update.mock.calls.length).toBeGreaterThanOrEqual(58);
    expect(update.mock.calls.length).toBeLessThanOrEqual(61);
    expect(update).toHaveBeenCalledWith(1 / 60);
    expect(draw.mock.calls.length).toBeGreaterThan(0);
  });

  it('stops for good when a step stops it: no further step and no next frame', () => {
    let steps = 0;
    const loop = frameLoop({
      update: () => {
        steps += 1;
        if (steps === 3) loop.stop();
      },
      draw: () => undefined,
    });
    loop.start();
    vi.advanceTimersByTime(1000);
    expect(steps).toBe(3);
    expect(loop.running).toBe(false);
  });
});
