import { Trans, useLingui } from '@lingui/react/macro';
import { useFailureText } from '../../i18n/failure-text';
import { useFormat } from '../../i18n/format';
import { useId, useState } from 'react';
import { GameDetailStore } from '../../../application/stores/game-detail.store';
import { LoadRatingDetails } from '../../../application/use-cases/games/load-rating-details';
import { useService, useStore } from '../../hooks/container-context';
import { Stars } from './stars';
import styles from './game-details.module.css';
import { RetryButton } from '../../components/retry-button';

/** Reviews shown before 'Show all reviews': a phone screen's worth, the rest on request. */
const FIRST_REVIEWS = 6;

/**
 * The reviews of the game (spec §3 "gameRatings ... sorted by rating descending": the order is the
 * store's, sorted by LoadRatingDetails). Comments are players' text, rendered as text.
 */
export function Reviews({ gameId }: { gameId: string }) {
  const { ratings } = useStore(GameDetailStore);
  const loadRatings = useService(LoadRatingDetails);
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const { t } = useLingui();
  const failureText = useFailureText();
  const format = useFormat();
  const formatDate = (iso: string): string => (iso && !Number.isNaN(new Date(iso).getTime()) ? format.date(iso) : '');
  const shown = showAll ? ratings.items : ratings.items.slice(0, FIRST_REVIEWS);

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={ratings.status === 'loading'}>
      <h2 id={headingId}>
        <Trans>Reviews</Trans>
      </h2>
      {ratings.status === 'failed' && (
        <div className={styles.message}>
          <p>{ratings.error && failureText(ratings.error)}</p>
          <RetryButton onRetry={() => void loadRatings.execute(gameId)} />
        </div>
      )}
      {ratings.status !== 'failed' &&
        ratings.items.length === 0 &&
        (ratings.status === 'succeeded' ? (
          <p className={styles.muted}>
            <Trans>No reviews yet. Be the first to rate this game.</Trans>
          </p>
        ) : (
          <div className={`skeleton ${styles.reviewSkeleton}`} aria-hidden="true" />
        ))}
      {ratings.status !== 'failed' && shown.length > 0 && (
        <ul className={styles.reviews} role="list">
          {shown.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.reviewHead}>
                <span className={styles.reviewer}>{review.userName || t`A player`}</span>
                <Stars value={review.rating} size="s" />
                <span className="visually-hidden">{t`${format.number(review.rating)} out of ${format.number(5)} stars`}</span>
                {formatDate(review.createdAt) && (
                  <time dateTime={review.createdAt} className={styles.muted}>
                    {formatDate(review.createdAt)}
                  </time>
                )}
              </p>
              {review.comment && <p className={styles.comment}>{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
      {ratings.status !== 'failed' && !showAll && ratings.items.length > FIRST_REVIEWS && (
        <button type="button" className="button button--ghost" onClick={() => setShowAll(true)}>
          {t`Show all ${format.number(ratings.items.length)} reviews`}
        </button>
      )}
    </section>
  );
}
