import * as z from 'zod/mini';
import type { PlanId, PricingSlot } from '../../domain/billing';
import { entries } from './game-schemas';
import { listInSteps } from './list-in-steps';
import { openNumber, openObject, openText, openTextFrom, requiredId, requiredNumber, requiredText } from './open-fields';

/*
 * The subscription DTOs of spec §7, the only place their field names appear. The spec shows none
 * of a pricing slot's fields ("returned as pricingSlots"); a slot needs an id, a name and a price
 * to be sold (a price may come as "20"), the rest is read leniently and defaults.
 */
const pricingSlotDto = z.object({
  id: requiredId,
  name: z.pipe(requiredText, z.string().check(z.minLength(1))),
  description: openText,
  price: requiredNumber,
  // A currency sent as `{ code: 'BDT' }` is read by its code.
  currency: openTextFrom('code', 'name'),
  validityDays: openNumber,
  // Stated by some operators' slots; read when present, never assumed.
  vat: openNumber,
  supplementaryCharge: openNumber,
});

/** GET /cms/pricing/slots and GET /auth/esports/pricing/slots: "read data.pricingSlots". */
export const pricingSlotsDto = z.object({ pricingSlots: entries });

/** Entries that are not a sellable slot are dropped rather than hiding the whole plan; checked a slice at a time. */
export function toPricingSlots(data: z.infer<typeof pricingSlotsDto>, plan: PlanId): Promise<PricingSlot[]> {
  return listInSteps(data.pricingSlots, pricingSlotDto, (dto): PricingSlot => ({
    id: dto.id,
    plan,
    name: dto.name,
    description: dto.description ?? '',
    price: dto.price,
    currency: dto.currency || 'BDT',
    validityDays: dto.validityDays ?? 0,
    vat: dto.vat ?? null,
    supplementaryCharge: dto.supplementaryCharge ?? null,
  }));
}

/**
 * POST /auth/v2/subscription/otp/verify "returns data". Our contract: `paymentUrl` names the
 * payment page the purchase continues on; absent or null when the plan is active at once.
 */
export const subscriptionVerifyDto = openObject(
  z.object({
    paymentUrl: openTextFrom('url', 'href'),
    // Not in the spec: read when the backend names the purchase, for the receipt.
    reference: openText,
    transactionId: openText,
  }),
);

/** The cancel calls may answer with a message for the user (spec §4 "default … " otherwise). */
export const cancelDto = openObject(z.object({ message: openText }));

/** Calls whose data the portal does not read. */
export const ignoredDto = z.unknown();
