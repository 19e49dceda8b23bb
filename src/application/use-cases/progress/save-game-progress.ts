import type { Clock } from '../../ports/clock.port';
import type { GameProgressBook } from './game-progress-book';
import { withRoundOver, withSavedState } from '../../../domain/game-progress';

/**
 * What a running game reports through the bridge, kept on the device: a moment of an unfinished
 * round to resume from (after a move, every few seconds, when the player leaves), and the end of a
 * round (its score may be the new best; nothing is left to resume). A write that fails loses only
 * that moment: the game plays on.
 */
export class SaveGameProgress {
  constructor(
    private readonly book: GameProgressBook,
    private readonly clock: Clock,
  ) {}

  async save(title: string, state: unknown): Promise<void> {
    await this.quietly(this.book.write(title, (progress) => withSavedState(progress, state, this.clock().getTime())));
  }

  async roundOver(title: string, score: number): Promise<void> {
    await this.quietly(this.book.write(title, (progress) => withRoundOver(progress, score)));
  }

  private async quietly(write: Promise<void>): Promise<void> {
    try {
      await write;
    } catch {
      // Private mode or a full disk: the game is still playing.
    }
  }
}
