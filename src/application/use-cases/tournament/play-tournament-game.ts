import type { TournamentPort } from '../../ports/tournament.port';
import type { TournamentState } from '../../stores/tournament.store';
import type { RedirectPolicy } from '../auth/redirect-policy';
import type { RequireLogin } from '../games/require-login';
import { gameCallFailure, type GameCallFailure } from './game-call-failure';

export type StartTournamentGameResult = { ok: true; sessionId: string | null; playUrl: string } | GameCallFailure;

/**
 * POST /tournament/game/start {tournamentid, gamecode} (spec §7). Success only on status OK
 * (spec §5); a failure yields {code, message} with the defaults of spec §8. The game URL comes
 * from the server and ends up in a frame, so it must pass the URL guard.
 */
export class StartTournamentGame {
  constructor(
    private readonly tournaments: TournamentPort,
    private readonly state: TournamentState,
    private readonly requireLogin: RequireLogin,
    private readonly urls: RedirectPolicy,
  ) {}

  async execute(): Promise<StartTournamentGameResult> {
    const tournament = this.state.details.tournament;
    if (!tournament) return { ok: false, code: 'UNKNOWN', message: { code: 'something-went-wrong' } };
    if (!this.requireLogin.execute()) return { ok: false, code: 'LOGIN_REQUIRED', message: { code: 'log-in-to-play' } };
    try {
      const started = await this.tournaments.startGame(tournament.id, tournament.gameCode);
      const url = this.urls.check(started.playUrl);
      if (!url.ok) return { ok: false, code: 'UNSAFE_URL', message: { code: 'something-went-wrong' } };
      return { ok: true, sessionId: started.sessionId, playUrl: url.url };
    } catch (error) {
      return gameCallFailure(error);
    }
  }
}

/** POST /tournament/game/session/update {sessionid} (spec §7): keeps a tournament game session alive. */
export class UpdateTournamentSession {
  constructor(private readonly tournaments: TournamentPort) {}

  async execute(sessionId: string): Promise<{ ok: true } | GameCallFailure> {
    try {
      await this.tournaments.updateSession(sessionId);
      return { ok: true };
    } catch (error) {
      return gameCallFailure(error);
    }
  }
}
