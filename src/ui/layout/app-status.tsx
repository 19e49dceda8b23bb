import { useEffect } from 'react';
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
          You are offline. Showing what this device has saved; the rest comes back with the network.
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
        <p className={styles.text}>A new version is ready.</p>
        <button type="button" className="button" onClick={() => applyUpdate.execute({ gameRunning: false })}>
          Reload
        </button>
      </div>
    );
  }
  if (installOffered) {
    return (
      <div className={styles.offer} role="status">
        <p className={styles.text}>Install {productName} on your home screen: it opens in one tap and works offline.</p>
        <button type="button" className="button" onClick={() => void answerInstall.execute('install')}>
          Install
        </button>
        <button type="button" className="button button--ghost" onClick={() => void answerInstall.execute('not-now')}>
          Not now
        </button>
      </div>
    );
  }
  return null;
}
