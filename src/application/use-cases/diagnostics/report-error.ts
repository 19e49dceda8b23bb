import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { DiagnosticsConsole, ErrorReportPort } from '../../ports/error-report.port';
import type { Clock } from '../../ports/clock.port';
import { appendToErrorLog, errorLogEntry, withoutSent, type ErrorLogEntry, type ErrorLogInput } from '../../../domain/error-log';

/** Spec §8: "Failed error-report upload: console shows 'Failed to send log to API:' plus the error." */
// eslint-disable-next-line no-restricted-syntax -- a line of the error log, never shown to a player
export const REPORT_FAILED_MESSAGE = 'Failed to send log to API:';
/** Spec §9: "Success status for clearing stored error logs: 200." */
export const REPORT_SUCCESS_STATUS = 200;

/**
 * Spec §4: "Error log: each new entry is appended to the stored list, then the whole list is
 * posted. The list is cleared only when the server answers status 200. On failure entries stay
 * and go out with the next report."
 *
 * Diagnostics must never make things worse: nothing here throws, the user sees nothing, and at
 * most one report is on its way at a time. Errors that arrive meanwhile are stored and sent by
 * one follow-up report once the current one succeeded (after a failure they wait for the next
 * error or the next visit, so a dead server is not hammered).
 */
export class ReportError {
  private busy = false;
  private again = false;
  private current: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly reports: ErrorReportPort,
    private readonly clock: Clock,
    private readonly console: DiagnosticsConsole,
  ) {}

  /** Logs one error: append, store, then post the whole stored list. */
  execute(input: ErrorLogInput): Promise<void> {
    try {
      this.storage.set('error-log', appendToErrorLog(this.stored(), errorLogEntry(input, this.clock())));
    } catch {
      // An entry that cannot even be built or stored is dropped: reporting must never throw.
    }
    return this.flush();
  }

  /** At start: entries a previous visit could not deliver go out now. */
  sendPending(): Promise<void> {
    return this.stored().length > 0 ? this.flush() : Promise.resolve();
  }

  private flush(): Promise<void> {
    if (this.busy) {
      this.again = true;
      return this.current;
    }
    this.busy = true;
    this.current = this.drain();
    return this.current;
  }

  private async drain(): Promise<void> {
    try {
      let delivered: boolean;
      do {
        this.again = false;
        delivered = await this.postAll();
      } while (delivered && this.again);
    } finally {
      this.busy = false;
    }
  }

  private async postAll(): Promise<boolean> {
    const sent = this.stored();
    if (sent.length === 0) return true;
    try {
      const status = await this.reports.send(sent);
      if (status !== REPORT_SUCCESS_STATUS) throw new Error(`The server answered HTTP ${status}`);
      // Only what was posted is cleared; entries stored while the report was on its way stay.
      const rest = withoutSent(this.stored(), sent);
      if (rest.length > 0) this.storage.set('error-log', rest);
      else this.storage.remove('error-log');
      return true;
    } catch (error) {
      tell(() => this.console.error(REPORT_FAILED_MESSAGE, error));
      return false;
    }
  }

  private stored(): ErrorLogEntry[] {
    return this.storage.get('error-log') ?? [];
  }
}

/** Even the console may fail (a broken wrapper); a rejected report would be captured and reported again. */
function tell(log: () => void): void {
  try {
    log();
  } catch {
    // Nothing left to tell.
  }
}
