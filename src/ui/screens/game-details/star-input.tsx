import { Plural } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_STARS } from '../../../domain/game-actions';
import styles from './game-details.module.css';

export interface StarInputProps {
  label: string;
  /** 1–5, or 0 while none is chosen. */
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}

/**
 * A 1–5 star choice built from native radio buttons: a radiogroup named by its label, radios
 * '1 star' … '5 stars', arrow keys move between them. Each star is a 44 px target.
 */
export function StarInput({ label, value, onChange, error }: StarInputProps) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className={styles.starInput}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.starChoices}>
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className={styles.starChoice} data-filled={stars <= value}>
              <input
                className={styles.starRadio}
                type="radio"
                name={`${id}-stars`}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                <Plural value={stars} one="# star" other="# stars" />
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
