import type { StorageEstimatePort } from '../../application/ports/saved-games.port';

/** navigator.storage.estimate(), where the browser has it. */
export class BrowserStorageEstimate implements StorageEstimatePort {
  async estimate(): Promise<{ usage: number; quota: number } | null> {
    try {
      const estimate = await globalThis.navigator?.storage?.estimate?.();
      if (!estimate || typeof estimate.usage !== 'number' || typeof estimate.quota !== 'number') return null;
      return { usage: estimate.usage, quota: estimate.quota };
    } catch {
      return null;
    }
  }
}
