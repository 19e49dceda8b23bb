/** A bundled game and the modes it is played in (public/games/index.json lists them). */
export interface GameModes {
  /** The game's slug. */
  slug: string;
  modes: readonly string[];
}

/**
 * The mode a game's progress key names (src/games/protocol.ts: the game's slug for its first mode,
 * `<slug>-<mode>` for another), or the first mode when the key is missing or names none.
 */
export function modeOfKey(game: GameModes, key: string | undefined): string | null {
  const [first] = game.modes;
  if (first === undefined) return null;
  const named = key?.startsWith(`${game.slug}-`) ? key.slice(game.slug.length + 1) : null;
  return named !== null && game.modes.includes(named) ? named : first;
}
