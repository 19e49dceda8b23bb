import { useLingui } from '@lingui/react/macro';
import { LaterIcon } from '../../components/later-icons';
import styles from './login.module.css';

/** The show/hide control of a password field; its accessible name says what a press will do. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className={styles.toggle} aria-label={shown ? t`Hide password` : t`Show password`} onClick={onToggle}>
      <LaterIcon name={shown ? 'eyeCrossed' : 'eye'} size={22} />
    </button>
  );
}
