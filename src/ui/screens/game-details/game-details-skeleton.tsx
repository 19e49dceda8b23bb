import styles from './game-details.module.css';

/** The game page's shape while it loads: the same banner box and bars, so nothing moves when it arrives. */
export function GameDetailsSkeleton() {
  return (
    <div className={styles.hero} aria-hidden="true">
      <div className={`skeleton ${styles.banner}`} />
      <div className={styles.info}>
        <span className={`skeleton ${styles.lineTitle}`} />
        <span className={`skeleton ${styles.lineShort}`} />
        <span className={`skeleton ${styles.lineShort}`} />
        <span className={`skeleton ${styles.play}`} />
        <span className={`skeleton ${styles.lineActions}`} />
      </div>
    </div>
  );
}
