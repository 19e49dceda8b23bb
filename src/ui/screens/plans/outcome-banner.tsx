import { useEffect, useRef } from 'react';
import { BillingStore } from '../../../application/stores/billing.store';
import { useStore } from '../../hooks/container-context';
import { useNoticeText } from '../../components/notice-text';
import styles from './plans.module.css';

/**
 * The latest billing outcome (a purchase, a return from the payment page, a cancel) or failure.
 * It takes the focus when it changes, so the news is read out and seen even when the action was
 * further down the page. (After a purchase that a feature sent the player to, the use cases take
 * them back where they were instead.)
 */
export function OutcomeBanner() {
  const { message, error } = useStore(BillingStore);
  const banner = useRef<HTMLDivElement>(null);
  const words = useNoticeText();
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
      <p>{words(text)}</p>
    </div>
  );
}
