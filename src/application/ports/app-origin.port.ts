import { token } from '../token';

/**
 * The origin the portal itself is served from (e.g. 'https://play.example.com'), which the URL
 * guard needs to tell in-app URLs from foreign ones. A fact about where the app runs, not a
 * setting: it is read from the browser by the composition root rather than configured in
 * config.json, where it could drift from the real address.
 */
export type AppOrigin = string;
export const AppOrigin = token<AppOrigin>('AppOrigin');
