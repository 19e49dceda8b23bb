import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavigationPort } from '../../application/ports/navigation.port';
import { PushNotificationStore } from '../../application/stores/push-notification.store';
import { BroadcastListener } from '../../application/use-cases/notifications/broadcast-listener';
import { ShowPushModal } from '../../application/use-cases/notifications/show-push-modal';
import { useService, useStore } from '../hooks/container-context';
import { CloseOrAct } from '../components/modal-actions';
import { Modal } from '../components/modal';

/**
 * The push-notification modal of spec §2 ("title, message, banner image, a Close button and an
 * optional call-to-action button"), and the broadcast listener that fills it (started once with
 * the shell). Text is rendered as text; the image and the target passed the URL guard in
 * ShowPushModal, so the call-to-action appears only for an allowed target.
 */
export function PushNotificationModal() {
  const push = useStore(PushNotificationStore);
  const modal = useService(ShowPushModal);
  const listener = useService(BroadcastListener);
  const navigation = useService(NavigationPort);
  const navigate = useNavigate();
  const { t } = useLingui();
  useEffect(() => listener.start(), [listener]);
  if (!push.open) return null;

  const close = () => modal.close();
  const act = () => {
    const target = push.redirectUrl;
    close();
    if (!target) return;
    if (target.startsWith('/')) void navigate(target);
    else navigation.assign(target);
  };
  return (
    <Modal
      title={push.title || t`Notification`}
      onClose={close}
      image={push.imageUrl ? { src: push.imageUrl, alt: '' } : undefined}
      actions={<CloseOrAct action={push.redirectUrl ? push.ctaText : null} onClose={close} onAct={act} />}
    >
      {push.message && <p>{push.message}</p>}
    </Modal>
  );
}
