import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useAreaComponent } from '../../hooks/use-area-component';
import { useDataSaver } from '../../hooks/offline-hints';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { afterIdle } from '../../hooks/after-idle';
import { RetryButton } from '../../components/retry-button';
import { screenWords } from '../../i18n/catalogue';
import styles from './daily-challenge-slot.module.css';

// The card's code and the progress it reads come with the 'game-actions' area once the first screen
// is up; its words are in the lazy screens' catalogue (lingui.config.ts), which comes with it.
const loadCard = () =>
  Promise.all([import('../../components/progress/daily-challenge-card'), screenWords()]).then(([m]) => m.DailyChallengeCard);

/**
 * The daily challenge on /home, after the first screen's rows (docs/decisions/0057, 0059). Its heading is there from the first
 * paint and its height is kept, so nothing below moves when the card arrives. With data saver on,
 * the card's code, words and games come once the slot is on screen, not while the player has not
 * scrolled to it: that is most of what the game actions' area costs a first visit.
 */
export function DailyChallengeSlot() {
  const saving = useDataSaver();
  // The card's own place below the heading (a heading that just shows at the bottom of the screen
  // is not yet the card), looked at once the first screen has settled: while the rows above are
  // still arriving, the page moves by a few pixels.
  const place = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    afterIdle(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, []);
  const near = useNearViewport(place, undefined, saving && settled);
  const card = useAreaComponent('game-actions', loadCard, !saving || near);
  return (
    <section className={styles.slot} aria-labelledby="daily-challenge-heading">
      <h2 id="daily-challenge-heading" className={styles.heading}>
        <Trans>Today’s challenge</Trans>
      </h2>
      <div ref={place} className={styles.card}>
        {card.Component && <card.Component />}
        {card.failed && <RetryButton onRetry={card.retry} />}
      </div>
    </section>
  );
}
