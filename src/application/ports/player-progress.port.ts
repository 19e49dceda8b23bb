import { token } from '../token';
import type { PlayerProgress } from '../../domain/player-progress';

/**
 * The device's store of each owner's play (the guest, or an account; docs/decisions/0057): the
 * daily challenge's results from which the streak is counted, achievements, bests and rounds.
 * Storage that cannot be opened reads as nothing; a write that fails is reported to the caller.
 */
export interface PlayerProgressPort {
  /** The stored record as it was written (the use case reads it leniently), or undefined. */
  read(owner: string): Promise<unknown>;
  write(owner: string, progress: PlayerProgress): Promise<void>;
  remove(owner: string): Promise<void>;
}
export const PlayerProgressPort = token<PlayerProgressPort>('PlayerProgressPort');
