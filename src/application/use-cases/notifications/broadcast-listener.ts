import { EMPTY, catchError, merge, switchMap, type Subscription } from 'rxjs';
import type { PushNotification } from '../../../domain/notification';
import type { BroadcastStreamPort } from '../../ports/broadcast-stream.port';
import type { BrowserActivityPort } from '../../ports/browser-activity.port';
import type { PushSubscriptionPort } from '../../ports/push-subscription.port';
import type { StreamEvent } from '../../ports/stream-event';
import { STREAM_FAILED, UNEXPECTED_PAYLOAD, type StreamLog } from '../../ports/stream-log.port';
import type { AuthState } from '../../stores/auth.store';
import type { ProfileState } from '../../stores/profile.store';
import { watchStores } from '../../stores/watch-store';
import type { RedirectPolicy } from '../auth/redirect-policy';
import type { ShowPushModal } from './show-push-modal';

interface Listening {
  token: string | null;
  hasMobile: boolean;
}

/**
 * The broadcast stream of spec §4:
 * - "Connects once the profile has a mobile" (and a token: the stream needs the bearer).
 * - "Restarts if the token changes": a new token closes the stream and opens a new one.
 * - "Reconnects after end or error with backoff doubling from 1 s up to 30 s, reset on success"
 *   (the stream adapter's backoff; a success is a connection that delivered an event or stayed
 *   open 10 s, not one that was accepted and closed at once: docs/decisions) and "when the browser comes online or the tab becomes visible"
 *   (passed to it as the wake-up that cuts a wait short).
 * Each notification opens the push modal; while the tab is hidden it also becomes a system
 * notification when the user allowed them.
 */
export class BroadcastListener {
  private running: Subscription | undefined;

  constructor(
    private readonly stream: BroadcastStreamPort,
    private readonly activity: BrowserActivityPort,
    private readonly auth: AuthState,
    private readonly profile: ProfileState,
    private readonly showPush: ShowPushModal,
    private readonly push: PushSubscriptionPort,
    private readonly urls: RedirectPolicy,
    private readonly log: StreamLog,
  ) {}

  /** Starts listening (once; a second call shares the first) and returns how to stop. */
  start(): () => void {
    this.running ??= watchStores(
      [this.auth, this.profile],
      (): Listening => ({ token: this.auth.token, hasMobile: Boolean(this.profile.profile?.mobile) }),
      (a, b) => a.token === b.token && a.hasMobile === b.hasMobile,
    )
      .pipe(switchMap((now) => (now.token && now.hasMobile ? this.connect() : EMPTY)))
      .subscribe((event) => this.onEvent(event));
    return () => this.stop();
  }

  stop(): void {
    this.running?.unsubscribe();
    this.running = undefined;
  }

  private connect() {
    const wakeUp$ = merge(this.activity.online$, this.activity.visible$);
    return this.stream.notifications(wakeUp$).pipe(
      catchError((error: unknown) => {
        // Only a fatal error gets here (a 401 has ended the session); the stream stays closed.
        this.log.warn(STREAM_FAILED, error);
        return EMPTY;
      }),
    );
  }

  private onEvent(event: StreamEvent<PushNotification | null>): void {
    if (event.type !== 'message') return;
    if (!event.value) {
      this.log.warn(UNEXPECTED_PAYLOAD);
      return;
    }
    this.showPush.execute(event.value);
    if (!this.activity.isVisible() && this.push.permission() === 'granted') this.notifySystem(event.value);
  }

  private notifySystem(notification: PushNotification): void {
    const image = this.urls.check(notification.imageUrl);
    const target = this.urls.check(notification.redirectUrl);
    this.push
      .notify({
        title: notification.title,
        body: notification.message,
        imageUrl: image.ok ? notification.imageUrl : null,
        targetUrl: target.ok ? (notification.redirectUrl ?? null) : null,
      })
      .catch((error: unknown) => this.log.warn('System notification failed', error));
  }
}
