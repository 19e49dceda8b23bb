import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ToastStore, type ToastKind } from '../../application/stores/toast.store';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { useService, useStore } from '../hooks/container-context';
import { Icon } from '../components/icons';
import { NoticeText } from './lazy-notice-text';
import styles from './toast-host.module.css';

const ICON: Record<ToastKind, ReactNode> = {
  info: <Icon name="info" size={20} />,
  success: <Icon name="checkCircle" size={20} />,
  error: <Icon name="errorCircle" size={20} />,
};

/** Spec §2 "Notification toasts appear top-right"; ShowToast removes each after 5 s (spec §9).
 * The region is always present so assistive technology is listening before a toast arrives. */
export function ToastHost() {
  const { toasts } = useStore(ToastStore);
  const showToast = useService(ShowToast);
  const { t } = useLingui();
  return (
    <section className={styles.region} aria-label={t`Notifications`}>
      {toasts.map((toast) => (
        <div key={toast.id} role="status" className={`${styles.toast} ${styles[toast.kind] ?? ''}`}>
          <span className={styles.icon}>{ICON[toast.kind]}</span>
          <p className={styles.message}>
            <NoticeText notice={toast.notice} />
          </p>
          <button
            type="button"
            className={`icon-button ${styles.dismiss}`}
            aria-label={t`Dismiss notification`}
            onClick={() => showToast.dismiss(toast.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </section>
  );
}
