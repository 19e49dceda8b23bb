import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KeepGameSessionAlive,
  GAME_SESSION_UPDATE_INTERVAL_MS,
} from '../../../src/application/use-cases/games/keep-game-session-alive';
import { UpdateGameSession } from '../../../src/application/use-cases/games/update-game-session';
import { fakeSessions } from './games-fakes';

describe('KeepGameSessionAlive', () => {
  afterEach(() => vi.useRealTimers());

  function setupKeepAlive() {
    vi.useFakeTimers();
    const sessions = fakeSessions();
    return { sessions, keepAlive: new KeepGameSessionAlive(new UpdateGameSession(sessions)) };
  }

  it('updates the session every 30 s while the game is open', () => {
    const { sessions, keepAlive } = setupKeepAlive();
    keepAlive.execute('gs-9');
    vi.advanceTimersByTime(GAME_SESSION_UPDATE_INTERVAL_MS - 1);
    expect(sessions.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sessions.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(GAME_SESSION_UPDATE_INTERVAL_MS * 2);
    expect(sessions.update).toHaveBeenCalledTimes(3);
    expect(sessions.update).toHaveBeenCalledWith('gs-9');
  });

  it('sends a last update on stop, then no more, even if stopped twice', () => {
    const { sessions, keepAlive } = setupKeepAlive();
    const running = keepAlive.execute('gs-9');
    running.stop();
    running.stop();
    vi.advanceTimersByTime(GAME_SESSION_UPDATE_INTERVAL_MS * 3);
    expect(sessions.update).toHaveBeenCalledTimes(1);
  });

  it('flush sends one update now and keeps the interval; after stop it sends nothing', () => {
    const { sessions, keepAlive } = setupKeepAlive();
    const running = keepAlive.execute('gs-9');
    running.flush();
    expect(sessions.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(GAME_SESSION_UPDATE_INTERVAL_MS);
    expect(sessions.update).toHaveBeenCalledTimes(2);
    running.stop();
    running.flush();
    expect(sessions.update).toHaveBeenCalledTimes(3);
  });
});
