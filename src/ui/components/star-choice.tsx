import { useId } from 'react';
import { Plural } from '@lingui/react/macro';

/** The classes of the screen's stylesheet that draw the stars. */
export interface StarChoiceClasses {
  group: string;
  label: string;
  choices: string;
  choice: string;
  radio: string;
  error: string;
}

export interface StarChoiceProps {
  label: string;
  /** How many stars there are to choose from. */
  count: number;
  /** The stars chosen, from 1; 0 while none is chosen. */
  stars: number;
  onChoose: (stars: number) => void;
  error?: string;
  classes: StarChoiceClasses;
}

/**
 * A 1–n star choice built from native radio buttons: a radiogroup named by its label, radios
 * '1 star' … '5 stars', arrow keys move between them, the stars filled up to the choice.
 */
export function StarChoice({ label, count, stars: chosen, onChoose, error, classes }: StarChoiceProps) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className={classes.group}
    >
      <span id={`${id}-label`} className={classes.label}>
        {label}
      </span>
      <div className={classes.choices}>
        {Array.from({ length: count }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className={classes.choice} data-filled={stars <= chosen}>
              <input
                className={classes.radio}
                type="radio"
                name={`${id}-stars`}
                value={stars}
                checked={chosen === stars}
                onChange={() => onChoose(stars)}
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
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
