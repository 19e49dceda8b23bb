import type { GameDetail } from '../../../domain/game';
import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { Notice } from '../../notices';
import type { StartGame } from './start-game';
import type { PlayedOnDevice } from './played-on-device';
import type { SavedGameLookup } from '../offline/saved-game-lookup';
import type { KeepPlayedGame } from '../offline/keep-played-game';
import { ServiceError } from '../../errors';

export const GAME_NOT_FOUND_CODE = 'GAME_NOT_FOUND';

export type OpenGameResult =
  | { ok: true; game: GameDetail; sessionId: string | null; playUrl: string; fromDevice?: true }
  /** `game` is known unless the game itself could not be found. */
  | { ok: false; code: string; message: Notice; game: GameDetail | null };

/**
 * The play screen (/play/{gameUniqueName}) from its name alone, so a deep link or a reload works:
 * the game (name, orientation, id), then StartGame, which opens the session (spec §7
 * "POST /play/game/start {gameId}") and hands back its failures as {code, message}.
 */
export class OpenGame {
  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly startGame: StartGame,
    private readonly played: PlayedOnDevice,
    /** Without a network, the page kept with a saved game (docs/decisions/0041). */
    private readonly onDevice?: SavedGameLookup,
    /** A bundled game played here is kept for offline play (docs/decisions/0041). */
    private readonly keep?: KeepPlayedGame,
  ) {}

  async execute(uniqueName: string): Promise<OpenGameResult> {
    let game: GameDetail;
    try {
      game = await this.catalogue.detail(uniqueName);
    } catch (error) {
      const kept = error instanceof ServiceError && error.reason === 'network' ? await this.onDevice?.detail(uniqueName) : null;
      // Spec §8 "Game detail failure: 'Game not found'."
      if (!kept) return { ok: false, code: GAME_NOT_FOUND_CODE, message: { code: 'game-not-found' }, game: null };
      game = kept;
    }
    const started = await this.startGame.execute(game);
    // A guest finds the game again in "Continue playing" on /home.
    if (started.ok) {
      this.played.record(game);
      void this.keep?.execute(game);
    }
    return { ...started, game };
  }
}
