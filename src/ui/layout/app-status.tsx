import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { AppConfig } from '../../application/config';
import { OfflineAppStore } from '../../application/stores/offline-app.store';
import { ApplyUpdate } from '../../application/use-cases/offline-app/apply-update';
import { AnswerInstallOffer, OfferInstall } from '../../application/use-cases/offline-app/offer-install';
import { useService, useStore } from '../hooks/container-context';
import { useOnline } from '../hooks/use-online';
import styles from './app-status.module.css';

/** The play screen, where the game fills the viewport: no offer or banner covers it. */
const isPlayScreen = (pathname: string) => pathname.startsWith('/play/');

/**
 * The portal as an app on the device: the offline banner, "A new version is ready" and the offer to
 * install it. None of them shows on the play screen; the install offer only after a game was opened.
 */
export function AppStatus({ pathname }: { pathname: string }) {
  const online = useOnline();
  const playing = isPlayScreen(pathname);
  const offerInstall = useService(OfferInstall);
  useEffect(() => {
    if (playing) offerInstall.execute('engaged');
  }, [playing, offerInstall]);

  return (
    <>
      {!online && (
        <p className={styles.offline} role="status">
          <Trans>You are offline. Showing what this device has saved; the rest comes back with the network.</Trans>
        </p>
      )}
      {!playing && <AppOffers />}
    </>
  );
}

function AppOffers() {
  const { updateReady, installOffered } = useStore(OfflineAppStore);
  const applyUpdate = useService(ApplyUpdate);
  const answerInstall = useService(AnswerInstallOffer);
  const { productName } = useService(AppConfig);
  if (updateReady) {
    return (
      <div className={styles.offer} role="status">
        <p className={styles.text}>
          <Trans>A new version is ready.</Trans>
        </p>
        <button type="button" className="button" onClick={() => applyUpdate.execute({ gameRunning: false })}>
          <Trans>Reload</Trans>
        </button>
      </div>
    );
  }
  if (installOffered) {
    return (
      <div className={styles.offer} role="status">
        <p className={styles.text}>
          <Trans>Install {productName} on your home screen: it opens in one tap and works offline.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void answerInstall.execute('install')}>
          <Trans>Install</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={() => void answerInstall.execute('not-now')}>
          <Trans>Not now</Trans>
        </button>
      </div>
    );
  }
  return null;
}
