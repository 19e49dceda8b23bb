import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount, formatDate } from '../../../domain/plan-terms';
import type { Receipt } from '../../../domain/receipt';
import { ListReceipts } from '../../../application/use-cases/billing/receipts';
import { useService } from '../../hooks/container-context';
import styles from './billing-history.module.css';

/** "Billing history": the receipts of this user's purchases and cancellations kept on this device, newest first. */
export function BillingHistory() {
  const list = useService(ListReceipts);
  const [receipts] = useState(() => list.execute());
  return (
    <section className={styles.history} aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">Billing history</h2>
      {receipts.length === 0 ? (
        <p className={styles.muted}>
          No purchases or cancellations on this device yet. <Link to="/plans">Browse plans</Link>
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
      <p className={styles.muted}>Receipts are kept on this device only.</p>
    </section>
  );
}

function ReceiptLine({ receipt }: { receipt: Receipt }) {
  const plan = receipt.planName ?? (receipt.plan === 'esports' ? 'Esports plan' : 'Premium plan');
  return (
    <article className={styles.receipt} aria-label={`${receipt.kind === 'purchase' ? 'Purchase' : 'Cancellation'}: ${plan}`}>
      <p className={styles.what}>
        {receipt.kind === 'purchase' ? 'Purchase' : 'Cancellation'}: {plan}
      </p>
      <p className={styles.amount}>
        {receipt.amount === null
          ? receipt.kind === 'cancellation'
            ? 'No further charges'
            : 'Amount not known'
          : formatAmount(receipt.amount, receipt.currency)}
      </p>
      <p className={styles.muted}>
        <time dateTime={new Date(receipt.at).toISOString()}>{formatDate(receipt.at)}</time>
        {receipt.reference ? ` · Reference ${receipt.reference}` : ''}
      </p>
    </article>
  );
}
