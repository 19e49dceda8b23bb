import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { VoucherStore } from '../../../application/stores/voucher.store';
import { LoadVoucherGames } from '../../../application/use-cases/voucher/load-voucher-games';
import { LoadVoucherLink } from '../../../application/use-cases/voucher/load-voucher-link';
import { useService, useStore } from '../../hooks/container-context';
import { useSafeImage } from '../../hooks/use-safe-image';
import styles from './voucher.module.css';
import { RetryButton } from '../../components/retry-button';

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
      <h1>Vouchers</h1>
      <section className={styles.shop} aria-labelledby="voucher-shop-title">
        <h2 id="voucher-shop-title">Partner voucher shop</h2>
        <p className={styles.muted}>Buy a voucher from our partner to unlock the games below.</p>
        {state.urlWithToken ? (
          <a className="button" href={state.urlWithToken} rel="noopener noreferrer">
            Open the voucher shop
          </a>
        ) : state.linkLoad.status === 'failed' ? (
          <div className={styles.problem} role="alert">
            <p>{state.linkLoad.error}</p>
            <RetryButton onRetry={() => void loadLink.execute()} />
          </div>
        ) : (
          <span className={`skeleton ${styles.buttonSkeleton}`} aria-hidden="true" />
        )}
      </section>

      <section className={styles.section} aria-labelledby="voucher-games-title">
        <h2 id="voucher-games-title">Voucher games</h2>
        {state.games.length > 0 ? (
          <ul className={styles.games}>
            {state.games.map((game) => (
              <li key={game.id}>
                <Link className={styles.game} to={`/game-details/${encodeURIComponent(game.uniqueName)}`}>
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
        ) : state.gamesLoad.status === 'failed' ? (
          <div className={styles.problem} role="alert">
            <p>The voucher games could not be loaded. {state.gamesLoad.error}</p>
            <RetryButton onRetry={() => void loadGames.execute()} />
          </div>
        ) : state.gamesLoad.status === 'succeeded' ? (
          <p className={styles.muted}>
            No voucher games right now. <Link to="/home">Browse all games</Link>.
          </p>
        ) : (
          <div className={styles.games} aria-busy="true">
            <span className="visually-hidden" role="status">
              Loading voucher games…
            </span>
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className={`skeleton ${styles.gameSkeleton}`} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
