import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './payment.module.css';

/** Under a purchase step: the way back to an earlier step (another plan, another mobile number). */
export function PurchaseStepLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className={styles.links}>
      <Link to={to}>{children}</Link>
    </p>
  );
}
