import { token } from '../token';
import type { GameModes } from '../../domain/game-modes';

/**
 * The bundled games and their modes (public/games/index.json), as the portal ships them: the games
 * a day's challenge is chosen from and whose achievements are kept. Known without the network, so
 * the challenge plays offline.
 */
export type BundledGameModes = readonly GameModes[];
export const BundledGameModes = token<BundledGameModes>('BundledGameModes');
