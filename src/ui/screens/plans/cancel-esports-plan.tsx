import { useState } from 'react';
import { BillingStore } from '../../../application/stores/billing.store';
import { CancelEsportsSubscription } from '../../../application/use-cases/billing/cancel-esports-subscription';
import { useService, useStore } from '../../hooks/container-context';
import { Modal } from '../../components/modal';
import styles from './plans.module.css';

/** Cancelling the esports plan (POST /auth/esports/subscription/cancel), after a confirmation: it is one tap otherwise. */
export function CancelEsportsPlan({ planName }: { planName: string | null }) {
  const { loading } = useStore(BillingStore);
  const cancel = useService(CancelEsportsSubscription);
  const [confirming, setConfirming] = useState(false);

  return (
    <section className={styles.section} aria-labelledby="cancel-esports-title">
      <h2 id="cancel-esports-title">Cancel your esports plan</h2>
      <p className={styles.muted}>{planName ? `You are on ${planName}.` : 'You have an esports plan.'}</p>
      <button
        type="button"
        className={`button button--ghost ${styles.danger}`}
        disabled={loading}
        onClick={() => setConfirming(true)}
      >
        Cancel esports plan
      </button>
      {confirming && (
        <Modal
          title="Cancel your esports plan?"
          tone="warning"
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                Keep esports plan
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setConfirming(false);
                  void cancel.execute();
                }}
              >
                Yes, cancel esports plan
              </button>
            </>
          }
        >
          You will no longer be able to join esports cups with this plan.
        </Modal>
      )}
    </section>
  );
}
