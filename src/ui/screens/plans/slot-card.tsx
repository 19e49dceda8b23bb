import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PricingSlot } from '../../../domain/billing';
import { formatAmount, formatDate, formatPeriod, PLAN_UNLOCKS } from '../../../domain/plan-terms';
import { BillingStore } from '../../../application/stores/billing.store';
import { SelectPlan } from '../../../application/use-cases/billing/select-plan';
import { useService, useStore } from '../../hooks/container-context';
import { Modal } from '../../components/modal';
import { usePaidPeriodEnd } from './use-paid-period-end';
import styles from './plans.module.css';

/**
 * One pricing slot: its price and period, that it renews, what it unlocks. The plan the player
 * holds is marked as theirs with its renewal date and a way to cancel, never with Subscribe.
 * Subscribing while another plan of the area is active asks first (SelectPlan's rule).
 */
export function SlotCard({ slot, current }: { slot: PricingSlot; current: boolean }) {
  const nameId = `slot-${slot.id}-name`;
  return (
    <article className={styles.slot} aria-labelledby={nameId} data-current={current}>
      <h3 id={nameId} className={styles.slotName}>
        {slot.name}
      </h3>
      <p className={styles.price}>
        <strong>{formatAmount(slot.price, slot.currency)}</strong>
        {slot.validityDays > 0 ? <span className={styles.muted}> / {formatPeriod(slot.validityDays)}</span> : null}
      </p>
      {slot.description ? <p className={styles.muted}>{slot.description}</p> : null}
      <p className={styles.slotFacts}>
        {slot.validityDays > 0 ? `Renews automatically every ${formatPeriod(slot.validityDays)}.` : 'Renews automatically.'}{' '}
        Unlocks: {PLAN_UNLOCKS[slot.plan].join(', ')}.
      </p>
      {current ? <CurrentPlanActions slot={slot} /> : <SubscribeButton slot={slot} />}
    </article>
  );
}

function CurrentPlanActions({ slot }: { slot: PricingSlot }) {
  const renews = usePaidPeriodEnd(slot.plan, slot.name);
  return (
    <div className={styles.currentActions}>
      <p className={styles.currentBadge}>Your current plan</p>
      <p className={styles.muted}>
        {renews === null
          ? 'Its renewal date is not known on this device.'
          : `Renews on ${formatDate(renews)}, unless you cancel before.`}
      </p>
      <Link
        className={`button button--ghost ${styles.danger}`}
        to={`/plans?cancel=${slot.plan}`}
        aria-label={`Cancel plan ${slot.name}`}
      >
        Cancel plan
      </Link>
    </div>
  );
}

function SubscribeButton({ slot }: { slot: PricingSlot }) {
  const { loading } = useStore(BillingStore);
  const select = useService(SelectPlan);
  const [asking, setAsking] = useState<{ currentPlan: string | null } | null>(null);

  function subscribe() {
    const outcome = select.execute(slot.id);
    if (!outcome.ok && outcome.reason === 'needs-confirmation') setAsking({ currentPlan: outcome.currentPlan });
  }

  const held = asking?.currentPlan ?? 'a plan';
  return (
    <>
      {/* The visible 'Subscribe' starts the accessible name, which says which plan (WCAG 2.5.3 label in name). */}
      <button
        type="button"
        className="button button--block"
        aria-label={`Subscribe to ${slot.name}`}
        disabled={loading}
        onClick={subscribe}
      >
        Subscribe
      </button>
      {asking && (
        <Modal
          title={`You already have ${held}`}
          tone="warning"
          onClose={() => setAsking(null)}
          actions={
            <>
              <button type="button" className="button button--ghost" onClick={() => setAsking(null)}>
                Keep only {held}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setAsking(null);
                  select.execute(slot.id, { confirmedSecondPlan: true });
                }}
              >
                Buy {slot.name} as well
              </button>
            </>
          }
        >
          {`${slot.name} would be a second plan, charged ${formatAmount(slot.price, slot.currency)} on top of ${held}, which stays active and keeps renewing until you cancel it.`}
        </Modal>
      )}
    </>
  );
}
