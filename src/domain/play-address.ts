import { PLAY_BOARD } from './route-paths';

/**
 * What the play screen's own address (/play/<game>?mode=…&seed=…) asks of a bundled game: the day's
 * challenge and a friend's challenge open the game in this mode with this seed, so every player gets
 * the same board (src/games/engine/variant.ts reads the same two fields). Pure: the address is given.
 */

const SEED = /^\d{1,10}$/;
const MODE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The seed the address gives the game, or null (the game then draws a fresh one). */
export function playAddressSeed(search: string): number | null {
  const value = new URLSearchParams(search).get(PLAY_BOARD.seed);
  if (value === null || !SEED.test(value)) return null;
  const seed = Number(value);
  return seed <= 0xffffffff ? seed : null;
}

/** The mode the address asks for, or null. */
export function playAddressMode(search: string): string | null {
  const value = new URLSearchParams(search).get(PLAY_BOARD.mode);
  return value !== null && MODE.test(value) ? value : null;
}

/**
 * A bundled game's address with the mode and seed the play screen's address asks for (the title's
 * own speed and theme are kept); nothing changes when it asks for neither.
 */
export function withPlayAddressVariant(gameAddress: string, search: string): string {
  const mode = playAddressMode(search);
  const seed = playAddressSeed(search);
  if (mode === null && seed === null) return gameAddress;
  const hashAt = gameAddress.indexOf('#');
  const withoutHash = hashAt < 0 ? gameAddress : gameAddress.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : gameAddress.slice(hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
  if (mode !== null) query.set(PLAY_BOARD.mode, mode);
  if (seed !== null) query.set(PLAY_BOARD.seed, String(seed));
  return `${path}?${query.toString()}${hash}`;
}
