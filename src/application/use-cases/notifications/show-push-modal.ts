import type { PushNotification } from '../../../domain/notification';
import { initialPushModalFields, type PushNotificationState } from '../../stores/push-notification.store';
import type { RedirectPolicy } from '../auth/redirect-policy';

/**
 * The push-notification modal of spec §2 ("title, message, banner image, a Close button and an
 * optional call-to-action button"). Spec §4: "Push modal auto-closes after isAutoClose seconds if
 * greater than 0. Closing it clears all its fields." Server URLs pass the URL guard first: an
 * image or target that fails it is dropped (no image, no call-to-action), never followed.
 */
export class ShowPushModal {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly state: PushNotificationState,
    private readonly urls: RedirectPolicy,
  ) {}

  execute(notification: PushNotification): void {
    const image = this.urls.check(notification.imageUrl);
    const target = this.urls.check(notification.redirectUrl);
    Object.assign(this.state, {
      open: true,
      title: notification.title,
      message: notification.message,
      imageUrl: image.ok ? notification.imageUrl : null,
      autoCloseSeconds: notification.autoCloseSeconds,
      redirectUrl: target.ok ? target.url : null,
      ctaText: target.ok ? notification.ctaText : null,
    });
    clearTimeout(this.timer);
    this.timer =
      notification.autoCloseSeconds > 0 ? setTimeout(() => this.close(), notification.autoCloseSeconds * 1000) : undefined;
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    Object.assign(this.state, initialPushModalFields());
  }
}
