import { token } from '../token';
import type { ErrorLogEntry } from '../../domain/error-log';

/**
 * Spec §7 Diagnostics: "POST /auth/bug/reporting with an array of error log entries
 * {type, message, stack, level, timestamp}. Only the status is read". Resolves with the HTTP
 * status the server answered; rejects only when no answer arrived at all.
 */
export interface ErrorReportPort {
  send(entries: readonly ErrorLogEntry[]): Promise<number>;
}
export const ErrorReportPort = token<ErrorReportPort>('ErrorReportPort');

/** Where a failed upload is told about (spec §8: the console, never the user). */
export interface DiagnosticsConsole {
  error(message: string, detail: unknown): void;
}
export const DiagnosticsConsole = token<DiagnosticsConsole>('DiagnosticsConsole');
