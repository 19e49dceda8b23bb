import { useNavigation } from 'react-router-dom';
import styles from './navigation-progress.module.css';

/** A slim bar at the top while the next screen's code downloads (lazy routes load before the
 * router switches, so the old screen stays visible meanwhile). It fades in only after a short
 * delay, so fast navigations do not flash. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-label="Loading page" />;
}
