import { Trans } from '@lingui/react/macro';
import { useAreaComponent } from '../../hooks/use-area-component';
import { RetryButton } from '../../components/retry-button';
import { screenWords } from '../../i18n/catalogue';
import styles from './daily-challenge-slot.module.css';

// The card's code and the progress it reads come with the 'game-actions' area once the first screen
// is up; its words are in the lazy screens' catalogue (lingui.config.ts), which comes with it.
const loadCard = () =>
  Promise.all([import('../../components/progress/daily-challenge-card'), screenWords()]).then(([m]) => m.DailyChallengeCard);

/**
 * The daily challenge on /home, after the first screen's rows (docs/decisions/0057, 0059). Its heading is there from the first
 * paint and its height is kept, so nothing below moves when the card arrives.
 */
export function DailyChallengeSlot() {
  const card = useAreaComponent('game-actions', loadCard);
  return (
    <section className={styles.slot} aria-labelledby="daily-challenge-heading">
      <h2 id="daily-challenge-heading" className={styles.heading}>
        <Trans>Today’s challenge</Trans>
      </h2>
      {card.Component && <card.Component />}
      {card.failed && <RetryButton onRetry={card.retry} />}
    </section>
  );
}
