import { useLingui } from '@lingui/react/macro';
import { useStoreSnapshot } from '../hooks/use-store-snapshot';
import { screenLoading } from './screen-loading';
import styles from './navigation-progress.module.css';

/** A slim bar at the top while the next screen's code downloads (navigations are transitions,
 * so the old screen stays visible meanwhile). It fades in only after a short delay, so fast
 * navigations do not flash. */
export function NavigationProgress() {
  const { pending } = useStoreSnapshot(screenLoading);
  const { t } = useLingui();
  if (pending === 0) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t`Loading page`} />;
}
