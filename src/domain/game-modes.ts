/** A bundled game and the modes it is played in (public/games/index.json lists them). */
export interface GameModes {
  /** The game's slug. */
  slug: string;
  modes: readonly string[];
}
