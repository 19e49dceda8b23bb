import type { GameSessionPort } from '../../ports/game-session.port';

/**
 * POST /play/game/session/update {sessionid}: tells the server the session is still being played
 * (the play screen calls it periodically and on leaving). A failed keep-alive must not interrupt
 * the game, so it only reports whether it got through.
 */
export class UpdateGameSession {
  constructor(private readonly sessions: GameSessionPort) {}

  async execute(sessionId: string): Promise<boolean> {
    if (!sessionId) return false;
    try {
      await this.sessions.update(sessionId);
      return true;
    } catch {
      return false;
    }
  }
}
