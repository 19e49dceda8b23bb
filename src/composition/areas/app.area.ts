import type { Resolver } from '../../application/token';
import { WatchAppUpdates } from '../../application/use-cases/offline-app/watch-app-updates';
import { offlineAppModule } from '../modules/offline-app.module';

/** The 'app' area: the service worker, "A new version is ready" and the install offer. */
export const appArea = () => [offlineAppModule()];

/** Starts the service worker and the offers, once the area is bound (main.tsx, after the first screen). */
export const watchAppUpdates = (resolver: Resolver) => resolver.get(WatchAppUpdates).execute();
