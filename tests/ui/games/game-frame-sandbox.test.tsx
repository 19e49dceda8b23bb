import { describe, expect, it } from 'vitest';
import { frameSandbox, GAME_SANDBOX } from '../../../src/ui/screens/play/play-stage';

const here = (path: string) => new URL(path, window.location.href).href;

describe("the game frame's sandbox attribute", () => {
  it('is always there for a game the backend started (online the worker need not answer the frame)', () => {
    expect(frameSandbox({ playUrl: here('/games/snake/?mode=wrap') })).toBe(GAME_SANDBOX);
    expect(frameSandbox({ playUrl: 'https://games.example/snake/' })).toBe(GAME_SANDBOX);
  });

  it("is left off only for this portal's own game page played from the device, sandboxed by its header", () => {
    expect(frameSandbox({ playUrl: here('/games/snake/?mode=wrap'), fromDevice: true })).toBeUndefined();
    expect(frameSandbox({ playUrl: '/games/snake/index.html', fromDevice: true })).toBeUndefined();
  });

  it('stays for anything else, even from the device: another origin, or another file of this one', () => {
    expect(frameSandbox({ playUrl: 'https://elsewhere.example/games/snake/', fromDevice: true })).toBe(GAME_SANDBOX);
    expect(frameSandbox({ playUrl: here('/games/snake/game.js'), fromDevice: true })).toBe(GAME_SANDBOX);
    expect(frameSandbox({ playUrl: here('/home'), fromDevice: true })).toBe(GAME_SANDBOX);
    expect(GAME_SANDBOX).toBe('allow-scripts allow-pointer-lock');
  });
});
