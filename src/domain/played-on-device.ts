import type { Game } from './game';

/**
 * The games played on this device, newest first: a guest's "Continue playing" row. A guest has no
 * account to keep a recently played list on, so the device keeps one, of public catalogue facts
 * only (no scores, nothing about a person).
 */
export const PLAYED_ON_DEVICE_LIMIT = 12;

/** The list with `game` moved (or added) to the front, at most PLAYED_ON_DEVICE_LIMIT long. */
export function withPlayed(list: readonly Game[], game: Game): Game[] {
  const entry: Game = {
    id: game.id,
    uniqueName: game.uniqueName,
    name: game.name,
    genre: game.genre,
    thumbnailUrl: game.thumbnailUrl,
    isPremium: game.isPremium,
  };
  return [entry, ...list.filter((g) => g.id !== game.id)].slice(0, PLAYED_ON_DEVICE_LIMIT);
}

/** A stored list, keeping only well-formed entries (a tampered entry is dropped, not the list). */
export function parsePlayedOnDevice(value: unknown): Game[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isGame).slice(0, PLAYED_ON_DEVICE_LIMIT);
}

function isGame(value: unknown): value is Game {
  if (!value || typeof value !== 'object') return false;
  const g = value as Record<string, unknown>;
  return (
    typeof g.id === 'string' &&
    g.id !== '' &&
    typeof g.uniqueName === 'string' &&
    g.uniqueName !== '' &&
    typeof g.name === 'string' &&
    typeof g.genre === 'string' &&
    typeof g.thumbnailUrl === 'string' &&
    typeof g.isPremium === 'boolean'
  );
}
