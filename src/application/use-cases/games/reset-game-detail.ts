import type { GameDetailState } from '../../stores/game-detail.store';
import { initialGameDetailState } from '../../stores/game-detail.store';
import { resetStore } from '../../stores/create-store';
import type { LoadGameDetail } from './load-game-detail';

/** Spec §4 "Resetting game detail clears game, status and error." Called when leaving a game page. */
export class ResetGameDetail {
  constructor(
    private readonly store: GameDetailState,
    private readonly load: LoadGameDetail,
  ) {}

  execute(): void {
    this.load.cancel();
    resetStore(this.store, initialGameDetailState);
  }
}
