import { HttpResponse } from 'msw';

/** Every mock response uses the spec's envelope { status, data, errors[] } (spec §3). */
export const ok = <T>(data: T, init?: ResponseInit) => HttpResponse.json({ status: 'OK', data, errors: [] }, init);

/** A refused request: HTTP 400 (unless given) with the message the portal shows to the user. */
export const failed = (message: string, options: { status?: number; code?: string } = {}) =>
  HttpResponse.json(
    { status: 'FAILED', data: null, errors: [{ message, ...(options.code ? { code: options.code } : {}) }] },
    { status: options.status ?? 400 },
  );

export const unauthorized = () => failed('Please log in to continue.', { status: 401 });

/** Reads a JSON body; malformed bodies read as an empty object so handlers answer with a clear error. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
