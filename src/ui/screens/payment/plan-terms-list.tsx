import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PricingSlot } from '../../../domain/billing';
import { periodEnd, PLAN_UNLOCKS } from '../../../domain/plan-terms';
import { usePrices } from '../../i18n/price';
import { useBillingFormat } from '../plans/use-billing-format';
import styles from './payment.module.css';

/**
 * What the player agrees to, stated before the code is sent: the price and the charges the plan
 * states, the period and its automatic renewal, the next charge, what the plan unlocks and how to
 * cancel. A plain description list, read in order by a screen reader. The rules are the domain's
 * (PLAN_UNLOCKS, periodEnd in src/domain/plan-terms.ts), the words are written here in the active language.
 */
export function PlanTermsList({ slot }: { slot: PricingSlot }) {
  // The date the terms speak of is fixed when the step opens, not re-read on every render.
  const [now] = useState(() => Date.now());
  const { t } = useLingui();
  const billing = useBillingFormat();
  const prices = usePrices();
  const name = slot.name;
  const period = billing.period(slot.validityDays);
  const charges: string[] = [];
  if (slot.vat != null) {
    const vat = prices.amount(slot.vat, slot.currency);
    charges.push(t`VAT: ${vat}`);
  }
  if (slot.supplementaryCharge != null) {
    const supplementary = prices.amount(slot.supplementaryCharge, slot.currency);
    charges.push(t`Supplementary charge: ${supplementary}`);
  }
  if (charges.length === 0) charges.push(t`The plan does not state VAT or a supplementary charge separately.`);
  const next = periodEnd(now, slot.validityDays);
  const nextDate = next === null ? '' : billing.date(next);
  return (
    <dl className={styles.terms} aria-label={t`Terms of ${name}`}>
      <div>
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>
          <strong>{prices.amount(slot.price, slot.currency)}</strong>
          {slot.validityDays > 0 ? ` ${t`every ${period}`}` : ''}
          {charges.map((line) => (
            <span key={line} className={styles.termsNote}>
              {line}
            </span>
          ))}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Renewal</Trans>
        </dt>
        <dd>
          {slot.validityDays > 0
            ? t`Renews automatically every ${period} until you cancel.`
            : t`Renews automatically until you cancel. The plan does not state how long each period lasts.`}
          {next === null ? null : (
            <span className={styles.termsNote}>
              <Trans>Next charge: {nextDate}, unless you cancel before.</Trans>
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Unlocks</Trans>
        </dt>
        <dd>{billing.list(PLAN_UNLOCKS[slot.plan])}</dd>
      </div>
      <div>
        <dt>
          <Trans>How to cancel</Trans>
        </dt>
        <dd>
          <Trans>Cancel any time on the Plans page: open Plans, then Cancel plan. No further charge after that.</Trans>
        </dd>
      </div>
    </dl>
  );
}
