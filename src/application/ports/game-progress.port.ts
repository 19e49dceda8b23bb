import { token } from '../token';

/**
 * The device's store of game progress (docs/decisions/0050), one entry per owner and title. Storage
 * that cannot be opened reads as empty; a write that fails is reported to the caller.
 */
export interface GameProgressPort {
  /** The stored entry as it was written (the use case reads it leniently), or undefined. */
  read(owner: string, title: string): Promise<unknown>;
  write(owner: string, title: string, progress: unknown): Promise<void>;
  remove(owner: string, title: string): Promise<void>;
  /** Every title the owner has an entry for. */
  titles(owner: string): Promise<string[]>;
}
export const GameProgressPort = token<GameProgressPort>('GameProgressPort');
