import { defer, distinctUntilChanged, fromEvent, map, of, startWith, type Observable } from 'rxjs';
import type { PageVisibilityPort } from '../../application/ports/page-visibility.port';

/** document.visibilityState as a stream; outside a browser the page counts as visible. */
export class PageVisibility implements PageVisibilityPort {
  readonly visible$: Observable<boolean>;

  constructor(
    doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined = globalThis.document,
  ) {
    this.visible$ = doc
      ? defer(() =>
          fromEvent(doc, 'visibilitychange').pipe(
            startWith(undefined),
            map(() => doc.visibilityState !== 'hidden'),
            distinctUntilChanged(),
          ),
        )
      : of(true);
  }
}
