import * as z from 'zod/mini';
import type { StageTime, Tournament } from '../../domain/tournament';
import type { LeaderboardEntry } from '../../domain/leaderboard';
import {
  openEntries,
  openId,
  openNumber,
  openText,
  openTextFrom,
  openTextList,
  requiredNumber,
  requiredText,
  textOf,
} from './open-fields';

/**
 * DTOs of the tournament calls (spec §7). The spec names only currentState, userState, isOpen,
 * leaderboard and the start-game call's fields, none with a type. A tournament needs its
 * currentState (the stage rules of spec §4 act on it); every other field is read leniently and
 * defaults. A leaderboard entry's fields are "not shown": an entry needs a player and a score to
 * be drawn, and one that lacks them is skipped rather than failing the board.
 */
export const tournamentDto = z.object({
  tournamentId: openId,
  org: openText,
  name: openText,
  description: openText,
  currentState: z.pipe(requiredText, z.string().check(z.minLength(1))),
  userState: openText,
  stages: openTextList,
  gameCode: openText,
  // A prize of 5000 is read as "5000".
  prize: openText,
  startsAt: openText,
  endsAt: openText,
  bannerUrl: openTextFrom('url', 'src', 'href'),
  // Not in the spec: when each stage starts. Read leniently; an entry without a stage or a time is skipped.
  stageSchedule: openEntries,
});
export type TournamentDto = z.infer<typeof tournamentDto>;

export const leaderboardEntryDto = z.object({
  rank: openNumber,
  userId: openId,
  playerName: z.pipe(requiredText, z.string().check(z.minLength(1))),
  score: requiredNumber,
});
export type LeaderboardEntryDto = z.infer<typeof leaderboardEntryDto>;

/** `knownId`: the id the call asked for, used when the answer does not repeat it. */
export function toTournament(dto: TournamentDto, knownId = ''): Tournament {
  return {
    id: dto.tournamentId ?? knownId,
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
    schedule: toSchedule(dto.stageSchedule ?? []),
  };
}

/** `[{ stage, startsAt }]`: items that name no stage or no readable time are left out. */
function toSchedule(items: readonly unknown[]): StageTime[] {
  const schedule: StageTime[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { stage, startsAt } = item as Record<string, unknown>;
    const name = textOf(stage)?.trim();
    const at = textOf(startsAt)?.trim();
    if (name && at && Number.isFinite(Date.parse(at))) schedule.push({ stage: name, startsAt: at });
  }
  return schedule;
}

export const toLeaderboardEntry = (dto: LeaderboardEntryDto, index: number): LeaderboardEntry => ({
  rank: dto.rank && dto.rank > 0 ? dto.rank : index + 1,
  playerName: dto.playerName,
  score: dto.score,
  userId: dto.userId ?? null,
});
