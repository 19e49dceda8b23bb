import { useEffect, useRef, useState } from 'react';
import { BillingStore } from '../../../application/stores/billing.store';
import { ContinueAfterPurchase, FindPurchaseReturnPath } from '../../../application/use-cases/billing/continue-after-purchase';
import { useService, useStore } from '../../hooks/container-context';
import styles from './plans.module.css';

/**
 * The latest billing outcome (a purchase, a return from the payment page, a cancel) or failure.
 * It takes the focus when it changes, so the news is read out and seen even when the action was
 * further down the page. After a purchase, 'Continue' leads back to where the user came from.
 */
export function OutcomeBanner() {
  const { message, error, verified } = useStore(BillingStore);
  const findReturnPath = useService(FindPurchaseReturnPath);
  const continueAfterPurchase = useService(ContinueAfterPurchase);
  const [returnPath] = useState(() => findReturnPath.execute());
  const banner = useRef<HTMLDivElement>(null);
  const text = error ?? message;

  useEffect(() => {
    if (text) banner.current?.focus();
  }, [text]);

  if (!text) return null;
  return (
    <div
      ref={banner}
      tabIndex={-1}
      className={error ? `${styles.banner} ${styles.bannerError}` : styles.banner}
      role={error ? 'alert' : 'status'}
    >
      <p>{text}</p>
      {!error && verified && returnPath ? (
        <button type="button" className="button" onClick={() => continueAfterPurchase.execute()}>
          Continue
        </button>
      ) : null}
    </div>
  );
}
