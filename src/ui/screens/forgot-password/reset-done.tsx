import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../components/account-card.module.css';
import { PATHS } from '../../../domain/route-paths';

/** The reset succeeded (spec §4 status 'succeeded'): the user logs in with the new password. */
export function ResetDone({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className={styles.done}>
      <span className={styles.doneMark} aria-hidden="true">
        <svg
          width="32"
          height="32"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
        >
          <path d="M5 12.5 10 17.5 19 7" />
        </svg>
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <Trans>All set</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Your password has been reset.</Trans>
      </p>
      <Link to={PATHS.login} replace className={`button ${styles.submit}`}>
        <Trans>Log in</Trans>
      </Link>
    </div>
  );
}
