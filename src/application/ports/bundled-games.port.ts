import { token } from '../token';
import type { BundledGames } from '../../domain/saved-games';

/** The portal's own games and their files (the build's /games/files.json). Fails with ServiceError. */
export interface BundledGamesPort {
  load(): Promise<BundledGames>;
}
export const BundledGamesPort = token<BundledGamesPort>('BundledGamesPort');
