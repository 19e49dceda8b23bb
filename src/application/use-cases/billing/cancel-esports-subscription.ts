import { PlanCancellation, type CancellationResult } from './plan-cancellation';

/**
 * POST /auth/esports/subscription/cancel. Spec §4: "A cancel sets a message, default … 'Esports
 * Plan cancelled successfully'" (the server's message when it sends one).
 */
export class CancelEsportsSubscription extends PlanCancellation {
  /** `pin`: the parent's PIN, once family mode asked for it. */
  execute(pin?: string): Promise<CancellationResult> {
    return this.cancel('esports', () => this.port.cancelEsportsSubscription(), { code: 'esports-plan-cancelled' }, pin);
  }
}
