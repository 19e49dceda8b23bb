import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../application/config';
import { useService } from '../hooks/container-context';
import styles from './account-card.module.css';
import { PATHS } from '../../domain/route-paths';

/**
 * The frame of the bare account screens (signup, forgot password): one centred card on the dark
 * page, full width on a 360 px phone. The product name links home, since these routes have no top bar.
 */
export function AccountCard({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  const { productName } = useService(AppConfig);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <Link to={PATHS.home} className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            {productName.slice(0, 1)}
          </span>
          {productName}
        </Link>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
