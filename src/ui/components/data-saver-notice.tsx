import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DataSaverStore } from '../../application/stores/data-saver.store';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import type { DataSaverReason } from '../../domain/data-saver';
import { PATHS } from '../../domain/route-paths';
import { useStore } from '../hooks/container-context';
import styles from './offline.module.css';

/** The small visible notice that the portal is in data saver mode, and why; the profile can change it. */
export function DataSaverNotice() {
  const { on, reason } = useStore(DataSaverStore);
  const loggedIn = isLoggedIn(useStore(AuthStore));
  const notice = useDataSaverNotice();
  if (!on || !reason) return null;
  return (
    <p className={styles.saverNotice} role="status">
      <span>{notice(reason)}</span>
      {loggedIn && (
        <Link to={`${PATHS.profile}#data-saver`} className={styles.saverLink}>
          <Trans>Change</Trans>
        </Link>
      )}
    </p>
  );
}

/** The notice in the active language, one sentence per reason the domain gives (decideDataSaver). */
function useDataSaverNotice(): (reason: DataSaverReason) => string {
  const { t } = useLingui();
  return (reason) => {
    if (reason === 'player') return t`Data saver is on: fewer pictures, nothing loaded ahead.`;
    if (reason === 'save-data')
      return t`Data saver is on (your browser asks to save data): fewer pictures, nothing loaded ahead.`;
    return t`Data saver is on (slow connection): fewer pictures, nothing loaded ahead.`;
  };
}
