import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';
import styles from './account-card.module.css';

/**
 * The frame of the bare account screens (signup, forgot password): one centred card on the dark
 * page, full width on a 360 px phone. The product name links home, since these routes have no top bar.
 */
export function AccountCard({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <BrandLink className={styles.brand} markClassName={styles.mark} />
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
