import type { GameDetail } from './game';

/**
 * Bundled games (public/games) and what the device keeps of them for offline play. A bundled game
 * is one of the portal's own HTML5 games: its play address is on the portal itself, /games/<slug>/.
 * Several catalogue titles can share one game (its modes and themes), so the files are kept per
 * game (slug) and the player's saved titles per title.
 */

/** Every address a bundled game's page loads, and their bytes together (built into /games/files.json). */
export interface BundledGameFiles {
  bytes: number;
  files: readonly string[];
}

export type BundledGames = Record<string, BundledGameFiles>;

/** A title the player saved for offline (or played, which keeps it too), with what its page shows offline. */
export interface SavedGame {
  slug: string;
  bytes: number;
  /** The addresses kept in the cache, so the game is checked and removed without the network. */
  files: readonly string[];
  /** ISO date-time. */
  savedAt: string;
  game: GameDetail;
  /** Kept because the player played it, not saved from its page; absent means saved. */
  played?: boolean;
}

/** How many played (not saved) games the device keeps: the oldest played one goes first. */
export const MAX_PLAYED_KEPT = 8;

/** The played (not saved) titles beyond MAX_PLAYED_KEPT, oldest first: what to let go. */
export function playedOverLimit(saved: readonly SavedGame[]): SavedGame[] {
  const played = saved.filter((s) => s.played).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return played.slice(MAX_PLAYED_KEPT).reverse();
}

const BUNDLED_PATH = /^\/games\/([a-z0-9][a-z0-9-]*)\//i;

/** The bundled game a play address opens, or null for a game hosted elsewhere (or no address). */
export function bundledGameSlug(playUrl: string | undefined): string | null {
  if (!playUrl) return null;
  const match = BUNDLED_PATH.exec(playUrl);
  return match ? match[1]!.toLowerCase() : null;
}

/** The download size of a game, when it is a bundled game the build knows; null when unknown. */
export function downloadSize(playUrl: string | undefined, bundled: Readonly<BundledGames> | null): number | null {
  const slug = bundledGameSlug(playUrl);
  return slug && bundled?.[slug] ? bundled[slug].bytes : null;
}

/** A size as a player reads it: whole kilobytes, or megabytes to one decimal. */
export interface ReadableSize {
  value: number;
  unit: 'KB' | 'MB';
}

/**
 * A size in decimal units as a player reads it: whole kilobytes below a megabyte, rounded up so a
 * small game never reads "0 KB"; megabytes with one decimal above.
 */
export function readableSize(bytes: number): ReadableSize {
  if (bytes < 1_000_000) return { value: Math.max(1, Math.ceil(bytes / 1000)), unit: 'KB' };
  return { value: Math.round(bytes / 100_000) / 10, unit: 'MB' };
}

/** What the saved games take on the device: each game's files once, however many titles use it. */
export function savedBytes(saved: readonly SavedGame[]): number {
  const bySlug = new Map<string, number>();
  for (const s of saved) bySlug.set(s.slug, s.bytes);
  return [...bySlug.values()].reduce((sum, bytes) => sum + bytes, 0);
}

/** Newest first, for the profile and the "Available offline" shelf. */
export const newestFirst = (saved: readonly SavedGame[]): SavedGame[] =>
  [...saved].sort((a, b) => b.savedAt.localeCompare(a.savedAt));

/**
 * The files a removed title leaves behind that no title still saved needs: another title of the
 * same game keeps them all, and the shared files every bundled game loads stay while any saved
 * game remains.
 */
export function filesNoLongerNeeded(removed: SavedGame, remaining: readonly SavedGame[]): string[] {
  const needed = new Set(remaining.flatMap((s) => s.files));
  return removed.files.filter((file) => !needed.has(file));
}

/**
 * The game page as the device keeps it: saved games are the device's, not an account's, so the
 * player's own state (liked, in favourites, their rating) is left out and never shown to another
 * player of the same phone.
 */
export function pageForDevice(game: GameDetail): GameDetail {
  return { ...game, isLiked: false, isBookmarked: false, userRating: null };
}
