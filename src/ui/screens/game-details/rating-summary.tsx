import { Stars, useRatingText } from './stars';
import { useFormat } from '../../i18n/format';
import styles from './game-details.module.css';

/** The average rating: stars for the eye, the sentence for everyone (spec §3 "rating (the average)"). */
export function RatingSummary({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  const text = useRatingText(rating, ratingCount);
  const format = useFormat();
  return (
    <p className={styles.summary}>
      {ratingCount > 0 && <Stars value={rating} />}
      {ratingCount > 0 && (
        <span className={styles.average} aria-hidden="true">
          {format.number(Number((Math.round(rating * 10) / 10).toFixed(1)))}
        </span>
      )}
      <span className={ratingCount > 0 ? 'visually-hidden' : styles.muted}>{text}</span>
      {ratingCount > 0 && (
        <span className={styles.muted} aria-hidden="true">
          ({format.number(ratingCount)})
        </span>
      )}
    </p>
  );
}
