import { writeList, type MockDb } from '../db';
import type { SeedClock } from './clock';
import { GAMER_TAGS, seedLeaderboards, type SeedPlayer, type StagePlan } from './leaderboards';
import type { Rng } from './prng';
import { DEMO_SUBSCRIBER, OTHER_USERS } from './users';

/** The configured tournament: the client hardcodes this org and id (spec section 7). */
export const TOURNAMENT_ORG = 'gp-arena';
export const TOURNAMENT_ID = 'tn-2026-winter';
/** A finished tournament, whose FINAL leaderboard shows winners. */
export const PAST_TOURNAMENT_ID = 'tn-2026-autumn';

export const TOURNAMENT_STAGES = ['QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL'] as const;

/**
 * The winter tournament is live in its SEMI-FINAL, so it has leaderboards for the stages played
 * so far (the FINAL has none yet); the autumn one is COMPLETED with all four.
 */
const WINTER_PLAN: StagePlan = [
  ['QUALIFIER', 30],
  ['FIRST-ROUND', 24],
  ['SEMI-FINAL', 18],
];
const AUTUMN_PLAN: StagePlan = [
  ['QUALIFIER', 30],
  ['FIRST-ROUND', 24],
  ['SEMI-FINAL', 20],
  ['FINAL', 15],
];

/** Premium seed users (registration needs a premium user) plus outside players. */
function playerPool(): { players: SeedPlayer[]; subscriber: SeedPlayer } {
  const subscriber: SeedPlayer = {
    userId: DEMO_SUBSCRIBER.id,
    playerName: `${DEMO_SUBSCRIBER.firstName} ${DEMO_SUBSCRIBER.lastName}`,
  };
  const members = OTHER_USERS.filter((user) => user.isPremiumUser).map((user): SeedPlayer => ({
    userId: user.id,
    playerName: `${user.firstName} ${user.lastName}`,
  }));
  const outsiders = GAMER_TAGS.map((tag): SeedPlayer => ({ userId: null, playerName: tag }));
  return { players: [subscriber, ...members, ...outsiders], subscriber };
}

/** First game of a genre in catalogue order, so the pick is stable across seeds. */
function firstGameOf(db: MockDb, genre: string): string {
  const game = db.game.findFirst({ where: { genre: { equals: genre } } });
  if (!game) throw new Error(`Seed has no ${genre} game for a tournament`);
  return game.uniqueName;
}

function registerPlayers(db: MockDb, tournamentId: string, reached: Map<SeedPlayer, string>, registeredAt: string): void {
  let index = 0;
  for (const [player, stage] of reached) {
    if (player.userId === null) continue;
    index += 1;
    db.tournamentRegistration.create({
      id: `reg-${tournamentId}-${String(index).padStart(2, '0')}`,
      userId: player.userId,
      tournamentId,
      userState: stage,
      registeredAt,
    });
  }
}

/** The stages' start times, in stage order, as the tournament DTO's stageSchedule. */
const schedule = (starts: readonly string[]): string =>
  JSON.stringify(TOURNAMENT_STAGES.map((stage, index) => ({ stage, startsAt: starts[index] })));

export function seedTournaments(db: MockDb, rng: Rng, { daysAfter, daysBefore }: SeedClock): void {
  const { players, subscriber } = playerPool();
  db.tournament.create({
    id: TOURNAMENT_ID,
    org: TOURNAMENT_ORG,
    name: 'GP Arena Winter Cup 2026',
    description: 'Four rounds of racing on the portal. The top score of the final wins the cup.',
    gameUniqueName: firstGameOf(db, 'racing'),
    currentState: 'SEMI-FINAL',
    stages: writeList(TOURNAMENT_STAGES),
    isOpen: true,
    startsAt: daysBefore(12),
    endsAt: daysAfter(16),
    prize: '25,000 BDT and a year of Monthly Pass',
    bannerUrl: `/mock-assets/art/${TOURNAMENT_ID}.svg?variant=banner`,
    stageSchedule: schedule([daysBefore(12), daysBefore(8), daysBefore(3), daysAfter(9)]),
  });
  registerPlayers(db, TOURNAMENT_ID, seedLeaderboards(db, rng, TOURNAMENT_ID, WINTER_PLAN, players, subscriber), daysBefore(14));

  db.tournament.create({
    id: PAST_TOURNAMENT_ID,
    org: TOURNAMENT_ORG,
    name: 'GP Arena Autumn Cup 2026',
    description: 'The arcade cup of the autumn season. Congratulations to the winners!',
    gameUniqueName: firstGameOf(db, 'arcade'),
    currentState: 'COMPLETED',
    stages: writeList(TOURNAMENT_STAGES),
    isOpen: false,
    startsAt: daysBefore(70),
    endsAt: daysBefore(40),
    prize: '20,000 BDT',
    bannerUrl: `/mock-assets/art/${PAST_TOURNAMENT_ID}.svg?variant=banner`,
    stageSchedule: schedule([daysBefore(70), daysBefore(62), daysBefore(52), daysBefore(45)]),
  });
  registerPlayers(
    db,
    PAST_TOURNAMENT_ID,
    seedLeaderboards(db, rng, PAST_TOURNAMENT_ID, AUTUMN_PLAN, players, subscriber),
    daysBefore(72),
  );
}
