import { readList, type MockDb } from '../db';

/** The stage names a leaderboard shows: COMPLETED is shown as FINAL (spec §4). */
export const boardStage = (state: string): string => (state === 'COMPLETED' ? 'FINAL' : state);

export type TournamentRecord = NonNullable<ReturnType<MockDb['tournament']['findFirst']>>;
type EntryRecord = ReturnType<MockDb['leaderboardEntry']['getAll']>[number];

/** The leaderboard entry DTO, the contract of src/adapters/http/tournament-schemas.ts. */
export const toEntryDto = (entry: EntryRecord) => ({
  rank: entry.rank,
  userId: entry.userId,
  playerName: entry.playerName,
  score: entry.score,
});

export function findTournament(db: MockDb, id: string): TournamentRecord | null {
  return db.tournament.findFirst({ where: { id: { equals: id } } });
}

/** One stage's board, best first. */
export function stageEntries(db: MockDb, tournamentId: string, stage: string): EntryRecord[] {
  return db.leaderboardEntry
    .findMany({ where: { tournamentId: { equals: tournamentId }, stage: { equals: stage } } })
    .sort((a, b) => a.rank - b.rank);
}

/** The tournament DTO (spec §3 details: currentState, userState), the gateway's contract. */
export function toTournamentDto(db: MockDb, tournament: TournamentRecord, userId: string | null) {
  const registration = userId
    ? db.tournamentRegistration.findFirst({ where: { userId: { equals: userId }, tournamentId: { equals: tournament.id } } })
    : null;
  return {
    tournamentId: tournament.id,
    org: tournament.org,
    name: tournament.name,
    description: tournament.description,
    currentState: tournament.currentState,
    userState: registration?.userState ?? null,
    stages: readList(tournament.stages),
    gameCode: tournament.gameUniqueName,
    prize: tournament.prize,
    startsAt: tournament.startsAt,
    endsAt: tournament.endsAt,
    bannerUrl: tournament.bannerUrl,
    stageSchedule: tournament.stageSchedule ? (JSON.parse(tournament.stageSchedule) as unknown[]) : [],
  };
}

/** The organisation's tournament in play, else its most recent one. */
export function currentTournament(db: MockDb, org?: string): TournamentRecord | null {
  const all = db.tournament.getAll().filter((t) => !org || t.org === org);
  const live = all.find((t) => t.currentState !== 'COMPLETED');
  return live ?? all.sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0] ?? null;
}
