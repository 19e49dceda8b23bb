import * as z from 'zod/mini';
import type { Tournament } from '../../domain/tournament';
import type { LeaderboardEntry } from '../../domain/leaderboard';

/**
 * DTOs of the tournament calls (spec §7). The spec names only currentState, userState, isOpen,
 * leaderboard and the start-game call's fields; the rest is what the mock sends and is optional here.
 */
const text = z.optional(z.nullable(z.string()));
const id = z.union([z.string().check(z.minLength(1)), z.number()]);

export const tournamentDto = z.object({
  tournamentId: id,
  org: text,
  name: text,
  description: text,
  currentState: z.string(),
  userState: text,
  stages: z.optional(z.nullable(z.array(z.string()))),
  gameCode: text,
  prize: text,
  startsAt: text,
  endsAt: text,
  bannerUrl: text,
});
export type TournamentDto = z.infer<typeof tournamentDto>;

export const leaderboardEntryDto = z.object({
  rank: z.optional(z.nullable(z.number())),
  userId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  playerName: z.string(),
  score: z.number(),
});
export type LeaderboardEntryDto = z.infer<typeof leaderboardEntryDto>;

export function toTournament(dto: TournamentDto): Tournament {
  return {
    id: String(dto.tournamentId),
    org: dto.org ?? '',
    name: dto.name ?? '',
    description: dto.description ?? '',
    currentState: dto.currentState,
    userState: dto.userState || null,
    stages: dto.stages ?? [],
    gameCode: dto.gameCode ?? '',
    prize: dto.prize ?? '',
    startsAt: dto.startsAt ?? '',
    endsAt: dto.endsAt ?? '',
    bannerUrl: dto.bannerUrl || null,
  };
}

export const toLeaderboardEntry = (dto: LeaderboardEntryDto, index: number): LeaderboardEntry => ({
  rank: dto.rank && dto.rank > 0 ? dto.rank : index + 1,
  playerName: dto.playerName,
  score: dto.score,
  userId: dto.userId == null || dto.userId === '' ? null : String(dto.userId),
});
