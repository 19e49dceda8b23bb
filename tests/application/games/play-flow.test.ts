import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenGame } from '../../../src/application/use-cases/games/open-game';
import { StartGame } from '../../../src/application/use-cases/games/start-game';
import { GoToPlans } from '../../../src/application/use-cases/games/go-to-plans';
import {
  KeepGameSessionAlive,
  GAME_SESSION_UPDATE_INTERVAL_MS,
} from '../../../src/application/use-cases/games/keep-game-session-alive';
import { UpdateGameSession } from '../../../src/application/use-cases/games/update-game-session';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { RememberReturnPath } from '../../../src/application/use-cases/session/remember-return-path';
import { ServiceError } from '../../../src/application/errors';
import { fakeNavigation, fakeStorage } from '../../support/fakes';
import { detail, fakeCatalogue, fakeSessions, player } from './games-fakes';

function setup() {
  const catalogue = fakeCatalogue();
  const sessions = fakeSessions();
  const who = player({ path: '/play/game-1' });
  const start = new StartGame(
    sessions,
    who.requireLogin,
    new RedirectPolicy('https://play.example.com', { allowedRedirectOrigins: [] }),
  );
  return { catalogue, sessions, open: new OpenGame(catalogue, start) };
}

describe('OpenGame', () => {
  it('finds the game by its name, starts a session for its id and returns both', async () => {
    const { catalogue, sessions, open } = setup();
    catalogue.detail.mockResolvedValue(detail({ id: 'g-42', uniqueName: 'neon-drift', name: 'Neon Drift' }));
    const result = await open.execute('neon-drift');
    expect(catalogue.detail).toHaveBeenCalledWith('neon-drift');
    expect(sessions.start).toHaveBeenCalledWith('g-42');
    expect(result).toMatchObject({ ok: true, sessionId: 'gs-1', playUrl: '/games/snake/', game: { name: 'Neon Drift' } });
  });

  it("says 'Game not found' and starts nothing when the game does not exist", async () => {
    const { catalogue, sessions, open } = setup();
    catalogue.detail.mockRejectedValue(new ServiceError('rejected', 'Game not found', undefined, 404));
    expect(await open.execute('nope')).toEqual({ ok: false, code: 'GAME_NOT_FOUND', message: 'Game not found', game: null });
    expect(sessions.start).not.toHaveBeenCalled();
  });

  it('keeps the game with a refusal, so the screen can name it (premium game for a free player)', async () => {
    const { catalogue, sessions, open } = setup();
    catalogue.detail.mockResolvedValue(detail({ name: 'Crown Quest', isPremium: true }));
    sessions.start.mockRejectedValue(
      new ServiceError('rejected', 'This is a premium game. Subscribe to play.', 'PREMIUM_REQUIRED', 403),
    );
    expect(await open.execute('crown-quest')).toMatchObject({
      ok: false,
      code: 'PREMIUM_REQUIRED',
      message: 'This is a premium game. Subscribe to play.',
      game: { name: 'Crown Quest' },
    });
  });
});

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

describe('GoToPlans', () => {
  it('remembers the game the player was opening, then goes to /plans', () => {
    const storage = fakeStorage();
    const navigation = fakeNavigation('/play/crown-quest');
    new GoToPlans(new RememberReturnPath(storage), navigation).execute();
    expect(storage.get('previous-url')).toBe('/play/crown-quest');
    expect(navigation.visited).toEqual(['/plans']);
  });
});
