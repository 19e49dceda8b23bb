import { useId } from 'react';
import { Plural } from '@lingui/react/macro';
import { RATING_STARS } from '../../../domain/billing';
import styles from './plans.module.css';

export interface StarRatingProps {
  label: string;
  /** Zero-based: 0 = one star; null = none chosen. */
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * A 1–5 star choice built from native radio buttons (arrow keys move between stars, each star
 * has a name such as '3 stars'), shown as a row of 44 px stars filled up to the choice.
 */
export function StarRating({ label, value, onChange, error }: StarRatingProps) {
  const id = useId();
  return (
    <div
      className={styles.rating}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <span id={`${id}-label`} className={styles.ratingLabel}>
        {label}
      </span>
      <div className={styles.stars}>
        {Array.from({ length: RATING_STARS }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={index} className={styles.star} data-filled={value !== null && index <= value}>
              <input
                className="visually-hidden"
                type="radio"
                name={`${id}-stars`}
                value={index}
                checked={value === index}
                onChange={() => onChange(index)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                <Plural value={stars} one="# star" other="# stars" />
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
