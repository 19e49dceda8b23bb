import type { Observable } from 'rxjs';
import { token } from '../token';

/** Whether the device has a network, as the browser reports it (navigator.onLine and its events). */
export interface NetworkStatusPort {
  isOnline(): boolean;
  /** Emits when the browser comes back online. */
  online$: Observable<void>;
}
export const NetworkStatusPort = token<NetworkStatusPort>('NetworkStatusPort');
