import { describe, expect, it } from 'vitest';
import {
  adoptProgress,
  NO_PROGRESS,
  progressOwner,
  readProgress,
  withRoundOver,
  withSavedState,
} from '../../src/domain/game-progress';

describe('game progress', () => {
  it('belongs to the logged-in player, else to the device’s guest', () => {
    expect(progressOwner('42')).toBe('user:42');
    expect(progressOwner(null)).toBe('guest');
  });

  it('keeps a copy of the saved state, not the game’s own object', () => {
    const state = { board: [1] };
    const saved = withSavedState(NO_PROGRESS, state, 5);
    state.board.push(2);
    expect(saved).toEqual({ best: 0, state: { board: [1] }, savedAt: 5 });
  });

  it('keeps nothing new for a state that is not JSON', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(withSavedState(NO_PROGRESS, cyclic, 5)).toBe(NO_PROGRESS);
    expect(withSavedState(NO_PROGRESS, undefined, 5)).toBe(NO_PROGRESS);
  });

  it('ignores a score that is not a score at the end of a round', () => {
    expect(withRoundOver({ best: 5, state: { a: 1 }, savedAt: 1 }, Number.NaN)).toEqual({ best: 5, state: null, savedAt: null });
  });

  it('reads a stored entry leniently', () => {
    expect(readProgress(undefined)).toEqual(NO_PROGRESS);
    expect(readProgress({ best: 7, state: { a: 1 } })).toEqual({ best: 7, state: { a: 1 }, savedAt: null });
  });

  it('adopts the newer of two unfinished rounds and the better best', () => {
    expect(adoptProgress({ best: 1, state: 'a', savedAt: 10 }, { best: 9, state: 'b', savedAt: 20 })).toEqual({
      best: 9,
      state: 'b',
      savedAt: 20,
    });
    expect(adoptProgress({ best: 1, state: 'a', savedAt: 30 }, { best: 0, state: null, savedAt: null })).toEqual({
      best: 1,
      state: 'a',
      savedAt: 30,
    });
  });
});
