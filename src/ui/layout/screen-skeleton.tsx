import { Trans } from '@lingui/react/macro';
import styles from './screen-skeleton.module.css';

/** What a screen looks like while its code or data is on the way: the page's outline, never a
 * blank area. Used for lazy routes on first load and for anything that suspends inside a screen. */
export function ScreenSkeleton() {
  return (
    <div className={`page ${styles.skeleton}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        <Trans>Loading…</Trans>
      </span>
      <span className={`skeleton ${styles.heading}`} />
      <span className={`skeleton ${styles.line}`} />
      <div className={styles.strip}>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={`skeleton ${styles.card}`} />
        ))}
      </div>
      <span className={`skeleton ${styles.line}`} />
      <div className={styles.strip}>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={`skeleton ${styles.card}`} />
        ))}
      </div>
    </div>
  );
}
