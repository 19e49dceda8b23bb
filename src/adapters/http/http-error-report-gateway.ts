import type { ErrorLogEntry } from '../../domain/error-log';
import type { ErrorReportPort } from '../../application/ports/error-report.port';
import type { HttpClient } from './http-client';

/**
 * Spec §7: "POST /auth/bug/reporting with an array of error log entries {type, message, stack,
 * level, timestamp}. Only the status is read, and 200 means success."
 *
 * Goes through HttpClient.status, i.e. through the cross-call retry rule of §7 (a 5xx or a
 * missing answer is retried after 1 s, 2 s, 3 s). Decision: the rule says "any call", and the
 * report runs in the background where the extra seconds cost the user nothing while a blip of
 * the server no longer leaves the log behind; ReportError keeps at most one report in flight,
 * so the retries never multiply.
 */
export class HttpErrorReportGateway implements ErrorReportPort {
  constructor(private readonly http: HttpClient) {}

  send(entries: readonly ErrorLogEntry[]): Promise<number> {
    const body = entries.map(({ type, message, stack, level, timestamp }) => ({ type, message, stack, level, timestamp }));
    return this.http.status({ method: 'POST', path: '/auth/bug/reporting', body });
  }
}
