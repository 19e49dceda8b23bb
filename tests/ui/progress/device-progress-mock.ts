import type { PlayerProgress } from '../../../src/domain/player-progress';

/**
 * jsdom has no IndexedDB: the progress screens' tests keep each owner's record in this map instead
 * (copied in and out, as IndexedDB does); everything else is the real container.
 */
export const deviceProgress = new Map<string, unknown>();

export class MemoryPlayerProgress {
  read(owner: string): Promise<unknown> {
    return Promise.resolve(structuredClone(deviceProgress.get(owner)));
  }
  write(owner: string, progress: PlayerProgress): Promise<void> {
    deviceProgress.set(owner, structuredClone(progress));
    return Promise.resolve();
  }
  remove(owner: string): Promise<void> {
    deviceProgress.delete(owner);
    return Promise.resolve();
  }
}
