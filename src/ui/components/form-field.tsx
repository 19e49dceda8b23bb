import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './form-field.module.css';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'>;

export interface FormFieldProps extends InputProps {
  /** The visible label; it is also the control's accessible name. */
  label: string;
  /** The message for this field; when present the input is marked invalid and describes itself with it. */
  error?: string;
  /** A short help line under the input (e.g. the password rules); read out with the input. */
  hint?: ReactNode;
  /** Content placed after the input inside the field row (e.g. a show-password button). */
  trailing?: ReactNode;
  /** Announce the error when it appears (role=alert), for a message that answers a submit the field did not start. */
  announceError?: boolean;
}

/**
 * A labelled input with its hint and error message wired for assistive technology
 * (`aria-invalid`, `aria-describedby`). Controlled or uncontrolled, any input type except
 * checkboxes (see CheckboxField). `ref` passes through to the input (React 19 ref-as-prop),
 * so a form can focus the first invalid field.
 */
export function FormField({ label, error, hint, trailing, announceError, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputProps, 'type'> {
  label: string;
  error?: string;
}

/** A checkbox with its label beside it (a 44 px tap target) and the same error wiring. */
export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.checkboxField, className].filter(Boolean).join(' ')}>
      <input
        {...input}
        type="checkbox"
        id={id}
        className={styles.checkbox}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
