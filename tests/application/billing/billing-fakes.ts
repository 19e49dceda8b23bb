import { vi } from 'vitest';
import type { PricingSlot } from '../../../src/domain/billing';
import type { BillingPort } from '../../../src/application/ports/billing.port';
import { ServiceError } from '../../../src/application/errors';
import { initialBillingState } from '../../../src/application/stores/billing.store';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { initialSubscriptionState } from '../../../src/application/stores/subscription.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { SetPremiumFlags } from '../../../src/application/use-cases/profile/set-premium-flags';
import { LoadProfile } from '../../../src/application/use-cases/profile/load-profile';
import { SelectPlan } from '../../../src/application/use-cases/billing/select-plan';
import { SendSubscriptionCode } from '../../../src/application/use-cases/billing/send-subscription-code';
import { VerifySubscriptionCode } from '../../../src/application/use-cases/billing/verify-subscription-code';
import { HandleRechargeReturn } from '../../../src/application/use-cases/billing/handle-recharge-return';
import { CancelSubscription } from '../../../src/application/use-cases/billing/cancel-subscription';
import { CancelEsportsSubscription } from '../../../src/application/use-cases/billing/cancel-esports-subscription';
import { LoadPricingSlots } from '../../../src/application/use-cases/billing/load-pricing-slots';
import { LeavePaymentGroup, ResetBilling } from '../../../src/application/use-cases/billing/reset-billing';
import { FindPurchaseReturnPath } from '../../../src/application/use-cases/billing/continue-after-purchase';
import { PurchaseProgress } from '../../../src/application/use-cases/billing/purchase-progress';
import { ListReceipts, RecordReceipt } from '../../../src/application/use-cases/billing/receipts';
import { FindPlansReason } from '../../../src/application/use-cases/billing/find-plans-reason';
import { aProfile, fakeProfilePort, notifications } from '../profile/profile-fakes';
import { fakeNavigation, fakeStorage } from '../../support/fakes';
import { createStore } from '../../../src/application/stores/create-store';
import type { FamilyGatePort } from '../../../src/application/ports/family-gate.port';
import type { DeviceStoragePort } from '../../../src/application/ports/device-storage.port';
import type { Clock } from '../../../src/application/ports/clock.port';
import type { AuthState } from '../../../src/application/stores/auth.store';

/** Family mode off on this device: every purchase and cancellation allowed without a PIN. */
export const familyModeOff = (): FamilyGatePort => ({
  purchase: vi.fn(async () => ({ code: 'family-allowed' as const })),
  cancel: vi.fn(async () => ({ code: 'family-allowed' as const })),
});

/** Builds the family gate over the harness's own device storage, login and clock. */
export type FamilyGateFactory = (parts: { storage: DeviceStoragePort; auth: AuthState; clock: Clock }) => FamilyGatePort;

export const APP_ORIGIN = 'https://play.example.com';
export const rejected = (message: string) => new ServiceError('rejected', message);
export const offline = () => new ServiceError('network', 'No connection to the server. Check your network and try again.');

export const SLOTS: PricingSlot[] = [
  { id: 'ps-weekly', plan: 'general', name: 'Weekly', description: '', price: 25, currency: 'BDT', validityDays: 7 },
  { id: 'ps-monthly', plan: 'general', name: 'Monthly Pass', description: '', price: 80, currency: 'BDT', validityDays: 30 },
];
export const ESPORTS_SLOTS: PricingSlot[] = [
  {
    id: 'ps-esports-weekly',
    plan: 'esports',
    name: 'Esports Weekly',
    description: '',
    price: 30,
    currency: 'BDT',
    validityDays: 7,
  },
];

