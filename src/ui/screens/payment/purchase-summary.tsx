import { Link } from 'react-router-dom';
import type { PricingSlot } from '../../../domain/billing';
import { formatAmount, formatPeriod } from '../../../domain/plan-terms';
import styles from './payment.module.css';

/** What is being bought, on both purchase steps. */
export function PurchaseSummary({ slot }: { slot: PricingSlot | undefined }) {
  if (!slot) return null;
  return (
    <div className={styles.summary}>
      <p className={styles.summaryName}>{slot.name}</p>
      <p className={styles.summaryPrice}>
        {formatAmount(slot.price, slot.currency)}
        {slot.validityDays > 0 ? ` / ${formatPeriod(slot.validityDays)}` : ''}
      </p>
    </div>
  );
}

/** The empty state of the purchase steps: reached directly, after the purchase expired, or after leaving the group. */
export function NoPurchase() {
  return (
    <div className={styles.empty}>
      <p>No plan is being bought right now. Choose one to continue.</p>
      <Link className="button" to="/plans">
        See plans
      </Link>
    </div>
  );
}

export const PURCHASE_STEPS = ['Plan', 'Mobile number', 'Code'] as const;
