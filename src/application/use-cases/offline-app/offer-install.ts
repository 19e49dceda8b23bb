import type { Clock } from '../../ports/clock.port';
import type { InstallPromptPort } from '../../ports/install-prompt.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { OfflineAppStore } from '../../stores/offline-app.store';

/** After "Not now" (ours or the browser's), the install offer stays away this long. */
export const INSTALL_QUIET_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the portal offers "Install": only once the browser can install it AND the player has opened
 * a game in this visit (not on first paint: a stranger is not asked to install before playing),
 * and not again for INSTALL_QUIET_DAYS after the player declined.
 */
export class OfferInstall {
  constructor(
    private readonly store: OfflineAppStore,
    private readonly storage: DeviceStoragePort,
    private readonly clock: Clock,
  ) {}

  execute(event: 'available' | 'engaged'): void {
    if (event === 'available') this.store.installAvailable = true;
    else this.store.engaged = true;
    this.store.installOffered = this.store.installAvailable && this.store.engaged && !this.declinedLately();
  }

  private declinedLately(): boolean {
    const at = Date.parse(this.storage.get('install-declined-at') ?? '');
    return Number.isFinite(at) && this.clock().getTime() - at < INSTALL_QUIET_DAYS * DAY_MS;
  }
}

/** The player's answer to the install offer: the browser's dialog, or "Not now". */
export class AnswerInstallOffer {
  constructor(
    private readonly install: InstallPromptPort,
    private readonly store: OfflineAppStore,
    private readonly storage: DeviceStoragePort,
    private readonly clock: Clock,
  ) {}

  async execute(answer: 'install' | 'not-now'): Promise<void> {
    this.store.installOffered = false;
    const outcome = answer === 'install' ? await this.install.prompt() : 'dismissed';
    // The browser's event can be used once: after either answer there is nothing more to offer.
    this.store.installAvailable = false;
    if (outcome === 'dismissed') this.storage.set('install-declined-at', this.clock().toISOString());
  }
}
