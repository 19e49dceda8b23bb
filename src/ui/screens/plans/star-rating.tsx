import { RATING_STARS } from '../../../domain/billing';
import { StarChoice } from '../../components/star-choice';
import styles from './plans.module.css';

export interface StarRatingProps {
  label: string;
  /** Zero-based: 0 = one star; null = none chosen. */
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}

const CLASSES = {
  group: styles.rating,
  label: styles.ratingLabel,
  choices: styles.stars,
  choice: styles.star,
  radio: 'visually-hidden',
  error: styles.fieldError,
};

/** The rating a cancellation asks for, shown as a row of 44 px stars; its value is zero-based as the platform's rule counts it. */
export function StarRating({ label, value, onChange, error }: StarRatingProps) {
  return (
    <StarChoice
      label={label}
      count={RATING_STARS}
      stars={value === null ? 0 : value + 1}
      onChoose={(stars) => onChange(stars - 1)}
      error={error}
      classes={CLASSES}
    />
  );
}
