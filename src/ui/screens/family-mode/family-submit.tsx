import type { ReactNode } from 'react';
import { SubmitButton } from '../../components/submit-button';
import styles from './family-mode.module.css';

/** A family mode form's one action, busy while its answer is awaited. */
export function FamilySubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <SubmitButton busy={busy} className="button">
        {children}
      </SubmitButton>
    </div>
  );
}
