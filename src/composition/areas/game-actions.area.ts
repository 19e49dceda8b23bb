import { gameActionsModule } from '../modules/game-actions.module';
import { gamePlayModule } from '../modules/game-play.module';
import { gameProgressModule } from '../modules/game-progress.module';
import { offlineActionsModule } from '../modules/offline-actions.module';
import { playerProgressModule } from '../modules/player-progress.module';
import { shareModule } from '../modules/share.module';

/**
 * The 'game-actions' area: a game page's actions (like, favourite, rating, share, save for offline), the
 * play screen, the games' progress on the device, the player's progress (daily challenge, streak,
 * achievements, bests), and the queue of actions made offline.
 */
export const gameActionsArea = () => [
  gameActionsModule(),
  gamePlayModule(),
  gameProgressModule(),
  offlineActionsModule(),
  playerProgressModule(),
  shareModule(),
];
