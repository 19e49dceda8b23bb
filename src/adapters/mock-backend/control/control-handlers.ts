import { http, HttpResponse } from 'msw';
import type { FaultRegistry, FaultSpec } from './faults';
import type { RequestLog } from './request-log';

export interface ControlDeps {
  reset: () => void;
  faults: FaultRegistry;
  log: RequestLog;
}

/**
 * The control API of the mock (mock mode only; see README "Mock backend"):
 * POST /__mock__/reset, POST|DELETE /__mock__/faults, GET|DELETE /__mock__/requests.
 */
export function controlHandlers({ reset, faults, log }: ControlDeps) {
  return [
    http.post('*/__mock__/reset', () => {
      reset();
      return HttpResponse.json({ reset: true });
    }),
    http.post('*/__mock__/faults', async ({ request }) => {
      const spec = (await request.json().catch(() => null)) as FaultSpec | null;
      if (!spec || typeof spec.match !== 'string' || !spec.match.startsWith('/')) {
        return HttpResponse.json(
          {
            error: 'Expected { "match": "/api/...", "times"?, "status"?, "networkError"?, "delayMs"?, "body"?, "contentType"? }',
          },
          { status: 400 },
        );
      }
      faults.add(spec);
      return HttpResponse.json({ faults: faults.list() });
    }),
    http.get('*/__mock__/faults', () => HttpResponse.json({ faults: faults.list() })),
    http.delete('*/__mock__/faults', () => {
      faults.clear();
      return HttpResponse.json({ faults: [] });
    }),
    http.get('*/__mock__/requests', () => HttpResponse.json({ requests: log.list() })),
    http.delete('*/__mock__/requests', () => {
      log.clear();
      return HttpResponse.json({ requests: [] });
    }),
  ];
}
