import { Trans, useLingui } from '@lingui/react/macro';
import { SendSubscriptionCode } from '../../../application/use-cases/billing/send-subscription-code';
import { VerifySubscriptionCode } from '../../../application/use-cases/billing/verify-subscription-code';
import { useService } from '../../hooks/container-context';
import { OneTimeCodeForm } from '../../components/one-time-code-form';
import { StepIndicator } from '../../components/step-indicator';
import { useLeavePaymentGroup } from '../plans/use-leave-payment-group';
import { NoPurchase, PurchaseSummary, PURCHASE_STEPS } from '../payment/purchase-summary';
import { usePurchase } from '../payment/use-purchase';
import styles from '../payment/payment.module.css';
import { PurchaseStepLink } from '../payment/purchase-step-link';
import { PATHS } from '../../../domain/route-paths';

/**
 * /payment-otp-verification (private, payment group): the code sent to the billed number.
 * Verifying activates the plan, or continues on the operator's payment page for plans billed there.
 * A refused code is said once, beside the field (docs/decisions/0028).
 */
export function Component() {
  const { billing, slot } = usePurchase();
  const verify = useService(VerifySubscriptionCode);
  const send = useService(SendSubscriptionCode);
  useLeavePaymentGroup();
  const { t, i18n } = useLingui();

  return (
    <div className={`page ${styles.page}`}>
      <h1>
        <Trans>Payment</Trans>
      </h1>
      {billing.selectedPlanId && billing.otpSent ? (
        <section className={styles.card} aria-labelledby="code-step-title">
          <StepIndicator label={t`Purchase progress`} steps={PURCHASE_STEPS.map((step) => i18n._(step))} current={2} />
          <PurchaseSummary slot={slot} />
          <h2 id="code-step-title" className={styles.stepTitle}>
            <Trans>Enter your code</Trans>
          </h2>
          <OneTimeCodeForm
            sentTo={billing.mobile}
            busy={billing.loading}
            verify={verify}
            onResend={() => void send.execute(billing.mobile, { resend: true })}
            resendAvailableAt={billing.resendAvailableAt}
            resending={billing.loading}
          >
            <PurchaseStepLink to={PATHS.payment}>
              <Trans>Change mobile number</Trans>
            </PurchaseStepLink>
          </OneTimeCodeForm>
        </section>
      ) : (
        <NoPurchase />
      )}
    </div>
  );
}
