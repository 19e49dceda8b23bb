import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Receipt } from '../../../domain/receipt';
import { ListReceipts } from '../../../application/use-cases/billing/receipts';
import { useService } from '../../hooks/container-context';
import { useFormat } from '../../i18n/format';
import { usePrices } from '../../i18n/price';
import styles from './billing-history.module.css';
import { PATHS } from '../../../domain/route-paths';

/** "Billing history": the receipts of this user's purchases and cancellations kept on this device, newest first. */
export function BillingHistory() {
  const list = useService(ListReceipts);
  const [receipts] = useState(() => list.execute());
  return (
    <section className={styles.history} aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">
        <Trans>Billing history</Trans>
      </h2>
      {receipts.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No purchases or cancellations on this device yet.</Trans>{' '}
          <Link to={PATHS.plans}>
            <Trans>Browse plans</Trans>
          </Link>
        </p>
      ) : (
        <ul className={styles.receipts}>
          {receipts.map((receipt) => (
            <li key={receipt.id}>
              <ReceiptLine receipt={receipt} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        <Trans>Receipts are kept on this device only.</Trans>
      </p>
    </section>
  );
}

function ReceiptLine({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const format = useFormat();
  const prices = usePrices();
  // The day of the charge in Bangladesh, as the plan's terms count it.
  const day = format.dayInBangladesh(receipt.at);
  const plan = receipt.planName ?? (receipt.plan === 'esports' ? t`Esports plan` : t`Premium plan`);
  const what = receipt.kind === 'purchase' ? t`Purchase: ${plan}` : t`Cancellation: ${plan}`;
  const amount =
    receipt.amount === null
      ? receipt.kind === 'cancellation'
        ? t`No further charges`
        : t`Amount not known`
      : prices.amount(receipt.amount, receipt.currency);
  const reference = receipt.reference;
  return (
    <article className={styles.receipt} aria-label={what}>
      <p className={styles.what}>{what}</p>
      <p className={styles.amount}>{amount}</p>
      <p className={styles.muted}>
        <time dateTime={new Date(receipt.at).toISOString()}>{day}</time>
        {reference ? ` · ${t`Reference ${reference}`}` : ''}
      </p>
    </article>
  );
}
