import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PlanId } from '../../../domain/billing';
import { formatDate, PLAN_UNLOCKS } from '../../../domain/plan-terms';
import { BillingStore } from '../../../application/stores/billing.store';
import { CancelSubscription, type CancelInput } from '../../../application/use-cases/billing/cancel-subscription';
import { CancelEsportsSubscription } from '../../../application/use-cases/billing/cancel-esports-subscription';
import { useService, useStore } from '../../hooks/container-context';
import { StarRating } from './star-rating';
import { usePaidPeriodEnd } from './use-paid-period-end';
import styles from './plans.module.css';

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
 * ReasonToCancel; the esports cancel call takes none.
 */
export function CancelStep({ plan, planName, mobile, onCancelled }: CancelStepProps) {
  const { loading } = useStore(BillingStore);
  const cancel = useService(CancelSubscription);
  const cancelEsports = useService(CancelEsportsSubscription);
  const paidUntil = usePaidPeriodEnd(plan, planName);
  const [rating, setRating] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof CancelInput, string>>>({});
  const reasonId = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = planName ?? (plan === 'esports' ? 'your esports plan' : 'your plan');

  // The step is announced by taking the focus on its heading.
  useEffect(() => heading.current?.focus(), []);

  // After a refused submit, focus goes to the first field that needs attention (its message is read with it).
  useEffect(() => {
    form.current
      ?.querySelector<HTMLElement>('[role="radiogroup"][aria-invalid="true"] input, textarea[aria-invalid="true"]')
      ?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (plan === 'esports') {
      if (await cancelEsports.execute()) onCancelled();
      return;
    }
    const outcome = await cancel.execute({ rating, reason });
    setErrors(outcome.ok ? {} : outcome.fieldErrors);
    if (outcome.ok) onCancelled();
  }

  return (
    <section className={`${styles.section} ${styles.cancelStep}`} aria-labelledby="cancel-step-title">
      <h2 id="cancel-step-title" ref={heading} tabIndex={-1}>
        Cancel {name}?
      </h2>
      <dl>
        <div>
          <dt>What stops</dt>
          <dd>
            The automatic renewal: no further charges{mobile ? ` to ${mobile}` : ''}. With it ends access to{' '}
            {PLAN_UNLOCKS[plan].join(' and ').toLowerCase()} that this plan unlocks.
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            {paidUntil === null
              ? 'At the end of the period you have paid for. This device does not know its end date.'
              : `At the end of the period you have paid for, on ${formatDate(paidUntil)}.`}
          </dd>
        </div>
      </dl>
      <form ref={form} className={styles.cancelForm} noValidate onSubmit={(e) => void onSubmit(e)}>
        {plan === 'general' ? (
          <>
            <StarRating
              label="Rate your experience"
              value={rating}
              error={errors.rating}
              onChange={(value) => {
                setRating(value);
                setErrors((current) => ({ ...current, rating: undefined }));
              }}
            />
            <div className={styles.textField}>
              <label htmlFor={reasonId}>Reason for cancelling (optional)</label>
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
                  {errors.reason}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
        <div className={styles.cancelActions}>
          <button
            type="submit"
            className={`button button--ghost ${styles.danger}`}
            disabled={loading}
            aria-busy={loading || undefined}
          >
            {plan === 'esports' ? 'Cancel esports plan' : 'Cancel plan'}
          </button>
          <Link className="button" to="/plans">
            Keep my plan
          </Link>
        </div>
      </form>
    </section>
  );
}
