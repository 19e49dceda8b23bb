/** Types for ensure-nginx.mjs, so the TypeScript e2e test can reuse it. */
export const NGINX: string;
export const BROTLI_STATIC_MODULE: string;
export function ensureNginx(): boolean;
