import type { AppUpdatesPort } from '../../ports/app-updates.port';
import type { InstallPromptPort } from '../../ports/install-prompt.port';
import type { OfflineAppStore } from '../../stores/offline-app.store';
import type { OfferInstall } from './offer-install';

/**
 * Starts the portal's offline support once the first screen is up: a new version is announced
 * (never applied by itself), and the browser's install offer is kept for the right moment.
 */
export class WatchAppUpdates {
  constructor(
    private readonly updates: AppUpdatesPort,
    private readonly install: InstallPromptPort,
    private readonly store: OfflineAppStore,
    private readonly offerInstall: OfferInstall,
  ) {}

  private started = false;

  /** Once per page: the offers that call it may mount again. */
  execute(): void {
    if (this.started) return;
    this.started = true;
    this.updates.watch(() => {
      this.store.updateReady = true;
    });
    this.install.watch(() => this.offerInstall.execute('available'));
  }
}
