import { describe, expect, it } from 'vitest';
import { UpdateGameSession } from '../../../src/application/use-cases/games/update-game-session';
import { ServiceError } from '../../../src/application/errors';
import { fakeSessions } from './games-fakes';

describe('UpdateGameSession', () => {
  it('sends the session id and reports success', async () => {
    const sessions = fakeSessions();
    expect(await new UpdateGameSession(sessions).execute('gs-1')).toBe(true);
    expect(sessions.update).toHaveBeenCalledWith('gs-1');
  });

  it('swallows a failure so the game goes on', async () => {
    const sessions = fakeSessions();
    sessions.update.mockRejectedValue(new ServiceError('network', 'No connection'));
    expect(await new UpdateGameSession(sessions).execute('gs-1')).toBe(false);
  });

  it('does not call without a session id', async () => {
    const sessions = fakeSessions();
    expect(await new UpdateGameSession(sessions).execute('')).toBe(false);
    expect(sessions.update).not.toHaveBeenCalled();
  });
});
