// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { canvasOnStage, pageElements } from '../../../src/games/engine/dom';
import type { Round } from '../../../src/games/engine/round';
import { resumePaused } from '../../../src/games/engine/round';
import { readForModeAndSpeed, type Variant } from '../../../src/games/engine/variant';
import { THEMES } from '../../../src/games/themes';

describe("the engine's page and resume helpers", () => {
  it("finds the page's elements by id, named in camel case, and names a missing one", () => {
    document.body.innerHTML = '<div id="stage"></div><span id="timer-text"></span>';
    const { stage, timerText } = pageElements('stage timer-text');
    expect(stage.id).toBe('stage');
    expect(timerText.id).toBe('timer-text');
    expect(() => pageElements('stage clock')).toThrow("The game's page has no #clock");
  });

  it("gives the stage and its canvas with the canvas's first context", () => {
    document.body.innerHTML = '<div id="stage"><canvas id="board"></canvas></div>';
    const context = { setTransform: vi.fn() } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const { stage, canvas, ctx } = canvasOnStage('#board');
    expect([stage.id, canvas.id]).toEqual(['stage', 'board']);
    expect(ctx).toBe(context);
    expect(canvas.style.width).toBe('1px');
    vi.restoreAllMocks();
  });

  it("reads a saved round for the title's mode and speed", () => {
    const read = vi.fn((saved: unknown, mode: 'a' | 'b', speed: 1 | 2 | 3) => ({ saved, mode, speed }));
    const variant: Variant<'a' | 'b'> = { mode: 'b', speed: 3, themeName: 'classic', theme: THEMES.classic, seed: 7 };
    expect(readForModeAndSpeed(read)('state', variant)).toEqual({ saved: 'state', mode: 'b', speed: 3 });
  });

  it('puts a saved round on the board before it waits paused', () => {
    const calls: string[] = [];
    const round = { resumed: () => calls.push('paused') } as unknown as Round;
    resumePaused(
      (saved: string) => calls.push(`shown ${saved}`),
      () => round,
    )('round');
    expect(calls).toEqual(['shown round', 'paused']);
  });
});
