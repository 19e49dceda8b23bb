import type { MockContext } from '../mock-context';
import { DEMO_OTP } from '../seed/users';

/** The purposes of the account codes (billing codes are the subscription handlers' own). */
export type AccountCodePurpose = 'signup' | 'password-reset';

export const INVALID_OTP = 'Invalid OTP';
export const CODE_EXPIRED = 'This code has expired. Please start again.';

/** A fresh challenge replaces any earlier one of the same user and purpose: only the latest code counts. */
export function issueChallenge(ctx: MockContext, userId: string, purpose: AccountCodePurpose, mobile: string) {
  ctx.db.otpChallenge.deleteMany({ where: { userId: { equals: userId }, purpose: { equals: purpose } } });
  return ctx.db.otpChallenge.create({
    id: ctx.nextId('otp'),
    userId,
    purpose,
    mobile,
    createdAt: ctx.now().toISOString(),
    verified: false,
  });
}

export function findChallenge(ctx: MockContext, userId: string, purpose: AccountCodePurpose) {
  return ctx.db.otpChallenge.findFirst({ where: { userId: { equals: userId }, purpose: { equals: purpose } } });
}

export function dropChallenges(ctx: MockContext, userId: string, purpose: AccountCodePurpose): void {
  ctx.db.otpChallenge.deleteMany({ where: { userId: { equals: userId }, purpose: { equals: purpose } } });
}

/** Every mock code is DEMO_OTP (README); anything else is refused with the server's 'Invalid OTP'. */
export const isDemoCode = (otp: unknown): boolean => String(otp ?? '').trim() === DEMO_OTP;

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
