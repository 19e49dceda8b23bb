import type { Platform } from '../platform';
import { tournamentModule } from '../modules/tournament.module';

/** The 'tournament' area: details, registration, tournament games and the live leaderboard. */
export const tournamentArea = (platform: Platform) => [tournamentModule(platform)];
