import { Trans } from '@lingui/react/macro';
import { useAreaComponent } from '../hooks/use-area-component';
import { useEffect } from 'react';
import { useService, useStore } from '../hooks/container-context';
import { DataSaver } from '../../application/use-cases/offline/data-saver';
import { DataSaverStore } from '../../application/stores/data-saver.store';
import { SavedGamesStore } from '../../application/stores/saved-games.store';
import { useOnline } from '../hooks/use-online';
import { screenWords } from '../i18n/catalogue';
import styles from './app-status.module.css';
import { PATHS, pathPrefix } from '../../domain/route-paths';

/** The play screen, where the game fills the viewport: no offer or banner covers it. */
const isPlayScreen = (pathname: string) => pathname.startsWith(pathPrefix(PATHS.play));

// The update and install offers come with the 'installed-app' area, once the first screen is up.
// The offers' texts are in the lazy screens' catalogue (lingui.config.ts), which comes with them.
const loadOffers = () => Promise.all([import('./app-offers'), screenWords()]).then(([m]) => m.AppOffers);

/**
 * The portal as an app on the device: the offline banner, "A new version is ready" and the offer to
 * install it. None of them shows on the play screen; the install offer only after a game was opened.
 */
export function AppStatus({ pathname }: { pathname: string }) {
  const online = useOnline();
  const playing = isPlayScreen(pathname);
  // The service worker keeps a copy of every screen and game page for offline, ahead of any tap:
  // with data saver on it starts only once the player has a game saved for offline, which needs
  // it, or turns data saver off.
  // Read here too: the screen's own reading may come after this decision on a slow start.
  const dataSaver = useService(DataSaver);
  useEffect(() => dataSaver.start(), [dataSaver]);
  const saving = useStore(DataSaverStore).on;
  const hasSavedGames = useStore(SavedGamesStore).saved.length > 0;
  const { Component: AppOffers } = useAreaComponent('installed-app', loadOffers, !saving || hasSavedGames);

  return (
    <>
      {!online && (
        <p className={styles.offline} role="status">
          <Trans>You are offline. Showing what this device has saved; the rest comes back with the network.</Trans>
        </p>
      )}
      {AppOffers && <AppOffers playing={playing} />}
    </>
  );
}
