import type { AppUpdatesPort } from '../../ports/app-updates.port';
import type { OfflineAppStore } from '../../stores/offline-app.store';

/**
 * "A new version is ready": the new version takes over only when the player chooses, and never
 * while a game runs (a reload would end the game and lose its progress).
 */
export class ApplyUpdate {
  constructor(
    private readonly updates: AppUpdatesPort,
    private readonly store: OfflineAppStore,
  ) {}

  execute(options: { gameRunning: boolean }): void {
    if (!this.store.updateReady || options.gameRunning) return;
    this.updates.apply();
  }
}
