import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { AppConfig } from '../../application/config';
import { OfflineAppStore } from '../../application/stores/offline-app.store';
import { ApplyUpdate } from '../../application/use-cases/offline-app/apply-update';
import { AnswerInstallOffer, OfferInstall } from '../../application/use-cases/offline-app/offer-install';
import { WatchAppUpdates } from '../../application/use-cases/offline-app/watch-app-updates';
import { useService, useStore } from '../hooks/container-context';
import styles from './app-status.module.css';

/**
 * "A new version is ready" and the offer to install the portal (the 'installed-app' area; AppStatus renders
 * it). Nothing shows over a running game; opening one is what makes the install offer due.
 */
export function AppOffers({ playing }: { playing: boolean }) {
  const offerInstall = useService(OfferInstall);
  const watchAppUpdates = useService(WatchAppUpdates);
  // The service worker (offline start, updates, install) starts with the offers it feeds.
  useEffect(() => watchAppUpdates.execute(), [watchAppUpdates]);
  useEffect(() => {
    if (playing) offerInstall.execute('engaged');
  }, [playing, offerInstall]);
  return playing ? null : <Offers />;
}

function Offers() {
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
