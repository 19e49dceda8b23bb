import { Trans } from '@lingui/react/macro';
import { useFormat } from '../i18n/format';
import styles from './step-indicator.module.css';

/**
 * 'Step 2 of 3' with a row of labelled dots; the current one carries aria-current="step" and the
 * finished ones say so to screen readers. `current` is 0-based; `complete` marks every step done.
 */
export function StepIndicator({
  steps,
  current,
  complete = false,
  label,
}: {
  steps: readonly string[];
  current: number;
  complete?: boolean;
  /** Names the list, e.g. 'Sign-up progress'. */
  label: string;
}) {
  const format = useFormat();
  const step = format.number(current + 1);
  const count = format.number(steps.length);
  return (
    <div className={styles.indicator}>
      <p className={styles.count}>
        <Trans>
          Step {step} of {count}
        </Trans>
      </p>
      <ol className={styles.steps} aria-label={label}>
        {steps.map((name, index) => {
          const done = complete || index < current;
          const isCurrent = !complete && index === current;
          return (
            <li
              key={name}
              className={styles.step}
              data-state={done ? 'done' : isCurrent ? 'current' : 'todo'}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className={styles.name}>
                {name}
                {done ? (
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(done)</Trans>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
