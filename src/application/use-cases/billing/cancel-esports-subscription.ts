import { PlanCancellation } from './plan-cancellation';
import { ESPORTS_PLAN_CANCELLED } from './billing-messages';

/**
 * POST /auth/esports/subscription/cancel. Spec §4: "A cancel sets a message, default … 'Esports
 * Plan cancelled successfully'" (the server's message when it sends one).
 */
export class CancelEsportsSubscription extends PlanCancellation {
  execute(): Promise<boolean> {
    return this.cancel('esports', () => this.port.cancelEsportsSubscription(), ESPORTS_PLAN_CANCELLED);
  }
}
