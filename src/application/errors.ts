/**
 * Why a call to the outside failed, in terms the use cases can act on.
 * - rejected: the server answered with an envelope whose status is not OK (message = first error)
 * - unauthorized: 401; the session has already been ended by the HTTP adapter
 * - network: no response at all (after the retries of the spec)
 * - server: a 5xx after the retries, or another non-2xx status
 * - malformed: a response that does not match the expected shape
 */
export type FailureReason = 'rejected' | 'unauthorized' | 'network' | 'server' | 'malformed';

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly reason: FailureReason,
    message: string,
    /** Server-supplied error code (tournament calls carry one, e.g. 'Not Premium User'). */
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
