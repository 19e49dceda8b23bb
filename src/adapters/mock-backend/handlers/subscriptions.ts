import type { MockContext } from '../mock-context';
import type { MockDb } from '../db';
import { DEMO_OTP } from '../seed/users';

/*
 * What the general and esports subscription handlers share: the pricing slot DTO, the billing
 * code challenges (one per user and plan, the latest code counts) and switching a plan on or off.
 */
export type Plan = 'general' | 'esports';
type UserRecord = NonNullable<ReturnType<MockDb['user']['findFirst']>>;
type SlotRecord = NonNullable<ReturnType<MockDb['pricingSlot']['findFirst']>>;

export const CODE_PURPOSE: Record<Plan, string> = { general: 'subscription', esports: 'esports-subscription' };

export const INVALID_OTP = 'Invalid OTP';
export const CODE_FIRST = 'Request a code first';
export const UNKNOWN_SLOT = 'This plan is not available';
export const INVALID_MOBILE = 'Enter a valid Bangladeshi mobile number';

/** A slot as the API returns it under data.pricingSlots (usesPaymentPage stays the server's business). */
export const toPricingSlotDto = (slot: SlotRecord) => ({
  id: slot.id,
  name: slot.name,
  description: slot.description,
  price: slot.price,
  currency: slot.currency,
  validityDays: slot.validityDays,
});

export function slotsOf(db: MockDb, plan: Plan) {
  return db.pricingSlot.findMany({ where: { area: { equals: plan } }, orderBy: { order: 'asc' } });
}

export function slotOf(db: MockDb, plan: Plan, id: unknown) {
  if (typeof id !== 'string' || !id) return null;
  return db.pricingSlot.findFirst({ where: { id: { equals: id }, area: { equals: plan } } });
}

export function issueBillingCode(ctx: MockContext, userId: string, plan: Plan, pricingSlotId: string, mobile: string): void {
  dropBillingCode(ctx, userId, plan);
  ctx.db.otpChallenge.create({
    id: ctx.nextId('otp'),
    userId,
    purpose: CODE_PURPOSE[plan],
    pricingSlotId,
    mobile,
    createdAt: ctx.now().toISOString(),
    verified: false,
  });
}

/** The code check: the challenge of that slot must exist and the code must be the demo code. */
export function checkBillingCode(
  ctx: MockContext,
  userId: string,
  plan: Plan,
  pricingSlotId: string,
  otp: unknown,
): string | null {
  const challenge = ctx.db.otpChallenge.findFirst({
    where: { userId: { equals: userId }, purpose: { equals: CODE_PURPOSE[plan] }, pricingSlotId: { equals: pricingSlotId } },
  });
  if (!challenge) return CODE_FIRST;
  return String(otp ?? '').trim() === DEMO_OTP ? null : INVALID_OTP;
}

export function dropBillingCode(ctx: MockContext, userId: string, plan: Plan): void {
  ctx.db.otpChallenge.deleteMany({ where: { userId: { equals: userId }, purpose: { equals: CODE_PURPOSE[plan] } } });
}

/** Turns a plan on (the slot's name becomes the subscription) or off (null). */
export function setPlan(db: MockDb, user: UserRecord, plan: Plan, slotName: string | null): void {
  const data =
    plan === 'general'
      ? { isPremiumUser: slotName !== null, subscription: slotName }
      : { isPremiumUserESports: slotName !== null, subscriptionESports: slotName };
  db.user.update({ where: { id: { equals: user.id } }, data });
}
