import { offlineAppModule } from '../modules/offline-app.module';

/** The 'installed-app' area: the service worker, "A new version is ready" and the install offer. */
export const installedAppArea = () => [offlineAppModule()];
