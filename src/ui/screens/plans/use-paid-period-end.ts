import type { PlanId } from '../../../domain/billing';
import { periodEnd } from '../../../domain/plan-terms';
import { latestPurchase } from '../../../domain/receipt';
import { ListReceipts } from '../../../application/use-cases/billing/receipts';
import { useService } from '../../hooks/container-context';

/**
 * When the paid period of the player's plan ends (and a renewing plan charges again), from the
 * receipt of its purchase on this device; null when this device does not know (bought elsewhere).
 */
export function usePaidPeriodEnd(plan: PlanId, planName: string | null): number | null {
  const receipt = latestPurchase(useService(ListReceipts).execute(), plan, planName);
  return receipt ? periodEnd(receipt.at, receipt.validityDays) : null;
}
