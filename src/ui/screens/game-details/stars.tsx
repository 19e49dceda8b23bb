import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
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

/** "Rated 4.2 out of 5 by 17 players" (one decimal), or "Not rated yet", in the active language. */
export function useRatingText(average: number, count: number): string {
  const { t } = useLingui();
  const format = useFormat();
  if (count <= 0 || average <= 0) return t`Not rated yet`;
  const rounded = format.number(Math.round(average * 10) / 10);
  const most = format.number(MAX_STARS);
  return t`Rated ${rounded} out of ${most} by ${plural(count, { one: '# player', other: '# players' })}`;
}
