import { ServiceError } from '../../errors';
import { SOMETHING_WENT_WRONG } from '../../failure-text';
import type { GameSessionPort } from '../../ports/game-session.port';
import type { RedirectPolicy } from '../auth/redirect-policy';
import type { RequireLogin } from './require-login';

export type StartGameResult = { ok: true; sessionId: string; playUrl: string } | { ok: false; code: string; message: string };

/** The mock's code for a premium game started by a player without a plan; the screen offers /plans. */
export const PREMIUM_REQUIRED = 'PREMIUM_REQUIRED';

/**
 * POST /play/game/start {gameId}: opens a game session and says where the game runs. A guest is
 * sent to /login first (sessions and "recently played" belong to a player). The URL comes from
 * the server and ends up in an iframe, so it must pass the portal's URL guard like any other.
 */
export class StartGame {
  constructor(
    private readonly sessions: GameSessionPort,
    private readonly requireLogin: RequireLogin,
    private readonly urls: RedirectPolicy,
  ) {}

  async execute(gameId: string): Promise<StartGameResult> {
    if (!this.requireLogin.execute()) return { ok: false, code: 'LOGIN_REQUIRED', message: 'Please log in to play.' };
    try {
      const started = await this.sessions.start(gameId);
      const url = this.urls.check(started.playUrl);
      if (!url.ok) return { ok: false, code: 'UNSAFE_URL', message: SOMETHING_WENT_WRONG };
      return { ok: true, sessionId: started.sessionId, playUrl: url.url };
    } catch (error) {
      return startFailure(error);
    }
  }
}

function startFailure(error: unknown): { ok: false; code: string; message: string } {
  if (error instanceof ServiceError && error.reason === 'network')
    return { ok: false, code: 'NETWORK', message: error.message || SOMETHING_WENT_WRONG };
  if (error instanceof ServiceError && error.reason === 'rejected') {
    return { ok: false, code: error.code ?? 'UNKNOWN', message: error.message || SOMETHING_WENT_WRONG };
  }
  return { ok: false, code: 'UNKNOWN', message: SOMETHING_WENT_WRONG };
}
