import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import {
  CLOSE_HIDDEN_STREAM_AFTER_MS,
  RefreshBoardOnReturn,
} from '../../../src/application/use-cases/tournament/refresh-board-on-return';
import type { SelectLeaderboardStage } from '../../../src/application/use-cases/tournament/select-leaderboard-stage';

afterEach(() => vi.useRealTimers());

function setup() {
  vi.useFakeTimers();
  const visible$ = new BehaviorSubject(true);
  const select = { pause: vi.fn(), resume: vi.fn(async () => undefined) };
  const stop = new RefreshBoardOnReturn({ visible$ }, select as unknown as SelectLeaderboardStage).start();
  return { visible$, select, stop };
}

describe('RefreshBoardOnReturn', () => {
  it('closes the stream once the tab has been hidden for a while, not at a glance away', () => {
    const { visible$, select } = setup();
    visible$.next(false);
    vi.advanceTimersByTime(CLOSE_HIDDEN_STREAM_AFTER_MS - 1);
    visible$.next(true);
    vi.advanceTimersByTime(CLOSE_HIDDEN_STREAM_AFTER_MS);
    expect(select.pause).not.toHaveBeenCalled();
    visible$.next(false);
    vi.advanceTimersByTime(CLOSE_HIDDEN_STREAM_AFTER_MS);
    expect(select.pause).toHaveBeenCalledTimes(1);
  });

  it('refetches the board and resumes the stream as soon as the tab is visible again', () => {
    const { visible$, select } = setup();
    select.resume.mockClear();
    visible$.next(false);
    vi.advanceTimersByTime(CLOSE_HIDDEN_STREAM_AFTER_MS);
    visible$.next(true);
    expect(select.resume).toHaveBeenCalledTimes(1);
  });

  it('stops following the tab when the screen is left', () => {
    const { visible$, select, stop } = setup();
    stop();
    visible$.next(false);
    vi.advanceTimersByTime(CLOSE_HIDDEN_STREAM_AFTER_MS);
    expect(select.pause).not.toHaveBeenCalled();
  });
});
