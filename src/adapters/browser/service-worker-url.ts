/**
 * The portal's one service worker, at scope '/' (src/adapters/service-worker/sw.ts, built to
 * /sw.js): offline start, caches, updates and push notifications. There is no msw browser worker
 * in this project (the mock backend answers on the server, see src/composition/server), so in mock
 * mode nothing else claims this scope.
 */
export const SERVICE_WORKER_URL = '/sw.js';
