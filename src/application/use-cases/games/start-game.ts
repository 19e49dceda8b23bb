import { ServiceError } from '../../errors';
import { failureOf } from '../../failure-text';
import type { Notice } from '../../notices';
import type { GameSessionPort, StartedGame } from '../../ports/game-session.port';
import type { AuthState } from '../../stores/auth.store';
import { isLoggedIn } from '../../stores/auth.store';
import type { GameDetail } from '../../../domain/game';
import type { RedirectPolicy } from '../auth/redirect-policy';
import type { RequireLogin } from './require-login';
import type { SavedGameLookup } from '../offline/saved-game-lookup';

export type StartGameResult =
  /**
   * `sessionId` is null for a play the backend did not record (a guest it would not take).
   * `fromDevice` is set when the game runs from the copy kept on this device because the network
   * did not answer: its page can then come only from the service worker (docs/decisions/0042).
   */
  { ok: true; sessionId: string | null; playUrl: string; fromDevice?: true } | { ok: false; code: string; message: Notice };

/** The mock's code for a premium game started by a player without a plan; the screen offers /plans. */
export const PREMIUM_REQUIRED = 'PREMIUM_REQUIRED';

/** What starting needs to know of the game: its id, whether it is premium, and its own address. */
export type GameToStart = Pick<GameDetail, 'id' | 'isPremium' | 'playUrl'>;

/**
 * POST /play/game/start {gameId}: opens a game session and says where the game runs.
 *
 * Spec §1: "guests and logged-in subscribers browse, search and play games". A guest plays a free
 * game at once: the start carries the guest id, and a backend that wants sign-in for sessions
 * (spec §6 "Whether ... session calls need sign-in is not shown") answers 401, after which the game
 * still runs from its own address, unrecorded. Premium games are for players with a plan, so a
 * guest is sent to /login first. The URL ends up in an iframe, so it passes the portal's URL guard.
 */
export class StartGame {
  constructor(
    private readonly sessions: GameSessionPort,
    private readonly auth: AuthState,
    private readonly requireLogin: RequireLogin,
    private readonly urls: RedirectPolicy,
    /** Without a network, a game saved on this device still plays (docs/decisions/0041). */
    private readonly onDevice?: SavedGameLookup,
  ) {}

  async execute(game: GameToStart): Promise<StartGameResult> {
    const guest = !isLoggedIn(this.auth);
    if (guest && game.isPremium && !this.requireLogin.execute()) {
      return { ok: false, code: 'LOGIN_REQUIRED', message: { code: 'log-in-to-play-premium' } };
    }
    let started: StartedGame;
    try {
      started = await this.sessions.start(game.id, guest ? { guestId: this.auth.guestId } : undefined);
    } catch (error) {
      if (guest && error instanceof ServiceError && error.reason === 'unauthorized') return this.play(null, game.playUrl);
      // No network: a game kept on this device runs from its files, unrecorded, as a guest's would.
      if (error instanceof ServiceError && error.reason === 'network' && (await this.onDevice?.playable(game.playUrl))) {
        const offline = this.play(null, game.playUrl);
        return offline.ok ? { ...offline, fromDevice: true } : offline;
      }
      return startFailure(error);
    }
    return this.play(started.sessionId, started.playUrl ?? game.playUrl);
  }

  /**
   * The address a free game's page may load from while its session starts, or null. The spec
   * makes no game wait for its session (§7 "POST /play/game/start {gameId} returns data", §3
   * "Start-game response: not shown"), and the start decides nothing about a free game that its
   * details have not said: a guest plays it even when the backend refuses the session (401). A
   * premium game waits, as the start is where a plan is checked (PREMIUM_REQUIRED).
   */
  pageBeforeSession(game: GameToStart): string | null {
    if (game.isPremium) return null;
    const url = this.urls.check(game.playUrl);
    return url.ok ? url.url : null;
  }

  private play(sessionId: string | null, playUrl: string): StartGameResult {
    const url = this.urls.check(playUrl);
    if (!url.ok) return { ok: false, code: 'UNSAFE_URL', message: { code: 'something-went-wrong' } };
    return { ok: true, sessionId, playUrl: url.url };
  }
}

/** Spec §8: "Start-game failure yields {code, message}, defaulting to UNKNOWN / NETWORK and 'Something went wrong'." */
function startFailure(error: unknown): { ok: false; code: string; message: Notice } {
  if (error instanceof ServiceError && error.reason === 'network')
    return { ok: false, code: 'NETWORK', message: failureOf(error, 'something-went-wrong') };
  if (error instanceof ServiceError && error.reason === 'rejected') {
    return { ok: false, code: error.code ?? 'UNKNOWN', message: failureOf(error, 'something-went-wrong') };
  }
  return { ok: false, code: 'UNKNOWN', message: { code: 'something-went-wrong' } };
}
