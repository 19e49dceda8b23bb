import type { Observable } from 'rxjs';
import { token } from '../token';
import type { PushNotification } from '../../domain/notification';
import type { StreamEvent } from './stream-event';

/**
 * Spec §7 "GET /tournament/push/notification/broadcast (bearer token, events carry JSON with an
 * optional notification wrapper)". Subscribing opens the stream with the current token; after an
 * end or error it reconnects with the backoff of spec §9 (1 s doubling to 30 s, reset once a
 * connection succeeds), or at once when `wakeUp$` emits during the wait. A 401 ends the session
 * (the cross-call rule) and the stream errors without reconnecting. A message that is not a
 * notification arrives as null.
 */
export interface BroadcastStreamPort {
  notifications(wakeUp$: Observable<unknown>): Observable<StreamEvent<PushNotification | null>>;
}
export const BroadcastStreamPort = token<BroadcastStreamPort>('BroadcastStreamPort');
