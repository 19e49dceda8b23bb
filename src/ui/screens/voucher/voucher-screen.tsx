import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { VoucherStore } from '../../../application/stores/voucher.store';
import { LoadVoucherGames } from '../../../application/use-cases/voucher/load-voucher-games';
import { LoadVoucherLink } from '../../../application/use-cases/voucher/load-voucher-link';
import { useService, useStore } from '../../hooks/container-context';
import { useSafeImage } from '../../hooks/use-safe-image';
import styles from './voucher.module.css';
import { StoreList } from '../../components/store-list';
import { TitledSection } from '../../components/titled-section';
import { PartnerLinkButton } from '../../components/partner-link-button';
import { PATHS, routeTo } from '../../../domain/route-paths';
import { PageFrame } from '../../components/page-frame';

/** /voucher (private): the partner's voucher link (urlWithToken) and the games vouchers unlock (spec §3 "Voucher"). */
export function Component() {
  const state = useStore(VoucherStore);
  const loadLink = useService(LoadVoucherLink);
  const loadGames = useService(LoadVoucherGames);
  const safeImage = useSafeImage();

  useEffect(() => {
    void loadLink.execute();
    void loadGames.execute();
  }, [loadLink, loadGames]);

  return (
    <PageFrame title={<Trans>Vouchers</Trans>} className={styles.page}>
      <TitledSection id="voucher-shop-title" title={<Trans>Partner voucher shop</Trans>} className={styles.shop}>
        <p className={styles.muted}>
          <Trans>Buy a voucher from our partner to unlock the games below.</Trans>
        </p>
        <PartnerLinkButton
          load={state.linkLoad}
          href={state.urlWithToken}
          problemClassName={styles.problem}
          skeletonClassName={styles.buttonSkeleton}
          onRetry={() => void loadLink.execute()}
        >
          <Trans>Open the voucher shop</Trans>
        </PartnerLinkButton>
      </TitledSection>

      <TitledSection id="voucher-games-title" title={<Trans>Voucher games</Trans>} className={styles.section}>
        <StoreList
          load={state.gamesLoad}
          items={state.games}
          renderItem={(game) => (
            <Link className={styles.game} to={routeTo.gameDetails(game.uniqueName)}>
              {safeImage(game.thumbnailUrl) ? (
                <img src={safeImage(game.thumbnailUrl)} alt="" width={160} height={160} loading="lazy" />
              ) : (
                <span className={styles.noArt} />
              )}
              <span className={styles.gameName}>{game.name}</span>
            </Link>
          )}
          className={styles.games}
          what={<Trans>The voucher games could not be loaded.</Trans>}
          empty={
            <p className={styles.muted}>
              <Trans>
                No voucher games right now. <Link to={PATHS.home}>Browse all games</Link>.
              </Trans>
            </p>
          }
          problemClassName={styles.problem}
          onRetry={() => void loadGames.execute()}
          skeleton={{ itemClassName: styles.gameSkeleton, count: 4, label: <Trans>Loading voucher games…</Trans> }}
        />
      </TitledSection>
    </PageFrame>
  );
}
