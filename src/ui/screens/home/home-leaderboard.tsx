import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { useAreaComponent } from '../../hooks/use-area-component';
import { useHeroGate } from './hero-first';
import styles from './home.module.css';
import { RetryButton } from '../../components/retry-button';
import { screenWords } from '../../i18n/catalogue';

// The widget's code comes with the tournament area, not with /home.
// Its texts are in the lazy screens' catalogue (lingui.config.ts), which comes with it.
const loadWidget = () =>
  Promise.all([import('../../components/leaderboard-widget'), screenWords()]).then(([m]) => m.LeaderboardWidget);

/**
 * The tournament leaderboard on /home (spec §7 "The same call without stage serves home").
 * Like the rows, it loads only when it comes near the viewport, together with the tournament
 * area's code; the slot keeps its height so nothing below it jumps when it arrives.
 */
export function HomeLeaderboard() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const { afterHero } = useHeroGate();
  const widget = useAreaComponent('tournament', loadWidget, near && afterHero);
  return (
    <div ref={slot} className={styles.leaderboardSlot}>
      {widget.Component && <widget.Component />}
      {widget.failed && (
        <p role="alert" className={styles.leaderboardFailed}>
          <Trans>The tournament leaderboard could not be downloaded.</Trans> <RetryButton onRetry={widget.retry} />
        </p>
      )}
    </div>
  );
}
