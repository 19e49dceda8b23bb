import type { ModalType, NotificationModalState } from '../../stores/notification-modal.store';
import { initialNotificationModalState } from '../../stores/notification-modal.store';
import { resetStore } from '../../stores/create-store';
import { failureOf, type FailureFallback } from '../../failure-text';
import type { Notice } from '../../notices';
import { PATHS } from '../../../domain/route-paths';

/** Spec §9: "Notification modal auto-close: 3 s or 7 s." */
export const AUTO_CLOSE_SUCCESS_WITH_BUTTON_MS = 3000;
export const AUTO_CLOSE_OTHERWISE_MS = 7000;

export interface NotificationRequest {
  type: ModalType;
  title: Notice;
  text?: Notice;
  /** Shows a button; its title defaults to 'Ok'. */
  buttonTitle?: Notice;
  /** In-app path the button leads to; without it the button closes the modal. */
  buttonTarget?: string;
}

/**
 * Opens and closes the notification modal (spec §4): "It auto-closes after 3 s for a success modal
 * with a button, otherwise after 7 s. It can be closed manually."
 */
export class ShowNotification {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly modal: NotificationModalState) {}

  execute(request: NotificationRequest): void {
    const button = request.buttonTitle !== undefined || request.buttonTarget !== undefined;
    Object.assign(this.modal, {
      open: true,
      modalType: request.type,
      title: request.title,
      text: request.text ?? null,
      button,
      buttonTitle: request.buttonTitle ?? { code: 'ok' },
      buttonTarget: request.buttonTarget ?? null,
    });
    clearTimeout(this.timer);
    const delay = request.type === 'success' && button ? AUTO_CLOSE_SUCCESS_WITH_BUTTON_MS : AUTO_CLOSE_OTHERWISE_MS;
    this.timer = setTimeout(() => this.close(), delay);
  }

  /** A change to the account is saved (the password, the profile): a success modal whose button leads home. */
  saved(title: Notice, text: Notice): void {
    this.execute({ type: 'success', title, text, buttonTitle: { code: 'go-to-home' }, buttonTarget: PATHS.home });
  }

  /** Spec §8: "an error modal titled 'Failed' with the first error message, or" the flow's fallback. */
  failed(error: unknown, fallback: FailureFallback = 'something-went-wrong'): void {
    this.execute({ type: 'error', title: { code: 'failed' }, text: failureOf(error, fallback) });
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    resetStore(this.modal, initialNotificationModalState);
  }
}
