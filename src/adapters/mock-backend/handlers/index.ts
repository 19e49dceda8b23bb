import type { RequestHandler } from 'msw';
import type { MockContext } from '../mock-context';
import { artHandlers } from './art';
import { profileHandlers } from './profile';
import { authLoginHandlers } from './auth-login';
import { authSignupHandlers } from './auth-signup';
import { authPasswordResetHandlers } from './auth-password-reset';
import { gamesHandlers } from './games';
import { billingHandlers } from './billing';
import { esportsHandlers } from './esports';
import { voucherHandlers } from './voucher';
import { tournamentHandlers } from './tournaments';
import { diagnosticsHandlers } from './diagnostics';
import { analyticsHandlers } from './analytics';

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
