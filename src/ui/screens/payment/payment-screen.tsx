import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PricingSlot } from '../../../domain/billing';
import { ProfileStore } from '../../../application/stores/profile.store';
import { SendSubscriptionCode } from '../../../application/use-cases/billing/send-subscription-code';
import { useService, useStore } from '../../hooks/container-context';
import { useFieldProblemText } from '../field-problem-text';
import type { FieldProblem } from '../../../domain/field-problem';
import { usePrices } from '../../i18n/price';
import { FormField } from '../../components/form-field';
import { StepIndicator } from '../../components/step-indicator';
import { PendingStatus } from '../../components/pending-status';
import { useLeavePaymentGroup } from '../plans/use-leave-payment-group';
import { NoPurchase, PurchaseSummary, PURCHASE_STEPS } from './purchase-summary';
import { PlanTermsList } from './plan-terms-list';
import { usePurchase } from './use-purchase';
import styles from './payment.module.css';
import { SubmitButton } from '../../components/submit-button';
import { PurchaseStepLink } from './purchase-step-link';
import { PATHS } from '../../../domain/route-paths';
import { FamilyRefusalNote, FamilyStepDialog } from '../family-mode/family-pin-dialog';
import { useFamilyStep } from '../family-mode/use-family-step';

/**
 * /payment (private, payment group): the plan's terms (price, renewal, next charge, what it
 * unlocks, how to cancel), then the mobile number it is billed to (prefilled from the profile) and
 * the code sent to it. Nothing is sent before the player has seen the terms and the amount. With
 * family mode on, the parent's PIN is asked first, and a purchase over the month's limit is refused.
 */
export function Component() {
  const { billing, slot, slotLoading } = usePurchase();
  useLeavePaymentGroup();
  return (
    <div className={`page ${styles.page}`}>
      <h1>
        <Trans>Payment</Trans>
      </h1>
      {!billing.selectedPlanId ? (
        <NoPurchase />
      ) : slot ? (
        <MobileStep slot={slot} />
      ) : slotLoading ? (
        <div className={`skeleton ${styles.card}`} style={{ minHeight: 240 }} aria-busy="true">
          <span className="visually-hidden" role="status">
            <Trans>Loading the plan…</Trans>
          </span>
        </div>
      ) : (
        <NoPurchase />
      )}
    </div>
  );
}

function MobileStep({ slot }: { slot: PricingSlot }) {
  const { billing } = usePurchase();
  const { profile } = useStore(ProfileStore);
  const send = useService(SendSubscriptionCode);
  const [mobile, setMobile] = useState(() => billing.mobile || profile?.mobile || '');
  const [error, setError] = useState<FieldProblem>();
  const { t, i18n } = useLingui();
  const { problemText } = useFieldProblemText();
  const amount = usePrices().amount(slot.price, slot.currency);
  const family = useFamilyStep();

  async function sendCode(pin?: string) {
    const outcome = await send.execute(mobile, { pin });
    setError(outcome.ok ? undefined : outcome.fieldError);
    family.answer(outcome.ok ? undefined : outcome.family);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendCode();
  }

  return (
    <section className={styles.card} aria-labelledby="mobile-step-title">
      <StepIndicator label={t`Purchase progress`} steps={PURCHASE_STEPS.map((step) => i18n._(step))} current={1} />
      <PurchaseSummary slot={slot} />
      <PlanTermsList slot={slot} />
      <h2 id="mobile-step-title" className={styles.stepTitle}>
        <Trans>Confirm your mobile number</Trans>
      </h2>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField
          label={t`Mobile number`}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t`${amount} is billed to this Bangladeshi number. We send a code to it; nothing is charged before you enter it.`}
          value={mobile}
          error={
            error &&
            (error.code === 'mobile-invalid' ? t`Enter a valid Bangladeshi mobile number, e.g. 01712345678` : problemText(error))
          }
          onChange={(e) => {
            setMobile(e.target.value);
            setError(undefined);
          }}
        />
        <SubmitButton busy={billing.loading} className={`button ${styles.submit}${billing.loading ? ' tap-pending' : ''}`}>
          {billing.loading ? <Trans>Sending…</Trans> : <Trans>Send code to pay {amount}</Trans>}
        </SubmitButton>
        <PendingStatus text={billing.loading && t`Sending the code…`} />
        <FamilyRefusalNote step={family} className={styles.familyRefusal} />
      </form>
      <FamilyStepDialog
        step={family}
        title={t`Parent's PIN to pay ${amount}`}
        busy={billing.loading}
        onSubmit={(pin) => void sendCode(pin)}
      />
      <PurchaseStepLink to={PATHS.plans}>
        <Trans>Choose another plan</Trans>
      </PurchaseStepLink>
    </section>
  );
}
