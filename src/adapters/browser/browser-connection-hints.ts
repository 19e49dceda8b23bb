import { EMPTY, fromEvent, map, type Observable } from 'rxjs';
import type { ConnectionHintsPort } from '../../application/ports/connection-hints.port';
import type { ConnectionHints } from '../../domain/data-saver';

/** The Network Information API (Chromium-based browsers); elsewhere it says nothing. */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

export class BrowserConnectionHints implements ConnectionHintsPort {
  readonly change$: Observable<void>;
  private readonly connection: NetworkInformation | undefined;

  constructor(nav: Navigator | undefined = globalThis.navigator) {
    this.connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
    this.change$ = this.connection ? fromEvent(this.connection, 'change').pipe(map(() => undefined)) : EMPTY;
  }

  read(): ConnectionHints {
    return {
      saveData: this.connection?.saveData === true,
      effectiveType: typeof this.connection?.effectiveType === 'string' ? this.connection.effectiveType : null,
    };
  }
}
