import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PricingSlot } from '../../../domain/billing';
import { usePrices } from '../../i18n/price';
import { useBillingFormat } from '../plans/use-billing-format';
import styles from './payment.module.css';
import { PATHS } from '../../../domain/route-paths';

/** What is being bought, on both purchase steps. */
export function PurchaseSummary({ slot }: { slot: PricingSlot | undefined }) {
  const billing = useBillingFormat();
  const prices = usePrices();
  if (!slot) return null;
  return (
    <div className={styles.summary}>
      <p className={styles.summaryName}>{slot.name}</p>
      <p className={styles.summaryPrice}>
        {prices.amount(slot.price, slot.currency)}
        {slot.validityDays > 0 ? ` / ${billing.period(slot.validityDays)}` : ''}
      </p>
    </div>
  );
}

/** The empty state of the purchase steps: reached directly, after the purchase expired, or after leaving the group. */
export function NoPurchase() {
  return (
    <div className={styles.empty}>
      <p>
        <Trans>No plan is being bought right now. Choose one to continue.</Trans>
      </p>
      <Link className="button" to={PATHS.plans}>
        <Trans>See plans</Trans>
      </Link>
    </div>
  );
}

/** The purchase's three steps, named in the active language where they are shown (i18n._). */
export const PURCHASE_STEPS = [msg`Plan`, msg`Mobile number`, msg`Code`] as const;
