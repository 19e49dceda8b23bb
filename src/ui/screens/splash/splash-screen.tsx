import { Navigate, useLocation } from 'react-router-dom';
import { AppConfig } from '../../../application/config';
import { PATHS } from '../../../domain/route-paths';
import { useService } from '../../hooks/container-context';
import { Icon } from '../../components/icons';
import styles from './splash-screen.module.css';

/**
 * '/' (spec §2, no top bar). Our decision: no separate landing for returning users; the root goes
 * straight to /home, replacing itself in history so Back does not bounce here again. The query
 * (campaign tags, an esports redirect) travels along.
 */
export function Component() {
  const { productName } = useService(AppConfig);
  const { search, hash } = useLocation();
  return (
    <div className={styles.splash}>
      <span className={styles.mark}>
        <Icon name="gamepad" size={40} />
      </span>
      <p className={styles.name}>{productName}</p>
      <Navigate to={`${PATHS.home}${search}${hash}`} replace />
    </div>
  );
}
