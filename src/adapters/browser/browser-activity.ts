import { EMPTY, filter, fromEvent, map, type Observable } from 'rxjs';
import type { BrowserActivityPort } from '../../application/ports/browser-activity.port';

/** online / visibilitychange events of the page (none outside a browser). */
export class BrowserActivity implements BrowserActivityPort {
  readonly online$: Observable<void>;
  readonly visible$: Observable<void>;

  constructor(private readonly win: Window | undefined = globalThis.window) {
    const doc = win?.document;
    this.online$ = win ? fromEvent(win, 'online').pipe(map(() => undefined)) : EMPTY;
    this.visible$ = doc
      ? fromEvent(doc, 'visibilitychange').pipe(
          filter(() => doc.visibilityState === 'visible'),
          map(() => undefined),
        )
      : EMPTY;
  }

  isVisible(): boolean {
    return this.win?.document.visibilityState !== 'hidden';
  }
}
