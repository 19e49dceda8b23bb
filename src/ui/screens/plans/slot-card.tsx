import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PricingSlot } from '../../../domain/billing';
import { PLAN_UNLOCKS } from '../../../domain/plan-terms';
import { PATHS } from '../../../domain/route-paths';
import { BillingStore } from '../../../application/stores/billing.store';
import { SelectPlan } from '../../../application/use-cases/billing/select-plan';
import { useService, useStore } from '../../hooks/container-context';
import { Modal } from '../../components/modal';
import { usePaidPeriodEnd } from './use-paid-period-end';
import { usePrices } from '../../i18n/price';
import { useBillingFormat } from './use-billing-format';
import styles from './plans.module.css';

/**
 * One pricing slot: its price and period, that it renews, what it unlocks. The plan the player
 * holds is marked as theirs with its renewal date and a way to cancel, never with Subscribe.
 * Subscribing while another plan of the area is active asks first (SelectPlan's rule).
 */
export function SlotCard({ slot, current }: { slot: PricingSlot; current: boolean }) {
  const nameId = `slot-${slot.id}-name`;
  const { t } = useLingui();
  const billing = useBillingFormat();
  const prices = usePrices();
  const period = billing.period(slot.validityDays);
  const unlocks = billing.list(PLAN_UNLOCKS[slot.plan]);
  return (
    <article className={styles.slot} aria-labelledby={nameId} data-current={current}>
      <h3 id={nameId} className={styles.slotName}>
        {slot.name}
      </h3>
      <p className={styles.price}>
        <strong>{prices.amount(slot.price, slot.currency)}</strong>
        {slot.validityDays > 0 ? <span className={styles.muted}> / {period}</span> : null}
      </p>
      {slot.description ? <p className={styles.muted}>{slot.description}</p> : null}
      <p className={styles.slotFacts}>
        {slot.validityDays > 0 ? t`Renews automatically every ${period}.` : t`Renews automatically.`} {t`Unlocks: ${unlocks}.`}
      </p>
      {current ? <CurrentPlanActions slot={slot} /> : <SubscribeButton slot={slot} />}
    </article>
  );
}

function CurrentPlanActions({ slot }: { slot: PricingSlot }) {
  const renews = usePaidPeriodEnd(slot.plan, slot.name);
  const { t } = useLingui();
  const billing = useBillingFormat();
  const renewal = renews === null ? '' : billing.date(renews);
  const name = slot.name;
  return (
    <div className={styles.currentActions}>
      <p className={styles.currentBadge}>
        <Trans>Your current plan</Trans>
      </p>
      <p className={styles.muted}>
        {renews === null ? t`Its renewal date is not known on this device.` : t`Renews on ${renewal}, unless you cancel before.`}
      </p>
      <Link
        className={`button button--ghost ${styles.danger}`}
        to={`${PATHS.plans}?cancel=${slot.plan}`}
        aria-label={t`Cancel plan ${name}`}
      >
        <Trans>Cancel plan</Trans>
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

  const { t } = useLingui();
  const held = asking?.currentPlan ?? t`a plan`;
  const name = slot.name;
  const amount = usePrices().amount(slot.price, slot.currency);
  return (
    <>
      {/* The visible 'Subscribe' starts the accessible name, which says which plan (WCAG 2.5.3 label in name). */}
      <button
        type="button"
        className="button button--block"
        aria-label={t`Subscribe to ${name}`}
        disabled={loading}
        onClick={subscribe}
      >
        <Trans>Subscribe</Trans>
      </button>
      {asking && (
        <Modal
          title={t`You already have ${held}`}
          tone="warning"
          onClose={() => setAsking(null)}
          actions={
            <>
              <button type="button" className="button button--ghost" onClick={() => setAsking(null)}>
                <Trans>Keep only {held}</Trans>
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setAsking(null);
                  select.execute(slot.id, { confirmedSecondPlan: true });
                }}
              >
                <Trans>Buy {name} as well</Trans>
              </button>
            </>
          }
        >
          {t`${name} would be a second plan, charged ${amount} on top of ${held}, which stays active and keeps renewing until you cancel it.`}
        </Modal>
      )}
    </>
  );
}
