import { PlanCancellation } from './plan-cancellation';

/**
 * POST /auth/esports/subscription/cancel. Spec §4: "A cancel sets a message, default … 'Esports
 * Plan cancelled successfully'" (the server's message when it sends one).
 */
export class CancelEsportsSubscription extends PlanCancellation {
  execute(): Promise<boolean> {
    return this.cancel('esports', () => this.port.cancelEsportsSubscription(), { code: 'esports-plan-cancelled' });
  }
}
