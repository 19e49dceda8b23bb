import type { FamilyGatePort } from '../../ports/family-gate.port';
import type { CheckFamilyPin } from './check-family-pin';
import type { CheckFamilyPurchase } from './check-family-purchase';

/** Family mode's word on a purchase and on a cancellation, as the billing use cases ask for it. */
export const familyChecks = (purchase: CheckFamilyPurchase, pin: CheckFamilyPin): FamilyGatePort => ({
  purchase: (price, typed) => purchase.execute(price, typed),
  cancel: (typed) => pin.execute(typed),
});
