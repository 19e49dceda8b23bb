import { Link } from 'react-router-dom';
import { formatPrice, formatValidity } from '../../../domain/billing';
import { BillingStore } from '../../../application/stores/billing.store';
import { SubscriptionStore, findSlot } from '../../../application/stores/subscription.store';
import { useStore } from '../../hooks/container-context';
import styles from './payment.module.css';

/** What is being bought, on both purchase steps; null when no plan is chosen. */
export function PurchaseSummary() {
  const { pricingSlotId } = useStore(BillingStore);
  const slot = findSlot(useStore(SubscriptionStore), pricingSlotId);
  if (!slot) return null;
  return (
    <div className={styles.summary}>
      <p className={styles.summaryName}>{slot.name}</p>
      <p className={styles.summaryPrice}>
        {formatPrice(slot)}
        {slot.validityDays > 0 ? ` for ${formatValidity(slot.validityDays)}` : ''}
      </p>
    </div>
  );
}

/** The empty state of the purchase steps: reached directly, after a reload, or after leaving the group. */
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
