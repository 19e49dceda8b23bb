import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NotificationModalStore, type ModalType } from '../../application/stores/notification-modal.store';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { useService, useStore } from '../hooks/container-context';
import { CloseOrAct } from '../components/modal-actions';
import { Modal, type ModalTone } from '../components/modal';
import { Icon } from '../components/icons';
import { useNoticeText } from '../components/notice-text';

const LOOK: Record<ModalType, { tone: ModalTone; icon: ReactNode }> = {
  success: { tone: 'success', icon: <Icon name="checkCircle" size={32} /> },
  error: { tone: 'error', icon: <Icon name="errorCircle" size={32} /> },
  warning: { tone: 'warning', icon: <Icon name="warning" size={32} /> },
  favorite: { tone: 'favorite', icon: <Icon name="heart" size={32} /> },
};

/**
 * The global notification modal (spec §2, §3): shows what ShowNotification put in the store. The
 * auto-close timers live in ShowNotification; this component only draws and forwards clicks.
 */
export function NotificationModal() {
  const modal = useStore(NotificationModalStore);
  const notification = useService(ShowNotification);
  const navigate = useNavigate();
  const words = useNoticeText();
  if (!modal.open) return null;

  const close = () => notification.close();
  const act = () => {
    const target = modal.buttonTarget;
    close();
    if (target) void navigate(target);
  };
  const look = LOOK[modal.modalType];
  return (
    <Modal
      title={modal.title ? words(modal.title) : ''}
      tone={look.tone}
      icon={look.icon}
      onClose={close}
      actions={<CloseOrAct action={modal.button ? words(modal.buttonTitle) : null} onClose={close} onAct={act} />}
    >
      {modal.text && <p>{words(modal.text)}</p>}
    </Modal>
  );
}
