import type { RequestHandler } from 'msw';
import type { MockContext } from '../mock-context';
import { artHandlers } from './art';

/** Every API area of the mock, one line each. */
export function apiHandlers(ctx: MockContext): RequestHandler[] {
  return [
    ...artHandlers(ctx),
  ];
}
