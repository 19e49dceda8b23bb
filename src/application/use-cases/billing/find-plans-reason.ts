import { plansReasonFor, type PlansReason } from '../../../domain/plans-reason';
import type { FindPurchaseReturnPath } from './continue-after-purchase';

/** The reason /plans opened, when a feature that needs a plan sent the player there (see plansReasonFor). */
export class FindPlansReason {
  constructor(private readonly findReturnPath: FindPurchaseReturnPath) {}

  execute(): PlansReason | null {
    return plansReasonFor(this.findReturnPath.execute());
  }
}
