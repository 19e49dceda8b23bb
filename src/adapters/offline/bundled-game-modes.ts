import BUNDLED_GAMES from '../../../public/games/index.json';
import type { BundledGameModes } from '../../application/ports/bundled-game-modes.port';
import type { BundledGameTitles } from '../../application/ports/bundled-game-titles.port';

/**
 * The bundled games and their modes, read from public/games/index.json when the portal is built, so
 * the day's challenge is known without the network. Only the slug and modes are kept.
 */
export const bundledGameModes = (
  games: ReadonlyArray<{ slug: string; modes: readonly string[] }> = BUNDLED_GAMES,
): BundledGameModes => games.map(({ slug, modes }) => ({ slug, modes: [...modes] }));

/** The bundled games' own titles and orientations, for playing one by its slug. */
export const bundledGameTitles = (
  games: ReadonlyArray<{ slug: string; title: string; orientation: string }> = BUNDLED_GAMES,
): BundledGameTitles =>
  games.map(({ slug, title, orientation }) => ({
    slug,
    title,
    orientation: orientation === 'landscape' ? 'landscape' : 'portrait',
  }));
