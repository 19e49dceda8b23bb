import { token } from '../token';

/**
 * Asks for a bundled game's page once, so the service worker keeps a copy of it on the device
 * (the played games' cache, docs/decisions/0041) and the game plays offline later. Rejects when it
 * could not be fetched.
 */
export interface GamePageKeeper {
  keep(slug: string): Promise<void>;
}
export const GamePageKeeper = token<GamePageKeeper>('GamePageKeeper');
