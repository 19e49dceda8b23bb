import type { BundledGamesPort } from '../../ports/bundled-games.port';
import type { SavedGamesPort, StorageEstimatePort } from '../../ports/saved-games.port';
import type { SavedGamesState } from '../../stores/saved-games.store';
import { bundledGameSlug, newestFirst } from '../../../domain/saved-games';
import type { GameDetail } from '../../../domain/game';
import { runLoad } from '../run-load';

/** A bundled game's files as stored on the device, with the slug the game is served under. */
export interface StoredFiles {
  slug: string;
  bytes: number;
  files: readonly string[];
}

/**
 * The bundled games' sizes (for cards and game pages), the titles saved on this device and the
 * storage the portal uses (for the profile). The sizes are read once; the saved list and the
 * storage figure every time, as a save on another tab changes them.
 */
export class LoadSavedGames {
  private sizes: Promise<unknown> | null = null;

  constructor(
    private readonly bundled: BundledGamesPort,
    private readonly saved: SavedGamesPort,
    private readonly storage: StorageEstimatePort,
    private readonly store: SavedGamesState,
  ) {}

  /** The sizes only (a card needs nothing else); a failed read is tried again on the next call. */
  loadSizes(): Promise<unknown> {
    if (this.store.bundled) return Promise.resolve();
    this.sizes ??= runLoad(this.store, () => this.bundled.load(), {
      apply: (bundled) => void (this.store.bundled = bundled),
    }).then((outcome) => {
      if (outcome.status !== 'succeeded') this.sizes = null;
    });
    return this.sizes;
  }

  /**
   * Stores a bundled game's files in the device's cache of saved games (what a save and a kept
   * played game share) and returns them with the game's slug; null when the portal does not bundle
   * that game.
   */
  async storeFilesOf(game: Pick<GameDetail, 'playUrl'>): Promise<StoredFiles | null> {
    const slug = bundledGameSlug(game.playUrl);
    if (!slug) return null;
    await this.loadSizes();
    const files = this.store.bundled?.[slug];
    if (!files) return null;
    await this.saved.storeFiles(files.files);
    return { slug, ...files };
  }

  async execute(): Promise<void> {
    const [saved, estimate] = await Promise.all([this.saved.list(), this.storage.estimate(), this.loadSizes()]);
    this.store.saved = newestFirst(saved);
    this.store.usage = estimate?.usage ?? null;
    this.store.quota = estimate?.quota ?? null;
  }
}
