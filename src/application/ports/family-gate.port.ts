import { token } from '../token';
import type { PinGuard } from '../use-cases/family/check-family-pin';
import type { PurchaseGuard } from '../use-cases/family/check-family-purchase';

/**
 * Family mode's word before a step it guards, asked by the billing use cases themselves so that no
 * screen can forget it (docs/decisions/0058): "a four-digit PIN, asked before any one-time code is
 * sent for a purchase, before cancelling a plan". The answer is a code; the PIN goes no further
 * than the check.
 */
export interface FamilyGatePort {
  /** Before the first one-time code of a purchase of `price` taka; `pin` once the parent typed it. */
  purchase(price: number, pin?: string): Promise<PurchaseGuard>;
  /** Before a plan is cancelled; `pin` once the parent typed it. */
  cancel(pin?: string): Promise<PinGuard>;
}
export const FamilyGatePort = token<FamilyGatePort>('FamilyGatePort');

/** A guard's answer that stops the step: anything but allowed. */
export type FamilyRefusal = Exclude<PurchaseGuard, { code: 'family-allowed' }>;
/** A cancellation's refusal: the PIN is needed, wrong, locked or cannot be checked. */
export type FamilyPinRefusal = Exclude<PinGuard, { code: 'family-allowed' }>;

/**
 * Family mode's own answers, bound by the 'family' area once it has loaded. The billing use cases
 * ask FamilyGatePort, which loads the area first: the 'commerce' area carries none of its code.
 */
export const FamilyChecks = token<FamilyGatePort>('FamilyChecks');
