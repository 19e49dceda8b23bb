import type { RequestHandler } from 'msw';
import type { MockContext } from '../mock-context';
import { artHandlers } from './art-handlers';
import { profileHandlers } from './profile-handlers';
import { authLoginHandlers } from './auth-login';
import { authSignupHandlers } from './auth-signup';
import { authPasswordResetHandlers } from './auth-password-reset';
import { gamesHandlers } from './games-handlers';
import { billingHandlers } from './billing-handlers';
import { esportsHandlers } from './esports-handlers';
import { voucherHandlers } from './voucher-handlers';
import { tournamentHandlers } from './tournament-handlers';
import { diagnosticsHandlers } from './diagnostics-handlers';
import { analyticsHandlers } from './analytics-handlers';

/** Every API area of the mock, one line each. */
export function apiHandlers(ctx: MockContext): RequestHandler[] {
  return [
    ...artHandlers(ctx),
    ...profileHandlers(ctx),
    ...authLoginHandlers(ctx),
    ...authSignupHandlers(ctx),
    ...authPasswordResetHandlers(ctx),
    ...gamesHandlers(ctx),
    ...billingHandlers(ctx),
    ...esportsHandlers(ctx),
    ...voucherHandlers(ctx),
    ...tournamentHandlers(ctx),
    ...diagnosticsHandlers(ctx),
    ...analyticsHandlers(),
  ];
}
