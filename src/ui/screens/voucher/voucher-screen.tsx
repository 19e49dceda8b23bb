import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { VoucherStore } from '../../../application/stores/voucher.store';
import { LoadVoucherGames } from '../../../application/use-cases/voucher/load-voucher-games';
import { LoadVoucherLink } from '../../../application/use-cases/voucher/load-voucher-link';
import { useService, useStore } from '../../hooks/container-context';
import { useSafeImage } from '../../hooks/use-safe-image';
import styles from './voucher.module.css';
import { StoreLoadStates } from '../../components/store-load-states';
import { SkeletonList } from '../../components/skeleton-list';
import { PartnerLinkButton } from '../../components/partner-link-button';
import { PATHS, routeTo } from '../../../domain/route-paths';

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
    <div className={`page ${styles.page}`}>
      <h1>
        <Trans>Vouchers</Trans>
      </h1>
      <section className={styles.shop} aria-labelledby="voucher-shop-title">
        <h2 id="voucher-shop-title">
          <Trans>Partner voucher shop</Trans>
        </h2>
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
      </section>

      <section className={styles.section} aria-labelledby="voucher-games-title">
        <h2 id="voucher-games-title">
          <Trans>Voucher games</Trans>
        </h2>
        <StoreLoadStates
          load={state.gamesLoad}
          loaded={state.games.length > 0}
          what={<Trans>The voucher games could not be loaded.</Trans>}
          problemClassName={styles.problem}
          onRetry={() => void loadGames.execute()}
          empty={
            <p className={styles.muted}>
              <Trans>
                No voucher games right now. <Link to={PATHS.home}>Browse all games</Link>.
              </Trans>
            </p>
          }
          loading={
            <SkeletonList
              className={styles.games}
              itemClassName={styles.gameSkeleton}
              count={4}
              label={<Trans>Loading voucher games…</Trans>}
            />
          }
        >
          <ul className={styles.games}>
            {state.games.map((game) => (
              <li key={game.id}>
                <Link className={styles.game} to={routeTo.gameDetails(game.uniqueName)}>
                  {safeImage(game.thumbnailUrl) ? (
                    <img src={safeImage(game.thumbnailUrl)} alt="" width={160} height={160} loading="lazy" />
                  ) : (
                    <span className={styles.noArt} />
                  )}
                  <span className={styles.gameName}>{game.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </StoreLoadStates>
      </section>
    </div>
  );
}
