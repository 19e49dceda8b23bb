import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BillingStore } from '../../../application/stores/billing.store';
import { ProfileStore } from '../../../application/stores/profile.store';
import { SendSubscriptionCode } from '../../../application/use-cases/billing/send-subscription-code';
import { useService, useStore } from '../../hooks/container-context';
import { FormField } from '../../components/form-field';
import { StepIndicator } from '../../components/step-indicator';
import { PendingStatus } from '../../components/pending-status';
import { useLeavePaymentGroup } from '../plans/use-leave-payment-group';
import { NoPurchase, PurchaseSummary, PURCHASE_STEPS } from './purchase-summary';
import styles from './payment.module.css';

/**
 * /payment (private, payment group): confirm the mobile number the plan is billed to (prefilled
 * from the profile) and send the one-time code to it.
 */
export function Component() {
  const billing = useStore(BillingStore);
  useLeavePaymentGroup();
  return (
    <div className={`page ${styles.page}`}>
      <h1>Payment</h1>
      {billing.selectedPlanId ? <MobileStep /> : <NoPurchase />}
    </div>
  );
}

function MobileStep() {
  const billing = useStore(BillingStore);
  const { profile } = useStore(ProfileStore);
  const send = useService(SendSubscriptionCode);
  const [mobile, setMobile] = useState(() => billing.mobile || profile?.mobile || '');
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await send.execute(mobile);
    setError(outcome.ok ? undefined : outcome.fieldError);
  }

  return (
    <section className={styles.card} aria-labelledby="mobile-step-title">
      <StepIndicator label="Purchase progress" steps={PURCHASE_STEPS} current={1} />
      <PurchaseSummary />
      <h2 id="mobile-step-title" className={styles.stepTitle}>
        Confirm your mobile number
      </h2>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField
          label="Mobile number"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="The plan is charged to this Bangladeshi number. We send a code to it."
          value={mobile}
          error={error}
          onChange={(e) => {
            setMobile(e.target.value);
            setError(undefined);
          }}
        />
        <button
          type="submit"
          className={`button ${styles.submit}${billing.loading ? ' tap-pending' : ''}`}
          disabled={billing.loading}
          aria-busy={billing.loading || undefined}
        >
          {billing.loading ? 'Sending…' : 'Send code'}
        </button>
        <PendingStatus text={billing.loading && 'Sending the code…'} />
      </form>
      <p className={styles.links}>
        <Link to="/plans">Choose another plan</Link>
      </p>
    </section>
  );
}
