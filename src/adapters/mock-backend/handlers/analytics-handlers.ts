import { http, HttpResponse } from 'msw';
import { failed } from './mock-envelope';

/**
 * The beacon endpoint of AppConfig.analytics (mode 'beacon', default endpoint
 * /api/analytics/events), so the mode can be seen working against the mock: every event shows up
 * in the request log (GET /__mock__/requests). A beacon reads no answer: 204.
 */
export function analyticsHandlers() {
  return [
    http.post('*/api/analytics/events', async ({ request }) => {
      const event: unknown = await request.json().catch(() => null);
      const name = event && typeof event === 'object' ? (event as Record<string, unknown>).name : undefined;
      if (typeof name !== 'string' || name === '')
        return failed('Expected an analytics event {name, distinctId, properties, timestamp}');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
