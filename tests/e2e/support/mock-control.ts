import { inject } from 'vitest';
import type { FaultSpec } from '../../../src/adapters/mock-backend/control/faults';
import type { LoggedRequest } from '../../../src/adapters/mock-backend/control/request-log';

/** The control API of the mock backend (POST /__mock__/reset, /__mock__/faults, GET /__mock__/requests). */

export type { FaultSpec } from '../../../src/adapters/mock-backend/control/faults';

/** The mock redacts the Authorization header to 'Bearer …<last4>' and password fields to '[redacted]'. */
export type { LoggedRequest } from '../../../src/adapters/mock-backend/control/request-log';

async function control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${inject('baseUrl')}/__mock__/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`Mock control ${method} /__mock__/${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Fresh seed data, no faults, empty request log. */
export async function resetMock(): Promise<void> {
  await control('POST', 'reset');
}

/** The next `times` requests whose path starts with `match` fail as specified. */
export async function addFault(spec: FaultSpec): Promise<void> {
  await control('POST', 'faults', spec);
}

export async function clearFaults(): Promise<void> {
  await control('DELETE', 'faults');
}

/** The API requests the mock received since the last reset, oldest first. */
export async function requests(): Promise<LoggedRequest[]> {
  const { requests: list } = (await control('GET', 'requests')) as { requests: LoggedRequest[] };
  return list;
}

/** How many requests with exactly this method and path the mock received. */
export async function countRequests(method: string, path: string): Promise<number> {
  return (await requests()).filter((r) => r.method === method && r.path === path).length;
}

/** Empties the request log without touching data or faults. */
export async function clearRequestLog(): Promise<void> {
  await control('DELETE', 'requests');
}
