import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BillingStore } from '../../../application/stores/billing.store';
import { CancelSubscription, type CancelInput } from '../../../application/use-cases/billing/cancel-subscription';
import { useService, useStore } from '../../hooks/container-context';
import { StarRating } from './star-rating';
import styles from './plans.module.css';

/**
 * Cancelling the general plan: a rating and an optional reason, sent as PlatformRating (the
 * UI's zero-based rating plus one, spec §5, done by the use case) and ReasonToCancel.
 */
export function CancelPlanForm({ planName }: { planName: string | null }) {
  const { loading } = useStore(BillingStore);
  const cancel = useService(CancelSubscription);
  const [rating, setRating] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof CancelInput, string>>>({});
  const reasonId = useId();
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, focus goes to the first field that needs attention (its message is read with it).
  useEffect(() => {
    form.current
      ?.querySelector<HTMLElement>('[role="radiogroup"][aria-invalid="true"] input, textarea[aria-invalid="true"]')
      ?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await cancel.execute({ rating, reason });
    setErrors(outcome.ok ? {} : outcome.fieldErrors);
  }

  return (
    <section className={styles.section} aria-labelledby="cancel-plan-title">
      <h2 id="cancel-plan-title">Cancel your plan</h2>
      <p className={styles.muted}>
        {planName ? `You are on ${planName}.` : 'You have a premium plan.'} Tell us how it went before you go.
      </p>
      <form ref={form} className={styles.cancelForm} noValidate onSubmit={(e) => void onSubmit(e)}>
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
        <button
          type="submit"
          className={`button button--ghost ${styles.danger}`}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          Cancel plan
        </button>
      </form>
    </section>
  );
}
