import { toAsciiDigits } from '../../../domain/digits';
import type { FamilyGatePort } from '../../ports/family-gate.port';
import type { FeatureAreasPort } from '../../ports/feature-areas.port';
import type { PinGuard } from './check-family-pin';
import type { PurchaseGuard } from './check-family-purchase';

/**
 * The billing use cases' family gate. Family mode's code is the 'family' area, which the first load
 * of /home does not carry: it is fetched when a purchase or a cancellation asks, then asked. A PIN
 * typed in Bangla digits is the same PIN (src/domain/digits.ts). A download that fails rejects, and
 * the purchase fails as any request does, rather than going through unguarded.
 */
export class FamilyGateOnDemand implements FamilyGatePort {
  constructor(
    private readonly features: FeatureAreasPort,
    /** The 'family' area's answers (FamilyChecks), resolved once the area is bound. */
    private readonly checks: () => FamilyGatePort,
  ) {}

  async purchase(price: number, pin?: string): Promise<PurchaseGuard> {
    await this.features.ensure('family');
    return this.checks().purchase(price, pin === undefined ? undefined : toAsciiDigits(pin));
  }

  async cancel(pin?: string): Promise<PinGuard> {
    await this.features.ensure('family');
    return this.checks().cancel(pin === undefined ? undefined : toAsciiDigits(pin));
  }
}
