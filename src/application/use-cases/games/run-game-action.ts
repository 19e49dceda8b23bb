import type { GameActionsPending, GameDetailState } from '../../stores/game-detail.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { GameActionOutcome } from './game-action-outcome';
import { reportFailure } from './report-failure';

/**
 * Runs one like, favorite or rating of the game on screen. A second tap while the same action is
 * in flight is ignored, so one tap never counts twice; a failure shows the 'Failed' modal (spec §8,
 * a 401 shows nothing) and the action can be tried again.
 */
export async function runGameAction(
  store: GameDetailState,
  kind: keyof GameActionsPending,
  notify: ShowNotification,
  act: () => Promise<GameActionOutcome>,
): Promise<GameActionOutcome> {
  if (store.pending[kind]) return 'ignored';
  store.pending[kind] = true;
  try {
    return await act();
  } catch (error) {
    reportFailure(notify, error);
    return 'failed';
  } finally {
    store.pending[kind] = false;
  }
}
