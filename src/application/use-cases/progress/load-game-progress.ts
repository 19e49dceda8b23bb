import type { GameProgressBook } from './game-progress-book';
import { NO_PROGRESS, type GameProgress } from '../../../domain/game-progress';

/**
 * A title's best score and unfinished round on this device: for its game page ("Your best",
 * "Resume") and for the game itself, which asks for it as it starts. Storage that cannot be read is
 * no progress: the game starts fresh.
 */
export class LoadGameProgress {
  constructor(private readonly book: GameProgressBook) {}

  async execute(title: string): Promise<GameProgress> {
    try {
      return await this.book.read(title);
    } catch {
      return NO_PROGRESS;
    }
  }
}
