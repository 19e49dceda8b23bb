import type { GamePageKeeper } from '../../ports/game-page-keeper.port';
import type { DataSaverState } from '../../stores/data-saver.store';
import type { DailyChallenge } from '../../../domain/daily-challenge';

/**
 * Today's and the next days' challenges kept on the device (docs/decisions/0057): their games'
 * pages are asked for once each, so the challenge plays offline on the day even if the game was
 * never played here. In data saver mode nothing is fetched in the background. Failures are
 * silent: the challenge still plays online.
 */
export class KeepDailyChallenges {
  private readonly asked = new Set<string>();

  constructor(
    private readonly keeper: GamePageKeeper,
    private readonly dataSaver: DataSaverState,
  ) {}

  async execute(challenges: readonly DailyChallenge[]): Promise<void> {
    if (this.dataSaver.on) return;
    for (const slug of new Set(challenges.map((challenge) => challenge.game))) {
      if (this.asked.has(slug)) continue;
      this.asked.add(slug);
      try {
        await this.keeper.keep(slug);
      } catch {
        // Asked again on the next visit.
        this.asked.delete(slug);
      }
    }
  }
}