/** A BillingPort whose every method is a vi.fn answering like a happy server. */
export function fakeBillingPort() {
  return {
    pricingSlots: vi.fn<BillingPort['pricingSlots']>(async (plan) => (plan === 'general' ? SLOTS : ESPORTS_SLOTS)),
    sendSubscriptionCode: vi.fn<BillingPort['sendSubscriptionCode']>(async () => undefined),
    sendEsportsSubscriptionCode: vi.fn<BillingPort['sendEsportsSubscriptionCode']>(async () => undefined),
    verifySubscriptionCode: vi.fn<BillingPort['verifySubscriptionCode']>(async () => ({ paymentUrl: null })),
    verifyEsportsSubscriptionCode: vi.fn<BillingPort['verifyEsportsSubscriptionCode']>(async () => undefined),
    confirmPurchase: vi.fn<BillingPort['confirmPurchase']>(async () => undefined),
    cancelSubscription: vi.fn<BillingPort['cancelSubscription']>(async () => null),
    cancelEsportsSubscription: vi.fn<BillingPort['cancelEsportsSubscription']>(async () => null),
  } satisfies BillingPort;
}

/**
 * Every billing use case wired to fakes and real stores: a logged-in free user whose profile is
 * loaded and whose plans' slots are on screen, on /plans.
 */
export function billingHarness(
  options: {
    allowedOrigins?: string[];
    storage?: Record<string, string>;
    userId?: string;
    now?: () => number;
    family?: FamilyGateFactory;
  } = {},
) {
  const port = fakeBillingPort();
  const billing = createStore(initialBillingState);
  const subscription = createStore(initialSubscriptionState);
  subscription.general = { status: 'succeeded', error: undefined, slots: [...SLOTS] };
  subscription.esports = { status: 'succeeded', error: undefined, slots: [...ESPORTS_SLOTS] };
  const profile = createProfileStore();
  Object.assign(profile, { status: 'succeeded', profile: aProfile({ mobile: '01700000002' }) });
  const auth = createAuthStore();
  auth.token = 'tok-1';
  auth.userId = options.userId ?? 'u-free';
  const now = options.now ?? (() => Date.now());
  const clock = () => new Date(now());
  let nextId = 0;
  const profilePort = fakeProfilePort();
  const { modal, notify } = notifications();
  const toasts = createToastStore();
  const toast = new ShowToast(toasts);
  const navigation = fakeNavigation('/plans');
  const storage = fakeStorage(options.storage);
  const policy = new RedirectPolicy(APP_ORIGIN, { allowedRedirectOrigins: options.allowedOrigins ?? [] });
  const setPremiumFlags = new SetPremiumFlags(profile);
  const loadProfile = new LoadProfile(profilePort, profile, auth);
  const progress = new PurchaseProgress(storage, auth, billing, clock);
  const reset = new ResetBilling(billing, progress);
  const find = new FindPurchaseReturnPath(storage, policy);
  const recordReceipt = new RecordReceipt(storage, auth, clock, () => `r-${++nextId}`);
  const family = options.family ? options.family({ storage, auth, clock }) : familyModeOff();
  return {
    family,
    port,
    billing,
    subscription,
    profile,
    profilePort,
    modal,
    toasts,
    navigation,
    storage,
    auth,
    progress,
    recordReceipt,
    listReceipts: new ListReceipts(storage, auth),
    plansReason: new FindPlansReason(find),
    loadSlots: new LoadPricingSlots(port, subscription),
    select: new SelectPlan(subscription, billing, profile, navigation, progress),
    send: new SendSubscriptionCode(port, billing, notify, toast, navigation, progress, subscription, family),
    verify: new VerifySubscriptionCode(
      port,
      billing,
      subscription,
      setPremiumFlags,
      policy,
      navigation,
      notify,
      APP_ORIGIN,
      progress,
      recordReceipt,
      find,
      storage,
    ),
    rechargeReturn: new HandleRechargeReturn(
      port,
      billing,
      profile,
      loadProfile,
      navigation,
      notify,
      subscription,
      progress,
      recordReceipt,
      find,
      storage,
    ),
    cancel: new CancelSubscription(port, billing, setPremiumFlags, notify, profile, recordReceipt, family),
    cancelEsports: new CancelEsportsSubscription(port, billing, setPremiumFlags, notify, profile, recordReceipt, family),
    reset,
    leave: new LeavePaymentGroup(navigation, reset),
    findReturnPath: find,
  };
}

/** A harness already at the code step of `slotId` (the code went to 01700000002). */
export async function atCodeStep(slotId: string, options?: Parameters<typeof billingHarness>[0]) {
  const h = billingHarness(options);
  h.select.execute(slotId);
  await h.send.execute('01700000002');
  h.navigation.visited.length = 0;
  return h;
}
