import type { Observable } from 'rxjs';
import { token } from '../token';

/** The browser events the broadcast stream reacts to (spec §4 "Reconnects when the browser comes online or the tab becomes visible"). */
export interface BrowserActivityPort {
  /** Emits when the browser comes back online. */
  online$: Observable<void>;
  /** Emits when the tab becomes visible. */
  visible$: Observable<void>;
  isVisible(): boolean;
}
export const BrowserActivityPort = token<BrowserActivityPort>('BrowserActivityPort');
