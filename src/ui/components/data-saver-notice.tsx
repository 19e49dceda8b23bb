import { Link } from 'react-router-dom';
import { DataSaverStore } from '../../application/stores/data-saver.store';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { dataSaverNotice } from '../../domain/data-saver';
import { useStore } from '../hooks/container-context';
import styles from './offline.module.css';

/** The small visible notice that the portal is in data saver mode, and why; the profile can change it. */
export function DataSaverNotice() {
  const { on, reason } = useStore(DataSaverStore);
  const loggedIn = isLoggedIn(useStore(AuthStore));
  if (!on || !reason) return null;
  return (
    <p className={styles.saverNotice} role="status">
      <span>{dataSaverNotice(reason)}</span>
      {loggedIn && (
        <Link to="/profile#data-saver" className={styles.saverLink}>
          Change
        </Link>
      )}
    </p>
  );
}
