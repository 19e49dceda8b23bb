import { token } from '../token';

/**
 * Where the stream use cases report what the user does not see (spec §5 "Otherwise it is ignored
 * and logged as invalid"; §8 'Unexpected SSE payload shape', 'Stream failed'). The browser binds
 * the console, whose warnings and errors the diagnostics area collects.
 */
export interface StreamLog {
  warn(message: string, detail?: unknown): void;
}
export const StreamLog = token<StreamLog>('StreamLog');

/** Spec §8 stream errors, as the use cases log them. */
// eslint-disable-next-line no-restricted-syntax -- a line of the error log, never shown to a player
export const STREAM_FAILED = 'Stream failed';
// eslint-disable-next-line no-restricted-syntax -- a line of the error log, never shown to a player
export const UNEXPECTED_PAYLOAD = 'Unexpected SSE payload shape';
