import type { RequestHandler } from 'msw';
import type { MockContext } from '../mock-context';
import { artHandlers } from './art';
import { profileHandlers } from './profile';
import { authLoginHandlers } from './auth-login';

/** Every API area of the mock, one line each. */
export function apiHandlers(ctx: MockContext): RequestHandler[] {
  return [
    ...artHandlers(ctx),
    ...profileHandlers(ctx),
    ...authLoginHandlers(ctx),
  ];
}
