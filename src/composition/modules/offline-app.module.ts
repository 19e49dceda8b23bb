import { ContainerModule } from 'inversify';
import { AppUpdatesPort } from '../../application/ports/app-updates.port';
import { InstallPromptPort } from '../../application/ports/install-prompt.port';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { Clock } from '../../application/ports/clock.port';
import { OfflineAppStore, createOfflineAppStore } from '../../application/stores/offline-app.store';
import { WatchAppUpdates } from '../../application/use-cases/offline-app/watch-app-updates';
import { ApplyUpdate } from '../../application/use-cases/offline-app/apply-update';
import { AnswerInstallOffer, OfferInstall } from '../../application/use-cases/offline-app/offer-install';
import { ServiceWorkerUpdates } from '../../adapters/browser/service-worker-updates';
import { BeforeInstallPrompt } from '../../adapters/browser/before-install-prompt';
import { bindClass } from '../bind-class';

/**
 * The portal as an installed, offline-capable app: its service worker, updates and install offer.
 * The 'installed-app' area, loaded once the first screen is up (ui/layout/app-status.tsx, whose offers start it); the
 * player's caches, which a logout clears, are bound at start by session.module.ts.
 */
export const offlineAppModule = () =>
  new ContainerModule(({ bind }) => {
    bind(OfflineAppStore).toConstantValue(createOfflineAppStore());
    bind(AppUpdatesPort).toConstantValue(new ServiceWorkerUpdates());
    bind(InstallPromptPort).toConstantValue(new BeforeInstallPrompt());
    bindClass(bind, OfferInstall, [OfflineAppStore, DeviceStoragePort, Clock]);
    bindClass(bind, AnswerInstallOffer, [InstallPromptPort, OfflineAppStore, DeviceStoragePort, Clock]);
    bindClass(bind, ApplyUpdate, [AppUpdatesPort, OfflineAppStore]);
    bindClass(bind, WatchAppUpdates, [AppUpdatesPort, InstallPromptPort, OfflineAppStore, OfferInstall]);
  });
