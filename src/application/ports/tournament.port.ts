import { token } from '../token';
import type { Tournament } from '../../domain/tournament';
import type { LeaderboardEntry } from '../../domain/leaderboard';

/** Spec §7 "POST /tournament/game/start {tournamentid, gamecode} returns status, data, errors." */
export interface StartedTournamentGame {
  /** The session to keep alive; null when the answer named none (spec §3 "Start-game response: not shown"). */
  sessionId: string | null;
  /** Where the game runs, as the server gave it (checked by the use case before use). */
  playUrl: string;
}

/**
 * Spec §7 "Esports, voucher and tournament": the tournament requests. A refused envelope is a
 * ServiceError('rejected') whose `code` carries the server's code (e.g. 'Not Premium User').
 */
export interface TournamentPort {
  details(org: string, tournamentId: string): Promise<Tournament>;
  isOpen(): Promise<boolean>;
  current(org: string): Promise<Tournament | null>;
  /** Without a stage: the home page's board; stage FINAL: the winners. */
  leaderboard(org: string, tournamentId: string, stage?: string): Promise<LeaderboardEntry[]>;
  register(org: string, tournamentId: string): Promise<void>;
  startGame(tournamentId: string, gameCode: string): Promise<StartedTournamentGame>;
  updateSession(sessionId: string): Promise<void>;
}
export const TournamentPort = token<TournamentPort>('TournamentPort');
