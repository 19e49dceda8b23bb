import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanId } from '../../../domain/billing';
import { PLAN_UNLOCKS } from '../../../domain/plan-terms';
import { BillingStore } from '../../../application/stores/billing.store';
import {
  CancelSubscription,
  type CancelFieldError,
  type CancelFieldErrors,
} from '../../../application/use-cases/billing/cancel-subscription';
import { CancelEsportsSubscription } from '../../../application/use-cases/billing/cancel-esports-subscription';
import { useService, useStore } from '../../hooks/container-context';
import { useFormat } from '../../i18n/format';
import { useBillingFormat } from './use-billing-format';
import { StarRating } from './star-rating';
import { usePaidPeriodEnd } from './use-paid-period-end';
import styles from './plans.module.css';
import { SubmitButton } from '../../components/submit-button';
import { PATHS } from '../../../domain/route-paths';
import { FamilyRefusalNote, FamilyStepDialog } from '../family-mode/family-pin-dialog';
import { useFamilyStep } from '../family-mode/use-family-step';

/** The star choice or the reason field, whichever the refused submit marked first. */
const FIRST_INVALID_FIELD = '[role="radiogroup"][aria-invalid="true"] input, textarea[aria-invalid="true"]';

export interface CancelStepProps {
  plan: PlanId;
  planName: string | null;
  mobile: string | null;
  /** After the cancel call answered OK: back to the plans, where its message shows. */
  onCancelled: () => void;
}

/**
 * /plans?cancel=general|esports: the step that asks before a plan is cancelled. It says what stops
 * (the renewal and its charges, what the plan unlocks) and when (the end of the paid period, when
 * this device knows it). The general plan asks for a rating and an optional reason, sent as
 * PlatformRating (the UI's zero-based rating plus one, spec §5, done by the use case) and
 * ReasonToCancel; the esports cancel call takes none. With family mode on, the parent's PIN is asked
 * before anything is sent.
 */
export function CancelStep({ plan, planName, mobile, onCancelled }: CancelStepProps) {
  const { loading } = useStore(BillingStore);
  const cancel = useService(CancelSubscription);
  const cancelEsports = useService(CancelEsportsSubscription);
  const paidUntil = usePaidPeriodEnd(plan, planName);
  const [rating, setRating] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<CancelFieldErrors>({});
  const reasonId = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const fieldError = useCancelFieldWords();
  const billing = useBillingFormat();
  const name = planName ?? (plan === 'esports' ? t`your esports plan` : t`your plan`);
  const unlocks = billing.both(PLAN_UNLOCKS[plan]).toLowerCase();
  const endDate = paidUntil === null ? '' : billing.date(paidUntil);
  const family = useFamilyStep();

  // The step is announced by taking the focus on its heading.
  useEffect(() => heading.current?.focus(), []);

  // After a refused submit, focus goes to the first field that needs attention (its message is read with it).
  useEffect(() => {
    form.current?.querySelector<HTMLElement>(FIRST_INVALID_FIELD)?.focus();
  }, [errors]);

  async function sendCancel(pin?: string) {
    if (plan === 'esports') {
      const result = await cancelEsports.execute(pin);
      family.answer(result.ok ? undefined : result.family);
      if (result.ok) onCancelled();
      return;
    }
    const outcome = await cancel.execute({ rating, reason, pin });
    setErrors(outcome.ok ? {} : outcome.fieldErrors);
    family.answer(outcome.ok ? undefined : outcome.family);
    if (outcome.ok) onCancelled();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendCancel();
  }

  return (
    <section className={`${styles.section} ${styles.cancelStep}`} aria-labelledby="cancel-step-title">
      <h2 id="cancel-step-title" ref={heading} tabIndex={-1}>
        <Trans>Cancel {name}?</Trans>
      </h2>
      <dl>
        <div>
          <dt>
            <Trans>What stops</Trans>
          </dt>
          <dd>
            {mobile
              ? t`The automatic renewal: no further charges to ${mobile}. With it ends access to ${unlocks} that this plan unlocks.`
              : t`The automatic renewal: no further charges. With it ends access to ${unlocks} that this plan unlocks.`}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>When</Trans>
          </dt>
          <dd>
            {paidUntil === null
              ? t`At the end of the period you have paid for. This device does not know its end date.`
              : t`At the end of the period you have paid for, on ${endDate}.`}
          </dd>
        </div>
      </dl>
      <form ref={form} className={styles.cancelForm} noValidate onSubmit={(e) => void onSubmit(e)}>
        {plan === 'general' ? (
          <>
            <StarRating
              label={t`Rate your experience`}
              value={rating}
              error={errors.rating && fieldError(errors.rating)}
              onChange={(value) => {
                setRating(value);
                setErrors((current) => ({ ...current, rating: undefined }));
              }}
            />
            <div className={styles.textField}>
              <label htmlFor={reasonId}>
                <Trans>Reason for cancelling (optional)</Trans>
              </label>
              <textarea
                id={reasonId}
                name="reason"
                rows={3}
                value={reason}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
              {errors.reason ? (
                <p id={`${reasonId}-error`} className={styles.fieldError}>
                  {fieldError(errors.reason)}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
        <div className={styles.cancelActions}>
          <SubmitButton busy={loading} className={`button button--ghost ${styles.danger}`}>
            {plan === 'esports' ? <Trans>Cancel esports plan</Trans> : <Trans>Cancel plan</Trans>}
          </SubmitButton>
          <Link className="button" to={PATHS.plans}>
            <Trans>Keep my plan</Trans>
          </Link>
        </div>
        <FamilyRefusalNote step={family} className={styles.fieldError} />
      </form>
      <FamilyStepDialog
        step={family}
        title={t`Parent's PIN to cancel ${name}`}
        busy={loading}
        onSubmit={(pin) => void sendCancel(pin)}
      />
    </section>
  );
}

/** A refused field of the cancel form in the active language, with the limit the use case names. */
function useCancelFieldWords(): (error: CancelFieldError) => string {
  const { t } = useLingui();
  const format = useFormat();
  return (error) => {
    if (error.code === 'rating-required') {
      const stars = format.number(error.stars);
      return t`Choose a rating from 1 to ${stars} stars`;
    }
    const max = format.number(error.max);
    return t`Keep the reason under ${max} characters`;
  };
}
