import { MAX_STARS } from '../../../domain/game-actions';
import styles from './game-details.module.css';

/**
 * A read-only row of five stars filled to `value` (fractions too: 4.2 fills four and a fifth).
 * Decorative: the caller writes the rating as text for assistive technology.
 */
export function Stars({ value, size = 'm' }: { value: number; size?: 's' | 'm' }) {
  const filled = Math.max(0, Math.min(MAX_STARS, value)) / MAX_STARS;
  return (
    <span className={`${styles.stars} ${size === 's' ? styles.starsSmall : ''}`} aria-hidden="true">
      <span className={styles.starsEmpty}>{'★'.repeat(MAX_STARS)}</span>
      <span className={styles.starsFull} style={{ width: `${filled * 100}%` }}>
        {'★'.repeat(MAX_STARS)}
      </span>
    </span>
  );
}

/** "Rated 4.2 out of 5 by 17 players" (one decimal), or "Not rated yet". */
export function ratingText(average: number, count: number): string {
  if (count <= 0 || average <= 0) return 'Not rated yet';
  const rounded = Math.round(average * 10) / 10;
  return `Rated ${rounded} out of ${MAX_STARS} by ${count} ${count === 1 ? 'player' : 'players'}`;
}
