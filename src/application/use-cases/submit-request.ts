import type { AsyncState } from '../stores/async-state';
import type { ShowNotification } from './notifications/show-notification';
import { runLoad, type LoadSteps } from './run-load';

/**
 * A request the player submitted from a form (signup, a code, a password reset or change, a
 * profile update): runLoad through the steps of spec §4, and a failure also shows the 'Failed'
 * modal with the server's first message or the flow's fallback (spec §8). True once the answer is
 * applied.
 */
export async function submitRequest<T>(
  state: AsyncState | (() => AsyncState),
  work: () => Promise<T>,
  steps: LoadSteps<T>,
  notification: ShowNotification,
): Promise<boolean> {
  const outcome = await runLoad(state, work, steps);
  if (outcome.status === 'failed') notification.failed(outcome.error, steps.fallback);
  return outcome.status === 'succeeded';
}
