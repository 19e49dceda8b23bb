import { Trans } from '@lingui/react/macro';
import type { PlanId, PricingSlot } from '../../../domain/billing';
import { SubscriptionStore } from '../../../application/stores/subscription.store';
import { LoadPricingSlots } from '../../../application/use-cases/billing/load-pricing-slots';
import { useService, useStore } from '../../hooks/container-context';
import { useFormat } from '../../i18n/format';
import { useFailureText } from '../../i18n/failure-text';
import { SlotCard } from './slot-card';
import styles from './plans.module.css';
import { LoadProblem } from '../../components/load-problem';

/**
 * A plan area sells a handful of plans; an answer with thousands is a misbehaving server. The
 * first ones, in the server's order, are shown and a line says how many there are, so the page
 * stays quick and usable on a cheap phone however long the list.
 */
export const MOST_PLANS_SHOWN = 20;

/** The plans on the page: the first MOST_PLANS_SHOWN, and the player's own plan wherever it sits. */
function shownSlots(slots: readonly PricingSlot[], currentPlan: string | null): readonly PricingSlot[] {
  if (slots.length <= MOST_PLANS_SHOWN) return slots;
  const first = slots.slice(0, MOST_PLANS_SHOWN);
  const own = currentPlan === null ? undefined : slots.find((slot) => slot.name === currentPlan);
  return own && !first.includes(own) ? [...first, own] : first;
}

export interface PlanSectionProps {
  plan: PlanId;
  title: string;
  /** The name of the user's current plan in this area, if any. */
  currentPlan: string | null;
}

/** One plan's pricing slots as cards, with the three visible states of a load: skeleton, failed with Retry, empty. */
export function PlanSection({ plan, title, currentPlan }: PlanSectionProps) {
  const { status, error, slots } = useStore(SubscriptionStore)[plan];
  const load = useService(LoadPricingSlots);
  const titleId = `plan-${plan}-title`;
  const format = useFormat();
  const failureText = useFailureText();
  const shown = format.number(MOST_PLANS_SHOWN);
  const total = format.number(slots.length);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {slots.length > 0 ? (
        <>
          <ul className={styles.slots}>
            {shownSlots(slots, currentPlan).map((slot) => (
              <li key={slot.id}>
                <SlotCard slot={slot} current={slot.name === currentPlan} />
              </li>
            ))}
          </ul>
          {slots.length > MOST_PLANS_SHOWN && (
            <p className={styles.muted}>
              <Trans>
                Showing {shown} of {total} plans.
              </Trans>
            </p>
          )}
        </>
      ) : status === 'failed' ? (
        <LoadProblem className={styles.problem} why={error && failureText(error)} onRetry={() => void load.execute([plan])}>
          <Trans>These plans could not be loaded.</Trans>
        </LoadProblem>
      ) : status === 'succeeded' ? (
        <p className={styles.muted}>
          <Trans>No plans are on sale here right now. Please check again later.</Trans>
        </p>
      ) : (
        <div className={styles.slots} aria-busy="true">
          <span className="visually-hidden" role="status">
            <Trans>Loading plans…</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <span key={i} className={`skeleton ${styles.slotSkeleton}`} />
          ))}
        </div>
      )}
    </section>
  );
}
