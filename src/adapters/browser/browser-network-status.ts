import { EMPTY, fromEvent, map, type Observable } from 'rxjs';
import type { NetworkStatusPort } from '../../application/ports/network-status.port';

/** navigator.onLine and the window's online event; outside a browser, always online. */
export class BrowserNetworkStatus implements NetworkStatusPort {
  readonly online$: Observable<void>;

  constructor(private readonly win: Window | undefined = globalThis.window) {
    this.online$ = win ? fromEvent(win, 'online').pipe(map(() => undefined)) : EMPTY;
  }

  isOnline(): boolean {
    return this.win?.navigator.onLine !== false;
  }
}
