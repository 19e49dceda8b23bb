import { useLingui } from '@lingui/react/macro';
import styles from './login.module.css';

/** The show/hide control of a password field; its accessible name says what a press will do. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className={styles.toggle} aria-label={shown ? t`Hide password` : t`Show password`} onClick={onToggle}>
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {shown ? <path d="m4 4 16 16" /> : null}
      </svg>
    </button>
  );
}
