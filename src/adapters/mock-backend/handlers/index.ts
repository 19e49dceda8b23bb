import type { RequestHandler } from 'msw';
import type { MockContext } from '../mock-context';
import { artHandlers } from './art';
import { profileHandlers } from './profile';

/** Every API area of the mock, one line each. */
export function apiHandlers(ctx: MockContext): RequestHandler[] {
  return [
    ...artHandlers(ctx),
    ...profileHandlers(ctx),
  ];
}
