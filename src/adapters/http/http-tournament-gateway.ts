import * as z from 'zod/mini';
import type { StartedTournamentGame, TournamentPort } from '../../application/ports/tournament.port';
import type { Tournament } from '../../domain/tournament';
import type { LeaderboardEntry } from '../../domain/leaderboard';
import type { HttpClient } from './http-client';
import { ServiceError } from '../../application/errors';
import { listInSteps } from './list-in-steps';
import { startAnswer } from './started-game';
import { leaderboardEntryDto, toLeaderboardEntry, toTournament, tournamentDto } from './tournament-schemas';
import { entries } from './game-schemas';
import { requiredFlag } from './open-fields';

/** Spec §7 "reads data.tournament": the tournament screen has nothing to show without it. */
const detailsData = z.object({ tournament: tournamentDto });
/** Spec §7 "reads data.isOpen": required, as a flag (a boolean, "true"/"false" or 1/0). */
const openData = z.object({ isOpen: requiredFlag });
/**
 * Spec §7 "GET /tournament/current/{org} reads data", shape not given: a tournament, or one under
 * `tournament`; anything else means no current tournament (the widget then shows no title).
 */
const currentData = z.pipe(
  z.unknown(),
  z.transform((data) => {
    for (const candidate of [data, (data as { tournament?: unknown } | null)?.tournament]) {
      const parsed = tournamentDto.safeParse(candidate);
      if (parsed.success) return parsed.data;
    }
    return null;
  }),
);
/**
 * Spec §7 "reads data.leaderboard"; an entry that is not one is skipped, the board is kept. Entries
 * are checked by listInSteps, a slice at a time: a board may hold thousands of players.
 */
const leaderboardData = z.object({ leaderboard: entries });

const segment = encodeURIComponent;

/** The tournament calls of spec §7 over the one HttpClient (bearer, envelope, retries, 401 are its job). */
export class HttpTournamentGateway implements TournamentPort {
  constructor(private readonly http: HttpClient) {}

  async details(org: string, tournamentId: string): Promise<Tournament> {
    const data = await this.http.send(
      { method: 'GET', path: `/tournament/details/${segment(org)}/${segment(tournamentId)}` },
      detailsData,
    );
    return toTournament(data.tournament, tournamentId);
  }

  async isOpen(): Promise<boolean> {
    return (await this.http.send({ method: 'GET', path: '/tournament/open/status' }, openData)).isOpen;
  }

  async current(org: string): Promise<Tournament | null> {
    const data = await this.http.send({ method: 'GET', path: `/tournament/current/${segment(org)}` }, currentData);
    return data ? toTournament(data) : null;
  }

  async leaderboard(org: string, tournamentId: string, stage?: string): Promise<LeaderboardEntry[]> {
    const base = `/tournament/leaderboard/${segment(org)}/${segment(tournamentId)}`;
    const data = await this.http.send({ method: 'GET', path: stage ? `${base}/${segment(stage)}` : base }, leaderboardData);
    return listInSteps(data.leaderboard, leaderboardEntryDto, toLeaderboardEntry);
  }

  async register(org: string, tournamentId: string): Promise<void> {
    await this.http.send(
      { method: 'POST', path: `/tournament/registration/${segment(org)}`, body: { tournamentid: tournamentId } },
      z.unknown(),
    );
  }

  async startGame(tournamentId: string, gameCode: string): Promise<StartedTournamentGame> {
    const data = await this.http.send(
      { method: 'POST', path: '/tournament/game/start', body: { tournamentid: tournamentId, gamecode: gameCode } },
      startAnswer,
    );
    // Nothing in the answer is defined by the spec; only the game's address is needed to play.
    if (!data.playUrl)
      throw new ServiceError('malformed', 'The tournament game could not be started: no game address came back.');
    return { sessionId: data.sessionId, playUrl: data.playUrl };
  }

  async updateSession(sessionId: string): Promise<void> {
    await this.http.send(
      { method: 'POST', path: '/tournament/game/session/update', body: { sessionid: sessionId } },
      z.unknown(),
    );
  }
}
