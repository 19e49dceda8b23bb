import type { MockDb } from '../db';
import { randomInt, shuffled, type Rng } from './prng';

/** A leaderboard player: a seed user (userId set) or an outside player known only by tag. */
export interface SeedPlayer {
  readonly userId: string | null;
  readonly playerName: string;
}

/** Outside players who fill the leaderboards beyond the seed users. */
export const GAMER_TAGS: readonly string[] = [
  'ShadowFox',
  'DhakaDrifter',
  'PixelPanther',
  'NightOwl_BD',
  'RoyalBengal',
  'TurboTiger',
  'SilentStorm',
  'CrimsonAce',
  'LuckyLotus',
  'BlitzKing',
  'MangoMaverick',
  'RiverRider',
  'NeonNomad',
  'IronHilsa',
  'StarGazer99',
  'QuickSilverBD',
  'ThunderBolt',
  'CyberSultan',
  'GhostRunner',
  'AlphaWolf',
  'JadeDragon',
  'MonsoonMage',
  'RocketRakib',
  'ZenMaster',
  'CoxsSurfer',
  'BlazeQueen',
  'FrostByte',
  'EchoHunter',
  'VelvetViper',
  'SonarSam',
];

/** Stage name with how many players played it; each stage draws from the previous stage. */
export type StagePlan = ReadonlyArray<readonly [stage: string, players: number]>;

/**
 * Writes one leaderboard per stage. Scores strictly decrease with rank (rank 1 = best) so a
 * list ordered by rank is also ordered by score. `featured` (the demo subscriber) is placed
 * near the top of every stage so they visibly advance to the deepest stage of the plan.
 * Returns the deepest stage each player reached, for their registration's userState.
 */
export function seedLeaderboards(
  db: MockDb,
  rng: Rng,
  tournamentId: string,
  plan: StagePlan,
  players: readonly SeedPlayer[],
  featured: SeedPlayer,
): Map<SeedPlayer, string> {
  const reached = new Map<SeedPlayer, string>();
  let field = players.filter((player) => player !== featured);
  for (const [stage, size] of plan) {
    const others = shuffled(rng, field).slice(0, size - 1);
    const ranked = [...others];
    ranked.splice(randomInt(rng, 1, 5), 0, featured);
    let score = randomInt(rng, 9000, 12000);
    ranked.forEach((player, index) => {
      db.leaderboardEntry.create({
        id: `lb-${tournamentId}-${stage}-${String(index + 1).padStart(2, '0')}`,
        tournamentId,
        stage,
        userId: player.userId,
        playerName: player.playerName,
        score,
        rank: index + 1,
      });
      reached.set(player, stage);
      score -= randomInt(rng, 25, 400);
    });
    // Only the players ranked in this stage move on to the next one.
    field = ranked.filter((player) => player !== featured);
  }
  return reached;
}
