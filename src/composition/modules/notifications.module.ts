import { ContainerModule } from 'inversify';
import { NotificationModalStore, createNotificationModalStore } from '../../application/stores/notification-modal.store';
import { ToastStore, createToastStore } from '../../application/stores/toast.store';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { bindClass } from '../bind-class';

/** The global feedback of spec §2: the notification modal and the top-right toasts. */
export const notificationsModule = () =>
  new ContainerModule(({ bind }) => {
    bind(NotificationModalStore).toConstantValue(createNotificationModalStore());
    bind(ToastStore).toConstantValue(createToastStore());
    bindClass(bind, ShowNotification, [NotificationModalStore]);
    bindClass(bind, ShowToast, [ToastStore]);
  });
