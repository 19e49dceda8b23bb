import { namesSameGame, type GameDetail } from '../../../domain/game';
import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { Notice } from '../../notices';
import type { StartGame } from './start-game';
import type { PlayedOnDevice } from './played-on-device';
import type { SavedGameLookup } from '../offline/saved-game-lookup';
import type { KeepPlayedGame } from '../offline/keep-played-game';
import type { BundledGameTitles } from '../../ports/bundled-game-titles.port';
import { ServiceError } from '../../errors';
import { isNotInFamilyMode, NOT_IN_FAMILY_MODE } from '../family/not-in-family-mode';

export const GAME_NOT_FOUND_CODE = 'GAME_NOT_FOUND';

/** A free game's page, known before its session has started. */
export interface EarlyGamePage {
  game: GameDetail;
  playUrl: string;
}

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
    /** The bundled games, which the day's challenge plays by their slug (docs/decisions/0057). */
    private readonly bundled?: BundledGameTitles,
  ) {}

  /**
   * `onPage` hears, before the session has started, of a free game's page that may load at once
   * (StartGame.pageBeforeSession): on slow data its download then runs beside the start call
   * instead of after it. Not for a game whose details came from this device without a network: its
   * frame depends on how the start ends.
   */
  async execute(uniqueName: string, onPage?: (page: EarlyGamePage) => void): Promise<OpenGameResult> {
    let game: GameDetail;
    let fromNetwork = true;
    try {
      game = await this.catalogue.detail(uniqueName);
    } catch (error) {
      // A game family mode hides is not played, not even from the bundled games by its slug.
      if (isNotInFamilyMode(error)) {
        return { ok: false, code: NOT_IN_FAMILY_MODE, message: { code: 'not-in-family-mode' }, game: null };
      }
      const offline = error instanceof ServiceError && error.reason === 'network';
      const kept = offline ? await this.onDevice?.detail(uniqueName) : null;
      if (!kept) {
        const own = this.bundledGame(uniqueName, offline);
        if (own) return own;
        // Spec §8 "Game detail failure: 'Game not found'."
        return { ok: false, code: GAME_NOT_FOUND_CODE, message: { code: 'game-not-found' }, game: null };
      }
      game = kept;
      fromNetwork = false;
    }
    const early = fromNetwork && onPage ? this.startGame.pageBeforeSession(game) : null;
    if (early) onPage?.({ game, playUrl: early });
    const started = await this.startGame.execute(game);
    // A guest finds the game again in "Continue playing" on /home.
    if (started.ok) {
      this.played.record(game);
      void this.keep?.execute(game);
    }
    return { ...started, game };
  }

  /**
   * A bundled game named by its slug (the day's challenge) that the catalogue has no title for: the
   * portal's own page plays, free and unrecorded (no session), and without a network from the
   * service worker's copy (docs/decisions/0042). It is not added to "Continue playing", whose cards
   * open catalogue titles.
   */
  private bundledGame(name: string, offline: boolean): OpenGameResult | null {
    const own = this.bundled?.find((game) => namesSameGame(game.slug, name));
    if (!own) return null;
    const playUrl = `/games/${own.slug}/`;
    const game: GameDetail = {
      id: `bundled:${own.slug}`,
      uniqueName: own.slug,
      name: own.title,
      genre: '',
      thumbnailUrl: '',
      isPremium: false,
      description: '',
      bannerUrl: '',
      playUrl,
      orientation: own.orientation,
      isBookmarked: false,
      isLiked: false,
      totalLikes: 0,
      rating: 0,
      ratingCount: 0,
      userRating: null,
    };
    return offline
      ? { ok: true, game, sessionId: null, playUrl, fromDevice: true }
      : { ok: true, game, sessionId: null, playUrl };
  }
}
