import { Trans } from '@lingui/react/macro';
import { useAreaComponent } from '../../hooks/use-area-component';
import { RetryButton } from '../../components/retry-button';
import styles from './profile.module.css';

// The progress is read by the 'game-actions' area's use cases, which come once the page is up.
const loadSection = () => import('../../components/progress/player-progress-section').then((m) => m.PlayerProgressSection);

/** "Your progress" on the profile: the streak, achievements with the day earned, and bests (docs/decisions/0057). */
export function YourProgress() {
  const section = useAreaComponent('game-actions', loadSection);
  return (
    <section className={styles.card} aria-labelledby="your-progress-heading">
      <h2 id="your-progress-heading">
        <Trans>Your progress</Trans>
      </h2>
      {section.Component && <section.Component />}
      {section.failed && <RetryButton onRetry={section.retry} />}
    </section>
  );
}
