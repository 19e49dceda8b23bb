import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Logout } from '../../../application/use-cases/auth/logout';
import { useService } from '../../hooks/container-context';
import styles from './profile.module.css';
import { PATHS } from '../../../domain/route-paths';

/**
 * Password and session: 'Change password' (/change-password), 'Family mode' (/family-mode, a parent's
 * settings for a phone shared with a child) and 'Log out' (ends the session, → /login).
 */
export function AccountActions() {
  const logout = useService(Logout);
  const [leaving, setLeaving] = useState(false);

  async function onLogout() {
    setLeaving(true);
    try {
      await logout.execute();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="account-actions-heading">
      <h2 id="account-actions-heading">
        <Trans>Account</Trans>
      </h2>
      <div className={styles.actions}>
        <Link className="button button--ghost" to={PATHS.changePassword}>
          <Trans>Change password</Trans>
        </Link>
        <Link className="button button--ghost" to={PATHS.familyMode}>
          <Trans>Family mode</Trans>
        </Link>
        <button
          type="button"
          className={`button button--ghost ${styles.logout}`}
          disabled={leaving}
          onClick={() => void onLogout()}
        >
          <Trans>Log out</Trans>
        </button>
      </div>
    </section>
  );
}
