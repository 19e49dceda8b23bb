import type { Observable } from 'rxjs';
import { token } from '../token';
import type { ConnectionHints } from '../../domain/data-saver';

/** navigator.connection: Save-Data and the connection's effective type, and when they change. */
export interface ConnectionHintsPort {
  read(): ConnectionHints;
  change$: Observable<void>;
}
export const ConnectionHintsPort = token<ConnectionHintsPort>('ConnectionHintsPort');
