import { useState } from 'react';
import type { PricingSlot } from '../../../domain/billing';
import { formatPeriod, planTerms } from '../../../domain/plan-terms';
import styles from './payment.module.css';

/**
 * What the player agrees to, stated before the code is sent: the price and the charges the plan
 * states, the period and its automatic renewal, the next charge, what the plan unlocks and how to
 * cancel. A plain description list, read in order by a screen reader.
 */
export function PlanTermsList({ slot }: { slot: PricingSlot }) {
  // The date the terms speak of is fixed when the step opens, not re-read on every render.
  const [now] = useState(() => Date.now());
  const terms = planTerms(slot, now);
  return (
    <dl className={styles.terms} aria-label={`Terms of ${slot.name}`}>
      <div>
        <dt>Price</dt>
        <dd>
          <strong>{terms.amount}</strong>
          {slot.validityDays > 0 ? ` every ${formatPeriod(slot.validityDays)}` : ''}
          {terms.charges.map((line) => (
            <span key={line} className={styles.termsNote}>
              {line}
            </span>
          ))}
        </dd>
      </div>
      <div>
        <dt>Renewal</dt>
        <dd>
          {terms.renewal}
          {terms.nextCharge ? <span className={styles.termsNote}>{terms.nextCharge}</span> : null}
        </dd>
      </div>
      <div>
        <dt>Unlocks</dt>
        <dd>{terms.unlocks.join(', ')}</dd>
      </div>
      <div>
        <dt>How to cancel</dt>
        <dd>{terms.howToCancel}</dd>
      </div>
    </dl>
  );
}
