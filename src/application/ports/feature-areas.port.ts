import { token } from '../token';

/**
 * Feature areas whose code is downloaded only when a screen needs them, so the first load of
 * /home carries the shell and the catalogue, not billing, tournaments or the account forms.
 * - account: login, social sign-in, single sign-on, logout, signup and password reset
 * - commerce: plans and billing, esports, voucher
 * - tournament: tournament details, registration and the live leaderboard
 * - push: the broadcast stream, the push modal and web push (only for a logged-in user)
 * - game-actions: what a game's page and the play screen do (like, favourite, rating, share, save for
 *   offline, starting and opening a game) and the queue of actions made offline, which the shell
 *   also loads once the first screen is up, to send what is waiting
 * - installed-app: the portal as an installed app (its service worker, "A new version is ready" and the
 *   install offer), loaded once the first screen is up
 * - analytics: the analytics adapter and use cases (user identified, page views, engagement),
 *   loaded once the first screen is up
 * - family: family mode (its PIN, the monthly spending and daily play-time limits, the children's
 *   catalogue), loaded by what it guards and the profile's page
 */
export const FEATURE_AREAS = [
  'account',
  'commerce',
  'tournament',
  'push',
  'game-actions',
  'installed-app',
  'analytics',
  'family',
] as const;
export type FeatureArea = (typeof FEATURE_AREAS)[number];

/**
 * The areas the shell loads on every page once the first screen is up (see the list above): the
 * build fetches their files first (scripts/route-build.ts).
 */
export const AREAS_AFTER_FIRST_SCREEN = ['game-actions', 'installed-app', 'analytics'] as const satisfies readonly FeatureArea[];
export type AreaAfterFirstScreen = (typeof AREAS_AFTER_FIRST_SCREEN)[number];
export const isAreaAfterFirstScreen = (area: FeatureArea): area is AreaAfterFirstScreen =>
  (AREAS_AFTER_FIRST_SCREEN as readonly FeatureArea[]).includes(area);

export interface FeatureAreasPort {
  /** Resolves once the area's services are bound; a failed download rejects and may be retried. */
  ensure(area: FeatureArea): Promise<void>;
  isReady(area: FeatureArea): boolean;
}
export const FeatureAreasPort = token<FeatureAreasPort>('FeatureAreasPort');
